import type { SandboxProfile } from './options'

/** How a bank transaction's `customData` is answered. */
export type CustomDataStyle =
  /** As saved (README decision 15). */
  | 'as-saved'
  /** The JSON-node introspection flags the live service has been seen to answer instead. */
  | 'introspection-flags'

/** What a request member or operator the endpoint does not know gets. */
export type UnknownMembers = 'refuse' | 'ignore'

/** How a field whose values the description shows only by example is checked. */
export type ExampleValueSets =
  /** Against the sandbox's own set (README decision 13): another value is 400 INVALID_VALUE. */
  | 'closed'
  /** Not at all: any string within the length limits is kept, and matched, as sent. */
  | 'open'

/** What a `limit` below 1 gets. */
export type LimitBelowOne =
  /** 400 INVALID_VALUE (README decision 10). */
  | 'refuse'
  /** The default page size, as from a service that shows no lower bound. */
  | 'default'

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
  /** Whether a save whose `apiName` + `apiSourceId` another record holds (of the company; a bank transaction: of its bank account) is refused 409 `DUPLICATE` (DESIGN decision 3); otherwise it is stored as another record. */
  readonly deduplicatesExternalIds: boolean
  /** What a filter member or operator the query does not know gets: 400 `INVALID_VALUE` naming it, or ignored (it restricts nothing). */
  readonly unknownFilterMembers: UnknownMembers
  /** Whether the value sets the description shows only by example are bookkit's closed ones or open; its complete sets stay closed in every profile. */
  readonly exampleValueSets: ExampleValueSets
  /** The largest `limit` of the invoice query and the bank-transaction listing (README decision 10), or `false`: any; the GL query's 250 holds in every profile. */
  readonly maxListLimit: number | false
  /** What a `limit` below 1 gets, on every list. */
  readonly limitBelowOne: LimitBelowOne
  /** Whether a journal entry's request item carries `date` and `recurrence.endDate` (README decision 4); otherwise both are ignored and a new entry is dated today. */
  readonly journalEntryDatesInRequest: boolean
  /**
   * The order of the bank-transaction listing, which the description does not state: the newest
   * date first, the most recently created first within a day (README decision 2: a page answers
   * the newest activity first, and a month is whole once the walk has passed it), or by creation.
   */
  readonly bankTransactionOrder: 'newestFirst' | 'creation'
}

/** bookkit's largest page on every list (README decision 10). */
const MAX_LIMIT = 250

const BOOKKIT: ProfileConventions = Object.freeze({
  expiredTokenType: 'EXPIRED_TOKEN',
  tokenScopeInBody: true,
  bankTransactionCustomData: 'as-saved',
  accountingMethodField: 'accountingMethod',
  invoiceSortHonoured: true,
  closingCompanyParam: 'companyId',
  deduplicatesExternalIds: true,
  unknownFilterMembers: 'refuse',
  exampleValueSets: 'closed',
  maxListLimit: MAX_LIMIT,
  limitBelowOne: 'refuse',
  journalEntryDatesInRequest: true,
  bankTransactionOrder: 'newestFirst',
})

// Where the description is silent this does the least a real service would: a member it does not
// name is ignored, never rejected; a value set it shows by example is open; the only `limit` bound
// is the GL's 250, the one it states; and nothing it does not show is refused, so no DUPLICATE.
const DESCRIBED: ProfileConventions = Object.freeze({
  expiredTokenType: 'FORBIDDEN',
  tokenScopeInBody: false,
  bankTransactionCustomData: 'introspection-flags',
  accountingMethodField: false,
  invoiceSortHonoured: false,
  closingCompanyParam: false,
  deduplicatesExternalIds: false,
  unknownFilterMembers: 'ignore',
  exampleValueSets: 'open',
  maxListLimit: false,
  limitBelowOne: 'default',
  // The description's request item has neither; its response carries both.
  journalEntryDatesInRequest: false,
  // The description states no order; a store's natural one is by creation, the oldest first.
  bankTransactionOrder: 'creation',
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
