// What a user sees of the statements laid out as accountants read them (on the bookkit service: the
// layout is the chart's, whatever the service; each statement's smoke test on the described one is in its own file):
// a QuickBooks Online-typed chart's profit and loss with its subtotals between the sections and
// its "% of income" column (withheld while income is read, asked for in the options, written to
// the CSV; compared, beside each compared figure too, of the compared column's income), a Xero-typed chart's balance sheet with current and fixed assets, current and
// long-term liabilities as groups with subtotals, and a total of one account that opens that
// account's ledger. Every figure from the sandbox's stored lines (test/support/typedCharts).
import { isolate } from '../../src/format/isolate'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BalanceSheet } from '../../src/components/BalanceSheet'
import { ProfitAndLoss } from '../../src/components/ProfitAndLoss'
import { SANDBOX } from '../../src/sandbox'
import { spaced } from '../support/chartFigures'
import { catchDownloads } from '../support/downloads'
import { BOOKKIT } from '../support/profiles'
import { holdRequests } from '../support/requests'
import { renderWithSandbox, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'
import { comparisonText, decimal, money, percentText } from '../support/statements'
import { ledgerNet, placeOf, quickBooksChart, xeroChart } from '../support/typedCharts'
import { useViewerToday } from '../support/viewerToday'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const Q1 = { from: '2026-01-01', to: '2026-03-31' }
const usd = (minor: number) => spaced(money()(minor))
const share = (fraction: number) => spaced(percentText(fraction))
afterEach(() => {
  vi.restoreAllMocks()
})
useViewerToday('2026-06-30')

/** The statement's root once its figures are `status`. */
async function statementShown(title: string, status = 'final'): Promise<HTMLElement> {
  const root = (await screen.findByRole('heading', { name: title })).closest<HTMLElement>('section.bk-statement')!
  await waitFor(() => expect(root).toHaveAttribute('data-figures', status))
  return root
}

/** The lines of sums of a table (totals, subtotals, net income), each as its cells' texts. */
const sumLines = (root: HTMLElement) => [...root.querySelectorAll('tr[data-total]')].map((row) => [...row.children].map(cellText))
/** A cell's text as a user reads it, without the comparison folded under a figure for narrow screens. */
function cellText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element
  for (const fold of copy.querySelectorAll('.bk-statement__fold')) fold.remove()
  return spaced(copy.textContent).trim()
}

describe('statements laid out as accountants read them', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile })

  it("shows a QuickBooks Online chart's profit and loss with gross profit, net operating income and net other income, a % of income column once income is read, and a one-account total that opens its ledger", async () => {
    const user = userEvent.setup()
    const onSelectAccount = vi.fn()
    const chart = quickBooksChart(state.sandbox.inspect.glAccounts(bakery.id))
    const net = ledgerNet(state.sandbox)
    const total = (kind: string) =>
      chart.filter((account) => placeOf(account) === kind).reduce((sum, account) => sum + net(account.id, Q1), 0)
    const [income, costs, expenses, otherIncome, otherExpenses] = [
      'income',
      'costOfGoodsSold',
      'expenses',
      'otherIncome',
      'otherExpenses',
    ].map(total) as [number, number, number, number, number]
    const netIncome = income - costs - expenses + otherIncome - otherExpenses
    const [firstIncome] = chart.filter((account) => placeOf(account) === 'income')
    const release = holdRequests(state.server, `${TEST_BASE_URL}/v6/accounting/glAccounts/${firstIncome!.id}/generalLedger`)
    renderWithSandbox(<ProfitAndLoss period="2026-Q1" accounts={chart} onSelectAccount={onSelectAccount} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    const root = await statementShown('Profit and loss', 'counting')

    // Asked for in the options: while an income account is read, no share is given.
    await user.click(within(root).getByRole('checkbox', { name: '% of income' }))
    expect(
      within(root)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Account', 'Q1 2026', '% of income'])
    const netIncomeRow = () => root.querySelector('tr[data-total="netIncome"]')!
    expect(netIncomeRow().querySelector('[data-share]')).toHaveTextContent('Reading…')
    release()
    await statementShown('Profit and loss')

    const line = (label: string, amount: number) => [label, usd(amount), share(amount / income)]
    expect(sumLines(root)).toEqual([
      line('Total income', income),
      line('Total cost of goods sold', costs),
      line('Gross profit', income - costs),
      line('Total expenses', expenses),
      line('Net operating income', income - costs - expenses),
      line('Total other income', otherIncome),
      line('Total other expenses', otherExpenses),
      line('Net other income', otherIncome - otherExpenses),
      line('Net income', netIncome),
    ])

    // Cost of goods sold is one account: its total opens that account's ledger.
    const [ingredients] = chart.filter((account) => placeOf(account) === 'costOfGoodsSold')
    const costsTotal = root.querySelector('tbody[data-section="costOfGoodsSold"] tr[data-total="section"]')!
    await user.click(
      within(costsTotal as HTMLElement).getByRole('button', {
        name: `${usd(costs)}: open the ledger of ${isolate(ingredients!.name)}, Q1 2026`,
      }),
    )
    expect(onSelectAccount).toHaveBeenCalledExactlyOnceWith({
      glAccountId: ingredients!.id,
      from: Q1.from,
      to: Q1.to,
      accountingMethod: undefined,
    })
    // A total of many accounts opens none.
    expect(
      within(root.querySelector('tbody[data-section="expenses"] tr[data-total="section"]') as HTMLElement).queryByRole('button'),
    ).toBeNull()

    // The file has the subtotals and each figure's share of income, as a plain fraction.
    const downloaded = catchDownloads()
    await user.click(within(root).getByRole('button', { name: 'Export CSV' }))
    const lines = await downloaded()
    const fraction = (amount: number) => String(Math.round((amount / income) * 10_000) / 10_000)
    expect(lines).toContain(`,Net operating income,${decimal(income - costs - expenses)},${fraction(income - costs - expenses)}`)
    expect(lines).toContain(`,Net other income,${decimal(otherIncome - otherExpenses)},${fraction(otherIncome - otherExpenses)}`)
    expect(lines).toContain(`,Net income,${decimal(netIncome)},${fraction(netIncome)}`)
    expect(lines.some((csvLine) => csvLine.endsWith(',Q1 2026,% of income Q1 2026'))).toBe(true)
  })

  it('compared with the quarter before, gives each compared figure its share of the compared quarter’s income beside it, on screen and in the CSV', async () => {
    const user = userEvent.setup()
    const chart = quickBooksChart(state.sandbox.inspect.glAccounts(bakery.id))
    const net = ledgerNet(state.sandbox)
    const Q4 = { from: '2025-10-01', to: '2025-12-31' }
    /** Each section's total over `range`, and net income. */
    const totalsOf = (range: { from: string; to: string }) => {
      const total = (kind: string) =>
        chart.filter((account) => placeOf(account) === kind).reduce((sum, account) => sum + net(account.id, range), 0)
      const income = total('income')
      return {
        income,
        expenses: total('expenses'),
        netIncome: income - total('costOfGoodsSold') - total('expenses') + total('otherIncome') - total('otherExpenses'),
      }
    }
    const [now, before] = [totalsOf(Q1), totalsOf(Q4)]
    // Two quarters of different income: a share of the wrong one would show.
    expect(before.income).not.toBe(0)
    expect(before.income).not.toBe(now.income)

    renderWithSandbox(<ProfitAndLoss period="2026-Q1" compareTo="previousPeriod" percentOfIncome accounts={chart} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    const root = await statementShown('Profit and loss')
    expect(
      within(root)
        .getAllByRole('columnheader')
        .map((head) => spaced(head.textContent)),
    ).toEqual(['Account', 'Q1 2026', '% of income', 'Q4 2025', '% of income', 'Change', 'Change %'])
    /** A line's cells: the figure and its share, the compared figure and its share of the compared income, the change and its %. */
    const line = (label: string, amount: number, compared: number) => {
      const [, change, percent] = comparisonText({ amount, compared })
      return [
        label,
        usd(amount),
        share(amount / now.income),
        usd(compared),
        share(compared / before.income),
        spaced(change),
        spaced(percent),
      ]
    }
    const lines = sumLines(root)
    expect(lines.find(([label]) => label === 'Total income')).toEqual(line('Total income', now.income, before.income))
    expect(lines.find(([label]) => label === 'Total expenses')).toEqual(line('Total expenses', now.expenses, before.expenses))
    expect(lines.find(([label]) => label === 'Net income')).toEqual(line('Net income', now.netIncome, before.netIncome))

    // The file: each compared figure's share beside it, as a plain fraction, under a header of its own.
    const downloaded = catchDownloads()
    await user.click(within(root).getByRole('button', { name: 'Export CSV' }))
    const file = await downloaded()
    const fraction = (part: number, whole: number) => String(Math.round((part / whole) * 10_000) / 10_000)
    expect(file).toContain('Account number,Account,Q1 2026,% of income Q1 2026,Q4 2025,% of income Q4 2025,Change Q1 2026,% change Q1 2026')
    expect(file).toContain(
      [
        '',
        'Net income',
        decimal(now.netIncome),
        fraction(now.netIncome, now.income),
        decimal(before.netIncome),
        fraction(before.netIncome, before.income),
        decimal(now.netIncome - before.netIncome),
        fraction(now.netIncome - before.netIncome, Math.abs(before.netIncome)),
      ].join(','),
    )
  })

  it("shows a Xero chart's balance sheet with current and fixed assets, current and long-term liabilities, each with its subtotal, a one-account subtotal opening its ledger", async () => {
    const user = userEvent.setup()
    const onSelectAccount = vi.fn()
    const asOf = '2026-03-31'
    const chart = xeroChart(state.sandbox.inspect.glAccounts(bakery.id))
    const net = ledgerNet(state.sandbox)
    const group = (kind: string) => chart.filter((account) => placeOf(account) === kind)
    const sum = (kind: string) => group(kind).reduce((total, account) => total + net(account.id, { to: asOf }), 0)
    renderWithSandbox(<BalanceSheet asOf={asOf} accounts={chart} onSelectAccount={onSelectAccount} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    const root = await statementShown('Balance sheet')

    const groupNames = [...root.querySelectorAll('tr.bk-statement__group')].map((row) => row.textContent)
    expect(groupNames).toEqual(['Current assets', 'Fixed assets', 'Current liabilities', 'Long-term liabilities'])
    const subtotals = sumLines(root).filter(
      ([label]) =>
        label!.startsWith('Total ') &&
        !['Total assets', 'Total liabilities', 'Total equity', 'Total liabilities and equity'].includes(label!),
    )
    expect(subtotals).toEqual([
      ['Total current assets', usd(sum('currentAssets'))],
      ['Total fixed assets', usd(sum('fixedAssets'))],
      ['Total current liabilities', usd(sum('currentLiabilities'))],
      ['Total long-term liabilities', usd(sum('longTermLiabilities'))],
    ])
    // Each group's accounts are under its name, before its subtotal.
    const loan = group('longTermLiabilities')
    expect(loan).toHaveLength(1)
    expect(root.querySelector(`tr[data-group="longTermLiabilities"][data-status] th`)).toHaveTextContent(loan[0]!.name)
    // The loan's subtotal is a button of the loan's ledger, as its row is.
    const loanTotal = [...root.querySelectorAll<HTMLElement>('tr[data-total="group"]')].find((row) =>
      row.textContent?.startsWith('Total long-term liabilities'),
    )!
    await user.click(
      within(loanTotal).getByRole('button', {
        name: `${usd(sum('longTermLiabilities'))}: open the ledger of ${isolate(loan[0]!.name)} through Mar 31, 2026`,
      }),
    )
    expect(onSelectAccount).toHaveBeenCalledExactlyOnceWith({ glAccountId: loan[0]!.id, to: asOf, accountingMethod: undefined })
    // A subtotal of many accounts opens none.
    const currentTotal = [...root.querySelectorAll<HTMLElement>('tr[data-total="group"]')].find((row) =>
      row.textContent?.startsWith('Total current assets'),
    )!
    expect(within(currentTotal).queryByRole('button')).toBeNull()
    expect(root.querySelector('[data-check="balances"]')).toBeInTheDocument()

    // The file has each group's name, accounts and subtotal.
    const downloaded = catchDownloads()
    await user.click(within(root).getByRole('button', { name: 'Export CSV' }))
    const lines = await downloaded()
    const at = (text: string) => lines.indexOf(text)
    expect(at(',Long-term liabilities')).toBeGreaterThan(at(',Current liabilities'))
    expect(at(`${loan[0]!.accountNo},${loan[0]!.name},${decimal(sum('longTermLiabilities'))}`)).toBe(at(',Long-term liabilities') + 1)
    expect(at(`,Total long-term liabilities,${decimal(sum('longTermLiabilities'))}`)).toBe(at(',Long-term liabilities') + 2)
    expect(at(`,Total current assets,${decimal(sum('currentAssets'))}`)).toBeGreaterThan(at(',Current assets'))
  })
})
