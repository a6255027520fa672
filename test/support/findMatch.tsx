// The "Find match…" dialog as the queue shows it, for its jsdom and Chromium tests, over the
// made-up deposit, open invoices and categories of openInvoices.ts.
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import { NO_MATCHES } from '../../src/core/queue/invoiceMatches'
import { BookkeepingProvider } from '../../src'
import { FindMatchDialog, type FindMatchDialogProps } from '../../src/components/BankTransactionList/matches/FindMatchDialog'
import { CATEGORIES, deposit, OPEN_INVOICES } from './openInvoices'

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
