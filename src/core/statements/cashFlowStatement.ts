// The statement of cash flows' assembly, by the indirect method: net income from the income and
// expense accounts, every other account's change placed by `cashFlowPlaceOf` (operating, investing,
// financing, transfers in transit), the cash accounts' own balances at the start and the end, and
// the tie of the net change in cash to the cash accounts' change, said only of final figures.
import type { AccountingMethod } from '../../api/types'
import { addDays, isCalendarDate, type DateRange } from '../../format/period'
import { CASH_FLOW_GROUPS, CASH_FLOW_SECTIONS, cashFlowPlaceOf, isCashAccount } from './cashFlowPlaces'
import type { CashFlowGroupKind, CashFlowSectionKind } from './cashFlowPlaces'
import { balanceSheetSideOf, type SeenAccount } from './glAccounts'
import { activityOver, balanceBefore, typeOf, walksOverRanges, walksToDates, type AccountReads, type ReadPlan } from './ledgerReads'
import { balanceDates, rangesOf, statementColumns, StatementOptionError } from './statementColumns'
import type { StatementColumn, StatementComparison } from './statementColumns'
import {
  byNumberThenName,
  checkMethod,
  isWhole,
  NO_FIGURE,
  noTotal,
  optionsOrError,
  rowOf,
  rowPart,
  sumOf,
  totalOf,
  totalPart,
  type ChartStatus,
  type StatementAccountRow,
  type StatementFigure,
  type StatementReading,
  type StatementTotal,
} from './statementTotals'

/** A group of operating activities: what moved no cash (depreciation and amortization), or the changes in working capital. */
export interface CashFlowGroup {
  kind: CashFlowGroupKind
  accounts: StatementAccountRow[]
  total: StatementTotal
}

/** Operating, investing or financing activities: each account's cash effect, and the net cash they give. */
export interface CashFlowSection {
  kind: CashFlowSectionKind
  /** Every account of the section (those in its groups too), each figure its change's effect on cash: an asset that grew is negative, a liability or equity that grew positive. */
  accounts: StatementAccountRow[]
  /** Operating activities' groups after net income, where they have accounts; empty for the others. */
  groups: CashFlowGroup[]
  /** Net cash from the section; operating's starts from net income. */
  total: StatementTotal
}

/** Whether the net change in cash ties to the cash accounts' own change, once every account in both is read. */
export interface CashFlowTie {
  /** The cash accounts' own change less the statement's net change in cash, on the period and on the period compared; `undefined` until `known`. */
  difference: StatementFigure
  /** Every account of the host's chart is read: the difference is final (zero: it ties). Never without the host's `accounts`. */
  known: boolean
  /** Accounts of a type bookkit does not place, with activity in the period: what a difference is made of. */
  causes: StatementAccountRow[]
}

/** A statement of cash flows by the indirect method, for `<CashFlowStatement>` or a host's own drawing; every amount in integer minor units. */
export interface CashFlowStatementResult extends StatementReading {
  /** The period; `undefined` when an option cannot be read (`error` names it). */
  range: DateRange | undefined
  /** The period's one column, with the dates it is compared with. */
  columns: StatementColumn[]
  compare: StatementComparison | undefined
  accountingMethod: AccountingMethod | undefined
  canChooseMethod: boolean
  /** Income less expenses over the period: where operating activities start. */
  netIncome: StatementTotal
  /** The income and expense accounts behind net income (not rows of the statement; a failed one is named on net income's line). */
  incomeAccounts: StatementAccountRow[]
  /** Operating, investing and financing activities, always, in that order. */
  sections: CashFlowSection[]
  /** Accounts of transfers between the company's own accounts (`isTransfersInTransitAccount`), each figure its change's effect on the bank accounts: money that left one and had not reached the other by the period's end is negative. */
  inTransitAccounts: StatementAccountRow[]
  /** Their effect, summed: a line of its own after the three activities, never operating cash. */
  inTransit: StatementTotal
  /** Operating, investing and financing together, with the transfers in transit: the bank accounts' own change once it ties. */
  netChange: StatementTotal
  /** The cash accounts (bank and cash on hand), each figure its own change over the period. */
  cashAccounts: StatementAccountRow[]
  /** The cash accounts' balance before the period (and before the period compared). */
  cashAtStart: StatementTotal
  /** The cash accounts' balance at the period's end. */
  cashAtEnd: StatementTotal
  /** Accounts of a type bookkit does not place: shown, never counted. */
  otherAccounts: StatementAccountRow[]
  /** Their change, summed as shown: never part of the net change in cash. */
  otherTotal: StatementTotal
  tie: CashFlowTie
}

/** The statement of cash flows's figures, with every row read (for its reading, never returned). */
export type CashFlowFigures = Pick<
  CashFlowStatementResult,
  | 'netIncome'
  | 'incomeAccounts'
  | 'sections'
  | 'inTransitAccounts'
  | 'inTransit'
  | 'netChange'
  | 'cashAccounts'
  | 'cashAtStart'
  | 'cashAtEnd'
  | 'otherAccounts'
  | 'otherTotal'
  | 'tie'
> & { readRows: StatementAccountRow[] }

const COMPARISONS: readonly StatementComparison[] = ['previousPeriod', 'previousYear']
const DATE_EXPECTED = 'a date ("2026-06-30")'

/** The period's column and the dates it is compared with, or the error naming the option that cannot be read. */
export const readCashFlowOptions = (from: unknown, to: unknown, compare: unknown, method: AccountingMethod | undefined) =>
  optionsOrError(() => {
    if (!isCalendarDate(from)) throw new StatementOptionError('from', from, DATE_EXPECTED)
    if (!isCalendarDate(to)) throw new StatementOptionError('to', to, DATE_EXPECTED)
    if (to < from) throw new StatementOptionError('to', to, `a date on or after from (${from})`)
    if (compare !== undefined && !COMPARISONS.includes(compare as StatementComparison))
      throw new StatementOptionError('compare', compare, '"previousPeriod" or "previousYear"')
    checkMethod(method)
    return statementColumns({ from, to }, 'total', compare as StatementComparison | undefined)
  })

/** A statement of nothing: its options cannot be read. */
export const noCashFlow = (): CashFlowFigures => ({
  netIncome: noTotal(),
  incomeAccounts: [],
  sections: [],
  inTransitAccounts: [],
  inTransit: noTotal(),
  netChange: noTotal(),
  cashAccounts: [],
  cashAtStart: noTotal(),
  cashAtEnd: noTotal(),
  otherAccounts: [],
  otherTotal: noTotal(),
  tie: { known: false, difference: NO_FIGURE, causes: [] },
  readRows: [],
})

/** The accounts the company's bank transactions post to, as the income and expense ledgers read so far name them: assets only (a card's side is a liability). */
export function bankLedgerAccountsOf(reads: readonly AccountReads[], known: ReadonlyMap<string, SeenAccount>): Map<string, SeenAccount> {
  const found = new Map<string, SeenAccount>()
  for (const accountReads of reads) {
    if (balanceSheetSideOf(typeOf(accountReads)) !== undefined) continue
    for (const side of accountReads.page?.data?.bankSides ?? []) {
      const account = known.get(side.id) ?? side
      if (balanceSheetSideOf(account.type) === 'assets') found.set(side.id, account)
    }
  }
  return found
}

/**
 * What the statement reads of each account: its balances on the period's dates (and the period
 * compared's); a balance the service did not send is walked, a cash account's from the first line
 * (its balance is a figure), any other's over each range.
 */
export function cashFlowPlan(columns: readonly StatementColumn[], bankLedger: ReadonlySet<string>): ReadPlan {
  const dates = balanceDates(columns)
  const ranges = rangesOf(columns)
  return {
    datesOf: () => dates,
    walksOf: (reads) =>
      isCashAccount({ type: typeOf(reads), subtype: reads.account.subtype }) || bankLedger.has(reads.account.id)
        ? walksToDates(reads)
        : walksOverRanges(reads, ranges),
  }
}

/** The statement's parts from each account's reads over `column`; `bankLedger`: the accounts the bank transactions post to, which are cash. */
export function assembleCashFlow(
  reads: readonly AccountReads[],
  column: StatementColumn,
  bankLedger: ReadonlySet<string>,
  accountsKnown: ChartStatus,
): CashFlowFigures {
  const comparing = [column.compared !== undefined]
  const figure = (of: (range: DateRange) => number | undefined, sign = 1): StatementFigure => {
    const signed = (value: number | undefined) => (value === undefined ? undefined : sign * value + 0)
    return { amount: signed(of(column)), compared: column.compared && signed(of(column.compared)) }
  }
  const incomeAccounts: StatementAccountRow[] = []
  const incomeParts: Array<ReturnType<typeof rowPart>> = []
  const cashAccounts: StatementAccountRow[] = []
  const cashStarts: StatementAccountRow[] = []
  const cashEnds: StatementAccountRow[] = []
  const otherAccounts: StatementAccountRow[] = []
  const inTransitAccounts: StatementAccountRow[] = []
  const sections = new Map<CashFlowSectionKind, CashFlowSection>(
    CASH_FLOW_SECTIONS.map((kind) => [kind, { kind, accounts: [], groups: [], total: noTotal() }]),
  )
  const groups = new Map<CashFlowGroupKind, StatementAccountRow[]>()
  for (const accountReads of reads) {
    const type = typeOf(accountReads)
    const { account } = accountReads
    const place = cashFlowPlaceOf({ type, subtype: account.subtype, name: account.name }, bankLedger.has(account.id))
    const change = (range: DateRange) => activityOver(accountReads, range)
    const row = (figures: StatementFigure) => rowOf(accountReads, [figures], type, comparing[0]!)
    if ('income' in place) {
      const income = row(figure(change))
      incomeAccounts.push(income)
      incomeParts.push(rowPart(income, place.income))
    } else if ('cash' in place) {
      cashAccounts.push(row(figure(change)))
      cashStarts.push(row(figure((range) => balanceBefore(accountReads, range.from))))
      cashEnds.push(row(figure((range) => balanceBefore(accountReads, addDays(range.to, 1)))))
    } else if ('other' in place) {
      otherAccounts.push(row(figure(change)))
    } else if ('inTransit' in place) {
      inTransitAccounts.push(row(figure(change, place.sign)))
    } else {
      const shown = row(figure(change, place.sign))
      sections.get(place.section)!.accounts.push(shown)
      if (place.group) groups.set(place.group, [...(groups.get(place.group) ?? []), shown])
    }
  }
  const sum = (rows: readonly StatementAccountRow[]) => sumOf(rows, comparing, accountsKnown)
  const netIncome = totalOf(incomeParts, comparing, accountsKnown)
  for (const section of sections.values()) {
    section.accounts.sort(byNumberThenName)
    const own = section.accounts.map((row) => rowPart(row))
    section.total = totalOf(section.kind === 'operating' ? [totalPart(netIncome), ...own] : own, comparing, accountsKnown)
  }
  const operating = sections.get('operating')!
  for (const kind of CASH_FLOW_GROUPS) {
    const accounts = groups.get(kind)
    if (accounts) operating.groups.push({ kind, accounts: accounts.sort(byNumberThenName), total: sum(accounts) })
  }
  const ordered = [...sections.values()]
  for (const rows of [incomeAccounts, cashAccounts, cashStarts, cashEnds, otherAccounts, inTransitAccounts]) rows.sort(byNumberThenName)
  const inTransit = sum(inTransitAccounts)
  // Money between the company's own accounts changes the bank balances without being earned, spent or borrowed.
  const netChange = totalOf(
    [...ordered.map((section) => totalPart(section.total)), ...inTransitAccounts.map((row) => rowPart(row))],
    comparing,
    accountsKnown,
  )
  const cashChange = sum(cashAccounts)
  // The tie is said only of final figures: while an account is read or left out, a difference means nothing.
  const known = isWhole(netChange) && isWhole(cashChange)
  const difference = totalOf([totalPart(cashChange), totalPart(netChange, -1)], comparing, accountsKnown).figures[0]!
  return {
    netIncome,
    incomeAccounts,
    sections: ordered,
    inTransitAccounts,
    inTransit,
    netChange,
    cashAccounts,
    cashAtStart: sum(cashStarts),
    cashAtEnd: sum(cashEnds),
    otherAccounts,
    otherTotal: sum(otherAccounts),
    tie: {
      known,
      difference: known ? difference : NO_FIGURE,
      causes: otherAccounts.filter((row) => row.hasActivity),
    },
    readRows: [
      ...incomeAccounts,
      ...ordered.flatMap((section) => section.accounts),
      ...inTransitAccounts,
      ...cashAccounts,
      ...otherAccounts,
    ],
  }
}
