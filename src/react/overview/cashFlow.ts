import { useMemo } from 'react'
import { localToday } from '../../format/localToday'
import { datesOf, monthRange, monthsEnding, PeriodError, readMonth, type DateRange } from '../../format/period'
import { monthComplete, statusOver, useBankChartSet, type BankChartOptions, type ChartDataState } from './bankCharts'
import type { BankTransactionSet } from '../../core/queue/bankTransactionSet'
import type { DayTotals } from '../../core/queue/bankTotals'

/** Options of `useCashFlow`. */
export interface CashFlowOptions extends BankChartOptions {
  /** How many months, the last one included: a whole number from 1 to 120; default 12. */
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
  /** Transfers (type TRANSFER, or paired with their other side: between the business's own accounts, or to and from its owner), left out of the sums. */
  transfers: number
  /** `false` while records that may fall in this month are still to arrive (or stopped arriving). */
  complete: boolean
}

/** Money in and out by month, for `<CashFlowChart>` or a host's own drawing. */
export interface CashFlow extends ChartDataState {
  /** Oldest first; empty when the options cannot be read. */
  months: MonthFlow[]
  totals: { moneyIn: number; moneyOut: number; net: number; count: number; transfers: number }
}

const NO_FLOW = { moneyIn: 0, moneyOut: 0, net: 0, count: 0, transfers: 0 }

/** One month's money in and out from the set's per-day sums. Pure. */
function monthFlow(month: string, days: ReadonlyMap<string, DayTotals>, complete: boolean): MonthFlow {
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

/** The months of the flow, or the error naming the option that cannot be read. */
function monthsAsked(months: number, endMonth: string): string[] | PeriodError {
  if (!Number.isInteger(months) || months < 1 || months > 120) return new PeriodError('months', months, 'months')
  try {
    return monthsEnding(readMonth(endMonth, 'endMonth'), months)
  } catch (error) {
    return error as PeriodError
  }
}

/** The months' flows and their totals, from the set's sums (`undefined`: none arrived yet). Pure. */
export function cashFlowOf(
  set: BankTransactionSet | undefined,
  days: ReadonlyMap<string, DayTotals> | undefined,
  months: readonly string[],
): Pick<CashFlow, 'months' | 'totals'> {
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
