import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { BankTransactionEditor } from '../src/components/BankTransactionEditor'
import { InvoiceList } from '../src/components/InvoiceList'
import { SANDBOX } from '../src/sandbox'

const bakery = SANDBOX.companies.bakery

/** One pairing of a locale with a currency, and an amount typed in that locale's style. */
interface Pairing {
  locale: string
  currency: string
  typed: string
}
const DE_USD: Pairing = { locale: 'de-DE', currency: 'USD', typed: '1.234,56' }
const FR_CA_CAD: Pairing = { locale: 'fr-CA', currency: 'CAD', typed: '1 234,56' }
const JA_JPY: Pairing = { locale: 'ja-JP', currency: 'JPY', typed: '1,235' }

/**
 * Locale and currency are independent provider props: amounts show in the locale's style with the
 * books' currency, and a typed amount is read in the locale's style and kept as exact minor units.
 */
const meta = {
  title: 'Locale/Locale and currency',
  parameters: {
    sandbox: { volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 } },
    docs: {
      description: { component: 'The same components in `de-DE` with `USD`, `fr-CA` with `CAD` and `ja-JP` with `JPY` (no minor digits).' },
    },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The invoice list in a locale and currency: every amount as Intl writes it. */
function invoiceListIn({ locale, currency }: Pairing): Story {
  return {
    parameters: { bookkit: { locale, currency } },
    render: () => <InvoiceList />,
    play: async ({ canvasElement }) => {
      await within(canvasElement).findByRole('row', { name: 'Totals of loaded invoices' })
    },
  }
}

/** The editor in a locale and currency: an expense typed in the locale's style, and the amount it will be saved as. */
function editorIn({ locale, currency, typed }: Pairing): Story {
  return {
    parameters: { bookkit: { locale, currency } },
    render: () => (
      <BankTransactionEditor
        bankAccountId={bakery.bankAccounts.checking}
        defaults={{ type: 'EXPENSE', date: '2026-06-20', description: `Flour, typed in ${locale}` }}
      />
    ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await canvas.findByRole('form', { name: 'New bank transaction' })
      await userEvent.type(canvas.getByLabelText('Amount'), typed)
    },
  }
}

export const InvoiceListGermanDollars: Story = { name: 'InvoiceList: de-DE, USD', ...invoiceListIn(DE_USD) }
export const InvoiceListCanadianFrench: Story = { name: 'InvoiceList: fr-CA, CAD', ...invoiceListIn(FR_CA_CAD) }
export const InvoiceListJapaneseYen: Story = { name: 'InvoiceList: ja-JP, JPY', ...invoiceListIn(JA_JPY) }
export const EditorGermanDollars: Story = { name: 'BankTransactionEditor: de-DE, USD', ...editorIn(DE_USD) }
export const EditorCanadianFrench: Story = { name: 'BankTransactionEditor: fr-CA, CAD', ...editorIn(FR_CA_CAD) }
export const EditorJapaneseYen: Story = { name: 'BankTransactionEditor: ja-JP, JPY', ...editorIn(JA_JPY) }
