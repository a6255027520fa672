/// <reference types="vite/client" />
// The review queue on a slow network, in Chromium where layout is real: its first rows are on screen
// after the first page while older pages are still on their way; counts and search say "so far";
// what the user does meanwhile survives the rest of the sync; and on a service that lists the oldest
// first, rows arriving above never move the row under the keyboard focus or the pointer, and a change
// that moves none reads no layout to keep them there. The pages
// after the first are held until the test lets them come: the network is as slow as each test needs.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useBrowserWorker } from '../support/browserWorker'
import type { ReactNode } from 'react'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { isReviewed } from '../../src/core/queue/view/queueFilter'
import { BookkeepingProvider, describedService } from '../../src'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox, type SandboxProfile } from '../../src/sandbox'
import '../../src/styles/tokens.css'
import '../../src/styles/base.css'
import '../../src/styles/form-controls.css'
import '../../src/styles/data-grid.css'
import '../../src/styles/bank-transaction-list.css'

const BASE_URL = 'https://sandbox.bookkit.test'
const bakery = SANDBOX.companies.bakery
const TRANSACTIONS = 600
const PAGE_SIZE = 100
const worker = useBrowserWorker()

afterEach(() => worker.resetHandlers())

/**
 * A sandbox whose listing answers its first page at once and holds every later one until `release()`:
 * a network as slow as the test needs, counting the listing requests it was asked and answered.
 */
function slowSandbox(profile: SandboxProfile) {
  const sandbox = createSandbox({
    seed: 1,
    today: '2026-06-30',
    profile,
    volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: TRANSACTIONS, extraGlLinesPerCompany: 0 },
  })
  const listing = { asked: 0, answered: 0 }
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  onTestFinished(() => release())
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    const path = new URL(request.url).pathname
    const isListing =
      (request.method === 'GET' && path === '/v5/banks/transactions') ||
      (request.method === 'POST' && path === '/v6/banks/transactions' && !(await request.clone().text()))
    if (isListing) {
      listing.asked++
      if (listing.asked > 1) await released
    }
    const response = await handle(request)
    if (isListing) listing.answered++
    return response
  }
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  return { sandbox, listing, release }
}

function Provider({ sandbox, profile, children }: { sandbox: Sandbox; profile: SandboxProfile; children: ReactNode }) {
  return (
    <BookkeepingProvider
      baseUrl={BASE_URL}
      fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}
      {...(profile === 'described' ? { service: describedService } : {})}
    >
      <div style={{ height: 700, display: 'flex', flexDirection: 'column' }}>{children}</div>
    </BookkeepingProvider>
  )
}

const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]'))
/** The listing's pages: every record the sandbox holds (its volume, and the card and transfers it adds on top). */
const pagesOf = (sandbox: Sandbox) => Math.ceil(sandbox.inspect.bankTransactions(bakery.id).length / PAGE_SIZE)
const syncDone = () => expect(screen.queryByText(/so far/)).toBeNull()

it(
  'shows the newest rows after the first page, says "so far" while older pages arrive, and keeps what the user did meanwhile',
  { timeout: 60_000 },
  async () => {
    const user = userEvent.setup()
    const { sandbox, listing, release } = slowSandbox('bookkit')
    const pages = pagesOf(sandbox)
    render(
      <Provider sandbox={sandbox} profile="bookkit">
        <BankTransactionList editor={false} pageSize={PAGE_SIZE} />
      </Provider>,
    )
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))
    // On screen after one page of the listing, the second at most on its way: not after the walk of all of them.
    expect(listing.answered).toBe(1)
    expect(listing.asked).toBeLessThanOrEqual(2)
    expect(screen.getByRole('radio', { name: /^To review \([\d,]+ so far\)$/ })).toBeChecked()
    // How far it is: the records received and how far back their dates reach.
    expect(screen.getByText(/^Loading older transactions: [\d,]+ so far, back to \w+ \d+, \d{4}…$/)).toBeVisible()
    // The newest first: the first row is the bakery's latest transaction to review.
    const newestToReview = sandbox.inspect
      .bankTransactions(bakery.id)
      .filter((transaction) => !isReviewed(transaction.reviewStatus))
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))[0]!
    expect(bodyRows()[0]?.getAttribute('data-id')).toBe(newestToReview.id)

    // Every action works on what arrived, while the rest is still on its way.
    const first = bodyRows()[0]!
    await user.click(within(first).getByRole('button', { name: /^Mark reviewed/ }))
    await waitFor(() =>
      expect(
        isReviewed(sandbox.inspect.bankTransactions(bakery.id).find((transaction) => transaction.id === newestToReview.id)?.reviewStatus),
      ).toBe(true),
    )
    // Search applies to what has arrived, and says so.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a')
    expect(screen.getByText('Search and filters apply to what has arrived; older transactions are still loading.')).toBeVisible()
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }))
    expect(listing.answered).toBe(1)

    // The older pages come: the walk ends with every page asked once, and its later pages did not undo the review.
    release()
    await waitFor(syncDone)
    expect(listing.asked).toBe(pages)
    const toReview = sandbox.inspect.bankTransactions(bakery.id).filter((transaction) => !isReviewed(transaction.reviewStatus)).length
    expect(screen.getByRole('radio', { name: `To review (${toReview.toLocaleString('en-US')})` })).toBeChecked()
    const total = sandbox.inspect.bankTransactions(bakery.id).length
    expect(screen.getByText(`shown · ${total.toLocaleString('en-US')} transactions in all.`, { exact: false })).toBeVisible()
  },
)

it(
  'keeps the row under the keyboard focus and the row under the pointer in place while a service that lists the oldest first sends newer rows above them, reading no layout for a change that moves none',
  { timeout: 60_000 },
  async () => {
    const user = userEvent.setup()
    const { sandbox, listing, release } = slowSandbox('described')
    render(
      <Provider sandbox={sandbox} profile="described">
        <BankTransactionList editor={false} pageSize={PAGE_SIZE} defaultFilter={{ view: 'reviewed' }} />
      </Provider>,
    )
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(5))
    // Keyboard focus on the fourth row of what arrived first.
    await user.click(within(bodyRows()[0]!).getAllByRole('gridcell')[1]!)
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    const focused = document.activeElement as HTMLElement
    const focusedId = focused.getAttribute('data-id')
    const focusedTop = focused.getBoundingClientRect().top
    const focusedIndex = Number(focused.getAttribute('aria-rowindex'))
    // The row under a pointer resting lower in the grid, two rows below the focus: well inside the
    // region's view wherever the grid sits on the page (what is above it, such as its Columns menu).
    const pointerRow = bodyRows()[5]!.getBoundingClientRect()
    const point = { x: pointerRow.left + 40, y: pointerRow.top + pointerRow.height / 2 }
    const rowAt = () => document.elementFromPoint(point.x, point.y)?.closest<HTMLElement>('[role="row"]')?.getAttribute('data-id')
    const pointedId = rowAt()
    expect(listing.answered).toBe(1)

    // Newer pages sort in above: the same rows stay where they were.
    release()
    await waitFor(() =>
      expect(Number(document.querySelector(`[data-id="${focusedId}"]`)?.getAttribute('aria-rowindex'))).toBeGreaterThan(
        focusedIndex + PAGE_SIZE,
      ),
    )
    expect(listing.answered).toBeGreaterThan(1)
    const row = document.querySelector<HTMLElement>(`[data-id="${focusedId}"]`)!
    expect(document.activeElement).toBe(row)
    expect(Math.abs(row.getBoundingClientRect().top - focusedTop)).toBeLessThan(1)
    expect(rowAt()).toBe(pointedId)

    await waitFor(syncDone)
    expect(document.activeElement?.getAttribute('data-id')).toBe(focusedId)
    expect(Math.abs(document.activeElement!.getBoundingClientRect().top - focusedTop)).toBeLessThan(1)

    // A move to the next row moves no row: its commit reads nothing of the region's geometry to keep
    // them in place (it and its effects run in this task; the next frame, which lays the page out
    // anyway, has not come).
    const rects = vi.spyOn(document.querySelector<HTMLElement>('.bk-grid-region')!, 'getBoundingClientRect')
    fireEvent.keyDown(row, { key: 'ArrowDown' })
    expect(document.activeElement?.getAttribute('aria-rowindex')).toBe(String(Number(row.getAttribute('aria-rowindex')) + 1))
    expect(rects).not.toHaveBeenCalled()
  },
)
