// What every statement hook shares beside its figures (src/core/statements/statementTotals.ts): the
// method it reads under, the closing its reads go by, and what it says of its reading.
import type { AccountingMethod } from '../../api/types'
import type { FigureStatus } from '../../core/statements/figureStatus'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import { rowsReading, type StatementAccountRow } from '../../core/statements/statementTotals'
import { useServiceProfile } from '../provider/provided'
import { useClosing, useClosingAskable, type ClosingState } from '../close/closing'
import type { StatementAccounts } from './statementAccounts'

export type { StatementAccountRow, StatementAccountStatus, StatementFigure, StatementTotal } from '../../core/statements/statementTotals'

/** What every statement says of its reading: its accounts' counts, whether its figures are final, its closing date, and what failed. */
export interface StatementReading {
  /** Whose accounts: the host's `accounts`, or those the records name. */
  accountsFrom: 'host' | 'records'
  /** Accounts in the statement, read and failed so far. */
  accountCount: number
  accountsRead: number
  accountsFailed: number
  /** The company's name as its records give it (bank transactions name their company): without the host's `accounts` from the records read, with them only where the bank-transaction sync is already held (no request of its own); `undefined` where none does. */
  companyName: string | undefined
  /** The accounts in the statement, read or not: without the host's `accounts`, all it could see (others may be missing). */
  accounts: GlAccountInfo[]
  /**
   * The date through which the books are closed with modifications disabled: figures on or before
   * it cannot change. `undefined` when no such claim can be made: not read yet, modifications
   * enabled, or a `companyId` the service profile cannot ask the closing of (no `closingCompanyParam`).
   */
  closingDate: string | undefined
  /**
   * `final` once every account of the host's `accounts` is read; `partial`, without `accounts`, once
   * every account the records name is read (others may be missing: never final); `counting` while
   * reading; `stopped` when some failed; `unknown` before any.
   */
  figures: FigureStatus
  isPending: boolean
  isError: boolean
  /** Why an option cannot be read, or why the records could not; per account failures are on its row. */
  error: Error | null
  /** Reads again everything that failed. */
  refetch: () => void
}

/**
 * The closing the reads go by (which balances are locked, so kept and never asked again), as the
 * cache holds it; it asks nothing itself. The statement asks for the closing once its balances are
 * read (`useStatementReading`), as before: on a first visit every date is asked anyway and the
 * locked balances are kept when the closing arrives, so reading it first would only take one of
 * the six places the balances use, a round trip on the way to the final figures. On a revisit the
 * closing comes back with the stored cache before any query runs, so the kept dates are left out
 * of the very first requests; it is asked again after the balances, like any stored answer. None
 * where the service cannot be asked `companyId`'s.
 */
export function useStatementClosing(companyId?: string): ClosingState | undefined {
  const closing = useClosing({ ...(companyId !== undefined && { companyId }), enabled: false }).data
  return useClosingAskable(companyId) ? closing : undefined
}

/**
 * A statement's reading from its rows and its chart of accounts. A failure stops the figures only
 * once nothing else is being read; the closing is read once the balances are, so it never takes
 * one of the six places they use. An option that cannot be read (`optionError`) gives no figure.
 */
export function useStatementReading(
  rows: readonly StatementAccountRow[],
  chart: StatementAccounts,
  optionError: Error | null,
  active: boolean,
  noAccounts: boolean,
  companyId?: string,
): StatementReading {
  const { accountsRead, accountsFailed, reading, anyRead, failed, figures } = rowsReading(rows, chart, optionError, noAccounts)
  const closingAskable = useClosingAskable(companyId)
  const closing = useClosing({ ...(companyId !== undefined && { companyId }), enabled: active && !reading && closingAskable })
  return {
    accountsFrom: chart.from,
    accountCount: rows.length,
    accountsRead,
    accountsFailed,
    companyName: chart.companyName,
    accounts: rows.map((row) => row.account),
    // Closed only where nothing can change it: a closing that allows changes makes no claim (README decision 22).
    closingDate: closingAskable && closing.data && !closing.data.modificationsEnabled ? closing.data.date : undefined,
    figures,
    isPending: active && !anyRead && !failed,
    isError: optionError !== null || failed,
    error: optionError ?? chart.error ?? rows.find((row) => row.error)?.error ?? null,
    refetch: () => {
      chart.refetch()
      for (const row of rows) if (row.status === 'failed') row.retry()
    },
  }
}

/** The method a statement reads under: the one asked for where the service profile carries it; otherwise the company's own (`undefined`). */
export function useStatementMethod(asked: AccountingMethod | undefined): {
  method: AccountingMethod | undefined
  canChooseMethod: boolean
} {
  const canChooseMethod = useServiceProfile().accountingMethodField !== false
  return { method: canChooseMethod ? asked : undefined, canChooseMethod }
}
