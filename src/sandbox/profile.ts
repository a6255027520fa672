import type { SandboxProfile } from './options'

/** How a bank transaction's `customData` is answered. */
export type CustomDataStyle =
  /** As saved (README decision 15). */
  | 'as-saved'
  /** The JSON-node introspection flags the live service has been seen to answer instead. */
  | 'introspection-flags'

/**
 * Where the two profiles answer differently, besides which routes exist (router.ts). Each route
 * reads the member it needs, so no route asks which profile it runs in.
 */
export interface ProfileConventions {
  /** The error type of an expired token: our `EXPIRED_TOKEN`, or the description's `FORBIDDEN` (indistinguishable from a refused write). */
  readonly expiredTokenType: 'EXPIRED_TOKEN' | 'FORBIDDEN'
  /** Whether the token endpoint's body names the granted `scope` (the description shows only `access_token`, `token_type`, `expires_in`). */
  readonly tokenScopeInBody: boolean
  /** How every answer carrying a bank transaction shows its `customData`. */
  readonly bankTransactionCustomData: CustomDataStyle
  /** The GL query member carrying the accounting method (README decision 9), or `false`: the company's configured method applies. */
  readonly accountingMethodField: 'accountingMethod' | false
  /** Whether the invoice query's `sort.value` orders the rows (README decision 8); otherwise the service's own order, `-date` then id. */
  readonly invoiceSortHonoured: boolean
  /** The query parameter of `GET /v6/closing` naming a company (README decision 6), or `false`: the token's first company applies. */
  readonly closingCompanyParam: 'companyId' | false
}

const BOOKKIT: ProfileConventions = Object.freeze({
  expiredTokenType: 'EXPIRED_TOKEN',
  tokenScopeInBody: true,
  bankTransactionCustomData: 'as-saved',
  accountingMethodField: 'accountingMethod',
  invoiceSortHonoured: true,
  closingCompanyParam: 'companyId',
})

// Where the description is silent this does the least a real service would: a member it does not
// name is ignored, never rejected.
const DESCRIBED: ProfileConventions = Object.freeze({
  expiredTokenType: 'FORBIDDEN',
  tokenScopeInBody: false,
  bankTransactionCustomData: 'introspection-flags',
  accountingMethodField: false,
  invoiceSortHonoured: false,
  closingCompanyParam: false,
})

/** The conventions of a profile. */
export function conventionsOf(profile: SandboxProfile): ProfileConventions {
  switch (profile) {
    case 'bookkit':
      return BOOKKIT
    case 'described':
      return DESCRIBED
    default:
      return profile satisfies never
  }
}
