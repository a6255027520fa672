import type { TokenResponse } from '../api/types'

/** Options of `createAccessToken`: the service, the client credentials, and whose token. */
export interface CreateAccessTokenOptions {
  /** The service's base address (staging or production). */
  baseUrl: string
  clientId: string
  /** Stays on the host's backend: never sent to a browser, never logged, never in an error. */
  clientSecret: string
  /** The logged-in user; omit for a partner-level token that sees all companies. */
  userId?: string
  /** `read` gives a read-only session; default `write`. */
  scope?: 'read' | 'write'
  fetch?: typeof fetch
  signal?: AbortSignal
}

/** The token request failed: refused credentials, an unknown user, an unreachable or misbehaving service. */
export class AccessTokenError extends Error {
  override name = 'AccessTokenError'
  /** HTTP status of the answer; 0 when there was none. */
  readonly status: number
  /** The service's error type (`INVALID_TOKEN`, `INVALID_VALUE`, …) when it sent one. */
  readonly type: string | undefined

  constructor(message: string, status: number, type?: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause })
    this.status = status
    this.type = type
  }
}

/**
 * Asks the service for an access token on the host's backend: HTTP Basic with the client
 * credentials, `userId` and `scope` as form parameters.
 */
export async function createAccessToken(options: CreateAccessTokenOptions): Promise<TokenResponse> {
  const { baseUrl, clientId, clientSecret, userId, scope, signal } = options
  if (!clientId || !clientSecret) throw new AccessTokenError('createAccessToken needs clientId and clientSecret.', 0)
  const form = new URLSearchParams()
  if (userId !== undefined) form.set('userId', userId)
  if (scope !== undefined) form.set('scope', scope)

  let response: Response
  try {
    // From the first trailing slash only: a bare `\/+$` is tried again from every slash of a run.
    response = await (options.fetch ?? globalThis.fetch)(`${baseUrl.replace(/(?<!\/)\/+$/, '')}/v6/auth/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: form,
      signal,
    })
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    throw new AccessTokenError('The token endpoint could not be reached.', 0, undefined, cause)
  }

  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new AccessTokenError(`The token endpoint answered ${response.status} with a body that is not JSON.`, response.status)
  }
  if (!response.ok) {
    const first = failureOf(body)
    throw new AccessTokenError(
      `The token endpoint refused the request (${response.status}${first ? ` ${first.type}: ${first.message}` : ''}).`,
      response.status,
      first?.type,
    )
  }
  const token = accessTokenOf(body, response.status)
  // The service does not echo the scope; the browser needs it to show a read-only session.
  token.scope ??= scope ?? 'write'
  return token
}

function failureOf(body: unknown): { type: string; message: string } | undefined {
  const first = (body as { error?: unknown } | null)?.error
  const item = Array.isArray(first) ? (first[0] as { type?: unknown; message?: unknown } | undefined) : undefined
  if (!item || typeof item.type !== 'string') return undefined
  return { type: item.type, message: typeof item.message === 'string' ? item.message : '' }
}

function accessTokenOf(body: unknown, status: number): TokenResponse {
  const value = (body ?? {}) as Record<string, unknown>
  const { access_token, token_type, expires_in, scope } = value
  if (typeof access_token !== 'string' || access_token === '' || typeof expires_in !== 'number' || expires_in <= 0) {
    throw new AccessTokenError('The token endpoint answered without access_token and a positive expires_in.', status)
  }
  const token: TokenResponse = { access_token, token_type: typeof token_type === 'string' ? token_type : 'Bearer', expires_in }
  if (scope === 'read' || scope === 'write') token.scope = scope
  return token
}
