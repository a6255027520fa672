import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BankTransaction, Invoice } from '../src/api/types'
import { BankTransactionList } from '../src/components/BankTransactionList'
import { SANDBOX } from '../src/sandbox'
import { RANKED_INVOICE_DEPOSITS, WAITING_INVOICE_DEPOSITS } from '../src/sandbox/seed/invoiceDepositScenarios'
import { bakeryBankAccounts, bakeryCategories } from './support/hostOptions'
import { storySandbox } from './support/sandbox'
import { queueRowOf, seededTransaction } from './support/seededRows'
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
/** Enough for the seeded deposits waiting on invoices (on top of the volumes), synced in one page: no story here is about the queue's size. */
const VOLUME = { invoicesPerCompany: 20, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 }
/** The host's categories, with the one a processor's fee goes to. */
const options = {
  categories: [...bakeryCategories, { id: 'ctg_co1_bank_fees', name: 'Bank & Card Fees' }],
  bankAccounts: bakeryBankAccounts,
}

/** The waiting deposit of a seeded case, as the story's sandbox holds it. */
const waiting = (
  storyId: string,
  scenario: keyof typeof WAITING_INVOICE_DEPOSITS | keyof typeof RANKED_INVOICE_DEPOSITS,
): BankTransaction =>
  seededTransaction(storyId, bakery.id, { ...WAITING_INVOICE_DEPOSITS, ...RANKED_INVOICE_DEPOSITS }[scenario].apiSourceId)

/** A seeded invoice of the story's sandbox, by its `apiSourceId`. */
const seededInvoice = (storyId: string, apiSourceId: string): Invoice => {
  const found = (storySandbox(storyId).inspect.invoices(bakery.id) as unknown as Invoice[]).find((one) => one.apiSourceId === apiSourceId)
  if (!found) throw new Error(`The seed has no invoice ${apiSourceId}`)
  return found
}

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
          'A customer’s payment arriving as a deposit pays the invoices it settles: the queue offers the match as the row’s first suggestion (“Pays INV-1042 · Acme Catering · $1,250.00 open”), Enter or a click applies it in one request with Undo, two equally likely matches are both shown and never picked silently, and “Find match…” (or `m`) ticks invoices, pays part of one and puts a difference on its own category. The payer a description names comes before another customer’s invoice of the amount, an exact balance before a number that only looks like an invoice’s, and a card payout pays the invoice it settles less its fee (*Docs › Matching deposits to invoices*).',
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

/**
 * A card processor's payout, short of the invoice by its fee, while its customer also owes an old
 * invoice: the suggestion pays the invoice it settles in full, the fee on the host's fee category
 * (`feeCategoryId`) in the same save, never part of the old invoice.
 */
export const ShortByAFee: Story = {
  args: { feeCategoryId: 'ctg_co1_bank_fees' },
  play: async ({ canvasElement, id }) => {
    const deposit = waiting(id, 'processorFeeOldInvoice')
    const invoice = seededInvoice(id, RANKED_INVOICE_DEPOSITS.processorFeeOldInvoice.invoiceSourceIds[0])
    const row = await queueRowOf(canvasElement, deposit.id)
    const chip = await within(row).findByRole('button', { name: /^Pays .+ card fee for / })
    await expect(chip).toHaveTextContent(new RegExp(`^Pays ${invoice.invoiceNumber} · .+, less a \\$\\d+\\.\\d{2} card fee`))
  },
}

/** The same payout for a host that names no fee category: Enter opens "Find match…" with the invoice and its fee filled, asking only the fee's category. */
export const ShortByAFeeCategoryAsked: Story = {
  play: async ({ canvasElement, id }) => {
    const deposit = waiting(id, 'processorFee')
    const row = await queueRowOf(canvasElement, deposit.id)
    await within(row).findByRole('button', { name: /^Pays .+ card fee for / })
    row.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog')
    await within(dialog).findByText('Card fee')
  },
}

/** A deposit names its payer while another customer owes exactly the amount: the payer's two invoices together are the suggestion. */
export const PayerNamed: Story = {
  play: async ({ canvasElement, id }) => {
    const deposit = waiting(id, 'payerNamed')
    const [first] = RANKED_INVOICE_DEPOSITS.payerNamed.invoiceSourceIds.map((sourceId) => seededInvoice(id, sourceId))
    const row = await queueRowOf(canvasElement, deposit.id)
    const chip = await within(row).findByRole('button', { name: /^Pays .+ open for / })
    await expect(chip).toHaveTextContent(first!.customer!.name!)
  },
}

/** A deposit names a payer none of whose invoices fits: the row says so, and Enter opens "Find match…" searched for them. */
export const PayerWithoutInvoice: Story = {
  play: async ({ canvasElement, id }) => {
    const deposit = waiting(id, 'payerWithoutInvoice')
    const payer = seededInvoice(id, RANKED_INVOICE_DEPOSITS.payerWithoutInvoice.payerSourceId).customer!.name!
    const row = await queueRowOf(canvasElement, deposit.id)
    await within(row).findByRole('button', { name: new RegExp(`^${payer} has no open invoice of `) })
    row.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog')
    await expect(within(dialog).getByRole('searchbox', { name: 'Search open invoices' })).toHaveValue(payer)
  },
}

/** A cheque's number looks like another invoice's: the invoice owing exactly the cheque is the suggestion. */
export const ChequeNumberOrExactBalance: Story = {
  play: async ({ canvasElement, id }) => {
    const deposit = waiting(id, 'chequeNumber')
    const exact = seededInvoice(id, RANKED_INVOICE_DEPOSITS.chequeNumber.invoiceSourceIds[0])
    const row = await queueRowOf(canvasElement, deposit.id)
    const chip = await within(row).findByRole('button', { name: /^Pays .+ open for / })
    await expect(chip).toHaveTextContent(new RegExp(`^Pays ${exact.invoiceNumber} · `))
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
