import { isRecord, type ItemResultsEnvelope, type SuccessEnvelope } from './transport/envelope'
import { BookkeepingError, BookkeepingResponseError } from './errors'
import {
  batchResults,
  objectData,
  pageData,
  type BatchItemResult,
  type GeneralLedgerPage,
  type ListPage,
  type BankTransactionSyncPage,
} from './results'
import { sessionEnded, TokenManager, type FetchToken, type SessionState } from './transport/tokens'
import { createTransport, requestTimeouts, type CallOptions, type RequestTimeout } from './transport/transport'
import { isMissingEndpoint, LearnedService } from './learnedService'
import type { BankTransactionListing, ResolvedServiceProfile, ServiceProfile } from './service'
import type {
  BankTransaction,
  BankTransactionInput,
  Closing,
  GeneralLedgerQuery,
  GlEntry,
  Invoice,
  InvoiceQuery,
  ManualJournalEntry,
  ManualJournalEntryInput,
  NotificationSettings,
} from './types'

/** Options of `createBookkeepingClient`: where the service is, how to get a token, and the service's conventions. */
export interface BookkeepingClientOptions {
  /** The service's base address; staging and production differ only here. */
  baseUrl: string
  /** Resolves to the token endpoint's body, fetched by the host's backend (which holds the client secret). */
  fetchToken: FetchToken
  /**
   * The user's first token, minted by the host's server and handed with the page: the first
   * requests carry it without waiting for `fetchToken`. Used for its lifetime (counted from when the
   * client is made, renewed ahead of its expiry as a fetched one), then `fetchToken` as always; a
   * refusal of it asks `fetchToken`. Held in memory only. Not used without a positive `expiresIn`.
   */
  initialToken?: { accessToken: string; expiresIn: number }
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch
  /** The conventions the service description leaves open; default `bookkitService`. */
  service?: ServiceProfile
  /**
   * Milliseconds before a request counts as unanswered: a read then fails as `network`; a write's
   * outcome is unknown. A number is the read limit and a write gets twice it; default 30,000 (writes 60,000).
   */
  requestTimeout?: RequestTimeout
}

/** Options of the v5 bank-transaction list: the header-paginated, incrementally synced style. */
export interface ListBankTransactionsOptions {
  limit?: number
  cursor?: string
  /** Only records changed since this instant (and the ids deleted since then). */
  lastUpdatedDate?: string
}

/** The framework-free bookkeeping client: one method per service operation. */
export interface BookkeepingClient {
  getNotificationSettings(options?: CallOptions): Promise<NotificationSettings>
  updateNotificationSettings(settings: NotificationSettings, options?: CallOptions): Promise<NotificationSettings>
  saveManualJournalEntries(items: ManualJournalEntryInput[], options?: CallOptions): Promise<BatchItemResult<ManualJournalEntry>[]>
  queryGeneralLedger(glAccountId: string, body?: GeneralLedgerQuery, options?: CallOptions): Promise<GeneralLedgerPage<GlEntry>>
  queryInvoices(body?: InvoiceQuery, options?: CallOptions): Promise<ListPage<Invoice>>
  saveBankTransactions(items: BankTransactionInput[], options?: CallOptions): Promise<BatchItemResult<BankTransaction>[]>
  deleteBankTransaction(id: string, options?: CallOptions): Promise<BankTransaction>
  listBankTransactions(list?: ListBankTransactionsOptions, options?: CallOptions): Promise<BankTransactionSyncPage<BankTransaction>>
  getClosing(options?: CallOptions & { companyId?: string }): Promise<Closing>
  /**
   * Whether the service can save notification settings. Without `service.saveNotificationSettings`
   * this is found out once per client, by a save that changes no setting, `{data: {}}` (decision 1:
   * a setting left out keeps its value; a service with the endpoint answers it, or refuses it, and
   * one without answers 404).
   */
  canSaveNotificationSettings(options?: CallOptions): Promise<boolean>
  /**
   * The service profile the client follows, every member filled in. A member the `service` option
   * left out is learned from the service's answers (README decision 18) and changes once, when learned.
   * Its settle window is always known: by default twice the client's write limit.
   */
  readonly service: ResolvedServiceProfile & { settleWindowMs: number }
  /** The session's state: whether a token is held, its scope, and the last sign-in failure. */
  readonly session: {
    getState(): SessionState
    subscribe(listener: () => void): () => void
  }
  /**
   * Ends the client (its user signed out or changed): requests in flight are aborted, the token is
   * dropped, and every later call rejects with an `AbortError` without sending anything.
   */
  close(): void
}

const NO_SETTINGS_SAVE =
  'This service offers no way to save notification settings (service.saveNotificationSettings is false, or the service answered that it has no such endpoint).'

/** The answer to a save the service cannot take: this profile has no endpoint for it. */
export class BookkeepingUnsupportedError extends BookkeepingError {
  override name = 'BookkeepingUnsupportedError'

  constructor(message: string) {
    super(message, { kind: 'service' })
  }
}

/** Creates a client; it fetches a token lazily, on the first request that has no `initialToken` to carry. */
export function createBookkeepingClient({
  baseUrl,
  fetchToken,
  initialToken,
  fetch,
  service: profile,
  requestTimeout,
}: BookkeepingClientOptions): BookkeepingClient {
  const timeouts = requestTimeouts(requestTimeout)
  const learned = new LearnedService(profile, { writeLimitMs: timeouts.write })
  const tokens = new TokenManager(fetchToken, undefined, initialToken)
  const lifetime = new AbortController()
  const transport = createTransport({ baseUrl, tokens, fetch, lifetime: lifetime.signal, timeouts })
  const path = encodeURIComponent

  const listingCall = (listing: BankTransactionListing) =>
    // Both styles page with the v5 headers; the described service lists with a bodiless POST to the save path.
    listing === 'v6-post'
      ? ({ method: 'POST', path: '/v6/banks/transactions' } as const)
      : ({ method: 'GET', path: '/v5/banks/transactions' } as const)

  return {
    get service() {
      return learned.profile
    },
    session: { getState: tokens.getState, subscribe: tokens.subscribe },

    close() {
      tokens.close()
      lifetime.abort(sessionEnded())
    },

    async getNotificationSettings({ signal } = {}) {
      return objectData(200, await transport({ method: 'GET', path: '/v6/notifications/settings', signal }))
    },

    async updateNotificationSettings(settings, { signal } = {}) {
      const endpoint = learned.profile.saveNotificationSettings
      if (endpoint === false) throw new BookkeepingUnsupportedError(NO_SETTINGS_SAVE)
      try {
        const saved: NotificationSettings = objectData(
          200,
          await transport({ method: endpoint.method, path: endpoint.path, body: { data: settings }, signal, write: true }),
        )
        if (learned.learns('saveNotificationSettings')) learned.learnSettingsSave(true)
        return saved
      } catch (error) {
        if (!learned.learns('saveNotificationSettings') || !isMissingEndpoint(error)) throw error
        learned.learnSettingsSave(false)
        throw new BookkeepingUnsupportedError(NO_SETTINGS_SAVE)
      }
    },

    async canSaveNotificationSettings({ signal } = {}) {
      const endpoint = learned.profile.saveNotificationSettings
      if (endpoint === false || learned.settingsSave !== undefined) return endpoint !== false
      try {
        await transport({ method: endpoint.method, path: endpoint.path, body: { data: {} }, signal, write: true })
        learned.learnSettingsSave(true)
      } catch (error) {
        // A refusal of the empty save (a 400, a 403 for a read-only token) still shows the endpoint is there.
        if (!(error instanceof BookkeepingError) || error.kind === 'network') throw error
        learned.learnSettingsSave(!isMissingEndpoint(error))
      }
      return learned.settingsSave ?? true
    },

    async saveManualJournalEntries(items, { signal } = {}) {
      withinBatchSize(items.length, learned.profile.maxBatchSize, 'saveManualJournalEntries')
      const envelope = await transport.batch({
        method: 'POST',
        path: '/v6/accounting/manualJournalEntries',
        body: { data: items },
        signal,
        write: true,
      })
      return batchResults(statusOf(envelope), envelope, items.length)
    },

    async queryGeneralLedger(glAccountId, query = {}, { signal } = {}) {
      const body = withAccountingMethodField(query, learned.profile.accountingMethodField)
      const envelope = await transport({
        method: 'POST',
        path: `/v6/accounting/glAccounts/${path(glAccountId)}/generalLedger`,
        body,
        signal,
      })
      const page: GeneralLedgerPage<GlEntry> = pageData(200, envelope)
      if (typeof envelope.beginningBalance === 'number' || envelope.beginningBalance === null)
        page.beginningBalance = envelope.beginningBalance
      return page
    },

    async queryInvoices(body = {}, { signal } = {}) {
      return pageData(200, await transport({ method: 'POST', path: '/v6/invoicing/invoices/query', body, signal }))
    },

    async saveBankTransactions(items, { signal } = {}) {
      withinBatchSize(items.length, learned.profile.maxBatchSize, 'saveBankTransactions')
      const envelope = await transport.batch({ method: 'POST', path: '/v6/banks/transactions', body: { data: items }, signal, write: true })
      return batchResults(statusOf(envelope), envelope, items.length)
    },

    async deleteBankTransaction(id, { signal } = {}) {
      return objectData(200, await transport({ method: 'DELETE', path: `/v6/banks/transactions/${path(id)}`, signal, write: true }))
    },

    async listBankTransactions({ limit, cursor, lastUpdatedDate } = {}, { signal } = {}) {
      const headers = { limit: limit === undefined ? undefined : String(limit), cursor, lastUpdatedDate }
      const known = learned.listing
      if (known !== undefined) return syncPage(await transport({ ...listingCall(known), headers, signal }))
      // Not known yet: our v5 listing when the service answers it, else the described bodiless POST.
      try {
        const page = syncPage(await transport({ ...listingCall('v5-get'), headers, signal }))
        learned.learnListing('v5-get')
        return page
      } catch (error) {
        if (!isMissingEndpoint(error)) throw error
        learned.learnListing('v6-post')
        return syncPage(await transport({ ...listingCall('v6-post'), headers, signal }))
      }
    },

    async getClosing({ signal, companyId } = {}) {
      const param = learned.profile.closingCompanyParam
      const query = param === false || companyId === undefined ? undefined : { [param]: companyId }
      return objectData(200, await transport({ method: 'GET', path: '/v6/closing', query, signal }))
    },
  }
}

/**
 * A batch method sends one request: more items than the profile's `maxBatchSize` would be refused
 * whole, or half stored with no way to say which. The hooks send larger writes in batches.
 */
function withinBatchSize(count: number, max: number, method: string): void {
  if (count > max)
    throw new BookkeepingError(
      `${method} takes at most ${max} items in one request (service.maxBatchSize); ${count} were given. useSaveBankTransactions and useSaveManualJournalEntries send larger writes in batches.`,
    )
}

/** The HTTP status a batch answer came with: an outer FAILURE keeps its own. */
const statusOf = (envelope: SuccessEnvelope | ItemResultsEnvelope) => (envelope.result === 'FAILURE' ? envelope.status : 200)

/** The GL query as the service takes it: the method under the profile's member name, or left out. */
function withAccountingMethodField(query: GeneralLedgerQuery, field: string | false): Record<string, unknown> {
  const { accountingMethod, ...rest } = query
  if (accountingMethod === undefined || field === false) return rest
  return { ...rest, [field]: accountingMethod }
}

function syncPage(envelope: Record<string, unknown>): BankTransactionSyncPage<BankTransaction> {
  const { data, cursor, lastUpdatedDate, deletedIds } = envelope
  if (!Array.isArray(data)) throw new BookkeepingResponseError(200, 'a bank-transaction list without its data array')
  const page: BankTransactionSyncPage<BankTransaction> = {
    data: data as BankTransaction[],
    deletedIds: Array.isArray(deletedIds) ? deletedIds.filter((id): id is string => typeof id === 'string') : [],
  }
  // Without it there is nothing to sync changes from: the next sync is a full one.
  if (typeof lastUpdatedDate === 'string' && lastUpdatedDate !== '') page.lastUpdatedDate = lastUpdatedDate
  if (typeof cursor === 'string' && cursor !== '') page.cursor = cursor
  else if (isRecord(cursor) && typeof cursor.after === 'string' && cursor.after !== '') page.cursor = cursor.after
  return page
}
