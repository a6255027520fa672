import type { AccountingMethod } from '../../api/types'
import type { DateRange } from '../../format/period'
import { balanceAt, earningsOf, earningsTotals, placeOf, useDayReads, type AccountEarnings } from './dayStatements'
import { normalSign, type GlAccountInfo } from '../../core/statements/glAccounts'
import type { FiscalYearStart, StatementDates } from '../../core/statements/statementColumns'
import type { FigureStatus } from '../../core/statements/figureStatus'
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
  type StatementReading,
  type StatementTotal,
} from './statementRows'

/** Options of `useTrialBalance` (and the props `<TrialBalance>` shares with it). */
export interface TrialBalanceOptions {
  /** The day the balances are at the end of, `YYYY-MM-DD`; default today where the user is. */
  asOf?: string
  /** `'ACCRUAL'` or `'CASH'`, where the service profile carries the method; default (and otherwise) the company's own. */
  accountingMethod?: AccountingMethod
  /** The host's chart of accounts; without it, the accounts the records name (the sums are then never final). */
  accounts?: readonly GlAccountInfo[]
  /** The month and day the fiscal year starts on; default January 1. Income and expenses are this fiscal year's; earlier years' are retained earnings. */
  fiscalYearStart?: FiscalYearStart
  /** The company whose books and closing the statement reads (a bookkeeper's token sees several); default the token's. */
  companyId?: string
  enabled?: boolean
}

/** An account's balance on its debit or its credit side: an income or expense account's this fiscal year to date. */
export interface TrialBalanceRow extends StatementAccountRow {
  /** The balance where debits exceed credits, else 0; `undefined` while not known. */
  debit: number | undefined
  /** The balance where credits exceed debits, else 0; `undefined` while not known. */
  credit: number | undefined
}

/** Retained earnings: every year's income less expenses before this fiscal year's, computed from the income and expense accounts (no account: it opens no ledger). */
export interface TrialBalanceRetainedEarnings {
  /** Income less expenses; final once `complete` (every account behind it is read), a sum so far before, leaving out those that failed. */
  total: StatementTotal
  /** On the debit side (a loss); so far until `total.complete`. */
  debit: number
  /** On the credit side (earnings); so far until `total.complete`. */
  credit: number
  /** The income and expense accounts behind it that could not be read. */
  failed: StatementAccountRow[]
  /** Where it stands among `rows`: before the row of this index (after the equity accounts). */
  at: number
}

/** Sums of the debit and credit columns: equal when the books balance. */
export interface TrialBalanceTotals {
  debits: number
  credits: number
  /** `final` once every account of the host's chart is read; `partial` without `accounts` once every account the records name is (others may be missing); `counting`, `stopped` as a statement's. */
  status: FigureStatus
  /** `status` is `final`: the sums are final. */
  complete: boolean
  /** Accounts that could not be read: the sums leave them out. */
  leftOut: number
  /** Accounts whose type says no side (`unplaced`): the sums leave them out. */
  unplaced: number
}

/** A trial balance, for `<TrialBalance>` or a host's own drawing; amounts in integer minor units. */
export interface TrialBalanceStatement extends StatementReading {
  asOf: string | undefined
  /** The fiscal year to `asOf`: what the income and expense accounts' figures cover. */
  fiscalYear: DateRange | undefined
  accountingMethod: AccountingMethod | undefined
  canChooseMethod: boolean
  /** Every account whose type (the host's, or else its ledger's) says its side, by number then name. */
  rows: TrialBalanceRow[]
  /** Prior years' net income, a line among the rows. */
  retainedEarnings: TrialBalanceRetainedEarnings
  /** Accounts whose type neither the host nor the ledger gives a side: each balance as the ledger gives it, on no side. */
  unplaced: StatementAccountRow[]
  totals: TrialBalanceTotals
  /** Debits less credits once the totals are final; `undefined` before, and always without the host's `accounts` (zero: the books balance). */
  difference: number | undefined
}

/** Debits less credits as a row's two sides. */
function sides(net: number): { debit: number; credit: number }
function sides(net: number | undefined): { debit: number | undefined; credit: number | undefined }
function sides(net: number | undefined) {
  return { debit: net === undefined ? undefined : Math.max(net, 0), credit: net === undefined ? undefined : Math.max(-net, 0) }
}

/** In debits less credits: a figure in the account's normal direction, turned by it. */
const netOf = (amount: number | undefined, type: string | undefined) => (amount === undefined ? undefined : normalSign(type) * amount)

/** Each account's row (income and expenses this fiscal year to date), retained earnings, and the accounts no side fits. */
function assemble(reads: readonly AccountReads[], dates: StatementDates, accountsKnown: ChartStatus) {
  const rows: TrialBalanceRow[] = []
  const unplaced: StatementAccountRow[] = []
  const earnings: AccountEarnings[] = []
  for (const accountReads of reads) {
    const type = typeOf(accountReads)
    const place = placeOf(type)
    if ('other' in place) {
      // Its balance is in a direction its type does not say: shown apart, on no side.
      unplaced.push(rowOf(accountReads, [{ amount: balanceAt(accountReads, dates.asOf), compared: undefined }], type, false))
    } else if ('income' in place) {
      const accountEarnings = earningsOf(accountReads, type, place.income, dates)
      earnings.push(accountEarnings)
      rows.push({ ...accountEarnings.year, ...sides(netOf(accountEarnings.year.figures[0]?.amount, type)) })
    } else {
      const row = rowOf(accountReads, [{ amount: balanceAt(accountReads, dates.asOf), compared: undefined }], type, false)
      rows.push({ ...row, ...sides(netOf(row.figures[0]?.amount, type)) })
    }
  }
  rows.sort(byNumberThenName)
  unplaced.sort(byNumberThenName)
  const { retainedEarnings: total } = earningsTotals(earnings, false, accountsKnown)
  // Income less expenses is a credit when positive.
  const net = -(total.figures[0]?.amount ?? 0)
  const equity = rows.map((row) => placeOf(row.account.type)).map((place) => 'side' in place && place.side === 'equity')
  const lastEquity = equity.lastIndexOf(true)
  const firstEarnings = rows.findIndex((row) => 'income' in placeOf(row.account.type))
  const retainedEarnings: TrialBalanceRetainedEarnings = {
    total,
    ...sides(net),
    failed: earnings.filter(({ year }) => year.status === 'failed').map(({ year }) => year),
    at: lastEquity >= 0 ? lastEquity + 1 : firstEarnings >= 0 ? firstEarnings : rows.length,
  }
  return { rows, unplaced, retainedEarnings }
}

const NO_EARNINGS: TrialBalanceRetainedEarnings = {
  total: { figures: [], status: 'unknown', complete: false, leftOut: 0, reading: false },
  debit: 0,
  credit: 0,
  failed: [],
  at: 0,
}

/**
 * Every account's balance at the end of `asOf` on its debit or credit side, as QuickBooks' and
 * Xero's trial balances give it: balance-sheet accounts to the day, income and expense accounts
 * this fiscal year to date (the profit and loss's figures), and every earlier year's income less
 * expenses as a Retained earnings line, so it ties to both statements. Each balance is the
 * balance before the day after `asOf` (and the fiscal year's start for income and expenses), read
 * from one page of the account's lines (README decision 17). An account whose type says no side is shown apart,
 * never guessed onto one. The sums are final only once every account is read; they differ only when
 * the accounts read are not the whole book, and the difference is stated.
 */
export function useTrialBalance({
  asOf,
  accountingMethod,
  accounts,
  fiscalYearStart,
  companyId,
  enabled = true,
}: TrialBalanceOptions = {}): TrialBalanceStatement {
  const { method, canChooseMethod, optionError, dates, active, chart, noAccounts, reads } = useDayReads({
    asOf,
    compareTo: undefined,
    fiscalYearStart,
    accountingMethod,
    accounts,
    companyId,
    enabled,
  })
  // No date, no trial balance: nothing is final, not even a sum of nothing.
  const chartStatus: ChartStatus = dates === undefined ? 'counting' : chartStatusOf(chart)
  const assembled = dates ? assemble(reads, dates, chartStatus) : undefined
  const rows = assembled?.rows ?? []
  const unplaced = assembled?.unplaced ?? []
  const retainedEarnings = assembled?.retainedEarnings ?? NO_EARNINGS
  const reading = useStatementReading([...rows, ...unplaced], chart, optionError, active, noAccounts, companyId)
  const counted = (row: TrialBalanceRow, side: 'debit' | 'credit') => (row.status === 'failed' ? 0 : (row[side] ?? 0))
  const sums = totalOf(
    dates === undefined ? [] : [...[...rows, ...unplaced].map((row) => rowPart(row)), { ...totalPart(retainedEarnings.total), leftOut: 0 }],
    [],
    chartStatus,
  )
  const totals: TrialBalanceTotals = {
    debits: rows.reduce((sum, row) => sum + counted(row, 'debit'), retainedEarnings.debit),
    credits: rows.reduce((sum, row) => sum + counted(row, 'credit'), retainedEarnings.credit),
    status: sums.status,
    complete: sums.complete,
    leftOut: reading.accountsFailed,
    unplaced: unplaced.length,
  }
  return {
    asOf: dates?.asOf,
    fiscalYear: dates?.fiscalYear,
    accountingMethod: method,
    canChooseMethod,
    rows,
    retainedEarnings,
    unplaced,
    totals,
    difference: totals.complete ? totals.debits - totals.credits : undefined,
    ...reading,
  }
}
