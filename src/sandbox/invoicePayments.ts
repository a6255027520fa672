import type { BankTransactionRecord, BankTransactionSplit, InvoicePayment } from './model'
import type { Store } from './store'

/**
 * Decision 26: a bank transaction's split naming `invoiceId` records a payment of that invoice,
 * dated on the transaction's date. The transaction owns the payments it records: saving it again
 * replaces them, deleting it removes them, and the invoice owes again what they paid.
 */

/** The payment's id, stable for as long as the split keeps its id (`btxn_000123_1` → `ptxn_000123_1`). */
function invoicePaymentId(split: BankTransactionSplit): string {
  return `ptxn_${split.id.slice(split.id.indexOf('_') + 1)}`
}

/**
 * Replaces the payments `previous` (the transaction as it was stored, if it was) recorded with those
 * `next` records (nothing when it is deleted). An invoice's own lines do not change: a payment from
 * the bank posts with its transaction (posting.ts), so only the transaction is reposted.
 */
export function recordInvoicePayments(
  store: Store,
  previous: BankTransactionRecord | undefined,
  next: BankTransactionRecord | undefined,
): void {
  const transaction = next ?? previous
  if (!transaction) return
  const invoiceIds = new Set<string>()
  for (const child of [...(previous?.children ?? []), ...(next?.children ?? [])])
    if (child.invoiceId !== null) invoiceIds.add(child.invoiceId)
  const paying = next === undefined || next.status === 'DELETED' ? [] : next.children
  for (const invoiceId of invoiceIds) {
    const invoice = store.invoices.get(invoiceId)
    if (!invoice) continue
    const kept = invoice.payments.filter((payment) => payment.source?.bankTransactionId !== transaction.id)
    const recorded = paying
      .filter((child) => child.invoiceId === invoiceId)
      .map((child): InvoicePayment => ({
        id: invoicePaymentId(child),
        date: transaction.date,
        amount: child.amount,
        source: { bankTransactionId: transaction.id, splitId: child.id },
      }))
    // Stored records never change in place (a copied store shares them): the invoice is stored anew.
    const payments = [...kept, ...recorded].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    store.invoices.set(invoiceId, { ...invoice, payments })
  }
}

/** What is open on an invoice before `transactionId`'s own payments of it: its total less every other payment. */
export function openBeforeTransaction(total: number, payments: readonly InvoicePayment[], transactionId: string): number {
  return payments.reduce((open, payment) => (payment.source?.bankTransactionId === transactionId ? open : open - payment.amount), total)
}
