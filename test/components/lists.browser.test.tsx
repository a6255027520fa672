/// <reference types="vite/client" />
// InvoiceList and GeneralLedger in Chromium, where layout is real: the DOM stays bounded however
// many rows are loaded (five pages of the ledger), scrolling near the end loads the next page, keyboard focus scrolls rows into
// view clear of the sticky header, and at 320 px each invoice stacks into two lines. The grids'
// window on InvoiceList (a sticky header above the rows, sticky totals below): wherever the user
// scrolls, the rows in the DOM fill the view between the two; and a row the keyboard moves to ends
// up whole between them, with no scroll at all when it already was.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useBrowserWorker } from '../support/browserWorker'
import type { ReactNode } from 'react'
import type { GeneralLedgerQuery, InvoiceQuery } from '../../src/api/types'
import { GeneralLedger } from '../../src/components/GeneralLedger'
import { InvoiceList } from '../../src/components/InvoiceList'
import { BookkeepingProvider } from '../../src/react'
import { SANDBOX, sandboxHandlers, type Sandbox, type SandboxOptions } from '../../src/sandbox'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import '../../src/styles/tokens.css'
import '../../src/styles/base.css'
import '../../src/styles/data-grid.css'
import '../../src/styles/invoice-list.css'
import '../../src/styles/general-ledger.css'

const BASE_URL = 'https://sandbox.bookkit.test'
const bakery = SANDBOX.companies.bakery
const worker = useBrowserWorker()

let sandbox: Sandbox
/** Request bodies sent to the sandbox, by path. */
let sent: Array<{ path: string; body: unknown }> = []

afterEach(() => worker.resetHandlers())

/** Books of `options`, seeded once for the describe that asks for them: each test gets a copy, behind the worker. */
function useSandbox(options: SandboxOptions) {
  let books: (() => Sandbox) | undefined
  beforeEach(() => {
    books ??= sandboxMaker({ seed: 1, today: '2026-06-30', ...options })
    freshSandbox(books())
  })
}

function freshSandbox(next: Sandbox) {
  sandbox = next
  sent = []
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    const path = new URL(request.url).pathname
    if (request.method === 'POST' && path.startsWith('/v6/') && !path.endsWith('/token'))
      sent.push({ path, body: await request.clone().json() })
    return handle(request)
  }
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
}

function Provider({ children }: { children: ReactNode }) {
  return (
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}>
      {children}
    </BookkeepingProvider>
  )
}

const region = () => document.querySelector<HTMLElement>('.bk-grid-region') as HTMLElement
const domRows = () => Array.from(region().querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]'))
const focusedIndex = () => Number((document.activeElement as HTMLElement | null)?.getAttribute('aria-rowindex'))
const ledgerBodies = () => sent.filter((entry) => entry.path.endsWith('/generalLedger')).map((entry) => entry.body as GeneralLedgerQuery)

/** Whether `element` is fully visible inside the scroll region, below its sticky head. */
function visibleInRegion(element: Element) {
  const box = element.getBoundingClientRect()
  const area = region().getBoundingClientRect()
  const head = region().querySelector('.bk-grid__head')?.getBoundingClientRect()
  return box.top >= (head?.bottom ?? area.top) - 1 && box.bottom <= area.bottom + 1
}

const focusedRow = () => document.activeElement as HTMLElement
/** The focused row's place among the loaded rows (0 first). */
const windowIndex = () => Number(focusedRow().dataset.index)
/** The part of the region rows show in: below the sticky header, above the sticky totals. */
function rowArea() {
  const head = region().querySelector('.bk-grid__head')!.getBoundingClientRect()
  const foot = region().querySelector('.bk-grid__foot')!.getBoundingClientRect()
  return { top: head.bottom, bottom: foot.top }
}
/** Whether `row` is whole between the sticky header and the sticky totals (to a pixel). */
function whole(row: Element) {
  const box = row.getBoundingClientRect()
  const area = rowArea()
  return box.top >= area.top - 1 && box.bottom <= area.bottom + 1
}

describe('GeneralLedger with more lines than five pages hold, in Chromium', () => {
  useSandbox({ volume: { invoicesPerCompany: 10, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 1_500 } })

  it('keeps the DOM bounded, loads pages as the user scrolls, and keeps balances right wherever it is', async () => {
    render(<GeneralLedger glAccountId={bakery.glAccounts.busyExpense} pageSize={250} includeBeginningBalance={false} />, {
      wrapper: Provider,
    })
    await waitFor(() => expect(domRows().length).toBeGreaterThan(5))
    const lines = sandbox.inspect.glLines(bakery.glAccounts.busyExpense)
    expect(lines.length).toBeGreaterThan(5 * 250)

    // Scroll to the end of what is loaded, four times: each time the next page comes.
    for (let page = 1; page <= 4; page++) {
      await act(async () => region().scrollTo({ top: region().scrollHeight }))
      const loaded = (250 * (page + 1)).toLocaleString('en-US')
      await waitFor(() => expect(screen.getByText(`${loaded} lines loaded, more available`)).toBeInTheDocument())
    }
    expect(ledgerBodies()).toHaveLength(5)
    expect(
      ledgerBodies()
        .slice(1)
        .every((body) => typeof body.cursor === 'string' && body.limit === 250),
    ).toBe(true)
    // However many are loaded, only the rows near the viewport are in the DOM.
    expect(domRows().length).toBeLessThan(60)
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '-1')

    // A row far down carries its position and the balance the service computed for it.
    const row = domRows().at(-1) as HTMLElement
    const index = Number(row.getAttribute('aria-rowindex')) - 2
    let balance = 0
    for (const line of lines.slice(0, index + 1)) balance += line.drAmount - line.crAmount
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    expect(row.querySelector('[data-column="runningBalance"]')).toHaveTextContent(usd.format(balance / 100))
  })

  it('moves focus with Home, End, PageUp and PageDown and scrolls the row into view below the sticky head', async () => {
    const user = userEvent.setup()
    render(<GeneralLedger glAccountId={bakery.glAccounts.busyExpense} includeBeginningBalance={false} />, { wrapper: Provider })
    await waitFor(() => expect(domRows().length).toBeGreaterThan(5))

    await act(async () => (domRows()[0] as HTMLElement).focus())
    expect(focusedIndex()).toBe(2)
    await user.keyboard('{PageDown}')
    const afterPageDown = focusedIndex()
    expect(afterPageDown).toBeGreaterThan(4)
    expect(visibleInRegion(document.activeElement as Element)).toBe(true)

    await user.keyboard('{End}')
    // The last loaded line (100) is focused and visible; nearing the end loaded the next page.
    await waitFor(() => expect(focusedIndex()).toBe(101))
    expect(visibleInRegion(document.activeElement as Element)).toBe(true)
    await waitFor(() => expect(ledgerBodies().length).toBe(2))

    await user.keyboard('{PageUp}')
    expect(focusedIndex()).toBeLessThan(101)
    await user.keyboard('{Home}')
    await waitFor(() => expect(focusedIndex()).toBe(2))
    expect(visibleInRegion(document.activeElement as Element)).toBe(true)
    expect(region().scrollTop).toBe(0)
    // Still one tab stop.
    expect(domRows().filter((row) => row.tabIndex === 0)).toHaveLength(1)
  })
})

describe('InvoiceList in Chromium', () => {
  useSandbox({ volume: { invoicesPerCompany: 160, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })

  it('fits 320 px: the toolbar wraps and each invoice stacks into two lines, nothing scrolls sideways', async () => {
    render(
      <div data-testid="host" className="host-narrow">
        <InvoiceList />
      </div>,
      { wrapper: Provider },
    )
    const host = screen.getByTestId('host')
    host.style.width = '320px'
    await waitFor(() => expect(domRows().length).toBeGreaterThan(3))

    const root = host.querySelector('.bk-root') as HTMLElement
    expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(320)
    expect(root.scrollWidth).toBeLessThanOrEqual(320)
    expect(region().clientWidth).toBeLessThanOrEqual(320)
    expect(region().scrollWidth).toBeLessThanOrEqual(region().clientWidth)
    // The toolbar wraps: none of its parts reaches past the component's edge.
    const edge = root.getBoundingClientRect().right
    const toolbar = root.querySelector('.bk-toolbar') as HTMLElement
    for (const part of Array.from(toolbar.children)) expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 0.5)
    expect(toolbar.getBoundingClientRect().height).toBeGreaterThan(screen.getByRole('searchbox').getBoundingClientRect().height * 2)

    // A stacked row: number above customer, balance beside the customer, inside the region.
    const row = domRows()[0] as HTMLElement
    const cell = (column: string) => (row.querySelector(`[data-column="${column}"]`) as HTMLElement).getBoundingClientRect()
    expect(cell('customer').top).toBeGreaterThan(cell('number').top)
    expect(cell('balance').right).toBeLessThanOrEqual(region().getBoundingClientRect().right)
    // Still a grid of the same columns: the header's sort buttons stay, the totals show the balance.
    expect(within(screen.getByRole('grid')).getByRole('button', { name: /^Balance/ })).toBeVisible()
  })

  it('keeps the header and the totals in sight while the rows scroll', async () => {
    render(<InvoiceList />, { wrapper: Provider })
    await waitFor(() => expect(domRows().length).toBeGreaterThan(3))
    await act(async () => region().scrollTo({ top: 1500 }))
    await waitFor(() => expect(Number(domRows()[0]?.getAttribute('aria-rowindex'))).toBeGreaterThan(20))
    const area = region().getBoundingClientRect()
    const head = region().querySelector('.bk-grid__head')?.getBoundingClientRect()
    const foot = region().querySelector('.bk-grid__foot')?.getBoundingClientRect()
    expect(head?.top).toBeCloseTo(area.top + 1, 0)
    expect(foot?.bottom).toBeCloseTo(area.bottom - 1, 0)
    expect(domRows().length).toBeLessThan(40)
  })

  it('sorts from a header with the keyboard and keeps focus on that header', async () => {
    const user = userEvent.setup()
    render(<InvoiceList />, { wrapper: Provider })
    await waitFor(() => expect(domRows().length).toBeGreaterThan(3))
    const button = screen.getByRole('button', { name: /^Balance/ })
    button.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /^Balance/ })).toHaveAttribute('aria-sort', 'descending'))
    await waitFor(() => expect((sent.at(-1)?.body as InvoiceQuery | undefined)?.sort).toEqual({ value: '-balance' }))
    // The rows stayed while the sorted ones loaded, so the header never left the page.
    expect(screen.getByRole('button', { name: /^Balance/ })).toBe(button)
    expect(button).toHaveFocus()
  })

  it('uses the host theme variables', async () => {
    render(
      <div className="host-theme">
        <style>{'.host-theme { --bk-color-primary: rgb(15, 118, 110); --bk-radius: 0px; --bk-font-family: Georgia, serif; }'}</style>
        <GeneralLedger glAccountId={bakery.glAccounts.rent} />
      </div>,
      { wrapper: Provider },
    )
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' })
    const style = getComputedStyle(exportButton)
    expect(style.backgroundColor).toBe('rgb(15, 118, 110)')
    expect(style.borderRadius).toBe('0px')
    expect(getComputedStyle(document.querySelector('.bk-root') as Element).fontFamily).toContain('Georgia')
  })
})

describe('InvoiceList’s window, between its sticky header and its totals, in Chromium', () => {
  useSandbox({ volume: { invoicesPerCompany: 400, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })

  async function renderList() {
    render(<InvoiceList />, { wrapper: Provider })
    await waitFor(() => expect(domRows().length).toBeGreaterThan(3))
  }

  it('fills the view between the header and the totals with rows wherever the user scrolls, and no more than the view and a margin', async () => {
    await renderList()
    const rowHeight = domRows()[0]!.getBoundingClientRect().height
    const inView = Math.ceil(region().clientHeight / rowHeight)
    for (const top of [0, 333, 1234, 2000, 37]) {
      await act(async () => region().scrollTo({ top }))
      await waitFor(() => {
        const area = rowArea()
        const boxes = domRows().map((row) => row.getBoundingClientRect())
        // Every pixel row of the area is covered: some rendered row starts above its top and ends below its bottom, with no gap between.
        expect(Math.min(...boxes.map((box) => box.top))).toBeLessThanOrEqual(area.top)
        expect(Math.max(...boxes.map((box) => box.bottom))).toBeGreaterThanOrEqual(area.bottom)
        expect(domRows().length).toBe(new Set(domRows().map((row) => row.dataset.index)).size)
        const indexes = domRows()
          .map((row) => Number(row.dataset.index))
          .sort((a, b) => a - b)
        expect(indexes.at(-1)! - indexes[0]!).toBe(indexes.length - 1)
      })
      expect(domRows().length).toBeLessThanOrEqual(inView + 2 * 6 + 1)
    }
  })

  it('keeps the row the keys move to whole between the header and the totals, scrolling only when it was not', async () => {
    const user = userEvent.setup()
    await renderList()
    await act(async () => domRows()[0]!.focus())

    // A row already whole: the region does not move.
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(windowIndex()).toBe(2)
    expect(region().scrollTop).toBe(0)

    // Down past the last whole row: the region scrolls just enough, the row lands on the totals' edge.
    for (let step = 0; step < 4; step++) {
      await user.keyboard('{PageDown}')
      await waitFor(() => expect(whole(focusedRow())).toBe(true))
    }
    expect(region().scrollTop).toBeGreaterThan(0)
    expect(focusedRow().getBoundingClientRect().bottom).toBeCloseTo(rowArea().bottom, 0)

    // Up past the first whole row: the row lands just below the header.
    const scrolled = region().scrollTop
    const firstWhole = domRows()
      .filter(whole)
      .map((row) => Number(row.dataset.index))
      .sort((a, b) => a - b)[0]!
    await act(async () =>
      domRows()
        .find((row) => Number(row.dataset.index) === firstWhole)!
        .focus(),
    )
    await user.keyboard('{ArrowUp}')
    await waitFor(() => expect(windowIndex()).toBe(firstWhole - 1))
    expect(whole(focusedRow())).toBe(true)
    expect(region().scrollTop).toBeLessThan(scrolled)
    expect(focusedRow().getBoundingClientRect().top).toBeCloseTo(rowArea().top, 0)

    // The last loaded row: whole above the totals, also once the next page has arrived below it.
    await user.keyboard('{End}')
    await waitFor(() => expect(windowIndex()).toBe(99))
    expect(whole(focusedRow())).toBe(true)
    await waitFor(() => expect(region().querySelector('[data-index="100"]')).not.toBeNull())
    expect(windowIndex()).toBe(99)
    expect(whole(focusedRow())).toBe(true)

    await user.keyboard('{Home}')
    await waitFor(() => expect(windowIndex()).toBe(0))
    expect(region().scrollTop).toBe(0)
    expect(whole(focusedRow())).toBe(true)
  })
})
