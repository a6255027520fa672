import type { ReactNode } from 'react'
import type { Invoice } from '../../src/api/types'
import { useInvoices } from '../../src/react'

/**
 * The first seeded invoice `pick` accepts, read from the story's sandbox through the invoice
 * query (the seed is the fixture: no hand-written invoices), handed to `children`.
 */
export function SeededInvoice({ pick, children }: { pick: (invoice: Invoice) => boolean; children: (invoice: Invoice) => ReactNode }) {
  const { data, error } = useInvoices({ limit: 250 })
  if (error) return <p role="alert">The story could not read the sandbox: {error.message}</p>
  if (!data) return <p>Reading the sandbox…</p>
  const invoice = data.invoices.find(pick)
  if (!invoice) return <p role="alert">The seed has no invoice of this kind.</p>
  return children(invoice)
}

/** The kinds of invoice the stories show, as predicates over the seed. */
export const SEEDED = {
  paid: (invoice: Invoice) => invoice.invoiceStatus === 'PAID' && Boolean(invoice.recurrence) && (invoice.payments?.length ?? 0) > 1,
  partiallyPaid: (invoice: Invoice) =>
    invoice.invoiceStatus === 'PARTIALLY_PAID' &&
    (invoice.installments?.length ?? 0) > 1 &&
    invoice.detailedInvoiceDisplayStatus !== 'Overdue',
  overdueFailedReminder: (invoice: Invoice) =>
    invoice.detailedInvoiceDisplayStatus === 'Overdue' &&
    (invoice.activity ?? []).some((entry) => entry.type === 'REMINDER_SENT' && entry.status === 'FAILURE'),
  discountedTaxed: (invoice: Invoice) =>
    invoice.discount?.type === 'PERCENT' &&
    invoice.discount.value !== '0' &&
    invoice.discount.calculateBeforeSalesTax === false &&
    invoice.totals.salesTax > 0,
  draft: (invoice: Invoice) => invoice.invoiceStatus === 'DRAFT',
}
