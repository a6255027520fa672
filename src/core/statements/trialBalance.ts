// The trial balance's assembly: every account's balance on its debit or credit side (income and
// expenses this fiscal year to date), retained earnings as a line of its own, the accounts no side
// fits shown apart, and the columns' sums with how final they are.
import type { AccountingMethod } from '../../api/types'
import type { DateRange } from '../../format/period'
import { balanceAt, earningsOf, earningsTotals, placeOf, type AccountEarnings } from './dayStatements'
import type { FigureStatus } from './figureStatus'
import { normalSign } from './glAccounts'
import { typeOf, type AccountReads } from './ledgerReads'
import type { StatementDates } from './statementColumns'
import { byNumberThenName, noTotal, rowOf, rowPart, totalOf, totalPart } from './statementTotals'
import type { ChartStatus, StatementAccountRow, StatementReading, StatementTotal } from './statementTotals'

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

/** The trial balance's figures, with every row read (for its reading, never returned). */
export type TrialBalanceFigures = Pick<TrialBalanceStatement, 'rows' | 'retainedEarnings' | 'unplaced' | 'totals' | 'difference'> & {
  readRows: StatementAccountRow[]
}

/** Debits less credits as a row's two sides. */
function sides(net: number): { debit: number; credit: number }
function sides(net: number | undefined): { debit: number | undefined; credit: number | undefined }
function sides(net: number | undefined) {
  return { debit: net === undefined ? undefined : Math.max(net, 0), credit: net === undefined ? undefined : Math.max(-net, 0) }
}

/** In debits less credits: a figure in the account's normal direction, turned by it. */
const netOf = (amount: number | undefined, type: string | undefined) => (amount === undefined ? undefined : normalSign(type) * amount)

/** A trial balance of nothing: its date cannot be read, so not even a sum of nothing is final. */
export const noTrialBalance = (): TrialBalanceFigures => ({
  rows: [],
  retainedEarnings: { total: noTotal(), debit: 0, credit: 0, failed: [], at: 0 },
  unplaced: [],
  totals: { debits: 0, credits: 0, status: 'counting', complete: false, leftOut: 0, unplaced: 0 },
  difference: undefined,
  readRows: [],
})

/**
 * Each account's row (income and expenses this fiscal year to date) on its debit or credit side,
 * retained earnings placed after the equity accounts, the accounts whose type says no side shown
 * apart (never guessed onto one), and the sums, whose difference is given once they are final.
 */
export function assembleTrialBalance(
  reads: readonly AccountReads[],
  dates: StatementDates,
  accountsKnown: ChartStatus,
): TrialBalanceFigures {
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
  // The sums of the two columns: a failed account adds nothing and is left out; the accounts on no
  // side are counted in how final the sums are, never in them. Final only once every account is read.
  const readRows = [...rows, ...unplaced]
  const sums = totalOf([...readRows.map((row) => rowPart(row)), { ...totalPart(total), leftOut: 0 }], [], accountsKnown)
  const counted = (row: TrialBalanceRow, side: 'debit' | 'credit') => (row.status === 'failed' ? 0 : (row[side] ?? 0))
  const totals: TrialBalanceTotals = {
    debits: rows.reduce((sum, row) => sum + counted(row, 'debit'), retainedEarnings.debit),
    credits: rows.reduce((sum, row) => sum + counted(row, 'credit'), retainedEarnings.credit),
    status: sums.status,
    complete: sums.complete,
    leftOut: readRows.filter((row) => row.status === 'failed').length,
    unplaced: unplaced.length,
  }
  return {
    rows,
    unplaced,
    retainedEarnings,
    totals,
    difference: totals.complete ? totals.debits - totals.credits : undefined,
    readRows,
  }
}
