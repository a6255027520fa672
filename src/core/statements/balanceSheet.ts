// The balance sheet's assembly: which account goes on which side and group, equity's computed
// lines (net income this fiscal year, retained earnings), the totals, and the check that assets
// equal liabilities and equity, made only on final totals.
import type { AccountingMethod } from '../../api/types'
import type { DateRange } from '../../format/period'
import { balanceAt, earningsOf, earningsTotals, placeOf, type AccountEarnings } from './dayStatements'
import { BALANCE_SHEET_GROUPS, BALANCE_SHEET_SECTIONS, normalType, sideOfGroup } from './glAccounts'
import type { BalanceSheetGroupKind, BalanceSheetSectionKind } from './glAccounts'
import { typeOf, type AccountReads } from './ledgerReads'
import type { BalanceSheetComparison, StatementDates } from './statementColumns'
import { byNumberThenName, isWhole, NO_FIGURE, noTotal, rowOf, rowPart, totalOf, totalPart } from './statementTotals'
import type { ChartStatus, StatementAccountRow, StatementFigure, StatementReading, StatementTotal } from './statementTotals'

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

/** The balance sheet's figures, with every row read (for its reading, never returned). */
export type BalanceSheetFigures = Pick<
  BalanceSheetStatement,
  'sections' | 'incomeAccounts' | 'netIncome' | 'retainedEarnings' | 'totalAssets' | 'totalLiabilitiesAndEquity' | 'check'
> & { readRows: StatementAccountRow[] }

/** A balance sheet of nothing: its options cannot be read. */
export const noBalanceSheet = (): BalanceSheetFigures => ({
  sections: [],
  incomeAccounts: [],
  netIncome: noTotal(),
  retainedEarnings: noTotal(),
  totalAssets: noTotal(),
  totalLiabilitiesAndEquity: noTotal(),
  check: { known: false, difference: NO_FIGURE },
  readRows: [],
})

/**
 * The sheet from each account's reads: assets, liabilities and equity (always, in that order), then
 * accounts of types bookkit does not place; an income or expense account is no row, its year's
 * activity is net income and what came before retained earnings, both lines of equity. Without
 * the host's chart (`accountsKnown` not `final`) the totals are never final, so no check is made.
 */
export function assembleBalanceSheet(
  reads: readonly AccountReads[],
  dates: StatementDates,
  accountsKnown: ChartStatus,
): BalanceSheetFigures {
  const comparing = [dates.compared !== undefined]
  const sections = new Map<string, BalanceSheetSection>(
    BALANCE_SHEET_SECTIONS.map((kind) => [kind, { kind, accounts: [], groups: [], total: noTotal() }]),
  )
  const groups = new Map<BalanceSheetGroupKind, BalanceSheetGroup>()
  const earnings: AccountEarnings[] = []
  for (const accountReads of reads) {
    const type = typeOf(accountReads)
    const place = placeOf(type, accountReads.account.subtype)
    if ('income' in place) {
      earnings.push(earningsOf(accountReads, type, place.income, dates))
      continue
    }
    const key = 'side' in place ? place.side : `other:${normalType(place.other)}`
    let section = sections.get(key)
    if (!section) {
      section = { kind: 'other', type: 'other' in place ? place.other : '', accounts: [], groups: [], total: noTotal() }
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
      const group = groups.get(place.group) ?? { kind: place.group, accounts: [], total: noTotal() }
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
  const known = isWhole(totalAssets) && isWhole(totalLiabilitiesAndEquity)
  const difference = totalOf([totalPart(totalAssets), totalPart(totalLiabilitiesAndEquity, -1)], comparing, accountsKnown).figures[0]!
  return {
    sections: ordered,
    incomeAccounts,
    netIncome,
    retainedEarnings,
    totalAssets,
    totalLiabilitiesAndEquity,
    check: { known, difference: known ? difference : NO_FIGURE },
    readRows: [...ordered.flatMap((section) => section.accounts), ...incomeAccounts],
  }
}
