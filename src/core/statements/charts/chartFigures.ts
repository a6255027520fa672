// What the bank-transaction charts' figures share: the per-day sums of the synced set they read
// (src/core/queue/bankTotals.ts keeps them, by what each merge changed) and whether a month is whole
// yet. What they read of the sums and the set is named here, so the figures need nothing of the
// queue. Each chart's figures are a module of their own (monthFlows.ts, spendingFigures.ts), so a
// page that shows one chart up front does not load the other's.
import type { FigureStatus } from '../figureStatus'

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
export function monthComplete(set: SyncProgress | undefined, month: string): boolean {
  if (!set) return false
  const { syncing } = set
  if (!syncing) return true
  const reached = syncing.through
  if (!reached) return false
  const reachedMonth = reached.date.slice(0, 7)
  return reached.order === 'newestFirst' ? month > reachedMonth : month < reachedMonth
}

/** The status of figures over some months of the set: final once each month is whole, else the set's own. */
export function statusOver(state: { figures: FigureStatus }, whole: boolean): FigureStatus {
  return state.figures === 'unknown' || !whole ? state.figures : 'final'
}
