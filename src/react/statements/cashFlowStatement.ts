import { useEffect, useMemo, useState } from 'react'
import type { AccountingMethod } from '../../api/types'
import { addDays, isCalendarDate, type DateRange } from '../../format/period'
import {
  CASH_FLOW_GROUPS,
  CASH_FLOW_SECTIONS,
  cashFlowPlaceOf,
  isCashAccount,
  type CashFlowGroupKind,
  type CashFlowSectionKind,
} from '../../core/statements/cashFlowPlaces'
import { balanceSheetSideOf, mergeAccounts, type GlAccountInfo, type SeenAccount } from '../../core/statements/glAccounts'
import {
  balanceDates,
  statementColumns,
  StatementOptionError,
  type StatementColumn,
  type StatementComparison,
} from '../../core/statements/statementColumns'
import type { WalkRange } from './ledgerBalances'
import { useStatementAccounts } from './statementAccounts'
import {
  activityOver,
  balanceBefore,
  byNumberThenName,
  chartStatusOf,
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
  type ChartStatus,
  type ReadPlan,
  type StatementAccountRow,
  type StatementFigure,
  type StatementReading,
  type StatementTotal,
} from './statementRows'

/** Options of `useCashFlowStatement` (and the props `<CashFlowStatement>` shares with it). */
export interface CashFlowStatementOptions {
  /** The period's first day, `YYYY-MM-DD`. */
  from: string
  /** The period's last day, `YYYY-MM-DD`, on or after `from`. */
  to: string
  /** Beside the period just before (of the same length) or the same dates a year earlier; default none. */
  compare?: StatementComparison
  /** `'ACCRUAL'` or `'CASH'`, where the service profile carries the method; default (and otherwise) the company's own. */
  accountingMethod?: AccountingMethod
  /** The host's chart of accounts; without it, the accounts the records name (said so on screen; the statement is then never final and never tied). */
  accounts?: readonly GlAccountInfo[]
  /** The company whose books and closing the statement reads (a bookkeeper's token sees several); default the token's. */
  companyId?: string
  enabled?: boolean
}

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

const METHODS: readonly AccountingMethod[] = ['ACCRUAL', 'CASH']
const COMPARISONS: readonly StatementComparison[] = ['previousPeriod', 'previousYear']
const DATE_EXPECTED = 'a date ("2026-06-30")'

/** The period's column and the dates it is compared with, or the error naming the option that cannot be read. */
function readOptions(
  from: unknown,
  to: unknown,
  compare: unknown,
  method: AccountingMethod | undefined,
): { range: DateRange; columns: StatementColumn[] } | Error {
  try {
    if (!isCalendarDate(from)) throw new StatementOptionError('from', from, DATE_EXPECTED)
    if (!isCalendarDate(to)) throw new StatementOptionError('to', to, DATE_EXPECTED)
    if (to < from) throw new StatementOptionError('to', to, `a date on or after from (${from})`)
    if (compare !== undefined && !COMPARISONS.includes(compare as StatementComparison))
      throw new StatementOptionError('compare', compare, '"previousPeriod" or "previousYear"')
    if (method !== undefined && !METHODS.includes(method)) throw new StatementOptionError('accountingMethod', method)
    return statementColumns({ from, to }, 'total', compare as StatementComparison | undefined)
  } catch (error) {
    return error as Error
  }
}

const none = (): StatementTotal => ({ figures: [], status: 'unknown', complete: false, leftOut: 0, reading: false })

/** The accounts the company's bank transactions post to, as the income and expense ledgers read so far name them: assets only (a card's side is a liability). */
function bankLedgerAccountsOf(reads: readonly AccountReads[], known: ReadonlyMap<string, SeenAccount>): Map<string, SeenAccount> {
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

/** The statement's parts from each account's reads. */
function assemble(reads: readonly AccountReads[], column: StatementColumn, bankLedger: ReadonlySet<string>, accountsKnown: ChartStatus) {
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
    CASH_FLOW_SECTIONS.map((kind) => [kind, { kind, accounts: [], groups: [], total: none() }]),
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
  const sum = (rows: readonly StatementAccountRow[]) =>
    totalOf(
      rows.map((row) => rowPart(row)),
      comparing,
      accountsKnown,
    )
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
  const known = netChange.complete && cashChange.complete && netChange.leftOut === 0 && cashChange.leftOut === 0
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
      difference: known ? difference : { amount: undefined, compared: undefined },
      causes: otherAccounts.filter((row) => row.hasActivity),
    },
    rows: [...incomeAccounts, ...ordered.flatMap((section) => section.accounts), ...inTransitAccounts, ...cashAccounts, ...otherAccounts],
  }
}

/** The ranges of the period and the one compared. */
const rangesOf = (columns: readonly StatementColumn[]) =>
  columns.flatMap((column) => (column.compared ? [column, column.compared] : [column]))

/**
 * The statement of cash flows over `from`–`to` by the indirect method, from the ledger's own
 * balances as the profit and loss and the balance sheet read them (README decision 17): one page
 * of each account's lines over the period (and the period compared), so a P&L or a balance sheet
 * on the same page shares the reads. Net income is the income and expense accounts' activity;
 * every other account's change over the period is its effect on cash (an asset that grew took
 * cash, a liability or equity that grew brought it), placed by its type as `cashFlowPlaceOf`
 * says; transfers in transit between the company's own accounts are a line of their own after the
 * three activities; the cash accounts' own balances give the cash at the start and the end. The net change in
 * cash ties to the cash accounts' change once every account is read, or the difference is given
 * with the accounts of a type bookkit does not place, which make it.
 */
export function useCashFlowStatement({
  from,
  to,
  compare,
  accountingMethod,
  accounts,
  companyId,
  enabled = true,
}: CashFlowStatementOptions): CashFlowStatementResult {
  const { method, canChooseMethod } = useStatementMethod(accountingMethod)
  const read = useMemo(() => readOptions(from, to, compare, accountingMethod), [from, to, compare, accountingMethod])
  const readable = !(read instanceof Error)
  const columns = useMemo(() => (readable ? read.columns : []), [readable, read])
  const active = enabled && readable
  const chart = useStatementAccounts(accounts, active, companyId)
  const dates = useMemo(() => balanceDates(columns), [columns])
  // The bank ledger accounts the income and expense ledgers name are cash too, and (without the host's chart) read with the rest.
  const [bankSides, setBankSides] = useState<ReadonlyMap<string, SeenAccount>>(() => new Map())
  const known = useMemo(() => mergeAccounts(chart.accounts), [chart.accounts])
  const extraKey = chart.from === 'records' ? [...bankSides.keys()].filter((id) => !known.has(id)).join(',') : ''
  const candidates = useMemo(
    () => (readable ? [...chart.accounts, ...(extraKey === '' ? [] : extraKey.split(',').map((id) => bankSides.get(id)!))] : []),
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the accounts found are listed by their ids
    [readable, chart.accounts, extraKey],
  )
  const bankSideIds = useMemo(() => new Set(bankSides.keys()), [bankSides])
  const plan = useMemo<ReadPlan>(
    () => ({
      datesOf: () => dates,
      // A balance the service did not send is walked: a cash account's from the first line (its balance is a figure), any other's over each range.
      walksOf: (reads): WalkRange[] => {
        const cash = isCashAccount({ type: typeOf(reads), subtype: reads.account.subtype }) || bankSideIds.has(reads.account.id)
        if (cash) return reads.dates.filter((date) => lacksBalance(reads, date)).map((date) => ({ to: addDays(date, -1) }))
        return rangesOf(columns).filter((range) => lacksBalance(reads, range.from) || lacksBalance(reads, addDays(range.to, 1)))
      },
    }),
    [dates, columns, bankSideIds],
  )
  const reads = useAccountReads(candidates, plan, method, active, useStatementClosing(companyId))
  // Told in this render from the pages read so far, so no figure is ever final with a bank account outside cash.
  const found = bankLedgerAccountsOf(reads, known)
  const bankLedger = new Set([...bankSideIds, ...found.keys()])
  const foundKey = [...found.keys()].filter((id) => !bankSides.has(id)).join(',')
  useEffect(() => {
    if (foundKey === '') return
    setBankSides((kept) => new Map([...kept, ...found]))
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- what is new is listed by its ids
  }, [foundKey])
  // Without the host's chart, a bank ledger account just found is not read yet: the accounts are not all known until it is.
  const candidateIds = new Set(candidates.map((account) => account.id))
  const unread = chart.from === 'records' && [...found.keys()].some((id) => !candidateIds.has(id))
  const accountsOf = unread ? { ...chart, complete: false } : chart
  const column = columns[0]
  const assembled = column ? assemble(reads, column, bankLedger, readable ? chartStatusOf(accountsOf) : 'counting') : undefined
  const reading = useStatementReading(assembled?.rows ?? [], accountsOf, readable ? null : read, active, candidates.length === 0, companyId)
  return {
    range: readable ? read.range : undefined,
    columns: [...columns],
    compare: readable ? compare : undefined,
    accountingMethod: method,
    canChooseMethod,
    netIncome: assembled?.netIncome ?? none(),
    incomeAccounts: assembled?.incomeAccounts ?? [],
    sections: assembled?.sections ?? [],
    inTransitAccounts: assembled?.inTransitAccounts ?? [],
    inTransit: assembled?.inTransit ?? none(),
    netChange: assembled?.netChange ?? none(),
    cashAccounts: assembled?.cashAccounts ?? [],
    cashAtStart: assembled?.cashAtStart ?? none(),
    cashAtEnd: assembled?.cashAtEnd ?? none(),
    otherAccounts: assembled?.otherAccounts ?? [],
    otherTotal: assembled?.otherTotal ?? none(),
    tie: assembled?.tie ?? { known: false, difference: { amount: undefined, compared: undefined }, causes: [] },
    ...reading,
  }
}
