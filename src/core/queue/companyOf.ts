// The company a set of bank transactions is of, and the records of one company, on their own: the reconciliation reads it without
// the rules' module (its classes and readers would come along up front). Pure.
import type { BankTransaction, Invoice } from '../../api/types'

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

/**
 * Whether a transaction is of `companyId`, for a token that sees several companies; every one is
 * without it. One that names no company is taken as its (a service that names none has one per token).
 */
export const isOfCompany = (transaction: Pick<BankTransaction, 'company'>, companyId: string | undefined) =>
  companyId === undefined || (transaction.company?.id ?? companyId) === companyId

/** The transactions of `companyId` (`isOfCompany`): the set itself without one. */
export function transactionsOfCompany<T extends Pick<BankTransaction, 'company'>>(
  transactions: readonly T[],
  companyId: string | undefined,
): readonly T[] {
  return companyId === undefined ? transactions : transactions.filter((transaction) => isOfCompany(transaction, companyId))
}

/**
 * The invoices of the company whose chart is `accountIds`: invoices carry no company, so an invoice
 * is the company's when one of its line items posts to one of its accounts (an account id is one
 * company's). One that names no account of any line is not told as the company's.
 */
export function invoicesOfChart<T extends Pick<Invoice, 'lineItems'>>(invoices: readonly T[], accountIds: ReadonlySet<string>): T[] {
  return invoices.filter(
    (invoice) => invoice.lineItems?.some((item) => item.glAccount?.id !== undefined && accountIds.has(item.glAccount.id)) ?? false,
  )
}
