// Nothing hangs: a read the service never answers fails after its time limit with Try again and
// onLoadError; a save still on its way says "Still saving…" after a few seconds and can be
// cancelled; a save past its limit is unknown and found out before anything is sent again. bookkit's
// profile, the sandbox's `hang` fault, fake timers for the limits.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction } from '../../src/api/types'
import { BankTransactionEditor } from '../../src/components/BankTransactionEditor'
import { InvoiceList } from '../../src/components/InvoiceList'
import { ManualJournalEntryForm } from '../../src/components/ManualJournalEntryForm'
import { NotificationSettingsForm } from '../../src/components/NotificationSettingsForm'
import { SANDBOX } from '../../src/sandbox'
import { fillBalancedEntry } from '../support/journalEntry'
import { BOOKKIT } from '../support/profiles'
import { recordRequests } from '../support/requests'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { ryeFlourOptions, typeRyeFlour } from '../support/bankTransaction'

const bakery = SANDBOX.companies.bakery
const SAVE_PATH = '/v6/banks/transactions'
const JOURNAL_PATH = '/v6/accounting/manualJournalEntries'
const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' as const }
const mainStreet = { id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: location }

/** Real time keeps running (the user's events, MSW), and the limits can be jumped over. */
const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

vi.setConfig({ testTimeout: 30_000 })
afterEach(() => vi.useRealTimers())

describe('time limits', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 6, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
  const isSave = (request: Request) =>
    request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH && request.headers.has('content-type')
  const ryeFlour = () =>
    (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).filter(
      (transaction) => transaction.description === 'Rye flour',
    )

  it('InvoiceList: a listing never answered becomes a network load error after 30 s, with Try again and onLoadError', async () => {
    useFakeClock()
    const onLoadError = vi.fn()
    state.sandbox.failNext({ hang: true, path: '/v6/invoicing/invoices/query' })
    renderWithSandbox(<InvoiceList onLoadError={onLoadError} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await advance(29_000)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onLoadError).not.toHaveBeenCalled()
    await advance(1_500)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The invoices could not be loaded.')
    expect(alert).toHaveTextContent('The bookkeeping service did not answer in time.')
    expect(onLoadError).toHaveBeenCalledTimes(1)
    expect(onLoadError.mock.calls[0]?.[0]).toMatchObject({ kind: 'network', name: 'BookkeepingTimeoutError' })

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findAllByRole('row')).not.toHaveLength(0)
  })

  /** The editor for a new transaction, once it took its sync instant (one listing of one record). */
  async function renderNewTransaction(onSaved = vi.fn()) {
    const requests = recordRequests(state.server)
    renderWithSandbox(
      <BankTransactionEditor options={ryeFlourOptions} bankAccountId={bakery.bankAccounts.checking} onSaved={onSaved} />,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    await waitFor(() => expect(requests.length).toBeGreaterThan(0))
    return { requests, onSaved }
  }

  it('BankTransactionEditor: a slow save says "Still saving…" after 3 s; Cancel saving says the outcome is unknown, and Save checks first', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    useFakeClock()
    const { requests, onSaved } = await renderNewTransaction()
    await typeRyeFlour(user)
    state.sandbox.failNext({ hang: true, method: 'POST', path: SAVE_PATH })
    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel saving' })).not.toBeInTheDocument()
    await advance(3_000)
    expect(await screen.findByRole('button', { name: 'Still saving…' })).toHaveAttribute('aria-disabled', 'true')

    await user.click(screen.getByRole('button', { name: 'Cancel saving' }))
    const alert = (await screen.findByText('It is not known whether this was saved.')).closest('[role="alert"]') as HTMLElement
    expect(alert).toHaveTextContent('Saving was cancelled before the bookkeeping service answered.')
    expect(alert).toHaveTextContent('Saving again first checks whether it was saved')
    expect(screen.getByLabelText('Description')).toHaveValue('Rye flour')
    expect(onSaved).not.toHaveBeenCalled()

    // The cancelled save may still land: saved again, it waits out the settle window (twice the
    // 60 s write limit from the first send), then the check says it never reached the books, and it is sent once more.
    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    expect(await screen.findByText('Checking whether the first save arrived…')).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent('2 minutes left.')
    expect(requests.filter(isSave)).toHaveLength(1)
    await advance(120_000)
    await screen.findByText('Transaction created.')
    expect(requests.filter(isSave)).toHaveLength(2)
    expect(ryeFlour()).toHaveLength(1)
    expect(onSaved).toHaveBeenCalledTimes(1)
  })

  it('BankTransactionEditor: a save stored but never answered is unknown after 60 s; Save then finds it saved without sending again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    useFakeClock()
    const { requests, onSaved } = await renderNewTransaction()
    await typeRyeFlour(user)
    state.sandbox.failNext({ stored: true, hang: true, method: 'POST', path: SAVE_PATH })
    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    await advance(59_000)
    expect(screen.queryByText('It is not known whether this was saved.')).not.toBeInTheDocument()
    await advance(1_500)
    const alert = (await screen.findByText('It is not known whether this was saved.')).closest('[role="alert"]') as HTMLElement
    expect(alert).toHaveTextContent('The bookkeeping service did not answer in time.')
    expect(ryeFlour()).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    await screen.findByText('The service did not answer clearly at first; a check found it saved.')
    expect(requests.filter(isSave)).toHaveLength(1)
    expect(ryeFlour()).toHaveLength(1)
    expect(onSaved).toHaveBeenCalledTimes(1)
  })

  it('ManualJournalEntryForm: a save never answered is unknown after 60 s, says where to look, and is never sent again by itself', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    useFakeClock()
    const requests = recordRequests(state.server)
    renderWithSandbox(
      <ManualJournalEntryForm
        options={{
          glAccounts: [
            { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
            { id: bakery.glAccounts.checking, name: 'Checking' },
          ],
          dimensionValues: [mainStreet],
        }}
      />,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    await fillBalancedEntry(user)
    state.sandbox.failNext({ stored: true, hang: true, path: JOURNAL_PATH })
    await user.click(screen.getByRole('button', { name: 'Create entry' }))
    await advance(60_500)
    const alert = (await screen.findByText('It is not known whether this was saved.')).closest('[role="alert"]') as HTMLElement
    expect(alert).toHaveTextContent('The bookkeeping service did not answer in time.')
    expect(alert).toHaveTextContent('Look in the general ledger of Miscellaneous')
    // It may still land until the settle window (twice the write limit) from its send has passed: only then is Save again offered.
    expect(within(alert).queryByRole('button', { name: 'Save again' })).not.toBeInTheDocument()
    expect(screen.getByText('The first save may still arrive, so it is not sent again yet.')).toBeInTheDocument()
    await advance(60_000)
    expect(await within(alert).findByRole('button', { name: 'Save again' })).toBeInTheDocument()
    await advance(120_000)
    expect(requests.filter((request) => new URL(request.url).pathname === JOURNAL_PATH)).toHaveLength(1)
  })
})

// The described service has no settings save (decision 1 is ours): the bookkit profile only.
describe('NotificationSettingsForm (bookkit service)', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
  it('a save answered 500 after it was stored reads the settings again and shows it saved', async () => {
    const user = userEvent.setup()
    renderWithSandbox(<NotificationSettingsForm />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const summaries = await screen.findByRole('group', { name: 'Financial summaries' })
    state.sandbox.failNext({ stored: true, status: 500, method: 'POST', path: '/v6/notifications/settings' })
    await user.click(within(summaries).getByRole('radio', { name: 'Off' }))
    await screen.findByText('Saved: Financial summaries, Off.')
    expect(within(summaries).getByRole('radio', { name: 'Off' })).toBeChecked()
    for (const alert of screen.queryAllByRole('alert')) expect(alert).toBeEmptyDOMElement()
  })
})
