/// <reference types="vite/client" />
// <ProfitAndLoss> in Chromium, with every stylesheet a partner loads: axe finds nothing
// on a host's page; the keyboard reaches the first figure by Tab, moves between the figures with
// the arrows, Home and End, and Enter opens the one it is on; at 390 px, by month with a
// comparison, nothing scrolls sideways, one month shows at a time with its comparison folded under
// each figure, and the "Showing" picker switches the month; the dark theme's text passes axe's
// contrast rule, a failed account's row and the totals' marks included; a total is bold only once
// final; printed, the statement
// shows alone, every column and no control. Nothing here writes: one sandbox for the file, two
// years of books so a month has the year before to be compared with. Figures, sections and
// states: profitAndLoss.test.tsx.
import { isolate } from '../../src/format/isolate'
import { render, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { violations } from '../support/axe'
import { useBrowserWorker } from '../support/browserWorker'
import { useHostDocument } from '../support/hostDocument'
import type { ReactNode } from 'react'
import { cdp, page, userEvent } from 'vitest/browser'
import { ProfitAndLoss } from '../../src/components/ProfitAndLoss'
import { bookkitService } from '../../src/api'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers } from '../../src/sandbox'
import { chartWith, comparisonText, expectedStatement, lastDay, money, monthColumns, monthLabel, type Column } from '../support/statements'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const AS_OF = '2026-06-30'
const bakery = SANDBOX.companies.bakery
const sandbox = createSandbox({
  seed: 1,
  today: AS_OF,
  years: 2,
  volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 200 },
})
useBrowserWorker(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
/** The bakery's chart as its host keeps it, ingredients as cost of goods sold. */
const accounts = chartWith(sandbox.inspect.glAccounts(bakery.id), { costOfGoodsSold: bakery.glAccounts.busyExpense })
const PERIOD = { from: '2026-01-01', to: '2026-03-31' }
const MONTHS: Column[] = monthColumns(PERIOD, true)
const usd = money()

useHostDocument()
beforeEach(() => page.viewport(1280, 900))
afterEach(() => vi.restoreAllMocks())
vi.setConfig({ testTimeout: 30_000 })
useViewerToday(AS_OF)

function Provider({ children }: { children: ReactNode }) {
  return (
    <BookkeepingProvider
      baseUrl={BASE_URL}
      service={bookkitService}
      fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}
    >
      {children}
    </BookkeepingProvider>
  )
}

/** The host's page: its h1, the statement, and some text of its own. */
function renderPage(statement: ReactNode, theme?: 'dark') {
  return render(
    <main data-bk-theme={theme}>
      <h1>Maple Crumb Bakery</h1>
      <p data-testid="host-text">The host&apos;s own page.</p>
      <Provider>{statement}</Provider>
    </main>,
  )
}

/** The statement once its figures are `status` (final unless said). */
async function statementShown(status = 'final'): Promise<HTMLElement> {
  const root = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('section.bk-statement')
    expect(found).not.toBeNull()
    return found!
  })
  await waitFor(() => expect(root).toHaveAttribute('data-figures', status))
  // The closing date comes in its own answer, beside the figures: a closed month is marked once it is in.
  await waitFor(() => expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent('Books closed through'))
  return root
}

const shownRows = () =>
  expectedStatement(sandbox, accounts, MONTHS)
    .sections.flatMap((section) => section.rows)
    .filter((row) => row.active)
const visible = (elements: Iterable<Element>) => [...elements].filter((element) => element.checkVisibility())
/** The font weight of each cell of a line of sums, as drawn: bold is for a final total only. */
const weights = (root: HTMLElement, kind: string) =>
  [...root.querySelector(`tr[data-total="${kind}"]`)!.children].map((cell) => getComputedStyle(cell).fontWeight)
/** The name a figure's button has: its amount, its account and its month. */
const figureName = (row: ReturnType<typeof shownRows>[number], column: number) =>
  `${usd(row.figures[column]!.amount)}: open the ledger of ${isolate(row.account.name)}, ${monthLabel(MONTHS[column]!.from.slice(0, 7))}`

it('axe finds nothing on the host’s page, by month with a comparison and the accounts with no activity shown; net income, final, is bold', async () => {
  renderPage(<ProfitAndLoss period="2026-Q1" columns="month" compareTo="previousYear" accounts={accounts} onSelectAccount={() => {}} />)
  const root = await statementShown()
  expect(new Set(weights(root, 'netIncome'))).toEqual(new Set(['600']))
  await userEvent.click(within(root).getByRole('button', { name: /^Show \d+ accounts? with no activity$/ }))
  expect(await violations(document)).toEqual([])
})

it('Tab reaches the first figure; the arrows, Home and End move between the figures; Enter opens the one it is on', async () => {
  const onSelectAccount = vi.fn()
  renderPage(
    <ProfitAndLoss period="2026-Q1" columns="month" compareTo="previousYear" accounts={accounts} onSelectAccount={onSelectAccount} />,
  )
  await statementShown()
  const rows = shownRows()
  /** What the focused element is called: its label, or its own text. */
  const focused = () => {
    const element = document.activeElement!
    return (
      element.getAttribute('aria-label') ?? element.closest('label')?.querySelector('.bk-field__label')?.textContent ?? element.textContent
    )
  }

  // The header's actions and choices, the table's scroll region, then the first figure.
  await userEvent.click(screen.getByRole('heading', { level: 1 }))
  const stops: Array<string | null> = []
  for (let press = 0; press < 12 && !document.activeElement?.matches('.bk-statement__amount'); press++) {
    await userEvent.keyboard('{Tab}')
    stops.push(focused())
  }
  expect(stops).toEqual([
    'Export CSV',
    'Print',
    'Period',
    'Columns',
    'Compare with',
    'Accounting method',
    '% of income',
    'Profit and loss, Q1 2026',
    figureName(rows[0]!, 0),
  ])

  await userEvent.keyboard('{ArrowRight}')
  expect(focused()).toBe(figureName(rows[0]!, 1))
  await userEvent.keyboard('{ArrowDown}')
  expect(focused()).toBe(figureName(rows[1]!, 1))
  await userEvent.keyboard('{ArrowLeft}')
  expect(focused()).toBe(figureName(rows[1]!, 0))
  await userEvent.keyboard('{ArrowUp}')
  expect(focused()).toBe(figureName(rows[0]!, 0))
  await userEvent.keyboard('{End}')
  expect(focused()).toBe(figureName(rows[0]!, MONTHS.length - 1))
  await userEvent.keyboard('{Home}')
  expect(focused()).toBe(figureName(rows[0]!, 0))
  // Down the whole column, across the sections, to the last account: no further.
  for (let step = 1; step < rows.length + 2; step++) await userEvent.keyboard('{ArrowDown}')
  expect(focused()).toBe(figureName(rows.at(-1)!, 0))
  await userEvent.keyboard('{ArrowRight}{Enter}')
  expect(onSelectAccount).toHaveBeenCalledExactlyOnceWith({
    glAccountId: rows.at(-1)!.account.id,
    from: MONTHS[1]!.from,
    to: lastDay(MONTHS[1]!.from.slice(0, 7)),
    accountingMethod: undefined,
  })
})

describe('at 390 px, by month with a comparison', () => {
  beforeEach(() => page.viewport(390, 900))

  it('scrolls nothing sideways, shows one month with its comparison folded under each figure, and "Showing" switches the month', async () => {
    renderPage(<ProfitAndLoss period="2026-Q1" columns="month" compareTo="previousYear" accounts={accounts} onSelectAccount={() => {}} />)
    const root = await statementShown()
    const scroll = root.querySelector<HTMLElement>('.bk-statement__scroll')!
    const { documentElement } = document
    expect(documentElement.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(documentElement.clientWidth)
    expect(scroll.scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(scroll.clientWidth)
    expect(root.scrollWidth, 'the statement scrolls sideways').toBeLessThanOrEqual(root.clientWidth)

    const rows = shownRows()
    const table = within(root).getByRole('table')
    const picker = within(root).getByRole('combobox', { name: 'Showing' })
    expect(picker.checkVisibility()).toBe(true)
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(MONTHS.map((month) => monthLabel(month.from.slice(0, 7))))

    for (const [index, month] of MONTHS.entries()) {
      if (index > 0) await userEvent.selectOptions(picker, monthLabel(month.from.slice(0, 7)))
      // The account's column and the month's: the compared month, the change and the share are folded, not columns.
      expect(visible(table.querySelectorAll('thead th')).map((head) => head.textContent)).toEqual([
        'Account',
        `${monthLabel(month.from.slice(0, 7))}Closed`,
      ])
      expect(visible(table.querySelectorAll('[data-compare]'))).toEqual([])
      // The accounts' figures (a total of one account opens its ledger too, from its own row).
      const buttons = visible(table.querySelectorAll('tr:not([data-total]) .bk-statement__amount'))
      expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(rows.map((row) => figureName(row, index)))
      for (const [at, button] of buttons.entries()) {
        const fold = button.parentElement!.querySelector<HTMLElement>('.bk-statement__fold')!
        expect(fold.checkVisibility()).toBe(true)
        const [compared, change, percent] = comparisonText(rows[at]!.figures[index]!)
        expect(fold.textContent).toBe(`vs ${compared} · ${change}${percent ? ` (${percent})` : ''}`)
        // Under the figure, not beside it.
        expect(fold.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom - 0.5)
      }
      expect(scroll.scrollWidth, `the table scrolls sideways showing ${month.from}`).toBeLessThanOrEqual(scroll.clientWidth)
    }
    expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth)
    expect(await violations(root)).toEqual([])
  })

  it('prints alone, every month and its comparison as columns, with no options, actions or picker', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    renderPage(<ProfitAndLoss period="2026-Q1" columns="month" compareTo="previousYear" accounts={accounts} onSelectAccount={() => {}} />)
    const root = await statementShown()
    const table = within(root).getByRole('table')
    // On screen, narrow: one month, no comparison columns.
    expect(visible(table.querySelectorAll('thead th'))).toHaveLength(2)

    await userEvent.click(within(root).getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
    expect(document.documentElement).toHaveClass('bk-print-one')
    const emulate = (media: string) => cdp().send('Emulation.setEmulatedMedia', { media })
    try {
      await emulate('print')
      await waitFor(() => expect(root.querySelector('.bk-statement__options')!.checkVisibility()).toBe(false))
      for (const part of [
        '.bk-statement__options',
        '.bk-statement__actions',
        '.bk-statement__narrow-picker',
        '.bk-statement__inactive',
        '.bk-statement__progress',
      ]) {
        const element = root.querySelector(part)
        if (element) expect(element.checkVisibility(), part).toBe(false)
      }
      // Every month, each with its compared month, change and share.
      expect(visible(table.querySelectorAll('thead th')).map((head) => head.textContent)).toEqual([
        'Account',
        ...MONTHS.flatMap((month) => [
          `${monthLabel(month.from.slice(0, 7))}Closed`,
          monthLabel(month.compared!.from.slice(0, 7)),
          'Change',
          'Change %',
        ]),
      ])
      expect(visible(table.querySelectorAll('.bk-statement__fold'))).toEqual([])
      // The statement alone: the host's page around it is not printed.
      expect(screen.getByTestId('host-text').checkVisibility({ visibilityProperty: true })).toBe(false)
      expect(within(root).getByRole('heading', { name: 'Profit and loss' }).checkVisibility({ visibilityProperty: true })).toBe(true)
    } finally {
      await emulate('')
    }
    window.dispatchEvent(new Event('afterprint'))
    expect(document.documentElement).not.toHaveClass('bk-print-one')
    expect(root).not.toHaveAttribute('data-printing')
  })
})

describe('the dark theme', () => {
  /** What axe's contrast rule finds against, and every text it could not judge (a cell scrolled out of its region, say): none of either. */
  async function contrastProblems(root: HTMLElement): Promise<string[]> {
    const results = await axe.run(root, { runOnly: { type: 'rule', values: ['color-contrast'] } })
    expect(results.passes.flatMap((result) => result.nodes).length).toBeGreaterThan(0)
    return [...results.violations, ...results.incomplete].flatMap((result) =>
      result.nodes.map((node) => `${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`),
    )
  }

  it('passes axe’s contrast rule: figures, comparisons, headings, a failed account’s row and the totals’ marks, wide and narrow; a total not final is not bold', async () => {
    sandbox.failNext({ status: 400, path: `/v6/accounting/glAccounts/${bakery.glAccounts.rent}/generalLedger`, times: 1 })
    // One column and its comparison: the whole table in view, so every text is judged.
    renderPage(<ProfitAndLoss period="2026-Q1" compareTo="previousYear" accounts={accounts} onSelectAccount={() => {}} />, 'dark')
    const root = await statementShown('stopped')
    await waitFor(() => expect(within(root).getByRole('status')).toHaveTextContent('1 account could not be read'))
    expect(getComputedStyle(root.closest('.bk-root')!).backgroundColor).toBe('rgb(21, 24, 29)')
    // The figures that open a ledger take the dark theme's primary colour.
    expect(getComputedStyle(root.querySelector('.bk-statement__amount')!).color).toBe('rgb(122, 162, 255)')
    expect(within(root).getByRole('rowheader', { name: '6100 · Rent' }).closest('tr')).toHaveTextContent('Could not be read.')
    expect(root).toHaveTextContent('(leaves out 1 account)')
    // Net income leaves rent out: not final, it is as plain as its figures; income, every account read, is bold.
    expect(new Set(weights(root, 'netIncome'))).toEqual(new Set(['400']))
    expect(
      new Set(
        [...root.querySelectorAll('tbody[data-section="income"] tr[data-total] > *')].map((cell) => getComputedStyle(cell).fontWeight),
      ),
    ).toEqual(new Set(['600']))
    await userEvent.click(within(root).getByRole('button', { name: /^Show \d+ accounts? with no activity$/ }))
    expect(await contrastProblems(root)).toEqual([])

    // Narrow, the comparison folded under each figure in the muted colour.
    await page.viewport(390, 900)
    await waitFor(() => expect(visible(root.querySelectorAll('.bk-statement__fold')).length).toBeGreaterThan(0))
    expect(await contrastProblems(root)).toEqual([])
  })
})

describe('split by Location', () => {
  const { location } = bakery.dimensions
  const dimension = { id: location.id, name: 'Location', requiredness: 'REQUIRED' as const }
  /** The bakery's locations as its host keeps them: its two shops under Shops, and its catering line. */
  const LOCATIONS = [
    { id: location.values.shops, name: 'Shops', dimension },
    { id: location.values.shops, name: 'Shops', dimension, child: { id: location.values.mainStreet, name: 'Main Street shop', dimension } },
    { id: location.values.shops, name: 'Shops', dimension, child: { id: location.values.riverside, name: 'Riverside shop', dimension } },
    { id: location.values.catering, name: 'Catering', dimension },
  ]
  /** The headers drawn, each as its text reads. */
  const heads = (root: HTMLElement) => visible(root.querySelectorAll('thead th')).map((head) => head.textContent)

  it('offers Location among the columns: a column per location, Not specified and Total; Shops opens its shops; one location alone; a location’s figure opens its ledger filtered by it', async () => {
    const onSelectAccount = vi.fn()
    renderPage(<ProfitAndLoss period="2026-Q1" accounts={accounts} dimensionValues={LOCATIONS} onSelectAccount={onSelectAccount} />)
    let root = await statementShown()
    const columns = within(root).getByRole('combobox', { name: 'Columns' })
    await userEvent.selectOptions(columns, 'By Location')
    // Compared with nothing: a split is of the whole period.
    expect(within(root).queryByRole('combobox', { name: 'Compare with' })).toBeNull()
    root = await statementShown()
    // The total is marked closed once the closing has answered, which the figures do not wait for.
    await waitFor(() =>
      expect(heads(root)).toEqual([
        'Account',
        '▸ ShopsWith its sub-values',
        'Catering',
        'Not specifiedTotal less the columns',
        'TotalClosed',
      ]),
    )
    expect(root).toHaveTextContent(
      "A Location column holds the period's lines of that value (and of its sub-values); Not specified is the total less those lines.",
    )

    const shops = within(root).getByRole('button', { name: 'Shops' })
    expect(shops).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(shops)
    expect(shops).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(heads(root)).toContain('Riverside shop'))
    expect(heads(root).slice(1, 4)).toEqual(['▾ ShopsWith its sub-values', 'Main Street shop', 'Riverside shop'])
    expect(document.activeElement).toBe(shops)

    // A location's figure: the ledger of that location (Shops', with its shops); the total's, the whole ledger.
    const row = within(root)
      .getAllByRole('row')
      .find((candidate) => candidate.querySelector('.bk-statement__amount[aria-label$=", Main Street shop"]'))!
    await userEvent.click(row.querySelector<HTMLElement>('.bk-statement__amount[aria-label$=", Main Street shop"]')!)
    expect(onSelectAccount).toHaveBeenLastCalledWith({
      glAccountId: expect.any(String),
      from: PERIOD.from,
      to: PERIOD.to,
      accountingMethod: undefined,
      dimensionValues: [{ dimensionId: location.id, dimensionValueIds: [location.values.mainStreet] }],
    })
    const account = onSelectAccount.mock.lastCall![0].glAccountId
    await userEvent.click(row.querySelector<HTMLElement>('.bk-statement__amount[aria-label$=", Shops"]')!)
    expect(onSelectAccount.mock.lastCall![0].dimensionValues).toEqual([
      { dimensionId: location.id, dimensionValueIds: [location.values.shops, location.values.mainStreet, location.values.riverside] },
    ])
    await userEvent.click(row.querySelector<HTMLElement>('.bk-statement__amount[aria-label$=", Total"]')!)
    expect(onSelectAccount).toHaveBeenLastCalledWith({
      glAccountId: account,
      from: PERIOD.from,
      to: PERIOD.to,
      accountingMethod: undefined,
    })

    // Main Street alone: what the others hold is one column.
    const values = root.querySelector<HTMLElement>('.bk-statement__values summary')!
    expect(values).toHaveTextContent(`Show only these Location values: Every Location value`)
    await userEvent.click(values)
    await userEvent.click(within(root).getByRole('checkbox', { name: 'Main Street shop' }))
    root = await statementShown()
    await waitFor(() =>
      expect(heads(root)).toEqual(['Account', 'Main Street shop', 'Other Location valuesTotal less the columns', 'TotalClosed']),
    )
    expect(values).toHaveTextContent('Main Street shop only')
    expect(await violations(root)).toEqual([])
  })

  it('at 390 px and dark shows one column at a time, the picker offering each location, Not specified and Total, every header whole, the focus in view and axe content', async () => {
    await page.viewport(390, 900)
    // A name longer than a phone's width: its header wraps rather than widening the column.
    const kitchen = 'Catering kitchen behind the old mill on Station Road'
    const named = LOCATIONS.map((value) => (value.id === location.values.catering ? { ...value, name: kitchen } : value))
    renderPage(
      <ProfitAndLoss period="2026-Q1" accounts={accounts} dimensionValues={named} by={location.id} onSelectAccount={() => {}} />,
      'dark',
    )
    const root = await statementShown()
    const scroll = root.querySelector<HTMLElement>('.bk-statement__scroll')!
    const picker = within(root).getByRole('combobox', { name: 'Showing' })
    const names = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(names).toEqual(['Shops', kitchen, 'Not specified', 'Total'])
    for (const name of names) {
      await userEvent.selectOptions(picker, name!)
      const shown = visible(root.querySelectorAll('thead th'))
      expect(shown).toHaveLength(2)
      expect(shown[1]).toHaveTextContent(name!)
      // Nothing of a header is cut: its text wraps inside the column, which fits the page.
      for (const part of [shown[1]!, ...shown[1]!.querySelectorAll<HTMLElement>('*')])
        expect(part.scrollWidth, name!).toBeLessThanOrEqual(part.clientWidth + 1)
      expect(scroll.scrollWidth, name!).toBeLessThanOrEqual(scroll.clientWidth)
      await expect.element(page.elementLocator(picker)).toBeInViewport()
    }
    // Shops' shops open from its header, the focus staying on its button, in view.
    await userEvent.selectOptions(picker, 'Shops')
    const shops = within(root).getByRole('button', { name: 'Shops' })
    await userEvent.click(shops)
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toContain('Riverside shop'),
    )
    expect(document.activeElement).toBe(shops)
    await expect.element(page.elementLocator(shops)).toBeInViewport()
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
    // The dark theme's colours only: the opened Shops header, its button and its note pass axe's contrast rule.
    expect(await violations(root)).toEqual([])
  })
})
