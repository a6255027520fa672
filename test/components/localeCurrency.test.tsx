// Locale and currency are independent provider settings: amounts show in the locale's style with the
// books' currency, and an amount typed in the locale's style is saved as the exact minor units
// (never through a float). The expected texts come from Intl directly, not from src/format.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction, InvoiceQuery } from '../../src/api/types'
import { BankTransactionEditor } from '../../src/components/BankTransactionEditor'
import { InvoiceList } from '../../src/components/InvoiceList'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery
const owner = SANDBOX.users.bakeryOwner

/** What Intl itself writes for `amount` (a decimal string, so no float is involved). */
const intl = (locale: string, currency: string, amount: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount as unknown as number)
/** Intl puts no-break spaces in amounts (fr-CA groups, de-DE before the symbol); the DOM queries read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]

interface Case {
  locale: string
  currency: string
  /** An amount as a user of that locale types it… */
  typed: string
  /** …and the minor units it must be saved as (an expense: negative). */
  minor: number
  /** Intl's text for the saved amount. */
  shown: string
  /** Something that locale's user may type by mistake, and the message naming why it is refused. */
  refused: [string, string]
}

const CASES: Case[] = [
  {
    locale: 'de-DE',
    currency: 'USD',
    typed: '1.234,56',
    minor: -123456,
    shown: '-1234.56',
    refused: ['1,234', 'Amount takes at most 2 decimal places.'],
  },
  {
    locale: 'fr-CA',
    currency: 'CAD',
    typed: '1 234,56',
    minor: -123456,
    shown: '-1234.56',
    refused: ['1.234,56', 'Amount must be an amount, such as 1 234,56.'],
  },
  {
    locale: 'ja-JP',
    currency: 'JPY',
    typed: '1,235',
    minor: -1235,
    shown: '-1235',
    refused: ['12.5', 'Amount takes whole amounts only, without decimals.'],
  },
  {
    locale: 'en-IN',
    currency: 'INR',
    typed: '1,23,456.78',
    minor: -12345678,
    shown: '-123456.78',
    refused: ['1,2345', 'Amount must be an amount, such as 1,234.56.'],
  },
]

describe.each(CASES)('BankTransactionEditor in $locale with $currency', ({ locale, currency, typed, minor, shown, refused }) => {
  it(`saves "${typed}" as exactly ${minor} minor units and shows it in the locale`, async () => {
    const user = userEvent.setup()
    renderWithSandbox(
      <BankTransactionEditor
        bankAccountId={bakery.bankAccounts.checking}
        defaults={{ type: 'EXPENSE', date: '2026-06-20', description: `typed in ${locale}` }}
      />,
      state.sandbox,
      { userId: owner, provider: { locale, currency } },
    )
    await screen.findByRole('form', { name: 'New bank transaction' })
    const amount = screen.getByLabelText('Amount')

    // The refusal names the problem in the locale's own terms (its example amount is formatted there).
    await user.type(amount, refused[0])
    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    expect(await screen.findByText(refused[1])).toBeInTheDocument()

    await user.clear(amount)
    await user.type(amount, typed)
    expect(screen.getByText(spaced(`Saved as ${intl(locale, currency, shown)}.`), { exact: false })).toBeInTheDocument()
    fireEvent.submit(amount.closest('form')!)
    await screen.findByText('Transaction created.')
    expect(stored().find((transaction) => transaction.description === `typed in ${locale}`)?.amount).toBe(minor)
  })
})

describe('InvoiceList in a locale and a currency', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('bk-grid-region') ? 600 : 0
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows amounts in de-DE style with the dollar, and sends a typed "1.234,56" as 123456', async () => {
    const user = userEvent.setup()
    const queries: InvoiceQuery[] = []
    state.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/v6/invoicing/invoices/query') queries.push((await request.clone().json()) as InvoiceQuery)
    })
    renderWithSandbox(<InvoiceList />, state.sandbox, { userId: owner, provider: { locale: 'de-DE', currency: 'USD' } })
    const totals = await screen.findByRole('row', { name: 'Totals of loaded invoices' })
    const total = (state.sandbox.inspect.invoices(bakery.id) as { totals: { total: number } }[]).reduce(
      (sum, invoice) => sum + invoice.totals.total,
      0,
    )
    expect(totals).toHaveTextContent(spaced(intl('de-DE', 'USD', (total / 100).toFixed(2))))

    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await user.type(screen.getByLabelText('Minimum total'), '1.234,56')
    await waitFor(() => expect(queries.at(-1)?.filter).toEqual({ amount: { greaterThanEqual: 123456 } }))

    await user.clear(screen.getByLabelText('Maximum total'))
    await user.type(screen.getByLabelText('Maximum total'), 'zwölf')
    await user.tab()
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum total: enter an amount such as 1.234,56.')
    state.server.events.removeAllListeners()
  })

  it.each([
    { locale: 'de-DE', currency: 'USD', typed: '1.234,56', minor: 123456 },
    { locale: 'fr-CA', currency: 'CAD', typed: '1 234,56', minor: 123456 },
    { locale: 'ja-JP', currency: 'JPY', typed: '1,235', minor: 1235 },
  ])('shows each row’s total in $locale with $currency, and sends a typed $typed as $minor', async ({ locale, currency, typed, minor }) => {
    const user = userEvent.setup()
    const queries: InvoiceQuery[] = []
    state.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/v6/invoicing/invoices/query') queries.push((await request.clone().json()) as InvoiceQuery)
    })
    onTestFinished(() => void state.server.events.removeAllListeners())
    renderWithSandbox(<InvoiceList />, state.sandbox, { userId: owner, provider: { locale, currency } })
    await screen.findByRole('row', { name: 'Totals of loaded invoices' })
    const invoices = new Map(
      (state.sandbox.inspect.invoices(bakery.id) as { invoiceNumber: string; totals: { total: number } }[]).map((invoice) => [
        invoice.invoiceNumber,
        invoice.totals.total,
      ]),
    )
    // Minor units as Intl writes them: two decimals, or none for the yen.
    const written = (total: number) => intl(locale, currency, currency === 'JPY' ? String(total) : (total / 100).toFixed(2))
    const rows = [...document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')]
    expect(rows.length).toBeGreaterThan(3)
    for (const row of rows)
      expect(row.querySelector('[data-column="total"]')?.textContent).toBe(
        written(invoices.get(row.querySelector('.bk-invoice-list__number-text')?.textContent ?? '') ?? NaN),
      )

    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await user.type(screen.getByLabelText('Minimum total'), typed)
    await waitFor(() => expect(queries.at(-1)?.filter).toEqual({ amount: { greaterThanEqual: minor } }))
    expect(screen.getByLabelText('Minimum total')).toHaveValue(typed)
  })
})
