// Money in and out by month, from the synced set's per-day sums (chartFigures.ts): the cash-flow
// chart's and the overview's figures.
import { datesOf, monthRange, monthsEnding, PeriodError, readMonth, type DateRange } from '../../../format/period'
import { monthComplete, type DaySums, type SyncProgress } from './chartFigures'

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
