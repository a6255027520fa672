import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { bookkitService, createBookkeepingClient } from '../src/api'
import type { BankTransaction } from '../src/api/types'
import { BankTransactionList } from '../src/components/BankTransactionList'
import { SANDBOX } from '../src/sandbox'
import { WAITING_TRANSFERS } from '../src/sandbox/seed/transferScenarios'
import { bakeryBankAccounts, bakeryCategories } from './support/hostOptions'
import { SANDBOX_BASE_URL } from './support/sandbox'
import { queueRowOf, seededTransaction } from './support/seededRows'
import { sandboxFetchToken } from './support/StoryProvider'
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
/** Enough for the seeded transfers (on top of the volumes, from 100 bank transactions), synced in one page. */
const VOLUME = { invoicesPerCompany: 20, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 }
/** The host's accounts, with the card the bakery pays from checking. */
const options = {
  categories: bakeryCategories,
  bankAccounts: [...bakeryBankAccounts, { id: bakery.bankAccounts.card, name: 'Business Card ••7714' }],
}

/** One side of a seeded transfer, as the story's sandbox holds it. */
const side = (storyId: string, apiSourceId: string): BankTransaction => seededTransaction(storyId, bakery.id, apiSourceId)

/**
 * A deposit into savings of exactly the card payment's amount, the day after it left checking (the
 * card's side arrives a day later still), made through the service as the bank feed would.
 */
async function savingsDepositOfTheCardPayment(storyId: string): Promise<void> {
  const out = side(storyId, WAITING_TRANSFERS.cardPayment.apiSourceIds[0])
  const client = createBookkeepingClient({
    baseUrl: SANDBOX_BASE_URL,
    fetchToken: sandboxFetchToken(SANDBOX.users.bakeryOwner),
    service: bookkitService,
  })
  try {
    const date = new Date(Date.parse(`${out.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const [answer] = await client.saveBankTransactions([
      { bankAccountId: bakery.bankAccounts.savings, date, amount: -out.amount, description: 'MOBILE DEPOSIT' },
    ])
    if (!answer?.ok) throw new Error(`The sandbox refused the deposit: ${JSON.stringify(answer)}`)
  } finally {
    client.close()
  }
}

const meta = {
  title: 'Components/BankTransactionList/Pairing transfers',
  component: BankTransactionList,
  tags: ['!autodocs'],
  args: { options, editor: false },
  parameters: {
    sandbox: { volume: VOLUME },
    docs: {
      description: {
        component:
          'Money moved between the company’s own accounts arrives twice, once in each account. Each side offers the other as its first suggestion (“Transfer to Reserve Savings ••9930 (+$1,234.56 on Jun 26, 2026)”): the side whose description names the account (its last four digits, its name or its kind) before a nearer one; Enter or a click pairs both in one request, with Undo. “Pair transfers…” lists every pair it can make for pairing at once; a pair another side is as likely for is never ticked for the user, and shows the sides as likely to choose from. “Mark as transfer…” (or `t`) marks a side whose other side has not arrived: it is paired when that arrives.',
      },
    },
  },
} satisfies Meta<typeof BankTransactionList>

export default meta
type Story = StoryObj<typeof meta>

/** Checking to savings: the checking side offers its savings side first (a click pairs both, with Undo: the jsdom test asserts the request). */
export const CheckingToSavings: Story = {
  args: { defaultFilter: { search: 'transfer' } },
  play: async ({ canvasElement, id }) => {
    const [out] = WAITING_TRANSFERS.checkingToSavings.apiSourceIds
    const row = await queueRowOf(canvasElement, side(id, out).id)
    await expect(
      await within(row).findByRole('button', { name: /^Transfer to Reserve Savings ••9930 \(\+\$[\d,]+\.\d{2} on .+\) for / }),
    ).toBeVisible()
  },
}

/** The card's payment from checking: the same pair, the card's side reading "PAYMENT - THANK YOU". */
export const CardPayment: Story = {
  args: { defaultFilter: { search: 'payment' } },
  play: async ({ canvasElement, id }) => {
    const [, card] = WAITING_TRANSFERS.cardPayment.apiSourceIds
    const row = await queueRowOf(canvasElement, side(id, card).id)
    await expect(await within(row).findByRole('button', { name: /^Transfer from Business Checking ••4821 \(-\$/ })).toBeVisible()
  },
}

/**
 * The card's payment, "ONLINE PAYMENT TO CARD 7714", with a savings deposit of its amount a day
 * nearer than the card's "PAYMENT - THANK YOU": the words name the card, so the card is offered.
 */
export const CardPaymentBeforeANearerDeposit: Story = {
  args: { defaultFilter: { search: 'online payment to card' } },
  beforeEach: ({ id }) => savingsDepositOfTheCardPayment(id),
  play: async ({ canvasElement, id }) => {
    const row = await queueRowOf(canvasElement, side(id, WAITING_TRANSFERS.cardPayment.apiSourceIds[0]).id)
    await expect(await within(row).findByRole('button', { name: /^Transfer to Business Card ••7714 \(\+\$/ })).toBeVisible()
  },
}

/** Every pair it can make in one list: the one another side is as likely for is left unticked, its candidates shown to choose from. */
export const PairTransfers: Story = {
  args: { defaultFilter: { search: 'transfer' } },
  play: async ({ canvasElement, id }) => {
    await queueRowOf(canvasElement, side(id, WAITING_TRANSFERS.checkingToSavings.apiSourceIds[0]).id)
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Pair \d+ transfers…$/ }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Pair transfers' })
    await expect(within(dialog).getByRole('group', { name: 'Pairs as likely' })).toBeVisible()
  },
}

/** Enter on a side two others are as likely for: nothing is paired, the dialog shows both checking sides to choose from. */
export const AmbiguousPairCandidates: Story = {
  args: { defaultFilter: { search: 'transfer from checking' } },
  play: async ({ canvasElement, id }) => {
    const row = await queueRowOf(canvasElement, side(id, WAITING_TRANSFERS.ambiguous.apiSourceIds[0]).id)
    await within(row).findByRole('button', { name: /^Transfer from Business Checking/ }, { timeout: 20_000 })
    row.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Pair transfers' })
    await expect(within(within(dialog).getByRole('group', { name: 'Pairs as likely' })).getAllByRole('radio')).toHaveLength(2)
  },
}

/** A side whose other side has not arrived: `t` (or “Mark as transfer…” on a row with nothing to choose from) asks which account the money moved to. */
export const OtherSideNotArrived: Story = {
  args: { defaultFilter: { search: 'transfer to savings' } },
  play: async ({ canvasElement, id }) => {
    const missing = side(id, WAITING_TRANSFERS.otherSideMissing.apiSourceIds[0])
    const row = await queueRowOf(canvasElement, missing.id)
    row.focus()
    // The transfers' part loads after the rows: its button on the current row says it is there.
    await within(row).findByRole('button', { name: /^Mark as transfer/ }, { timeout: 20_000 })
    await userEvent.keyboard('t')
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Mark as transfer' })
    await expect(within(dialog).getByRole('radio', { name: /Reserve Savings/ })).toBeVisible()
  },
}
