// What the statements on a day (the balance sheet and the trial balance) share: the dates their
// options ask for, where each account is counted, its balance at the end of a date, the dates it
// is read on, and an income or expense account's earnings split where the fiscal year starts:
// this year's activity (net income) and every earlier year's (retained earnings).
import type { AccountingMethod } from '../../api/types'
import { addDays } from '../../format/period'
import { balanceSheetGroupOf, balanceSheetSideOf, classOfType } from './glAccounts'
import type { BalanceSheetGroupKind, BalanceSheetSectionKind, SeenAccount } from './glAccounts'
import { balanceBefore, walksToDates, type AccountReads, type ReadPlan } from './ledgerReads'
import { statementDates, type BalanceSheetComparison, type FiscalYearStart, type StatementDates } from './statementColumns'
import { checkMethod, optionsOrError, rowOf, rowPart, totalOf } from './statementTotals'
import type { ChartStatus, StatementAccountRow, StatementFigure, StatementTotal } from './statementTotals'

/** The dates the options ask for (`asOf` already defaulted), or the error naming the option that cannot be read. */
export const readDayOptions = (
  asOf: string,
  compareTo: BalanceSheetComparison | undefined,
  fiscalYearStart: FiscalYearStart | undefined,
  method: AccountingMethod | undefined,
): StatementDates | Error =>
  optionsOrError(() => {
    checkMethod(method)
    return statementDates(asOf, compareTo, fiscalYearStart)
  })

/** Where an account is counted: a side of the sheet, income or expense (+1, -1 into equity), or shown alone (`other`, naming its type). */
export type Place = { side: BalanceSheetSectionKind; group?: BalanceSheetGroupKind } | { income: 1 | -1 } | { other: string }

/** Where an account of `type` (and `subtype`, where it decides current or long-term) is counted. */
export function placeOf(type: string | undefined, subtype?: string): Place {
  const side = balanceSheetSideOf(type)
  if (side) {
    const group = balanceSheetGroupOf(type, subtype)
    return group ? { side, group } : { side }
  }
  const typeClass = classOfType(type)
  if (typeClass === 'income' || typeClass === 'otherIncome') return { income: 1 }
  if (typeClass === 'costOfGoodsSold' || typeClass === 'expenses' || typeClass === 'otherExpenses') return { income: -1 }
  return { other: type ?? '' }
}

/** The balance at the end of `asOf`. */
export const balanceAt = (reads: AccountReads, asOf: string) => balanceBefore(reads, addDays(asOf, 1))

const minus = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : a - b)

/**
 * The dates a balance is needed on: the day after each date for every account; each fiscal year's
 * start too for income and expense accounts, and for those whose type bookkit does not place (their
 * lines may tell), since their balance before it is retained earnings. A balance the service did
 * not send is the walk of every line before its date.
 */
export function dayReadPlan(dates: StatementDates | undefined): ReadPlan {
  const ends = dates ? [dates.asOf, ...(dates.compared ? [dates.compared.asOf] : [])].map((date) => addDays(date, 1)) : []
  const starts = dates ? [dates.fiscalYear.from, ...(dates.compared ? [dates.compared.fiscalYear.from] : [])] : []
  const sheetDates = [...new Set(ends)]
  const allDates = [...new Set([...ends, ...starts])].sort()
  return {
    datesOf: (account: SeenAccount) => ('side' in placeOf(account.type) ? sheetDates : allDates),
    walksOf: walksToDates,
  }
}

/** An income or expense account's part in equity: its activity this fiscal year and its balance before it, each a row in its normal direction, and its sign into equity. */
export interface AccountEarnings {
  /** From the fiscal year's start to the date (and to the date compared with). */
  year: StatementAccountRow
  /** At the end of the day before the fiscal year's start. */
  before: StatementAccountRow
  /** +1 income, -1 expense. */
  sign: 1 | -1
}

/** An income or expense account's earnings, split at the start of the fiscal year of each date. */
export function earningsOf(reads: AccountReads, type: string | undefined, sign: 1 | -1, dates: StatementDates): AccountEarnings {
  const { compared } = dates
  const comparing = compared !== undefined
  const yearTo = (asOf: string, from: string) => minus(balanceAt(reads, asOf), balanceBefore(reads, from))
  const year: StatementFigure = {
    amount: yearTo(dates.asOf, dates.fiscalYear.from),
    compared: compared && yearTo(compared.asOf, compared.fiscalYear.from),
  }
  const before: StatementFigure = {
    amount: balanceBefore(reads, dates.fiscalYear.from),
    compared: compared && balanceBefore(reads, compared.fiscalYear.from),
  }
  return { year: rowOf(reads, [year], type, comparing), before: rowOf(reads, [before], type, comparing), sign }
}

/** Net income this fiscal year and retained earnings (every year's before), income less expenses; each leaves out an account that failed. */
export function earningsTotals(
  earnings: readonly AccountEarnings[],
  comparing: boolean,
  accountsKnown: ChartStatus,
): { netIncome: StatementTotal; retainedEarnings: StatementTotal } {
  return {
    netIncome: totalOf(
      earnings.map(({ year, sign }) => rowPart(year, sign)),
      [comparing],
      accountsKnown,
    ),
    retainedEarnings: totalOf(
      earnings.map(({ before, sign }) => rowPart(before, sign)),
      [comparing],
      accountsKnown,
    ),
  }
}
