import { useMemo } from 'react'
import { localToday } from '../../format/localToday'
import { PeriodError } from '../../format/period'
import { statusOver } from '../../core/statements/charts/chartFigures'
import { cashFlowOf, monthsAsked, NO_FLOW, type MonthFlow } from '../../core/statements/charts/monthFlows'
import { useBankChartSet, type BankChartOptions, type ChartDataState } from './bankCharts'

export type { MonthFlow } from '../../core/statements/charts/monthFlows'

/** Options of `useCashFlow`. */
export interface CashFlowOptions extends BankChartOptions {
  /** How many months, the last one included: a whole number from 1 to 120; default 12. */
  months?: number
  /** The last month shown, `YYYY-MM`; default the current month where the user is. */
  endMonth?: string
}

/** Money in and out by month, for `<CashFlowChart>` or a host's own drawing. */
export interface CashFlow extends ChartDataState {
  /** Oldest first; empty when the options cannot be read. */
  months: MonthFlow[]
  totals: { moneyIn: number; moneyOut: number; net: number; count: number; transfers: number }
}

/**
 * Money in and out per month, and the net, from the synced bank transactions (the queue's set: one
 * sync for a page's charts, queue and badge). Transfers are left out. Until every record of a month
 * has arrived (`figures` says whether the sync is counting or stopped), that month is not
 * `complete`; a month is whole before the sync ends only in a date order the listing states
 * (the profile's `bankTransactionOrder`). A save moves the sums by the records it changed.
 */
export function useCashFlow({ months = 12, endMonth, ...options }: CashFlowOptions = {}): CashFlow {
  const { set, totals, state } = useBankChartSet(options)
  const last = endMonth ?? localToday().slice(0, 7)
  return useMemo(() => {
    const shown = monthsAsked(months, last)
    if (shown instanceof PeriodError)
      return {
        ...state,
        figures: 'unknown',
        complete: false,
        isPending: false,
        isError: true,
        error: shown,
        months: [],
        totals: NO_FLOW,
        unreadable: 0,
      }
    const flow = cashFlowOf(set, totals?.days, shown)
    const whole = flow.months.length > 0 && flow.months.every((month) => month.complete)
    const figures = statusOver(state, whole)
    return { ...state, figures, complete: figures === 'final', ...flow, unreadable: totals?.unreadable ?? 0 }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `state` is a new object each render: what it holds is listed
  }, [totals, set, last, months, state.figures, state.received, state.isPending, state.isError, state.error, state.refetch])
}
