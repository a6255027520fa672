// What every statement hook shares beside its figures (src/core/statements/statementTotals.ts): the
// method it reads under, the closing its reads go by, and what it says of its reading.
import type { AccountingMethod } from '../../api/types'
import { rowsReading, type StatementAccountRow, type StatementReading } from '../../core/statements/statementTotals'
import { useServiceProfile } from '../provider/provided'
import { useClosing, useClosingAskable, type ClosingState } from '../close/closing'
import type { StatementAccounts } from './statementAccounts'

export type {
  StatementAccountRow,
  StatementAccountStatus,
  StatementFigure,
  StatementReading,
  StatementTotal,
} from '../../core/statements/statementTotals'

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
