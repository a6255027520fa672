// A statement as the worksheet reads it: which rows tick, and which balances fill the form. Pure.
import type { BankStatementReading, StatementBalance, StatementRow } from '../import/types'

/** A statement the reconciliation reads: its rows tick what they are, its balances fill the form. */
export interface ReconciliationStatement {
  rows: readonly StatementRow[]
  /** The balances the statement states (OFX `LEDGERBAL`, CAMT `OPBD`/`CLBD`). */
  balances?: { opening?: StatementBalance; closing?: StatementBalance }
  fileName?: string
  /** A file of several accounts' statements: its rows tick only by import id (an amount and date alone may be another account's). */
  severalAccounts?: boolean
}

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
