// Saves whose answer was lost: the service may have stored them or not. Nothing is sent again
// blindly. A bank transaction is found out by a sync of what changed since before the send (stored:
// saved; not stored: sent again with the same apiSourceId); a journal entry, which the service
// cannot list, is left to the user, with where to look. On bookkit's profile (the described service's
// listing and its lack of deduplication are proved in Node: test/api/serviceProfile.test.ts,
// test/sandbox/profileSaves.test.ts); failNext drives the faults.
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction, BankTransactionInput, ManualJournalEntry, ManualJournalEntryInput } from '../../src/api/types'
import { BankTransactionEditor } from '../../src/components/BankTransactionEditor'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { ManualJournalEntryForm, type ManualJournalEntryFormOptions } from '../../src/components/ManualJournalEntryForm'
import { SANDBOX } from '../../src/sandbox'
import { BOOKKIT } from '../support/profiles'
import { giveGridsAViewport } from '../support/gridViewport'
import { fillBalancedEntry } from '../support/journalEntry'
import { recordBodies, recordRequests } from '../support/requests'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { settled } from '../support/settled'
import { ryeFlourOptions, typeRyeFlour } from '../support/bankTransaction'

const SAVE_PATH = '/v6/banks/transactions'
const JOURNAL_PATH = '/v6/accounting/manualJournalEntries'
const bakery = SANDBOX.companies.bakery
const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' as const }
const mainStreet = { id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: location }

const journalOptions: ManualJournalEntryFormOptions = {
  glAccounts: [
    { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
    { id: bakery.glAccounts.checking, name: 'Checking' },
  ],
  dimensionValues: [mainStreet],
}

vi.setConfig({ testTimeout: 20_000 })

describe('a save whose answer was lost', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } })
  /** bookkit's listing, GET /v5 (the described service's bodiless POST is proved in test/api/serviceProfile.test.ts). */
  const listing = { method: 'GET', path: '/v5/banks/transactions' }
  const isListing = (request: Request) => request.method === listing.method && new URL(request.url).pathname === listing.path
  const isSave = (request: Request) =>
    request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH && request.headers.has('content-type')
  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  afterEach(() => state.server.events.removeAllListeners())
  /** The `lastUpdatedDate` the service answered to each listing, in order. */
  let listingAnswers: Array<Promise<string | undefined>> = []
  beforeEach(() => {
    listingAnswers = []
    state.server.events.on('response:mocked', ({ request, response }) => {
      if (isListing(request))
        listingAnswers.push(
          response
            .clone()
            .json()
            .then((body: { lastUpdatedDate?: string }) => body.lastUpdatedDate),
        )
    })
  })

  /** The editor for a new transaction, once it took its sync instant (one listing of one record). */
  async function renderNewTransaction(onSaved = vi.fn()) {
    const requests = recordRequests(state.server)
    renderWithSandbox(
      <BankTransactionEditor options={ryeFlourOptions} bankAccountId={bakery.bankAccounts.checking} onSaved={onSaved} />,
      state.sandbox,
      {
        userId: SANDBOX.users.bakeryOwner,
      },
    )
    await waitFor(() => expect(requests.filter(isListing)).toHaveLength(1))
    return { requests, onSaved }
  }

  const ryeFlour = () => stored().filter((transaction) => transaction.description === 'Rye flour')

  // A 5xx after storing is as unclear as no answer: either way the check finds the save and nothing is sent twice.
  it.each([
    ['lost', { dropAnswer: true }],
    ['a 500', { stored: true, status: 500 }],
  ] as const)(
    'BankTransactionEditor: a create the service stored (its answer %s) is found by a sync and shown saved, without sending it again',
    async (_answer, fault) => {
      const user = userEvent.setup()
      const { requests, onSaved } = await renderNewTransaction()
      await typeRyeFlour(user)
      state.sandbox.failNext({ ...fault, method: 'POST', path: SAVE_PATH })
      await user.click(screen.getByRole('button', { name: /^(create|save)/i }))

      await screen.findByText('The service did not answer clearly at first; a check found it saved.')
      expect(screen.getByText(/transaction (created|saved)/i)).toBeInTheDocument()
      expect(requests.filter(isSave)).toHaveLength(1)
      expect(ryeFlour()).toHaveLength(1)
      expect(onSaved).toHaveBeenCalledTimes(1)
      expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: ryeFlour()[0]?.id })
      // The check asked only for what changed since the instant the editor took before the save.
      const [, check] = requests.filter(isListing)
      expect(check?.headers.get('lastUpdatedDate')).toBe(await listingAnswers[0])
      expect(check?.headers.get('lastUpdatedDate')).toBeTruthy()
    },
  )

  it('BankTransactionEditor: a create the service never got is sent again, once, with the same apiSourceId', async () => {
    const user = userEvent.setup()
    const { requests, onSaved } = await renderNewTransaction()
    const saves = recordBodies<{ data: BankTransactionInput[] }>(state.server, (request) => isSave(request))
    await typeRyeFlour(user)
    state.sandbox.failNext({ networkError: true, method: 'POST', path: SAVE_PATH })
    await user.click(screen.getByRole('button', { name: /^(create|save)/i }))

    await screen.findByText(/transaction (created|saved)/i)
    expect(requests.filter(isSave)).toHaveLength(2)
    await waitFor(() => expect(saves).toHaveLength(2))
    expect(saves[1]?.data[0]?.apiSourceId).toBe(saves[0]?.data[0]?.apiSourceId)
    expect(ryeFlour()).toHaveLength(1)
    expect(onSaved).toHaveBeenCalledTimes(1)
  })

  it('BankTransactionEditor: when even the check cannot run, it says the outcome is unknown, keeps everything, and the next Save checks before sending', async () => {
    const user = userEvent.setup()
    const { requests, onSaved } = await renderNewTransaction()
    await typeRyeFlour(user)
    state.sandbox.failNext({ dropAnswer: true, method: 'POST', path: SAVE_PATH })
    state.sandbox.failNext({ networkError: true, ...listing })
    await user.click(screen.getByRole('button', { name: /^(create|save)/i }))

    const alert = await screen.findByText('It is not known whether this was saved.')
    expect(alert.closest('[role="alert"]')).toHaveTextContent('The connection was lost before the bookkeeping service answered.')
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Saving again first checks whether it was saved')
    expect(screen.getByLabelText('Description')).toHaveValue('Rye flour')
    expect(onSaved).not.toHaveBeenCalled()
    expect(ryeFlour()).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: /^(create|save)/i }))
    await screen.findByText('The service did not answer clearly at first; a check found it saved.')
    expect(requests.filter(isSave)).toHaveLength(1)
    expect(ryeFlour()).toHaveLength(1)
    expect(onSaved).toHaveBeenCalledTimes(1)
  })

  it('BankTransactionEditor: a delete whose answer was lost is found done by a sync', async () => {
    const user = userEvent.setup()
    const onDeleted = vi.fn()
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const transaction = stored().find((candidate) => candidate.date > closing) as BankTransaction
    const requests = recordRequests(state.server)
    renderWithSandbox(<BankTransactionEditor options={ryeFlourOptions} transaction={transaction} onDeleted={onDeleted} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    await waitFor(() => expect(requests.filter(isListing)).toHaveLength(1))
    state.sandbox.failNext({ dropAnswer: true, method: 'DELETE', path: `${SAVE_PATH}/${transaction.id}` })
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1))
    expect(onDeleted.mock.calls[0]?.[0]).toMatchObject({ id: transaction.id, status: 'DELETED' })
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1)
  })

  describe('BankTransactionList', () => {
    beforeEach(() => giveGridsAViewport())

    /** The queue with its first three rows selected; their ids and review statuses as stored. */
    async function selectThree(user: ReturnType<typeof userEvent.setup>) {
      const requests = recordRequests(state.server)
      renderWithSandbox(<BankTransactionList editor={false} options={{ categories: ryeFlourOptions.categories }} />, state.sandbox, {
        userId: SANDBOX.users.bakeryOwner,
      })
      await screen.findByRole('grid', { name: 'Bank transactions' })
      const rows = await waitFor(() => {
        const found = [0, 1, 2].map((index) => document.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`))
        if (found.some((row) => !row)) throw new Error('rows not there yet')
        return found as HTMLElement[]
      })
      for (const row of rows) await user.click(within(row).getByRole('checkbox'))
      const ids = rows.map((row) => row.getAttribute('data-id') as string)
      const before = new Map(stored().map((transaction) => [transaction.id, transaction.reviewStatus]))
      return { requests, rows, ids, before }
    }
    const reviewStatusOf = (id: string) => stored().find((transaction) => transaction.id === id)?.reviewStatus

    it('finds a bulk action and its undo stored after their answers were lost, each sent once', async () => {
      const user = userEvent.setup()
      const { requests, rows, ids, before } = await selectThree(user)
      state.sandbox.failNext({ dropAnswer: true, method: 'POST', path: SAVE_PATH })
      await user.click(await screen.findByRole('button', { name: 'Mark 3 reviewed' }))
      await screen.findByText('3 saved.')
      for (const row of rows) expect(row).toHaveAttribute('data-result', 'saved')
      expect(requests.filter(isSave)).toHaveLength(1)
      for (const id of ids) expect(reviewStatusOf(id)).toBe('REVIEWED')

      state.sandbox.failNext({ dropAnswer: true, method: 'POST', path: SAVE_PATH })
      await user.click(screen.getByRole('button', { name: 'Undo (3)' }))
      await screen.findByText('Undone: 3 restored.')
      expect(requests.filter(isSave)).toHaveLength(2)
      for (const id of ids) expect(reviewStatusOf(id)).toBe(before.get(id))
    })

    it('marks rows "Not known if saved" when the check cannot run, and "Check again" finds them saved without sending again', async () => {
      const user = userEvent.setup()
      const { requests, rows, ids } = await selectThree(user)
      state.sandbox.failNext({ dropAnswer: true, method: 'POST', path: SAVE_PATH })
      state.sandbox.failNext({ networkError: true, ...listing })
      await user.click(await screen.findByRole('button', { name: 'Mark 3 reviewed' }))
      await screen.findByText('3 not known if saved. “Check again” on those rows finds out before anything is sent again.')
      for (const row of rows) {
        expect(row).toHaveAttribute('data-result', 'unknown')
        expect(within(row).getByText('Not known if saved')).toBeInTheDocument()
      }

      await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /^Check again whether .* was saved$/ }))
      await waitFor(() => expect(rows[0]).toHaveAttribute('data-result', 'saved'))
      expect(requests.filter(isSave)).toHaveLength(1)
      for (const id of ids) expect(reviewStatusOf(id)).toBe('REVIEWED')
    })
  })

  describe('ManualJournalEntryForm', () => {
    const entries = () => state.sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]
    const reclassified = () => entries().filter((entry) => entry.description === 'Reclassify deposit')

    async function loseTheFirstAnswer(user: ReturnType<typeof userEvent.setup>) {
      const requests = recordRequests(state.server)
      const onSaved = vi.fn()
      const queryClient = new QueryClient()
      renderWithSandbox(<ManualJournalEntryForm options={journalOptions} onSaved={onSaved} />, state.sandbox, {
        userId: SANDBOX.users.bakeryOwner,
        provider: { queryClient },
      })
      await fillBalancedEntry(user)
      state.sandbox.failNext({ dropAnswer: true, method: 'POST', path: JOURNAL_PATH })
      await user.click(screen.getByRole('button', { name: 'Create entry' }))
      const alert = (await screen.findByText('It is not known whether this was saved.')).closest('[role="alert"]') as HTMLElement
      expect(alert).toHaveTextContent('The connection was lost before the bookkeeping service answered.')
      return {
        requests,
        onSaved,
        alert,
        queryClient,
        sent: () => requests.filter((request) => new URL(request.url).pathname === JOURNAL_PATH),
      }
    }

    it('says the outcome is unknown and where to look, and never sends again by itself', async () => {
      const user = userEvent.setup()
      const { alert, sent, onSaved, queryClient } = await loseTheFirstAnswer(user)
      expect(alert).toHaveTextContent('Look in the general ledger of Miscellaneous for an entry of $1,500.00')
      expect(within(alert).getByRole('button', { name: 'Save again' })).toBeInTheDocument()
      expect(within(alert).getByRole('button', { name: 'It was saved: start a new entry' })).toBeInTheDocument()
      // The unknown outcome is on screen; a save sent again on its own would be pending, or done, now.
      await settled(queryClient)
      expect(sent()).toHaveLength(1)
      expect(reclassified()).toHaveLength(1)
      expect(onSaved).not.toHaveBeenCalled()
      expect(screen.getByLabelText('Description')).toHaveValue('Reclassify deposit')
    })

    it('starts a new entry when the user found it saved, sending nothing', async () => {
      const user = userEvent.setup()
      const { alert, sent } = await loseTheFirstAnswer(user)
      await user.click(within(alert).getByRole('button', { name: 'It was saved: start a new entry' }))
      expect(screen.getByLabelText('Description')).toHaveValue('')
      expect(sent()).toHaveLength(1)
      expect(reclassified()).toHaveLength(1)
    })

    it('saves again only when the user chooses to, with the same apiSourceId', async () => {
      const user = userEvent.setup()
      const { alert, sent } = await loseTheFirstAnswer(user)
      const bodies = recordBodies<{ data: ManualJournalEntryInput[] }>(state.server, (request, pathname) => pathname === JOURNAL_PATH)
      await user.click(within(alert).getByRole('button', { name: 'Save again' }))
      await waitFor(() => expect(sent()).toHaveLength(2))
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]?.data[0]?.apiSourceId).toBe(reclassified()[0]?.apiSourceId)
      // This service refuses a second create with the same key: the first attempt did store it.
      await screen.findByText('It was saved the first time: the bookkeeping service already holds it.')
      expect(reclassified()).toHaveLength(1)
    })
  })
})
