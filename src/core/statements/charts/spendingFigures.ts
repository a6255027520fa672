// Money out by category over a period, from the synced set's per-day sums (chartFigures.ts): the
// spending chart's figures.
import type { DateRange } from '../../../format/period'
import { monthComplete, UNCATEGORIZED, type ChartSums, type SyncProgress } from './chartFigures'

/** Whether every record of the set dated within `range` has arrived. */
export const rangeComplete = (set: SyncProgress | undefined, { from, to }: DateRange): boolean =>
  monthComplete(set, from.slice(0, 7)) && monthComplete(set, to.slice(0, 7))

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

/** Money out by category over a period: each category's, what has none, their total, and a group's count. */
export interface SpendingFigures {
  categories: CategorySpending[]
  uncategorized: { amount: number; count: number }
  total: number
  countUnder: (categoryIds: Iterable<string>) => number
}

/** No money out. */
export const NO_SPENDING: SpendingFigures = { categories: [], uncategorized: { amount: 0, count: 0 }, total: 0, countUnder: () => 0 }

/**
 * Money out by category between `range`'s dates, from the set's per-day sums: each purchase's
 * money out under its category, or shared among its split lines' (see `bankTotals`), so that the
 * amounts add up to money out and each transaction counts once in each of its categories.
 */
export function spendingIn(totals: ChartSums, range: DateRange): SpendingFigures {
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
