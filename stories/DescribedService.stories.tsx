import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BankTransaction } from '../src/api/types'
import { BankTransactionEditor } from '../src/components/BankTransactionEditor'
import { BankTransactionList } from '../src/components/BankTransactionList'
import { GeneralLedger } from '../src/components/GeneralLedger'
import { InvoiceList } from '../src/components/InvoiceList'
import { ManualJournalEntryForm } from '../src/components/ManualJournalEntryForm'
import { NotificationSettingsForm } from '../src/components/NotificationSettingsForm'
import { SANDBOX } from '../src/sandbox'
import { bakeryBankAccounts, bakeryCategories, locationDimension } from './support/hostOptions'
import { recordStoryBodies, storySandbox } from './support/sandbox'

/**
 * Every component against a service that answers exactly what the service description shows, with
 * the provider on `describedService`: no sort, no settings save, no accounting-method member, bank
 * transactions listed by a bodiless POST, expired tokens as 403 FORBIDDEN, tokens without scope.
 */
const meta = {
  title: 'Described service',
  parameters: {
    sandbox: { profile: 'described', volume: { invoicesPerCompany: 60, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 200 } },
    docs: {
      description: {
        component:
          'The same components on `describedService`, against `createSandbox({ profile: \'described\' })`: what a partner sees when the service does only what its description shows. Headers do not sort, the ledger offers no accounting method, notification settings are shown read-only, the journal form offers no date (the service dates an entry), and every update restates the whole record.',
      },
    },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const bakery = SANDBOX.companies.bakery
const mainStreet = { id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: locationDimension }

/** The rows keep the service's order: the headers are plain text, and no `sort` goes out. */
export const Invoices: Story = {
  render: () => <InvoiceList />,
  play: async ({ canvasElement, id }) => {
    const bodies = recordStoryBodies<Record<string, unknown>>(id, '/v6/invoicing/invoices/query')
    const canvas = within(canvasElement)
    const grid = await canvas.findByRole('grid', { name: 'Invoices' }, { timeout: 10_000 })
    await expect(within(grid).queryAllByRole('button', { name: /date|number|total/i })).toHaveLength(0)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search invoices' }), 'a')
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0), { timeout: 5_000 })
    for (const body of bodies) await expect(body).not.toHaveProperty('sort')
  },
}

/** No accounting-method choice: the service would show its own method's figures under the chosen label. */
export const Ledger: Story = {
  render: () => <GeneralLedger glAccountId={bakery.glAccounts.busyExpense} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('grid', {}, { timeout: 10_000 })
    await expect(canvas.queryByLabelText('Accounting method')).toBeNull()
  },
}

/** Nowhere to save them: the settings are shown as they are, and the form says where they change. */
export const NotificationSettings: Story = {
  render: () => <NotificationSettingsForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const summaries = await canvas.findByRole('group', { name: 'Financial summaries' }, { timeout: 10_000 })
    await expect(canvas.getByText(/changed in your account settings/)).toBeVisible()
    for (const radio of within(summaries).getAllByRole('radio')) await expect(radio).toBeDisabled()
  },
}

/**
 * The README's provider, with no `service` prop, on this service: bookkit asked once whether the
 * settings can be saved, learned that they cannot, and shows them read-only with the same sentence.
 */
export const NotificationSettingsLearned: Story = {
  ...NotificationSettings,
  name: 'Notification settings, learned (no service prop)',
  parameters: { bookkit: { noServiceProp: true } },
}

/** The review queue under the README's provider: the v5 listing is refused once, and the described bodiless POST lists the rows. */
export const ReviewQueueLearned: Story = {
  name: 'Review queue, learned (no service prop)',
  parameters: { bookkit: { noServiceProp: true } },
  render: () => <BankTransactionList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await canvas.findByRole('grid', { name: 'Bank transactions' }, { timeout: 10_000 })
    await waitFor(() => expect(grid.querySelector('[role="row"][data-index="0"]')).not.toBeNull(), { timeout: 10_000 })
  },
}

/** An open bank transaction of the story's sandbox (dated after the bakery's closing), with no splits. */
function openTransaction(storyId: string): BankTransaction | undefined {
  const sandbox = storySandbox(storyId)
  const closing = sandbox.inspect.closing(bakery.id).date
  return (sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find((transaction) => transaction.date > closing && (transaction.children ?? []).length === 0)
}

/** A bank transaction edited on the described service: its read-only facts and its category, saved once. */
export const BankTransactionEdit: Story = {
  render: (_args, { id }) => (
    <BankTransactionEditor transaction={openTransaction(id)} options={{ bankAccounts: bakeryBankAccounts, categories: bakeryCategories, classSegments: [mainStreet] }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: /bank transaction/i }, { timeout: 10_000 })
  },
}

/**
 * A balanced entry created on the described service, whose request item has no date: the form offers
 * none, says the service dates the entry when it is saved, and sends none; the saved date then shows
 * as text. Its token carries no scope.
 */
export const JournalEntryCreate: Story = {
  render: () => (
    <ManualJournalEntryForm
      options={{
        glAccounts: [
          { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
          { id: bakery.glAccounts.checking, name: 'Checking' },
        ],
        dimensionValues: [mainStreet],
      }}
    />
  ),
  play: async ({ canvasElement, id }) => {
    const bodies = recordStoryBodies<{ data: Record<string, unknown>[] }>(id, '/v6/accounting/manualJournalEntries')
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: /journal entry/i }, { timeout: 10_000 })
    await expect(canvas.getByText('The service dates the entry when it is saved.')).toBeVisible()
    await expect(canvas.queryByLabelText('Date')).toBeNull()
    await expect(canvas.queryByLabelText('Ends on')).toBeNull()

    await userEvent.type(canvas.getByLabelText('Description'), 'Reclassify deposit')
    await userEvent.selectOptions(canvas.getByLabelText('GL account (line 1)'), 'Miscellaneous')
    await userEvent.type(canvas.getByLabelText('Debit (line 1)'), '150.00')
    await userEvent.selectOptions(canvas.getByLabelText('GL account (line 2)'), 'Checking')
    await userEvent.type(canvas.getByLabelText('Credit (line 2)'), '150.00')
    await userEvent.selectOptions(canvas.getByLabelText('Location (required)'), 'Main Street')
    await userEvent.click(canvas.getByRole('button', { name: 'Create entry' }))
    await canvas.findByText('Journal entry created.', {}, { timeout: 5_000 })
    await expect(bodies).toHaveLength(1)
    await expect(bodies[0]?.data[0]).not.toHaveProperty('date')
    // The entry now has the date the service gave it, shown as text where the input would be.
    await waitFor(() => expect(canvasElement.querySelector('[data-field="date"] time')).not.toBeNull())
    await expect(canvas.queryByText('The service dates the entry when it is saved.')).toBeNull()
  },
}
