import type { BankAccountRecord, BankTransactionRecord, GlAccountRecord } from './model'
import type { Store } from './store'

/** Display names the service composes from several fields, in one place so every answer agrees. */

/** `Business Checking ••4821`. */
export function bankAccountDisplayName(account: BankAccountRecord): string {
  return `${account.name} ••${account.mask}`
}

/** `5000 Ingredients & Packaging`. */
export function glAccountDisplayName(account: GlAccountRecord): string {
  return `${account.accountNo} ${account.name}`
}

/** Who the money went to or came from, else what the bank said. */
export function bankTransactionDisplayName(store: Store, transaction: BankTransactionRecord): string {
  if (transaction.vendorId !== null) {
    const vendor = store.vendors.get(transaction.vendorId)
    if (vendor) return vendor.name
  }
  if (transaction.customerId !== null) {
    const customer = store.customers.get(transaction.customerId)
    if (customer) return customer.name
  }
  return transaction.description
}
