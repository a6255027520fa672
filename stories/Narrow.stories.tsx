import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import {
  AccountBalanceChart,
  BankTransactionEditor,
  BankTransactionList,
  BooksOverview,
  CashFlowChart,
  GeneralLedger,
  InvoiceDetail,
  InvoiceList,
  ManualJournalEntryForm,
  NotificationSettingsForm,
  SpendingByCategory,
} from '../src/components'
import { SANDBOX } from '../src/sandbox'
import { summaryOf } from './support/charts'
import { bakeryBankAccounts, bakeryCategories } from './support/hostOptions'
import { answerLongNames } from './support/longNames'
import { storySandbox } from './support/sandbox'
import { SEEDED, SeededInvoice } from './support/SeededInvoice'
import './narrow.stories.css'

const bakery = SANDBOX.companies.bakery

/** A partner's page: its own navigation in a sidebar, and the component in a 360 px column beside it. */
function HostWithSidebar({ children }: { children: ReactNode }) {
  return (
    <div className="story-host-split">
      <nav className="story-host-split__nav" aria-label="Partner app">
        <ul>
          <li>Dashboard</li>
          <li>Books</li>
          <li>Settings</li>
        </ul>
      </nav>
      <main className="story-host-split__column">{children}</main>
    </div>
  )
}

const meta = {
  title: 'Narrow/In a 360 px column',
  decorators: [
    (Story) => (
      <HostWithSidebar>
        <Story />
      </HostWithSidebar>
    ),
  ],
  parameters: {
    sandbox: { volume: { invoicesPerCompany: 160, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } },
    docs: {
      description: {
        component:
          'Every component in a 360 px column beside a host sidebar: each adapts to its own container (container queries), not to the viewport.',
      },
    },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const rowsIn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('.bk-grid__body [role="row"]').length).toBeGreaterThan(3))

/** Invoices stack: number, due date and status over customer and balance. */
export const Invoices: Story = {
  render: () => <InvoiceList />,
  play: async ({ canvasElement }) => {
    await rowsIn(canvasElement)
  },
}

/** Ledger lines stack: the amount with its side in words, and the running balance. */
export const Ledger: Story = {
  render: () => <GeneralLedger glAccountId={bakery.glAccounts.checking} />,
  play: async ({ canvasElement }) => {
    await rowsIn(canvasElement)
  },
}

/** The review queue: each transaction stacks, its amount and category in reach. */
export const BankTransactions: Story = {
  render: () => <BankTransactionList options={{ bankAccounts: bakeryBankAccounts, categories: bakeryCategories }} />,
  play: async ({ canvasElement }) => {
    await rowsIn(canvasElement)
  },
}

/** One invoice in full: the tables become cards. */
export const Invoice: Story = {
  render: () => <SeededInvoice pick={SEEDED.partiallyPaid}>{(invoice) => <InvoiceDetail invoice={invoice} />}</SeededInvoice>,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2 })
  },
}

/** The bank transaction editor in one column, its actions in reach. */
export const BankTransaction: Story = {
  render: () => (
    <BankTransactionEditor
      bankAccountId={bakery.bankAccounts.checking}
      options={{ bankAccounts: bakeryBankAccounts, categories: bakeryCategories }}
    />
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('form')
  },
}

/** A journal entry, its lines one field under another. */
export const JournalEntry: Story = {
  render: () => <ManualJournalEntryForm />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('form')
  },
}

/** The notification settings. */
export const NotificationSettings: Story = {
  render: () => <NotificationSettingsForm />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('group', { name: 'Financial summaries' })
  },
}

/** Money in and out: fewer ticks and month labels in the narrower plot. */
export const CashFlow: Story = {
  render: () => <CashFlowChart endMonth="2026-06" months={6} />,
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
  },
}

/** Spending by category: each category's name goes above its bar. */
export const Spending: Story = {
  render: () => <SpendingByCategory period="2026-06" categories={bakeryCategories} />,
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
  },
}

/** A GL account's balance over the months the column has room for. */
export const Balance: Story = {
  render: () => (
    <AccountBalanceChart glAccountId={bakery.glAccounts.checking} glAccount={{ name: 'Checking' }} from="2026-01-01" to="2026-06-30" />
  ),
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
  },
}

/** Waits for `selector`'s rows to show a long name. */
const longNamesShown = (canvasElement: HTMLElement, selector: string) =>
  waitFor(() => expect([...canvasElement.querySelectorAll(selector)].some((row) => row.textContent?.includes('WWWWWWWWWW'))).toBe(true))

/**
 * A service that sends 10,000-character names: the overview's spending bars and the customers who
 * owe the most show two lines of each name and cut it short; the whole name is in the bar's or the
 * row's accessible name, and in its title on hover. The summary quotes the name by its start.
 */
export const LongNamesOverview: Story = {
  beforeEach: ({ id }) => answerLongNames(storySandbox(id)),
  render: () => <BooksOverview asOf="2026-06-30" onSelectCustomer={() => {}} />,
  play: async ({ canvasElement }) => {
    // The overview's charts load after its tiles: wait for their bars, which a busy machine may bring later than the first long name.
    await waitFor(() => expect(within(canvasElement).getAllByRole('button', { name: /W{9000}/ }).length).toBeGreaterThan(1))
  },
}

/** The same service in the invoice list: each customer's name cut short on its one line, whole in its title. */
export const LongNamesInvoices: Story = {
  beforeEach: ({ id }) => answerLongNames(storySandbox(id)),
  render: () => <InvoiceList />,
  play: async ({ canvasElement }) => {
    await longNamesShown(canvasElement, '.bk-grid__body [role="row"]')
  },
}

/** And in the review queue: descriptions, counterparties and categories on one line each, the picker still in reach. */
export const LongNamesBankTransactions: Story = {
  beforeEach: ({ id }) => answerLongNames(storySandbox(id)),
  render: () => <BankTransactionList options={{ bankAccounts: bakeryBankAccounts, categories: bakeryCategories }} />,
  play: async ({ canvasElement }) => {
    await longNamesShown(canvasElement, '.bk-grid__body [role="row"]')
  },
}
