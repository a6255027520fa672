// The profit and loss's assembly: each income and expense account's activity over each column,
// the sections in QuickBooks Online's order, the subtotals between them, net income, and each
// figure's share of its column's income.
import type { AccountingMethod } from '../../api/types'
import type { ByDimension, DimensionColumn } from './byDimension'
import type { ChartPeriod, DateRange } from '../../format/period'
import { classOfType, normalType, PROFIT_AND_LOSS_SECTIONS, type ProfitAndLossSectionKind } from './glAccounts'
import { activityOver, typeOf, walksOverRanges, type AccountReads, type ReadPlan } from './ledgerReads'
import { balanceDates, rangesOf, statementColumns, StatementOptionError } from './statementColumns'
import type { StatementColumn, StatementColumns, StatementComparison } from './statementColumns'
import { byNumberThenName, checkMethod, isWhole, noTotal, optionsOrError, rowOf, rowPart, totalOf, totalPart } from './statementTotals'
import type { ChartStatus, StatementAccountRow, StatementFigure, StatementReading, StatementTotal } from './statementTotals'

/** A part of the profit and loss: the accounts of one kind, and their total. */
export interface ProfitAndLossSection {
  /** `other`: accounts of a type bookkit does not know (`type` names it); shown, never counted in net income. */
  kind: ProfitAndLossSectionKind | 'other'
  /** The account type of an `other` section, as the service names it (empty for accounts of no stated type). */
  type?: string
  accounts: StatementAccountRow[]
  total: StatementTotal
}

/** A column of the profit and loss: a month, a quarter or the period; split by a dimension, a value's, the lines of none, or the total, each over the whole period. */
export type ProfitAndLossColumn = StatementColumn & {
  /** What the column holds of the dimension the statement is split by (`by`); `undefined` without `by`. */
  dimension?: DimensionColumn
}

/** A profit and loss, for `<ProfitAndLoss>` or a host's own drawing; every amount in integer minor units. */
export interface ProfitAndLossStatement extends StatementReading {
  /** The period's dates; `undefined` when an option cannot be read (`error` names it). */
  range: DateRange | undefined
  /** Without `by`, the period's months, quarters or whole; with it, each shown value's column (each parent before its children), then `notSpecified` (or `otherValues`), then `total`. Each row's `figures[i]` is `columns[i]`'s. */
  columns: ProfitAndLossColumn[]
  compareTo: StatementComparison | undefined
  /** How the statement is split by a dimension (`by`): its values, those shown, those past the column limit, the lines shared by two; `undefined` without `by`. */
  by: ByDimension | undefined
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

/** The profit and loss's figures, with every row read (for its reading, never returned). */
export type ProfitAndLossFigures = Pick<
  ProfitAndLossStatement,
  'sections' | 'grossProfit' | 'netOperatingIncome' | 'netOtherIncome' | 'netIncome' | 'percentOfIncome'
> & { readRows: StatementAccountRow[] }

/** What `by` takes, as its error says it: a statement split by a dimension has one column per value over the whole period. */
const BY_EXPECTED = 'a dimension id, with columns "total" and no compareTo'

/** The columns the options ask for (`period` already defaulted), or the error naming the option that cannot be read. */
export const readProfitAndLossOptions = (
  period: ChartPeriod,
  columns: StatementColumns | undefined,
  compareTo: StatementComparison | undefined,
  method: AccountingMethod | undefined,
  by?: string,
) =>
  optionsOrError(() => {
    checkMethod(method)
    if (by !== undefined && (typeof by !== 'string' || by === '' || (columns ?? 'total') !== 'total' || compareTo !== undefined))
      throw new StatementOptionError('by', by, BY_EXPECTED)
    return statementColumns(period, columns, compareTo)
  })

/** A section's part in net income: +1 added, -1 taken away, 0 not counted (`other`). */
const SIGN_IN_NET_INCOME: Record<ProfitAndLossSection['kind'], 1 | -1 | 0> = {
  income: 1,
  costOfGoodsSold: -1,
  expenses: -1,
  otherIncome: 1,
  otherExpenses: -1,
  other: 0,
}

/** The accounts the profit and loss asks for: none of a balance-sheet type; those of no stated type are, and their lines tell theirs. */
export const isProfitAndLossCandidate = (account: { type?: string | undefined }) => classOfType(account.type) !== 'balanceSheet'

/** What the profit and loss reads of each account: its balances on the columns' dates, and each range walked where the service sent no beginningBalance. */
export function profitAndLossPlan(columns: readonly StatementColumn[]): ReadPlan {
  const dates = balanceDates(columns)
  const ranges = rangesOf(columns)
  return { datesOf: () => dates, walksOf: (reads) => walksOverRanges(reads, ranges) }
}

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

/** An account's row from its reads and its type: its activity over each column, unless a statement split by a dimension makes its own. */
export type AccountRowOf = (reads: AccountReads, type: string | undefined) => StatementAccountRow

function sectionsAndLines(
  reads: readonly AccountReads[],
  columns: readonly StatementColumn[],
  accountsKnown: ChartStatus,
  percentOfIncome: boolean,
  rowOfAccount: AccountRowOf,
): Omit<ProfitAndLossFigures, 'readRows'> {
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
        total: noTotal(),
      }
      sections.set(key, section)
    }
    section.accounts.push(rowOfAccount(accountReads, type))
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
  const final = income ? isWhole(income) : accountsKnown === 'final'
  const shares = sharesOf(income, final)
  const shared = (total: StatementTotal): StatementTotal => ({
    ...total,
    figures: shares(total.figures, isWhole(total)),
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

/** The statement's sections, subtotals and net income from each account's reads; `accountsKnown`: whether an account may still join, or may be missing. */
export function assembleProfitAndLoss(
  reads: readonly AccountReads[],
  columns: readonly StatementColumn[],
  accountsKnown: ChartStatus,
  percentOfIncome: boolean,
  rowOfAccount: AccountRowOf = (accountReads, type) => accountRow(accountReads, columns, type),
): ProfitAndLossFigures {
  const figures = sectionsAndLines(reads, columns, accountsKnown, percentOfIncome, rowOfAccount)
  return { ...figures, readRows: figures.sections.flatMap((section) => section.accounts) }
}
