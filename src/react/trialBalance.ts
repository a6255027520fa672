import { useMemo } from 'react'
import type { AccountingMethod } from '../api/types'
import { localToday } from '../format/localToday'
import { addDays, isCalendarDate } from '../format/period'
import { normalSign, type GlAccountInfo } from './glAccounts'
import type { WalkRange } from './ledgerBalances'
import { useStatementAccounts } from './statementAccounts'
import { AS_OF_EXPECTED, StatementOptionError } from './statementColumns'
import { balanceBefore, byNumberThenName, lacksBalance, rowOf, typeOf, useAccountReads, useStatementClosing, useStatementMethod, useStatementReading, type AccountReads, type ReadPlan, type StatementAccountRow, type StatementReading } from './statementRows'

/** Options of `useTrialBalance` (and the props `<TrialBalance>` shares with it). */
export interface TrialBalanceOptions {
  /** The day the balances are at the end of, `YYYY-MM-DD`; default today where the user is. */
  asOf?: string
  /** `'ACCRUAL'` or `'CASH'`, where the service profile carries the method; default (and otherwise) the company's own. */
  accountingMethod?: AccountingMethod
  /** The host's chart of accounts; without it, the accounts the records name. */
  accounts?: readonly GlAccountInfo[]
  enabled?: boolean
}

/** An account's balance on its debit or its credit side. */
export interface TrialBalanceRow extends StatementAccountRow {
  /** The balance where debits exceed credits, else 0; `undefined` while not known. */
  debit: number | undefined
  /** The balance where credits exceed debits, else 0; `undefined` while not known. */
  credit: number | undefined
}

/** Sums of the debit and credit columns: equal when the books balance. */
export interface TrialBalanceTotals {
  debits: number
  credits: number
  /** Every account is read (and, without `accounts`, every record): the sums are final. */
  complete: boolean
  /** Accounts that could not be read: the sums leave them out. */
  leftOut: number
}

/** A trial balance, for `<TrialBalance>` or a host's own drawing; amounts in integer minor units. */
export interface TrialBalanceStatement extends StatementReading {
  asOf: string | undefined
  accountingMethod: AccountingMethod | undefined
  canChooseMethod: boolean
  /** Every account, by number then name. */
  rows: TrialBalanceRow[]
  totals: TrialBalanceTotals
  /** Debits less credits once the totals are final; `undefined` before (zero: the books balance). */
  difference: number | undefined
}

const METHODS: readonly AccountingMethod[] = ['ACCRUAL', 'CASH']

function readOptions(asOf: string | undefined, method: AccountingMethod | undefined): string | Error {
  const date = asOf ?? localToday()
  if (!isCalendarDate(date)) return new StatementOptionError('asOf', asOf, AS_OF_EXPECTED)
  if (method !== undefined && !METHODS.includes(method)) return new StatementOptionError('accountingMethod', method)
  return date
}

/** An account's row: its balance on the debit side (assets and expenses in their normal direction) or the credit side. */
function trialRow(reads: AccountReads, asOf: string): TrialBalanceRow {
  const type = typeOf(reads)
  const balance = balanceBefore(reads, addDays(asOf, 1))
  // In debits less credits: the balance as the ledger gives it, turned by the account's normal direction.
  const net = balance === undefined ? undefined : normalSign(type) * balance
  const row = rowOf(reads, [{ amount: net, compared: undefined }], type, false)
  return { ...row, debit: net === undefined ? undefined : Math.max(net, 0), credit: net === undefined ? undefined : Math.max(-net, 0) }
}

/**
 * Every account's balance at the end of `asOf` on its debit or credit side, from the `beginningBalance`
 * of a one-line GL page that starts the day after (README decision 17), or from a page of the
 * account's lines already read that tells it: at most one request per account.
 * The columns' sums are final only once every account is read; they differ only when the
 * accounts read are not the whole book, and the difference is stated.
 */
export function useTrialBalance({ asOf, accountingMethod, accounts, enabled = true }: TrialBalanceOptions = {}): TrialBalanceStatement {
  const { method, canChooseMethod } = useStatementMethod(accountingMethod)
  const read = useMemo(() => readOptions(asOf, accountingMethod), [asOf, accountingMethod])
  const date = read instanceof Error ? undefined : read
  const active = enabled && date !== undefined
  const chart = useStatementAccounts(accounts, active)
  const plan = useMemo<ReadPlan>(
    () => ({
      datesOf: () => (date ? [addDays(date, 1)] : []),
      walksOf: (reads): WalkRange[] => (date && lacksBalance(reads, addDays(date, 1)) ? [{ to: date }] : []),
    }),
    [date],
  )
  const candidates = date ? chart.accounts : []
  const reads = useAccountReads(candidates, plan, method, active, useStatementClosing())
  const rows = date ? reads.map((accountReads) => trialRow(accountReads, date)).sort(byNumberThenName) : []
  const reading = useStatementReading(rows, chart, read instanceof Error ? read : null, active, candidates.length === 0)
  const totals: TrialBalanceTotals = {
    debits: rows.reduce((sum, row) => sum + (row.status === 'failed' ? 0 : (row.debit ?? 0)), 0),
    credits: rows.reduce((sum, row) => sum + (row.status === 'failed' ? 0 : (row.credit ?? 0)), 0),
    // No date, no trial balance: nothing is final, not even a sum of nothing.
    complete: date !== undefined && chart.complete && rows.every((row) => row.status === 'read'),
    leftOut: reading.accountsFailed,
  }
  return {
    asOf: date,
    accountingMethod: method,
    canChooseMethod,
    rows,
    totals,
    difference: totals.complete ? totals.debits - totals.credits : undefined,
    ...reading,
  }
}
