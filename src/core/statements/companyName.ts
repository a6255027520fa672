// Which bank transactions are a company's, and the name they give it: a statement without the
// host's chart reads the accounts of these records, and says whose books they are.
import type { BankTransaction } from '../../api/types'

/** The transactions of `companyId` (all of them without one); one that names no company is nobody's. */
export const ofCompany = (transactions: readonly BankTransaction[], companyId: string | undefined) =>
  companyId === undefined ? transactions : transactions.filter((transaction) => transaction?.company?.id === companyId)

/** The name the transactions give the company: `companyId`'s, or without one the single company they all name. */
export function companyNameOf(transactions: readonly BankTransaction[], companyId: string | undefined): string | undefined {
  const names = new Map<string, string>()
  for (const transaction of transactions) {
    const company = transaction?.company
    if (typeof company?.id === 'string' && typeof company.name === 'string' && company.name !== '') names.set(company.id, company.name)
  }
  if (companyId !== undefined) return names.get(companyId)
  return names.size === 1 ? [...names.values()][0] : undefined
}
