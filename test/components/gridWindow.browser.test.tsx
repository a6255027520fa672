/// <reference types="vite/client" />
// The grids' window in Chromium, where layout is real, on InvoiceList (a sticky header above the
// rows and sticky totals below them): wherever the user scrolls, the rows in the DOM fill the view
// between the two; and a row the keyboard moves to ends up whole between them, with no scroll at
// all when it already was.
import { act, render, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupWorker } from 'msw/browser'
import type { ReactNode } from 'react'
import { InvoiceList } from '../../src/components/InvoiceList'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import '../../src/styles/tokens.css'
import '../../src/styles/base.css'
import '../../src/styles/data-grid.css'
import '../../src/styles/invoice-list.css'

const BASE_URL = 'https://sandbox.bookkit.test'
const worker = setupWorker()
let sandbox: Sandbox

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'error', serviceWorker: { url: '/mockServiceWorker.js' } })
})
afterAll(() => worker.stop())
beforeEach(() => {
  sandbox = createSandbox({ seed: 1, today: '2026-06-30', volume: { invoicesPerCompany: 400, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
})
afterEach(() => worker.resetHandlers())

function Provider({ children }: { children: ReactNode }) {
  return (
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}>
      {children}
    </BookkeepingProvider>
  )
}

const region = () => document.querySelector<HTMLElement>('.bk-grid-region') as HTMLElement
const domRows = () => Array.from(region().querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]'))
const focusedRow = () => document.activeElement as HTMLElement
const focusedIndex = () => Number(focusedRow().dataset.index)
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

async function renderList() {
  render(<InvoiceList />, { wrapper: Provider })
  await waitFor(() => expect(domRows().length).toBeGreaterThan(3), { timeout: 10_000 })
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
      const indexes = domRows().map((row) => Number(row.dataset.index)).sort((a, b) => a - b)
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
  expect(focusedIndex()).toBe(2)
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
  const firstWhole = domRows().filter(whole).map((row) => Number(row.dataset.index)).sort((a, b) => a - b)[0]!
  await act(async () => domRows().find((row) => Number(row.dataset.index) === firstWhole)!.focus())
  await user.keyboard('{ArrowUp}')
  await waitFor(() => expect(focusedIndex()).toBe(firstWhole - 1))
  expect(whole(focusedRow())).toBe(true)
  expect(region().scrollTop).toBeLessThan(scrolled)
  expect(focusedRow().getBoundingClientRect().top).toBeCloseTo(rowArea().top, 0)

  // The last loaded row: whole above the totals, also once the next page has arrived below it.
  await user.keyboard('{End}')
  await waitFor(() => expect(focusedIndex()).toBe(99))
  expect(whole(focusedRow())).toBe(true)
  await waitFor(() => expect(region().querySelector('[data-index="100"]')).not.toBeNull(), { timeout: 5000 })
  expect(focusedIndex()).toBe(99)
  expect(whole(focusedRow())).toBe(true)

  await user.keyboard('{Home}')
  await waitFor(() => expect(focusedIndex()).toBe(0))
  expect(region().scrollTop).toBe(0)
  expect(whole(focusedRow())).toBe(true)
})
