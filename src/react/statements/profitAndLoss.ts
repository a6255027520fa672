import { useMemo } from 'react'
import type { AccountingDimensionValue, AccountingMethod } from '../../api/types'
import { localToday } from '../../format/localToday'
import type { ChartPeriod, DateRange } from '../../format/period'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import {
  assembleProfitAndLoss,
  isProfitAndLossCandidate,
  profitAndLossPlan,
  readProfitAndLossOptions,
  type ProfitAndLossFigures,
  type ProfitAndLossStatement,
} from '../../core/statements/profitAndLoss'
import { yearToDate, type StatementColumn, type StatementColumns, type StatementComparison } from '../../core/statements/statementColumns'
import { useStatementOf, useStatementReads } from './statementHook'
import { useSplit } from './profitAndLossBy'
import { DEFAULT_VALUE_COLUMNS } from '../../core/statements/byDimension'

export type { StatementAccountRow, StatementAccountStatus, StatementFigure, StatementTotal } from './statementRows'
export type { ProfitAndLossColumn, ProfitAndLossSection, ProfitAndLossStatement } from '../../core/statements/profitAndLoss'
export type { ByDimension, DimensionColumn, DimensionColumnKind, DimensionColumnValue } from '../../core/statements/byDimension'

/** What the assembly gives the hook: the figures, and the columns they are in (the split's, or the options'). */
type ShownFigures = Omit<ProfitAndLossFigures, 'readRows'> & Pick<ProfitAndLossStatement, 'columns' | 'by'>

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
  /** A dimension's id (a class, location or project): one column per value, the lines of none ("Not specified"), and the total; the period whole, without `compareTo`. */
  by?: string
  /** With `by`, only these values (and those nested under them), the lines of the others in one "Other values" column ("Downtown shop only"). */
  byValues?: readonly string[]
  /** With `by`, the host's values of its dimensions, as `<GeneralLedger>`'s `filterOptions.dimensionValues` takes them (a value nested under another as the parent with `child`); the records' values join them. */
  dimensionValues?: readonly AccountingDimensionValue[]
  /** With `by`, the value columns read and shown at most; the rest are named in `by.more` (default 8). */
  maxValueColumns?: number
  enabled?: boolean
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
  by,
  byValues,
  dimensionValues,
  maxValueColumns = DEFAULT_VALUE_COLUMNS,
  enabled = true,
}: ProfitAndLossOptions = {}): ProfitAndLossStatement {
  // The options are read again only when they change: a `{from, to}` literal is compared by its dates.
  const periodKey = typeof period === 'object' && period !== null ? `${String(period.from)}/${String(period.to)}` : period
  const read = useMemo(
    () => readProfitAndLossOptions(period ?? yearToDate(localToday()), columnsOption, compareTo, accountingMethod, by),
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- a `{from, to}` literal is a new object each render: its dates are listed
    [periodKey, columnsOption, compareTo, accountingMethod, by],
  )
  const plan = useMemo(() => profitAndLossPlan(read instanceof Error ? [] : read.columns), [read])
  // Without the host's accounts, records still being read may name more: until they are, no total is complete.
  const reads = useStatementReads(
    {
      accountingMethod,
      accounts,
      companyId,
      enabled,
      // Split, the host's values are the dimension's (the records already on the page add theirs); without them, the records name them.
      withRecords: by === undefined ? false : dimensionValues === undefined ? true : 'watched',
    },
    { read, plan, candidatesOf: (chart) => chart.accounts.filter(isProfitAndLossCandidate) },
  )
  const split = useSplit({ by, byValues, dimensionValues, maxValueColumns, percentOfIncome }, reads)
  const { assemble } = split
  const statement = useStatementOf<{ range: DateRange; columns: StatementColumn[] }, ShownFigures>(
    // Split, nothing is shown before its code is here: no column of it is known yet.
    assemble || by === undefined ? reads : { ...reads, read: undefined },
    assemble ??
      ((accountReads, { columns }, accountsKnown) => ({
        ...assembleProfitAndLoss(accountReads, columns, accountsKnown, percentOfIncome),
        columns: [...columns],
        by: undefined,
      })),
    () => ({ ...assembleProfitAndLoss([], [], 'counting', percentOfIncome), columns: [], by: undefined }),
  )
  return {
    range: reads.read?.range,
    compareTo: reads.read ? compareTo : undefined,
    ...statement.statement,
    ...(split.error && { isError: true, error: split.error }),
  }
}
