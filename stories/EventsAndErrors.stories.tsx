import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BookkeepingError } from '../src/api'
import { BankTransactionList } from '../src/components/BankTransactionList'
import { InvoiceList } from '../src/components/InvoiceList'
import { NotificationSettingsForm } from '../src/components/NotificationSettingsForm'
import { BookkeepingProvider, type BookkeepingEvent } from '../src/react'
import type { BankTransaction } from '../src/api/types'
import { createSandbox, SANDBOX } from '../src/sandbox'
import { bakeryBankAccounts } from './support/hostOptions'
import { SANDBOX_BASE_URL, STORY_SANDBOX_DEFAULTS, storySandbox } from './support/sandbox'
import { sandboxFetchToken } from './support/StoryProvider'
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
const categories = [
  { id: bakery.categories.ingredients, name: 'Ingredients & Packaging' },
  { id: bakery.categories.rent, name: 'Rent' },
  { id: bakery.categories.marketing, name: 'Marketing' },
]

const VOLUME = { invoicesPerCompany: 20, bankTransactionsPerCompany: 400, extraGlLinesPerCompany: 0 }

/** The description of the newest open line the feed could not categorize: a row that offers suggestions. */
const UNCATEGORIZED_DESCRIPTION = (() => {
  const sandbox = createSandbox({ ...STORY_SANDBOX_DEFAULTS, volume: VOLUME })
  const closing = sandbox.inspect.closing(bakery.id).date
  const open = (sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).filter(
    (transaction) => transaction.date > closing && !transaction.category && (transaction.suggestedCategories ?? []).length > 0,
  )
  return open.at(-1)?.description ?? 'Online purchase'
})()

// #region EventLog
/** A host's own activity log, fed by `onEvent`: one handler for every component below the provider. */
function HostWithActivityLog() {
  const [fetchToken] = useState(() => sandboxFetchToken(SANDBOX.users.bakeryOwner))
  const [log, setLog] = useState<BookkeepingEvent[]>([])
  return (
    <div className="story-canvas story-events">
      <BookkeepingProvider baseUrl={SANDBOX_BASE_URL} fetchToken={fetchToken} onEvent={(event) => setLog((events) => [event, ...events])}>
        <BankTransactionList options={{ categories, bankAccounts: bakeryBankAccounts }} editor="inline" />
        <NotificationSettingsForm />
      </BookkeepingProvider>
      <section aria-labelledby="activity-title" className="story-events__log">
        <h2 id="activity-title">Activity (the host’s own)</h2>
        {log.length === 0 ? <p>Nothing yet: categorize a row, or change a setting.</p> : null}
        <ol aria-label="Activity">
          {log.map((event, index) => (
            <li key={log.length - index}>
              <code>{event.type}</code> {describe(event)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}

/** One line per event, as a host might word it; `event.type` narrows the union. */
function describe(event: BookkeepingEvent): string {
  switch (event.type) {
    case 'transactionCategorized':
      return `${event.transactionIds.length} transaction(s) → ${event.categoryId}`
    case 'transactionReviewed':
    case 'transactionUndone':
      return `${event.transactionIds.length} transaction(s)`
    case 'transactionSaved':
      return `${event.transactionId}${event.created ? ' (new)' : ''}`
    case 'transactionDeleted':
      return event.transactionId
    case 'statementImported':
      return `${event.transactionIds.length} transaction(s) imported into ${event.bankAccountId}`
    case 'statementImportUndone':
      return `${event.transactionIds.length} transaction(s) of an import deleted from ${event.bankAccountId}`
    case 'monthSignedOff':
      return `${event.month} signed off (${event.companyId})`
    case 'monthReopened':
      return `${event.month} reopened (${event.companyId})`
    case 'journalEntrySaved':
      return `${event.journalEntryId}${event.created ? ' (new)' : ''}`
    case 'invoiceOpened':
      return event.invoiceId
    case 'settingsChanged':
      return `${event.preference}: ${event.value ?? 'not set'}`
    case 'overviewSelected':
      return 'period' in event ? `${event.selected} ${event.period.from} – ${event.period.to}` : event.selected
    case 'chartSelected':
      if (event.chart === 'receivablesAging')
        return 'bucket' in event ? `${event.chart}: ${event.bucket} on ${event.asOf}` : `${event.chart}: ${event.customerId}`
      return event.chart === 'spending'
        ? `${event.chart}: ${event.categoryId ?? 'not categorized'}, ${event.period.from} – ${event.period.to}`
        : `${event.chart}: ${event.period.from} – ${event.period.to}`
    case 'statementAccountSelected':
      return 'period' in event
        ? `${event.statement}: ${event.glAccountId}, ${event.period.from} – ${event.period.to}`
        : `${event.statement}: ${event.glAccountId} through ${event.asOf}`
    case 'ruleCreated':
    case 'ruleChanged':
    case 'ruleDeleted':
      return `${event.ruleId} of ${event.companyId}`
    case 'rulesReordered':
      return `the rules of ${event.companyId}`
    case 'ruleApplied':
      return `${event.ruleId}: ${event.transactionIds.length} transaction(s)${event.confirmed ? ', confirmed' : ''}`
    case 'reconciliationFinished':
      return `${event.bankAccountId} reconciled through ${event.endDate} (${event.outcome}): ${event.transactionIds.length} transaction(s)`
    case 'questionsAsked':
      return `${event.count} question(s) to the owner of ${event.companyId}, about ${event.transactionIds.length} transaction(s)`
    case 'questionAnswered':
      return `${event.questionId} answered; ${event.open} still waiting (${event.companyId})`
    case 'reconciliationUndone':
      return `${event.bankAccountId}: reconciliation ${event.reconciliationId} undone, ${event.transactionIds.length} transaction(s) back`
  }
}
// #endregion EventLog

// #region LoadErrorBanner
/** What a host might say above the page for each kind of failure; the component shows its own error and "Try again" too. */
const HOST_WORDING: Record<BookkeepingError['kind'], string> = {
  network: 'You seem to be offline. Your books will load when the connection is back.',
  auth: 'Your session has ended. Sign in again to see your books.',
  forbidden: 'Your role cannot see this. Ask the account owner for access.',
  notFound: 'This record no longer exists.',
  service: 'Bookkeeping is having trouble right now. Try again in a moment.',
  badAnswer: 'Bookkeeping answered something unexpected. Our support team has been told.',
}

function HostWithLoadErrorBanner() {
  const [fetchToken] = useState(() => sandboxFetchToken(SANDBOX.users.bakeryOwner))
  const [failure, setFailure] = useState<BookkeepingError>()
  return (
    <div className="story-canvas">
      {failure ? (
        <p role="status" className="story-host-banner" data-kind={failure.kind}>
          {HOST_WORDING[failure.kind]}
        </p>
      ) : null}
      <BookkeepingProvider baseUrl={SANDBOX_BASE_URL} fetchToken={fetchToken}>
        <InvoiceList onLoadError={setFailure} onLoadStart={() => setFailure(undefined)} />
      </BookkeepingProvider>
    </div>
  )
}
// #endregion LoadErrorBanner

const meta = {
  title: 'Guides/Events and load errors',
  parameters: { bookkit: { noProvider: true }, sandbox: { volume: VOLUME } },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Every component reports what a user did to the provider's `onEvent`: here a host keeps its own activity log. */
export const EventLog: Story = {
  render: () => <HostWithActivityLog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('grid', { name: 'Bank transactions' })
    // Pasted, as one input: typed key by key, each letter searched the 400 rows again.
    await userEvent.click(canvas.getByLabelText('Search'))
    await userEvent.paste(UNCATEGORIZED_DESCRIPTION)
    const [suggestion] = await canvas.findAllByRole('button', { name: /^Categorize .+ as / })
    await userEvent.click(suggestion as HTMLElement)
    // The host's own log, once it holds both events of the quick categorize.
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')).toHaveLength(2))
  },
}

/** `onLoadError` gets a `BookkeepingError` whose `kind` a host switches on; here the network failed, every retry too. */
export const LoadErrorBanner: Story = {
  render: () => <HostWithLoadErrorBanner />,
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ networkError: true, times: 3, path: '/v6/invoicing/invoices/query' })
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^You seem to be offline\./)
  },
}
