// The three charts in jsdom, in a real provider against the sandbox: each figure's accessible name is
// its one-sentence summary and states the same figures as its table; the table shows what each point
// says; choosing a month, a category or "Not categorized yet" calls the host with the right value;
// a failed load offers a retry that recovers and states no figure meanwhile (no $0.00 for what could
// not be read), a sync that stops part way says so; a prop that cannot be read names itself; figures
// follow the provider's locale and currency; transfers are said to be left out. The expected figures are
// summed here from what the sandbox stores and written by Intl, never by src/format or src/react.
// Layout, focus in a real browser, tooltips and axe: charts.browser.test.tsx.
import { isolate } from '../../src/format/isolate'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { AccountBalanceChart } from '../../src/components/AccountBalanceChart'
import { CashFlowChart } from '../../src/components/CashFlowChart'
import { SpendingByCategory } from '../../src/components/SpendingByCategory'
import { SANDBOX } from '../../src/sandbox'
import { cellsOf, chartFigure, pointLabels, spaced, summaryOf } from '../support/chartFigures'
import { sharesOf } from '../support/moneyOut'
import { renderWithSandbox, sandboxClient, TEST_BASE_URL, useSandboxServer, type ProviderRenderOptions } from '../support/sandbox'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const owner = SANDBOX.users.bakeryOwner
// Ten bank transactions a month from July 2025 to June 2026, one a transfer to savings.
// Below the volume at which the sandbox adds its card and its transfers waiting to be paired
// (TRANSFERS_FROM_VOLUME): savings then holds no transfer, and June nothing left uncategorized.
const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 99, extraGlLinesPerCompany: 0 } })

/** The twelve months the cash flow shows by default with the sandbox's today (2026-06-30). */
const MONTHS = [
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
]

/** Minor units as a decimal string, so Intl never sees a float. */
const decimal = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.trunc(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`
/** What Intl itself writes for an amount in minor units. */
const intlMoney = (locale: string, currency: string) => (minor: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(decimal(minor) as unknown as number)
const usd = intlMoney('en-US', 'USD')
const eur = intlMoney('de-DE', 'EUR')
/** A month as Intl names it in full ("June 2026", "Juni 2026"). */
const longMonth = (month: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1),
  )

/** A transfer, as the charts leave it out: typed so, or paired with its other side (decision 27). */
const isTransferRecord = (transaction: BankTransaction) =>
  transaction.type === 'TRANSFER' || Boolean(transaction.matchingBankTransaction?.id)
const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]

/** Money in, money out, net and transfers of the stored transactions of `month`, summed here. */
function storedMonth(month: string, bankAccountId?: string) {
  const flow = { moneyIn: 0, moneyOut: 0, net: 0, transfers: 0 }
  for (const transaction of stored()) {
    if (!transaction.date.startsWith(month) || (bankAccountId && transaction.bankAccount?.id !== bankAccountId)) continue
    if (isTransferRecord(transaction)) flow.transfers++
    else if (transaction.amount >= 0) flow.moneyIn += transaction.amount
    else flow.moneyOut -= transaction.amount
  }
  flow.net = flow.moneyIn - flow.moneyOut
  return flow
}

function storedTotals(months: readonly string[], bankAccountId?: string) {
  return months
    .map((month) => storedMonth(month, bankAccountId))
    .reduce((all, flow) => ({
      moneyIn: all.moneyIn + flow.moneyIn,
      moneyOut: all.moneyOut + flow.moneyOut,
      net: all.net + flow.net,
      transfers: all.transfers + flow.transfers,
    }))
}

/** Money out of June 2026 by category (a split shared among its lines that took money out), summed here; `''` for none. */
function storedJuneSpending(): Map<string, { amount: number; count: number }> {
  const spending = new Map<string, { amount: number; count: number }>()
  for (const transaction of stored()) {
    if (!transaction.date.startsWith('2026-06') || isTransferRecord(transaction)) continue
    for (const [category, amount] of sharesOf(transaction)) {
      const was = spending.get(category) ?? { amount: 0, count: 0 }
      spending.set(category, { amount: was.amount + amount, count: was.count + 1 })
    }
  }
  return spending
}

function renderChart(ui: Parameters<typeof renderWithSandbox>[0], options: ProviderRenderOptions = {}) {
  return renderWithSandbox(ui, state.sandbox, { userId: owner, ...options })
}

const figureOf = chartFigure

async function showTable(figure: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(figure).getByRole('button', { name: 'Show as table' }))
  return within(figure).getByRole('table')
}

describe('CashFlowChart', () => {
  it('is named by its summary, whose totals are the table’s total row and what the sandbox stores', async () => {
    const user = userEvent.setup()
    renderChart(<CashFlowChart endMonth="2026-06" />)
    const figure = await figureOf('Money in and out')
    const totals = storedTotals(MONTHS)

    const summary = summaryOf(figure)
    expect(figure).toHaveAccessibleName(summary)
    expect(screen.getByRole('figure', { name: summary })).toBe(figure)
    expect(summary).toMatch(/^Money in and out, Jul 2025 to Jun 2026: /)
    expect(summary).toContain(`in ${usd(totals.moneyIn)}, out ${usd(totals.moneyOut)}, net ${usd(totals.net)}`)
    expect(summary).toMatch(/; the busiest month was \w+ \d{4} \(in \$[\d,.]+, out \$[\d,.]+\)\.$/)

    const table = await showTable(figure, user)
    const footer = table.querySelector('tfoot tr') as HTMLElement
    expect(cellsOf(footer)).toEqual(['Total', usd(totals.moneyIn), usd(totals.moneyOut), usd(totals.net)])
    expect(summary).toContain(`in ${cellsOf(footer)[1]}, out ${cellsOf(footer)[2]}, net ${cellsOf(footer)[3]}`)
    // The figure keeps its name in table view.
    expect(figure).toHaveAccessibleName(summary)
  })

  it('shows in its table the figures each month’s point says, and goes back to the chart', async () => {
    const user = userEvent.setup()
    renderChart(<CashFlowChart endMonth="2026-06" onSelectMonth={() => {}} />)
    const figure = await figureOf('Money in and out')
    const labels = pointLabels(figure)
    expect(labels).toHaveLength(12)
    expect(within(figure).getAllByRole('button', { name: /^\w+ \d{4}: in / })).toHaveLength(12)
    MONTHS.forEach((month, index) => {
      const flow = storedMonth(month)
      expect(labels[index]).toBe(`${longMonth(month)}: in ${usd(flow.moneyIn)}, out ${usd(flow.moneyOut)}, net ${usd(flow.net)}`)
    })

    const table = await showTable(figure, user)
    const rows = [...table.querySelectorAll('tbody tr')].map(cellsOf)
    expect(rows.map(([month, moneyIn, moneyOut, net]) => `${month}: in ${moneyIn}, out ${moneyOut}, net ${net}`)).toEqual(labels)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Money in', 'Money out', 'Net'])
    expect(figure.querySelector('.bk-chart__point')).toBeNull()

    await user.click(within(figure).getByRole('button', { name: 'Show as chart' }))
    expect(within(figure).queryByRole('table')).toBeNull()
    expect(pointLabels(figure)).toEqual(labels)
  })

  it('hands onSelectMonth the chosen month’s first and last day: Enter, Space or a click', async () => {
    const user = userEvent.setup()
    const onSelectMonth = vi.fn()
    renderChart(<CashFlowChart endMonth="2026-06" onSelectMonth={onSelectMonth} />)
    const figure = await figureOf('Money in and out')

    await user.tab()
    expect(document.activeElement).toHaveAccessibleName('Show as table')
    await user.tab()
    // One tab stop, on the latest month.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^June 2026: /)
    expect(figure.querySelectorAll('.bk-chart__point[tabindex="0"]')).toHaveLength(1)
    await user.keyboard('{Enter}')
    expect(onSelectMonth).toHaveBeenLastCalledWith({ from: '2026-06-01', to: '2026-06-30' })

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^February 2026: /)
    await user.keyboard('{Enter}')
    expect(onSelectMonth).toHaveBeenLastCalledWith({ from: '2026-02-01', to: '2026-02-28' })

    await user.keyboard('{Home} ')
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^July 2025: /)
    expect(onSelectMonth).toHaveBeenLastCalledWith({ from: '2025-07-01', to: '2025-07-31' })

    await user.click(within(figure).getByRole('button', { name: /^September 2025: / }))
    expect(onSelectMonth).toHaveBeenLastCalledWith({ from: '2025-09-01', to: '2025-09-30' })
    expect(onSelectMonth).toHaveBeenCalledTimes(4)
  })

  it('shows one month as one point, with no busiest month to name', async () => {
    renderChart(<CashFlowChart endMonth="2026-06" months={1} onSelectMonth={() => {}} />)
    const figure = await figureOf('Money in and out')
    const june = storedMonth('2026-06')
    expect(summaryOf(figure)).toBe(
      `Money in and out, ${longMonth('2026-06')}: in ${usd(june.moneyIn)}, out ${usd(june.moneyOut)}, net ${usd(june.net)}.`,
    )
    expect(within(figure).getAllByRole('button', { name: /^\w+ \d{4}: in / })).toHaveLength(1)
  })

  it('says so when the books hold no money in or out, instead of drawing zeros', async () => {
    state.reset({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
    renderChart(<CashFlowChart endMonth="2026-06" />)
    const figure = await figureOf('Money in and out')
    expect(summaryOf(figure)).toBe('Money in and out, Jul 2025 to Jun 2026: in $0.00, out $0.00, net $0.00.')
    expect(within(figure).getByText('No money in or out in these months.')).toBeInTheDocument()
    expect(within(figure).queryByRole('button', { name: 'Show as table' })).toBeNull()
  })

  it('draws its points as images, not buttons, when no month can be chosen', async () => {
    renderChart(<CashFlowChart endMonth="2026-06" />)
    const figure = await figureOf('Money in and out')
    expect(within(figure).getAllByRole('img', { name: /^\w+ \d{4}: in / })).toHaveLength(12)
    expect(within(figure).queryAllByRole('button', { name: /^\w+ \d{4}: in / })).toEqual([])
  })

  it('says in its legend what each colour stands for, the net drawn as a line', async () => {
    renderChart(<CashFlowChart endMonth="2026-06" />)
    const figure = await figureOf('Money in and out')
    const entries = within(within(figure).getByRole('list', { name: 'Legend' })).getAllByRole('listitem')
    expect(entries.map((entry) => entry.textContent)).toEqual(['Money in', 'Money out', 'Net'])
    expect(entries.map((entry) => entry.querySelector('svg')?.firstElementChild?.tagName)).toEqual(['rect', 'rect', 'line'])
    // Money in rises from the zero line and money out hangs below it: their place says which is which, not only their colour.
    for (const point of figure.querySelectorAll('.bk-chart__point')) {
      const [moneyIn, moneyOut] = ['in', 'out'].map((series) => point.querySelector(`rect[data-series="${series}"]`) as SVGRectElement)
      const edge = (bar: SVGRectElement | undefined, side: 'top' | 'bottom') =>
        Number(bar?.getAttribute('y')) + (side === 'bottom' ? Number(bar?.getAttribute('height')) : 0)
      expect(edge(moneyIn, 'bottom')).toBeCloseTo(edge(moneyOut, 'top'), 6)
    }
    expect(figure.querySelector('path.bk-chart__line[data-series="net"]')?.getAttribute('d')).toMatch(
      /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){11}$/,
    )
  })

  it('says it is still counting while older pages arrive, marks those months, and stops saying so once they have', async () => {
    state.reset({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 } })
    // The sync's first page (the newest 250) answers; the next waits until the test lets it through.
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    state.server.use(
      http.get(`${TEST_BASE_URL}/v5/banks/transactions`, async ({ request }) => {
        if (request.headers.get('cursor')) await gate
      }),
    )
    renderChart(<CashFlowChart endMonth="2026-06" />)
    const figure = await figureOf('Money in and out')
    const counting = within(figure).getByRole('status')
    await waitFor(() => expect(counting).toHaveTextContent('Still counting: 250 transactions received so far, older ones are arriving.'))
    expect(pointLabels(figure).at(0)).toMatch(/ \(still counting\)$/)
    expect(pointLabels(figure).at(-1)).not.toMatch(/still counting/)

    release()
    await waitFor(() => expect(counting).toBeEmptyDOMElement())
    expect(pointLabels(figure).filter((label) => label.includes('still counting'))).toEqual([])
    const totals = storedTotals(MONTHS)
    expect(summaryOf(figure)).toContain(`in ${usd(totals.moneyIn)}, out ${usd(totals.moneyOut)}, net ${usd(totals.net)}`)
  })

  it('says transfers (between the business’s own accounts, or to and from its owner) are left out, and how many', async () => {
    const transfers = storedTotals(MONTHS).transfers
    expect(transfers).toBeGreaterThan(0)
    const view = renderChart(<CashFlowChart endMonth="2026-06" />)
    const figure = await figureOf('Money in and out')
    expect(
      within(figure).getByText(
        `Transfers are left out (${transfers} in these months): money moved between your own accounts, or to or from the owner.`,
      ),
    ).toBeInTheDocument()
    // The figures leave them out: the totals are what the non-transfers add up to (checked above), and savings has none.
    view.unmount()

    expect(storedTotals(MONTHS, bakery.bankAccounts.savings).transfers).toBe(0)
    renderChart(<CashFlowChart endMonth="2026-06" bankAccountId={bakery.bankAccounts.savings} />)
    const savings = await figureOf('Money in and out')
    const totals = storedTotals(MONTHS, bakery.bankAccounts.savings)
    expect(summaryOf(savings)).toContain(`in ${usd(totals.moneyIn)}, out ${usd(totals.moneyOut)}, net ${usd(totals.net)}`)
    expect(
      within(savings).getByText('Transfers are left out: money moved between your own accounts, or to or from the owner.'),
    ).toBeInTheDocument()
  })

  it('says reading stopped when a sync fails after its first page, marks the months not whole, and Try again reads on to the whole figures', async () => {
    const user = userEvent.setup()
    state.reset({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 } })
    // The first page (the newest 250) answers; every try of the second fails.
    let failures = 3
    state.server.use(
      http.get(`${TEST_BASE_URL}/v5/banks/transactions`, ({ request }) => {
        if (request.headers.get('cursor') && failures-- > 0) state.sandbox.failNext({ status: 503, path: '/v5/banks/transactions' })
      }),
    )
    const onLoadError = vi.fn()
    renderChart(<CashFlowChart endMonth="2026-06" onLoadError={onLoadError} />)
    const figure = await figureOf('Money in and out')
    const status = within(figure).getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Reading stopped after 250 transactions: the figures are sums so far.'))
    expect(status).not.toHaveTextContent(/arriving/)
    expect(summaryOf(figure)).toMatch(/ so far; the busiest month|so far\.$/)
    expect(pointLabels(figure).at(0)).toMatch(/ \(sums so far\)$/)
    expect(pointLabels(figure).filter((label) => label.includes('still counting'))).toEqual([])
    // June, which the first page covers whole, is not marked; no month shows an unmarked $0.00.
    expect(pointLabels(figure).at(-1)).not.toMatch(/so far/)
    expect(pointLabels(figure).filter((label) => label.includes('$0.00') && !label.endsWith('(sums so far)'))).toEqual([])
    expect(onLoadError).toHaveBeenCalledTimes(1)

    await user.click(within(figure).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(status).toBeEmptyDOMElement())
    const totals = storedTotals(MONTHS)
    expect(summaryOf(figure)).toContain(`in ${usd(totals.moneyIn)}, out ${usd(totals.moneyOut)}, net ${usd(totals.net)};`)
    expect(pointLabels(figure).filter((label) => label.includes('so far'))).toEqual([])
  })

  it.each([-3, 0, 1.5, 121, Number.NaN])('names months when it is %s, and sends the host the error', async (months) => {
    const onLoadError = vi.fn()
    renderChart(<CashFlowChart endMonth="2026-06" months={months} onLoadError={onLoadError} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(`months ${String(months)} is not a whole number of months from 1 to 120.`)
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull()
    await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1))
  })

  it('shows a failed load as an error with a retry that brings the figures', async () => {
    const user = userEvent.setup()
    const onLoadError = vi.fn()
    // Every automatic retry of the sync's first page fails too.
    state.sandbox.failNext({ status: 503, times: 3, path: '/v5/banks/transactions' })
    renderChart(<CashFlowChart endMonth="2026-06" onLoadError={onLoadError} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The figures could not be loaded.')
    expect(onLoadError).toHaveBeenCalledTimes(1)
    expect(onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'service' }))
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull()
    // Nothing was read: no figure at all, not zeros, and the figure is named by its title alone.
    expect(screen.getByRole('figure')).toHaveAccessibleName('Money in and out')
    expect(screen.getByRole('figure')).not.toHaveTextContent('$')

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const figure = await figureOf('Money in and out')
    const totals = storedTotals(MONTHS)
    expect(figure).toHaveAccessibleName(expect.stringContaining(`in ${usd(totals.moneyIn)}, out ${usd(totals.moneyOut)}`))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(pointLabels(figure)).toHaveLength(12)
  })

  it('names endMonth when it cannot be read', async () => {
    renderChart(<CashFlowChart endMonth="June" />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The figures could not be loaded.')
    expect(alert).toHaveTextContent('endMonth "June"')
    // Trying again would read the same prop.
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('writes months and amounts in the provider’s locale and currency (de-DE, EUR)', async () => {
    const user = userEvent.setup()
    renderChart(<CashFlowChart endMonth="2026-06" />, { provider: { locale: 'de-DE', currency: 'EUR' } })
    const figure = await figureOf('Money in and out')
    const totals = storedTotals(MONTHS)
    const june = storedMonth('2026-06')
    expect(longMonth('2026-06', 'de-DE')).toBe('Juni 2026')

    expect(spaced(summaryOf(figure))).toContain(spaced(`in ${eur(totals.moneyIn)}, out ${eur(totals.moneyOut)}, net ${eur(totals.net)}`))
    expect(spaced(pointLabels(figure).at(-1))).toBe(
      spaced(`Juni 2026: in ${eur(june.moneyIn)}, out ${eur(june.moneyOut)}, net ${eur(june.net)}`),
    )
    // Thousands with a dot, cents after a comma, the euro after the amount.
    expect(spaced(eur(123456))).toBe('1.234,56 €')
    expect(spaced(summaryOf(figure))).toMatch(/in [\d.]+,\d\d €/)
    expect(summaryOf(figure)).not.toContain('$')

    const table = await showTable(figure, user)
    expect(cellsOf(table.querySelector('tbody tr:last-child') as Element)).toEqual([
      spaced('Juni 2026'),
      spaced(eur(june.moneyIn)),
      spaced(eur(june.moneyOut)),
      spaced(eur(june.net)),
    ])
    expect(cellsOf(table.querySelector('tfoot tr') as Element)).toEqual([
      'Total',
      spaced(eur(totals.moneyIn)),
      spaced(eur(totals.moneyOut)),
      spaced(eur(totals.net)),
    ])
  })
  it('reads its strings from the provider’s messages', async () => {
    const user = userEvent.setup()
    const messages = {
      'charts.cashFlow.title': 'Geldeingänge und -ausgänge',
      'charts.legend': 'Legende',
      'charts.cashFlow.in': 'Eingänge',
      'charts.cashFlow.month': 'Monat',
      'charts.showTable': 'Als Tabelle zeigen',
    }
    renderChart(<CashFlowChart endMonth="2026-06" />, { provider: { locale: 'de-DE', currency: 'EUR', messages } })
    const figure = await figureOf('Geldeingänge und -ausgänge')
    expect(within(within(figure).getByRole('list', { name: 'Legende' })).getAllByRole('listitem')[0]).toHaveTextContent('Eingänge')
    await user.click(within(figure).getByRole('button', { name: 'Als Tabelle zeigen' }))
    expect(within(figure).getByRole('columnheader', { name: 'Monat' })).toBeInTheDocument()
  })
})

describe('SpendingByCategory', () => {
  /** Two expenses of June with no category, saved as another client would. */
  async function saveUncategorizedExpenses(): Promise<BankTransactionInput[]> {
    const items: BankTransactionInput[] = [
      { date: '2026-06-18', amount: -4235, bankAccountId: bakery.bankAccounts.checking, description: 'Market stall fee' },
      { date: '2026-06-26', amount: -1999, bankAccountId: bakery.bankAccounts.checking, description: 'Piping bags' },
    ]
    const { client } = sandboxClient(state.sandbox, { userId: owner })
    const results = await client.saveBankTransactions(items)
    expect(results.map((result) => result.ok)).toEqual([true, true])
    return items
  }

  it('is named by its summary, and a click on a category hands onSelectCategory its id', async () => {
    const user = userEvent.setup()
    const onSelectCategory = vi.fn()
    renderChart(<SpendingByCategory period="2026-06" onSelectCategory={onSelectCategory} />)
    const figure = await figureOf('Spending by category')
    const spending = storedJuneSpending()
    const total = [...spending.values()].reduce((sum, category) => sum + category.amount, 0)
    const [largestId, largest] = [...spending].filter(([id]) => id !== '').sort(([, a], [, b]) => b.amount - a.amount)[0]!

    const summary = summaryOf(figure)
    expect(figure).toHaveAccessibleName(summary)
    expect(summary).toMatch(
      new RegExp(
        `^Money out by category, June 2026: ${escape(usd(total))} in total; the largest is \\S.* at ${escape(usd(largest.amount))} \\(\\d+%\\)`,
      ),
    )

    const largestBar = within(figure).getByRole('button', {
      name: new RegExp(`: ${escape(usd(largest.amount))}, \\d+%, ${largest.count} transactions?$`),
    })
    await user.click(largestBar)
    expect(onSelectCategory).toHaveBeenCalledExactlyOnceWith(largestId)

    // The table has the same rows, with the same figures.
    const labels = pointLabels(figure)
    const table = await showTable(figure, user)
    const rows = [...table.querySelectorAll('tbody tr')].map(cellsOf)
    expect(
      rows.map(
        // A category's name is quoted isolated; "Other" is bookkit's own words.
        ([name = '', amount, share, count]) =>
          `${name.startsWith('Other (') ? name : isolate(name)}: ${amount}, ${share}, ${count} ${count === '1' ? 'transaction' : 'transactions'}`,
      ),
    ).toEqual(labels)
  })

  it('folds the smaller categories into "Other", which chooses nothing', async () => {
    const user = userEvent.setup()
    const onSelectCategory = vi.fn()
    renderChart(<SpendingByCategory period="2026-06" maxCategories={2} onSelectCategory={onSelectCategory} />)
    const figure = await figureOf('Spending by category')
    const categories = [...storedJuneSpending()].filter(([id]) => id !== '').sort(([, a], [, b]) => b.amount - a.amount)
    expect(categories.length).toBeGreaterThan(3)
    const rest = categories.slice(2)
    const other = within(figure).getByRole('img', {
      name: new RegExp(
        `^Other \\(${rest.length} categories\\): ${escape(usd(rest.reduce((sum, [, category]) => sum + category.amount, 0)))}, `,
      ),
    })
    expect(within(figure).getAllByRole('button', { name: /, \d+ transactions?$/ })).toHaveLength(2)
    await user.click(other)
    expect(onSelectCategory).not.toHaveBeenCalled()
  })

  it('shows what is not categorized yet as its own row, which calls onReviewUncategorized', async () => {
    const user = userEvent.setup()
    expect(storedJuneSpending().get('')).toBeUndefined()
    const saved = await saveUncategorizedExpenses()
    const amount = -saved.reduce((sum, item) => sum + (item.amount ?? 0), 0)
    const onReviewUncategorized = vi.fn()
    const onSelectCategory = vi.fn()
    renderChart(<SpendingByCategory period="2026-06" onSelectCategory={onSelectCategory} onReviewUncategorized={onReviewUncategorized} />)
    const figure = await figureOf('Spending by category')

    // Its name holds all it shows: the sentence, then the amount and its share.
    const shown = `Not categorized yet: ${usd(amount)} in 2 transactions, ${usd(amount)} · `
    const row = within(figure).getByRole('button', { name: (name) => name.startsWith(shown) && /\d%$/.test(name) })
    expect(summaryOf(figure)).toContain(`; ${usd(amount)} in 2 transactions are not categorized yet.`)
    await user.click(row)
    expect(onReviewUncategorized).toHaveBeenCalledTimes(1)
    // By keyboard too: focus it and press Enter.
    row.focus()
    await user.keyboard('{Enter}')
    expect(onReviewUncategorized).toHaveBeenCalledTimes(2)
    expect(onSelectCategory).not.toHaveBeenCalled()
  })

  it('states no figure when the listing fails: no "$0.00 in total" beside the error', async () => {
    const user = userEvent.setup()
    state.sandbox.failNext({ status: 503, times: 3, path: '/v5/banks/transactions' })
    renderChart(<SpendingByCategory period="2026-06" />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The figures could not be loaded.')
    const figure = screen.getByRole('figure')
    expect(figure).toHaveAccessibleName('Spending by category')
    expect(figure).not.toHaveTextContent('$')
    expect(figure.querySelector('.bk-chart__summary')).toBeNull()

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const total = [...storedJuneSpending().values()].reduce((sum, category) => sum + category.amount, 0)
    await waitFor(() => expect(summaryOf(figure)).toContain(`${usd(total)} in total`))
    expect(total).toBe(storedMonth('2026-06').moneyOut)
  })

  it('calls a category that only split lines name "Unnamed category", or by the name the host gives', async () => {
    // The oven loan's payment is split between principal and interest, categories no record names.
    const loan = ['ctg_co1_loan_principal', 'ctg_co1_loan_interest']
    const june = storedJuneSpending()
    expect(loan.every((id) => (june.get(id)?.amount ?? 0) > 0)).toBe(true)
    expect(stored().some((transaction) => loan.includes(transaction.category?.id ?? ''))).toBe(false)
    const view = renderChart(<SpendingByCategory period="2026-06" maxCategories={20} />)
    let figure = await figureOf('Spending by category')
    for (const id of loan)
      expect(
        within(figure).getByRole('img', { name: new RegExp(`^${isolate('Unnamed category')}: ${escape(usd(june.get(id)!.amount))}, `) }),
      ).toBeInTheDocument()
    expect(figure).not.toHaveTextContent('ctg_')
    view.unmount()

    renderChart(
      <SpendingByCategory
        period="2026-06"
        maxCategories={20}
        categories={[
          { id: loan[0]!, name: 'Loan principal' },
          { id: loan[1]!, name: 'Loan interest' },
        ]}
      />,
    )
    figure = await figureOf('Spending by category')
    expect(
      within(figure).getByRole('img', { name: new RegExp(`^${isolate('Loan principal')}: ${escape(usd(june.get(loan[0]!)!.amount))}, `) }),
    ).toBeInTheDocument()
  })

  it('counts a purchase split between two of the "Other" categories once there', async () => {
    const june = [...storedJuneSpending()].filter(([id]) => id !== '').sort(([, a], [, b]) => b.amount - a.amount || (a < b ? -1 : 1))
    const rest = new Set(june.slice(1).map(([id]) => id))
    const inRest = stored().filter(
      (transaction) =>
        transaction.date.startsWith('2026-06') && transaction.type !== 'TRANSFER' && sharesOf(transaction).some(([id]) => rest.has(id)),
    )
    // The loan payment is under two of them: counted once under each, once in "Other".
    expect(june.slice(1).reduce((sum, [, category]) => sum + category.count, 0)).toBeGreaterThan(inRest.length)
    renderChart(<SpendingByCategory period="2026-06" maxCategories={1} />)
    const figure = await figureOf('Spending by category')
    expect(
      within(figure).getByRole('img', { name: new RegExp(`^Other \\(${rest.size} categories\\): .*, ${inRest.length} transactions$`) }),
    ).toBeInTheDocument()
  })

  it('adds up a quarter’s money out, named by its first and last day', async () => {
    renderChart(<SpendingByCategory period="2026-Q2" maxCategories={20} />)
    const figure = await figureOf('Spending by category')
    const quarter = storedTotals(['2026-04', '2026-05', '2026-06'])
    expect(summaryOf(figure)).toMatch(
      new RegExp(`^Money out by category, Apr 1, 2026 to Jun 30, 2026: ${escape(usd(quarter.moneyOut))} in total;`),
    )
    expect(within(figure).queryByRole('img', { name: /^Other / })).toBeNull()
  })

  it('says so when no money went out, with a total of nothing', async () => {
    state.reset({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
    renderChart(<SpendingByCategory period="2026-06" />)
    const figure = await figureOf('Spending by category')
    expect(summaryOf(figure)).toBe('Money out by category, June 2026: $0.00 in total.')
    expect(within(figure).getByText('No money went out in this period.')).toBeInTheDocument()
  })

  it('names period when it cannot be read', async () => {
    const onLoadError = vi.fn()
    renderChart(<SpendingByCategory period="2026-13" onLoadError={onLoadError} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The figures could not be loaded.')
    expect(alert).toHaveTextContent('period "2026-13"')
    // The host hears of it too, the unreadable prop named by the error's cause.
    expect(onLoadError).toHaveBeenCalledTimes(1)
    expect(onLoadError.mock.calls[0]?.[0]).toMatchObject({
      message: expect.stringContaining('period "2026-13"'),
      cause: { field: 'period', value: '2026-13' },
    })
  })
})

describe('AccountBalanceChart', () => {
  it('is named by its summary, from the beginning balance to the closing one, and its table shows each point', async () => {
    const user = userEvent.setup()
    const account = bakery.glAccounts.checking
    renderChart(<AccountBalanceChart glAccountId={account} glAccount={{ name: 'Business Checking' }} from="2026-04-01" to="2026-06-30" />)
    const figure = await figureOf('Balance over time')
    // An asset: debits raise it.
    let balance = 0
    let beginning = 0
    for (const line of state.sandbox.inspect.glLines(account)) {
      if (line.date > '2026-06-30') break
      balance += line.drAmount - line.crAmount
      if (line.date < '2026-04-01') beginning = balance
    }
    const summary = summaryOf(figure)
    expect(figure).toHaveAccessibleName(summary)
    expect(summary).toMatch(/^Balance of Business Checking, /)
    expect(summary).toContain(`: from ${usd(beginning)} to ${usd(balance)}`)
    expect(summary).toMatch(/; lowest -?\$[\d,.]+ on \w+ \d+, \d{4}, highest -?\$[\d,.]+ on \w+ \d+, \d{4}\.$/)

    const labels = pointLabels(figure)
    expect(labels[0]).toBe(`Beginning balance: ${usd(beginning)}`)
    expect(labels.at(-1)).toMatch(new RegExp(`: ${escape(usd(balance))}$`))
    // One tab stop on the last day; Home goes to the beginning balance, the arrows from day to day.
    ;(figure.querySelector('.bk-chart__point[tabindex="0"]') as HTMLElement).focus()
    expect(document.activeElement).toHaveAccessibleName(labels.at(-1))
    await user.keyboard('{Home}')
    expect(document.activeElement).toHaveAccessibleName(labels[0])
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toHaveAccessibleName(labels[1])
    const table = await showTable(figure, user)
    expect([...table.querySelectorAll('tbody tr')].map((row) => cellsOf(row).join(': '))).toEqual(labels)
  })

  it.each([
    [
      'when its ledger answers 503 for good',
      () =>
        state.sandbox.failNext({ status: 503, times: 6, path: `/v6/accounting/glAccounts/${bakery.glAccounts.checking}/generalLedger` }),
      bakery.glAccounts.checking,
      'service',
    ],
    ['for an account the service does not know', () => {}, 'gla_nowhere', 'notFound'],
  ])('states no balance %s: no "from $0.00 to $0.00", the error and Try again', async (_, fail, glAccountId, kind) => {
    fail()
    const onLoadError = vi.fn()
    renderChart(
      <AccountBalanceChart
        glAccountId={glAccountId}
        glAccount={{ name: 'Business Checking' }}
        from="2026-04-01"
        to="2026-06-30"
        onLoadError={onLoadError}
      />,
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The figures could not be loaded.')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    const figure = screen.getByRole('figure')
    expect(figure).toHaveAccessibleName('Balance over time')
    expect(figure).not.toHaveTextContent('$')
    expect(figure).not.toHaveTextContent(/Balance of/)
    expect(within(figure).queryByRole('button', { name: 'Show as table' })).toBeNull()
    await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1))
    expect(onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind }))
    // "Try again" fails as well (every try and both retries again): still the error alone.
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(2))
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.')
    expect(screen.getByRole('figure')).not.toHaveTextContent('$')
  })

  it('shows a failed load as an error with a retry that brings the balance', async () => {
    const user = userEvent.setup()
    const account = bakery.glAccounts.checking
    // The first try and both automatic retries fail.
    state.sandbox.failNext({ status: 500, times: 3, path: `/v6/accounting/glAccounts/${account}/generalLedger` })
    renderChart(<AccountBalanceChart glAccountId={account} glAccount={{ name: 'Business Checking' }} from="2026-04-01" to="2026-06-30" />)
    const alert = await screen.findByRole('alert')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const figure = await figureOf('Balance over time')
    expect(summaryOf(figure)).toMatch(/^Balance of Business Checking, /)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says the balance did not move where the account has no lines', async () => {
    const account = bakery.glAccounts.unused
    expect(state.sandbox.inspect.glLines(account)).toEqual([])
    renderChart(<AccountBalanceChart glAccountId={account} glAccount={{ name: 'Miscellaneous' }} from="2025-07-01" to="2026-06-30" />)
    const figure = await figureOf('Balance over time')
    expect(summaryOf(figure)).toBe(`Balance of Miscellaneous, Jul 1, 2025 to Jun 30, 2026: from ${usd(0)} to ${usd(0)}.`)
    expect(within(figure).getByText('No lines in these dates: the balance did not move.')).toBeInTheDocument()
  })

  it('names from when it cannot be read', async () => {
    renderChart(<AccountBalanceChart glAccountId={bakery.glAccounts.checking} from="2026-02-30" />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('from "2026-02-30"')
  })
})

/** `text` as a literal inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

// The one smoke test on the described service: its listing (a bodiless POST, in no stated date
// order) brings the figures, and while older pages arrive no month is called whole, the newest
// either, since a record of any month may still come (the decision: chartFigures.property.test.ts).
describe('CashFlowChart on the described service', () => {
  it('marks every month still counting while older pages arrive, then shows the whole year', async () => {
    state.reset({ profile: 'described', volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 } })
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(release)
    state.server.use(
      http.post(`${TEST_BASE_URL}/v6/banks/transactions`, async ({ request }) => {
        if (request.headers.get('cursor')) await gate
      }),
    )
    renderChart(<CashFlowChart endMonth="2026-06" />)
    const figure = await figureOf('Money in and out')
    const counting = within(figure).getByRole('status')
    await waitFor(() => expect(counting).toHaveTextContent(/^Still counting: \d+ transactions received so far, older ones are arriving\.$/))
    expect(pointLabels(figure)).toHaveLength(MONTHS.length)
    expect(pointLabels(figure).every((label) => label.endsWith(' (still counting)'))).toBe(true)

    release()
    await waitFor(() => expect(counting).toBeEmptyDOMElement())
    expect(pointLabels(figure).filter((label) => label.includes('still counting'))).toEqual([])
    const totals = storedTotals(MONTHS)
    expect(summaryOf(figure)).toContain(`in ${usd(totals.moneyIn)}, out ${usd(totals.moneyOut)}, net ${usd(totals.net)}`)
  })
})
