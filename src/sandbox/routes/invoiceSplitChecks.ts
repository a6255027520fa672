import { errorItem, type ErrorItem } from '../service/errors'
import { invoiceTotals } from '../invoiceMath'
import { openBeforeTransaction } from '../invoicePayments'
import type { BankTransactionRecord, InvoiceRecord } from '../model'
import type { Store } from '../store'

/**
 * Decision 26's rules for a split naming `invoiceId` (run after the references are found): it pays
 * an issued invoice of the same customer, above zero and no more than is open (this transaction's
 * earlier payments of it not counted, its splits naming one invoice added up), and it posts to
 * receivable, so it names no category or GL account of its own.
 */
export function invoiceSplitIssues(store: Store, next: BankTransactionRecord): ErrorItem[] {
  const issues: ErrorItem[] = []
  const paid = new Map<string, number>()
  next.children.forEach((child, index) => {
    if (child.invoiceId === null) return
    const param = `children[${index}]`
    const invoice = store.invoices.get(child.invoiceId)
    if (!invoice) return
    if (invoice.status === 'DELETED' || invoice.lifecycle !== 'ISSUED') {
      issues.push(
        errorItem(
          'INVALID_VALUE',
          `Invoice ${invoice.invoiceNumber} is ${unpayableState(invoice)} and cannot be paid.`,
          `${param}.invoiceId`,
        ),
      )
      return
    }
    if (child.categoryId !== null)
      issues.push(
        errorItem('INVALID_VALUE', 'A split paying an invoice posts to receivable; leave out its category.', `${param}.categoryId`),
      )
    if (child.glAccountId !== null)
      issues.push(
        errorItem('INVALID_VALUE', 'A split paying an invoice posts to receivable; leave out its GL account.', `${param}.glAccountId`),
      )
    if (child.customerId !== null && child.customerId !== invoice.customerId)
      issues.push(errorItem('INVALID_VALUE', `Invoice ${invoice.invoiceNumber} is another customer’s.`, `${param}.customerId`))
    if (child.amount <= 0) {
      issues.push(errorItem('INVALID_VALUE', 'A split paying an invoice must be above zero.', `${param}.amount`))
      return
    }
    const open = openBeforeTransaction(invoiceTotals(invoice).total, invoice.payments, next.id)
    const paying = (paid.get(invoice.id) ?? 0) + child.amount
    paid.set(invoice.id, paying)
    if (paying > open) {
      issues.push(
        errorItem(
          'INVALID_VALUE',
          `Invoice ${invoice.invoiceNumber} has ${decimal(Math.max(0, open))} open; this transaction would pay ${decimal(paying)} of it.`,
          `${param}.amount`,
        ),
      )
    }
  })
  return issues
}

function unpayableState(invoice: InvoiceRecord): string {
  if (invoice.status === 'DELETED') return 'deleted'
  return invoice.lifecycle === 'DRAFT' ? 'a draft' : 'void'
}

/** Minor units as the service's messages show an amount: `1250.00`. */
function decimal(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2)
}
