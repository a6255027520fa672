import { useMemo } from 'react'
import { localToday } from '../../format/localToday'
import { periodRange, type ChartPeriod, type DateRange } from '../../format/period'
import { statusOver } from '../../core/statements/charts/chartFigures'
import { NO_SPENDING, rangeComplete, spendingIn, type CategorySpending } from '../../core/statements/charts/spendingFigures'
import { useBankChartSet, type BankChartOptions, type ChartDataState } from './bankCharts'

export type { CategorySpending } from '../../core/statements/charts/spendingFigures'

/** Options of `useSpendingByCategory`. */
export interface SpendingOptions extends BankChartOptions {
  /** A month (`'2026-06'`), a quarter (`'2026-Q2'`), a year (`'2026'`) or `{ from, to }`; default this month where the user is. */
  period?: ChartPeriod
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
        ...NO_SPENDING,
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
    const spent = totals ? spendingIn(totals, range) : NO_SPENDING
    return { ...state, ...spent, figures, complete: figures === 'final', range, unreadable: totals?.unreadable ?? 0 }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `state` is a new object each render, `asked` a new range object: what they hold is listed
  }, [totals, set, key, state.figures, state.received, state.isPending, state.isError, state.error, state.refetch])
}
