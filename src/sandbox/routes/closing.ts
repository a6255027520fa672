import { ApiFailure } from '../service/errors'
import { successResponse } from '../service/http'
import type { Route } from './types'

/**
 * `GET /v6/closing`: the closing of the token's company; a token that sees several may name one
 * with `?companyId=` (default: its first company) where the profile has that parameter.
 */
export const closingRoute: Route = {
  method: 'GET',
  path: '/v6/closing',
  access: 'read',
  async handle({ url, store, viewer, conventions }) {
    const param = conventions.closingCompanyParam
    const requested = param === false ? null : url.searchParams.get(param)
    const companyId = requested ?? viewer.companyIds[0]
    if (companyId === undefined || !viewer.companyIds.includes(companyId)) {
      throw ApiFailure.of(404, 'NOT_FOUND', 'No company with that id is visible to this token.', 'companyId')
    }
    const { closing } = store.company(companyId)
    return successResponse({ data: { date: closing.date, modifications: closing.modifications } })
  },
}
