import type { BankStatementReading } from '../../import/types'
import type { ReconciliationStatement } from '../../react/reconciliation'
import { matchingStatement } from '../BankStatementImport/statements'
import type { ReconciliationBankAccount } from './types'

/**
 * What a reading gives the worksheet for `account`: its rows (those of the account's statement, in a
 * file of several) and the balances that statement states. In a file of several accounts where none
 * is the account's alone, the rows still tick what they are (each ticks only this account's
 * transactions) but no balance fills the form: one account's closing is never taken for another's.
 */
export function reconciliationStatementOf(
  reading: BankStatementReading | undefined,
  account: ReconciliationBankAccount | undefined,
): ReconciliationStatement | undefined {
  if (!reading || reading.problem) return undefined
  const statements = reading.statements ?? []
  const several = statements.length > 1
  const index = several ? matchingStatement(statements, { names: [account?.name, account?.description] }) : undefined
  const rows = index === undefined ? reading.rows : reading.rows.filter((row) => (row.statement ?? 0) === index)
  const balances = several ? (index === undefined ? undefined : statements[index]?.balances) : (statements[0]?.balances ?? reading.balances)
  return { rows, fileName: reading.fileName, ...(balances ? { balances } : {}) }
}
