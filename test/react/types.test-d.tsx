// The hooks' public types, pinned as named tests: vitest --typecheck runs tsc over this file
// (the `unit` project's `typecheck` setting), and a type error fails the test it sits in.
import type { QueryClient, UseInfiniteQueryResult, UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { BookkeepingAuthError, BookkeepingClient, FetchToken, UnknownReason, WriteOutcome, WriteProgress } from '../../src/api'
import type { RetryPolicy } from '../../src/api/transport/retry'
import type { WriteMutationResult } from '../../src/react/query/writeMutation'
import type {
  BankTransaction,
  BankTransactionInput,
  ErrorItem,
  GlEntry,
  Invoice,
  ManualJournalEntry,
  ManualJournalEntryInput,
  NotificationSettings,
} from '../../src/api/types'
import {
  useBankTransactions,
  useBookkeepingClient,
  useClosing,
  useDeleteBankTransaction,
  useGeneralLedger,
  useGeneralLedgerExport,
  useInvoices,
  useNotificationSettings,
  useSaveBankTransactions,
  useSaveManualJournalEntries,
  useSession,
  useUpdateNotificationSettings,
  type BankTransactionSet,
  type BookkeepingProviderProps,
  type ClosingState,
  type GeneralLedgerExport,
  type GeneralLedgerExportState,
  type GeneralLedgerListQuery,
  type GeneralLedgerPages,
  type InvoiceListQuery,
  type InvoicePages,
} from '../../src/react'

describe('hook types', () => {
  it('useInvoices: data.invoices is Invoice[]', () => {
    expectTypeOf(useInvoices).returns.toEqualTypeOf<UseInfiniteQueryResult<InvoicePages>>()
    expectTypeOf<NonNullable<ReturnType<typeof useInvoices>['data']>['invoices']>().toEqualTypeOf<Invoice[]>()
    expectTypeOf(useInvoices).parameter(0).toEqualTypeOf<InvoiceListQuery | undefined>()
    // The cursor is the hook's business, not the caller's.
    expectTypeOf<InvoiceListQuery>().not.toHaveProperty('cursor')
  })

  it('useGeneralLedger: beginningBalance is number | null, lines are GlEntry[]', () => {
    expectTypeOf(useGeneralLedger).returns.toEqualTypeOf<UseInfiniteQueryResult<GeneralLedgerPages>>()
    expectTypeOf<GeneralLedgerPages['beginningBalance']>().toEqualTypeOf<number | null>()
    expectTypeOf<GeneralLedgerPages['lines']>().toEqualTypeOf<GlEntry[]>()
    expectTypeOf(useGeneralLedger).parameter(0).toEqualTypeOf<string>()
    expectTypeOf(useGeneralLedger).parameter(1).toEqualTypeOf<GeneralLedgerListQuery | undefined>()
  })

  it('useGeneralLedgerExport: start and resume resolve to the whole ledger or undefined; the state says how far it got', () => {
    type Export = ReturnType<typeof useGeneralLedgerExport>
    expectTypeOf(useGeneralLedgerExport).parameters.toEqualTypeOf<
      [glAccountId: string, query?: GeneralLedgerListQuery, options?: { retry?: RetryPolicy }]
    >()
    expectTypeOf<Export['start']>().toEqualTypeOf<() => Promise<GeneralLedgerExport | undefined>>()
    expectTypeOf<Export['resume']>().toEqualTypeOf<() => Promise<GeneralLedgerExport | undefined>>()
    expectTypeOf<Export['cancel']>().returns.toEqualTypeOf<void>()
    expectTypeOf<GeneralLedgerExport>().toEqualTypeOf<{ lines: GlEntry[]; beginningBalance: number | null }>()
    expectTypeOf<GeneralLedgerExportState['status']>().toEqualTypeOf<'idle' | 'running' | 'done' | 'cancelled' | 'failed'>()
    expectTypeOf<GeneralLedgerExportState['linesWalked']>().toEqualTypeOf<number>()
    // Only a failed export carries an error, and says whether it can be resumed.
    expectTypeOf<Extract<GeneralLedgerExportState, { status: 'failed' }>>().toEqualTypeOf<{
      status: 'failed'
      linesWalked: number
      error: unknown
      resumable: boolean
    }>()
    expectTypeOf<GeneralLedgerExportState>().not.toHaveProperty('error')
  })

  it('useBankTransactions: the synced set with its lastUpdatedDate, what a first sync has received so far and how far its dates reach, and what the last merge changed', () => {
    expectTypeOf(useBankTransactions).returns.toEqualTypeOf<UseQueryResult<BankTransactionSet>>()
    type Change = { from: readonly BankTransaction[]; records: ReadonlyArray<{ before?: BankTransaction; after?: BankTransaction }> }
    expectTypeOf<BankTransactionSet>().toEqualTypeOf<{
      transactions: BankTransaction[]
      lastUpdatedDate: string | undefined
      syncing?: { received: number; through?: { order: 'newestFirst' | 'oldestFirst'; date: string } }
      change?: Change
    }>()
  })

  it('write hooks take the items and resolve to one outcome per item, with progress and cancel', () => {
    type WriteHook<TResult, TVariables> = UseMutationResult<TResult, Error, TVariables> & {
      progress: WriteProgress | undefined
      cancel: () => void
      sendAnyway: () => void
    }
    expectTypeOf(useSaveBankTransactions).returns.toEqualTypeOf<WriteHook<WriteOutcome<BankTransaction>[], BankTransactionInput[]>>()
    expectTypeOf(useDeleteBankTransaction).returns.toEqualTypeOf<WriteHook<WriteOutcome<BankTransaction>, string>>()
    expectTypeOf(useSaveManualJournalEntries).returns.toEqualTypeOf<
      WriteHook<WriteOutcome<ManualJournalEntry>[], ManualJournalEntryInput[]>
    >()
    expectTypeOf(useSaveBankTransactions).returns.toEqualTypeOf<
      WriteMutationResult<WriteOutcome<BankTransaction>[], BankTransactionInput[]>
    >()

    type SaveTransactions = ReturnType<typeof useSaveBankTransactions>
    expectTypeOf<SaveTransactions['mutateAsync']>().parameter(0).toEqualTypeOf<BankTransactionInput[]>()
    expectTypeOf<SaveTransactions['mutateAsync']>().returns.resolves.toEqualTypeOf<WriteOutcome<BankTransaction>[]>()
    expectTypeOf<ReturnType<typeof useDeleteBankTransaction>['mutateAsync']>().returns.resolves.toEqualTypeOf<
      WriteOutcome<BankTransaction>
    >()
    expectTypeOf<ReturnType<typeof useSaveManualJournalEntries>['mutateAsync']>().returns.resolves.toEqualTypeOf<
      WriteOutcome<ManualJournalEntry>[]
    >()
    expectTypeOf<SaveTransactions['data']>().toEqualTypeOf<WriteOutcome<BankTransaction>[] | undefined>()
    expectTypeOf<SaveTransactions['progress']>().toEqualTypeOf<WriteProgress | undefined>()
    expectTypeOf<SaveTransactions['cancel']>().toEqualTypeOf<() => void>()
    expectTypeOf<ReturnType<typeof useSaveManualJournalEntries>['cancel']>().toEqualTypeOf<() => void>()
    expectTypeOf<ReturnType<typeof useDeleteBankTransaction>['progress']>().toEqualTypeOf<WriteProgress | undefined>()
    // What became of the write is the value, not the error: the error is left for a defect.
    expectTypeOf<SaveTransactions['error']>().toEqualTypeOf<Error | null>()
  })

  it('an outcome from a write hook narrows on status: the record only when saved, the errors when refused or unknown', () => {
    const outcomes = [] as Awaited<ReturnType<ReturnType<typeof useSaveBankTransactions>['mutateAsync']>>
    const [outcome] = outcomes
    if (outcome?.status === 'saved') {
      expectTypeOf(outcome.record).toEqualTypeOf<BankTransaction | undefined>()
      expectTypeOf(outcome.recovered).toEqualTypeOf<boolean>()
    } else if (outcome?.status === 'refused') {
      expectTypeOf(outcome.errors).toEqualTypeOf<ErrorItem[]>()
      expectTypeOf(outcome.statusCode).toEqualTypeOf<number>()
    } else if (outcome?.status === 'unknown') {
      expectTypeOf(outcome.errors).toEqualTypeOf<ErrorItem[]>()
      expectTypeOf(outcome.canCheck).toEqualTypeOf<boolean>()
      expectTypeOf(outcome.reason).toEqualTypeOf<UnknownReason>()
    }
    expectTypeOf<NonNullable<typeof outcome>>().not.toHaveProperty('record')
    expectTypeOf<NonNullable<typeof outcome>>().not.toHaveProperty('ok')
  })

  it('the notification settings mutation resolves to the settings saved', () => {
    expectTypeOf<ReturnType<typeof useUpdateNotificationSettings>['mutate']>().parameter(0).toEqualTypeOf<Partial<NotificationSettings>>()
    expectTypeOf<ReturnType<typeof useUpdateNotificationSettings>['data']>().toEqualTypeOf<NotificationSettings | undefined>()
  })

  it('read hooks and the session', () => {
    expectTypeOf(useNotificationSettings).returns.toEqualTypeOf<UseQueryResult<NotificationSettings>>()
    expectTypeOf(useClosing).returns.toEqualTypeOf<UseQueryResult<ClosingState>>()
    expectTypeOf<ClosingState['isLocked']>().toEqualTypeOf<(date: string | undefined | null) => boolean>()
    expectTypeOf<ClosingState['modificationsEnabled']>().toEqualTypeOf<boolean>()
    expectTypeOf(useSession).returns.toEqualTypeOf<{
      scope: 'read' | 'write' | undefined
      readOnly: boolean
      status: 'idle' | 'fetching' | 'ready' | 'error'
      error: BookkeepingAuthError | undefined
    }>()
    expectTypeOf(useBookkeepingClient).returns.toEqualTypeOf<BookkeepingClient>()
  })

  it('BookkeepingProvider takes the documented props', () => {
    expectTypeOf<BookkeepingProviderProps>().toExtend<{ baseUrl: string; fetchToken: FetchToken }>()
    expectTypeOf<BookkeepingProviderProps['locale']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<BookkeepingProviderProps['currency']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<BookkeepingProviderProps['queryClient']>().toEqualTypeOf<QueryClient | undefined>()
    expectTypeOf<BookkeepingProviderProps['children']>().toEqualTypeOf<ReactNode | undefined>()
    expectTypeOf<BookkeepingProviderProps>().toHaveProperty('messages')
  })
})
