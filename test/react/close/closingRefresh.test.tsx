// The closing kept fresh: the components that write read it again after a write is
// refused NOT_MODIFIABLE, when the window regains focus, and every CLOSING_REFRESH_MS while they are
// mounted; a read-only reader of the closing never polls. The rows and forms follow without a reload.
//
// The sandbox's closing cannot be moved from outside, so the UI's first read of it answers the
// sandbox's own closing a month earlier (once; every read after it is the sandbox's): to the page,
// another user closed April's books after it loaded. April's rows look open until it reads again.
import { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import type { BankTransaction, ManualJournalEntry } from '../../../src/api/types'
import { BankTransactionEditor } from '../../../src/components/BankTransactionEditor'
import { BankTransactionList } from '../../../src/components/BankTransactionList'
import { ManualJournalEntryForm } from '../../../src/components/ManualJournalEntryForm'
import { formatDate } from '../../../src/format/date'
import { useClosing } from '../../../src/react'
import { CLOSING_REFRESH_MS } from '../../../src/react/close/closing'
import { SANDBOX } from '../../../src/sandbox'
import { giveGridsAViewport } from '../../support/gridViewport'
import { recordRequests, requestsTo } from '../../support/requests'
import { renderWithSandbox, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import { settled } from '../../support/settled'

vi.setConfig({ testTimeout: 30_000 })
const CLOSING_PATH = '/v6/closing'
const bakery = SANDBOX.companies.bakery
const owner = { userId: SANDBOX.users.bakeryOwner }
const categories = [
  { id: bakery.categories.ingredients, name: 'Ingredients' },
  { id: bakery.categories.rent, name: 'Rent' },
  { id: bakery.categories.marketing, name: 'Marketing' },
]
const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' as const }

const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 0 } })
afterEach(() => vi.useRealTimers())

/** The last day of the month before `date`'s (2026-04-30 → 2026-03-31). */
const monthEndBefore = (date: string) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, 0)).toISOString().slice(0, 10)

/**
 * The sandbox's closing date, and the older one the page reads first (see the top of the file).
 * `laterReadsTakeMs` delays every read after the first, so a re-read is seen under way.
 */
function closingMovesAfterFirstRead({ laterReadsTakeMs = 0 } = {}) {
  const closing = state.sandbox.inspect.closing(bakery.id).date
  const earlier = monthEndBefore(closing)
  const requests = recordRequests(state.server)
  if (laterReadsTakeMs > 0) {
    state.server.use(
      http.get(`${TEST_BASE_URL}${CLOSING_PATH}`, async ({ request }) => {
        await delay(laterReadsTakeMs)
        return state.sandbox.handle(request)
      }),
    )
  }
  state.server.use(
    http.get(
      `${TEST_BASE_URL}${CLOSING_PATH}`,
      async ({ request }) => {
        const answer = (await (await state.sandbox.handle(request)).json()) as { data: { date: string } }
        return HttpResponse.json({ ...answer, data: { ...answer.data, date: earlier } })
      },
      { once: true },
    ),
  )
  return { closing, earlier, closingRequests: () => requestsTo(requests, CLOSING_PATH, 'GET') }
}

/** The bakery's unsplit bank transactions dated after `earlier` and on or before `closing`: open to the page at first. */
function closedSince(earlier: string, closing: string): BankTransaction[] {
  const all = state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  const found = all.filter(
    (transaction) => transaction.date > earlier && transaction.date <= closing && (transaction.children ?? []).length === 0,
  )
  if (found.length < 2) throw new Error('the seed has too few transactions in the month closed last')
  return found
}

describe('BankTransactionList keeps its closing fresh', () => {
  beforeEach(() => giveGridsAViewport())
  afterEach(() => vi.restoreAllMocks())
  /** The queue on the rows closed last (all reviewed by the seed), and its closed-period notice. */
  async function renderQueue(earlier: string, closing: string) {
    const rows = closedSince(earlier, closing)
    const queryClient = new QueryClient()
    renderWithSandbox(
      <BankTransactionList
        options={{ categories }}
        editor={false}
        defaultFilter={{ view: 'reviewed', from: `${closing.slice(0, 8)}01`, to: closing }}
      />,
      state.sandbox,
      {
        ...owner,
        provider: { queryClient },
      },
    )
    await screen.findByRole('grid', { name: 'Bank transactions' })
    await waitFor(() => expect(document.querySelector('[role="row"][data-id]')).not.toBeNull())
    return { rows, queryClient, rowOf: (id: string) => document.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`) }
  }
  const notice = () => document.querySelector('.bk-lock-notice[data-reason="closed"]')?.textContent
  const noticeSays = (date: string) => `books closed through ${formatDate(date, 'en-US')}`

  /** Every shown row of `rows` is locked for the closed period, and the notice names `closing`: the page follows the service. */
  async function followsTheNewClosing(rows: readonly BankTransaction[], closing: string) {
    await waitFor(() => expect(notice()).toContain(noticeSays(closing)))
    for (const row of document.querySelectorAll('[role="row"][data-id]')) {
      if (rows.some((transaction) => transaction.id === row.getAttribute('data-id'))) expect(row).toHaveAttribute('data-locked', 'closed')
    }
  }

  it('reads the closing again after a save is refused NOT_MODIFIABLE: the row locks and the notice moves', async () => {
    const user = userEvent.setup()
    const { closing, earlier, closingRequests } = closingMovesAfterFirstRead()
    const { rows, rowOf } = await renderQueue(earlier, closing)
    await waitFor(() => expect(notice()).toContain(noticeSays(earlier)))
    const target = rows.find((transaction) => rowOf(transaction.id) !== null) as BankTransaction
    const row = rowOf(target.id) as HTMLElement
    expect(row).not.toHaveAttribute('data-locked')
    expect(closingRequests()).toHaveLength(1)

    const other = categories.find((category) => category.id !== target.category?.id) as { name: string }
    await user.selectOptions(within(row).getByRole('combobox'), other.name)
    // The seed reconciled the month's rows: the new category is asked about first (changeConfirm.test.tsx).
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change a reconciliation?' })).getByRole('button', { name: 'Save the change' }),
    )

    await followsTheNewClosing(rows, closing)
    expect(closingRequests()).toHaveLength(2)
    expect(within(rowOf(target.id) as HTMLElement).getByText('Closed period')).toBeInTheDocument()
    expect(within(rowOf(target.id) as HTMLElement).queryByRole('combobox')).toBeNull()
  })

  it('reads the closing again when the window regains focus, once the last read is older than 30 s', async () => {
    const { closing, earlier } = closingMovesAfterFirstRead()
    const { rows } = await renderQueue(earlier, closing)
    await waitFor(() => expect(notice()).toContain(noticeSays(earlier)))
    // Only the clock: timers stay real, so the requests and the waits below run as they would.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 })

    leaveAndReturnToTheTab()

    await followsTheNewClosing(rows, closing)
  })

  it('reads the closing again every CLOSING_REFRESH_MS while the queue is mounted', async () => {
    // Only the intervals: TanStack's refetchInterval is one; the requests and the waits keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { closing, earlier, closingRequests } = closingMovesAfterFirstRead()
    const { rows, queryClient } = await renderQueue(earlier, closing)
    await waitFor(() => expect(notice()).toContain(noticeSays(earlier)))
    act(() => vi.advanceTimersByTime(CLOSING_REFRESH_MS - 1_000))
    // A re-read the interval had started would be fetching now; the page rests once it has ended.
    await settled(queryClient)
    expect(closingRequests()).toHaveLength(1)

    act(() => vi.advanceTimersByTime(1_000))

    await followsTheNewClosing(rows, closing)
    expect(closingRequests()).toHaveLength(2)
  })
})

/** Hides the page, then shows it again, as switching tabs away and back does (TanStack's focusManager listens for visibilitychange). */
function leaveAndReturnToTheTab() {
  const show = (visibility: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
  }
  show('hidden')
  show('visible')
  // Back to jsdom's own getter.
  delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState
}

describe('a read-only reader of the closing', () => {
  function ClosingDate() {
    const closing = useClosing()
    return <p data-testid="closing">{closing.data?.date ?? 'loading'}</p>
  }

  it('never polls: after CLOSING_REFRESH_MS it has read the closing once, and still shows that answer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { earlier, closingRequests } = closingMovesAfterFirstRead()
    const queryClient = new QueryClient()
    renderWithSandbox(<ClosingDate />, state.sandbox, { ...owner, provider: { queryClient } })
    await waitFor(() => expect(screen.getByTestId('closing')).toHaveTextContent(earlier))

    act(() => vi.advanceTimersByTime(3 * CLOSING_REFRESH_MS))
    // A re-read the interval had started would be fetching now; the page rests once it has ended
    // and its answer is rendered.
    await settled(queryClient)

    expect(closingRequests()).toHaveLength(1)
    expect(screen.getByTestId('closing')).toHaveTextContent(earlier)
  })
})

describe('the editors read the closing again after a refusal', () => {
  it('BankTransactionEditor: a save refused NOT_MODIFIABLE turns the form read-only, saying why; the re-read is no load for the host', async () => {
    const user = userEvent.setup()
    const { closing, earlier, closingRequests } = closingMovesAfterFirstRead({ laterReadsTakeMs: 200 })
    const [transaction] = closedSince(earlier, closing) as [BankTransaction]
    const onLoadStart = vi.fn()
    renderWithSandbox(
      <BankTransactionEditor transaction={transaction} options={{ categories }} onLoadStart={onLoadStart} />,
      state.sandbox,
      owner,
    )
    await screen.findByRole('form', { name: /bank transaction/i })
    expect(screen.queryByText(/dated in a closed period/)).toBeNull()

    await user.type(screen.getByLabelText('Memo'), 'x')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(
      await screen.findByText(
        `This record is dated in a closed period (the books are closed through ${formatDate(closing, 'en-US')}), so it can't be changed or deleted.`,
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Memo')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    // The form loaded once; keeping its closing fresh is not loading it again.
    expect(closingRequests()).toHaveLength(2)
    expect(onLoadStart).toHaveBeenCalledTimes(1)
  })

  it('BankTransactionEditor: a delete refused NOT_MODIFIABLE turns the form read-only', async () => {
    const user = userEvent.setup()
    const { closing, earlier } = closingMovesAfterFirstRead()
    const [transaction] = closedSince(earlier, closing) as [BankTransaction]
    renderWithSandbox(<BankTransactionEditor transaction={transaction} options={{ categories }} />, state.sandbox, owner)
    await screen.findByRole('form', { name: /bank transaction/i })

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this bank transaction?' })).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText(/dated in a closed period/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(state.sandbox.inspect.bankTransactions(bakery.id).some((record) => record.id === transaction.id)).toBe(true)
  })

  it('ManualJournalEntryForm: a save refused NOT_MODIFIABLE turns the form read-only, saying why', async () => {
    const user = userEvent.setup()
    const { closing, earlier } = closingMovesAfterFirstRead()
    const entries = state.sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]
    const entry = entries.find((candidate) => candidate.date > earlier && candidate.date <= closing)
    if (!entry) throw new Error('the seed has no journal entry in the month closed last')
    const options = {
      glAccounts: [
        { id: bakery.glAccounts.checking, name: 'Checking' },
        { id: bakery.glAccounts.rent, name: 'Rent' },
      ],
      dimensionValues: [{ id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: location }],
    }
    renderWithSandbox(<ManualJournalEntryForm entry={entry} options={options} />, state.sandbox, owner)
    await screen.findByRole('form', { name: /journal entry/i })
    expect(screen.queryByText(/dated in a closed period/)).toBeNull()

    await user.type(screen.getByLabelText('Description'), ' (reclassified)')
    await user.selectOptions(screen.getByLabelText('Location (required)'), 'Main Street')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText(/dated in a closed period/)).toBeInTheDocument()
    expect(screen.getByLabelText('Description')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })
})
