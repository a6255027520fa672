// The bank-transaction charts' figures: money in and out by month, and money out by category over
// a period, from the per-day sums of the synced set (src/core/queue/bankTotals.ts keeps them, by
// what each merge changed), and whether a month is whole yet. What they read of the sums and the
// set is named here, so the figures need nothing of the queue.
import { datesOf, monthRange, monthsEnding, PeriodError, readMonth, type DateRange } from '../../format/period'
import type { FigureStatus } from './figureStatus'

/** The category key of money out with no category yet, its own or a split line's (a category id always starts `ctg_` or is the service's own). */
export const UNCATEGORIZED = ''

/** One day's sums as the charts read them, in integer minor units. */
export interface DaySums {
  moneyIn: number
  moneyOut: number
  count: number
  transfers: number
  /** Money out by category (`UNCATEGORIZED` for none), and how many records put it there. */
  spending: ReadonlyMap<string, { amount: number; count: number }>
  /** Split purchases under more than one category, by id: their categories. */
  splits: ReadonlyMap<string, readonly string[]>
}

/** A set's sums as the charts read them: by date, and the category names the records carry. */
export interface ChartSums {
  days: ReadonlyMap<string, DaySums>
  names: ReadonlyMap<string, string>
}

/** How far a synced set has come: while a first sync runs, the date its pages have reached, in the listing's date order. */
export interface SyncProgress {
  syncing?: { through?: { order: string; date: string } | undefined } | undefined
}

/**
 * Whether every record of the set that falls in `month` has arrived: once the sync has ended, or,
 * while a first sync runs in a date order the listing states, once the walk has passed the month.
 */
function monthComplete(set: SyncProgress | undefined, month: string): boolean {
  if (!set) return false
  const { syncing } = set
  if (!syncing) return true
  const reached = syncing.through
  if (!reached) return false
  const reachedMonth = reached.date.slice(0, 7)
  return reached.order === 'newestFirst' ? month > reachedMonth : month < reachedMonth
}

/** Whether every record of the set dated within `range` has arrived. */
export const rangeComplete = (set: SyncProgress | undefined, { from, to }: DateRange): boolean =>
  monthComplete(set, from.slice(0, 7)) && monthComplete(set, to.slice(0, 7))

/** The status of figures over some months of the set: final once each month is whole, else the set's own. */
export function statusOver(state: { figures: FigureStatus }, whole: boolean): FigureStatus {
  return state.figures === 'unknown' || !whole ? state.figures : 'final'
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
  /** Transfers (type TRANSFER, or paired with their other side: between the business's own accounts, or to and from its owner), left out of the sums. */
  transfers: number
  /** `false` while records that may fall in this month are still to arrive (or stopped arriving). */
  complete: boolean
}

/** Money in and out over the months shown, summed. */
export interface FlowTotals {
  moneyIn: number
  moneyOut: number
  net: number
  count: number
  transfers: number
}

/** No money in or out. */
export const NO_FLOW: FlowTotals = { moneyIn: 0, moneyOut: 0, net: 0, count: 0, transfers: 0 }

/** One month's money in and out from the set's per-day sums. */
function monthFlow(month: string, days: ReadonlyMap<string, DaySums>, complete: boolean): MonthFlow {
  const range = monthRange(month)
  const flow = { month, range, ...NO_FLOW, complete }
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

/** The months of the flow (`months` of them, ending with `endMonth`), or the error naming the option that cannot be read. */
export function monthsAsked(months: number, endMonth: string): string[] | PeriodError {
  if (!Number.isInteger(months) || months < 1 || months > 120) return new PeriodError('months', months, 'months')
  try {
    return monthsEnding(readMonth(endMonth, 'endMonth'), months)
  } catch (error) {
    return error as PeriodError
  }
}

/** The months' flows and their totals, from the set's sums (`undefined`: none arrived yet). */
export function cashFlowOf(
  set: SyncProgress | undefined,
  days: ReadonlyMap<string, DaySums> | undefined,
  months: readonly string[],
): { months: MonthFlow[]; totals: FlowTotals } {
  const flows = days ? months.map((month) => monthFlow(month, days, monthComplete(set, month))) : []
  const totals = { ...NO_FLOW }
  for (const flow of flows) {
    totals.moneyIn += flow.moneyIn
    totals.moneyOut += flow.moneyOut
    totals.count += flow.count
    totals.transfers += flow.transfers
  }
  totals.net = totals.moneyIn - totals.moneyOut
  return { months: flows, totals }
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
