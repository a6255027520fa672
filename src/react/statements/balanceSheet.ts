import type { AccountingMethod } from '../../api/types'
import type { DateRange } from '../../format/period'
import { balanceAt, earningsOf, earningsTotals, placeOf, useDayReads, type AccountEarnings } from './dayStatements'
import {
  BALANCE_SHEET_GROUPS,
  BALANCE_SHEET_SECTIONS,
  normalType,
  sideOfGroup,
  type BalanceSheetGroupKind,
  type BalanceSheetSectionKind,
  type GlAccountInfo,
} from '../../core/statements/glAccounts'
import type { BalanceSheetComparison, FiscalYearStart, StatementDates } from '../../core/statements/statementColumns'
import {
  byNumberThenName,
  chartStatusOf,
  rowOf,
  rowPart,
  totalOf,
  totalPart,
  typeOf,
  useStatementReading,
  type AccountReads,
  type ChartStatus,
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
  /** The company whose books and closing the statement reads (a bookkeeper's token sees several); default the token's. */
  companyId?: string
  enabled?: boolean
}

/** A group inside a section of the balance sheet (current assets, long-term liabilities…): its accounts and their subtotal. */
export interface BalanceSheetGroup {
  kind: BalanceSheetGroupKind
  accounts: StatementAccountRow[]
  total: StatementTotal
}

/** A part of the balance sheet: the accounts of one side, and their total. */
export interface BalanceSheetSection {
  /** `other`: accounts of a type bookkit does not place (`type` names it); shown, never counted. */
  kind: BalanceSheetSectionKind | 'other'
  /** The account type of an `other` section, as the service names it (empty for accounts of no stated type). */
  type?: string
  /** Every account of the section, those in its groups too. */
  accounts: StatementAccountRow[]
  /** The groups the chart's types name (current and fixed assets, current and long-term liabilities), in statement order; empty where its types name none (the sandbox's plain `ASSET`). */
  groups: BalanceSheetGroup[]
  /** Equity's includes retained earnings and net income this fiscal year. */
  total: StatementTotal
}

/** Whether assets equal liabilities plus equity, once every account in them is read. */
export interface BalanceCheck {
  /** Assets less liabilities and equity, on the date and on the date compared with; `undefined` until every account in them is read. */
  difference: StatementFigure
  /** Every account of the host's chart is read: the difference is final (zero: the books balance). Never without the host's `accounts`: a missing account is no difference. */
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

/** The sheet's sections, equity's computed lines, its totals and its check, from each account's reads. */
function assemble(reads: readonly AccountReads[], dates: StatementDates, accountsKnown: ChartStatus) {
  const comparing = [dates.compared !== undefined]
  const none = (): StatementTotal => ({ figures: [], status: 'unknown', complete: false, leftOut: 0, reading: false })
  const sections = new Map<string, BalanceSheetSection>(
    BALANCE_SHEET_SECTIONS.map((kind) => [kind, { kind, accounts: [], groups: [], total: none() }]),
  )
  const groups = new Map<BalanceSheetGroupKind, BalanceSheetGroup>()
  const earnings: AccountEarnings[] = []
  for (const accountReads of reads) {
    const type = typeOf(accountReads)
    const place = placeOf(type, accountReads.account.subtype)
    if ('income' in place) {
      // An income or expense account is no row: its year's activity is net income, what came before, retained earnings.
      earnings.push(earningsOf(accountReads, type, place.income, dates))
      continue
    }
    const key = 'side' in place ? place.side : `other:${normalType(place.other)}`
    let section = sections.get(key)
    if (!section) {
      section = { kind: 'other', type: 'other' in place ? place.other : '', accounts: [], groups: [], total: none() }
      sections.set(key, section)
    }
    const row = rowOf(
      accountReads,
      [{ amount: balanceAt(accountReads, dates.asOf), compared: dates.compared && balanceAt(accountReads, dates.compared.asOf) }],
      type,
      comparing[0]!,
    )
    section.accounts.push(row)
    if ('group' in place && place.group) {
      const group = groups.get(place.group) ?? { kind: place.group, accounts: [], total: none() }
      group.accounts.push(row)
      groups.set(place.group, group)
    }
  }
  for (const kind of BALANCE_SHEET_GROUPS) {
    const group = groups.get(kind)
    if (!group) continue
    group.accounts.sort(byNumberThenName)
    group.total = totalOf(
      group.accounts.map((row) => rowPart(row)),
      comparing,
      accountsKnown,
    )
    sections.get(sideOfGroup(kind))!.groups.push(group)
  }
  const incomeAccounts = earnings.map(({ year }) => year).sort(byNumberThenName)
  const { netIncome, retainedEarnings } = earningsTotals(earnings, comparing[0]!, accountsKnown)
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
  const known =
    totalAssets.complete && totalLiabilitiesAndEquity.complete && totalAssets.leftOut === 0 && totalLiabilitiesAndEquity.leftOut === 0
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

/**
 * The balance sheet on a day from the ledger's own balances (README decision 17): each account's
 * balance at the end of `asOf` is its balance before the day after, read with its other dates from
 * one page of its lines, so the requests follow the accounts, never the transactions. Income and expense
 * accounts are read on the fiscal year's start too: their activity since is net income this
 * fiscal year, and their balance before it retained earnings, both lines of equity. The check, that
 * assets equal liabilities and equity, is made only once every account in it is read; a
 * difference is stated, never plugged.
 */
export function useBalanceSheet({
  asOf,
  compareTo,
  accountingMethod,
  accounts,
  fiscalYearStart,
  companyId,
  enabled = true,
}: BalanceSheetOptions = {}): BalanceSheetStatement {
  const { method, canChooseMethod, optionError, dates, active, chart, noAccounts, reads } = useDayReads({
    asOf,
    compareTo,
    fiscalYearStart,
    accountingMethod,
    accounts,
    companyId,
    enabled,
  })
  // Without the host's chart the totals are never final, so the check is never made: a missing account is no difference.
  const assembled = dates ? assemble(reads, dates, chartStatusOf(chart)) : undefined
  const rows = assembled ? [...assembled.sections.flatMap((section) => section.accounts), ...assembled.incomeAccounts] : []
  const reading = useStatementReading(rows, chart, optionError, active, noAccounts, companyId)
  const none: StatementTotal = { figures: [], status: 'unknown', complete: false, leftOut: 0, reading: false }
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
