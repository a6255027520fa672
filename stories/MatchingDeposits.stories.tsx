import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BankTransaction, Invoice } from '../src/api/types'
import { BankTransactionList } from '../src/components/BankTransactionList'
import { isolate } from '../src/format/isolate'
import { SANDBOX } from '../src/sandbox'
import { WAITING_INVOICE_DEPOSITS } from '../src/sandbox/seed/invoiceDepositScenarios'
import { bakeryBankAccounts, bakeryCategories } from './support/hostOptions'
import { storySandbox } from './support/sandbox'
import { queueRowOf, seededTransaction } from './support/seededRows'
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
const VOLUME = { invoicesPerCompany: 40, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 }
/** The host's categories, with the one a processor's fee goes to. */
const options = {
  categories: [...bakeryCategories, { id: 'ctg_co1_bank_fees', name: 'Bank & Card Fees' }],
  bankAccounts: bakeryBankAccounts,
}

/** The waiting deposit of a seeded case, as the story's sandbox holds it. */
const waiting = (storyId: string, scenario: keyof typeof WAITING_INVOICE_DEPOSITS): BankTransaction =>
  seededTransaction(storyId, bakery.id, WAITING_INVOICE_DEPOSITS[scenario].apiSourceId)

const meta = {
  title: 'Components/BankTransactionList/Matching deposits',
  component: BankTransactionList,
  tags: ['!autodocs'],
  args: { options, editor: false, defaultFilter: { direction: 'in' } },
  parameters: {
    sandbox: { volume: VOLUME },
    docs: {
      description: {
        component:
          'A customer’s payment arriving as a deposit pays the invoices it settles: the queue offers the match as the row’s first suggestion (“Pays INV-1042 · Acme Catering · $1,250.00 open”), Enter or a click applies it in one request with Undo, two equally likely matches are both shown and never picked silently, and “Find match…” (or `m`) ticks invoices, pays part of one and puts a difference on its own category.',
      },
    },
  },
} satisfies Meta<typeof BankTransactionList>

export default meta
type Story = StoryObj<typeof meta>

/** A deposit whose description names the invoice it pays: the match is its first suggestion; a click applies it, with Undo. */
export const PaysOneInvoice: Story = {
  play: async ({ canvasElement, id }) => {
    const deposit = waiting(id, 'namesInvoice')
    const row = await queueRowOf(canvasElement, deposit.id)
    const chip = await within(row).findByRole('button', { name: /^Pays .+ open for / })
    await expect(chip).toHaveTextContent(/^Pays .+ · .+ · \$[\d,]+\.\d{2} open for /)
    await userEvent.click(chip)
    await within(canvasElement).findByRole('button', { name: 'Undo (1)' })
  },
}

/** A customer's transfer for three of their invoices together: one suggestion names all three. */
export const PaysThreeInvoices: Story = {
  play: async ({ canvasElement, id }) => {
    const deposit = waiting(id, 'threeInvoices')
    const row = await queueRowOf(canvasElement, deposit.id)
    const chip = await within(row).findByRole('button', { name: /^Pays .+ open for / })
    // Three invoice numbers, each isolated, before the customer.
    await expect(chip.textContent?.split(' · ')[0]?.split(', ')).toHaveLength(3)
  },
}

/** A card processor's payout, short of the invoice by its fee: "Find match…" pays the invoice in full and puts the fee on its own category. */
export const ShortByAFee: Story = {
  play: async ({ canvasElement, id }) => {
    const deposit = waiting(id, 'processorFee')
    const row = await queueRowOf(canvasElement, deposit.id)
    await userEvent.click(await within(row).findByRole('button', { name: `Find match… for ${isolate(deposit.description ?? '')}` }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog')
    const invoice = (storySandbox(id).inspect.invoices(bakery.id) as unknown as Invoice[]).find(
      (one) => one.apiSourceId === WAITING_INVOICE_DEPOSITS.processorFee.invoiceSourceIds[0],
    )
    if (!invoice?.invoiceNumber || !invoice.totals) throw new Error('The seed has no invoice for the processor fee')
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(`^${invoice.invoiceNumber} `) }))
    // Paid in full: the amount raised from the deposit's to the invoice's balance, the fee the difference.
    const amount = within(dialog).getByRole('textbox', { name: new RegExp(`^Amount for ${invoice.invoiceNumber}`) })
    await userEvent.clear(amount)
    await userEvent.type(amount, (invoice.totals.balance! / 100).toFixed(2))
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Category for the difference/ }), 'ctg_co1_bank_fees')
    await within(dialog).findByText('The lines add up to the deposit.')
  },
}

/** Two invoices of different customers owe the same amount and the deposit names neither: both are shown, and Enter picks neither. */
export const TwoInvoicesEqually: Story = {
  play: async ({ canvasElement, id }) => {
    const deposit = waiting(id, 'twoEqual')
    const row = await queueRowOf(canvasElement, deposit.id)
    await waitFor(async () => expect(await within(row).findAllByRole('button', { name: /^Pays .+ open for / })).toHaveLength(2))
  },
}
