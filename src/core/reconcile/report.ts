// A finished reconciliation's figures as an accountant reads them: the days it covers, its cleared
// transactions by kind (money in, money out, the closed period's) and their totals, and what did not
// clear. Pure: the report's screen and its CSV both show these.
import { addDays } from '../../format/period'
import type { ReconciledTransaction, Reconciliation } from './types'

/** The days a reconciliation covers: from the day after the one before it ended, or from the start (the first). */
export interface ReportPeriod {
  /** `YYYY-MM-DD`; `undefined` for the account's first reconciliation. */
  from: string | undefined
  to: string
}

/** The period of `reconciliation` among the account's (oldest first, as the book keeps them). */
export function reportPeriod(reconciliations: readonly Reconciliation[], reconciliation: Reconciliation): ReportPeriod {
  const index = reconciliations.findIndex((one) => one.id === reconciliation.id)
  const before = index > 0 ? reconciliations[index - 1] : undefined
  return { from: before ? addDays(before.endDate, 1) : undefined, to: reconciliation.endDate }
}

const byDate = (a: ReconciledTransaction, b: ReconciledTransaction) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

/**
 * The cleared transactions by kind, each oldest first: money in (zero included), then money out, as
 * saved; and those of the closed period, counted as cleared but never saved.
 */
export function clearedByKind(reconciliation: Reconciliation): {
  moneyIn: ReconciledTransaction[]
  moneyOut: ReconciledTransaction[]
  closedPeriod: ReconciledTransaction[]
} {
  const sorted = [...reconciliation.transactions].sort(byDate)
  return {
    moneyIn: sorted.filter((one) => one.amount >= 0),
    moneyOut: sorted.filter((one) => one.amount < 0),
    closedPeriod: [...(reconciliation.clearedInClosedPeriod ?? [])].sort(byDate),
  }
}

/** The total of some of a reconciliation's transactions. */
export const sumOf = (transactions: readonly ReconciledTransaction[]) => transactions.reduce((sum, one) => sum + one.amount, 0)

/** The total of the items not cleared as of the end date, when the record kept them. */
export const notClearedTotal = (reconciliation: Reconciliation): number | undefined =>
  reconciliation.uncleared?.reduce((sum, one) => sum + one.amount, 0)
