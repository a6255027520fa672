import { useMemo } from 'react'
import { localToday } from '../../format/localToday'
import { periodRange, type ChartPeriod, type DateRange } from '../../format/period'
import { monthComplete, statusOver, useBankChartSet, type BankChartOptions, type ChartDataState } from './bankCharts'
import type { BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { UNCATEGORIZED, type BankTotals } from '../../core/queue/bankTotals'

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
  /** Money out in the period, the cash flow's figure: the categories' and the uncategorized amounts add up to it. */
  total: number
  /** Transactions that put money out under any of `categoryIds`, each counted once (a split under two of them too): the count of a group such as "Other". */
  countUnder: (categoryIds: Iterable<string>) => number
}

type SpendingFigures = Pick<SpendingTotals, 'categories' | 'uncategorized' | 'total' | 'countUnder'>

/**
 * Money out by category between `range`'s dates, from the set's per-day sums: each purchase's
 * money out under its category, or shared among its split lines' (see `bankTotals`), so that the
 * amounts add up to money out and each transaction counts once in each of its categories. Pure.
 */
export function spendingIn(totals: BankTotals, range: DateRange): SpendingFigures {
  const sums = new Map<string, { amount: number; count: number }>()
  const splits: Array<readonly string[]> = []
  for (const [date, day] of totals.days) {
    if (date < range.from || date > range.to) continue
    for (const [category, spent] of day.spending) {
      const sum = sums.get(category) ?? { amount: 0, count: 0 }
      sums.set(category, { amount: sum.amount + spent.amount, count: sum.count + spent.count })
    }
    for (const categories of day.splits.values()) splits.push(categories)
  }
  const uncategorized = sums.get(UNCATEGORIZED) ?? { amount: 0, count: 0 }
  sums.delete(UNCATEGORIZED)
  const categories = [...sums]
    .map(([categoryId, sum]) => ({ categoryId, name: totals.names.get(categoryId), ...sum }))
    .sort((a, b) => b.amount - a.amount || (a.categoryId < b.categoryId ? -1 : 1))
  const total = categories.reduce((all, category) => all + category.amount, uncategorized.amount)
  const countUnder = (categoryIds: Iterable<string>) => {
    const group = new Set(categoryIds)
    let count = 0
    for (const id of group) count += (id === UNCATEGORIZED ? uncategorized : sums.get(id))?.count ?? 0
    // A split under several of the group's categories was counted once under each: once is enough.
    for (const split of splits) count -= Math.max(0, split.filter((id) => group.has(id)).length - 1)
    return count
  }
  return { categories, uncategorized, total, countUnder }
}

const NONE: SpendingFigures = { categories: [], uncategorized: { amount: 0, count: 0 }, total: 0, countUnder: () => 0 }

/** Whether every record of the set dated within `range` has arrived. */
function rangeComplete(set: BankTransactionSet | undefined, { from, to }: DateRange): boolean {
  return monthComplete(set, from.slice(0, 7)) && monthComplete(set, to.slice(0, 7))
}

/**
 * Money out by category over a period, from the synced bank transactions, with what is not
 * categorized yet on its own. Transfers are left out; a split purchase's money out is shared among
 * the categories of its lines, and the categories add up to the period's money out. A save moves
 * the sums by the records it changed.
 */
export function useSpendingByCategory({ period, ...options }: SpendingOptions = {}): SpendingTotals {
  const { set, totals, state } = useBankChartSet(options)
  const asked = period ?? localToday().slice(0, 7)
  const key = typeof asked === 'string' ? asked : `${asked.from}..${asked.to}`
  return useMemo(() => {
    let range: DateRange
    try {
      range = periodRange(asked)
    } catch (error) {
      return {
        ...state,
        ...NONE,
        figures: 'unknown',
        complete: false,
        isPending: false,
        unreadable: 0,
        range: undefined,
        isError: true,
        error: error as Error,
      }
    }
    const figures = statusOver(state, rangeComplete(set, range))
    const spent = totals ? spendingIn(totals, range) : NONE
    return { ...state, ...spent, figures, complete: figures === 'final', range, unreadable: totals?.unreadable ?? 0 }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `state` is a new object each render, `asked` a new range object: what they hold is listed
  }, [totals, set, key, state.figures, state.received, state.isPending, state.isError, state.error, state.refetch])
}
