/**
 * Reconciling a bank account to its statement, headless: the worksheet (the transactions to tick,
 * what a statement ticks, the cleared totals and the difference, live), the finish through the
 * bank-transaction save path, the account's reconciliations kept in the provider's `store` under
 * `reconciliations:<companyId>:<bankAccountId>`, and the undo of the last one. Every figure waits
 * for the account's whole set: a difference made of transactions not yet read is not shown.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { reconciledInClosedPeriod } from '../../core/reconcile/closedPeriod'
import { bankAccountNameIn, worksheetRows } from '../../core/reconcile/worksheetRows'
import { localToday } from '../../format/localToday'
import { clearedTotals, differenceOf } from '../../core/reconcile/worksheet'
import { finishProgress, finishRefusal, reconcilingCompany, worksheetCandidates } from '../../core/reconcile/worksheetState'
import { useBankTransactions } from '../queue/bankTransactions'
import { useLiveClosing } from '../close/closing'
import { useBookkeepingContext } from '../provider/context'
import { useServiceProfile, useSession } from '../provider/provided'
import { useScopedQueryKey } from '../provider/queryScope'
import {
  ReconciliationCompanyUnknownError,
  ReconciliationFinishRefusedError,
  type FinishChoice,
  type FinishVariables,
  type InterruptedVariables,
} from '../../core/reconcile/reconciliationParts'
import { reconciliationsQuery } from './reconciliationQuery'
import { useStuckUndoRepair } from './reconciliationRepair'
import type {
  InterruptedFinish,
  ReconciliationOptions,
  ReconciliationRow,
  ReconciliationState,
  StatementOnlyRow,
} from './reconciliationTypes'
import { refuseFinish, rereadBankTransactions, syncedReviewStatuses, useFinishReconciliation } from './reconciliationWrites'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'

export type {
  FinishChoice,
  FinishRefusal,
  FinishResult,
  StoredReconciliations,
  UndoReconciliationResult,
  UndoVariables,
} from './reconciliationParts'
export type {
  InterruptedFinish,
  OpeningCheck,
  ReconciliationOptions,
  ReconciliationRow,
  ReconciliationState,
  ReconciliationStatement,
  StatementOnlyRow,
} from './reconciliationTypes'
export { useFinishReconciliation, useUndoReconciliation } from './reconciliationWrites'

type StatementTicker = typeof import('../../core/reconcile/statementTicks')
/** The statement matching once loaded: a worksheet mounted after that ticks at once. */
let statementTicker: StatementTicker | undefined
const loadStatementTicker = async () => (statementTicker ??= await import('../../core/reconcile/statementTicks'))

const NONE_TICKED: ReadonlySet<string> = new Set()

/** The reconciliations of `bankAccountId` (in `companyId`), oldest first. */
export function useReconciliations(companyId: string | undefined, bankAccountId: string | undefined) {
  const context = useBookkeepingContext()
  const options = reconciliationsQuery(context, companyId ?? 'default', bankAccountId ?? '')
  useScopedQueryKey(options.queryKey)
  return useQuery({ ...options, enabled: companyId !== undefined && bankAccountId !== undefined }, context.queryClient)
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
  const read = set.data?.transactions
  const accountName = useMemo(() => (read && bankAccountId ? bankAccountNameIn(read, bankAccountId) : undefined), [read, bankAccountId])
  const companyId = useMemo(() => reconcilingCompany(options.companyId, whole, bankAccountId), [options.companyId, whole, bankAccountId])
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
  const candidates = useMemo(
    () => (!whole || bankAccountId === undefined || !validEnd ? [] : worksheetCandidates(whole, bankAccountId, endDate, held)),
    [whole, bankAccountId, validEnd, endDate, held],
  )
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
  const book = stored.data?.book
  const rows = useMemo((): ReconciliationRow[] => {
    const locked = (date: string) => isLocked?.(date) ?? false
    const booked = matched && book && validEnd && isLocked ? matched.rows.map((match) => match.booked) : []
    const reconciledClosed = reconciledInClosedPeriod(booked, book?.reconciliations ?? [], endDate ?? '', locked)
    return worksheetRows({ candidates, onStatement, ticks, held, isLocked: locked, reconciledClosed })
  }, [candidates, onStatement, ticks, isLocked, held, matched, book, validEnd, endDate])
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
    () =>
      clearedTotals(
        rows.map((row) => row.transaction),
        new Set(rows.filter((row) => row.ticked).map((row) => row.transaction.id)),
      ),
    [rows],
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
    const statuses = whole && new Map(whole.map((transaction) => [transaction.id, transaction.reviewStatus]))
    const { saved, lockedBy } = finishProgress(pending, statuses, closingState)
    return {
      record: pending,
      saved,
      total: pending.transactions.length,
      abandoning: pending.abandoning === true,
      ...(lockedBy ? { lockedBy } : {}),
    }
  }, [pending, whole, closingState])

  useStuckUndoRepair({ companyId, bankAccountId, book, isLocked, whole: whole !== undefined, readOnly })

  const finishBlocked = finishRefusal({
    readOnly,
    underWay: pending !== undefined,
    last,
    endDate: validEnd ? endDate : undefined,
    today: localToday(),
    known:
      companyId != null &&
      bankAccountId !== undefined &&
      openingBalance !== undefined &&
      closingBalance !== undefined &&
      difference !== undefined,
  })

  const finish = (choice: FinishChoice, details: Pick<FinishVariables, 'userName' | 'bankAccountName' | 'companyName'> = {}) => {
    if (finishBlocked || companyId == null || bankAccountId === undefined || !validEnd) {
      const reason = finishBlocked ?? 'notReady'
      return refuseFinish(reason)
    }
    return finishing.mutateAsync({
      companyId,
      bankAccountId,
      endDate,
      openingBalance: openingBalance!,
      openingTyped: !last,
      closingBalance: closingBalance!,
      transactions: rows.filter((row) => row.ticked && row.blocked !== 'locked').map((row) => row.transaction),
      clearedInClosedPeriod: rows.filter((row) => row.ticked && row.blocked === 'locked').map((row) => row.transaction),
      uncleared: rows.filter((row) => !row.ticked).map((row) => row.transaction),
      reviewStatuses: syncedReviewStatuses(context),
      choice,
      difference: difference!,
      basedOn: last?.id ?? null,
      statementFile: statement?.fileName,
      ...details,
    })
  }
  const continueInterrupted = (kind: InterruptedVariables['kind']) => {
    if (!pending || companyId == null || bankAccountId === undefined)
      return Promise.reject(new ReconciliationFinishRefusedError('notReady', 'no finish of this account is on its way.'))
    if (readOnly) return refuseFinish('readOnly')
    return finishing.mutateAsync({
      kind,
      companyId,
      bankAccountId,
      finishing: pending,
      reviewStatuses: syncedReviewStatuses(context),
      reread: rereadBankTransactions(context),
    })
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
    accountName,
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
    countLocked: () => continueInterrupted('countLocked'),
    finishing,
  }
}
