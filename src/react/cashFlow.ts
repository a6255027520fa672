import { useMemo, useState } from 'react'
import type { BankTransaction } from '../api/types'
import { localToday } from '../format/localToday'
import { datesOf, monthRange, monthsEnding, periodRange, readMonth, type ChartPeriod, type DateRange } from '../format/period'
import type { BankTransactionSet } from './bankTransactionSet'
import { useBankTransactions } from './bankTransactions'
import { totalsOf, UNCATEGORIZED, type BankTotals, type DayTotals } from './bankTotals'
import { QUEUE_PAGE_SIZE } from './reviewCount'

/** What every chart hook tells beside its figures: how far the synced set has come, and whether it failed. */
export interface ChartDataState {
  /** `false` while the first sync still brings older pages (the figures are sums so far), or before any page. */
  complete: boolean
  /** Records received so far while a first sync runs; `undefined` once the set is whole, or before any page. */
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

/** Options of the bank-transaction chart hooks. */
interface BankChartOptions {
  /** Only this bank account's transactions (`bka_…`); default all the token sees. */
  bankAccountId?: string
  /** The sync's page size (default 250: the queue's, so that a page's charts, queue and badge share one sync). */
  limit?: number
  enabled?: boolean
}

/** Options of `useCashFlow`. */
export interface CashFlowOptions extends BankChartOptions {
  /** How many months, the last one included: 1 to 120; default 12. */
  months?: number
  /** The last month shown, `YYYY-MM`; default the current month where the user is. */
  endMonth?: string
}

/** One month of money in and out, in integer minor units. */
export interface MonthFlow {
  /** `YYYY-MM`. */
  month: string
  /** The month's first and last day: what `onSelectMonth` hands the host. */
  range: DateRange
  /** Money in: the sum of the month's positive amounts. */
  moneyIn: number
  /** Money out: the sum of its negative amounts, as a positive number. */
  moneyOut: number
  /** `moneyIn - moneyOut`. */
  net: number
  /** Transactions counted (transfers are not). */
  count: number
  /** Transfers between the business's own accounts, left out of the sums. */
  transfers: number
  /** `false` while the sync still brings records that may fall in this month. */
  complete: boolean
}

/** Money in and out by month, for `<CashFlowChart>` or a host's own drawing. */
export interface CashFlow extends ChartDataState {
  /** Oldest first. */
  months: MonthFlow[]
  totals: { moneyIn: number; moneyOut: number; net: number; count: number; transfers: number }
}

/** Whether the set's records that fall in `month` have all arrived. */
function monthComplete(set: BankTransactionSet | undefined, month: string): boolean {
  if (!set) return false
  const { syncing } = set
  if (!syncing) return true
  const reached = syncing.through
  if (!reached) return false
  const reachedMonth = reached.date.slice(0, 7)
  return reached.order === 'newestFirst' ? month > reachedMonth : month < reachedMonth
}

/** The set's sums for `keep`, kept from render to render and moved by what each merge changed. */
function useTotals(set: BankTransactionSet | undefined, bankAccountId: string | undefined): BankTotals | undefined {
  const [kept, setKept] = useState<{ bankAccountId: string | undefined; totals: BankTotals }>()
  if (!set) return undefined
  const keep = bankAccountId === undefined ? everyRecord : (transaction: BankTransaction) => transaction.bankAccount?.id === bankAccountId
  const totals = totalsOf(set, keep, kept && kept.bankAccountId === bankAccountId ? kept.totals : undefined)
  if (totals !== kept?.totals) setKept({ bankAccountId, totals })
  return totals
}

const everyRecord = () => true

/** The set and its state, as every bank chart hook reads them. */
function useBankChartSet({ limit = QUEUE_PAGE_SIZE, enabled = true }: BankChartOptions) {
  const { data, isPending, isError, error, refetch } = useBankTransactions({ limit, enabled })
  return { set: data, state: { complete: data !== undefined && data.syncing === undefined, received: data?.syncing?.received, isPending, isError, error, refetch } }
}

const monthFlow = (month: string, days: ReadonlyMap<string, DayTotals>, complete: boolean): MonthFlow => {
  const range = monthRange(month)
  const flow = { month, range, moneyIn: 0, moneyOut: 0, net: 0, count: 0, transfers: 0, complete }
  for (const date of datesOf(range)) {
    const day = days.get(date)
    if (!day) continue
    flow.moneyIn += day.moneyIn
    flow.moneyOut += day.moneyOut
    flow.count += day.count
    flow.transfers += day.transfers
  }
  flow.net = flow.moneyIn - flow.moneyOut
  return flow
}

/**
 * Money in and out per month, and the net, from the synced bank transactions (the queue's set: one
 * sync for a page's charts, queue and badge). Transfers are left out. While a first sync brings
 * older pages, the months it may still add to are marked not `complete`. A save moves the sums by
 * the records it changed.
 */
export function useCashFlow({ months = 12, endMonth, bankAccountId, ...options }: CashFlowOptions = {}): CashFlow {
  const { set, state } = useBankChartSet(options)
  const totals = useTotals(set, bankAccountId)
  const last = endMonth ?? localToday().slice(0, 7)
  return useMemo(() => {
    const empty = { moneyIn: 0, moneyOut: 0, net: 0, count: 0, transfers: 0 }
    let shown: string[]
    try {
      shown = monthsEnding(readMonth(last, 'endMonth'), Math.max(1, Math.min(Math.trunc(months) || 12, 120)))
    } catch (error) {
      return { ...state, months: [], totals: empty, unreadable: 0, isError: true, error: error as Error }
    }
    const flows = totals ? shown.map((month) => monthFlow(month, totals.days, monthComplete(set, month))) : []
    const sum = flows.reduce(
      (all, flow) => ({ moneyIn: all.moneyIn + flow.moneyIn, moneyOut: all.moneyOut + flow.moneyOut, net: all.net + flow.net, count: all.count + flow.count, transfers: all.transfers + flow.transfers }),
      empty,
    )
    return { ...state, months: flows, totals: sum, unreadable: totals?.unreadable ?? 0 }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `state` is a new object each render: what it holds is listed
  }, [totals, set, last, months, state.complete, state.received, state.isPending, state.isError, state.error, state.refetch])
}

/** Options of `useSpendingByCategory`. */
export interface SpendingOptions extends BankChartOptions {
  /** A month (`'2026-06'`), a quarter (`'2026-Q2'`), a year (`'2026'`) or `{ from, to }`; default this month where the user is. */
  period?: ChartPeriod
}

/** Money out under one category in the period. */
export interface CategorySpending {
  categoryId: string
  /** The name a record carries for it; `undefined` when only split lines name it (by id). */
  name: string | undefined
  /** Money out, in minor units (positive). */
  amount: number
  /** Transactions that put money out under it. */
  count: number
}

/** Money out by category for a period, for `<SpendingByCategory>` or a host's own drawing. */
export interface SpendingTotals extends ChartDataState {
  /** The period's dates; `undefined` when `period` cannot be read (`error` says why). */
  range: DateRange | undefined
  /** Every category money went out under, the largest first (ties by id). */
  categories: CategorySpending[]
  /** Money out with no category yet, and in how many transactions. */
  uncategorized: { amount: number; count: number }
  /** Money out in the period: the categories' and the uncategorized amounts together (a category whose refunds outweigh its purchases counts for nothing). */
  total: number
}

/**
 * Money out by category over a period, from the synced bank transactions, with what is not
 * categorized yet on its own. Transfers are left out; a split's lines count under their own
 * categories. A save moves the sums by the records it changed.
 */
export function useSpendingByCategory({ period, bankAccountId, ...options }: SpendingOptions = {}): SpendingTotals {
  const { set, state } = useBankChartSet(options)
  const totals = useTotals(set, bankAccountId)
  const asked = period ?? localToday().slice(0, 7)
  const key = typeof asked === 'string' ? asked : `${asked.from}..${asked.to}`
  return useMemo(() => {
    const none = { categories: [], uncategorized: { amount: 0, count: 0 }, total: 0, unreadable: totals?.unreadable ?? 0 }
    let range: DateRange
    try {
      range = periodRange(asked)
    } catch (error) {
      return { ...state, ...none, range: undefined, isError: true, error: error as Error }
    }
    const complete = state.complete || (set !== undefined && monthComplete(set, range.from.slice(0, 7)) && monthComplete(set, range.to.slice(0, 7)))
    if (!totals) return { ...state, ...none, range, complete }
    const sums = new Map<string, { amount: number; count: number }>()
    for (const [date, day] of totals.days) {
      if (date < range.from || date > range.to) continue
      for (const [category, spent] of day.spending) {
        const sum = sums.get(category) ?? { amount: 0, count: 0 }
        sums.set(category, { amount: sum.amount + spent.amount, count: sum.count + spent.count })
      }
    }
    // A category whose refunds outweigh its purchases put no money out in the period: it has no bar, and is not in the total.
    const spent = sums.get(UNCATEGORIZED)
    const uncategorized = spent && spent.amount > 0 ? spent : { amount: 0, count: 0 }
    sums.delete(UNCATEGORIZED)
    const categories = [...sums]
      .filter(([, sum]) => sum.amount > 0)
      .map(([categoryId, sum]) => ({ categoryId, name: totals.names.get(categoryId), ...sum }))
      .sort((a, b) => b.amount - a.amount || (a.categoryId < b.categoryId ? -1 : 1))
    const total = categories.reduce((all, category) => all + category.amount, 0) + uncategorized.amount
    return { ...state, range, categories, uncategorized, total, unreadable: totals.unreadable, complete }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `state` is a new object each render: what it holds is listed
  }, [totals, set, key, state.complete, state.received, state.isPending, state.isError, state.error, state.refetch])
}
