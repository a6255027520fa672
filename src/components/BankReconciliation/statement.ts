import type { BankStatementReading } from '../../core/import/types'
import type { ReconciliationStatement } from '../../react/reconcile/reconciliation'

/**
 * What a reading gives the worksheet: its rows, and the balances it states when it is one
 * account's statement. A file of several accounts' statements fills no balance (one account's
 * closing is never taken for another's); its rows tick only the transactions imported from them
 * into this account (by import id).
 */
export function reconciliationStatementOf(reading: BankStatementReading | undefined): ReconciliationStatement | undefined {
  if (!reading || reading.problem) return undefined
  const statements = reading.statements ?? []
  const severalAccounts = statements.length > 1
  const balances = severalAccounts ? undefined : (statements[0]?.balances ?? reading.balances)
  return { rows: reading.rows, fileName: reading.fileName, severalAccounts, ...(balances ? { balances } : {}) }
}
