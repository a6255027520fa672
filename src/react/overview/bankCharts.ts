// What the bank-transaction charts share: the synced set's state as a figure status, the set's
// per-day sums (one per set and bank account, on the session), and whether a month is whole yet.
import type { BankTransaction } from '../../api/types'
import type { BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { useBankTransactions } from '../queue/bankTransactions'
import { totalsOf, type BankTotals } from '../../core/queue/bankTotals'
import { useBookkeepingContext } from '../provider/context'
import { figureStatus, type FigureStatus } from '../../core/statements/figureStatus'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'

/** What every chart hook tells beside its figures: how far the synced set has come, and whether it failed. */
export interface ChartDataState {
  /** Whether the figures are final, sums so far (`counting`, or `stopped` by a failure), or not known at all (`unknown`: show none, not even zero). */
  figures: FigureStatus
  /** `true` once the figures are final: every record behind them has arrived. */
  complete: boolean
  /** Records received so far while a first sync runs (or ran, until it stopped); `undefined` once the set is whole, or before any page. */
  received: number | undefined
  /** No page has arrived yet. */
  isPending: boolean
  /** Whether the last sync failed (the figures keep what was summed before). */
  isError: boolean
  /** Why the last sync failed, or why the options cannot be read (a `PeriodError` naming the option); `null` when nothing did. */
  error: Error | null
  /** Records left out because their date or amount cannot be read. */
  unreadable: number
  /** Syncs again (only what changed since, once a sync has ended). */
  refetch: () => Promise<unknown>
}

/** Options every bank-transaction chart hook takes. */
export interface BankChartOptions {
  /** Only this bank account's transactions (`bka_…`); default all the token sees. */
  bankAccountId?: string
  /** The sync's page size (default 250: the queue's, so that a page's charts, queue and badge share one sync). */
  limit?: number
  enabled?: boolean
}

const everyRecord = () => true

/** The records a chart of one bank account (or of every one) sums. */
const onAccount = (bankAccountId: string | undefined) =>
  bankAccountId === undefined ? everyRecord : (transaction: BankTransaction) => transaction.bankAccount?.id === bankAccountId

/**
 * The set's per-day sums: one object per set and bank account on the session, shared by every
 * chart and tile that reads them, moved by what each merge changed. Kept during render: it is a
 * cache of a pure result, the same whichever render makes it.
 */
function useTotals(set: BankTransactionSet | undefined, limit: number, bankAccountId: string | undefined): BankTotals | undefined {
  const { bankTotals } = useBookkeepingContext()
  if (!set) return undefined
  const key = `${limit}\u0000${bankAccountId ?? ''}`
  const kept = bankTotals.get(key)
  const totals = totalsOf(set, onAccount(bankAccountId), kept)
  if (totals !== kept) bankTotals.set(key, totals)
  return totals
}

/** The synced set, its per-day sums for `bankAccountId`, and its state, as every bank chart hook reads them. */
export function useBankChartSet({ bankAccountId, limit = QUEUE_PAGE_SIZE, enabled = true }: BankChartOptions) {
  const { data, isPending, isError, isFetching, error, refetch } = useBankTransactions({ limit, enabled })
  const totals = useTotals(data, limit, bankAccountId)
  const whole = data !== undefined && data.syncing === undefined
  // A failed first sync is stopped once its retries are over: while it tries again it is still counting.
  const figures = figureStatus({ read: data !== undefined, complete: whole, failed: isError && !isFetching })
  const state: Omit<ChartDataState, 'unreadable'> = {
    figures,
    complete: whole,
    received: data?.syncing?.received,
    isPending,
    isError,
    error,
    refetch,
  }
  return { set: data, totals, state }
}
