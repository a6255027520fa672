import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BankTransaction, Invoice, InvoiceQuery } from '../src/api/types'
import { BankTransactionEditor } from '../src/components/BankTransactionEditor'
import { InvoiceList } from '../src/components/InvoiceList'
import { SANDBOX } from '../src/sandbox'
import { intlMoney } from './support/intlMoney'
import { recordStoryBodies, storySandbox } from './support/sandbox'

const bakery = SANDBOX.companies.bakery

/** One pairing of a locale with a currency, an amount typed in that locale's style, and its exact minor units. */
interface Pairing {
  locale: string
  currency: string
  typed: string
  minor: number
}
const DE_USD: Pairing = { locale: 'de-DE', currency: 'USD', typed: '1.234,56', minor: 123456 }
const FR_CA_CAD: Pairing = { locale: 'fr-CA', currency: 'CAD', typed: '1 234,56', minor: 123456 }
const JA_JPY: Pairing = { locale: 'ja-JP', currency: 'JPY', typed: '1,235', minor: 1235 }

/**
 * Locale and currency are independent provider props: amounts show in the locale's style with the
 * books' currency, and a typed amount is read in the locale's style and kept as exact minor units.
 */
const meta = {
  title: 'Locale/Locale and currency',
  parameters: {
    sandbox: { volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 } },
    docs: { description: { component: 'The same components in `de-DE` with `USD`, `fr-CA` with `CAD` and `ja-JP` with `JPY` (no minor digits).' } },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const INVOICES_PATH = '/v6/invoicing/invoices/query'

/** The invoice list in a locale and currency: every amount as Intl writes it, and a typed minimum sent exactly. */
function invoiceListIn({ locale, currency, typed, minor }: Pairing): Story {
  return {
    parameters: { bookkit: { locale, currency } },
    render: () => <InvoiceList />,
    play: async ({ canvasElement, id }) => {
      const canvas = within(canvasElement)
      const sandbox = storySandbox(id)
      const invoices = new Map((sandbox.inspect.invoices(bakery.id) as unknown as Invoice[]).map((invoice) => [invoice.invoiceNumber, invoice]))
      const rows = () => [...canvasElement.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')]
      await waitFor(() => expect(rows().length).toBeGreaterThan(3), { timeout: 10_000 })
      for (const row of rows()) {
        const invoice = invoices.get(row.querySelector('.bk-invoice-list__number-text')?.textContent ?? '')
        await expect(row.querySelector('[data-column="total"]')?.textContent).toBe(intlMoney(locale, currency, invoice?.totals.total ?? NaN))
      }
      const sum = [...invoices.values()].reduce((total, invoice) => total + invoice.totals.total, 0)
      await expect(canvas.getByRole('row', { name: 'Totals of loaded invoices' }).querySelector('[data-column="total"]')?.textContent).toBe(intlMoney(locale, currency, sum))

      const sent = recordStoryBodies<InvoiceQuery>(id, INVOICES_PATH)
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }))
      await userEvent.type(canvas.getByLabelText('Minimum total'), typed)
      await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ amount: { greaterThanEqual: minor } }), { timeout: 5000 })
      await expect(canvas.getByLabelText('Minimum total')).toHaveValue(typed)
      // The filtered answer has replaced the previous rows (shown dimmed meanwhile) before axe looks.
      await waitFor(() => expect(canvasElement.querySelector('[data-state="refreshing"]')).toBeNull(), { timeout: 10_000 })
    },
  }
}

/** The editor in a locale and currency: an expense typed in the locale's style is stored as exact minor units. */
function editorIn({ locale, currency, typed, minor }: Pairing): Story {
  const description = `Flour, typed in ${locale}`
  return {
    parameters: { bookkit: { locale, currency } },
    render: () => <BankTransactionEditor bankAccountId={bakery.bankAccounts.checking} defaults={{ type: 'EXPENSE', date: '2026-06-20', description }} />,
    play: async ({ canvasElement, id }) => {
      const canvas = within(canvasElement)
      await canvas.findByRole('form', { name: 'New bank transaction' }, { timeout: 10_000 })
      await userEvent.type(canvas.getByLabelText('Amount'), typed)
      await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(expect.stringContaining(`Saved as ${intlMoney(locale, currency, -minor)}.`))
      await userEvent.click(canvas.getByRole('button', { name: 'Create transaction' }))
      await expect(await canvas.findByText('Transaction created.', {}, { timeout: 10_000 })).toBeVisible()
      const stored = (storySandbox(id).inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find((transaction) => transaction.description === description)
      await expect(stored?.amount).toBe(-minor)
    },
  }
}

export const InvoiceListGermanDollars: Story = { name: 'InvoiceList: de-DE, USD', ...invoiceListIn(DE_USD) }
export const InvoiceListCanadianFrench: Story = { name: 'InvoiceList: fr-CA, CAD', ...invoiceListIn(FR_CA_CAD) }
export const InvoiceListJapaneseYen: Story = { name: 'InvoiceList: ja-JP, JPY', ...invoiceListIn(JA_JPY) }
export const EditorGermanDollars: Story = { name: 'BankTransactionEditor: de-DE, USD', ...editorIn(DE_USD) }
export const EditorCanadianFrench: Story = { name: 'BankTransactionEditor: fr-CA, CAD', ...editorIn(FR_CA_CAD) }
export const EditorJapaneseYen: Story = { name: 'BankTransactionEditor: ja-JP, JPY', ...editorIn(JA_JPY) }
