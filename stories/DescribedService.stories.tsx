import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { BankTransaction } from '../src/api/types'
import { BankTransactionEditor } from '../src/components/BankTransactionEditor'
import { BankTransactionList } from '../src/components/BankTransactionList'
import { GeneralLedger } from '../src/components/GeneralLedger'
import { InvoiceList } from '../src/components/InvoiceList'
import { ManualJournalEntryForm } from '../src/components/ManualJournalEntryForm'
import { NotificationSettingsForm } from '../src/components/NotificationSettingsForm'
import { SANDBOX } from '../src/sandbox'
import { bakeryBankAccounts, bakeryCategories, locationDimension } from './support/hostOptions'
import { storySandbox } from './support/sandbox'

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
          "The same components on `describedService`, against `createSandbox({ profile: 'described' })`: what a partner sees when the service does only what its description shows. Headers do not sort, the ledger offers no accounting method, notification settings are shown read-only, the journal form offers no date (the service dates an entry), and every update restates the whole record.",
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
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Invoices' })
  },
}

/** No accounting-method choice: the service would show its own method's figures under the chosen label. */
export const Ledger: Story = {
  render: () => <GeneralLedger glAccountId={bakery.glAccounts.busyExpense} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid')
  },
}

/** Nowhere to save them: the settings are shown as they are, and the form says where they change. */
export const NotificationSettings: Story = {
  render: () => <NotificationSettingsForm />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/changed in your account settings/)
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
    const grid = await canvas.findByRole('grid', { name: 'Bank transactions' })
    await waitFor(() => expect(grid.querySelector('[role="row"][data-index="0"]')).not.toBeNull())
  },
}

/** An open bank transaction of the story's sandbox (dated after the bakery's closing), with no splits. */
function openTransaction(storyId: string): BankTransaction | undefined {
  const sandbox = storySandbox(storyId)
  const closing = sandbox.inspect.closing(bakery.id).date
  return (sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find(
    (transaction) => transaction.date > closing && (transaction.children ?? []).length === 0,
  )
}

/** A bank transaction edited on the described service: its read-only facts and its category, saved once. */
export const BankTransactionEdit: Story = {
  render: (_args, { id }) => (
    <BankTransactionEditor
      transaction={openTransaction(id)}
      options={{ bankAccounts: bakeryBankAccounts, categories: bakeryCategories, classSegments: [mainStreet] }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: /bank transaction/i })
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
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The service dates the entry when it is saved.')
  },
}
