/**
 * Reconciling a bank account to its statement, headless: the worksheet (the transactions to tick,
 * what a statement ticks, the cleared totals and the difference, live), the finish through the
 * bank-transaction save path, the account's reconciliations kept in the provider's `store` under
 * `reconciliations:<companyId>:<bankAccountId>`, and the undo of the last one. Every figure waits
 * for the account's whole set: a difference made of transactions not yet read is not shown.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { BankTransaction } from '../api/types'
import { rulesCompanyOf } from '../books/companyOf'
import { localToday } from '../format/localToday'
import type { StatementBalance, StatementRow } from '../import/types'
import type { FinishingReconciliation, Reconciliation } from '../reconcile/types'
import {
  RECONCILED,
  RECONCILIATION_DISCREPANCY,
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
import { useServiceProfile, useSession } from './provided'
import { useScopedQueryKey } from './queryScope'
import {
  ReconciliationCompanyUnknownError,
  ReconciliationFinishRefusedError,
  type FinishChoice,
  type FinishVariables,
  type FinishRefusal,
  type FinishRequest,
  type FinishResult,
  type UndoMemory,
  type UndoReconciliationResult,
  type UndoVariables,
} from './reconciliationParts'
import { reconciliationsQuery } from './reconciliationQuery'
import { QUEUE_PAGE_SIZE } from './reviewCount'
import { useWriteMutation, type WriteMutationResult } from './writeMutation'

export type {
  FinishChoice,
  FinishRefusal,
  FinishRequest,
  FinishResult,
  StoredReconciliations,
  UndoReconciliationResult,
  UndoVariables,
} from './reconciliationParts'

type StatementTicker = typeof import('../reconcile/statementTicks')
/** The statement matching once loaded: a worksheet mounted after that ticks at once. */
let statementTicker: StatementTicker | undefined
const loadStatementTicker = async () => (statementTicker ??= await import('../reconcile/statementTicks'))

const NONE_TICKED: ReadonlySet<string> = new Set()

/** The records' writing, loaded on first use: the worksheet paints without it. */
const loadRecords = () => import('./reconciliationRecords')
const loadFinish = () => import('./reconciliationFinish')

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

/** A statement row the books do not hold: its place in the statement, and the import id it is added with. */
export interface StatementOnlyRow {
  /** Its index in the statement's `rows`. */
  index: number
  row: StatementRow & { date: string; amount: number }
  /** The `apiSourceId` the statement import gives it, so importing the file later does not add it again. */
  sourceId: string | undefined
}

/** A transaction to tick, and why it cannot be when it cannot. */
export interface ReconciliationRow {
  transaction: BankTransaction
  ticked: boolean
  blocked?: TickBlock
  /** Ticked by the statement (its row is this transaction). */
  onStatement: boolean
}

/** A finish on its way in the store, and how far it got by the synced set (`undefined` figures while the set is arriving). */
export interface InterruptedFinish {
  record: FinishingReconciliation
  /** Its rows saved with the finish's status. */
  saved: number | undefined
  total: number
  /** It is being undone. */
  abandoning: boolean
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
  /**
   * The statement's settled rows up to the end date that the account holds no transaction for (a
   * bank charge, interest): to add to the books. Empty without a statement, until its matching is
   * loaded, and for a file of several accounts (whose rows may be another account's).
   */
  statementOnly: readonly StatementOnlyRow[]
  /** How many statement rows tick a transaction still to review: they cannot clear until it is categorized. */
  notClearedYet: number
  totals: ClearedTotals
  /** closing − opening − cleared; `undefined` while counting, or without an opening or closing balance. */
  difference: number | undefined
  /** Ticks or unticks transactions (a blocked one stays as it is). */
  tick: (ids: readonly string[], ticked: boolean) => void
  /** Back to what the statement ticks. */
  resetTicks: () => void
  /**
   * Finishes: keeps the record of what it will do first (the claim of the month), books an
   * adjustment once, saves the ticked transactions reconciled (or with a discrepancy), then marks the
   * record finished. Rejects with a `ReconciliationFinishRefusedError` before writing anything when
   * `finishBlocked` names a reason.
   */
  finish: (choice: FinishChoice, details?: Pick<FinishVariables, 'userName' | 'bankAccountName' | 'companyName'>) => Promise<FinishResult>
  /** Why Finish is not available now (nothing is written if it is called): see `FinishRefusal`. */
  finishBlocked: FinishRefusal | undefined
  /** A finish of this account stopped part-way (a failure, a reload, another tab): its record and how many of its rows are saved. */
  interrupted: InterruptedFinish | undefined
  /** Finishes the interrupted finish: what is left is saved, its adjustment booked at most once. */
  resume: () => Promise<FinishResult>
  /** Undoes the interrupted finish: the rows it saved go back, a booked adjustment is reversed, the record is dropped. */
  abandon: () => Promise<FinishResult>
  /** The finish on its way: its progress, `cancel()`, its last result. */
  finishing: WriteMutationResult<FinishResult, FinishRequest>
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
    // The company the account's transactions name, else the session's one company; never a guess.
    const ofAccount = rulesCompanyOf(whole.filter((transaction) => transaction.bankAccount?.id === bankAccountId))
    const company = ofAccount !== 'default' ? ofAccount : rulesCompanyOf(whole)
    return company === 'default' ? null : company
  }, [options.companyId, whole, bankAccountId])
  const companyUnknown =
    companyId === null && bankAccountId !== undefined ? new ReconciliationCompanyUnknownError(bankAccountId) : undefined
  const stored = useReconciliations(companyId ?? undefined, bankAccountId)
  // The company's own closing, where the service can be asked it; a profile that cannot name a
  // company answers the token's company's, maybe another's: then no row is said locked (a save the
  // closing refuses is told by row) rather than rows locked by another company's closing.
  const { closingCompanyParam } = useServiceProfile()
  const askable = options.companyId === undefined || closingCompanyParam !== false
  // Without a `companyId` given, the company the account's transactions name, where it can be asked.
  const closingOf = options.companyId ?? (closingCompanyParam !== false && companyId ? companyId : undefined)
  const closing = useLiveClosing(closingOf ? { companyId: closingOf } : {})
  const closingState = askable ? closing.data : undefined
  const reconciliations = stored.data?.book.reconciliations
  const last = reconciliations?.at(-1)
  const openingBalance = last ? last.closingBalance : options.openingBalance
  const validEnd = endDate !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(endDate)
  const context = useBookkeepingContext()
  const { readOnly } = useSession()
  const finishing = useFinishReconciliation()
  // A finish on its way in the store (this tab's, stopped part-way, or one a reload or another tab
  // left): its rows stay on the worksheet as they were before it, ticked, until it is finished or undone.
  const pending = stored.data?.book.finishing
  const held = useMemo(
    () => (pending ? new Map(pending.transactions.map((transaction) => [transaction.id, transaction])) : undefined),
    [pending],
  )
  const candidates = useMemo(() => {
    if (!whole || bankAccountId === undefined || !validEnd) return []
    const open = reconciliationCandidates(whole, bankAccountId, endDate)
    if (!held) return open
    const kept = open.filter((transaction) => !held.has(transaction.id))
    for (const transaction of whole) {
      const before = held.get(transaction.id)
      if (before && transaction.status !== 'DELETED' && transaction.date <= endDate)
        kept.push({ ...transaction, reviewStatus: before.previousReviewStatus ?? undefined })
    }
    return kept.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  }, [whole, bankAccountId, validEnd, endDate, held])
  // A statement's ticks need the import's ids, loaded with the first statement given; until then no
  // figure is shown (the difference would move as they arrive).
  const [ticker, setTicker] = useState<StatementTicker | undefined>(() => statementTicker)
  useEffect(() => {
    if (statement && !ticker) void loadStatementTicker().then(setTicker)
  }, [statement, ticker])
  const matched = useMemo(() => {
    if (!statement || bankAccountId === undefined || !ticker) return undefined
    // The whole set: a row the account holds off the worksheet is in the books, though it ticks nothing.
    return ticker.statementTicks(statement.rows, bankAccountId, candidates, { idsOnly: statement.severalAccounts, booked: whole })
  }, [statement, bankAccountId, candidates, ticker, whole])
  const onStatement = matched?.ticked ?? NONE_TICKED
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
        const ticked = !blocked && (chosen ?? (isOnStatement || held?.has(transaction.id) === true))
        return { transaction, blocked, onStatement: isOnStatement, ticked }
      }),
    [candidates, onStatement, ticks, isLocked, held],
  )
  // Rows of another account may be in a file of several: none of its rows is said missing from this account's books.
  const statementOnly = useMemo(
    () =>
      whole && validEnd && endDate !== undefined && matched && !statement?.severalAccounts
        ? matched.rows
            .filter((match) => !match.transaction && !match.booked && match.row.date <= endDate)
            .map(({ index, row, sourceId }): StatementOnlyRow => ({ index, row, sourceId }))
        : [],
    [whole, validEnd, matched, statement, endDate],
  )
  const notClearedYet = useMemo(() => rows.filter((row) => row.onStatement && row.blocked === 'toReview').length, [rows])
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

  const interrupted = useMemo((): InterruptedFinish | undefined => {
    if (!pending) return undefined
    const status = pending.outcome === 'discrepancy' ? RECONCILIATION_DISCREPANCY : RECONCILED
    const now = whole && new Map(whole.map((transaction) => [transaction.id, transaction.reviewStatus]))
    const saved = now && pending.transactions.filter((transaction) => now.get(transaction.id) === status).length
    return { record: pending, saved, total: pending.transactions.length, abandoning: pending.abandoning === true }
  }, [pending, whole])

  const today = localToday()
  const finishBlocked: FinishRefusal | undefined = readOnly
    ? 'readOnly'
    : pending
      ? 'underWay'
      : last?.undoingSince
        ? 'undoing'
        : validEnd && last !== undefined && endDate <= last.endDate
          ? 'reconciled'
          : validEnd && endDate > today
            ? 'future'
            : companyId == null ||
                bankAccountId === undefined ||
                !validEnd ||
                openingBalance === undefined ||
                closingBalance === undefined ||
                difference === undefined
              ? 'notReady'
              : undefined

  const finish = (choice: FinishChoice, details: Pick<FinishVariables, 'userName' | 'bankAccountName' | 'companyName'> = {}) => {
    if (finishBlocked || companyId == null || bankAccountId === undefined || !validEnd) {
      const reason = finishBlocked ?? 'notReady'
      return Promise.reject(new ReconciliationFinishRefusedError(reason, REFUSAL_DETAIL[reason]))
    }
    return finishing.mutateAsync({
      companyId,
      bankAccountId,
      endDate,
      openingBalance: openingBalance!,
      openingTyped: !last,
      closingBalance: closingBalance!,
      transactions: rows.filter((row) => row.ticked).map((row) => row.transaction),
      uncleared: rows.filter((row) => !row.ticked).map((row) => row.transaction),
      reviewStatuses: syncedReviewStatuses(context),
      choice,
      difference: difference!,
      basedOn: last?.id ?? null,
      statementFile: statement?.fileName,
      ...details,
    })
  }
  const continueInterrupted = (kind: 'resume' | 'abandon') => {
    if (!pending || companyId == null || bankAccountId === undefined)
      return Promise.reject(new ReconciliationFinishRefusedError('notReady', 'no finish of this account is on its way.'))
    if (readOnly) return Promise.reject(new ReconciliationFinishRefusedError('readOnly', REFUSAL_DETAIL.readOnly))
    return finishing.mutateAsync({ kind, companyId, bankAccountId, finishing: pending, reviewStatuses: syncedReviewStatuses(context) })
  }

  return {
    companyId: companyId ?? undefined,
    counting: set.data?.syncing
      ? { received: set.data.syncing.received }
      : bankAccountId !== undefined && !set.data
        ? { received: 0 }
        : undefined,
    error: (whole === undefined ? set.error : null) ?? companyUnknown ?? stored.error ?? (closing.data || !askable ? null : closing.error),
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
    statementOnly,
    notClearedYet,
    totals,
    difference,
    tick,
    resetTicks,
    finish,
    finishBlocked,
    interrupted,
    resume: () => continueInterrupted('resume'),
    abandon: () => continueInterrupted('abandon'),
    finishing,
  }
}

/** What a refused finish's error says, by reason. */
const REFUSAL_DETAIL: Record<FinishRefusal, string> = {
  notReady: 'its balances and transactions are not known yet.',
  reconciled: 'the account is reconciled through this end date already.',
  underWay: 'another finish of this account is on its way; finish or undo it first.',
  undoing: 'an undo of the account’s last reconciliation is not done; undo it again first.',
  future: 'the statement’s end date is after today.',
  readOnly: 'this session may only read.',
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
 * Finishes a reconciliation, written ahead: the record of what it will do is kept in the store first
 * (the claim of the month: a second tab's finish conflicts before anything is saved), the adjustment
 * is booked once (its `apiSourceId` decided up front, the ledger asked before it is sent again), the
 * ticked transactions are saved in bounded batches, then the record is marked finished. A finish
 * stopped part-way stays in the store and is resumed or undone (`kind: 'resume' | 'abandon'`) by any
 * tab, after a reload too.
 */
export function useFinishReconciliation(): WriteMutationResult<FinishResult, FinishRequest> {
  const context = useBookkeepingContext()
  const save = useBankTransactionSave()
  return useWriteMutation(context.queryClient, async (request: FinishRequest, controls) =>
    (await loadFinish()).runFinish(context, save, request, controls),
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
