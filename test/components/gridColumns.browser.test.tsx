/// <reference types="vite/client" />
// The shared grid's column widths in Chromium, where layout is real, on InvoiceList: a column's edge
// (an ARIA separator) widens the column's header and its cells together by the arrow keys (the
// arrow's way, also right to left) and by a drag, and a double-click or Enter fits it to its widest
// cell; a narrow container never scrolls sideways however wide the user made the columns; the
// header is one tab stop whose arrows pass over the columns the container takes off the screen; with `persist`, widths and hidden
// columns come back in a new provider (IndexedDB); and axe finds nothing with the Columns menu open.
// The menu's behaviour without layout is InvoiceListColumns.test.tsx's.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useBrowserWorker } from '../support/browserWorker'
import type { ReactNode } from 'react'
import { page, userEvent } from 'vitest/browser'
import type { Invoice } from '../../src/api/types'
import { InvoiceList } from '../../src/components/InvoiceList'
import { BookkeepingProvider, clearBookkeepingCache } from '../../src/react'
import { sessionDigest } from '../../src/core/store/browserStorage'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { violations } from '../support/axe'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const INVOICES = `${BASE_URL}/v6/invoicing/invoices/query`
const USER = SANDBOX.users.bakeryOwner
/** What one arrow key press adds to a column's width (HeaderCell.tsx). */
const KEY_STEP = 16
const worker = useBrowserWorker()
let sandbox: Sandbox

beforeEach(async () => {
  // Room for every column at its own width and some to spare: a widened column then is exactly as wide as set.
  await page.viewport(1600, 900)
  sandbox = createSandbox({
    seed: 1,
    today: '2026-06-30',
    volume: { invoicesPerCompany: 30, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 },
  })
  worker.resetHandlers(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  await clearBookkeepingCache()
})
// What the last test stored stays in this browser for no other file.
afterAll(() => clearBookkeepingCache())

function Provider({ children, persist = false }: { children: ReactNode; persist?: boolean }) {
  return (
    <BookkeepingProvider
      baseUrl={BASE_URL}
      fetchToken={async () => sandbox.issueToken({ userId: USER })}
      persist={persist}
      sessionKey={persist ? USER : undefined}
    >
      {children}
    </BookkeepingProvider>
  )
}

/** The list in a host box `width` px wide, under its own provider. */
function renderList({ width = 1560, persist = false }: { width?: number; persist?: boolean } = {}) {
  return render(
    <Provider persist={persist}>
      <div style={{ width }}>
        <InvoiceList />
      </div>
    </Provider>,
  )
}

const region = () => document.querySelector<HTMLElement>('.bk-grid-region') as HTMLElement
async function rowsShown() {
  await waitFor(() => expect(region()?.querySelectorAll('.bk-grid__body [role="row"]').length).toBeGreaterThan(3))
}
const edge = (column: string) => screen.getByRole('separator', { name: `Width of ${column}` })
const header = (id: string) => region().querySelector<HTMLElement>(`.bk-grid__head [data-column="${id}"]`) as HTMLElement
const bodyCells = (id: string) => [...region().querySelectorAll<HTMLElement>(`.bk-grid__body [data-column="${id}"]`)]
const widthOf = (element: Element) => element.getBoundingClientRect().width
/** The column's width as its header shows it, once every body cell of the column is as wide. */
function columnWidth(id: string): number {
  const width = widthOf(header(id))
  for (const cell of bodyCells(id)) expect(widthOf(cell)).toBeCloseTo(width, 1)
  return width
}

describe('a column’s edge', () => {
  it('widens the column, its header and its cells, by a step per arrow key, and says the width; and by the distance the mouse drags its edge', async () => {
    renderList()
    await rowsShown()
    const before = columnWidth('customer')
    await act(async () => edge('Customer').focus())
    expect(edge('Customer')).toHaveAttribute('aria-valuenow', String(Math.round(before)))

    await userEvent.keyboard('{ArrowRight}')
    // The first step starts from the width as laid out, which may be a fraction of a pixel.
    await waitFor(() => expect(Math.abs(columnWidth('customer') - (before + KEY_STEP))).toBeLessThanOrEqual(1))
    const once = columnWidth('customer')
    expect(edge('Customer')).toHaveAttribute('aria-valuenow', String(once))
    for (const press of [1, 2]) {
      await userEvent.keyboard('{ArrowRight}')
      await waitFor(() => expect(columnWidth('customer')).toBe(once + press * KEY_STEP))
    }
    expect(edge('Customer')).toHaveAttribute('aria-valuenow', String(once + 2 * KEY_STEP))
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(columnWidth('customer')).toBe(once + KEY_STEP))
    expect(edge('Customer')).toHaveFocus()

    // The mouse: the column widens by the distance its edge is dragged.
    const beforeDrag = columnWidth('customer')
    const handle = edge('Customer')
    const grip = handle.getBoundingClientRect()
    const headerRow = header('customer').parentElement as HTMLElement
    const row = headerRow.getBoundingClientRect()
    const distance = 120
    // The page's own mouse: down on the edge's middle, then along the header row, and up `distance` px further right.
    await userEvent.dragAndDrop(handle, headerRow, {
      sourcePosition: { x: grip.width / 2, y: grip.height / 2 },
      targetPosition: { x: grip.left + grip.width / 2 + distance - row.left, y: row.height / 2 },
    })
    await waitFor(() => expect(Math.abs(columnWidth('customer') - (beforeDrag + distance))).toBeLessThanOrEqual(1))
    expect(handle).toHaveAttribute('aria-valuenow', String(Math.round(columnWidth('customer'))))
  })

  it('moves its edge the arrow’s way in a right-to-left grid: Left widens the column, Right narrows it', async () => {
    render(
      <Provider>
        <div dir="rtl" style={{ width: 1560 }}>
          <InvoiceList />
        </div>
      </Provider>,
    )
    await rowsShown()
    const before = columnWidth('customer')
    await act(async () => edge('Customer').focus())
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(Math.abs(columnWidth('customer') - (before + KEY_STEP))).toBeLessThanOrEqual(1))
    const wider = columnWidth('customer')
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(columnWidth('customer')).toBe(wider - KEY_STEP))
  })

  it('fits the column to its widest cell on a double-click or Enter: a long name is then shown whole', async () => {
    const longName = 'Northern Valley Artisan Bread and Pastry Supply Cooperative'
    worker.use(
      http.post(INVOICES, async ({ request }) => {
        const answer = await sandbox.handle(request)
        const body = (await answer.json()) as { data: Invoice[] }
        ;(body.data[0] as Invoice).customer.name = longName
        return HttpResponse.json(body, { status: answer.status })
      }),
    )
    renderList()
    await rowsShown()
    const cell = () => bodyCells('customer').find((candidate) => candidate.textContent === longName) as HTMLElement
    // Cut short at the column's own width.
    expect(cell().scrollWidth).toBeGreaterThan(cell().clientWidth)

    await userEvent.dblClick(edge('Customer'))
    await waitFor(() => expect(cell().scrollWidth).toBeLessThanOrEqual(cell().clientWidth))
    expect(widthOf(header('customer'))).toBeCloseTo(widthOf(cell()), 1)
    const fitted = columnWidth('customer')

    // Fitted is fitted: again, the column stays as it is; made wider, Enter on its edge fits it back to its widest cell.
    await userEvent.dblClick(edge('Customer'))
    expect(columnWidth('customer')).toBe(fitted)
    await act(async () => edge('Customer').focus())
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(columnWidth('customer')).toBeGreaterThan(fitted))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(columnWidth('customer')).toBe(fitted))
  })
})

it('never scrolls sideways, however wide the user makes the columns, nor once the container narrows to stacked rows', async () => {
  renderList({ width: 720 })
  await rowsShown()
  // The columns whose edges this width shows (the others leave the screen here).
  const shown = ['Number', 'Customer', 'Due date', 'Status', 'Total', 'Balance'].filter((column) => edge(column).checkVisibility())
  expect(shown.length).toBeGreaterThan(0)
  for (const column of shown) {
    await act(async () => edge(column).focus())
    // To the widest a column may be.
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(edge(column)).toHaveAttribute('aria-valuenow', '640'))
  }
  const root = region().closest<HTMLElement>('.bk-root') as HTMLElement
  expect(region().scrollWidth).toBeLessThanOrEqual(region().clientWidth)
  expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)

  // Stacked rows (under 600 px) take no column widths: the widths stay set, the edges go, nothing scrolls sideways.
  ;(root.parentElement as HTMLElement).style.width = '360px'
  await waitFor(() => expect(screen.queryAllByRole('separator')).toEqual([]))
  expect(region().scrollWidth).toBeLessThanOrEqual(region().clientWidth)
  expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
})

it('is one stop in the tab order: arrows walk the columns on the screen, and Shift+Arrow widens the one at hand', async () => {
  renderList({ width: 720 })
  await rowsShown()
  // The date and the paid amount leave the screen under 1000 px (invoice-list.css).
  expect(widthOf(header('date'))).toBeLessThanOrEqual(1)
  await act(async () => screen.getByRole('button', { name: 'Columns' }).focus())
  await userEvent.keyboard('{Tab}')
  const columnAtFocus = () => document.activeElement?.closest<HTMLElement>('[role="columnheader"]')?.dataset.column
  const walked = [columnAtFocus()]
  for (let press = 0; press < 12; press++) {
    await userEvent.keyboard('{ArrowRight}')
    if (columnAtFocus() === walked.at(-1)) break
    walked.push(columnAtFocus())
  }
  expect(walked).toEqual(['number', 'customer', 'dueDate', 'status', 'total', 'balance'])
  await userEvent.keyboard('{Home}{ArrowRight}')
  expect(columnAtFocus()).toBe('customer')
  // The width set (a container this narrow may squeeze the column below it), as its edge says it.
  const before = columnWidth('customer')
  await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}')
  await waitFor(() => expect(Math.abs(Number(edge('Customer').getAttribute('aria-valuenow')) - (before + KEY_STEP))).toBeLessThanOrEqual(1))
  expect(columnAtFocus()).toBe('customer')
  // One stop: the next Tab leaves the header for the rows, and Shift+Tab comes back to the column left.
  await userEvent.keyboard('{Tab}')
  expect(document.activeElement?.closest('.bk-grid__head')).toBeNull()
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
  expect(columnAtFocus()).toBe('customer')
})

it('brings the user’s widths and hidden columns back in a new provider with `persist` (stored in this browser); axe finds nothing with the Columns menu open', async () => {
  const firstVisit = renderList({ persist: true })
  await rowsShown()
  await act(async () => edge('Customer').focus())
  await userEvent.keyboard('{ArrowRight}{ArrowRight}')
  await waitFor(() => expect(Number(edge('Customer').getAttribute('aria-valuenow'))).toBeGreaterThan(0))
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }))
  const menu = screen.getByRole('group', { name: 'Columns of Invoices' })
  expect(within(menu).getAllByRole('checkbox').length).toBeGreaterThan(1)
  expect(await violations(region().closest('.bk-root') as HTMLElement)).toEqual([])
  await userEvent.click(within(menu).getByRole('checkbox', { name: 'Status' }))
  await waitFor(() => expect(header('status')).toBeNull())
  const widened = columnWidth('customer')
  // The user's layout is written to this browser's store before they leave.
  const { createStore, get } = await import('idb-keyval')
  const key = `layouts:${await sessionDigest(USER)}`
  await waitFor(async () => expect(await get(key, createStore('bookkit', 'cache'))).toMatchObject({ invoices: { hidden: ['status'] } }))
  firstVisit.unmount()

  renderList({ persist: true })
  await rowsShown()
  expect(header('status')).toBeNull()
  expect(columnWidth('customer')).toBe(widened)
})
