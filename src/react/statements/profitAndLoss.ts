import { useMemo } from 'react'
import type { AccountingMethod } from '../../api/types'
import { localToday } from '../../format/localToday'
import { addDays, type ChartPeriod, type DateRange } from '../../format/period'
import {
  classOfType,
  normalType,
  PROFIT_AND_LOSS_SECTIONS,
  type GlAccountInfo,
  type ProfitAndLossSectionKind,
} from '../../core/statements/glAccounts'
import {
  balanceDates,
  statementColumns,
  StatementOptionError,
  yearToDate,
  type StatementColumn,
  type StatementColumns,
  type StatementComparison,
} from '../../core/statements/statementColumns'
import { useStatementAccounts } from './statementAccounts'
import {
  activityOver,
  byNumberThenName,
  chartStatusOf,
  lacksBalance,
  useStatementClosing,
  useStatementMethod,
  useStatementReading,
  rowOf,
  rowPart,
  totalOf,
  totalPart,
  typeOf,
  useAccountReads,
  type AccountReads,
  type ChartStatus,
  type ReadPlan,
  type StatementAccountRow,
  type StatementFigure,
  type StatementReading,
  type StatementTotal,
} from './statementRows'

export type { StatementAccountRow, StatementAccountStatus, StatementFigure, StatementTotal } from './statementRows'

/** Options of `useProfitAndLoss` (and the props `<ProfitAndLoss>` shares with it). */
export interface ProfitAndLossOptions {
  /** A month (`'2026-06'`), a quarter (`'2026-Q2'`), a year (`'2026'`) or `{from, to}`; default this year to date. */
  period?: ChartPeriod
  /** One column for the period (`'total'`, the default), or one per month or quarter. */
  columns?: StatementColumns
  /** Each column beside the same dates a year earlier, or beside the period just before; default none. */
  compareTo?: StatementComparison
  /** `'ACCRUAL'` or `'CASH'`, where the service profile carries the method; default (and otherwise) the company's own. */
  accountingMethod?: AccountingMethod
  /** The host's chart of accounts; without it, the accounts the records name (said so on screen; the statement is then never final). */
  accounts?: readonly GlAccountInfo[]
  /** Give each figure as a share of its column's total income too (QuickBooks' "% of Income"), in each figure's `ofIncome`, and each compared figure as a share of the compared column's, in `comparedOfIncome`; default false. */
  percentOfIncome?: boolean
  /** The company whose books and closing the statement reads (a bookkeeper's token sees several); default the token's. */
  companyId?: string
  enabled?: boolean
}

/** A part of the profit and loss: the accounts of one kind, and their total. */
export interface ProfitAndLossSection {
  /** `other`: accounts of a type bookkit does not know (`type` names it); shown, never counted in net income. */
  kind: ProfitAndLossSectionKind | 'other'
  /** The account type of an `other` section, as the service names it (empty for accounts of no stated type). */
  type?: string
  accounts: StatementAccountRow[]
  total: StatementTotal
}

/** A profit and loss, for `<ProfitAndLoss>` or a host's own drawing; every amount in integer minor units. */
export interface ProfitAndLossStatement extends StatementReading {
  /** The period's dates; `undefined` when an option cannot be read (`error` names it). */
  range: DateRange | undefined
  columns: StatementColumn[]
  compareTo: StatementComparison | undefined
  /** The method the figures are under; `undefined`: the company's own (none was asked for, or the service profile carries none). */
  accountingMethod: AccountingMethod | undefined
  /** Whether the service profile can carry a method, so a choice of it is offered. */
  canChooseMethod: boolean
  /** Non-empty sections, in statement order; `other` sections last. */
  sections: ProfitAndLossSection[]
  /** Income less cost of goods sold; `undefined` where no account is of a cost-of-goods-sold type. */
  grossProfit: StatementTotal | undefined
  /** Gross profit less expenses (income less cost of goods sold and expenses); `undefined` where no account is of an other income or other expense type (it is net income then). */
  netOperatingIncome: StatementTotal | undefined
  /** Other income less other expenses; `undefined` where no account is of either type. */
  netOtherIncome: StatementTotal | undefined
  /** Income and other income less cost of goods sold, expenses and other expenses. */
  netIncome: StatementTotal
  /** With `percentOfIncome`: whether total income is final in every column, so each final figure's `ofIncome` is given; `undefined` without the option. */
  percentOfIncome: { final: boolean } | undefined
}

const METHODS: readonly AccountingMethod[] = ['ACCRUAL', 'CASH']

/** The columns and method the options ask for, or the error naming the option that cannot be read. */
function readOptions(
  period: ChartPeriod | undefined,
  columns: StatementColumns | undefined,
  compareTo: StatementComparison | undefined,
  method: AccountingMethod | undefined,
) {
  try {
    if (method !== undefined && !METHODS.includes(method)) throw new StatementOptionError('accountingMethod', method)
    return statementColumns(period ?? yearToDate(localToday()), columns, compareTo)
  } catch (error) {
    return error as Error
  }
}

/** A section's part in net income: +1 added, -1 taken away, 0 not counted (`other`). */
const SIGN_IN_NET_INCOME: Record<ProfitAndLossSection['kind'], 1 | -1 | 0> = {
  income: 1,
  costOfGoodsSold: -1,
  expenses: -1,
  otherIncome: 1,
  otherExpenses: -1,
  other: 0,
}

/** Whether a range's balances came without a number, so its lines are walked. */
const needsWalk = (reads: AccountReads, range: DateRange) => lacksBalance(reads, range.from) || lacksBalance(reads, addDays(range.to, 1))

/** The ranges each column reads: its own, and the one it is compared with. */
const rangesOf = (columns: readonly StatementColumn[]) =>
  columns.flatMap((column) => (column.compared ? [column, column.compared] : [column]))

/** An account's row: its activity over each column, and over what the column is compared with. */
function accountRow(reads: AccountReads, columns: readonly StatementColumn[], type: string | undefined): StatementAccountRow {
  const figures = columns.map((column) => ({
    amount: activityOver(reads, column),
    compared: column.compared ? activityOver(reads, column.compared) : undefined,
  }))
  return rowOf(
    reads,
    figures,
    type,
    columns.some((column) => column.compared !== undefined),
  )
}

/** The subtotals QuickBooks Online shows between the sections, each where the sections it sums exist. */
function subtotals(sections: ReadonlyMap<string, ProfitAndLossSection>, comparing: readonly boolean[], accountsKnown: ChartStatus) {
  const sum = (kinds: ReadonlyArray<ProfitAndLossSectionKind>) =>
    totalOf(
      kinds.flatMap((kind) => {
        const section = sections.get(kind)
        return section ? [totalPart(section.total, SIGN_IN_NET_INCOME[kind])] : []
      }),
      comparing,
      accountsKnown,
    )
  const has = (...kinds: ProfitAndLossSectionKind[]) => kinds.some((kind) => sections.has(kind))
  // Below the line only where something is: without other income or expenses, net operating income is net income.
  const belowTheLine = has('otherIncome', 'otherExpenses')
  return {
    grossProfit: has('costOfGoodsSold') ? sum(['income', 'costOfGoodsSold']) : undefined,
    netOperatingIncome:
      belowTheLine && has('income', 'costOfGoodsSold', 'expenses') ? sum(['income', 'costOfGoodsSold', 'expenses']) : undefined,
    netOtherIncome: belowTheLine ? sum(['otherIncome', 'otherExpenses']) : undefined,
  }
}

/** `amount` as a share of `income`; none of an income that is zero or not known. */
const shareOf = (amount: number | undefined, income: number | undefined) =>
  amount !== undefined && income !== undefined && income !== 0 ? amount / income : undefined

/**
 * Each figure with its share of its column's income, and its compared figure with its share of the
 * compared column's (QuickBooks' "% of Income" beside each), given only once that income and the
 * figure itself (`own`) are final, and the income is not zero.
 */
function sharesOf(income: StatementTotal | undefined, final: boolean) {
  return (figures: readonly StatementFigure[], own: boolean): StatementFigure[] =>
    figures.map((figure, index) => {
      if (!final || !own) return figure
      const ofIncome = shareOf(figure.amount, income?.figures[index]?.amount)
      const comparedOfIncome = shareOf(figure.compared, income?.figures[index]?.compared)
      return {
        ...figure,
        ...(ofIncome !== undefined && { ofIncome }),
        ...(comparedOfIncome !== undefined && { comparedOfIncome }),
      }
    })
}

/** The statement's sections, subtotals and net income from each account's reads; `accountsKnown`: whether an account may still join, or may be missing. */
function assemble(
  reads: readonly AccountReads[],
  columns: readonly StatementColumn[],
  accountsKnown: ChartStatus,
  percentOfIncome: boolean,
) {
  const comparing = columns.map((column) => column.compared !== undefined)
  const sections = new Map<string, ProfitAndLossSection>()
  for (const accountReads of reads) {
    const type = typeOf(accountReads)
    const typeClass = classOfType(type)
    if (typeClass === 'balanceSheet') continue
    const kind = typeClass === 'other' ? 'other' : typeClass
    const key = kind === 'other' ? `other:${normalType(type ?? '')}` : kind
    let section = sections.get(key)
    if (!section) {
      section = {
        kind,
        ...(kind === 'other' && { type: type ?? '' }),
        accounts: [],
        total: { figures: [], status: 'unknown', complete: false, leftOut: 0, reading: false },
      }
      sections.set(key, section)
    }
    section.accounts.push(accountRow(accountReads, columns, type))
  }
  const ordered = [
    ...PROFIT_AND_LOSS_SECTIONS.flatMap((kind) => sections.get(kind) ?? []),
    ...[...sections.entries()].filter(([key]) => key.startsWith('other:')).map(([, section]) => section),
  ]
  for (const section of ordered) {
    section.accounts.sort(byNumberThenName)
    section.total = totalOf(
      section.accounts.map((row) => rowPart(row)),
      comparing,
      accountsKnown,
    )
  }
  const inNetIncome = ordered.filter((section) => SIGN_IN_NET_INCOME[section.kind] !== 0)
  const netIncome = totalOf(
    inNetIncome.map((section) => totalPart(section.total, SIGN_IN_NET_INCOME[section.kind])),
    comparing,
    accountsKnown,
  )
  const lines = { ...subtotals(sections, comparing, accountsKnown), netIncome }
  if (!percentOfIncome) return { sections: ordered, ...lines, percentOfIncome: undefined }
  // Without income accounts there is no share to give: that is final once no account may still join.
  const income = sections.get('income')?.total
  const final = income ? income.complete && income.leftOut === 0 : accountsKnown === 'final'
  const shares = sharesOf(income, final)
  const shared = (total: StatementTotal): StatementTotal => ({
    ...total,
    figures: shares(total.figures, total.complete && total.leftOut === 0),
  })
  return {
    sections: ordered.map((section) => ({
      ...section,
      accounts: section.accounts.map((row) => ({ ...row, figures: shares(row.figures, row.status === 'read') })),
      total: shared(section.total),
    })),
    grossProfit: lines.grossProfit && shared(lines.grossProfit),
    netOperatingIncome: lines.netOperatingIncome && shared(lines.netOperatingIncome),
    netOtherIncome: lines.netOtherIncome && shared(lines.netOtherIncome),
    netIncome: shared(lines.netIncome),
    percentOfIncome: { final },
  }
}

/**
 * The profit and loss of a period from the ledger's own balances (README decision 17): each
 * account's activity over a column is its balance after the column's last day less its balance
 * before its first, all read from one page of its lines (a busy account's dates past it from
 * one-line pages), so the requests follow the accounts, never the transactions (at most six in
 * flight; a balance inside a closed, locked period kept and never asked again). A service that gives no `beginningBalance` has the column's lines
 * walked instead. Accounts fill in as they arrive; a total is `complete` only once every account
 * in it is read, and a failed account is left out of the totals and says so on its row.
 */
export function useProfitAndLoss({
  period,
  columns: columnsOption,
  compareTo,
  accountingMethod,
  accounts,
  percentOfIncome = false,
  companyId,
  enabled = true,
}: ProfitAndLossOptions = {}): ProfitAndLossStatement {
  const { method, canChooseMethod } = useStatementMethod(accountingMethod)
  // The options are read again only when they change: a `{from, to}` literal is compared by its dates.
  const periodKey = typeof period === 'object' && period !== null ? `${String(period.from)}/${String(period.to)}` : period
  const read = useMemo(
    () => readOptions(period, columnsOption, compareTo, accountingMethod),
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- a `{from, to}` literal is a new object each render: its dates are listed
    [periodKey, columnsOption, compareTo, accountingMethod],
  )
  const readable = !(read instanceof Error)
  const columns = useMemo(() => (readable ? read.columns : []), [readable, read])
  const chart = useStatementAccounts(accounts, enabled && readable, companyId)
  const dates = useMemo(() => balanceDates(columns), [columns])
  const active = enabled && readable
  // Accounts of a balance-sheet type are not asked for; those of no stated type are, and their lines tell theirs.
  // Options that cannot be read give no statement: no account is shown as read when there is nothing to read.
  const candidates = useMemo(
    () => (readable ? chart.accounts.filter((account) => classOfType(account.type) !== 'balanceSheet') : []),
    [readable, chart.accounts],
  )
  // Where the service sent no beginningBalance, each range of that account is walked from its lines.
  const plan = useMemo<ReadPlan>(
    () => ({ datesOf: () => dates, walksOf: (reads) => rangesOf(columns).filter((range) => needsWalk(reads, range)) }),
    [dates, columns],
  )
  const reads = useAccountReads(candidates, plan, method, active, useStatementClosing(companyId))

  // Without the host's accounts, records still being read may name more: until they are, no total is complete.
  // Without them, every account the records name read still leaves the chart unknown: no total is final.
  const {
    sections,
    netIncome,
    grossProfit,
    netOperatingIncome,
    netOtherIncome,
    percentOfIncome: shares,
  } = assemble(reads, columns, readable ? chartStatusOf(chart) : 'counting', percentOfIncome)
  const rows = sections.flatMap((section) => section.accounts)
  const reading = useStatementReading(rows, chart, readable ? null : read, active, candidates.length === 0, companyId)
  return {
    range: readable ? read.range : undefined,
    columns: [...columns],
    compareTo: readable ? compareTo : undefined,
    accountingMethod: method,
    canChooseMethod,
    sections,
    grossProfit,
    netOperatingIncome,
    netOtherIncome,
    netIncome,
    percentOfIncome: shares,
    ...reading,
  }
}
