/// <reference types="vite/client" />
// The charts in Chromium, with every stylesheet a partner loads and real key presses and pointer
// moves: a chart is one stop in the Tab order, on its latest point; arrows, Home and End move
// between points; the point of a series focused or hovered shows a tooltip with its figures, and
// Escape hides it; "Show as table" is reached by keyboard and shows the same figures; axe finds
// nothing in chart or table view, light or dark; at 320 px nothing scrolls sideways and fewer month
// labels are drawn than at 1,280 px, where all twelve are. A tooltip never covers what it
// describes, nor any other figure: at 1,280 and 390 px, each point of every chart (the aging's
// too) is focused by keyboard and hovered, and whatever tooltip shows is checked against the box
// of every figure the chart prints and against the point itself; a bar shows every figure its
// name states, so the bar charts need no tooltip at all. The figures themselves: charts.test.tsx.
import { render, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { useBrowserWorker } from '../support/browserWorker'
import type { ReactElement, ReactNode } from 'react'
import { page, userEvent } from 'vitest/browser'
import type { TokenResponse } from '../../src/api/types'
import { AccountBalanceChart } from '../../src/components/AccountBalanceChart'
import { CashFlowChart } from '../../src/components/CashFlowChart'
import { ReceivablesAging } from '../../src/components/ReceivablesAging'
import { SpendingByCategory } from '../../src/components/SpendingByCategory'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const AS_OF = '2026-06-30'
const bakery = SANDBOX.companies.bakery
const worker = useBrowserWorker()
let sandbox: Sandbox

beforeAll(async () => {
  // A window wider than the widest host (1,280 px and the body's margin), so the page itself never has to scroll.
  await page.viewport(1320, 1000)
  // Ten bank transactions a month from July 2025 to June 2026, and something owed in every aging
  // bucket; nothing here writes.
  sandbox = createSandbox({
    seed: 1,
    today: AS_OF,
    volume: { invoicesPerCompany: 60, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 },
  })
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
})

const fetchToken = async (): Promise<TokenResponse> => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })

/** The chart in a host of `width` px between two of the host's own buttons, light or dark. */
function renderInHost(
  chart: ReactElement,
  {
    width = 1280,
    theme = 'light',
    locale,
    currency,
  }: { width?: number; theme?: 'light' | 'dark'; locale?: string; currency?: string } = {},
) {
  const Provider = ({ children }: { children: ReactNode }) => (
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={fetchToken} locale={locale} currency={currency}>
      {children}
    </BookkeepingProvider>
  )
  return render(
    <main data-bk-theme={theme === 'dark' ? 'dark' : undefined}>
      <button type="button">Before</button>
      <div data-testid="host" style={{ width }}>
        {chart}
      </div>
      <button type="button">After</button>
    </main>,
    { wrapper: Provider },
  )
}

interface Case {
  name: string
  title: string
  chart: () => ReactElement
  /** The point Tab lands on, by the start of its name… */
  first: RegExp
  /** …and its place: the latest of a time series, the largest category. */
  at: 'first' | 'last'
  /** A bar shows every figure itself, with no tooltip. */
  tooltip: boolean
}

const CASES: Case[] = [
  {
    name: 'CashFlowChart',
    title: 'Money in and out',
    chart: () => <CashFlowChart endMonth="2026-06" onSelectMonth={() => {}} />,
    first: /^June 2026: /,
    at: 'last',
    tooltip: true,
  },
  {
    name: 'SpendingByCategory',
    title: 'Spending by category',
    chart: () => <SpendingByCategory period="2026-06" onSelectCategory={() => {}} />,
    first: /^\S.*: \$[\d,.]+, \d+%, \d+ transactions?$/,
    at: 'first',
    tooltip: false,
  },
  {
    name: 'AccountBalanceChart',
    title: 'Balance over time',
    chart: () => (
      <AccountBalanceChart
        glAccountId={bakery.glAccounts.checking}
        glAccount={{ name: 'Business Checking' }}
        from="2025-07-01"
        to="2026-06-30"
        variant="area"
      />
    ),
    first: /^Jun \d+, 2026: /,
    at: 'last',
    tooltip: true,
  },
]

/** The chart's figure once its figures are in (it is named by its summary then). */
async function figureOf(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title })
  const figure = heading.closest('figure') as HTMLElement
  await waitFor(() => expect(figure.querySelector('.bk-chart__summary')).not.toBeNull())
  return figure
}
const points = (figure: HTMLElement) => [...figure.querySelectorAll<HTMLElement | SVGElement>('.bk-chart__point')]
const labelOf = (element: Element | null) => element?.getAttribute('aria-label') ?? ''
const focusedLabel = () => labelOf(document.activeElement)
const tooltip = (figure: HTMLElement) => figure.querySelector<HTMLElement>('.bk-chart__tooltip')
/** The month labels under the cash flow's bars (the amounts beside the y axis sit in their own groups). */
const monthLabels = (figure: HTMLElement) => [...figure.querySelectorAll('.bk-chart__axis > text')].map((label) => label.textContent)
const cellsOf = (row: Element) => [...row.children].map((cell) => cell.textContent)

async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { resultTypes: ['violations'] })
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

describe.each(CASES)('$name by keyboard', ({ title, chart, first, at }) => {
  it('is one stop in the Tab order, on its latest point (the largest bar), and Tab goes on past it', async () => {
    renderInHost(chart())
    const figure = await figureOf(title)
    within(figure).getByRole('button', { name: 'Show as table' }).focus()
    await userEvent.keyboard('{Tab}')
    expect(focusedLabel()).toMatch(first)
    expect(figure.contains(document.activeElement)).toBe(true)
    expect(points(figure).filter((point) => point.tabIndex === 0)).toEqual([document.activeElement])
    expect(at === 'first' ? points(figure)[0] : points(figure).at(-1)).toBe(document.activeElement)
    // The focus is seen: a ring on the point's area (SVG) or on its row.
    const focused = document.activeElement as HTMLElement
    const hit = focused.querySelector('.bk-chart__hit')
    if (hit) expect(getComputedStyle(hit).stroke).not.toBe('none')
    else expect(getComputedStyle(focused).boxShadow).not.toBe('none')
    await userEvent.keyboard('{Tab}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect(focusedLabel()).toMatch(first)
  })
})

describe('CashFlowChart by keyboard and pointer', () => {
  /** A month's figures as its point names them: "June 2026: in $1.00, out $2.00, net -$1.00". */
  function figuresOf(label: string) {
    const [, month, moneyIn, moneyOut, net] = /^(.+?): in (.+), out (.+), net (.+)$/.exec(label) ?? []
    return { month, moneyIn, moneyOut, net }
  }
  /** The tooltip shows `label`'s month and each of its figures, and it is drawn inside the plot, beside its month's point (never over it, nor over the summary above the plot). */
  function expectTooltipOf(figure: HTMLElement, label: string) {
    const tip = tooltip(figure)
    expect(tip?.checkVisibility(), `tooltip of ${label}`).toBe(true)
    const { month, moneyIn, moneyOut, net } = figuresOf(label)
    expect(tip?.innerText.split('\n')).toEqual([month, `Money in: ${moneyIn}`, `Money out: ${moneyOut}`, `Net: ${net}`])
    const plot = figure.querySelector('.bk-chart__plot')!.getBoundingClientRect()
    const box = tip!.getBoundingClientRect()
    expect(box.left).toBeGreaterThanOrEqual(plot.left - 0.5)
    expect(box.right).toBeLessThanOrEqual(plot.right + 0.5)
    expect(box.top).toBeGreaterThanOrEqual(plot.top - 0.5)
    const point = [...figure.querySelectorAll<SVGElement>('.bk-chart__point')]
      .find((element) => element.getAttribute('aria-label') === label)!
      .getBoundingClientRect()
    expect(box.right <= point.left + 0.5 || box.left >= point.right - 0.5, `the tooltip of ${month} beside its month`).toBe(true)
  }

  it('moves with the arrows, Home and End, and shows the focused month in a tooltip that Escape hides', async () => {
    const selected: unknown[] = []
    renderInHost(<CashFlowChart endMonth="2026-06" onSelectMonth={(range) => selected.push(range)} />)
    const figure = await figureOf('Money in and out')
    const labels = points(figure).map(labelOf)
    expect(labels).toHaveLength(12)
    // The pointer stays where an earlier test file left it, perhaps over a month: off the chart first.
    await userEvent.hover(screen.getByRole('button', { name: 'Before' }))
    await waitFor(() => expect(tooltip(figure)).toBeNull())

    within(figure).getByRole('button', { name: 'Show as table' }).focus()
    await userEvent.keyboard('{Tab}')
    expect(focusedLabel()).toBe(labels[11])
    await waitFor(() => expectTooltipOf(figure, labels[11]!))

    await userEvent.keyboard('{ArrowLeft}')
    expect(focusedLabel()).toBe(labels[10])
    await waitFor(() => expectTooltipOf(figure, labels[10]!))
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowRight}')
    expect(focusedLabel()).toBe(labels[9])
    await userEvent.keyboard('{Home}')
    expect(focusedLabel()).toBe(labels[0])
    await waitFor(() => expectTooltipOf(figure, labels[0]!))
    // No wrapping at either end.
    await userEvent.keyboard('{ArrowLeft}')
    expect(focusedLabel()).toBe(labels[0])
    await userEvent.keyboard('{End}')
    expect(focusedLabel()).toBe(labels[11])
    await userEvent.keyboard('{ArrowRight}')
    expect(focusedLabel()).toBe(labels[11])
    await waitFor(() => expectTooltipOf(figure, labels[11]!))

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(tooltip(figure)).toBeNull())
    // The focus stays; the next move shows the tooltip again.
    expect(focusedLabel()).toBe(labels[11])
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expectTooltipOf(figure, labels[10]!))
    await userEvent.keyboard('{Enter}')
    expect(selected).toEqual([{ from: '2026-05-01', to: '2026-05-31' }])
  })

  it('shows the hovered month’s tooltip over the focused one’s, and Escape hides it', async () => {
    renderInHost(<CashFlowChart endMonth="2026-06" />)
    const figure = await figureOf('Money in and out')
    const all = points(figure)
    const labels = all.map(labelOf)
    within(figure).getByRole('button', { name: 'Show as table' }).focus()
    await userEvent.keyboard('{Tab}')
    await waitFor(() => expectTooltipOf(figure, labels[11]!))

    await userEvent.hover(all[3]!)
    await waitFor(() => expectTooltipOf(figure, labels[3]!))
    await userEvent.hover(all[7]!)
    await waitFor(() => expectTooltipOf(figure, labels[7]!))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(tooltip(figure)).toBeNull())

    // Leaving the plot, the tooltip is the focused month's again once it moves.
    await userEvent.hover(screen.getByRole('button', { name: 'After' }))
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expectTooltipOf(figure, labels[10]!))
  })

  it('reaches "Show as table" by keyboard, whose table shows each month’s figures, and back', async () => {
    renderInHost(<CashFlowChart endMonth="2026-06" />)
    const figure = await figureOf('Money in and out')
    const labels = points(figure).map(labelOf)
    screen.getByRole('button', { name: 'Before' }).focus()
    await userEvent.keyboard('{Tab}')
    expect(document.activeElement).toHaveAccessibleName('Show as table')
    await userEvent.keyboard('{Enter}')
    const table = within(figure).getByRole('table', { name: 'Money in and out' })
    expect(table.checkVisibility()).toBe(true)
    expect(
      [...table.querySelectorAll('tbody tr')]
        .map(cellsOf)
        .map(([month, moneyIn, moneyOut, net]) => `${month}: in ${moneyIn}, out ${moneyOut}, net ${net}`),
    ).toEqual(labels)
    // The toggle keeps the focus and now goes back.
    expect(document.activeElement).toHaveAccessibleName('Show as chart')
    await userEvent.keyboard(' ')
    expect(within(figure).queryByRole('table')).toBeNull()
    expect(points(figure).map(labelOf)).toEqual(labels)
  })
})

describe.each(CASES)('$name and axe', ({ title, chart, tooltip: hasTooltip }) => {
  it.each([{ theme: 'light' as const }, { theme: 'dark' as const }])('finds nothing in chart or table view, $theme', async ({ theme }) => {
    renderInHost(chart(), { theme })
    const figure = await figureOf(title)
    const root = figure.closest('.bk-root') as HTMLElement
    // The tooltip is up: its colours are checked too.
    within(figure).getByRole('button', { name: 'Show as table' }).focus()
    await userEvent.keyboard('{Tab}')
    if (hasTooltip) await waitFor(() => expect(tooltip(figure)?.checkVisibility()).toBe(true))
    expect(await axeViolations(root)).toEqual([])

    await userEvent.click(within(figure).getByRole('button', { name: 'Show as table' }))
    expect(within(figure).getByRole('table')).toBeInTheDocument()
    expect(await axeViolations(root)).toEqual([])
  })
})

describe('the charts in the dark theme', () => {
  it('fills its bars with the dark theme’s money-in and money-out colours', async () => {
    renderInHost(<CashFlowChart endMonth="2026-06" />, { theme: 'dark' })
    const figure = await figureOf('Money in and out')
    const fillOf = (series: 'in' | 'out') =>
      getComputedStyle(figure.querySelector(`.bk-chart__bar[data-series="${series}"]`) as Element).fill
    // --bk-chart-in and --bk-chart-out of the dark tokens (src/styles/tokens.css).
    expect(fillOf('in')).toBe('rgb(95, 208, 143)')
    expect(fillOf('out')).toBe('rgb(255, 154, 102)')
  })

  it('fills the spending bars with the dark theme’s first category colour, and "Other" with its own', async () => {
    renderInHost(<SpendingByCategory period="2026-06" />, { theme: 'dark' })
    const figure = await figureOf('Spending by category')
    const fillOf = (series: 'category' | 'other') =>
      getComputedStyle(figure.querySelector(`.bk-chart__bar[data-series="${series}"]`) as Element).fill
    // --bk-chart-category-1 and the "Other" bar's colour of the dark tokens (src/styles/tokens.css).
    expect(fillOf('category')).toBe('rgb(122, 162, 255)')
    expect(fillOf('other')).toBe('rgb(163, 172, 184)')
  })
})

describe('SpendingByCategory in a narrow container', () => {
  it('puts each category’s name above its bar at 320 px', async () => {
    renderInHost(<SpendingByCategory period="2026-06" />, { width: 320 })
    const figure = await figureOf('Spending by category')
    for (const row of figure.querySelectorAll('.bk-chart__bar-row')) {
      const name = row.querySelector('.bk-chart__bar-name') as Element
      const bar = row.querySelector('.bk-chart__bar-track') as Element
      expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 0.5)
    }
  })
})

describe('in a narrow container', () => {
  /** Nothing scrolls sideways: the page, the component's root, the figure, the plot or the table. */
  function expectNoSidewaysScroll(root: HTMLElement, label: string) {
    const { documentElement } = document
    expect(documentElement.scrollWidth, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(documentElement.clientWidth)
    for (const element of [
      root,
      ...root.querySelectorAll<HTMLElement>('.bk-chart, .bk-chart__plot, .bk-chart__bars, .bk-chart__table-wrap'),
    ]) {
      expect(element.scrollWidth, `${label}: ${element.className} scrolls sideways`).toBeLessThanOrEqual(element.clientWidth)
    }
  }

  it('draws all twelve month labels at 1,280 px, fewer at 320 px, and never scrolls sideways', async () => {
    const wide = renderInHost(<CashFlowChart endMonth="2026-06" />, { width: 1280 })
    const wideFigure = await figureOf('Money in and out')
    await waitFor(() => expect(wideFigure.querySelector('svg.bk-chart__svg')?.getAttribute('width')).toBe('1280'))
    expect(monthLabels(wideFigure)).toEqual(['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'])
    expectNoSidewaysScroll(wideFigure.closest('.bk-root') as HTMLElement, '1280 px')
    wide.unmount()

    renderInHost(<CashFlowChart endMonth="2026-06" />, { width: 320 })
    const figure = await figureOf('Money in and out')
    const root = figure.closest('.bk-root') as HTMLElement
    await waitFor(() => expect(figure.querySelector('svg.bk-chart__svg')?.getAttribute('width')).toBe('320'))
    const labels = monthLabels(figure)
    expect(labels.length).toBeLessThan(12)
    expect(labels.length).toBeGreaterThan(1)
    // The latest month is always labelled, and no two labels overlap.
    expect(labels.at(-1)).toBe('Jun')
    const boxes = [...figure.querySelectorAll('.bk-chart__axis > text')].map((label) => label.getBoundingClientRect())
    for (const [index, box] of boxes.entries()) if (index > 0) expect(box.left).toBeGreaterThan(boxes[index - 1]!.right)
    expect(points(figure)).toHaveLength(12)
    expectNoSidewaysScroll(root, 'cash flow at 320 px')

    // Nor with a tooltip up at either edge, nor in table view.
    within(figure).getByRole('button', { name: 'Show as table' }).focus()
    await userEvent.keyboard('{Tab}{Home}')
    await waitFor(() => expect(tooltip(figure)?.checkVisibility()).toBe(true))
    const plot = figure.querySelector('.bk-chart__plot')!.getBoundingClientRect()
    expect(tooltip(figure)!.getBoundingClientRect().left).toBeGreaterThanOrEqual(plot.left - 0.5)
    expectNoSidewaysScroll(root, 'cash flow at 320 px, first tooltip')
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(tooltip(figure)?.innerText).toMatch(/^June 2026/))
    expect(tooltip(figure)!.getBoundingClientRect().right).toBeLessThanOrEqual(plot.right + 0.5)
    expectNoSidewaysScroll(root, 'cash flow at 320 px, last tooltip')
    await userEvent.click(within(figure).getByRole('button', { name: 'Show as table' }))
    expect(within(figure).getByRole('table')).toBeInTheDocument()
    expectNoSidewaysScroll(root, 'cash flow table at 320 px')
  })

  it.each(CASES.filter(({ name }) => name !== 'CashFlowChart'))('$name fits 320 px in chart and table view', async ({ title, chart }) => {
    renderInHost(chart(), { width: 320 })
    const figure = await figureOf(title)
    const root = figure.closest('.bk-root') as HTMLElement
    expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(320.5)
    await waitFor(() => expectNoSidewaysScroll(root, `${title} at 320 px`))
    for (const point of points(figure))
      expect(point.getBoundingClientRect().right).toBeLessThanOrEqual(root.getBoundingClientRect().right + 0.5)
    await userEvent.click(within(figure).getByRole('button', { name: 'Show as table' }))
    expect(within(figure).getByRole('table')).toBeInTheDocument()
    expectNoSidewaysScroll(root, `${title} table at 320 px`)
  })

  it.each([
    { chart: 'CashFlowChart', locale: 'en-US', currency: 'USD', width: 320 },
    { chart: 'CashFlowChart', locale: 'de-DE', currency: 'EUR', width: 320 },
    { chart: 'CashFlowChart', locale: 'de-DE', currency: 'EUR', width: 1280 },
    { chart: 'AccountBalanceChart', locale: 'de-DE', currency: 'EUR', width: 320 },
    { chart: 'AccountBalanceChart', locale: 'en-US', currency: 'USD', width: 1280 },
  ])('$chart keeps its amount labels inside $width px in $locale with $currency', async ({ chart, locale, currency, width }) => {
    const { title, chart: element } = CASES.find(({ name }) => name === chart)!
    renderInHost(element(), { width, locale, currency })
    const figure = await figureOf(title)
    const host = screen.getByTestId('host').getBoundingClientRect()
    await waitFor(() => expect(figure.querySelector('svg.bk-chart__svg')?.getAttribute('width')).toBe(String(width)))
    const labels = [...figure.querySelectorAll('.bk-chart__axis text')]
    expect(labels.length).toBeGreaterThan(3)
    // "-60.000 €" is wider than "-$60K": the plot makes room for the widest, left of it.
    await waitFor(() => {
      for (const label of labels) {
        const box = label.getBoundingClientRect()
        expect(box.left, `"${label.textContent}" starts before the container`).toBeGreaterThanOrEqual(host.left)
        expect(box.right, `"${label.textContent}" ends after the container`).toBeLessThanOrEqual(host.right + 0.5)
      }
    })
    // And each ends before the grid line it names begins.
    for (const tick of figure.querySelectorAll('.bk-chart__axis > g > g')) {
      expect(tick.querySelector('text')!.getBoundingClientRect().right).toBeLessThanOrEqual(
        tick.querySelector('line')!.getBoundingClientRect().left,
      )
    }
  })

  it('draws fewer balance month labels at 320 px than at 1,280 px, where all twelve are', async () => {
    const balance = (width: number) =>
      renderInHost(<AccountBalanceChart glAccountId={bakery.glAccounts.checking} from="2025-07-01" to="2026-06-30" />, { width })
    const wide = balance(1280)
    const wideFigure = await figureOf('Balance over time')
    await waitFor(() => expect(wideFigure.querySelector('svg.bk-chart__svg')?.getAttribute('width')).toBe('1280'))
    expect(monthLabels(wideFigure)).toHaveLength(12)
    wide.unmount()
    balance(320)
    const figure = await figureOf('Balance over time')
    await waitFor(() => expect(figure.querySelector('svg.bk-chart__svg')?.getAttribute('width')).toBe('320'))
    expect(monthLabels(figure).length).toBeLessThan(12)
    expect(monthLabels(figure).length).toBeGreaterThan(1)
  })
})

interface TooltipCase {
  name: string
  title: string
  chart: () => ReactElement
  /** The key that moves to the next point: a long series is walked a page at a time. */
  next: string
  /** Whether a point shows a tooltip at all (a bar shows all its figures itself). */
  tooltips: boolean
}

const TOOLTIP_CASES: TooltipCase[] = [
  {
    name: 'SpendingByCategory',
    title: 'Spending by category',
    chart: () => <SpendingByCategory period="2026-06" onSelectCategory={() => {}} />,
    next: '{ArrowDown}',
    tooltips: false,
  },
  {
    name: 'ReceivablesAging',
    title: 'Who owes you',
    chart: () => <ReceivablesAging asOf={AS_OF} onSelectBucket={() => {}} />,
    next: '{ArrowDown}',
    tooltips: false,
  },
  {
    name: 'CashFlowChart',
    title: 'Money in and out',
    chart: () => <CashFlowChart endMonth="2026-06" />,
    next: '{ArrowRight}',
    tooltips: true,
  },
  {
    name: 'AccountBalanceChart',
    title: 'Balance over time',
    chart: () => <AccountBalanceChart glAccountId={bakery.glAccounts.checking} from="2025-07-01" to={AS_OF} />,
    next: '{PageDown}',
    tooltips: true,
  },
]

/** Every figure a chart prints, as text: what a tooltip must leave uncovered. */
const FIGURES =
  'svg text, .bk-chart__bar-name, .bk-chart__bar-value, .bk-chart__summary, .bk-chart__legend li, .bk-chart__note:not(:empty), .bk-aging__customer, .bk-chart__title'

/** The chart's figure once its figures are in and nothing in its root is still being read: every point is drawn where it stays. */
async function settledFigureOf(title: string): Promise<HTMLElement> {
  const figure = await figureOf(title)
  await waitFor(() => expect(figure.closest('.bk-root')!.querySelector('[aria-busy="true"]')).toBeNull())
  return figure
}
/** Whether two boxes overlap by more than rounding. */
const intersect = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5

/** The point a tooltip describes: it names its point first ("June 2026", "Rent"). */
const describedBy = (figure: HTMLElement, tip: HTMLElement) =>
  points(figure).find((point) => labelOf(point).startsWith(`${tip.querySelector('.bk-chart__tooltip-title')?.textContent}:`))

/** The tooltip shown for `point` (when the chart has them) covers neither it nor any figure of the chart. */
async function expectNothingCovered(figure: HTMLElement, point: HTMLElement | SVGElement, tooltips: boolean, how: string) {
  const label = labelOf(point)
  await waitFor(() => {
    const tip = tooltip(figure)
    if (tooltips) expect(tip?.checkVisibility(), `${how}: a tooltip for ${label}`).toBe(true)
    if (tip) expect(describedBy(figure, tip), `the tooltip of ${label}: ${tip.innerText}`).toBe(point)
  })
  const tip = tooltip(figure)
  if (tip) {
    const box = tip.getBoundingClientRect()
    expect(intersect(box, point.getBoundingClientRect()), `${how}: the tooltip of "${label}" covers its point`).toBe(false)
    const covered = [...figure.querySelectorAll(FIGURES)]
      .filter((figureText) => intersect(box, figureText.getBoundingClientRect()))
      .map((figureText) => figureText.textContent)
    expect(covered, `${how}: the tooltip of "${label}" covers figures`).toEqual([])
  }
  expect(Boolean(tip), `${how}: whether "${label}" has a tooltip`).toBe(tooltips)
}

describe('a tooltip over the chart', { timeout: 60_000 }, () => {
  useViewerToday(AS_OF)

  describe.each([1280, 390])('at %i px', (width) => {
    describe.each(TOOLTIP_CASES)('$name', ({ title, chart, next, tooltips }) => {
      it('shows no tooltip over a figure, for each point focused by keyboard and hovered', async () => {
        render(
          <BookkeepingProvider baseUrl={BASE_URL} fetchToken={fetchToken}>
            <button type="button">Outside</button>
            <div style={{ width }}>{chart()}</div>
          </BookkeepingProvider>,
        )
        const figure = await settledFigureOf(title)
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
          const tip = tooltip(figure)
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
      const figure = await settledFigureOf('Spending by category')
      const bars = points(figure)
      expect(bars.length).toBeGreaterThan(2)
      for (const bar of bars) {
        const [, amount, share, count] =
          /: (\$[\d,.]+), ([\d.]+%), (\d+ transactions?)$/.exec(labelOf(bar)) ??
          /^Not categorized yet: (\$[\d,.]+) in (\d+ transactions?), \$[\d,.]+ · ([\d.]+%)$/.exec(labelOf(bar)) ??
          []
        expect(amount, labelOf(bar)).toBeDefined()
        const shown = (bar as HTMLElement).innerText.replace(/\s+/g, ' ')
        for (const part of [amount, share, count]) expect(shown, labelOf(bar)).toContain(part)
      }
    })
  })
})

describe('AccountBalanceChart drawn', () => {
  it.each([
    { theme: 'light' as const, balance: 'rgb(36, 84, 197)' },
    { theme: 'dark' as const, balance: 'rgb(122, 162, 255)' },
  ])('fills its area and draws its line in the $theme theme’s --bk-chart-balance', async ({ theme, balance }) => {
    renderInHost(<AccountBalanceChart glAccountId={bakery.glAccounts.checking} from="2025-07-01" to="2026-06-30" variant="area" />, {
      theme,
    })
    const figure = await figureOf('Balance over time')
    expect(getComputedStyle(figure.querySelector('.bk-chart__area[data-series="balance"]') as Element).fill).toBe(balance)
    expect(getComputedStyle(figure.querySelector('.bk-chart__line[data-series="balance"]') as Element).stroke).toBe(balance)
  })

  it('labels one month’s range with that month alone', async () => {
    renderInHost(<AccountBalanceChart glAccountId={bakery.glAccounts.checking} from="2026-06-01" to="2026-06-30" />)
    const figure = await figureOf('Balance over time')
    await waitFor(() => expect(figure.querySelector('svg.bk-chart__svg')?.getAttribute('width')).toBe('1280'))
    expect(monthLabels(figure)).toEqual(['Jun'])
  })
})
