// A caterer's open invoices (made up, each as the service answers one), a deposit from the bank feed
// and the host's categories: what the "Find match…" dialog's tests list, in Node and in a page.
import type { BankTransaction, Invoice } from '../../src/api/types'

/** An open invoice of `balance` minor units, due on `dueDate`. */
export function openInvoice(number: string, customer: string, balance: number, dueDate: string): Invoice {
  return {
    id: `inv_${number}`,
    invoiceNumber: number,
    status: 'SENT',
    invoiceStatus: 'SENT',
    date: '2026-05-01',
    customer: { id: `cus_${customer.toLowerCase().replace(/ /g, '_')}`, name: customer },
    totals: { subtotal: balance, discountedTotal: balance, salesTax: 0, total: balance, paidAmount: 0, balance },
    collectionInfo: { term: { dueDate } },
  }
}

/** Money in from the bank feed: `amount` minor units. */
export function deposit(amount: number, description = 'ACH CREDIT ACME CATERING'): BankTransaction {
  return { id: 'btx_deposit', date: '2026-06-12', amount, description, status: 'POSTED' }
}

export const OPEN_INVOICES: Invoice[] = [
  openInvoice('INV-1042', 'Acme Catering', 125000, '2026-06-10'),
  openInvoice('INV-1043', 'Acme Catering', 40000, '2026-06-20'),
  openInvoice('INV-0998', 'Birchwood Bistro', 87550, '2026-05-28'),
  openInvoice('INV-1050', 'Copperpot Café', 125000, '2026-07-01'),
]

export const CATEGORIES = [
  { id: 'cat_fees', name: 'Merchant fees' },
  { id: 'cat_discounts', name: 'Discounts given' },
  { id: 'cat_other_income', name: 'Other income' },
]
