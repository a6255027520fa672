/**
 * The items of a month's close that come from the synced bank transactions and the `store`: what
 * is left to review, the bank accounts not reconciled through the month's end, and what changed
 * since a sign-off. For one month (the checklist) or twelve (the overview): the same sync as the
 * queue's, the same stored records as the reconciliation's and the queue's flags. No read is asked
 * twice. The suggestions left are counted in ./monthCloseMatch.ts, the ledger's items in
 * ./monthCloseLedger.ts: the component loads those after it has painted.
 */
import { useMemo } from 'react'
import { useQueries } from '@tanstack/react-query'
import type { BankTransaction } from '../../api/types'
import { stateOfLeft, type CloseItemOf, type CloseReconcileAccount } from '../../core/close/closeItems'
import { rulesCompanyOf, transactionsOfCompany } from '../../core/queue/companyOf'
import { figureStatus, type FigureStatus } from '../../core/statements/figureStatus'
import {
  changesSinceSignOff,
  monthOf,
  monthRange,
  signOffInForce,
  type CloseItemState,
  type CloseRecord,
} from '../../core/close/monthClose'
import { accountsBy, tallyMonths, type CloseBankAccount } from '../../core/close/monthTallies'
import type { ReconciliationBook } from '../../core/reconcile/types'
import { useBankTransactions } from '../queue/bankTransactions'
import { useBookkeepingContext } from '../provider/context'
import { closeRecordQuery } from './monthCloseQuery'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'
import { reconciliationsQuery } from '../reconcile/reconciliationQuery'

/** One month's items counted from the set and the store. */
interface MonthTallied {
  month: string
  review: CloseItemOf<'review'>
  reconcile: CloseItemOf<'reconcile'>
  /** What changed since the month's last sign-off (the trial balance's totals are the checklist's to add). */
  changes: CloseItemOf<'changes'>
  /** The month's record; `undefined` while it is read (or when it cannot be). */
  record: CloseRecord | undefined
  /** Why the record could not be read. */
  recordError: Error | null
}

/** What `useCloseTallies` gives. */
export interface CloseTallies {
  /** The company whose store keeps the close: the one given, else the one the transactions name; `undefined` before the set arrives. */
  companyId: string | undefined
  months: MonthTallied[]
  /** The month's live top-level bank transactions, for a sign-off to keep; `undefined` until the set is whole. */
  transactionsOf: (month: string) => BankTransaction[] | undefined
}

/** Each account's reconciliation item row from its book. */
function reconcileAccount(
  account: CloseBankAccount,
  to: string,
  book: ReconciliationBook | undefined,
  error: Error | null,
): CloseReconcileAccount {
  const last = book?.reconciliations.reduce<string | undefined>(
    (latest, one) => (latest === undefined || one.endDate > latest ? one.endDate : latest),
    undefined,
  )
  const finishing = book?.finishing !== undefined || (book?.reconciliations.some((one) => one.undoingSince !== undefined) ?? false)
  const state: CloseItemState = !book ? 'unknown' : !finishing && last !== undefined && last >= to ? 'done' : 'toDo'
  return { bankAccountId: account.bankAccountId, name: account.name, reconciledThrough: last, finishing, error, state }
}

/**
 * The items of `months` (`YYYY-MM`) that the set and the store tell. `enabled: false` keeps it idle.
 */
export function useCloseTallies(
  months: readonly string[],
  { companyId, enabled = true }: { companyId?: string; enabled?: boolean },
): CloseTallies {
  const context = useBookkeepingContext()
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled })
  // A token that sees several companies syncs them all: the close counts and keeps the chosen one's only.
  const synced = set.data?.transactions
  const transactions = useMemo(() => synced && transactionsOfCompany(synced, companyId), [synced, companyId])
  const whole = set.data !== undefined && set.data.syncing === undefined
  const syncFigures = figureStatus({ read: set.data !== undefined, complete: whole, failed: set.isError && !set.isFetching })
  const company = transactions ? rulesCompanyOf(transactions, companyId) : companyId
  const { tallies, accounts } = useMemo(() => tallyMonths(transactions ?? [], months), [transactions, months])
  const books = useQueries(
    {
      queries: accounts.map((account) => ({
        ...reconciliationsQuery(context, company ?? '', account.bankAccountId),
        enabled: enabled && company !== undefined,
      })),
    },
    context.queryClient,
  )
  const records = useQueries(
    { queries: months.map((month) => ({ ...closeRecordQuery(context, company ?? '', month), enabled: enabled && company !== undefined })) },
    context.queryClient,
  )

  const monthsTallied = months.map((month, at): MonthTallied => {
    const tally = tallies.get(month)!
    const filter = monthRange(month)
    const toReview = set.data ? tally.toReview : undefined
    const review: CloseItemOf<'review'> = {
      id: 'review',
      state: stateOfLeft(toReview, syncFigures),
      figures: syncFigures,
      left: toReview,
      error: set.error,
      filter,
      toReview,
      transactions: set.data ? tally.transactions : undefined,
    }
    const reconciling = whole
      ? accountsBy(accounts, month).map((account) => {
          const result = books[accounts.indexOf(account)]
          return reconcileAccount(account, filter.to, result?.data?.book, result?.error ?? null)
        })
      : []
    const notThrough = reconciling.filter((one) => one.state === 'toDo')
    const reconcileLeft = whole && reconciling.every((one) => one.state !== 'unknown') ? notThrough.length : undefined
    const reconcileFigures: FigureStatus = !whole
      ? syncFigures
      : reconciling.some((one) => one.error)
        ? 'stopped'
        : reconcileLeft === undefined
          ? 'counting'
          : 'final'
    const reconcile: CloseItemOf<'reconcile'> = {
      id: 'reconcile',
      // An account not reconciled through is left to do, whatever the others' books say.
      state: notThrough.length > 0 ? 'toDo' : stateOfLeft(reconcileLeft, reconcileFigures),
      figures: reconcileFigures,
      left: reconcileLeft,
      error: reconciling.find((one) => one.error)?.error ?? null,
      filter: notThrough[0] ? { ...filter, bankAccountId: notThrough[0].bankAccountId } : filter,
      accounts: reconciling,
    }
    const recordResult = records[at]
    const record = recordResult?.data
    const since = record && (signOffInForce(record) ?? record.signOffs.at(-1))
    const changesList = since && whole && transactions ? changesSinceSignOff(since, month, transactions) : []
    const changesKnown = record !== undefined && (!since || whole)
    const inForce = record !== undefined && signOffInForce(record) !== undefined
    const changesFigures: FigureStatus = changesKnown ? 'final' : recordResult?.isError ? 'stopped' : 'counting'
    const changes: CloseItemOf<'changes'> = {
      id: 'changes',
      // Changes to a month reopened are told, not left to do: its next sign-off is made over them.
      state: !changesKnown ? 'unknown' : inForce && changesList.length > 0 ? 'toDo' : 'done',
      figures: changesFigures,
      left: changesKnown ? (inForce ? changesList.length : 0) : undefined,
      error: recordResult?.error ?? null,
      filter,
      since,
      changes: changesList,
      trialBalance: undefined,
      balances: [],
    }
    return { month, review, reconcile, changes, record, recordError: recordResult?.error ?? null }
  })

  return {
    companyId: company,
    months: monthsTallied,
    transactionsOf: (month) =>
      whole && transactions ? transactions.filter((one) => monthOf(one.date ?? '') === month && one.status !== 'DELETED') : undefined,
  }
}
