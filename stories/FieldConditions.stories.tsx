import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BankTransactionEditor } from '../src/components/BankTransactionEditor'
import { BankTransactionList } from '../src/components/BankTransactionList'
import { InvoiceList } from '../src/components/InvoiceList'
import { ManualJournalEntryForm } from '../src/components/ManualJournalEntryForm'
import { BookkeepingProvider, clearBookkeepingCache } from '../src/react'
import { sessionDigest } from '../src/core/store/browserStorage'
import { SANDBOX } from '../src/sandbox'
import { bakeryBankAccounts, bakeryCategories } from './support/hostOptions'
import { sandboxFetchToken } from './support/StoryProvider'
import { SANDBOX_BASE_URL, storySandbox } from './support/sandbox'

/**
 * What the field does to a page that the lab does not: answers lost on the way back, a service
 * that pages in circles, a user signing out and another in without a reload, a long history on a
 * slow network, and a revisit.
 */
const meta = {
  title: 'Field conditions',
  parameters: {
    sandbox: { volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 } },
    docs: {
      description: {
        component:
          'A save whose answer is lost is found out, never sent again blindly: a bank transaction through a sync of what changed since before the save, a journal entry (which the service cannot list) by the user, told where to look. A service that repeats a cursor stops a list with an alert instead of paging for ever. A new `sessionKey` runs on the new user’s token from its first request. A long history on a slow network: the review queue shows its newest rows after the first page and says “so far” while older pages arrive. With `persist`, a revisit shows the review queue from the browser’s storage before the service answers.',
      },
    },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const bakery = SANDBOX.companies.bakery
const SAVE_PATH = '/v6/banks/transactions'
const LISTING_PATH = '/v5/banks/transactions'

const newExpense = () => (
  <BankTransactionEditor
    bankAccountId={bakery.bankAccounts.checking}
    defaults={{ date: '2026-06-20', type: 'EXPENSE' }}
    options={{ bankAccounts: bakeryBankAccounts, categories: bakeryCategories }}
  />
)

/**
 * Types a new expense and creates it while the service stores it but loses its answer; with
 * `checkFails`, the sync that would find it out fails too. Resolves to how many transactions the
 * books held before, and the story's canvas.
 */
async function createLosingTheAnswer(canvasElement: HTMLElement, id: string, { checkFails }: { checkFails: boolean }) {
  const canvas = within(canvasElement)
  const sandbox = storySandbox(id)
  await userEvent.type(await canvas.findByLabelText('Amount'), '42.35')
  await userEvent.type(canvas.getByLabelText('Description'), 'Rye flour, 2 sacks')
  await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Ingredients')
  sandbox.failNext({ dropAnswer: true, method: 'POST', path: SAVE_PATH })
  if (checkFails) sandbox.failNext({ networkError: true, method: 'GET', path: LISTING_PATH })
  await userEvent.click(canvas.getByRole('button', { name: 'Create transaction' }))
  return canvas
}

/** The service stored the create, but its answer was lost: a sync finds it, and the form says so. Nothing is sent twice. */
export const LostAnswerFoundSaved: Story = {
  render: newExpense,
  play: async ({ canvasElement, id }) => {
    const canvas = await createLosingTheAnswer(canvasElement, id, { checkFails: false })
    await canvas.findByText('The service did not answer clearly at first; a check found it saved.')
  },
}

/** The answer was lost and the check could not run either: the outcome is unknown, everything typed stays, and saving again checks first. */
export const OutcomeUnknown: Story = {
  render: newExpense,
  play: async ({ canvasElement, id }) => {
    const canvas = await createLosingTheAnswer(canvasElement, id, { checkFails: true })
    await canvas.findByText('It is not known whether this was saved.')
  },
}

/** A journal entry's answer was lost. The service cannot list entries, so the form says where to look and lets the user choose; it never sends again by itself. */
export const JournalEntryOutcomeUnknown: Story = {
  render: () => (
    <ManualJournalEntryForm
      defaults={{
        description: 'Reclassify deposit',
        date: '2026-06-15',
        children: [
          { glAccountId: bakery.glAccounts.unused, drAmount: 150000 },
          { glAccountId: bakery.glAccounts.checking, crAmount: 150000 },
        ],
      }}
      options={{
        glAccounts: [
          { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
          { id: bakery.glAccounts.checking, name: 'Checking ••4821' },
        ],
      }}
    />
  ),
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    storySandbox(id).failNext({ dropAnswer: true, method: 'POST', path: '/v6/accounting/manualJournalEntries' })
    await userEvent.click(await canvas.findByRole('button', { name: 'Create entry' }))
    await canvas.findByRole('button', { name: 'Save again' })
  },
}

/** A bulk action's answer was lost and nothing could be checked: the rows say "Not known if saved", and Check again finds out before sending anything. */
export const QueueRowsNotKnown: Story = {
  render: () => <BankTransactionList editor={false} options={{ categories: bakeryCategories }} />,
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    await canvas.findByRole('grid', { name: 'Bank transactions' })
    const rows = await waitFor(() => {
      const found = [0, 1].map((index) => canvasElement.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`))
      if (found.some((row) => !row)) throw new Error('rows not there yet')
      return found as HTMLElement[]
    })
    for (const row of rows) await userEvent.click(within(row).getByRole('checkbox'))
    sandbox.failNext({ dropAnswer: true, method: 'POST', path: SAVE_PATH })
    sandbox.failNext({ networkError: true, method: 'GET', path: LISTING_PATH })
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark 2 reviewed' }))
    await waitFor(() => expect(canvas.getAllByText('Not known if saved')).toHaveLength(2))
  },
}

/** A service that ignores the listing cursor answers the first page for ever: the queue stops after two pages and says so, with Try again. */
export const ServicePagingInCircles: Story = {
  parameters: { sandbox: { volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 200, extraGlLinesPerCompany: 0 } } },
  beforeEach: ({ id }) => {
    const sandbox = storySandbox(id)
    const handle = sandbox.handle.bind(sandbox)
    sandbox.handle = (request) => {
      if (new URL(request.url).pathname !== LISTING_PATH) return handle(request)
      const headers = new Headers(request.headers)
      headers.delete('cursor')
      return handle(new Request(request.url, { method: request.method, headers }))
    }
  },
  render: () => <BankTransactionList editor={false} pageSize={50} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
  },
}

/** A host page that signs one user out and another in without a reload: a new `fetchToken` and `sessionKey` in one render. */
function SignedInHost() {
  const [user, setUser] = useState<string>(SANDBOX.users.bakeryOwner)
  // The host's token route for whoever is signed in: a new closure on every render, as hosts write it.
  const fetchToken = sandboxFetchToken(user)
  const other = user === SANDBOX.users.bakeryOwner ? SANDBOX.users.bikeShopOwner : SANDBOX.users.bakeryOwner
  return (
    <div className="story-canvas">
      <p>
        Signed in as <strong>{user === SANDBOX.users.bakeryOwner ? 'Maple Crumb Bakery' : 'Spoke & Sprocket Bike Repair'}</strong>{' '}
        <button type="button" onClick={() => setUser(other)}>
          Sign in as {other === SANDBOX.users.bakeryOwner ? 'Maple Crumb Bakery' : 'Spoke & Sprocket Bike Repair'}
        </button>
      </p>
      <BookkeepingProvider baseUrl={SANDBOX_BASE_URL} fetchToken={fetchToken} sessionKey={user}>
        <InvoiceList pageSize={20} />
      </BookkeepingProvider>
    </div>
  )
}

/** The bakery's invoices, then the bike shop's: from the switch on, nothing of the bakery is shown, cached or sent. */
export const SwitchingUsers: Story = {
  parameters: { bookkit: { noProvider: true } },
  render: () => <SignedInHost />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByText(/^MCB-/)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in as Spoke & Sprocket Bike Repair' }))
    await canvas.findAllByText(/^SSB-/)
  },
}

/**
 * A long history on a slow network (every request 300 ms away, 1,000 transactions in four pages of
 * 250): the newest rows are on screen after the first page and work at once, the counts say "so
 * far" while older pages arrive, and nothing on screen moves as they do.
 */
export const LongHistorySlowNetwork: Story = {
  parameters: {
    sandbox: { latencyMs: 300, volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 1_000, extraGlLinesPerCompany: 0 } },
  },
  render: () => <BankTransactionList editor={false} options={{ categories: bakeryCategories }} />,
  play: async ({ canvasElement }) => {
    // Every page in: the counts no longer say "so far".
    await within(canvasElement).findByRole('radio', { name: /^To review \([\d,]+\)$/ })
  },
}

/** A page the user leaves and comes back to: "Reload the page" mounts a new provider with a new QueryClient, as a page load does. */
function RevisitingHost() {
  const [visit, setVisit] = useState(1)
  const owner = SANDBOX.users.bakeryOwner
  return (
    <div className="story-canvas">
      <p>
        Visit {visit}{' '}
        <button type="button" onClick={() => setVisit(visit + 1)}>
          Reload the page
        </button>
      </p>
      <BookkeepingProvider key={visit} baseUrl={SANDBOX_BASE_URL} fetchToken={sandboxFetchToken(owner)} sessionKey={owner} persist>
        <BankTransactionList editor={false} options={{ categories: bakeryCategories }} />
      </BookkeepingProvider>
    </div>
  )
}

/** With `persist`, a revisit shows the review queue from the browser's storage before the service answers, then asks only for what changed since. */
export const RevisitFromStoredCache: Story = {
  parameters: { bookkit: { noProvider: true } },
  beforeEach: async () => {
    await clearBookkeepingCache()
  },
  render: () => <RevisitingHost />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const firstRow = () => canvasElement.querySelector('.bk-grid__body [role="row"][data-index="0"]')
    await waitFor(() => expect(firstRow()).not.toBeNull())
    // Stored once the sync has ended (under a hash of the sessionKey): then the revisit can start from storage.
    const { createStore, get } = await import('idb-keyval')
    const key = `sets:${await sessionDigest(SANDBOX.users.bakeryOwner)}`
    await waitFor(async () => expect(await get(key, createStore('bookkit', 'cache'))).toBeDefined())
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }))
    await canvas.findByText('Visit 2')
    await waitFor(() => expect(firstRow()).not.toBeNull())
  },
}
