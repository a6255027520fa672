// The client's public types, pinned as named tests: vitest --typecheck runs tsc over this file
// (the `unit` project's `typecheck` setting), and a type error fails the test it sits in.
import {
  bookkitService,
  createBookkeepingClient,
  describedService,
  type BatchItemResult,
  type BookkeepingApiError,
  type BookkeepingClient,
  type BookkeepingClientOptions,
  type ServiceProfile,
  type GeneralLedgerPage,
  type ListBankTransactionsOptions,
  type ListPage,
  type BankTransactionSyncPage,
  type RequestTimeout,
  type UnknownReason,
  type WriteOutcome,
  type WriteProgress,
} from '../../src/api'
import type {
  BookkeepingError,
  BookkeepingErrorKind,
  BookkeepingNetworkError,
  BookkeepingRateLimitError,
  BookkeepingTimeoutError,
  FetchToken,
} from '../../src/api'
import type { Schema } from '../../src/api/schema'
// Internal names the client's public types are made of, from their own modules.
import type { ResolvedServiceProfile } from '../../src/api/service'
import type { SessionState } from '../../src/api/transport/tokens'
import type { CallOptions } from '../../src/api/transport/transport'
import type { TokenResponse as ServerTokenResponse } from '../../src/server'
import type { TokenResponse as SandboxTokenResponse } from '../../src/sandbox'
import { paginate } from '../../src/api/transport/paginate'
import type {
  BankTransaction,
  BankTransactionInput,
  Closing,
  ErrorItem,
  ErrorType,
  GeneralLedgerQuery,
  GlEntry,
  Invoice,
  InvoiceQuery,
  ManualJournalEntry,
  ManualJournalEntryInput,
  NotificationSettings,
  TokenResponse,
} from '../../src/api/types'

describe('client types', () => {
  it('createBookkeepingClient takes baseUrl, fetchToken and an optional fetch, and returns the client', () => {
    expectTypeOf(createBookkeepingClient).parameter(0).toEqualTypeOf<BookkeepingClientOptions>()
    expectTypeOf(createBookkeepingClient).returns.toEqualTypeOf<BookkeepingClient>()
    expectTypeOf<BookkeepingClientOptions['baseUrl']>().toEqualTypeOf<string>()
    expectTypeOf<BookkeepingClientOptions['fetchToken']>().toEqualTypeOf<() => Promise<TokenResponse>>()
    expectTypeOf<BookkeepingClientOptions['fetch']>().toEqualTypeOf<typeof fetch | undefined>()
  })

  it('has one method per service operation, with its parameter and result types', () => {
    expectTypeOf<BookkeepingClient['getNotificationSettings']>().toEqualTypeOf<(options?: CallOptions) => Promise<NotificationSettings>>()
    expectTypeOf<BookkeepingClient['updateNotificationSettings']>().parameter(0).toEqualTypeOf<NotificationSettings>()
    expectTypeOf<BookkeepingClient['updateNotificationSettings']>().returns.resolves.toEqualTypeOf<NotificationSettings>()

    expectTypeOf<BookkeepingClient['saveManualJournalEntries']>().parameter(0).toEqualTypeOf<ManualJournalEntryInput[]>()
    expectTypeOf<BookkeepingClient['saveManualJournalEntries']>().returns.resolves.toEqualTypeOf<BatchItemResult<ManualJournalEntry>[]>()

    expectTypeOf<BookkeepingClient['queryGeneralLedger']>().parameters.toEqualTypeOf<
      [glAccountId: string, body?: GeneralLedgerQuery, options?: CallOptions]
    >()
    expectTypeOf<BookkeepingClient['queryGeneralLedger']>().returns.resolves.toEqualTypeOf<GeneralLedgerPage<GlEntry>>()
    expectTypeOf<GeneralLedgerPage<GlEntry>['beginningBalance']>().toEqualTypeOf<number | null | undefined>()

    expectTypeOf<BookkeepingClient['queryInvoices']>().parameter(0).toEqualTypeOf<InvoiceQuery | undefined>()
    expectTypeOf<BookkeepingClient['queryInvoices']>().returns.resolves.toEqualTypeOf<ListPage<Invoice>>()

    expectTypeOf<BookkeepingClient['saveBankTransactions']>().parameter(0).toEqualTypeOf<BankTransactionInput[]>()
    expectTypeOf<BookkeepingClient['saveBankTransactions']>().returns.resolves.toEqualTypeOf<BatchItemResult<BankTransaction>[]>()

    expectTypeOf<BookkeepingClient['deleteBankTransaction']>().parameter(0).toEqualTypeOf<string>()
    expectTypeOf<BookkeepingClient['deleteBankTransaction']>().returns.resolves.toEqualTypeOf<BankTransaction>()

    expectTypeOf<BookkeepingClient['listBankTransactions']>().parameter(0).toEqualTypeOf<ListBankTransactionsOptions | undefined>()
    expectTypeOf<BookkeepingClient['listBankTransactions']>().returns.resolves.toEqualTypeOf<BankTransactionSyncPage<BankTransaction>>()
    expectTypeOf<BankTransactionSyncPage<BankTransaction>>().toEqualTypeOf<{
      data: BankTransaction[]
      cursor?: string
      lastUpdatedDate?: string
      deletedIds: string[]
    }>()

    expectTypeOf<BookkeepingClient['getClosing']>().returns.resolves.toEqualTypeOf<Closing>()
    expectTypeOf<BookkeepingClient['session']['getState']>().returns.toEqualTypeOf<SessionState>()
    expectTypeOf<SessionState['status']>().toEqualTypeOf<'idle' | 'fetching' | 'ready' | 'error'>()
  })

  it('types a batch result as a union discriminated on ok; a saved item may come without its record', () => {
    type Result = BatchItemResult<BankTransaction>
    // The service may confirm an item without sending it back: `data` is optional even when ok.
    expectTypeOf<Extract<Result, { ok: true }>['data']>().toEqualTypeOf<BankTransaction | undefined>()
    expectTypeOf<{ ok: true; statusCode: number }>().toExtend<Result>()
    expectTypeOf<Extract<Result, { ok: false }>['errors']>().toEqualTypeOf<ErrorItem[]>()
    expectTypeOf<Result['statusCode']>().toEqualTypeOf<number>()
    // No `recovered`: finding out a lost write is the hooks' business, not the client's.
    expectTypeOf<Result>().not.toHaveProperty('recovered')

    const narrow = (result: Result) => (result.ok ? result.data : result.errors)
    expectTypeOf(narrow).returns.toEqualTypeOf<BankTransaction | ErrorItem[] | undefined>()
    expectTypeOf<ErrorItem['param']>().toEqualTypeOf<string | undefined>()
  })

  it('narrows a batch result on ok: a failed item has no data, a saved one no errors', () => {
    const result = {} as BatchItemResult<ManualJournalEntry>
    if (result.ok) {
      expectTypeOf(result.data).toEqualTypeOf<ManualJournalEntry | undefined>()
      expectTypeOf(result.errors).toEqualTypeOf<undefined>()
    } else {
      expectTypeOf(result.data).toEqualTypeOf<undefined>()
      expectTypeOf(result.errors).toEqualTypeOf<ErrorItem[]>()
    }
    // Without the check, `data` may be missing: a host must look at `ok` first.
    expectTypeOf(result.data).toEqualTypeOf<ManualJournalEntry | undefined>()
  })

  it('types a write outcome as a union discriminated on status: a record only when saved, errors when refused or unknown', () => {
    type Outcome = WriteOutcome<BankTransaction>
    expectTypeOf<Outcome['status']>().toEqualTypeOf<'saved' | 'refused' | 'unknown' | 'notSent'>()
    expectTypeOf<Extract<Outcome, { status: 'saved' }>>().toEqualTypeOf<{
      status: 'saved'
      statusCode: number
      record: BankTransaction | undefined
      recovered: boolean
    }>()
    expectTypeOf<Extract<Outcome, { status: 'refused' }>>().toEqualTypeOf<{
      status: 'refused'
      statusCode: number
      errors: ErrorItem[]
      kind: BookkeepingErrorKind
    }>()
    expectTypeOf<Extract<Outcome, { status: 'unknown' }>>().toEqualTypeOf<{
      status: 'unknown'
      reason: UnknownReason
      canCheck: boolean
      errors: ErrorItem[]
      retryAt?: number
      settlesAt?: number
    }>()
    expectTypeOf<Extract<Outcome, { status: 'notSent' }>>().toEqualTypeOf<{ status: 'notSent' }>()
    expectTypeOf<UnknownReason>().toEqualTypeOf<'noAnswer' | 'timeout' | 'failed' | 'unreadable' | 'cancelled' | 'busy'>()
    // Without narrowing, neither a record nor errors is there to read.
    expectTypeOf<Outcome>().not.toHaveProperty('record')
    expectTypeOf<Outcome>().not.toHaveProperty('errors')

    const outcome = {} as WriteOutcome<ManualJournalEntry>
    switch (outcome.status) {
      case 'saved':
        expectTypeOf(outcome.record).toEqualTypeOf<ManualJournalEntry | undefined>()
        expectTypeOf(outcome.recovered).toEqualTypeOf<boolean>()
        expectTypeOf(outcome).not.toHaveProperty('errors')
        break
      case 'refused':
        expectTypeOf(outcome.errors).toEqualTypeOf<ErrorItem[]>()
        expectTypeOf(outcome.kind).toEqualTypeOf<BookkeepingErrorKind>()
        expectTypeOf(outcome).not.toHaveProperty('record')
        break
      case 'unknown':
        expectTypeOf(outcome.errors).toEqualTypeOf<ErrorItem[]>()
        expectTypeOf(outcome.canCheck).toEqualTypeOf<boolean>()
        expectTypeOf(outcome.retryAt).toEqualTypeOf<number | undefined>()
        expectTypeOf(outcome).not.toHaveProperty('record')
        break
      default:
        expectTypeOf(outcome).toEqualTypeOf<{ status: 'notSent' }>()
    }
    expectTypeOf<WriteProgress>().toEqualTypeOf<{
      done: number
      total: number
      saved: number
      waitingUntil?: number
      checkingUntil?: number
    }>()
  })

  it('types the time limit and the busy service', () => {
    expectTypeOf<BookkeepingClientOptions['requestTimeout']>().toEqualTypeOf<RequestTimeout | undefined>()
    expectTypeOf<RequestTimeout>().toEqualTypeOf<number | { read?: number; write?: number }>()
    expectTypeOf<BookkeepingTimeoutError>().toExtend<BookkeepingNetworkError>()
    expectTypeOf<BookkeepingTimeoutError['timeoutMs']>().toEqualTypeOf<number>()
    expectTypeOf<BookkeepingRateLimitError>().toExtend<BookkeepingError>()
    expectTypeOf<BookkeepingRateLimitError['retryAt']>().toEqualTypeOf<number>()
    expectTypeOf<ServiceProfile['maxBatchSize']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<ResolvedServiceProfile['maxBatchSize']>().toEqualTypeOf<number>()
  })

  it('ServiceProfile: every member optional, `false` where a service may lack the capability', () => {
    expectTypeOf<{}>().toExtend<ServiceProfile>()
    expectTypeOf<false>().toExtend<ServiceProfile['saveNotificationSettings']>()
    expectTypeOf<false>().toExtend<ServiceProfile['invoiceSort']>()
    expectTypeOf<false>().toExtend<ServiceProfile['accountingMethodField']>()
    expectTypeOf<false>().toExtend<ServiceProfile['closingCompanyParam']>()
    expectTypeOf<false>().toExtend<ServiceProfile['newTransactionReviewStatus']>()
    expectTypeOf<ServiceProfile['journalEntryDate']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<ServiceProfile['recurrenceEndDate']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<ServiceProfile['updates']>().toEqualTypeOf<'partial' | 'whole' | undefined>()
    // The listing style has no "cannot": some list is always there.
    expectTypeOf<false>().not.toExtend<ServiceProfile['listBankTransactions']>()
    expectTypeOf<ServiceProfile['listBankTransactions']>().toEqualTypeOf<'v5-get' | 'v6-post' | undefined>()
    // Both ready profiles are complete, and each is a valid `service` option.
    expectTypeOf(bookkitService).toEqualTypeOf<ResolvedServiceProfile>()
    expectTypeOf(describedService).toExtend<ServiceProfile>()
    expectTypeOf<BookkeepingClientOptions['service']>().toEqualTypeOf<ServiceProfile | undefined>()
  })

  it('types BookkeepingApiError for programmatic handling', () => {
    expectTypeOf<BookkeepingApiError['status']>().toEqualTypeOf<number>()
    expectTypeOf<BookkeepingApiError['errors']>().toEqualTypeOf<ErrorItem[]>()
    expectTypeOf<BookkeepingApiError['type']>().toEqualTypeOf<ErrorType>()
    expectTypeOf<'EXPIRED_TOKEN'>().toExtend<ErrorType>()
    expectTypeOf<'NOT_AN_ERROR_TYPE'>().not.toExtend<ErrorType>()
  })

  it('types paginate pages as the fetcher returns them', () => {
    const client = {} as BookkeepingClient
    const invoices = paginate((cursor, signal) => client.queryInvoices({ cursor }, { signal }))
    expectTypeOf(invoices).toEqualTypeOf<AsyncGenerator<ListPage<Invoice>, void, undefined>>()
    const sync = paginate((cursor, signal) => client.listBankTransactions({ cursor }, { signal }))
    expectTypeOf(sync).toEqualTypeOf<AsyncGenerator<BankTransactionSyncPage<BankTransaction>, void, undefined>>()
  })

  it('declares the token body once, in the shape the service description gives, on the browser, server and sandbox entries alike', () => {
    expectTypeOf<TokenResponse>().toEqualTypeOf<Schema.components['schemas']['TokenResponse']>()
    expectTypeOf<ServerTokenResponse>().toEqualTypeOf<TokenResponse>()
    expectTypeOf<SandboxTokenResponse>().toEqualTypeOf<TokenResponse>()
    expectTypeOf<FetchToken>().returns.toEqualTypeOf<Promise<TokenResponse>>()
  })

  it('gives every BookkeepingError a kind to switch on', () => {
    expectTypeOf<BookkeepingError['kind']>().toEqualTypeOf<BookkeepingErrorKind>()
    expectTypeOf<BookkeepingErrorKind>().toEqualTypeOf<'network' | 'auth' | 'forbidden' | 'notFound' | 'service' | 'badAnswer'>()
  })
})
