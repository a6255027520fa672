// The "Find match…" dialog in jsdom: what it tells the user of a ticked invoice, a part payment, an
// amount over the balance, a difference that needs its category, Save held until the lines add up,
// and the lines it hands over; a card payout's fee. Which invoices it lists, what a search keeps and
// what each line is paid are decided in Node (test/core/queue/findMatch.test.ts). Keyboard and
// narrow layout: findMatchDialog.browser.test.tsx.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { isolate } from '../../src/format/isolate'
import type { Invoice } from '../../src/api/types'
import type { InvoiceMatches } from '../../src/core/queue/invoiceMatches'
import { renderFindMatch } from '../support/findMatch'
import { CATEGORIES, deposit, OPEN_INVOICES, openInvoice } from '../support/openInvoices'

const [inv1042, inv1043, , inv1050] = OPEN_INVOICES as [Invoice, Invoice, Invoice, Invoice]
/** The invoices listed, as their checkboxes' labels read. */
const listed = () => screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)
const tick = (number: RegExp) => screen.getByRole('checkbox', { name: number })
const amountFor = (number: string) => screen.getByRole('textbox', { name: `Amount for ${number}` })
const save = () => screen.getByRole('button', { name: 'Save match' })
const status = () => within(screen.getByRole('dialog')).getAllByRole('status').at(-1)

describe('the invoices it lists', () => {
  it('puts the likely matches first, with why, then the rest by due date', () => {
    const likely: InvoiceMatches = {
      matches: [{ pays: [{ invoice: inv1050, amount: 125000 }], reason: 'amount', score: 2 }],
      ambiguous: false,
    }
    renderFindMatch({ likely })
    expect(listed()).toEqual([
      'INV-1050 · Copperpot Café · $1,250.00 open',
      'INV-0998 · Birchwood Bistro · $875.50 open',
      'INV-1042 · Acme Catering · $1,250.00 open',
      'INV-1043 · Acme Catering · $400.00 open',
    ])
    expect(tick(/INV-1050/)).toHaveAccessibleDescription('Due Jul 1, 2026 · Amount matches')
  })

  it('narrows the list as the user types, and says when no open invoice matches', async () => {
    const user = userEvent.setup()
    renderFindMatch()
    const search = screen.getByRole('searchbox', { name: 'Search open invoices' })
    await user.type(search, 'birchwood')
    expect(listed()).toEqual(['INV-0998 · Birchwood Bistro · $875.50 open'])
    await user.clear(search)
    await user.type(search, 'no such customer')
    expect(screen.queryAllByRole('checkbox')).toEqual([])
    expect(screen.getByText('No open invoice matches the search.')).toBeInTheDocument()
  })

  it('draws at most 50 of thousands and says how many more a search would reach', () => {
    const many = Array.from({ length: 2400 }, (_, index) =>
      openInvoice(`INV-${20000 + index}`, 'Dovetail Deli', 1000 + index, `2026-0${1 + (index % 9)}-15`),
    )
    renderFindMatch({ invoices: many })
    expect(screen.getAllByRole('checkbox')).toHaveLength(50)
    expect(screen.getByText('2,350 more invoices are not shown. Search to narrow.')).toBeInTheDocument()
  })
})

describe('the lines and what they add up to', () => {
  it('pays a ticked invoice what is left of the deposit, at most its balance, and a second one the rest (partly)', async () => {
    const user = userEvent.setup()
    const { onSave } = renderFindMatch({ transaction: deposit(150000) })
    expect(status()).toHaveTextContent('Tick the invoices this deposit pays.')
    await user.click(tick(/INV-1042/))
    expect(amountFor('INV-1042')).toHaveValue('1,250.00')
    expect(status()).toHaveTextContent('$250.00 left to allocate: choose a category for the difference.')
    await user.click(tick(/INV-1043/))
    expect(amountFor('INV-1043')).toHaveValue('250.00')
    expect(status()).toHaveTextContent('The lines add up to the deposit.')
    await user.click(save())
    expect(onSave).toHaveBeenCalledWith([
      { invoiceId: inv1042.id, customerId: inv1042.customer.id, amount: 125000 },
      { invoiceId: inv1043.id, customerId: inv1043.customer.id, amount: 25000 },
    ])
  })

  it('refuses more than an invoice’s balance, naming the field, and holds Save on it', async () => {
    const user = userEvent.setup()
    const { onSave } = renderFindMatch({ transaction: deposit(50000) })
    await user.click(tick(/INV-1043/))
    await user.clear(amountFor('INV-1043'))
    await user.type(amountFor('INV-1043'), '500')
    expect(amountFor('INV-1043')).toHaveAccessibleDescription('Amount for INV-1043 is more than the invoice’s balance of $400.00.')
    expect(save()).toHaveAttribute('aria-disabled', 'true')
    amountFor('INV-1043').blur()
    await user.click(save())
    expect(onSave).not.toHaveBeenCalled()
    expect(amountFor('INV-1043')).toHaveFocus()
    await user.clear(amountFor('INV-1043'))
    expect(amountFor('INV-1043')).toHaveAccessibleDescription('Amount for INV-1043 is required.')
    await user.type(amountFor('INV-1043'), '0')
    expect(amountFor('INV-1043')).toHaveAccessibleDescription('Amount for INV-1043 must be more than zero.')
  })

  it('puts a difference on the category chosen, signed as the deposit, and holds Save until one is chosen', async () => {
    const user = userEvent.setup()
    const { onSave } = renderFindMatch({ transaction: deposit(122000) })
    await user.click(tick(/INV-1042/))
    expect(amountFor('INV-1042')).toHaveValue('1,220.00')
    // The processor kept $30.00: the invoice is paid whole, the fee goes on a category.
    await user.clear(amountFor('INV-1042'))
    await user.type(amountFor('INV-1042'), '1,250.00')
    expect(status()).toHaveTextContent('The invoices take $30.00 more than the deposit: choose a category for the difference.')
    expect(screen.getByText('Difference').nextElementSibling).toHaveTextContent('-$30.00')
    expect(save()).toHaveAttribute('aria-disabled', 'true')
    await user.click(save())
    expect(onSave).not.toHaveBeenCalled()
    const category = screen.getByRole('combobox', { name: 'Category for the difference' })
    expect(category).toHaveFocus()
    expect(category).toHaveAccessibleDescription(/choose one, or change the amounts/)
    await user.selectOptions(category, CATEGORIES[0]!.id)
    expect(save()).not.toHaveAttribute('aria-disabled')
    await user.click(save())
    expect(onSave).toHaveBeenCalledWith([
      { invoiceId: inv1042.id, customerId: inv1042.customer.id, amount: 125000 },
      { categoryId: 'cat_fees', amount: -3000 },
    ])
  })

  it('fills the lines with a likely match chosen whole', async () => {
    const user = userEvent.setup()
    const likely: InvoiceMatches = {
      matches: [
        {
          pays: [
            { invoice: inv1042, amount: 125000 },
            { invoice: inv1043, amount: 40000 },
          ],
          reason: 'customerTotal',
          score: 3,
        },
      ],
      ambiguous: false,
    }
    const { onSave } = renderFindMatch({ transaction: deposit(165000), likely })
    await user.click(screen.getByRole('button', { name: `Use this match: ${isolate('INV-1042')}, ${isolate('INV-1043')}` }))
    expect(tick(/INV-1042/)).toBeChecked()
    expect(amountFor('INV-1043')).toHaveValue('400.00')
    await user.click(save())
    expect(onSave).toHaveBeenCalledWith([
      { invoiceId: inv1042.id, customerId: inv1042.customer.id, amount: 125000 },
      { invoiceId: inv1043.id, customerId: inv1043.customer.id, amount: 40000 },
    ])
  })

  it('keeps what was ticked and typed while the invoices load again, and after they fail', async () => {
    const user = userEvent.setup()
    const { rerender } = renderFindMatch({ transaction: deposit(100000) })
    await user.click(tick(/INV-1042/))
    await user.clear(amountFor('INV-1042'))
    await user.type(amountFor('INV-1042'), '900')
    rerender({ transaction: deposit(100000), invoices: undefined })
    expect(screen.getByText('Loading the open invoices…')).toBeInTheDocument()
    expect(amountFor('INV-1042')).toHaveValue('900')
    const onRetry = vi.fn()
    rerender({ transaction: deposit(100000), invoices: undefined, loadError: new Error('offline'), onRetry })
    expect(amountFor('INV-1042')).toHaveValue('900')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalled()
  })
})

describe('a card payout, short of an invoice by its fee', () => {
  // INV-1043 owes $400.00; a processor taking 2.9 % and 30¢ pays out $388.10.
  const payout = deposit(38810, 'CARDHARBOR PAYOUT ACME CATERING')

  it('pays a ticked invoice whose balance less a card fee is the deposit in full, the fee on the host’s fee category', async () => {
    const user = userEvent.setup()
    const { onSave } = renderFindMatch({ transaction: payout, feeCategoryId: 'cat_fees' })
    await user.click(tick(/INV-1043/))
    expect(amountFor('INV-1043')).toHaveValue('400.00')
    expect(screen.getByText('Card fee').nextElementSibling).toHaveTextContent('-$11.90')
    expect(screen.getByRole('combobox', { name: /Category for the difference/ })).toHaveValue('cat_fees')
    expect(status()).toHaveTextContent('The lines add up to the deposit.')
    await user.click(save())
    expect(onSave).toHaveBeenCalledWith([
      { invoiceId: inv1043.id, customerId: inv1043.customer.id, amount: 40000 },
      { categoryId: 'cat_fees', amount: -1190 },
    ])
  })

  it('asks only for the fee’s category when the host names none', async () => {
    const user = userEvent.setup()
    const { onSave } = renderFindMatch({ transaction: payout })
    await user.click(tick(/INV-1043/))
    expect(amountFor('INV-1043')).toHaveValue('400.00')
    expect(status()).toHaveTextContent('The processor kept a $11.90 card fee: choose the fee’s category.')
    await user.selectOptions(screen.getByRole('combobox', { name: /Category for the difference/ }), 'cat_fees')
    await user.click(save())
    expect(onSave).toHaveBeenCalledWith([
      { invoiceId: inv1043.id, customerId: inv1043.customer.id, amount: 40000 },
      { categoryId: 'cat_fees', amount: -1190 },
    ])
  })
})
