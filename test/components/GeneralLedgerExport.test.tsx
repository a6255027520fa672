// <GeneralLedger>'s "Export CSV" in jsdom against the sandbox: the file
// holds every stored line once, in order, with exact amounts; a 500 mid-walk is retried; a lasting
// failure says how many lines were walked and offers "Resume export", which goes on from the page
// that failed; a 4xx fails at once; "Cancel export" stops the walk. The export's backoff runs on
// fake timers, advanced by the test, so no test waits it out. A line that leaves out its
// zero side exports with that side empty; a line with an amount bookkit cannot read stops the export
// with an alert naming the line and its date, and no file; "Exported" only once a file was handed over.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GeneralLedgerQuery } from '../../src/api/types'
import { GeneralLedger } from '../../src/components/GeneralLedger'
import { http } from 'msw'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { editLedgerLines, withoutZeroSide } from '../support/ledgerAnswers'
import { recordBodies, recordRequests, requestsTo } from '../support/requests'
import { renderWithSandbox, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const ACCOUNT = bakery.glAccounts.busyExpense
const LEDGER_PATH = `/v6/accounting/glAccounts/${ACCOUNT}/generalLedger`
const EXPORT = { name: 'Export CSV' }

// The export chooses no accounting method, so the ledger's pages (250 lines on every profile) are
// the same on both: the bookkit profile alone.
describe('GeneralLedger export (bookkit service)', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 560 } })
  let downloads: Blob[]

  beforeEach(() => {
    giveGridsAViewport()
    downloads = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      downloads.push(blob)
      return 'blob:ledger'
    })
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
    state.server.events.removeAllListeners()
    vi.restoreAllMocks()
  })

  /** The ledger on screen, its first page in: the export is what the test does next. */
  async function renderLedger() {
    renderWithSandbox(<GeneralLedger glAccountId={ACCOUNT} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await waitFor(() => expect(within(screen.getByRole('grid')).getAllByRole('row').length).toBeGreaterThan(2))
  }

  /** The export walk's GL query bodies, from now on. */
  const exportBodies = () => recordBodies<GeneralLedgerQuery>(state.server, (_, pathname) => pathname === LEDGER_PATH)

  /** The account's lines as stored, each with the balance after it (an EXPENSE account: debit minus credit). */
  function storedRows(): string[] {
    let balance = 0
    const decimal = (minor: number) => (minor === 0 ? '' : (minor / 100).toFixed(2))
    return state.sandbox.inspect.glLines(ACCOUNT).map((line) => {
      balance += line.drAmount - line.crAmount
      return [line.date, decimal(line.drAmount), decimal(line.crAmount), (balance / 100).toFixed(2)].join('|')
    })
  }

  /** The downloaded CSV's line rows as date|debit|credit|balance (descriptions may hold commas, so read from both ends). */
  async function downloadedRows(): Promise<string[]> {
    expect(downloads).toHaveLength(1)
    const rows = (await (downloads[0] as Blob).text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(rows.slice(0, 2)).toEqual(['Date,Description,Debit,Credit,Balance', ',Beginning balance,,,0.00'])
    return rows.slice(2).map((row) => {
      const cells = row.split(',')
      return [cells[0], ...cells.slice(-3)].join('|')
    })
  }

  /** Faults, in order, for the pages after the first: armed once page 1 of the export is answered. */
  function failFromPageTwo(...faults: Array<{ status?: number; networkError?: boolean; times: number }>) {
    let armed = false
    state.server.events.on('response:mocked', ({ request }) => {
      if (armed || new URL(request.url).pathname !== LEDGER_PATH) return
      armed = true
      for (const fault of faults) state.sandbox.failNext({ ...fault, path: LEDGER_PATH })
    })
  }

  /** Runs the export's backoff on a fake clock, a quarter second at a time, until `text` is shown. */
  async function advanceUntilShown(text: string | RegExp): Promise<HTMLElement> {
    for (let step = 0; step < 200 && !screen.queryByText(text); step++) {
      await act(() => vi.advanceTimersByTimeAsync(250))
    }
    return screen.getByText(text)
  }

  it('walks every page at 250 lines, shows progress, and downloads every stored line once, in order', async () => {
    const user = userEvent.setup()
    await renderLedger()
    const sent = exportBodies()
    const stored = storedRows()

    await user.click(screen.getByRole('button', EXPORT))
    expect(await screen.findByText(`Exported ${stored.length.toLocaleString('en-US')} lines.`)).toBeInTheDocument()
    expect(await downloadedRows()).toEqual(stored)
    await waitFor(() => expect(sent).toHaveLength(Math.ceil(stored.length / 250)))
    expect(sent.every((body) => body.limit === 250 && body.filter?.includeBeginningBalance === true)).toBe(true)
    expect(screen.getByRole('button', EXPORT)).toBeInTheDocument()
  })

  it('retries a 500 and a network error mid-walk, and the file is still complete and exact', async () => {
    await renderLedger()
    const stored = storedRows()
    const requests = recordRequests(state.server)
    failFromPageTwo({ status: 500, times: 1 }, { networkError: true, times: 1 })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    fireEvent.click(screen.getByRole('button', EXPORT))
    await advanceUntilShown(`Exported ${stored.length.toLocaleString('en-US')} lines.`)
    expect(await downloadedRows()).toEqual(stored)
    // Page 2 was asked for three times: the 500, the network error, the answer.
    expect(requestsTo(requests, LEDGER_PATH)).toHaveLength(Math.ceil(stored.length / 250) + 2)
  })

  it('a lasting failure shows the lines walked and "Resume export", which goes on from the cursor it stopped at', async () => {
    await renderLedger()
    const stored = storedRows()
    const sent = exportBodies()
    // The first try and every retry of page 2 fail.
    failFromPageTwo({ status: 500, times: 4 })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    fireEvent.click(screen.getByRole('button', EXPORT))
    const status = await advanceUntilShown(/^The export stopped after 250 lines\./)
    expect(status).toHaveTextContent('The export stopped after 250 lines. Something went wrong on our side. Try again in a moment.')
    expect(downloads).toHaveLength(0)
    const stoppedAt = sent.at(-1)?.cursor
    expect(stoppedAt).toEqual(expect.any(String))
    expect(sent.slice(1).map((body) => body.cursor)).toEqual([stoppedAt, stoppedAt, stoppedAt, stoppedAt])

    const before = sent.length
    fireEvent.click(screen.getByRole('button', { name: 'Resume export' }))
    await advanceUntilShown(`Exported ${stored.length.toLocaleString('en-US')} lines.`)
    expect(sent[before]?.cursor).toBe(stoppedAt)
    expect(await downloadedRows()).toEqual(stored)
    expect(screen.getByRole('button', EXPORT)).toBeInTheDocument()
  })

  it('a 4xx fails at once with the service message, without a retry or "Resume export"', async () => {
    await renderLedger()
    const requests = recordRequests(state.server)
    failFromPageTwo({ status: 400, times: 1 })

    fireEvent.click(screen.getByRole('button', EXPORT))
    const status = await screen.findByText(/^The export failed\./)
    expect(status).toHaveTextContent('The export failed. The request could not be processed.')
    expect(requestsTo(requests, LEDGER_PATH)).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Resume export' })).toBeNull()
    expect(screen.getByRole('button', EXPORT)).toBeInTheDocument()
    expect(downloads).toHaveLength(0)
  })

  it('exports lines that leave out their zero side (absent or null) with that side empty, and says "Exported" once the file is handed over', async () => {
    const user = userEvent.setup()
    let edited = 0
    editLedgerLines(state, LEDGER_PATH, (line) => withoutZeroSide(line, edited++ % 2 === 1))
    await renderLedger()
    const stored = storedRows()

    await user.click(screen.getByRole('button', EXPORT))
    expect(await screen.findByText(`Exported ${stored.length.toLocaleString('en-US')} lines.`)).toBeInTheDocument()
    expect(await downloadedRows()).toEqual(stored)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each([
    ['a float', 12.5],
    ['beyond 2^53', 2 ** 53 + 2],
  ])('stops at a line whose debit is %s, with an alert naming the line and its date, and no file', async (_, debit) => {
    const user = userEvent.setup()
    const seventeenth = state.sandbox.inspect.glLines(ACCOUNT)[16]
    editLedgerLines(state, LEDGER_PATH, (line) => (line.id === seventeenth?.id ? { ...line, drAmount: debit } : line))
    await renderLedger()
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      Date.parse(`${seventeenth?.date}T00:00:00Z`),
    )

    await user.click(screen.getByRole('button', EXPORT))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(`The export stopped at line 17 (${date}): its Debit amount cannot be read, so no file was saved.`)
    expect(downloads).toHaveLength(0)
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled()
    expect(screen.queryByText(/Exported/)).toBeNull()
    expect(screen.getByRole('button', EXPORT)).toBeInTheDocument()
  })

  it('shows a browser that refuses the file as a failed export, never "Exported"', async () => {
    const user = userEvent.setup()
    URL.createObjectURL = vi.fn(() => {
      throw new Error('Blob URLs are blocked here')
    })
    await renderLedger()

    await user.click(screen.getByRole('button', EXPORT))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The export failed. Something went wrong')
    expect(screen.queryByText(/Exported/)).toBeNull()
    expect(screen.getByRole('button', EXPORT)).toBeInTheDocument()
  })

  /** From now on the export's first ledger page is answered, and every later one waits for the returned release. */
  function holdAfterFirstPage(): () => void {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let pages = 0
    state.server.use(
      http.post(`${TEST_BASE_URL}${LEDGER_PATH}`, async () => {
        if (++pages > 1) await released
        return undefined
      }),
    )
    onTestFinished(() => release())
    return release
  }

  it('stops walking when cancelled, and downloads nothing', async () => {
    const user = userEvent.setup()
    await renderLedger()
    const requests = recordRequests(state.server)
    // The second page waits until the user has cancelled, however slow the machine.
    const release = holdAfterFirstPage()

    await user.click(screen.getByRole('button', EXPORT))
    await screen.findByText(/Exporting… [1-9][\d,]* lines so far/)
    await user.click(screen.getByRole('button', { name: 'Cancel export' }))
    release()
    // "Export cancelled." is shown once the walk has ended: no request can follow it.
    expect(await screen.findByText('Export cancelled.')).toBeInTheDocument()
    expect(requestsTo(requests, LEDGER_PATH).length).toBeLessThan(Math.ceil(storedRows().length / 250))
    expect(downloads).toHaveLength(0)
  })
})
