import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { GeneralLedger, type LedgerFilter } from '../src/components/GeneralLedger'
import { ProfitAndLoss, type ProfitAndLossProps, type StatementAccountSelection } from '../src/components/ProfitAndLoss'
import { SANDBOX } from '../src/sandbox'
import { focused, lastDayOf, literally } from './support/charts'
import { catchDownloads } from './support/downloads'
import { intlMoney } from './support/intlMoney'
import { tabTo } from './support/keyboard'
import { storySandbox } from './support/sandbox'
import { frenchStatementMessages, germanStatementMessages } from './support/statementMessages'
import {
  accountRow,
  activityOf,
  amountIn,
  bakeryChart,
  chartAccount,
  expectPrintsAlone,
  figureCell,
  figureName,
  failLedgerOn,
  holdLedgers,
  ledgersHeld,
  netIncomeOf,
  plainSpaces,
  productChart,
  profitAndLossAccounts,
  releaseLedgers,
  rowName,
  statementOf,
  statementRead,
  sumLabels,
  totalRow,
  totalsOf,
  YEAR_TO_DATE,
} from './support/statements'
// Story-only wrappers (the 390 px phone, the host page with its ledger); the component stylesheets come from the preview.
import './statements.stories.css'

const bakery = SANDBOX.companies.bakery
const usd = (minor: number) => intlMoney('en-US', 'USD', minor)
/** The same dates a year earlier: what `compareTo: 'previousYear'` compares this year to date with. */
const YEAR_BEFORE = { from: '2025-01-01', to: '2025-06-30' }
/** A change as the statement writes it: its sign always shown. */
const change = (minor: number) => (minor > 0 ? `+${usd(minor)}` : usd(minor))
/** The button that shows the accounts with no activity, as it names them. */
const showInactive = (n: number) => `Show ${n} ${n === 1 ? 'account' : 'accounts'} with no activity`
/** Minor units as the CSV writes them: an exact decimal, no float on the way. */
const decimal = (minor: number) => {
  const digits = String(Math.abs(minor)).padStart(3, '0')
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`
}
const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'].map((month) => ({ month, from: `${month}-01`, to: lastDayOf(month) }))

const meta = {
  title: 'Statements/ProfitAndLoss',
  component: ProfitAndLoss,
  // Every story gets the host's chart of accounts (the story sandbox's); *Without Accounts* renders its own.
  render: (args, { id }) => <ProfitAndLoss {...args} accounts={bakeryChart(id)} />,
  argTypes: {
    period: {
      control: 'object',
      description: 'A month (`\'2026-06\'`), a quarter (`\'2026-Q2\'`), a year (`\'2026\'`) or `{ from, to }`; default this year to date where the user is. The stories pin the sandbox’s year to date, Jan 1 to Jun 30, 2026.',
    },
    columns: { control: 'inline-radio', options: ['total', 'month', 'quarter'], description: 'One column for the period (`total`, the default), or one per month or quarter.' },
    compareTo: {
      control: 'inline-radio',
      options: ['none', 'previousPeriod', 'previousYear'],
      mapping: { none: undefined },
      description: 'Each column beside the same dates a year earlier (`previousYear`) or the period just before (`previousPeriod`), with the change and the change %; default none.',
    },
    accountingMethod: {
      control: 'inline-radio',
      options: ['company', 'ACCRUAL', 'CASH'],
      mapping: { company: undefined },
      description: '`ACCRUAL` or `CASH`, where the service profile carries the method; default (and otherwise) the company’s own, which the header then names.',
    },
    accounts: {
      control: false,
      description: 'The host’s chart of accounts, `{ id, name, accountNo?, type }[]` (the service lists none). Without it, the accounts the records name, and the header says so.',
    },
    onSelectAccount: {
      control: false,
      description: 'The user chose a figure (click, Enter or Space): `{ glAccountId, from, to, accountingMethod }`, for `<GeneralLedger glAccountId filter={{ beginDate: from, endDate: to, accountingMethod }}>`. Without it the figures are plain text.',
    },
    percentOfIncome: { control: 'boolean', description: 'A "% of income" column: each figure as a share of its column’s total income, shown once that income is final; default false. Offered in the options too.' },
    showOptions: { control: 'boolean', description: 'The period, columns, comparison, method and % of income choices; default true. The props are where they start.' },
    exportFileName: { control: 'text', description: 'Name of the exported file; default `profit-and-loss-<from>-<to>.csv`.' },
    headingLevel: { control: { type: 'select' }, options: [2, 3, 4, 5, 6], description: 'The level of the statement’s title, `2` to `6`; default 2, under the host’s `h1`.' },
    onLoadStart: { control: false, description: 'Reading started: the first balances, a new period or method, a retry.' },
    onLoadError: { control: false, description: 'An account’s balances failed for good (after the retries): its row says so with "Try again", and the totals leave it out.' },
    onError: { control: false, description: 'A render error inside the statement: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  args: { period: YEAR_TO_DATE, columns: 'total', showOptions: true, onSelectAccount: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
    // Two years of books, so that a comparison with the year before has a year before to read.
    sandbox: { years: 2 },
    docs: {
      description: {
        component:
          'The profit and loss of a period from the ledger’s own balances: income, expenses and net income, by month or quarter or for the whole period, compared with the period or the year before, cash or accrual. Each figure opens its account’s ledger. The story sandbox’s today is 2026-06-30, with two years of books; the bakery’s books are closed through Apr 30, 2026.',
      },
    },
  },
} satisfies Meta<typeof ProfitAndLoss>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The bakery's year to date beside the same months a year earlier. Every figure is its account's
 * activity in the sandbox's ledger; an account with no activity in either year waits behind a
 * button; Tab reaches the figures, the arrows move between them and Enter opens a ledger; the CSV
 * holds the same figures as exact decimals.
 */
export const YearToDate: Story = {
  name: 'Year to date, compared with the year before',
  args: { compareTo: 'previousYear' },
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const retail = chartAccount(id, bakery.glAccounts.retailRevenue)
    const wholesale = chartAccount(id, bakery.glAccounts.wholesaleRevenue)
    const wages = chartAccount(id, bakery.glAccounts.wages)
    const statement = await statementRead(canvasElement)

    await step('the header names the period, the company’s own method and how far the books are closed', async () => {
      await expect(within(statement).getByRole('heading', { level: 2, name: 'Profit and loss' })).toBeVisible()
      // The closing arrives on its own, beside the balances.
      await expect(await canvas.findByText(/ · Your company's accounting method · Books closed through Apr 30, 2026$/, {}, { timeout: 15_000 })).toBeVisible()
      // Jan 1 – Jun 30 ends after the closing date: the column is not closed.
      await expect(within(statement.querySelector('thead') as HTMLElement).queryByText('Closed')).toBeNull()
    })

    await step('each figure is the account’s activity in the sandbox’s ledger, beside the year before, with the change', async () => {
      for (const account of [retail, wages]) {
        const now = activityOf(sandbox, account, YEAR_TO_DATE)
        const before = activityOf(sandbox, account, YEAR_BEFORE)
        const row = accountRow(canvasElement, rowName(account))
        await expect(amountIn(figureCell(row))).toBe(usd(now))
        const [compared, changed] = row.querySelectorAll('td[data-compare]')
        await expect(compared).toHaveTextContent(usd(before))
        await expect(changed).toHaveTextContent(change(now - before))
      }
      const now = totalsOf(sandbox, chart, YEAR_TO_DATE)
      const before = totalsOf(sandbox, chart, YEAR_BEFORE)
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total income')))).toBe(usd(now.income))
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total expenses')))).toBe(usd(now.expenses))
      const net = totalRow(canvasElement, 'Net income')
      await expect(amountIn(figureCell(net))).toBe(usd(netIncomeOf(sandbox, chart, YEAR_TO_DATE)))
      await expect(net.querySelector('td[data-compare]')).toHaveTextContent(usd(before.income - before.expenses))
      // Final: no total is marked "so far".
      await expect(statement.querySelectorAll('.bk-statement__mark')).toHaveLength(0)
    })

    await step('accounts with no activity in either year wait behind "Show accounts with no activity"', async () => {
      const inactive = profitAndLossAccounts(chart).filter((account) => activityOf(sandbox, account, YEAR_TO_DATE) === 0 && activityOf(sandbox, account, YEAR_BEFORE) === 0)
      await expect(inactive.map((account) => account.id)).toContain(bakery.glAccounts.unused)
      const name = rowName(chartAccount(id, bakery.glAccounts.unused))
      await expect(canvas.queryByRole('rowheader', { name })).toBeNull()
      const toggle = canvas.getByRole('button', { name: showInactive(inactive.length) })
      await userEvent.click(toggle)
      await expect(toggle).toHaveAccessibleName('Hide accounts with no activity')
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await expect(amountIn(figureCell(accountRow(canvasElement, name)))).toBe(usd(0))
      await userEvent.click(toggle)
      await expect(canvas.queryByRole('rowheader', { name })).toBeNull()
    })

    await step('Tab reaches a figure, the arrows move between figures, Enter opens the account’s ledger', async () => {
      await tabTo(within(accountRow(canvasElement, rowName(retail))).getByRole('button'))
      await expect(focused()).toHaveAccessibleName(figureName(usd(activityOf(sandbox, retail, YEAR_TO_DATE)), retail))
      await userEvent.keyboard('{ArrowDown}')
      await expect(focused()).toHaveAccessibleName(figureName(usd(activityOf(sandbox, wholesale, YEAR_TO_DATE)), wholesale))
      await userEvent.keyboard('{Enter}')
      await expect(args.onSelectAccount).toHaveBeenCalledWith({ glAccountId: wholesale.id, from: '2026-01-01', to: '2026-06-30', accountingMethod: undefined })
    })

    await step('"Export CSV" writes the same figures as exact decimals, the year before and the change beside them', async () => {
      const downloads = catchDownloads()
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
        await expect(downloads.names).toEqual(['profit-and-loss-2026-01-01-2026-06-30.csv'])
        const csv = (await (downloads.files[0] as Blob).text()).replace(/^\uFEFF/, '').split('\r\n')
        // First what the file is, a blank line, then a header for every column, each unique. Intl's range may put thin spaces around the dash.
        await expect(csv.slice(0, 4)).toEqual(['Profit and loss', expect.stringMatching(/^"Period: Jan 1\s–\sJun 30, 2026"$/), "Your company's accounting method", ''])
        await expect(csv[4]).toMatch(/^Account number,Account,"Jan 1\s–\sJun 30, 2026","Jan 1\s–\sJun 30, 2025","Change Jan 1\s–\sJun 30, 2026","% change Jan 1\s–\sJun 30, 2026"$/)
        const now = activityOf(sandbox, retail, YEAR_TO_DATE)
        const before = activityOf(sandbox, retail, YEAR_BEFORE)
        await expect(csv).toContainEqual(expect.stringMatching(new RegExp(`^4000,Retail Bakery Sales,${decimal(now)},${decimal(before)},${decimal(now - before)},-?0\\.\\d+$`)))
        const net = netIncomeOf(sandbox, chart, YEAR_TO_DATE)
        await expect(csv.at(-2)).toMatch(new RegExp(`^,Net income,${decimal(net)},`))
      } finally {
        downloads.restore()
      }
    })

    await step('"Print" prints the statement alone: the page is marked while the browser prints, and unmarked after', async () => {
      await expectPrintsAlone(statement)
    })
  },
}

/**
 * One column per month. The months on or before the closing date (Apr 30, 2026) are marked
 * closed; each month's net income is the sandbox's (January in the red); Home, End and the arrows
 * move along a row and down a column, and Enter hands the host the month chosen.
 */
export const ByMonth: Story = {
  args: { columns: 'month' },
  play: async ({ canvasElement, args, id, step }) => {
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const retail = chartAccount(id, bakery.glAccounts.retailRevenue)
    const wholesale = chartAccount(id, bakery.glAccounts.wholesaleRevenue)
    const statement = await statementRead(canvasElement)

    await step('a column per month, January to June; the four closed ones say so', async () => {
      await within(statement.querySelector('thead') as HTMLElement).findAllByText('Closed')
      const heads = [...statement.querySelectorAll<HTMLElement>('thead th[data-col]')]
      await expect(heads.map((head) => head.firstChild?.textContent)).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026'])
      await expect(heads.map((head) => within(head).queryByText('Closed') !== null)).toEqual([true, true, true, true, false, false])
    })

    await step('each month’s net income is the sandbox’s, and January is in the red', async () => {
      const net = totalRow(canvasElement, 'Net income')
      for (const [index, month] of months.entries()) await expect(amountIn(figureCell(net, index))).toBe(usd(netIncomeOf(sandbox, chart, month)))
      await expect(netIncomeOf(sandbox, chart, months[0]!)).toBeLessThan(0)
    })

    await step('arrows, Home and End move between the figures; Enter opens the month chosen', async () => {
      const retailRow = accountRow(canvasElement, rowName(retail))
      await tabTo(within(figureCell(retailRow, 0)).getByRole('button'))
      await userEvent.keyboard('{ArrowRight}')
      await expect(focused()).toHaveAccessibleName(figureName(usd(activityOf(sandbox, retail, months[1]!)), retail))
      await userEvent.keyboard('{End}')
      await expect(focused()).toBe(within(figureCell(retailRow, 5)).getByRole('button'))
      await userEvent.keyboard('{Home}{ArrowDown}')
      await expect(focused()).toHaveAccessibleName(figureName(usd(activityOf(sandbox, wholesale, months[0]!)), wholesale))
      await userEvent.keyboard('{Enter}')
      await expect(args.onSelectAccount).toHaveBeenCalledWith({ glAccountId: wholesale.id, from: '2026-01-01', to: '2026-01-31', accountingMethod: undefined })
    })
  },
}

/** Q1 2026, the quarter the layout stories show. */
const Q1 = { from: '2026-01-01', to: '2026-03-31' }
/** A share as the "% of income" column writes it. */
const percent = (share: number) => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }).format(share)

/**
 * The bakery's chart as a QuickBooks Online company types it (`Income`, `Cost of Goods Sold`,
 * `Expense`, `Other Income`, `Other Expense`, `Bank`, `Fixed Asset`…), laid out as QuickBooks
 * lays it out: gross profit after cost of goods sold, net operating income after expenses, net
 * other income after other income and expenses, then net income, with the "% of income" column.
 * Cost of goods sold is one account: its total opens that account's ledger.
 */
export const QuickBooksChart: Story = {
  name: 'QuickBooks Online chart, with % of income',
  args: { period: Q1, percentOfIncome: true },
  render: (args, { id }) => <ProfitAndLoss {...args} accounts={productChart(id, 'quickBooks')} />,
  play: async ({ canvasElement, args, id }) => {
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    await statementRead(canvasElement)
    await expect(sumLabels(canvasElement)).toEqual([
      'Total income',
      'Total cost of goods sold',
      'Gross profit',
      'Total expenses',
      'Net operating income',
      'Total other income',
      'Total other expenses',
      'Net other income',
      'Net income',
    ])
    const interest = activityOf(sandbox, chartAccount(id, 'gla_co1_interest_income'), Q1)
    const income = totalsOf(sandbox, chart, Q1).income - interest
    const net = netIncomeOf(sandbox, chart, Q1)
    const netRow = totalRow(canvasElement, 'Net income')
    await expect(amountIn(figureCell(netRow))).toBe(usd(net))
    await expect(plainSpaces(netRow.querySelector('td[data-share]')?.textContent ?? '')).toBe(plainSpaces(percent(net / income)))
    const ingredients = chartAccount(id, bakery.glAccounts.busyExpense)
    await userEvent.click(within(totalRow(canvasElement, 'Total cost of goods sold')).getByRole('button', { name: figureName(usd(activityOf(sandbox, ingredients, Q1)), ingredients) }))
    await expect(args.onSelectAccount).toHaveBeenCalledWith({ glAccountId: ingredients.id, from: Q1.from, to: Q1.to, accountingMethod: undefined })
  },
}

/**
 * The bakery's chart as a Xero organisation types it (`REVENUE`, `DIRECTCOSTS`, `OVERHEADS`,
 * `DEPRECIATN`, `OTHERINCOME`, and `BANK`, `CURRENT`, `FIXED`, `CURRLIAB`, `TERMLIAB`, `EQUITY`
 * for the balance sheet's): every income and expense account in its section, no balance-sheet
 * account among them, and net income the ledger's.
 */
export const XeroChart: Story = {
  name: 'Xero chart',
  args: { period: Q1 },
  render: (args, { id }) => <ProfitAndLoss {...args} accounts={productChart(id, 'xero')} />,
  play: async ({ canvasElement, id }) => {
    const sandbox = storySandbox(id)
    const statement = await statementRead(canvasElement)
    await expect([...statement.querySelectorAll('tbody[data-section]')].map((section) => section.getAttribute('data-section'))).toEqual([
      'income',
      'costOfGoodsSold',
      'grossProfit',
      'expenses',
      'netOperatingIncome',
      'otherIncome',
      'netOtherIncome',
    ])
    await expect(statement).not.toHaveTextContent('Accounts of type')
    await expect(amountIn(figureCell(totalRow(canvasElement, 'Net income')))).toBe(usd(netIncomeOf(sandbox, bakeryChart(id), Q1)))
  },
}

/**
 * Accrual figures, asked for: income when invoiced. Choosing "Cash" reads the balances under
 * cash (income when paid), and a figure then opens its ledger under cash too.
 */
export const Accrual: Story = {
  args: { accountingMethod: 'ACCRUAL' },
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const wholesale = chartAccount(id, bakery.glAccounts.wholesaleRevenue)
    const accrual = activityOf(sandbox, wholesale, YEAR_TO_DATE, 'ACCRUAL')
    const cash = activityOf(sandbox, wholesale, YEAR_TO_DATE, 'CASH')
    await expect(accrual).not.toBe(cash)
    await statementRead(canvasElement)

    await step('the header says accrual, and wholesale is what was invoiced', async () => {
      await expect(await canvas.findByText(/ · Accrual basis · Books closed through /, {}, { timeout: 15_000 })).toBeVisible()
      await expect(amountIn(figureCell(accountRow(canvasElement, rowName(wholesale))))).toBe(usd(accrual))
    })

    await step('"Cash" reads the cash balances: wholesale is what was paid', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Accounting method' }), 'Cash')
      await expect(await canvas.findByText(/ · Cash basis · Books closed through /, {}, { timeout: 15_000 })).toBeVisible()
      await statementRead(canvasElement)
      await waitFor(() => expect(amountIn(figureCell(accountRow(canvasElement, rowName(wholesale))))).toBe(usd(cash)))
      await userEvent.click(within(accountRow(canvasElement, rowName(wholesale))).getByRole('button'))
      await expect(args.onSelectAccount).toHaveBeenCalledWith({ glAccountId: wholesale.id, from: '2026-01-01', to: '2026-06-30', accountingMethod: 'CASH' })
    })
  },
}

/**
 * Cash figures for the accrual bakery: income when the money came in. An account whose cash
 * activity is nothing in the period (sales discounts only reduce invoices) is hidden with the
 * accounts that had none at all.
 */
export const Cash: Story = {
  args: { accountingMethod: 'CASH' },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    await statementRead(canvasElement)
    await expect(await canvas.findByText(/ · Cash basis · Books closed through /, {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Accounting method' })).toHaveDisplayValue('Cash')
    const totals = totalsOf(sandbox, chart, YEAR_TO_DATE, 'CASH')
    await expect(amountIn(figureCell(totalRow(canvasElement, 'Total income')))).toBe(usd(totals.income))
    await expect(amountIn(figureCell(totalRow(canvasElement, 'Net income')))).toBe(usd(netIncomeOf(sandbox, chart, YEAR_TO_DATE, 'CASH')))
    const inactive = profitAndLossAccounts(chart).filter((account) => activityOf(sandbox, account, YEAR_TO_DATE, 'CASH') === 0)
    await expect(canvas.getByRole('button', { name: showInactive(inactive.length) })).toBeVisible()
  },
}

/**
 * On `describedService`, whose GL query carries no accounting method: the host asks for cash,
 * but the figures are the company's own method (the bakery's accrual), the header says so, and
 * no method is offered. A figure opens its ledger without a method.
 */
export const DescribedService: Story = {
  args: { accountingMethod: 'CASH' },
  parameters: { sandbox: { profile: 'described' } },
  play: async ({ canvasElement, args, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const retail = chartAccount(id, bakery.glAccounts.retailRevenue)
    await statementRead(canvasElement)
    await expect(await canvas.findByText(/ · Your company's accounting method · Books closed through /, {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Accounting method' })).toBeNull()
    const row = accountRow(canvasElement, rowName(retail))
    await expect(amountIn(figureCell(row))).toBe(usd(activityOf(sandbox, retail, YEAR_TO_DATE, 'ACCRUAL')))
    await userEvent.click(within(row).getByRole('button'))
    await expect(args.onSelectAccount).toHaveBeenCalledWith({ glAccountId: retail.id, from: '2026-01-01', to: '2026-06-30', accountingMethod: undefined })
  },
}

/**
 * The ledgers of Wages and Rent have not answered yet: the other accounts show their figures, the
 * two say "Reading…", a line counts the accounts read, the expenses and net income are marked
 * "so far" (income, all read, is not), and there is nothing to export yet. Then they answer.
 */
export const StillReading: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => holdLedgers(id, [bakery.glAccounts.wages, bakery.glAccounts.rent]),
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const accounts = profitAndLossAccounts(chart)
    const held = new Set<string>([bakery.glAccounts.wages, bakery.glAccounts.rent])
    const totals = totalsOf(sandbox, chart, YEAR_TO_DATE)
    const heldExpenses = accounts.filter((account) => held.has(account.id)).reduce((sum, account) => sum + activityOf(sandbox, account, YEAR_TO_DATE), 0)
    await ledgersHeld(id)

    await step('the accounts read so far are counted, and the two held ones are still reading', async () => {
      await expect(await canvas.findByText(`Reading ${accounts.length - 2} of ${accounts.length} accounts…`, {}, { timeout: 15_000 })).toBeVisible()
      const wages = accountRow(canvasElement, rowName(chartAccount(id, bakery.glAccounts.wages)))
      await expect(wages).toHaveAttribute('data-status', 'reading')
      await expect(within(wages).getByText('Reading…')).toBeInTheDocument()
      await expect(within(wages).queryByRole('button')).toBeNull()
      await expect(statementOf(canvasElement)).toHaveAttribute('aria-busy', 'true')
    })

    await step('income is final; expenses and net income are sums so far, and say so', async () => {
      const income = totalRow(canvasElement, 'Total income')
      await expect(amountIn(figureCell(income))).toBe(usd(totals.income))
      await expect(income).not.toHaveTextContent('so far')
      const expenses = totalRow(canvasElement, 'Total expenses')
      await expect(amountIn(figureCell(expenses))).toBe(usd(totals.expenses - heldExpenses))
      await expect(expenses).toHaveTextContent('(so far)')
      await expect(totalRow(canvasElement, 'Net income')).toHaveTextContent('(so far)')
      const exportButton = canvas.getByRole('button', { name: 'Export CSV' })
      await expect(exportButton).toHaveAttribute('aria-disabled', 'true')
      await expect(exportButton).toHaveAccessibleDescription('Export is ready once every account is read.')
    })

    await step('once the two answer, every figure is final', async () => {
      releaseLedgers(id)
      await statementRead(canvasElement)
      await expect(canvas.queryByText(/^Reading \d+ of/)).toBeNull()
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total expenses')))).toBe(usd(totals.expenses))
      await expect(totalRow(canvasElement, 'Net income')).not.toHaveTextContent('so far')
      await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'false')
    })
  },
}

/** Where Wages' page of lines starts (the period's first day: its balances before Jan 1 and Jul 1 are one page), which *An Account Failing* cannot read. */
const WAGES_FAILING_ON = '2026-01-01'
const mends = new Map<string, () => void>()

/**
 * One of Wages' balances fails every attempt (the first try and both retries, each the service's
 * 500): its row says it could not be read, with "Try again"; the totals leave it out and say so.
 * Once the service answers again, Try again reads it, and the totals are whole.
 */
export const AccountFailing: Story = {
  name: 'An account failing',
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    mends.set(id, failLedgerOn(id, bakery.glAccounts.wages, WAGES_FAILING_ON))
  },
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const wages = chartAccount(id, bakery.glAccounts.wages)
    const totals = totalsOf(sandbox, chart, YEAR_TO_DATE)
    const wagesActivity = activityOf(sandbox, wages, YEAR_TO_DATE)

    await step('the row says it could not be read, and the totals leave it out', async () => {
      await expect(await canvas.findByText('1 account could not be read: the totals leave it out.', {}, { timeout: 15_000 })).toBeVisible()
      await waitFor(() => expect(statementOf(canvasElement)).toHaveAttribute('data-figures', 'stopped'), { timeout: 15_000 })
      const row = accountRow(canvasElement, rowName(wages))
      await expect(row).toHaveTextContent('Could not be read.')
      const expenses = totalRow(canvasElement, 'Total expenses')
      await expect(amountIn(figureCell(expenses))).toBe(usd(totals.expenses - wagesActivity))
      await expect(expenses).toHaveTextContent('(leaves out 1 account)')
      await expect(totalRow(canvasElement, 'Net income')).toHaveTextContent('(leaves out 1 account)')
      await expect(totalRow(canvasElement, 'Total income')).not.toHaveTextContent('leaves out')
      await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true')
      await expect(args.onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'service' }))
    })

    await step('the service answers again: "Try again" reads the account, and the totals are whole', async () => {
      mends.get(id)?.()
      await userEvent.click(within(accountRow(canvasElement, rowName(wages))).getByRole('button', { name: 'Try again' }))
      await statementRead(canvasElement)
      await expect(amountIn(figureCell(accountRow(canvasElement, rowName(wages))))).toBe(usd(wagesActivity))
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total expenses')))).toBe(usd(totals.expenses))
      await expect(canvas.queryByText(/could not be read/)).toBeNull()
    })
  },
}

/**
 * No `accounts`: the statement reads the accounts the records name (the synced bank transactions,
 * every invoice's lines, what this session saved) and says so under the title, naming them, and
 * that others may be missing. Accounts that only journal entries post to (depreciation, payroll
 * taxes) are not among them, so no total is final: each says it holds only the accounts found.
 */
export const WithoutAccounts: Story = {
  render: (args) => <ProfitAndLoss {...args} />,
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const retail = chartAccount(id, bakery.glAccounts.retailRevenue)
    await statementRead(canvasElement, 'partial')
    const from = await canvas.findByText(/^From only the \d+ accounts your records use: others may be missing$/)
    const counted = Number(/\d+/.exec(from.textContent ?? '')?.[0])
    // Every account it names is on the statement (or behind "Show accounts with no activity").
    const inactive = Number(/\d+/.exec(canvas.queryByRole('button', { name: /with no activity$/ })?.textContent ?? '0')?.[0])
    await expect(canvasElement.querySelectorAll('.bk-statement__table tbody tr[data-status]').length + inactive).toBe(counted)
    await expect(counted).toBeLessThan(profitAndLossAccounts(bakeryChart(id)).length)
    // Only journal entries post depreciation and payroll taxes; the records read here never name them.
    for (const name of ['6050 · Payroll Tax Expense', '6700 · Depreciation']) await expect(canvas.queryByRole('rowheader', { name })).toBeNull()
    const row = accountRow(canvasElement, rowName(retail))
    await expect(amountIn(figureCell(row))).toBe(usd(activityOf(sandbox, retail, YEAR_TO_DATE)))
    await expect(figureCell(totalRow(canvasElement, 'Net income'))).toHaveTextContent('(accounts found only)')
  },
}

/**
 * In a phone's 390 px: one column at a time (the picker chooses it), the year before and the
 * change folded under each figure, and nothing scrolls sideways.
 */
export const Narrow: Story = {
  args: { columns: 'quarter', compareTo: 'previousYear' },
  decorators: [
    (Story) => (
      <div className="story-phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const retail = chartAccount(id, bakery.glAccounts.retailRevenue)
    const statement = await statementRead(canvasElement)
    const q1 = { from: '2026-01-01', to: '2026-03-31' }
    const q2 = { from: '2026-04-01', to: '2026-06-30' }
    const yearBefore = ({ from, to }: { from: string; to: string }) => ({ from: `2025${from.slice(4)}`, to: `2025${to.slice(4)}` })

    await step('nothing scrolls sideways', async () => {
      const phone = canvasElement.querySelector('.story-phone') as HTMLElement
      const root = phone.querySelector('.bk-root') as HTMLElement
      const scroll = statement.querySelector('.bk-statement__scroll') as HTMLElement
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
      await expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth)
      await expect(root.getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right + 0.5)
    })

    await step('one quarter at a time, the year before and the change folded under each figure', async () => {
      const row = accountRow(canvasElement, rowName(retail))
      const now = activityOf(sandbox, retail, q1)
      const before = activityOf(sandbox, retail, yearBefore(q1))
      await expect(figureCell(row, 0)).toBeVisible()
      await expect(figureCell(row, 1)).not.toBeVisible()
      for (const cell of row.querySelectorAll('td[data-compare]')) await expect(cell).not.toBeVisible()
      const fold = figureCell(row, 0).querySelector('.bk-statement__fold') as HTMLElement
      await expect(fold).toBeVisible()
      await expect(fold.textContent?.startsWith(`vs ${usd(before)} · ${change(now - before)} (`)).toBe(true)
    })

    await step('"Showing" picks the other quarter', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Showing' }), 'Q2 2026')
      const row = accountRow(canvasElement, rowName(retail))
      await expect(figureCell(row, 1)).toBeVisible()
      await expect(figureCell(row, 0)).not.toBeVisible()
      await expect(amountIn(figureCell(row, 1))).toBe(usd(activityOf(sandbox, retail, q2)))
      const root = canvasElement.querySelector('.bk-root') as HTMLElement
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    })
  },
}

/** `data-bk-theme="dark"`: figures take the dark primary colour, and axe checks every text's contrast. */
export const Dark: Story = {
  args: { compareTo: 'previousYear' },
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement, id }) => {
    await statementRead(canvasElement)
    const row = accountRow(canvasElement, rowName(chartAccount(id, bakery.glAccounts.retailRevenue)))
    await expect(getComputedStyle(within(row).getByRole('button')).color).toBe('rgb(122, 162, 255)')
    await expect(getComputedStyle(canvasElement.querySelector('.bk-root') as HTMLElement).backgroundColor).not.toBe('rgb(255, 255, 255)')
  },
}

const eur = (minor: number) => intlMoney('de-DE', 'EUR', minor)

/** `de-DE` with euros, the statement's strings in German through the provider's `messages`. */
export const German: Story = {
  args: { compareTo: 'previousYear' },
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanStatementMessages } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const retail = chartAccount(id, bakery.glAccounts.retailRevenue)
    await statementRead(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Gewinn- und Verlustrechnung' })).toBeVisible()
    await expect(await canvas.findByText(/ · Methode Ihres Unternehmens · Bücher abgeschlossen bis 30\.04\.2026$/)).toBeVisible()
    const row = accountRow(canvasElement, rowName(retail))
    await expect(plainSpaces(within(row).getByRole('button').getAttribute('aria-label') ?? '')).toMatch(
      new RegExp(`^${literally(plainSpaces(eur(activityOf(sandbox, retail, YEAR_TO_DATE))))}: Hauptbuch von Retail Bakery Sales öffnen, `),
    )
    await expect(row.querySelector('td[data-compare]')).toHaveTextContent(plainSpaces(eur(activityOf(sandbox, retail, YEAR_BEFORE))))
    await expect(amountIn(figureCell(totalRow(canvasElement, 'Ergebnis')))).toBe(eur(netIncomeOf(sandbox, chart, YEAR_TO_DATE)))
    await expect(canvas.getByRole('button', { name: '1 Konto ohne Bewegungen zeigen' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Vergleichen mit' })).toHaveDisplayValue('Vorjahr')
  },
}

const cad = (minor: number) => intlMoney('fr-CA', 'CAD', minor)

/** `fr-CA` with Canadian dollars, by quarter, the strings in Canadian French. */
export const FrenchCanadian: Story = {
  args: { columns: 'quarter' },
  parameters: { bookkit: { locale: 'fr-CA', currency: 'CAD', messages: frenchStatementMessages } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const statement = await statementRead(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'État des résultats' })).toBeVisible()
    const heads = [...statement.querySelectorAll<HTMLElement>('thead th[data-col]')]
    await expect(heads.map((head) => head.firstChild?.textContent)).toEqual(['T1 2026', 'T2 2026'])
    await expect(await within(heads[0]!).findByText('Fermé')).toBeVisible()
    await expect(within(heads[1]!).queryByText('Fermé')).toBeNull()
    const net = totalRow(canvasElement, 'Résultat net')
    await expect(amountIn(figureCell(net, 0))).toBe(cad(netIncomeOf(sandbox, chart, { from: '2026-01-01', to: '2026-03-31' })))
    await expect(amountIn(figureCell(net, 1))).toBe(cad(netIncomeOf(sandbox, chart, { from: '2026-04-01', to: '2026-06-30' })))
  },
}

/** A host page: the statement, and under it the ledger of the figure the user chose, over that figure's dates. */
function StatementWithLedger({ storyId, onSelectAccount, ...props }: ProfitAndLossProps & { storyId: string }) {
  const chart = bakeryChart(storyId)
  const [chosen, setChosen] = useState<{ glAccountId: string; filter: LedgerFilter }>()
  const account = chosen && chart.find((candidate) => candidate.id === chosen.glAccountId)
  const open = (selection: StatementAccountSelection) => {
    onSelectAccount?.(selection)
    const { glAccountId, from, to, accountingMethod } = selection
    setChosen({ glAccountId, filter: { beginDate: from, endDate: to, ...(accountingMethod && { accountingMethod }) } })
  }
  return (
    <div className="story-statement-page">
      <ProfitAndLoss {...props} accounts={chart} onSelectAccount={open} />
      {chosen ? (
        <GeneralLedger
          glAccountId={chosen.glAccountId}
          glAccount={account}
          filter={chosen.filter}
          onFilterChange={(filter) => setChosen({ ...chosen, filter })}
        />
      ) : (
        <p className="story-statement-page__hint">Choose a figure to open its account’s ledger over its dates.</p>
      )}
    </div>
  )
}

/**
 * `onSelectAccount` wired to `<GeneralLedger>` on one page: choosing Wages in March opens the
 * Wages ledger on March, with the balance before it and exactly March's lines; choosing Retail
 * Bakery Sales in June then opens that one.
 */
export const OpeningTheLedger: Story = {
  args: { columns: 'month' },
  render: (args, { id }) => <StatementWithLedger {...args} storyId={id} />,
  play: async ({ canvasElement, args, id, step }) => {
    const sandbox = storySandbox(id)
    await statementRead(canvasElement)
    const ledgerLines = () => [...canvasElement.querySelectorAll<HTMLElement>('.bk-general-ledger .bk-grid__body [role="row"]')].filter((row) => row.querySelector('time'))
    const linesOf = (glAccountId: string, { from, to }: { from: string; to: string }) => sandbox.inspect.glLines(glAccountId).filter((line) => line.date >= from && line.date <= to)

    for (const [glAccountId, month] of [
      [bakery.glAccounts.wages, months[2]!],
      [bakery.glAccounts.retailRevenue, months[5]!],
    ] as const) {
      const account = chartAccount(id, glAccountId)
      await step(`${account.name} in ${month.month}: the ledger of that account over that month`, async () => {
        await userEvent.click(within(figureCell(accountRow(canvasElement, rowName(account)), months.indexOf(month))).getByRole('button'))
        await expect(args.onSelectAccount).toHaveBeenLastCalledWith({ glAccountId, from: month.from, to: month.to, accountingMethod: undefined })
        const ledger = canvasElement.querySelector('.bk-general-ledger') as HTMLElement
        await expect(await within(ledger).findByRole('heading', { name: account.name }, { timeout: 10_000 })).toBeVisible()
        await expect(within(ledger).getByLabelText('From')).toHaveValue(month.from)
        await expect(within(ledger).getByLabelText('To')).toHaveValue(month.to)
        const expected = linesOf(glAccountId, month).length
        await expect(await within(ledger).findByText(`${expected} lines loaded`, {}, { timeout: 10_000 })).toBeInTheDocument()
        // The rows in view (the grid keeps only those in the DOM) are all of that month.
        await expect(ledgerLines().length).toBeGreaterThan(0)
        for (const line of ledgerLines()) await expect(line.querySelector('time')?.getAttribute('datetime')).toMatch(new RegExp(`^${month.month}-`))
        await expect(within(ledger).getByRole('row', { name: /Beginning balance/ })).toBeVisible()
      })
    }
  },
}

/** Every figure a total line shows, with the line and column it is in and whether it carries its mark. */
const totalFigures = (root: ParentNode) =>
  [...root.querySelectorAll('tr[data-total]')].flatMap((row) =>
    [...row.querySelectorAll('td')].flatMap((cell, index) => {
      const copy = cell.cloneNode(true) as HTMLElement
      for (const fold of copy.querySelectorAll('.bk-statement__fold')) fold.remove()
      const text = plainSpaces(copy.textContent ?? '').trim()
      return /\d/.test(text) ? [{ key: `${row.querySelector('th')?.textContent ?? ''}#${index}`, text, marked: cell.querySelector('.bk-statement__mark') !== null }] : []
    }),
  )

/**
 * The year to date beside the year before while every request takes 150 ms: totals, compared
 * figures, changes and percents fill in as the accounts arrive, each marked "so far" until every
 * figure it is made of is read, so no sum is ever shown as final before it is.
 */
export const ComparedWhileLoading: Story = {
  name: 'Compared statement while it loads',
  args: { compareTo: 'previousYear' },
  parameters: { sandbox: { years: 2, latencyMs: 150 } },
  play: async ({ canvasElement, step }) => {
    const unmarked = new Map<string, Set<string>>()
    let marked = 0
    const look = () => {
      for (const figure of totalFigures(canvasElement)) {
        if (figure.marked) marked++
        else unmarked.set(figure.key, (unmarked.get(figure.key) ?? new Set()).add(figure.text))
      }
    }
    const observer = new MutationObserver(look)
    observer.observe(canvasElement, { subtree: true, childList: true, characterData: true, attributes: true })
    look()
    let statement: HTMLElement
    try {
      statement = await statementRead(canvasElement)
      look()
    } finally {
      observer.disconnect()
    }
    await step('while it loaded, every total that was not final said "so far", in every cell', async () => {
      await expect(marked).toBeGreaterThan(0)
      const final = new Map(totalFigures(statement).map((figure) => [figure.key, figure.text]))
      // A figure shown without its mark was already its final one.
      for (const [key, texts] of unmarked) await expect([...texts]).toEqual([final.get(key)])
    })
    await step('once every account is read, no total is marked', async () => {
      await expect(statement.querySelectorAll('.bk-statement__mark')).toHaveLength(0)
      await expect(totalRow(canvasElement, 'Net income').querySelectorAll('td[data-compare]')).toHaveLength(3)
    })
  },
}
