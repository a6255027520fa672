// The "Find match…" dialog as the queue shows it, for its jsdom and Chromium tests: a deposit, a
// caterer's open invoices (made up, each as the service answers one) and the host's categories.
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import type { BankTransaction, Invoice } from '../../src/api/types'
import { NO_MATCHES } from '../../src/core/queue/invoiceMatches'
import { BookkeepingProvider } from '../../src'
import { FindMatchDialog, type FindMatchDialogProps } from '../../src/components/BankTransactionList/matches/FindMatchDialog'

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

const fetchToken = async () => ({ access_token: 'unused', token_type: 'Bearer', expires_in: 3600 })

/** Renders the dialog inside a provider and a component's root, as the queue shows it; `onSave` and `onClose` are spies. */
export function renderFindMatch(props: Partial<FindMatchDialogProps> = {}) {
  const onSave = vi.fn()
  const onClose = vi.fn()
  const all: FindMatchDialogProps = {
    transaction: deposit(125000),
    invoices: OPEN_INVOICES,
    likely: NO_MATCHES,
    categories: CATEGORIES,
    known: [],
    onSave,
    onClose,
    ...props,
  }
  const view = render(
    <BookkeepingProvider baseUrl="https://x.test" fetchToken={fetchToken}>
      <div className="bk-root">
        <FindMatchDialog {...all} />
      </div>
    </BookkeepingProvider>,
  )
  const rerender = (next: Partial<FindMatchDialogProps>) =>
    view.rerender(
      <BookkeepingProvider baseUrl="https://x.test" fetchToken={fetchToken}>
        <div className="bk-root">
          <FindMatchDialog {...all} {...next} />
        </div>
      </BookkeepingProvider>,
    )
  return { onSave, onClose, rerender }
}
