/// <reference types="vite/client" />
// The "Find match…" dialog in Chromium, with real keys and a phone's width: a whole match made with
// the keyboard alone (search, tick, lower an amount, the difference's category, Save), at 390 px
// without sideways scrolling; Escape closes it and the focus goes back to what opened it.
// Its arithmetic and checks: findMatchDialog.test.tsx.
import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { page, userEvent } from 'vitest/browser'
import { BookkeepingProvider } from '../../src'
import { FindMatchDialog } from '../../src/components/BankTransactionList/matches/FindMatchDialog'
import { NO_MATCHES } from '../../src/core/queue/invoiceMatches'
import { renderFindMatch } from '../support/findMatch'
import { CATEGORIES, deposit, OPEN_INVOICES, openInvoice } from '../support/openInvoices'

import.meta.glob('../../src/styles/*.css', { eager: true })

const [inv1042, inv1043] = OPEN_INVOICES
const focused = () => document.activeElement

beforeAll(async () => {
  await page.viewport(390, 844)
})

it('makes a whole match with the keyboard alone, at 390 px, without scrolling sideways', async () => {
  // A name of one long word must wrap inside the dialog too.
  const longName = openInvoice('INV-1077', 'Zanzibarwholesaleprovisionscooperativenorthwest', 5000, '2026-06-25')
  const { onSave } = renderFindMatch({ transaction: deposit(155000), invoices: [...OPEN_INVOICES, longName], categories: CATEGORIES })
  const search = page.getByRole('searchbox', { name: 'Search open invoices' })
  await expect.element(search).toHaveFocus()
  const dialog = screen.getByRole('dialog')
  expect(dialog.scrollWidth, 'the dialog scrolls sideways').toBeLessThanOrEqual(dialog.clientWidth)
  await userEvent.keyboard('acme')
  await expect.poll(() => screen.queryAllByRole('checkbox')).toHaveLength(2)
  await userEvent.keyboard('{Tab}')
  expect(focused()).toBe(screen.getByRole('checkbox', { name: /INV-1042/ }))
  await userEvent.keyboard(' ')
  const amount1042 = page.getByRole('textbox', { name: 'Amount for INV-1042' })
  await expect.element(amount1042).toHaveValue('1,250.00')
  await userEvent.keyboard('{Tab}')
  await expect.element(amount1042).toHaveFocus()
  await userEvent.keyboard('{Tab}')
  expect(focused()).toBe(screen.getByRole('checkbox', { name: /INV-1043/ }))
  await userEvent.keyboard(' ')
  const amount1043 = page.getByRole('textbox', { name: 'Amount for INV-1043' })
  await expect.element(amount1043).toHaveValue('300.00')
  // Lowered: $30.00 of the deposit was for something else, and goes on a category.
  await userEvent.keyboard('{Tab}{Control>}a{/Control}270')
  await expect.element(amount1043).toHaveValue('270')
  await expect.element(page.getByText('$30.00 left to allocate: choose a category for the difference.')).toBeInTheDocument()
  await userEvent.keyboard('{Tab}')
  const category = page.getByRole('combobox', { name: 'Category for the difference' })
  await expect.element(category).toHaveFocus()
  await userEvent.keyboard('Other')
  await expect.element(category).toHaveValue('cat_other_income')
  await userEvent.keyboard('{Tab}{Tab}')
  const save = page.getByRole('button', { name: 'Save match' })
  await expect.element(save).toHaveFocus()

  const box = save.element().getBoundingClientRect()
  expect(box.left).toBeGreaterThanOrEqual(0)
  expect(box.right, 'Save is cut off at the right').toBeLessThanOrEqual(window.innerWidth)
  expect(box.bottom, 'Save is below the screen').toBeLessThanOrEqual(window.innerHeight)
  expect(dialog.scrollWidth, 'the dialog scrolls sideways').toBeLessThanOrEqual(dialog.clientWidth)
  for (const field of [search, amount1042, amount1043, category]) {
    const { left, right } = field.element().getBoundingClientRect()
    expect(left).toBeGreaterThanOrEqual(dialog.getBoundingClientRect().left)
    expect(right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right)
  }

  await userEvent.keyboard('{Enter}')
  expect(onSave).toHaveBeenCalledWith([
    { invoiceId: inv1042!.id, customerId: inv1042!.customer.id, amount: 125000 },
    { invoiceId: inv1043!.id, customerId: inv1043!.customer.id, amount: 27000 },
    { categoryId: 'cat_other_income', amount: 3000 },
  ])
})

it('closes on Escape, and the focus goes back to the button that opened it', async () => {
  function Opener() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Find match…
        </button>
        {open && (
          <FindMatchDialog
            transaction={deposit(125000)}
            invoices={OPEN_INVOICES}
            likely={NO_MATCHES}
            categories={CATEGORIES}
            known={[]}
            onSave={() => undefined}
            onClose={() => setOpen(false)}
          />
        )}
      </>
    )
  }
  render(
    <BookkeepingProvider
      baseUrl="https://x.test"
      fetchToken={async () => ({ access_token: 'unused', token_type: 'Bearer', expires_in: 3600 })}
    >
      <div className="bk-root">
        <Opener />
      </div>
    </BookkeepingProvider>,
  )
  const opener = page.getByRole('button', { name: 'Find match…' })
  await userEvent.click(opener)
  await expect.element(page.getByRole('searchbox', { name: 'Search open invoices' })).toHaveFocus()
  await userEvent.keyboard('{Escape}')
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  await expect.element(opener).toHaveFocus()
})
