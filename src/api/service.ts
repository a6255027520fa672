/**
 * What the service description leaves open, in one object. Each member is optional and defaults
 * to bookkit's documented decision (`bookkitService`); `false` means the service lacks the
 * capability, and the components then leave it out rather than guess.
 */

/** A field the invoice query can sort by (README decision 8). */
export type InvoiceSortField = 'date' | 'invoiceNumber' | 'dueDate' | 'total' | 'balance'

/** A sort the user asked for, before it is written into the query body. */
export interface InvoiceSortRequest {
  field: InvoiceSortField
  descending: boolean
}

/** Writes a requested sort as the invoice query's `sort` member. */
export type InvoiceSortEncoder = (sort: InvoiceSortRequest) => { value: string }

/** Where notification settings are saved; the body is `{data: NotificationSettings}`. */
interface NotificationSettingsSave {
  method: 'POST' | 'PUT' | 'PATCH'
  /** Relative to `baseUrl`, such as `/v6/notifications/settings`. */
  path: string
}

/** How bank transactions are listed: `GET /v5/banks/transactions`, or `POST /v6/banks/transactions` with no body; both page with the v5 headers. */
export type BankTransactionListing = 'v5-get' | 'v6-post'

/** The date order a listing guarantees: the newest date first, or the oldest first. */
export type ListingOrder = 'newestFirst' | 'oldestFirst'

/** The value sets the invoice filters offer; a value the service sends that is not listed still shows as it comes. */
interface InvoiceFilterValues {
  /** `filter.status` (the record's status). */
  status?: readonly string[]
  /** `filter.invoiceStatus` (open, paid…). */
  invoiceStatus?: readonly string[]
}

/** How an update item is written: the `id` and only what changed, or the whole record with the changes laid over it. */
export type UpdateStyle = 'partial' | 'whole'

/** Every convention the service description leaves open; the `service` option of the client and the provider. */
export interface ServiceProfile {
  /** How bank transactions are listed (default `'v5-get'`). */
  listBankTransactions?: BankTransactionListing
  /**
   * The date order the bank-transaction listing guarantees, or `false` when it states none. With an
   * order, a first sync's months are whole as soon as the walk has passed them; without one, no
   * month is whole until the sync has ended (default `'newestFirst'` with the v5 listing, README
   * decision 2; `false` with the v6 one, whose order the description does not state).
   */
  bankTransactionOrder?: ListingOrder | false
  /** Where notification settings are saved, or `false`: the settings are then shown read-only (default `POST /v6/notifications/settings`). */
  saveNotificationSettings?: NotificationSettingsSave | false
  /** How an invoice sort is sent, or `false`: the rows keep the service's order and headers do not sort (default `{value: '-date'}` style). */
  invoiceSort?: InvoiceSortEncoder | false
  /**
   * The GL query body member that carries the accounting method, or `false`: the method choice is
   * not offered and statements name the company's own. A client follows it only when `service`
   * names it (`bookkitService` names `'accountingMethod'`): a service that ignores an unknown member
   * cannot be seen to, so the method is never learned (README decisions 9 and 22).
   */
  accountingMethodField?: string | false
  /** The query parameter of `GET /v6/closing` that names a company, or `false`: the token's own company applies (default `'companyId'`). */
  closingCompanyParam?: string | false
  /** The values the invoice status filters offer. */
  invoiceFilterValues?: InvoiceFilterValues
  /** The `reviewStatus` a new bank transaction is created with, or `false`: none is sent unless the user or the host's `defaults` chose one (default `'UNREVIEWED'`). */
  newTransactionReviewStatus?: string | false
  /** Whether a journal entry's save item carries `date`; without it the form offers no date and the service dates the entry (default `true`). */
  journalEntryDate?: boolean
  /** Whether a journal entry's save item carries `recurrence.endDate`; without it the form offers no end date (default `true`). */
  recurrenceEndDate?: boolean
  /** How an update is sent: `'partial'`, the `id` and only the changed fields (`null` for a cleared one), or `'whole'`, the record as read with the changes over it (default `'partial'`). */
  updates?: UpdateStyle
  /** The most items one batch save carries; a larger write goes in sequential batches of this size (default 100, the description's recommended page size). */
  maxBatchSize?: number
  /**
   * The `invoiceStatus` values of an invoice that owes nothing whatever its balance says (a draft, a
   * void, a write-off): the receivables never count one. Every other invoice with a balance is
   * owed, whatever its status (default `['DRAFT', 'VOIDED']`).
   */
  notOwedInvoiceStatuses?: readonly string[]
  /**
   * The `invoiceStatus` values of an invoice paid in full: today's receivables do not read them;
   * the receivables of a past date do, as they may have been owed then (default `['PAID']`).
   */
  paidInvoiceStatuses?: readonly string[]
  /** The largest `limit` a walk over every page of the invoice query asks for, the receivables' walk (default 250). */
  maxPageSize?: number
  /**
   * How long after it was sent a write that got no answer in time, or was cancelled, may still be
   * stored, in milliseconds. Until then it is not sent again: a save of the same record waits, then
   * checks, and sends only if the first did not land (README decision 20). The description states
   * no such bound, and does not promise to refuse a repeated `apiSourceId` (default twice the
   * write limit: as long again as bookkit would have waited for the answer).
   */
  settleWindowMs?: number
}

/** A profile with every member filled in. */
export interface ResolvedServiceProfile {
  listBankTransactions: BankTransactionListing
  bankTransactionOrder: ListingOrder | false
  saveNotificationSettings: NotificationSettingsSave | false
  invoiceSort: InvoiceSortEncoder | false
  accountingMethodField: string | false
  closingCompanyParam: string | false
  invoiceFilterValues: Required<InvoiceFilterValues>
  newTransactionReviewStatus: string | false
  journalEntryDate: boolean
  recurrenceEndDate: boolean
  updates: UpdateStyle
  maxBatchSize: number
  notOwedInvoiceStatuses: readonly string[]
  paidInvoiceStatuses: readonly string[]
  maxPageSize: number
  /** Absent in `bookkitService` and `describedService`: twice the client's write limit. A client's `service` always has it. */
  settleWindowMs?: number
}

/** Items in one batch save unless the profile says otherwise. */
const DEFAULT_MAX_BATCH_SIZE = 100
/** The description's recommended page size; the only bound it states is the GL's 250 (README decision 10). */
const RECOMMENDED_PAGE_SIZE = 100

/** `-date` for newest first: a field name, `-` prefixed for descending. */
const signedFieldSort: InvoiceSortEncoder = ({ field, descending }) => ({ value: descending ? `-${field}` : field })

/** bookkit's decisions (README, "Decisions"): what the client does when no `service` is given. */
export const bookkitService: ResolvedServiceProfile = Object.freeze({
  listBankTransactions: 'v5-get',
  bankTransactionOrder: 'newestFirst',
  saveNotificationSettings: Object.freeze({ method: 'POST', path: '/v6/notifications/settings' }),
  invoiceSort: signedFieldSort,
  accountingMethodField: 'accountingMethod',
  closingCompanyParam: 'companyId',
  invoiceFilterValues: Object.freeze({
    status: Object.freeze(['ACTIVE', 'DELETED']),
    invoiceStatus: Object.freeze(['DRAFT', 'OPEN', 'PARTIALLY_PAID', 'PAID', 'VOIDED']),
  }),
  newTransactionReviewStatus: 'UNREVIEWED',
  journalEntryDate: true,
  recurrenceEndDate: true,
  updates: 'partial',
  maxBatchSize: DEFAULT_MAX_BATCH_SIZE,
  notOwedInvoiceStatuses: Object.freeze(['DRAFT', 'VOIDED']),
  paidInvoiceStatuses: Object.freeze(['PAID']),
  maxPageSize: 250,
})

/**
 * Exactly what the service description shows, nothing it leaves open: bank transactions listed by
 * `POST /v6/banks/transactions` without a body in no stated order, no settings save, no sort, no method member, no
 * closing company parameter, only the status values the description has seen, no review status on a
 * new bank transaction, no journal entry `date` or `recurrence.endDate` (its request item has
 * neither), updates that restate the whole record (it never says an update is partial),
 * batches of 100 items (its recommended page size; it states no maximum), every invoice with a
 * balance owed unless a usual name says it owes nothing (draft, void, written off, paid), and
 * invoice pages of 100 (it states no bound but the GL's).
 */
// Marked pure: most apps never use this profile, and a bundler keeps any call (Object.freeze) it is not told is free of effects.
export const describedService: ResolvedServiceProfile = /* @__PURE__ */ Object.freeze({
  listBankTransactions: 'v6-post',
  bankTransactionOrder: false,
  saveNotificationSettings: false,
  invoiceSort: false,
  accountingMethodField: false,
  closingCompanyParam: false,
  invoiceFilterValues: /* @__PURE__ */ Object.freeze({
    status: /* @__PURE__ */ Object.freeze(['ACTIVE']),
    invoiceStatus: /* @__PURE__ */ Object.freeze(['OPEN']),
  }),
  newTransactionReviewStatus: false,
  journalEntryDate: false,
  recurrenceEndDate: false,
  updates: 'whole',
  // The description leaves the maximum open; 100 is the page size it recommends.
  maxBatchSize: DEFAULT_MAX_BATCH_SIZE,
  // The description names no status of these: the names such services use, which restrict nothing where unused.
  notOwedInvoiceStatuses: /* @__PURE__ */ Object.freeze(['DRAFT', 'VOIDED', 'VOID', 'WRITTEN_OFF']),
  paidInvoiceStatuses: /* @__PURE__ */ Object.freeze(['PAID']),
  maxPageSize: RECOMMENDED_PAGE_SIZE,
})

/**
 * `profile` over bookkit's defaults: a member it leaves out, or gives as `undefined` or `null`, keeps
 * bookkit's decision, and one bookkit does not know is not taken.
 */
export function resolveServiceProfile(profile: ServiceProfile = {}): ResolvedServiceProfile {
  // Not definedMembers(): its own chunk on every page that has a save's later chunk beside the provider.
  const given = Object.entries(profile).filter(
    ([member, value]) => value !== undefined && value !== null && Object.hasOwn(bookkitService, member),
  )
  const listing = profile.listBankTransactions ?? bookkitService.listBankTransactions
  return {
    ...bookkitService,
    // Decision 2's order goes with decision 2's listing: the v6 listing states none.
    bankTransactionOrder: listing === 'v6-post' ? false : bookkitService.bankTransactionOrder,
    ...Object.fromEntries(given),
    invoiceFilterValues: { ...bookkitService.invoiceFilterValues, ...profile.invoiceFilterValues },
    maxBatchSize: wholeNumber('maxBatchSize', profile.maxBatchSize),
    maxPageSize: wholeNumber('maxPageSize', profile.maxPageSize),
  }
}

/** The settle window `profile` gives, else twice the client's write limit (a client's profile always has one). */
export function settleWindowOf({ settleWindowMs }: Pick<ServiceProfile, 'settleWindowMs'>, writeLimitMs: number): number {
  const ms = settleWindowMs ?? 2 * writeLimitMs
  if (!Number.isFinite(ms) || ms < 0)
    throw new TypeError(`bookkit: service.settleWindowMs must be a number of milliseconds of at least 0, not ${String(ms)}`)
  return ms
}

function wholeNumber(member: 'maxBatchSize' | 'maxPageSize', size: number | undefined | null): number {
  if (size === undefined || size === null) return bookkitService[member]
  if (!Number.isInteger(size) || size < 1)
    throw new TypeError(`bookkit: service.${member} must be a whole number of at least 1, not ${String(size)}`)
  return size
}
