/**
 * Reconciling a bank account to its statement, headless: the worksheet (the transactions to tick,
 * what a statement ticks, the cleared totals and the difference, live), the finish through the
 * bank-transaction save path, the account's reconciliations kept in the provider's `store` under
 * `reconciliations:<companyId>:<bankAccountId>`, and the undo of the last one. Every figure waits
 * for the account's whole set: a difference made of transactions not yet read is not shown.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { BankTransaction, ManualJournalEntry } from '../api/types'
import { rulesCompanyOf } from '../books/companyOf'
import type { StatementBalance, StatementRow } from '../import/types'
import type { Reconciliation } from '../reconcile/types'
import {
  clearedTotals,
  differenceOf,
  reconciliationCandidates,
  tickBlockOf,
  type ClearedTotals,
  type TickBlock,
} from '../reconcile/worksheet'
import { useBankTransactionSave, useBankTransactions, type BankTransactionSet } from './bankTransactions'
import { useLiveClosing, type ClosingState } from './closing'
import { useBookkeepingContext, type BookkeepingContextValue } from './context'
import { useServiceProfile } from './provided'
import { useScopedQueryKey } from './queryScope'
import type {
  FinishChoice,
  FinishResult,
  FinishVariables,
  UndoMemory,
  UndoReconciliationResult,
  UndoVariables,
} from './reconciliationParts'
import { reconciliationsQuery } from './reconciliationQuery'
import { QUEUE_PAGE_SIZE } from './reviewCount'
import { useWriteMutation, type WriteMutationResult } from './writeMutation'

export type {
  FinishChoice,
  FinishResult,
  FinishVariables,
  StoredReconciliations,
  UndoReconciliationResult,
  UndoVariables,
} from './reconciliationParts'

type StatementTicker = typeof import('../reconcile/statementTicks')
/** The statement matching once loaded: a worksheet mounted after that ticks at once. */
let statementTicker: StatementTicker | undefined
const loadStatementTicker = async () => (statementTicker ??= await import('../reconcile/statementTicks'))

/** The records' writing, loaded on first use: the worksheet paints without it. */
const loadRecords = () => import('./reconciliationRecords')

/** The reconciliations of `bankAccountId` (in `companyId`), oldest first. */
export function useReconciliations(companyId: string | undefined, bankAccountId: string | undefined) {
  const context = useBookkeepingContext()
  const options = reconciliationsQuery(context, companyId ?? 'default', bankAccountId ?? '')
  useScopedQueryKey(options.queryKey)
  return useQuery({ ...options, enabled: companyId !== undefined && bankAccountId !== undefined }, context.queryClient)
}

/** A statement the reconciliation reads: its rows tick what they are, its balances fill the form. */
export interface ReconciliationStatement {
  rows: readonly StatementRow[]
  /** The balances the statement states (OFX `LEDGERBAL`, CAMT `OPBD`/`CLBD`). */
  balances?: { opening?: StatementBalance; closing?: StatementBalance }
  fileName?: string
  /** A file of several accounts' statements: its rows tick only by import id (an amount and date alone may be another account's). */
  severalAccounts?: boolean
}

/** Options of `useReconciliation`. */
export interface ReconciliationOptions {
  /** The statement's end date, `YYYY-MM-DD`: every transaction of the account on or before it is looked at. */
  endDate: string | undefined
  /** The statement's closing balance, integer minor units. */
  closingBalance: number | undefined
  /** The opening balance typed for the account's first reconciliation (later ones carry the last closing over). */
  openingBalance?: number
  /** The company whose books the account is in (default: the one the account's transactions name). */
  companyId?: string
  /** A statement whose rows tick the transactions they are (by import id, else amount and a date within 3 days). */
  statement?: ReconciliationStatement
}

/** A transaction to tick, and why it cannot be when it cannot. */
export interface ReconciliationRow {
  transaction: BankTransaction
  ticked: boolean
  blocked?: TickBlock
  /** Ticked by the statement (its row is this transaction). */
  onStatement: boolean
}

/** What the statement's own opening balance says against the last reconciliation's closing. */
export interface OpeningCheck {
  stated: number
  expected: number
  agrees: boolean
}

/** `useReconciliation`'s state. */
export interface ReconciliationState {
  /** The company whose store keeps the account's reconciliations. */
  companyId: string | undefined
  /** While the account's transactions are arriving: how many have. No figure is final before all have. */
  counting: { received: number } | undefined
  /** The account's reconciliations could not be read, or its transactions, or the closing. */
  error: Error | null
  retry: () => void
  /** The account's finished reconciliations, oldest first; `undefined` until read. */
  reconciliations: readonly Reconciliation[] | undefined
  last: Reconciliation | undefined
  /** The opening balance: the last reconciliation's closing, else the one typed; `undefined` when still to type. */
  openingBalance: number | undefined
  /** Whether the opening balance is the one typed (the account's first reconciliation). */
  openingTyped: boolean
  /** The statement's stated opening balance against the last closing, when both are known. */
  openingCheck: OpeningCheck | undefined
  /** `endDate` is on or before the last reconciliation's: that month is reconciled already. */
  endDateReconciled: boolean
  closing: ClosingState | undefined
  /** The transactions to tick, oldest first (empty until the set is whole and an end date is given). */
  rows: readonly ReconciliationRow[]
  totals: ClearedTotals
  /** closing − opening − cleared; `undefined` while counting, or without an opening or closing balance. */
  difference: number | undefined
  /** Ticks or unticks transactions (a blocked one stays as it is). */
  tick: (ids: readonly string[], ticked: boolean) => void
  /** Back to what the statement ticks. */
  resetTicks: () => void
  /** Finishes: saves the ticked transactions reconciled (or with a discrepancy), books an adjustment, keeps the record. */
  finish: (choice: FinishChoice, details?: Pick<FinishVariables, 'userName' | 'bankAccountName' | 'companyName'>) => Promise<FinishResult>
  /** The finish on its way: its progress, `cancel()`, its last result. */
  finishing: WriteMutationResult<FinishResult, FinishVariables>
}

/**
 * The reconciliation of `bankAccountId` to a statement ending `endDate` with `closingBalance`: the
 * transactions to tick, the ticks (what the statement's rows are, then the user's), the cleared
 * totals and the difference, and the finish.
 */
export function useReconciliation(bankAccountId: string | undefined, options: ReconciliationOptions): ReconciliationState {
  const { endDate, closingBalance, statement } = options
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled: bankAccountId !== undefined })
  const whole = set.data && set.data.syncing === undefined ? set.data.transactions : undefined
  const companyId = useMemo(() => {
    if (options.companyId) return options.companyId
    if (!whole || bankAccountId === undefined) return undefined
    return rulesCompanyOf(whole.filter((transaction) => transaction.bankAccount?.id === bankAccountId))
  }, [options.companyId, whole, bankAccountId])
  const stored = useReconciliations(companyId, bankAccountId)
  // The company's own closing, where the service can be asked it; a profile that cannot name a
  // company answers the token's company's, maybe another's: then no row is said locked (a save the
  // closing refuses is told by row) rather than rows locked by another company's closing.
  const { closingCompanyParam } = useServiceProfile()
  const askable = options.companyId === undefined || closingCompanyParam !== false
  // Without a `companyId` given, the company the account's transactions name, where it can be asked.
  const closingOf = options.companyId ?? (closingCompanyParam !== false && companyId !== 'default' ? companyId : undefined)
  const closing = useLiveClosing(closingOf ? { companyId: closingOf } : {})
  const closingState = askable ? closing.data : undefined
  const reconciliations = stored.data?.book.reconciliations
  const last = reconciliations?.at(-1)
  const openingBalance = last ? last.closingBalance : options.openingBalance
  const validEnd = endDate !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(endDate)
  // A finish that stopped part-way: the transactions it was given, as they were before it. Those it
  // saved are reconciled now, yet stay on the worksheet (as they were) until the finish is done.
  const [unfinished, setUnfinished] = useState<{ of: unknown; transactions: ReadonlyMap<string, BankTransaction> }>()
  const context = useBookkeepingContext()
  const finishing = useFinishReconciliation()
  // Done once the last finish (this one, or the same sent again through `finishing`) kept its record.
  const held = unfinished && unfinished.of === bankAccountId && !finishing.data?.reconciliation ? unfinished.transactions : undefined
  const candidates = useMemo(() => {
    if (!whole || bankAccountId === undefined || !validEnd) return []
    const open = reconciliationCandidates(whole, bankAccountId, endDate)
    if (!held) return open
    const kept = open.filter((transaction) => !held.has(transaction.id))
    for (const transaction of whole) {
      const before = held.get(transaction.id)
      if (before && transaction.status !== 'DELETED' && transaction.date <= endDate)
        kept.push({ ...transaction, reviewStatus: before.reviewStatus })
    }
    return kept.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  }, [whole, bankAccountId, validEnd, endDate, held])
  // A statement's ticks need the import's ids, loaded with the first statement given; until then no
  // figure is shown (the difference would move as they arrive).
  const [ticker, setTicker] = useState<StatementTicker | undefined>(() => statementTicker)
  useEffect(() => {
    if (statement && !ticker) void loadStatementTicker().then(setTicker)
  }, [statement, ticker])
  const onStatement = useMemo(
    () =>
      statement && bankAccountId !== undefined && ticker
        ? ticker.statementTicks(statement.rows, bankAccountId, candidates, { idsOnly: statement.severalAccounts })
        : new Set<string>(),
    [statement, bankAccountId, candidates, ticker],
  )
  const [choices, setChoices] = useState<{ of: unknown; ticks: Map<string, boolean> }>({ of: undefined, ticks: new Map() })
  // The user's ticks belong to one account and statement: another starts from what its rows tick.
  const ticks = choices.of === bankAccountId ? choices.ticks : undefined
  const isLocked = closingState?.isLocked
  const rows = useMemo(
    () =>
      candidates.map((transaction): ReconciliationRow => {
        const blocked = tickBlockOf(transaction, (date) => isLocked?.(date) ?? false)
        const chosen = ticks?.get(transaction.id)
        const isOnStatement = onStatement.has(transaction.id)
        return { transaction, blocked, onStatement: isOnStatement, ticked: !blocked && (chosen ?? isOnStatement) }
      }),
    [candidates, onStatement, ticks, isLocked],
  )
  const totals = useMemo(
    () => clearedTotals(candidates, new Set(rows.filter((row) => row.ticked).map((row) => row.transaction.id))),
    [candidates, rows],
  )
  const known =
    whole !== undefined && (closingState !== undefined || !askable) && stored.data !== undefined && (!statement || ticker !== undefined)
  const difference =
    known && openingBalance !== undefined && closingBalance !== undefined && validEnd
      ? differenceOf(openingBalance, closingBalance, totals)
      : undefined
  const statedOpening = statement?.balances?.opening?.amount
  const openingCheck =
    statedOpening !== undefined && last
      ? { stated: statedOpening, expected: last.closingBalance, agrees: statedOpening === last.closingBalance }
      : undefined

  const tick = useCallback(
    (ids: readonly string[], ticked: boolean) =>
      setChoices((current) => {
        const next = new Map(current.of === bankAccountId ? current.ticks : [])
        for (const id of ids) next.set(id, ticked)
        return { of: bankAccountId, ticks: next }
      }),
    [bankAccountId],
  )
  const resetTicks = useCallback(() => setChoices({ of: bankAccountId, ticks: new Map() }), [bankAccountId])

  const finish = (choice: FinishChoice, details: Pick<FinishVariables, 'userName' | 'bankAccountName' | 'companyName'> = {}) => {
    if (
      companyId === undefined ||
      bankAccountId === undefined ||
      !validEnd ||
      openingBalance === undefined ||
      closingBalance === undefined ||
      difference === undefined
    )
      return Promise.reject(new Error('bookkit: the reconciliation cannot be finished before its balances and transactions are known.'))
    const transactions = rows.filter((row) => row.ticked).map((row) => row.transaction)
    setUnfinished({ of: bankAccountId, transactions: new Map(transactions.map((transaction) => [transaction.id, transaction])) })
    return finishing.mutateAsync({
      companyId,
      bankAccountId,
      endDate,
      openingBalance,
      openingTyped: !last,
      closingBalance,
      transactions,
      uncleared: rows.filter((row) => !row.ticked).map((row) => row.transaction),
      reviewStatuses: syncedReviewStatuses(context),
      choice,
      difference,
      statementFile: statement?.fileName,
      ...details,
    })
  }

  return {
    companyId,
    counting: set.data?.syncing
      ? { received: set.data.syncing.received }
      : bankAccountId !== undefined && !set.data
        ? { received: 0 }
        : undefined,
    error: (whole === undefined ? set.error : null) ?? stored.error ?? (closing.data || !askable ? null : closing.error),
    retry: () => {
      if (set.isError) void set.refetch()
      if (stored.isError) void stored.refetch()
      if (closing.isError) void closing.refetch()
    },
    reconciliations,
    last,
    openingBalance,
    openingTyped: !last,
    openingCheck,
    endDateReconciled: validEnd && last !== undefined && endDate <= last.endDate,
    closing: closingState,
    rows,
    totals,
    difference,
    tick,
    resetTicks,
    finish,
    finishing,
  }
}

/**
 * Each transaction's review status in the synced set, read when asked: a finish sent again reads it
 * after its first attempt's saves have landed in the set, not as it was when the finish was given.
 */
const syncedReviewStatuses =
  ({ queryClient, keys }: BookkeepingContextValue) =>
  (): ReadonlyMap<string, string | undefined> =>
    new Map(
      queryClient
        .getQueryData<BankTransactionSet>(keys.bankTransactions.list(QUEUE_PAGE_SIZE))
        ?.transactions.map((transaction) => [transaction.id, transaction.reviewStatus]),
    )

/**
 * Finishes a reconciliation: the adjustment first (when there is one: a journal entry dated the
 * statement's end date, the bank's ledger account against the account picked), then the ticked
 * transactions in bounded batches through the bank-transaction save path, then the record. A finish
 * that stopped part-way is finished by calling it again with the same worksheet: what is saved
 * reconciled already is not sent again, an adjustment that was booked is not booked twice.
 */
export function useFinishReconciliation(): WriteMutationResult<FinishResult, FinishVariables> {
  const context = useBookkeepingContext()
  const save = useBankTransactionSave()
  // What an earlier attempt of the same finish booked: its adjustment (never booked twice).
  const [booked] = useState(() => new Map<string, ManualJournalEntry | undefined>())
  return useWriteMutation(context.queryClient, async (variables: FinishVariables, controls) =>
    (await loadRecords()).finishReconciliation(context, save, booked, variables, controls),
  )
}

/**
 * Undoes an account's last reconciliation: its transactions go back to the review status they had
 * (in batches; one reconciled since by someone else, or changed, is sent all the same: the status
 * is all that is set), an adjustment is reversed by a journal entry, and the record leaves the
 * book once every transaction is back. Undoing again sends what is left.
 */
export function useUndoReconciliation(): WriteMutationResult<UndoReconciliationResult, UndoVariables> {
  const context = useBookkeepingContext()
  const save = useBankTransactionSave()
  // Undoing again sends only what is left, and never reverses an adjustment twice.
  const [memory] = useState<UndoMemory>(() => ({ reversed: new Set(), back: new Map() }))
  return useWriteMutation(context.queryClient, async (variables: UndoVariables, controls) =>
    (await loadRecords()).undoReconciliation(context, save, memory, variables, controls),
  )
}
