import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { bookkitService, createBookkeepingClient } from '../src/api'
import type { BankTransaction } from '../src/api/types'
import { BankTransactionEditor, type BankTransactionEditorOptions } from '../src/components/BankTransactionEditor'
import type { DimensionValueOption } from '../src/core/forms/optionSource'
import { SANDBOX, type Sandbox } from '../src/sandbox'
import { bakeryBankAccounts, bakeryCategories, channelDimension, locationDimension, searchIn } from './support/hostOptions'
import { pickFirstMatch, tabTo, typeInto } from './support/keyboard'
import { holdAnswers } from './support/heldAnswers'
import { pickableLabel, pickableRecords } from './support/pickable'
import { newestReviewed, reconcileThenChangeAmount } from './support/reconciledChange'
import { SANDBOX_BASE_URL, storyBooks, storySandbox } from './support/sandbox'
import { sandboxFetchToken } from './support/StoryProvider'

const bakery = SANDBOX.companies.bakery
const SAVE_PATH = '/v6/banks/transactions'

const segments: DimensionValueOption[] = [
  { id: bakery.dimensions.location.values.mainStreet, name: 'Main Street shop', dimension: locationDimension },
  { id: bakery.dimensions.location.values.riverside, name: 'Riverside shop', dimension: locationDimension },
  { id: bakery.dimensions.location.values.catering, name: 'Catering', dimension: locationDimension },
  { id: bakery.dimensions.channel.values.retail, name: 'Retail', dimension: channelDimension },
  { id: bakery.dimensions.channel.values.wholesale, name: 'Wholesale', dimension: channelDimension },
]

/** The bakery's records as a host would offer them: lists for short ones, searches for long ones. */
const options: BankTransactionEditorOptions = {
  bankAccounts: bakeryBankAccounts,
  categories: searchIn([
    ...bakeryCategories,
    // Another company's category: the service refuses it, naming `categoryId`.
    { id: SANDBOX.companies.bikeShop.categories.parts, name: 'Bike parts (another company)' },
  ]),
  vendors: searchIn([
    { id: bakery.vendors.millstoneFlour, name: 'Millstone Flour Supply' },
    { id: bakery.vendors.riverbendDairy, name: 'Riverbend Dairy' },
    { id: bakery.vendors.harborRowProperties, name: 'Harbor Row Properties' },
  ]),
  customers: searchIn([
    { id: bakery.customers.blueHeronCafe, name: 'Blue Heron Café' },
    { id: bakery.customers.juniperEvents, name: 'Juniper Events' },
  ]),
  glAccounts: searchIn([
    { id: bakery.glAccounts.rent, name: 'Rent', description: '6100' },
    { id: bakery.glAccounts.utilities, name: 'Utilities', description: '6200' },
    { id: bakery.glAccounts.unused, name: 'Miscellaneous', description: '6900' },
  ]),
  classSegments: searchIn(segments),
  dimensions: [locationDimension, channelDimension],
}

const canvasOf = (element: HTMLElement) => within(element)

/** Chooses the first match of a searching picker by keyboard; the list then closes. */
async function pick(canvas: ReturnType<typeof within>, label: string, typed: string, name: string | RegExp) {
  await pickFirstMatch(canvas, label, typed, name)
  await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-expanded', 'false')
}

const transactions = (sandbox: Sandbox) => sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
const openExpense = (sandbox: Sandbox) =>
  transactions(sandbox).find(
    (transaction) =>
      transaction.date > sandbox.inspect.closing(bakery.id).date && transaction.type === 'EXPENSE' && !transaction.children?.length,
  ) as BankTransaction
const closedTransaction = (sandbox: Sandbox) =>
  transactions(sandbox).find((transaction) => transaction.date <= sandbox.inspect.closing(bakery.id).date) as BankTransaction

/** Renders the editor on a record picked from the story's sandbox once, as a host would pass one from its list. */
function StoredTransaction({
  storyId,
  choose,
  ...props
}: ComponentProps<typeof BankTransactionEditor> & { storyId: string; choose: (sandbox: Sandbox) => BankTransaction }) {
  const [transaction] = useState(() => choose(storySandbox(storyId)))
  return <BankTransactionEditor {...props} transaction={transaction} />
}

/** Fills a new expense by keyboard, in the form's order: amount, description, category, vendor, location. */
async function fillExpense(canvas: ReturnType<typeof within>, category = 'Ingr', categoryName: string | RegExp = 'Ingredients') {
  await canvas.findByRole('form', { name: 'New bank transaction' })
  await typeInto(canvas, 'Amount', '42.35')
  await typeInto(canvas, 'Description', 'Rye flour, 2 sacks')
  await pick(canvas, 'Category', category, categoryName)
  await pick(canvas, 'Vendor', 'Mill', 'Millstone Flour Supply')
  await pick(canvas, 'Location (required)', 'Main', 'Main Street shop')
}

async function pressCreate(canvas: ReturnType<typeof within>, keys = '{Enter}') {
  await tabTo(canvas.getByRole('button', { name: 'Create transaction' }))
  await userEvent.keyboard(keys)
}

const VOLUME = { invoicesPerCompany: 5, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 0 }

/**
 * Transactions to pick in the Controls panel: the same seed and volume as every story's sandbox, so
 * each is also in the story's own sandbox (a save updates it there), some in the closed period.
 */
const PICKABLE = (() => {
  const sandbox = storyBooks({ volume: VOLUME })
  const closing = sandbox.inspect.closing(bakery.id).date
  const picked = transactions(sandbox)
    .filter((transaction, index) => index % 3 === 0)
    .slice(0, 10)
  return pickableRecords(picked, 'None: a new transaction', (transaction) =>
    pickableLabel(transaction.date, transaction.description ?? transaction.id, transaction.amount, closing),
  )
})()

const meta = {
  title: 'Components/BankTransactionEditor',
  component: BankTransactionEditor,
  // The docs page renders every story at once, all answered by the sandbox prepared last: stories
  // that make theirs fail, slow or huge are tagged '!autodocs' (they stay in the sidebar and run as tests).
  tags: ['autodocs'],
  argTypes: {
    transaction: { ...PICKABLE, description: 'The transaction to edit (from the sandbox here); none creates one.' },
    bankAccountId: {
      control: { type: 'select', labels: { [bakery.bankAccounts.checking]: 'Checking', [bakery.bankAccounts.savings]: 'Savings' } },
      options: Object.values(bakery.bankAccounts),
      description: 'The bank account of a new transaction.',
    },
    defaults: { control: 'object', description: 'Starting values of a new transaction, as a save item.' },
    companyId: { control: 'text', description: 'Whose closing applies to a new transaction, for a token that sees several companies.' },
    options: { control: false, description: 'Where the pickers get their choices: lists or search functions.' },
    className: { control: 'text' },
  },
  args: { options, onSaved: fn(), onDeleted: fn(), onCancel: fn(), onDirtyChange: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
    sandbox: { volume: VOLUME },
    docs: {
      description: {
        component:
          'Creates or edits one bank transaction: every field of the save item, splits with a live remainder, required dimensions, money typed in the provider’s locale and kept as exact minor units. A transaction in a closed period, or any in a read-only session, opens read-only and says why; a delete asks first. Pick a transaction from the story’s sandbox in the Controls below.',
      },
    },
  },
} satisfies Meta<typeof BankTransactionEditor>

export default meta
type Story = StoryObj<typeof meta>

/** A new expense typed by keyboard alone; Enter pressed twice still creates exactly one record. */
export const Create: Story = {
  args: { bankAccountId: bakery.bankAccounts.checking, defaults: { date: '2026-06-20', type: 'EXPENSE' } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement)
    await fillExpense(canvas)
    await pressCreate(canvas, '{Enter}{Enter}')
    await canvas.findByText('Transaction created.')
  },
}

/** An existing expense: the amount changed and split in two by keyboard, the remainder read live. */
export const EditWithSplits: Story = {
  render: (args, { id }) => <StoredTransaction {...args} storyId={id} choose={openExpense} />,
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement)
    await canvas.findByRole('form', { name: 'Bank transaction' })
    // The bank line's figures are facts; correcting them is under "More details", after the splits.
    await userEvent.click(canvas.getByText('More details'))
    const amount = canvas.getByLabelText('Amount')
    await tabTo(amount)
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}100.00')
    await userEvent.click(canvas.getByRole('button', { name: 'Add split' }))
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}60.00')
    await tabTo(canvas.getByRole('button', { name: 'Add split' }))
    await userEvent.keyboard('{Enter}')
    await canvas.findByText('The splits add up to the amount.')
  },
}

const REFUND_DESCRIPTION = 'Millstone Flour: two sacks returned'

/** A refund from the miller, made through the service as a partner's would be: an expense coming in, +$50.00 split +$30.00 / +$20.00. */
async function createRefund() {
  const client = createBookkeepingClient({
    baseUrl: SANDBOX_BASE_URL,
    fetchToken: sandboxFetchToken(SANDBOX.users.bakeryOwner),
    service: bookkitService,
  })
  try {
    const [answer] = await client.saveBankTransactions([
      {
        bankAccountId: bakery.bankAccounts.checking,
        date: '2026-06-22',
        type: 'EXPENSE',
        amount: 5000,
        description: REFUND_DESCRIPTION,
        vendorId: bakery.vendors.millstoneFlour,
        classSegmentIds: [bakery.dimensions.location.values.mainStreet],
        children: [
          { amount: 3000, categoryId: bakery.categories.ingredients },
          { amount: 2000, categoryId: bakery.categories.rent },
        ],
      },
    ])
    if (!answer?.ok) throw new Error(`The sandbox refused the refund: ${JSON.stringify(answer?.errors)}`)
  } finally {
    client.close()
  }
}
const refundIn = (sandbox: Sandbox) =>
  transactions(sandbox).find((transaction) => transaction.description === REFUND_DESCRIPTION) as BankTransaction

/** A refund (an expense with a positive amount) keeps its sign: its splits read +30.00 and +20.00, and a split's new category saves with every sign as it was. */
export const Refund: Story = {
  // Its record exists only in its own sandbox, which the docs page does not answer from.
  tags: ['!autodocs'],
  beforeEach: createRefund,
  render: (args, { id }) => <StoredTransaction {...args} storyId={id} choose={refundIn} />,
  play: async ({ canvasElement }) => {
    await canvasOf(canvasElement).findByText('The splits add up to the amount.')
  },
}

/** Delete asks first (a native dialog, Cancel focused); confirmed, the record leaves the books. */
export const Delete: Story = {
  render: (args, { id }) => <StoredTransaction {...args} storyId={id} choose={openExpense} />,
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement)
    await canvas.findByRole('form', { name: 'Bank transaction' })
    await tabTo(canvas.getByRole('button', { name: 'Delete' }))
    await userEvent.keyboard('{Enter}')
    await canvas.findByRole('dialog', { name: 'Delete this bank transaction?' })
  },
}

/** A transaction dated in the closed period opens read-only and says why. */
export const ClosedPeriod: Story = {
  render: (args, { id }) => <StoredTransaction {...args} storyId={id} choose={closedTransaction} />,
  play: async ({ canvasElement }) => {
    await canvasOf(canvasElement).findByText(/dated in a closed period/)
  },
}

/** A read-only token (scope `read`): every field disabled, and the editor says so. */
export const ReadOnlySession: Story = {
  parameters: { bookkit: { scope: 'read' } },
  render: (args, { id }) => <StoredTransaction {...args} storyId={id} choose={openExpense} />,
  play: async ({ canvasElement }) => {
    await canvasOf(canvasElement).findByText('You have view-only access, so nothing here can be changed.')
  },
}

/** The service refuses the item, naming `categoryId`: the error lands on Category, focus goes there, nothing typed is lost. */
export const ServerValidationError: Story = {
  args: { bankAccountId: bakery.bankAccounts.checking, defaults: { date: '2026-06-20', type: 'EXPENSE' } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement)
    await fillExpense(canvas, 'Bike', /Bike parts/)
    await pressCreate(canvas)
    await waitFor(() => expect(canvas.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true'))
  },
}

/** The save answers 500: the form explains, keeps every value, and the second save creates exactly one record. */
export const SaveFailure: Story = {
  tags: ['!autodocs'],
  args: { bankAccountId: bakery.bankAccounts.checking, defaults: { date: '2026-06-20', type: 'EXPENSE' } },
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, path: SAVE_PATH })
  },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement)
    await fillExpense(canvas)
    await pressCreate(canvas)
    await canvas.findByText(/Saving failed\. Nothing was lost/)
  },
}

/** A slow service (the save's answer held until the story is left): the button says Saving…, and more Enter presses send nothing more. */
export const SlowSave: Story = {
  tags: ['!autodocs'],
  args: { bankAccountId: bakery.bankAccounts.checking, defaults: { date: '2026-06-20', type: 'EXPENSE' } },
  beforeEach: ({ id }) => holdAnswers(id, SAVE_PATH, { method: 'POST' }),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement)
    await fillExpense(canvas)
    await pressCreate(canvas)
    await canvas.findByRole('button', { name: 'Saving…' })
  },
}

/** The dark theme (the host sets `data-bk-theme="dark"` on an ancestor). */
export const DarkTheme: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  render: (args, { id }) => <StoredTransaction {...args} storyId={id} choose={openExpense} />,
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement)
    await canvas.findByRole('form', { name: 'Bank transaction' })
    await typeInto(canvas, 'Memo', 'Checked against the invoice')
  },
}

const uncategorizedWithSuggestions = (sandbox: Sandbox) =>
  transactions(sandbox).find(
    (transaction) =>
      transaction.date > sandbox.inspect.closing(bakery.id).date &&
      !transaction.category &&
      (transaction.suggestedCategories ?? []).length > 0 &&
      !transaction.children?.length,
  ) ?? openExpense(sandbox)

/** The focused layout: the bank line as facts, the suggested categories one click away, the rest under "More details". */
export const Focused: Story = {
  args: { options: { ...options, categories: bakeryCategories } },
  render: (args, { id }) => <StoredTransaction {...args} storyId={id} choose={uncategorizedWithSuggestions} />,
  play: async ({ canvasElement }) => {
    await canvasOf(canvasElement).findByRole('form', { name: 'Bank transaction' })
  },
}

/**
 * A reconciled transaction whose amount was changed after its month was reconciled: the editor says
 * so on open, and warns again when the amount is changed once more (the save is not blocked).
 */
export const ReconciledMonthChanged: Story = {
  // Its change exists only in its own sandbox, which the docs page does not answer from.
  tags: ['!autodocs'],
  beforeEach: async ({ id }) => {
    const sandbox = storySandbox(id)
    await reconcileThenChangeAmount(sandbox, newestReviewed(sandbox))
  },
  render: (args, { id }) => (
    <StoredTransaction
      {...args}
      storyId={id}
      choose={(sandbox) => transactions(sandbox).find((one) => one.id === newestReviewed(sandbox).id)!}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement)
    await canvas.findByText(/This transaction changed after the account was reconciled with it through .*: its amount differs/)
    await userEvent.click(canvas.getByText('More details'))
    const amount = canvas.getByLabelText('Amount')
    await userEvent.clear(amount)
    await userEvent.type(amount, '12.34')
    await canvas.findByText(/^This changes a reconciled month: the account was reconciled with this transaction through /)
  },
}
