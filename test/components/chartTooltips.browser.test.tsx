/// <reference types="vite/client" />
// A chart's tooltip never covers what it describes, nor any other figure: in Chromium with every
// stylesheet a partner loads, at 1,280 and 390 px, each point of every chart is focused by
// keyboard (and hovered), and whatever tooltip shows is checked against the box of every figure
// the chart prints (each bar's name and amounts, the axis labels, the summary, the legend, the
// notes, the customers who owe) and against the point itself: no two rectangles intersect. A bar
// shows every figure its name states, so the bar charts need no tooltip at all.
import { render, screen, waitFor, within } from '@testing-library/react'
import { setupWorker } from 'msw/browser'
import type { ReactElement } from 'react'
import { page, userEvent } from 'vitest/browser'
import type { TokenResponse } from '../../src/api/types'
import { AccountBalanceChart, CashFlowChart, ReceivablesAging, SpendingByCategory } from '../../src/components'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const AS_OF = '2026-06-30'
const bakery = SANDBOX.companies.bakery
const worker = setupWorker()
let sandbox: Sandbox

beforeAll(async () => {
  await page.viewport(1320, 1000)
  await worker.start({ quiet: true, onUnhandledRequest: 'error', serviceWorker: { url: '/mockServiceWorker.js' } })
  // Nothing here writes: one sandbox for the file, with money out in several categories and something owed in every bucket.
  sandbox = createSandbox({ seed: 1, today: AS_OF, volume: { invoicesPerCompany: 60, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 } })
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
})
afterAll(() => worker.stop())
useViewerToday(AS_OF)
vi.setConfig({ testTimeout: 60_000 })

const fetchToken = async (): Promise<TokenResponse> => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })

interface Case {
  name: string
  title: string
  chart: () => ReactElement
  /** The key that moves to the next point: a long series is walked a page at a time. */
  next: string
  /** Whether a point shows a tooltip at all (a bar shows all its figures itself). */
  tooltips: boolean
}

const CASES: Case[] = [
  { name: 'SpendingByCategory', title: 'Spending by category', chart: () => <SpendingByCategory period="2026-06" onSelectCategory={() => {}} />, next: '{ArrowDown}', tooltips: false },
  { name: 'ReceivablesAging', title: 'Who owes you', chart: () => <ReceivablesAging asOf={AS_OF} onSelectBucket={() => {}} />, next: '{ArrowDown}', tooltips: false },
  { name: 'CashFlowChart', title: 'Money in and out', chart: () => <CashFlowChart endMonth="2026-06" />, next: '{ArrowRight}', tooltips: true },
  { name: 'AccountBalanceChart', title: 'Balance over time', chart: () => <AccountBalanceChart glAccountId={bakery.glAccounts.checking} from="2025-07-01" to={AS_OF} />, next: '{PageDown}', tooltips: true },
]

/** Every figure a chart prints, as text: what a tooltip must leave uncovered. */
const FIGURES = 'svg text, .bk-chart__bar-name, .bk-chart__bar-value, .bk-chart__summary, .bk-chart__legend li, .bk-chart__note:not(:empty), .bk-aging__customer, .bk-chart__title'

async function figureOf(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 10_000 })
  const figure = heading.closest('figure') as HTMLElement
  await waitFor(() => expect(figure.querySelector('.bk-chart__summary')).not.toBeNull(), { timeout: 10_000 })
  await waitFor(() => expect(figure.closest('.bk-root')!.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 })
  return figure
}
const points = (figure: HTMLElement) => [...figure.querySelectorAll<HTMLElement | SVGElement>('.bk-chart__point')]
const labelOf = (point: Element) => point.getAttribute('aria-label') ?? ''
const tooltipOf = (figure: HTMLElement) => figure.querySelector<HTMLElement>('.bk-chart__tooltip')
/** Whether two boxes overlap by more than rounding. */
const intersect = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5

/** The point a tooltip describes: it names its point first ("June 2026", "Rent"). */
const describedBy = (figure: HTMLElement, tip: HTMLElement) => points(figure).find((point) => labelOf(point).startsWith(`${tip.querySelector('.bk-chart__tooltip-title')?.textContent}:`))

/** The tooltip shown for `point` (when the chart has them) covers neither it nor any figure of the chart. */
async function expectNothingCovered(figure: HTMLElement, point: HTMLElement | SVGElement, tooltips: boolean, how: string) {
  const label = labelOf(point)
  await waitFor(() => {
    const tip = tooltipOf(figure)
    if (tooltips) expect(tip?.checkVisibility(), `${how}: a tooltip for ${label}`).toBe(true)
    if (tip) expect(describedBy(figure, tip), `the tooltip of ${label}: ${tip.innerText}`).toBe(point)
  })
  const tip = tooltipOf(figure)
  if (tip) {
    const box = tip.getBoundingClientRect()
    expect(intersect(box, point.getBoundingClientRect()), `${how}: the tooltip of "${label}" covers its point`).toBe(false)
    const covered = [...figure.querySelectorAll(FIGURES)].filter((figureText) => intersect(box, figureText.getBoundingClientRect())).map((figureText) => figureText.textContent)
    expect(covered, `${how}: the tooltip of "${label}" covers figures`).toEqual([])
  }
  expect(Boolean(tip), `${how}: whether "${label}" has a tooltip`).toBe(tooltips)
}

describe.each([1280, 390])('at %i px', (width) => {
  describe.each(CASES)('$name', ({ title, chart, next, tooltips }) => {
    it('shows no tooltip over a figure, for each point focused by keyboard and hovered', async () => {
      render(
        <BookkeepingProvider baseUrl={BASE_URL} fetchToken={fetchToken}>
          <button type="button">Outside</button>
          <div style={{ width }}>{chart()}</div>
        </BookkeepingProvider>,
      )
      const figure = await figureOf(title)
      const all = points(figure)
      expect(all.length).toBeGreaterThan(1)
      // The pointer rests off the chart: only the focus shows a tooltip.
      await userEvent.hover(screen.getByRole('button', { name: 'Outside' }))
      within(figure).getByRole('button', { name: 'Show as table' }).focus()
      await userEvent.keyboard('{Tab}{Home}')
      let seen = 0
      for (;;) {
        const point = document.activeElement as HTMLElement
        expect(all).toContain(point)
        await expectNothingCovered(figure, point, tooltips, 'focused')
        seen++
        await userEvent.keyboard(next)
        if (document.activeElement === point) break
      }
      expect(seen).toBeGreaterThan(1)

      // Then the pointer, with the focus away from the chart.
      screen.getByRole('button', { name: 'Outside' }).focus()
      for (const point of all.filter((_, index) => index % Math.ceil(all.length / 8) === 0)) {
        // Forced: the pointer goes to the point's middle even where a later point lies over it (the first day's over the beginning balance).
        await userEvent.hover(point, { force: true })
        const tip = tooltipOf(figure)
        await expectNothingCovered(figure, (tip && describedBy(figure, tip)) || point, tooltips, 'hovered')
      }
      // The pointer leaves the chart: the next test's chart is drawn where this one was.
      await userEvent.hover(screen.getByRole('button', { name: 'Outside' }))
    })
  })
})

describe('a spending bar', () => {
  it('shows every figure its name states: the amount, the share and how many transactions', async () => {
    render(
      <BookkeepingProvider baseUrl={BASE_URL} fetchToken={fetchToken}>
        <SpendingByCategory period="2026-06" onSelectCategory={() => {}} />
      </BookkeepingProvider>,
    )
    const figure = await figureOf('Spending by category')
    const bars = points(figure)
    expect(bars.length).toBeGreaterThan(2)
    for (const bar of bars) {
      const [, amount, share, count] = /: (\$[\d,.]+), ([\d.]+%), (\d+ transactions?)$/.exec(labelOf(bar)) ?? /^Not categorized yet: (\$[\d,.]+) in (\d+ transactions?), \$[\d,.]+ · ([\d.]+%)$/.exec(labelOf(bar)) ?? []
      expect(amount, labelOf(bar)).toBeDefined()
      const shown = (bar as HTMLElement).innerText.replace(/\s+/g, ' ')
      for (const part of [amount, share, count]) expect(shown, labelOf(bar)).toContain(part)
    }
  })
})
