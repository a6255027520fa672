// A save that may still land is not sent again until it can no longer land unseen (README decision
// 20). The service here finishes a save after the client gave up on it, as the described service
// may: it promises no refusal of a repeated apiSourceId. Where a test looks at the hold, the save
// lands when the test lets it (`saveLandingLater`); elsewhere after a time (`finishAfterMs`). The
// clock is a fake one that real time keeps running: a settle window long enough that no loaded
// machine reaches it before the test looks is jumped over once the late save has landed.
// Saving again meanwhile holds, says so with the time left, and sends only after a check made once
// the settle window has passed, or when the user chooses to send anyway beside a warning that it
// may be booked twice. On the bookkit profile: the hold, its check and its send on either profile
// (the described listing the check walks, its whole updates) are test/api/bankTransactionWrites.test.ts's.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { BankTransaction, ManualJournalEntry } from '../../src/api/types'
import { BankTransactionEditor } from '../../src/components/BankTransactionEditor'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { ManualJournalEntryForm, type ManualJournalEntryFormOptions } from '../../src/components/ManualJournalEntryForm'
import { SANDBOX } from '../../src/sandbox'
import { BOOKKIT } from '../support/profiles'
import { giveGridsAViewport } from '../support/gridViewport'
import { fillBalancedEntry } from '../support/journalEntry'
import { recordRequests } from '../support/requests'
import { renderWithSandbox, serviceFor, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'
import { ryeFlourOptions, typeRyeFlour } from '../support/bankTransaction'

const SAVE_PATH = '/v6/banks/transactions'
const JOURNAL_PATH = '/v6/accounting/manualJournalEntries'
const bakery = SANDBOX.companies.bakery

const journalOptions: ManualJournalEntryFormOptions = {
  glAccounts: [
    { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
    { id: bakery.glAccounts.checking, name: 'Checking' },
  ],
  dimensionValues: [
    {
      id: bakery.dimensions.location.values.mainStreet,
      name: 'Main Street',
      dimension: { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' },
    },
  ],
}

/**
 * A write gives up after half a second, as a host's short limit would; a read outlasts any jump of
 * the clock a test makes, so a read on its way then is never cut off.
 */
const requestTimeout = { read: 600_000, write: 500 }
/** Far longer than a loaded machine takes from the first save to the test's look at the hold; jumped over, never waited for. */
const SETTLE_WINDOW_MS = 45_000

/** Real time keeps running (the user's events, MSW), and the settle window can be jumped over. */
const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

vi.setConfig({ testTimeout: 30_000 })
afterEach(() => vi.useRealTimers())

describe('a save the service finishes after the client gave up (bookkit service)', () => {
  const state = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 },
  })
  const isSave = (request: Request) =>
    request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH && request.headers.has('content-type')
  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  const ryeFlour = () => stored().filter((transaction) => transaction.description === 'Rye flour')
  /**
   * The next save is stored only when `land()` is called, long after the client gave up on it: a
   * loaded machine cannot let it land before the client's first check, which would find it at once
   * and show no hold. `land()` resolves once the sandbox has stored it.
   */
  const saveLandingLater = () => {
    let release = () => {}
    const landed = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(() => release())
    let handled = () => {}
    const storedNow = new Promise<void>((resolve) => (handled = resolve))
    let taken = false
    state.server.use(
      http.post(`${TEST_BASE_URL}${SAVE_PATH}`, async ({ request }) => {
        if (taken || !isSave(request)) return undefined
        taken = true
        // The body is read now: once the client gives up, it can no longer be read.
        const copy = new Request(request.url, { method: 'POST', headers: request.headers, body: await request.text() })
        await landed
        await state.sandbox.handle(copy)
        handled()
        return HttpResponse.error()
      }),
    )
    return async () => {
      release()
      await storedNow
    }
  }
  /** The provider's props: the short write limit, and a settle window long enough that the late save lands inside it on a busy machine. */
  const provider = (settleWindowMs: number) => ({ requestTimeout, service: { ...serviceFor(state.sandbox), settleWindowMs } })

  it('BankTransactionEditor: a create that timed out is held when saved again, then found and booked once', async () => {
    useFakeClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const requests = recordRequests(state.server)
    const onSaved = vi.fn()
    renderWithSandbox(
      <BankTransactionEditor options={ryeFlourOptions} bankAccountId={bakery.bankAccounts.checking} onSaved={onSaved} />,
      state.sandbox,
      {
        userId: SANDBOX.users.bakeryOwner,
        provider: provider(SETTLE_WINDOW_MS),
      },
    )
    await typeRyeFlour(user)
    const land = saveLandingLater()
    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    await screen.findByText('The bookkeeping service did not answer in time.', { exact: false })
    expect(ryeFlour()).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    expect(await screen.findByText('Checking whether the first save arrived…')).toHaveAttribute('role', 'status')
    expect(screen.getByRole('timer')).toHaveTextContent(/^\d+ seconds? left\.$/)
    const anyway = screen.getByRole('button', { name: 'Save as a new transaction anyway' })
    expect(anyway).toHaveAccessibleDescription('If the first save still arrives, this will be booked twice.')
    await land()
    // Until the window has passed the held save only waits; then it looks, and finds the first.
    await advance(SETTLE_WINDOW_MS)

    await screen.findByText('The service did not answer clearly at first; a check found it saved.')
    expect(requests.filter(isSave)).toHaveLength(1)
    expect(ryeFlour()).toHaveLength(1)
    expect(onSaved).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Save as a new transaction anyway' })).not.toBeInTheDocument()
  })

  it('BankTransactionEditor: a cancelled create is sent again at once only when the user chooses, warned it may be booked twice', async () => {
    const user = userEvent.setup()
    const requests = recordRequests(state.server)
    renderWithSandbox(<BankTransactionEditor options={ryeFlourOptions} bankAccountId={bakery.bankAccounts.checking} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: { service: { ...serviceFor(state.sandbox), settleWindowMs: 120_000 } },
    })
    await typeRyeFlour(user)
    state.sandbox.failNext({ hang: true, method: 'POST', path: SAVE_PATH })
    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel saving' }))
    await screen.findByText('Saving was cancelled before the bookkeeping service answered.', { exact: false })

    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    expect(await screen.findByText('Checking whether the first save arrived…')).toHaveAttribute('role', 'status')
    expect(screen.getByRole('timer')).toHaveTextContent(/^\d+ minutes? left\.$/)
    expect(requests.filter(isSave)).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Save as a new transaction anyway' }))
    await screen.findByText('Transaction created.')
    expect(requests.filter(isSave)).toHaveLength(2)
    expect(ryeFlour()).toHaveLength(1)
  })

  it('BankTransactionList: "Check again" on a row whose save timed out waits for it to land and sends nothing', async () => {
    giveGridsAViewport()
    useFakeClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const requests = recordRequests(state.server)
    renderWithSandbox(<BankTransactionList editor={false} options={{ categories: ryeFlourOptions.categories }} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: provider(SETTLE_WINDOW_MS),
    })
    await screen.findByRole('grid', { name: 'Bank transactions' })
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="row"][data-index="0"]')
      if (!found) throw new Error('no row yet')
      return found
    })
    const id = row.getAttribute('data-id') as string
    const reviewed = () => stored().find((transaction) => transaction.id === id)?.reviewStatus
    expect(reviewed()).not.toBe('REVIEWED')
    const land = saveLandingLater()
    await user.click(within(row).getByRole('checkbox'))
    await user.click(await screen.findByRole('button', { name: 'Mark 1 reviewed' }))
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'unknown'))

    await user.click(within(row).getByRole('button', { name: /^Check again whether .* was saved$/ }))
    expect(await screen.findByText('Checking whether the first save arrived…')).toHaveAttribute('role', 'status')
    expect(screen.getByRole('timer')).toHaveTextContent(/left\.$/)
    expect(screen.getByRole('button', { name: 'Save anyway' })).toHaveAccessibleDescription(
      'If the first save still arrives, it may overwrite this change.',
    )
    await land()
    await advance(SETTLE_WINDOW_MS)

    await waitFor(() => expect(row).toHaveAttribute('data-result', 'saved'))
    expect(requests.filter(isSave)).toHaveLength(1)
    expect(reviewed()).toBe('REVIEWED')
  })

  describe('ManualJournalEntryForm', () => {
    const entries = () =>
      (state.sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]).filter(
        (entry) => entry.description === 'Reclassify deposit',
      )

    it('does not offer to save a timed-out entry again while it may still land, and sends nothing when Create is pressed then', async () => {
      useFakeClock()
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const requests = recordRequests(state.server)
      renderWithSandbox(<ManualJournalEntryForm options={journalOptions} />, state.sandbox, {
        userId: SANDBOX.users.bakeryOwner,
        provider: provider(SETTLE_WINDOW_MS),
      })
      await fillBalancedEntry(user)
      state.sandbox.failNext({ finishAfterMs: 1_000, method: 'POST', path: JOURNAL_PATH })
      await user.click(screen.getByRole('button', { name: 'Create entry' }))
      const alert = (await screen.findByText('It is not known whether this was saved.')).closest('[role="alert"]') as HTMLElement
      expect(alert).toHaveTextContent('Look in the general ledger of Miscellaneous')
      expect(within(alert).queryByRole('button', { name: 'Save again' })).not.toBeInTheDocument()
      expect(screen.getByText('The first save may still arrive, so it is not sent again yet.')).toHaveAttribute('role', 'status')
      expect(screen.getByRole('timer')).toHaveTextContent(/^\d+ seconds? left\.$/)
      expect(screen.getByRole('button', { name: 'Save as a new entry anyway' })).toHaveAccessibleDescription(
        'If the first save still arrives, this will be booked twice.',
      )

      await user.click(screen.getByRole('button', { name: 'Create entry' }))
      const sent = () => requests.filter((request) => new URL(request.url).pathname === JOURNAL_PATH)
      expect(sent()).toHaveLength(1)

      // Once it can no longer land, the user looks where the alert says and may save again.
      await waitFor(() => expect(entries()).toHaveLength(1))
      expect(within(alert).queryByRole('button', { name: 'Save again' })).not.toBeInTheDocument()
      await advance(SETTLE_WINDOW_MS)
      await within(alert).findByRole('button', { name: 'Save again' })
      expect(screen.queryByRole('button', { name: 'Save as a new entry anyway' })).not.toBeInTheDocument()
      expect(sent()).toHaveLength(1)
      expect(entries()).toHaveLength(1)
    })

    it('sends a held entry at once when the user chooses "Save as a new entry anyway"', async () => {
      const user = userEvent.setup()
      const requests = recordRequests(state.server)
      renderWithSandbox(<ManualJournalEntryForm options={journalOptions} />, state.sandbox, {
        userId: SANDBOX.users.bakeryOwner,
        provider: provider(120_000),
      })
      await fillBalancedEntry(user)
      state.sandbox.failNext({ hang: true, method: 'POST', path: JOURNAL_PATH })
      await user.click(screen.getByRole('button', { name: 'Create entry' }))
      await screen.findByText('It is not known whether this was saved.')

      await user.click(screen.getByRole('button', { name: 'Save as a new entry anyway' }))
      await screen.findByText('Journal entry created.')
      expect(requests.filter((request) => new URL(request.url).pathname === JOURNAL_PATH)).toHaveLength(2)
      expect(entries()).toHaveLength(1)
    })
  })
})
