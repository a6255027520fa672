import { useMemo } from 'react'
import type { AccountingMethod } from '../api/types'
import { localToday } from '../format/localToday'
import { addDays, type DateRange } from '../format/period'
import { BALANCE_SHEET_SECTIONS, balanceSheetSideOf, classOfType, normalType, type BalanceSheetSectionKind, type GlAccountInfo, type SeenAccount } from './glAccounts'
import type { WalkRange } from './ledgerBalances'
import { useStatementAccounts } from './statementAccounts'
import { statementDates, StatementOptionError, type BalanceSheetComparison, type FiscalYearStart, type StatementDates } from './statementColumns'
import {
  balanceBefore,
  byNumberThenName,
  lacksBalance,
  rowOf,
  rowPart,
  totalOf,
  totalPart,
  typeOf,
  useAccountReads,
  useStatementClosing,
  useStatementMethod,
  useStatementReading,
  type AccountReads,
  type ReadPlan,
  type StatementAccountRow,
  type StatementFigure,
  type StatementReading,
  type StatementTotal,
} from './statementRows'

/** Options of `useBalanceSheet` (and the props `<BalanceSheet>` shares with it). */
export interface BalanceSheetOptions {
  /** The day the balances are at the end of, `YYYY-MM-DD`; default today where the user is. */
  asOf?: string
  /** Beside the balances of the month end before, or of the fiscal year end before; default none. */
  compareTo?: BalanceSheetComparison
  /** `'ACCRUAL'` or `'CASH'`, where the service profile carries the method; default (and otherwise) the company's own. */
  accountingMethod?: AccountingMethod
  /** The host's chart of accounts; without it, the accounts the records name (said so on screen, with what that leaves out). */
  accounts?: readonly GlAccountInfo[]
  /** The month and day the fiscal year starts on; default January 1. It splits this year's net income from retained earnings. */
  fiscalYearStart?: FiscalYearStart
  enabled?: boolean
}

/** A part of the balance sheet: the accounts of one side, and their total. */
export interface BalanceSheetSection {
  /** `other`: accounts of a type bookkit does not place (`type` names it); shown, never counted. */
  kind: BalanceSheetSectionKind | 'other'
  /** The account type of an `other` section, as the service names it (empty for accounts of no stated type). */
  type?: string
  accounts: StatementAccountRow[]
  /** Equity's includes net income this fiscal year and retained earnings. */
  total: StatementTotal
}

/** Whether assets equal liabilities plus equity, once every account in them is read. */
export interface BalanceCheck {
  /** Assets less liabilities and equity, on the date and on the date compared with; `undefined` until every account in them is read. */
  difference: StatementFigure
  /** Every account is read: the difference is final (zero: the books balance). */
  known: boolean
}

/** A balance sheet, for `<BalanceSheet>` or a host's own drawing; every amount in integer minor units, each in its account's normal direction. */
export interface BalanceSheetStatement extends StatementReading {
  /** The day the balances are at the end of; `undefined` when an option cannot be read (`error` names it). */
  asOf: string | undefined
  /** The fiscal year to `asOf`: what "net income this fiscal year" covers. */
  fiscalYear: DateRange | undefined
  /** The day compared with, and its fiscal year to date; `undefined` without `compareTo`. */
  compared: { asOf: string; fiscalYear: DateRange } | undefined
  compareTo: BalanceSheetComparison | undefined
  /** The method the figures are under; `undefined`: the company's own. */
  accountingMethod: AccountingMethod | undefined
  canChooseMethod: boolean
  /** Assets, liabilities and equity (always, in that order), then accounts of types bookkit does not place. */
  sections: BalanceSheetSection[]
  /** The income and expense accounts behind net income and retained earnings (not rows of the sheet; a failed one is named there). */
  incomeAccounts: StatementAccountRow[]
  /** Income less expenses from the fiscal year's start to the date: a line of equity. */
  netIncome: StatementTotal
  /** Income less expenses of every year before the fiscal year's: a line of equity. */
  retainedEarnings: StatementTotal
  totalAssets: StatementTotal
  totalLiabilitiesAndEquity: StatementTotal
  check: BalanceCheck
}

const METHODS: readonly AccountingMethod[] = ['ACCRUAL', 'CASH']

/** Where an account is counted: a side of the sheet, income or expense (+1, -1 into equity), or shown alone. */
type Place = { side: BalanceSheetSectionKind } | { income: 1 | -1 } | { other: string }

function placeOf(type: string | undefined): Place {
  const side = balanceSheetSideOf(type)
  if (side) return { side }
  const typeClass = classOfType(type)
  if (typeClass === 'income' || typeClass === 'otherIncome') return { income: 1 }
  if (typeClass === 'costOfGoodsSold' || typeClass === 'expenses' || typeClass === 'otherExpenses') return { income: -1 }
  return { other: type ?? '' }
}

const minus = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : a - b)

/** The sheet's sections, equity's computed lines, its totals and its check, from each account's reads. */
function assemble(reads: readonly AccountReads[], dates: StatementDates, accountsKnown: boolean) {
  const comparing = [dates.compared !== undefined]
  const at = (accountReads: AccountReads, asOf: string) => balanceBefore(accountReads, addDays(asOf, 1))
  const sections = new Map<string, BalanceSheetSection>(BALANCE_SHEET_SECTIONS.map((kind) => [kind, { kind, accounts: [], total: { figures: [], complete: false, leftOut: 0, reading: false } }]))
  const incomeAccounts: StatementAccountRow[] = []
  const yearParts: Array<ReturnType<typeof rowPart>> = []
  const beforeParts: Array<ReturnType<typeof rowPart>> = []
  for (const accountReads of reads) {
    const type = typeOf(accountReads)
    const place = placeOf(type)
    if ('income' in place) {
      // An income or expense account is no row: its year's activity is net income, what came before, retained earnings.
      const year = { amount: minus(at(accountReads, dates.asOf), balanceBefore(accountReads, dates.fiscalYear.from)), compared: dates.compared && minus(at(accountReads, dates.compared.asOf), balanceBefore(accountReads, dates.compared.fiscalYear.from)) }
      const before = { amount: balanceBefore(accountReads, dates.fiscalYear.from), compared: dates.compared && balanceBefore(accountReads, dates.compared.fiscalYear.from) }
      const yearRow = rowOf(accountReads, [year], type, comparing[0]!)
      incomeAccounts.push(yearRow)
      yearParts.push(rowPart(yearRow, place.income))
      beforeParts.push(rowPart(rowOf(accountReads, [before], type, comparing[0]!), place.income))
      continue
    }
    const key = 'side' in place ? place.side : `other:${normalType(place.other)}`
    let section = sections.get(key)
    if (!section) {
      section = { kind: 'other', type: 'other' in place ? place.other : '', accounts: [], total: { figures: [], complete: false, leftOut: 0, reading: false } }
      sections.set(key, section)
    }
    section.accounts.push(rowOf(accountReads, [{ amount: at(accountReads, dates.asOf), compared: dates.compared && at(accountReads, dates.compared.asOf) }], type, comparing[0]!))
  }
  incomeAccounts.sort(byNumberThenName)
  const netIncome = totalOf(yearParts, comparing, accountsKnown)
  const retainedEarnings = totalOf(beforeParts, comparing, accountsKnown)
  const ordered = [...sections.values()]
  for (const section of ordered) {
    section.accounts.sort(byNumberThenName)
    // Net income and retained earnings are the same accounts: one that failed is left out once.
    const computed = section.kind === 'equity' ? [totalPart(netIncome), { ...totalPart(retainedEarnings), leftOut: 0 }] : []
    section.total = totalOf([...section.accounts.map((row) => rowPart(row)), ...computed], comparing, accountsKnown)
  }
  const side = (kind: BalanceSheetSectionKind) => sections.get(kind)!.total
  const totalAssets = side('assets')
  const totalLiabilitiesAndEquity = totalOf([totalPart(side('liabilities')), totalPart(side('equity'))], comparing, accountsKnown)
  // The check is made only on final totals: a difference while accounts are read or left out means nothing.
  const known = totalAssets.complete && totalLiabilitiesAndEquity.complete && totalAssets.leftOut === 0 && totalLiabilitiesAndEquity.leftOut === 0
  const difference = totalOf([totalPart(totalAssets), totalPart(totalLiabilitiesAndEquity, -1)], comparing, accountsKnown).figures[0]!
  return {
    sections: ordered,
    incomeAccounts,
    netIncome,
    retainedEarnings,
    totalAssets,
    totalLiabilitiesAndEquity,
    check: { known, difference: known ? difference : { amount: undefined, compared: undefined } },
  }
}

/** The dates and method the options ask for, or the error naming the option that cannot be read. */
function readOptions(asOf: string | undefined, compareTo: BalanceSheetComparison | undefined, fiscalYearStart: FiscalYearStart | undefined, method: AccountingMethod | undefined): StatementDates | Error {
  try {
    if (method !== undefined && !METHODS.includes(method)) throw new StatementOptionError('accountingMethod', method)
    return statementDates(asOf ?? localToday(), compareTo, fiscalYearStart)
  } catch (error) {
    return error as Error
  }
}

/** The dates a balance is needed on: the day after each date for every account; each fiscal year's start too for income and expense accounts, and those of no stated type (their lines will tell). */
function readPlan(dates: StatementDates | undefined): ReadPlan {
  const ends = dates ? [dates.asOf, ...(dates.compared ? [dates.compared.asOf] : [])].map((date) => addDays(date, 1)) : []
  const starts = dates ? [dates.fiscalYear.from, ...(dates.compared ? [dates.compared.fiscalYear.from] : [])] : []
  const sheetDates = [...new Set(ends)]
  const allDates = [...new Set([...ends, ...starts])].sort()
  return {
    datesOf: (account: SeenAccount) => (account.type === undefined || 'income' in placeOf(account.type) ? allDates : sheetDates),
    // A balance the service did not send is the walk of every line before its date.
    walksOf: (reads): WalkRange[] => reads.dates.filter((date) => lacksBalance(reads, date)).map((date) => ({ to: addDays(date, -1) })),
  }
}

/**
 * The balance sheet on a day from the ledger's own balances (README decision 17): each account's
 * balance at the end of `asOf` is its balance before the day after, read with its other dates from
 * one page of its lines, so the requests follow the accounts, never the transactions. Income and expense
 * accounts are read on the fiscal year's start too: their activity since is net income this
 * fiscal year, and their balance before it retained earnings, both lines of equity. The check, that
 * assets equal liabilities and equity, is made only once every account in it is read; a
 * difference is stated, never plugged.
 */
export function useBalanceSheet({ asOf, compareTo, accountingMethod, accounts, fiscalYearStart, enabled = true }: BalanceSheetOptions = {}): BalanceSheetStatement {
  const { method, canChooseMethod } = useStatementMethod(accountingMethod)
  // A `{month, day}` literal is a new object each render: it is compared by its numbers.
  const startKey = fiscalYearStart === undefined ? undefined : `${String(fiscalYearStart.month)}-${String(fiscalYearStart.day)}`
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- a `{month, day}` literal is a new object each render: its numbers are listed
  const read = useMemo(() => readOptions(asOf, compareTo, fiscalYearStart, accountingMethod), [asOf, compareTo, startKey, accountingMethod])
  const dates = read instanceof Error ? undefined : read
  const active = enabled && dates !== undefined
  const chart = useStatementAccounts(accounts, active)
  const plan = useMemo(() => readPlan(dates), [dates])
  const candidates = dates ? chart.accounts : []
  const reads = useAccountReads(candidates, plan, method, active, useStatementClosing())
  const assembled = dates ? assemble(reads, dates, chart.complete) : undefined
  const rows = assembled ? [...assembled.sections.flatMap((section) => section.accounts), ...assembled.incomeAccounts] : []
  const reading = useStatementReading(rows, chart, read instanceof Error ? read : null, active, candidates.length === 0)
  const none: StatementTotal = { figures: [], complete: false, leftOut: 0, reading: false }
  return {
    asOf: dates?.asOf,
    fiscalYear: dates?.fiscalYear,
    compared: dates?.compared,
    compareTo: dates ? compareTo : undefined,
    accountingMethod: method,
    canChooseMethod,
    sections: assembled?.sections ?? [],
    incomeAccounts: assembled?.incomeAccounts ?? [],
    netIncome: assembled?.netIncome ?? none,
    retainedEarnings: assembled?.retainedEarnings ?? none,
    totalAssets: assembled?.totalAssets ?? none,
    totalLiabilitiesAndEquity: assembled?.totalLiabilitiesAndEquity ?? none,
    check: assembled?.check ?? { known: false, difference: { amount: undefined, compared: undefined } },
    ...reading,
  }
}
