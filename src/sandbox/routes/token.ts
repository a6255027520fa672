import { checkClientCredentials } from '../service/auth'
import { ApiFailure } from '../service/errors'
import { jsonResponse, readText } from '../service/http'
import type { Route } from './types'

/**
 * `POST /v6/auth/token`: client credentials in, a bearer token out (not wrapped in the envelope).
 * The body names the granted `scope` only where the profile's conventions say so.
 */
export const tokenRoute: Route = {
  method: 'POST',
  path: '/v6/auth/token',
  access: 'public',
  async handle({ request, store, tokens, conventions }) {
    checkClientCredentials(request)
    const form = await readForm(request)
    const userId = form.get('userId') ?? ''
    const scope = form.get('scope') ?? 'write'
    let companyIds: readonly string[] = [...store.companies.keys()]
    if (userId !== '') {
      const user = store.users.get(userId)
      if (!user) throw ApiFailure.of(400, 'INVALID_VALUE', `There is no user ${JSON.stringify(userId.slice(0, 60))}.`, 'userId')
      companyIds = user.companyIds
    }
    if (scope !== 'read' && scope !== 'write') throw ApiFailure.of(400, 'INVALID_VALUE', 'scope must be read or write.', 'scope')
    const grant = tokens.issue({ userId: userId === '' ? null : userId, companyIds, scope })
    const body = { access_token: grant.token, token_type: 'Bearer', expires_in: tokens.ttl }
    return jsonResponse(200, conventions.tokenScopeInBody ? { ...body, scope } : body)
  },
}

/** Form parameters, url-encoded or multipart; a JSON body is refused rather than silently read as no parameters. */
async function readForm(request: Request): Promise<{ get(name: string): string | null }> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (type.includes('multipart/form-data')) {
    try {
      const data = await request.formData()
      return {
        get: (name) => {
          const value = data.get(name)
          return typeof value === 'string' ? value : null
        },
      }
    } catch {
      throw ApiFailure.of(400, 'INVALID_FORMAT', 'The form data could not be read.')
    }
  }
  if (type.includes('json')) {
    throw ApiFailure.of(400, 'INVALID_FORMAT', 'The token endpoint takes form parameters (application/x-www-form-urlencoded), not JSON.')
  }
  return new URLSearchParams(await readText(request))
}
