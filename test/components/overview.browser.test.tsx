/// <reference types="vite/client" />
// <BooksOverview> in Chromium with every stylesheet a partner loads, the sandbox behind the service
// worker (today 2026-06-30, the bakery's owner): at 1,280 px the three tiles sit in one row above
// the charts and each shows what the sandbox's records add up to; choosing a bucket of "Who owes
// you" (by click, or by keyboard) lists in <InvoiceList filter> exactly that bucket's invoices,
// whose "Due on these dates" total is the bucket's amount, an invoice split across two buckets by
// its installments showing only its part of each; at 390 and 320 px the tiles stack and nothing
// scrolls sideways; the invoice query failing costs only the "Owed to you" tile its figures, and its
// Try again brings them back. axe finds nothing wide or narrow. The expected figures are summed
// from the stored records (what is owed by test/support/receivables) and written by Intl, never by
// src/format. The viewer's today is the sandbox's (test/support/viewerToday): AS_OF is today, so
// paid invoices are not read and every bucket can be listed.
import { render, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { http, HttpResponse } from 'msw'
import { useBrowserWorker } from '../support/browserWorker'
import { useState, type CSSProperties, type ReactNode } from 'react'
import { page, userEvent } from 'vitest/browser'
import type { BankTransaction, Invoice, InvoiceFilter } from '../../src/api/types'
import { BooksOverview } from '../../src/components/BooksOverview'
import { InvoiceList } from '../../src/components/InvoiceList'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers } from '../../src/sandbox'
import { count, INVOICE_QUERY, invoicesWord, storedReceivables, usd, type BucketId } from '../support/receivables'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const AS_OF = '2026-06-30'
const bakery = SANDBOX.companies.bakery
/** bookkit's reviewed statuses, written out here rather than taken from the code under test. */
const REVIEWED = ['REVIEWED', 'RECONCILED', 'RECONCILIATION_DISCREPANCY']

// Nothing here writes: one sandbox for the file, whose handlers are the worker's own, so
// `resetHandlers()` takes away a test's override and leaves the sandbox answering.
// 160 invoices put a balance in every bucket, and some invoices in two (a deposit late, the rest not yet due).
const sandbox = createSandbox({
  seed: 1,
  today: AS_OF,
  volume: { invoicesPerCompany: 160, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 },
})
const worker = useBrowserWorker(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))

afterEach(() => worker.resetHandlers())

vi.setConfig({ testTimeout: 30_000 })
useViewerToday(AS_OF)

const storedTransactions = () => sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
const storedInvoices = () => sandbox.inspect.invoices(bakery.id) as unknown as Invoice[]

/** Money in and out of `month`: positive amounts in, negative ones out, transfers left out. */
function storedFlow(month: string) {
  let moneyIn = 0
  let moneyOut = 0
  for (const record of storedTransactions()) {
    if (!record.date.startsWith(`${month}-`) || record.type === 'TRANSFER') continue
    if (record.amount >= 0) moneyIn += record.amount
    else moneyOut -= record.amount
  }
  return { moneyIn, moneyOut, net: moneyIn - moneyOut }
}

/** "$12.00 more than May", "… less than May", "the same as May". */
const comparedWithMay = (now: number, before: number) =>
  now === before ? 'the same as May' : `${usd(Math.abs(now - before))} ${now > before ? 'more' : 'less'} than May`

/** What the bakery's customers owe on AS_OF, summed from the stored invoices. */
const storedOwed = () => storedReceivables(storedInvoices(), AS_OF)

/** The host: the overview, and below it the invoices of the bucket the user chose. */
function OverviewHost() {
  const [filter, setFilter] = useState<InvoiceFilter>()
  return (
    <>
      <BooksOverview asOf={AS_OF} onSelectBucket={(next) => setFilter(next)} onSelectReceivables={(next) => setFilter(next)} />
      {filter && (
        // Tall enough that the virtualized grid has every invoice of the largest bucket in the DOM.
        <div style={{ '--bk-list-height': '200rem' } as CSSProperties}>
          <InvoiceList filter={filter} showFilters={false} pageSize={250} detail={false} />
        </div>
      )}
    </>
  )
}

function Provider({ children }: { children: ReactNode }) {
  return (
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}>
      <main>{children}</main>
    </BookkeepingProvider>
  )
}

const renderOverview = () => render(<OverviewHost />, { wrapper: Provider })

const REVIEW = 'To review'
const MONEY = 'Money in and out, June 2026'
const OWED = 'Owed to you'
const TILES = [REVIEW, MONEY, OWED]
const CHARTS = ['Money in and out', 'Spending by category', 'Who owes you']

const tile = (name: string) => screen.getByRole('group', { name })
const valuesOf = (region: HTMLElement) => [...region.querySelectorAll('.bk-tile__value')].map((value) => value.textContent)
const figuresOf = (region: HTMLElement) => [...region.querySelectorAll('.bk-tile__figure')].map((figure) => figure.textContent)

/** Each tile once it has its figures, whole (no "so far" note). */
async function tilesWithFigures(): Promise<HTMLElement[]> {
  return Promise.all(
    TILES.map(async (name) => {
      const region = await screen.findByRole('group', { name })
      await waitFor(() => expect(region.querySelector('.bk-tile__value')).not.toBeNull())
      await waitFor(() => expect(region.querySelector('[role="status"]') ?? region).not.toHaveTextContent(/so far|Still counting/))
      return region
    }),
  )
}

/** Each chart's figure once its figures are in (it is named by its summary then). */
async function chartsWithFigures(): Promise<HTMLElement[]> {
  return Promise.all(
    CHARTS.map(async (title) => {
      const figure = (await screen.findByRole('heading', { name: title })).closest('figure') as HTMLElement
      await waitFor(() => expect(figure.querySelector('.bk-chart__summary')).not.toBeNull())
      return figure
    }),
  )
}

async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { resultTypes: ['violations'] })
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

const boxOf = (element: Element) => element.getBoundingClientRect()

function expectNoSidewaysScroll(label: string) {
  const scrolling = document.scrollingElement as HTMLElement
  expect(scrolling.scrollWidth, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(scrolling.clientWidth)
}

describe('BooksOverview at 1,280 px', () => {
  beforeAll(() => page.viewport(1280, 900))

  it('shows the three tiles in one row above the charts, each with the figure the records add up to, axe-clean', async () => {
    renderOverview()
    const [review, money, owed] = await tilesWithFigures()
    const charts = await chartsWithFigures()

    // One row: the same top, left to right in order; every chart below the row.
    const boxes = [review!, money!, owed!].map(boxOf)
    for (const box of boxes.slice(1)) expect(box.top).toBeCloseTo(boxes[0]!.top, 0)
    expect(boxes[0]!.left).toBeLessThan(boxes[1]!.left)
    expect(boxes[1]!.left).toBeLessThan(boxes[2]!.left)
    const rowBottom = Math.max(...boxes.map((box) => box.bottom))
    for (const chart of charts)
      expect(boxOf(chart).top, chart.querySelector('h3, h2, h4')?.textContent ?? '').toBeGreaterThanOrEqual(rowBottom)

    const toReview = storedTransactions().filter((record) => !REVIEWED.includes(record.reviewStatus ?? '')).length
    expect(toReview).toBeGreaterThan(1)
    expect(figuresOf(review!)).toEqual([`${count(toReview)} transactions to review`])

    const [june, may] = [storedFlow('2026-06'), storedFlow('2026-05')]
    expect(june.moneyIn).toBeGreaterThan(0)
    expect(valuesOf(money!)).toEqual([usd(june.moneyIn), usd(june.moneyOut), usd(june.net)])
    expect([...money!.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Money in', 'Money out', 'Net'])
    expect([...money!.querySelectorAll('.bk-tile__compare')].map((text) => text.textContent)).toEqual([
      comparedWithMay(june.moneyIn, may.moneyIn),
      comparedWithMay(june.moneyOut, may.moneyOut),
    ])

    const expected = storedOwed()
    expect(expected.overdue).toBeGreaterThan(0)
    expect(figuresOf(owed!)).toEqual([
      `${usd(expected.total)} on ${count(expected.invoices)} open ${invoicesWord(expected.invoices)}`,
      `${usd(expected.overdue)} overdue, on ${count(expected.overdueInvoices)} ${invoicesWord(expected.overdueInvoices)}`,
    ])

    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  it('lists in <InvoiceList filter> exactly the invoices of each bucket chosen, by keyboard or click, totalling the bucket’s amount', async () => {
    renderOverview()
    const expected = storedOwed()
    // An invoice whose deposit is late while the rest of it is not yet due: in two buckets, a part in each.
    const split = expected.owedInvoices.find(({ parts }) => parts.has('late1to30') && parts.has('current'))
    expect(split, 'the seeded books hold an invoice with a late deposit and a balance not yet due').toBeDefined()
    const aging = (await chartsWithFigures())[2]!
    const bars = within(aging).getByRole('group', { name: 'Who owes you' })
    const barOf = (name: string) => within(bars).getByRole('button', { name: new RegExp(`^${name}: `) })

    /** The bucket's bar states its amount, and the list shows exactly its invoices, each with its part, totalling the amount. */
    async function expectListOf(id: BucketId) {
      const { name, amount } = expected.buckets.find((bucket) => bucket.id === id)!
      // What each of its invoices (by number) owes in it.
      const parts = new Map(
        expected.owedInvoices
          .filter((owed) => owed.parts.has(id))
          .map(({ invoice, parts: owed }) => [invoice.invoiceNumber, owed.get(id)!]),
      )
      const n = parts.size
      expect(barOf(name)).toHaveAccessibleName(`${name}: ${usd(amount)}, ${count(n)} ${invoicesWord(n)}`)
      expect(barOf(name).querySelector('.bk-chart__bar-value')).toHaveTextContent(`${usd(amount)} · ${count(n)} ${invoicesWord(n)}`)

      const grid = await screen.findByRole('grid', { name: 'Invoices' })
      const rows = () => [...grid.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')]
      const numberOf = (row: HTMLElement) => row.querySelector('[data-column="number"] .bk-invoice-list__number-text')?.textContent ?? ''
      const dueOnOf = (row: Element) => row.querySelector('[data-column="dueOnDates"]')?.textContent
      const totals = () => within(grid).getByRole('row', { name: 'Totals of loaded invoices' })
      // The previous bucket's rows stay while this one's load: wait for this one's.
      await waitFor(() => {
        expect(grid).toHaveAttribute('aria-rowcount', String(n + 2))
        expect(rows().map(numberOf).sort()).toEqual([...parts.keys()].sort())
        expect(dueOnOf(totals())).toBe(usd(amount))
      })
      for (const row of rows()) expect(dueOnOf(row), `${name}: ${numberOf(row)}`).toBe(usd(parts.get(numberOf(row))!))
      return { rowOf: (number: string) => rows().find((row) => numberOf(row) === number)! }
    }

    // By keyboard: Tab from the chart's toggle lands on the bars' one tab stop (the first bucket);
    // an arrow moves to the next, Enter chooses it.
    within(aging).getByRole('button', { name: 'Show as table' }).focus()
    await userEvent.keyboard('{Tab}')
    expect(bars.contains(document.activeElement)).toBe(true)
    expect(document.activeElement).toBe(barOf('Not yet due'))
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(barOf('1–30 days overdue'))
    await userEvent.keyboard('{Enter}')
    const late = await expectListOf('late1to30')
    // The split invoice shows its whole balance, and only its late deposit as due on these dates.
    const lateRow = late.rowOf(split!.invoice.invoiceNumber)
    expect(lateRow.querySelector('[data-column="balance"]')).toHaveTextContent(usd(split!.invoice.totals.balance))
    expect(lateRow.querySelector('[data-column="dueOnDates"]')).toHaveTextContent(usd(split!.parts.get('late1to30')!))
    expect(split!.parts.get('late1to30')).toBeLessThan(split!.invoice.totals.balance)

    // By click, every other bucket with a balance in it: the rest of the split invoice is not yet due.
    for (const { id, name } of expected.buckets.filter((bucket) => bucket.id !== 'late1to30' && bucket.amount > 0)) {
      await userEvent.click(barOf(name))
      const shown = await expectListOf(id)
      if (id === 'current')
        expect(shown.rowOf(split!.invoice.invoiceNumber).querySelector('[data-column="dueOnDates"]')).toHaveTextContent(
          usd(split!.parts.get('current')!),
        )
    }
    // Every bucket holds something in these books, so all five were chosen; their sums make the total.
    expect(expected.buckets.every((bucket) => bucket.amount > 0)).toBe(true)
    expect(expected.buckets.reduce((sum, bucket) => sum + bucket.amount, 0)).toBe(expected.total)

    // "See open invoices" lists every invoice owed, whose balances add up to the tile's total.
    await userEvent.click(within(tile(OWED)).getByRole('button', { name: 'See open invoices' }))
    const grid = screen.getByRole('grid', { name: 'Invoices' })
    await waitFor(() => {
      expect(grid).toHaveAttribute('aria-rowcount', String(expected.invoices + 2))
      expect(
        within(grid).getByRole('row', { name: 'Totals of loaded invoices' }).querySelector('[data-column="balance"]'),
      ).toHaveTextContent(usd(expected.total))
    })

    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  it('sets its tiles on the dark theme’s background, the overdue line in its danger colour', async () => {
    render(
      <div data-bk-theme="dark">
        <BooksOverview asOf={AS_OF} />
      </div>,
      { wrapper: Provider },
    )
    const [, , owed] = await tilesWithFigures()
    // --bk-color-bg and --bk-color-danger of the dark tokens (src/styles/tokens.css).
    expect(getComputedStyle(owed!).backgroundColor).toBe('rgb(21, 24, 29)')
    expect(getComputedStyle(owed!.querySelector('.bk-tile__figure[data-overdue]') as Element).color).toBe('rgb(255, 138, 128)')
  })

  it('keeps the other tiles’ figures when the invoice query fails, and Try again brings back "Owed to you"', async () => {
    worker.use(
      http.post(`${BASE_URL}${INVOICE_QUERY}`, () =>
        HttpResponse.json({ status: 'FAILURE', errors: [{ type: 'UNKNOWN_ERROR', message: 'Try later.' }] }, { status: 500 }),
      ),
    )
    renderOverview()

    const owed = await screen.findByRole('group', { name: OWED })
    const alert = await within(owed).findByRole('alert')
    expect(alert).toHaveTextContent('This could not be loaded.')
    expect(owed.querySelector('.bk-tile__value')).toBeNull()

    const [june, may] = [storedFlow('2026-06'), storedFlow('2026-05')]
    const toReview = storedTransactions().filter((record) => !REVIEWED.includes(record.reviewStatus ?? '')).length
    await waitFor(() => {
      expect(figuresOf(tile(REVIEW))).toEqual([`${count(toReview)} transactions to review`])
      expect(valuesOf(tile(MONEY))).toEqual([usd(june.moneyIn), usd(june.moneyOut), usd(june.net)])
    })
    expect(tile(MONEY).querySelector('.bk-tile__compare')).toHaveTextContent(comparedWithMay(june.moneyIn, may.moneyIn))
    expect(within(tile(REVIEW)).queryByRole('alert')).toBeNull()
    expect(within(tile(MONEY)).queryByRole('alert')).toBeNull()

    // The service is back: the override goes, Try again reads the invoices.
    worker.resetHandlers()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const expected = storedOwed()
    await waitFor(() => expect(valuesOf(tile(OWED))).toEqual([usd(expected.total)]))
    expect(within(tile(OWED)).queryByRole('alert')).toBeNull()
    expect(figuresOf(tile(OWED))[1]).toBe(
      `${usd(expected.overdue)} overdue, on ${count(expected.overdueInvoices)} ${invoicesWord(expected.overdueInvoices)}`,
    )
  })
})

describe.each([390, 320])('BooksOverview at %i px', (width) => {
  beforeAll(() => page.viewport(width, 900))
  afterAll(() => page.viewport(1280, 900))

  it('stacks the tiles in one column, never scrolls sideways, and is axe-clean', async () => {
    renderOverview()
    const tiles = await tilesWithFigures()
    const charts = await chartsWithFigures()

    const boxes = tiles.map(boxOf)
    for (const box of boxes.slice(1)) expect(box.left).toBeCloseTo(boxes[0]!.left, 0)
    expect(boxes[0]!.top).toBeLessThan(boxes[1]!.top)
    expect(boxes[1]!.top).toBeLessThan(boxes[2]!.top)
    for (const [index, box] of boxes.entries()) expect(box.right, TILES[index]).toBeLessThanOrEqual(width + 0.5)
    for (const chart of charts) expect(boxOf(chart).top).toBeGreaterThanOrEqual(boxes[2]!.bottom)

    // The charts draw to their measured width after they load: wait for the page to settle.
    await waitFor(() => expectNoSidewaysScroll(`${width} px`))
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })
})
