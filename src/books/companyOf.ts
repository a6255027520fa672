// The company a set of bank transactions is of, on its own: the reconciliation reads it without
// the rules' module (its classes and readers would come along up front). Pure.
import type { BankTransaction } from '../api/types'

/** The company whose rules are meant where none is named: the one company a set's transactions name, else `default`. */
export function rulesCompanyOf(transactions: readonly Pick<BankTransaction, 'company'>[] | undefined, companyId?: string): string {
  if (companyId) return companyId
  let only: string | undefined
  for (const transaction of transactions ?? []) {
    const id = transaction.company?.id
    if (!id) continue
    if (only !== undefined && only !== id) return 'default'
    only = id
  }
  return only ?? 'default'
}

/** A statement import's company: the one given, else the one the account's transactions name (else the whole set's). */
export function importCompanyOf(transactions: readonly BankTransaction[] | undefined, bankAccountId: string, companyId?: string): string {
  if (companyId) return companyId
  const ofAccount = (transactions ?? []).filter((transaction) => transaction.bankAccount?.id === bankAccountId)
  return rulesCompanyOf(ofAccount.length > 0 ? ofAccount : transactions)
}
