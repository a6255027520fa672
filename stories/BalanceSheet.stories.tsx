import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BalanceSheet, type BalanceSheetAccountSelection, type BalanceSheetProps } from '../src/components/BalanceSheet'
import { GeneralLedger, type LedgerFilter } from '../src/components/GeneralLedger'
import { SANDBOX } from '../src/sandbox'
import { focused, literally } from './support/charts'
import { accountsTheRecordsName, balanceOf, balanceSheetAccounts, checkOf, computedRow, sheetOf } from './support/balanceSheet'
import { catchDownloads } from './support/downloads'
import { intlMoney } from './support/intlMoney'
import { tabTo } from './support/keyboard'
import { storySandbox } from './support/sandbox'
import { germanStatementMessages } from './support/statementMessages'
import {
  accountRow,
  amountIn,
  bakeryChart,
  chartAccount,
  expectPrintsAlone,
  failLedgerOn,
  figureCell,
  plainSpaces,
  productChart,
  rowName,
  statementOf,
  statementRead,
  TODAY,
  totalRow,
} from './support/statements'
// Story-only wrappers (the 390 px phone, the host page with its ledger); the component stylesheets come from the preview.
import './statements.stories.css'

const bakery = SANDBOX.companies.bakery
const usd = (minor: number) => intlMoney('en-US', 'USD', minor)
/** A change as the statement writes it: its sign always shown. */
const change = (minor: number) => (minor > 0 ? `+${usd(minor)}` : usd(minor))
/** The button that shows the accounts with a zero balance, as it names them. */
const showZero = (n: number) => `Show ${n} ${n === 1 ? 'account' : 'accounts'} with a zero balance`
/** Minor units as the CSV writes them: an exact decimal, no float on the way. */
const decimal = (minor: number) => {
  const digits = String(Math.abs(minor)).padStart(3, '0')
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`
}
/** A figure's button as a screen reader hears it: its amount and the ledger it opens, through the sheet's date. */
const figureName = (amount: string, account: { name: string }, date: string) => `${amount}: open the ledger of ${account.name} through ${date}`
/** A month end before the sandbox's today, in the closed books (closed through Apr 30, 2026). */
const QUARTER_END = '2026-03-31'
const YEAR_END = '2025-12-31'

const meta = {
  title: 'Statements/BalanceSheet',
  component: BalanceSheet,
  // Every story gets the host's chart of accounts (the story sandbox's); *Without Accounts* renders its own.
  render: (args, { id }) => <BalanceSheet {...args} accounts={bakeryChart(id)} />,
  argTypes: {
    asOf: {
      control: 'text',
      description: 'The day the balances are at the end of, `YYYY-MM-DD`; default today where the user is. The stories pin the sandbox’s today, Jun 30, 2026.',
    },
    compareTo: {
      control: 'inline-radio',
      options: ['none', 'previousMonthEnd', 'previousYearEnd'],
      mapping: { none: undefined },
      description: 'Each balance beside its balance at the end of the month before (`previousMonthEnd`) or of the fiscal year before (`previousYearEnd`), with the change and the change %; default none.',
    },
    accountingMethod: {
      control: 'inline-radio',
      options: ['company', 'ACCRUAL', 'CASH'],
      mapping: { company: undefined },
      description: '`ACCRUAL` or `CASH`, where the service profile carries the method; default (and otherwise) the company’s own, which the header then names.',
    },
    accounts: {
      control: false,
      description:
        'The host’s chart of accounts, `{ id, name, accountNo?, type }[]` (the service lists none). Without it, the accounts the records name, and the header says so: a bank account’s own GL account is never among them, so the sheet cannot balance.',
    },
    fiscalYearStart: {
      control: 'object',
      description: 'The month and day the fiscal year starts on, `{ month, day }`; default January 1. It splits this year’s net income from retained earnings, and names the year end compared with.',
    },
    onSelectAccount: {
      control: false,
      description: 'The user chose a balance (click, Enter or Space): `{ glAccountId, to, accountingMethod }`, for `<GeneralLedger glAccountId filter={{ endDate: to, accountingMethod }}>`. Without it the figures are plain text.',
    },
    showOptions: { control: 'boolean', description: 'The date, comparison and method choices; default true. The props are where they start.' },
    exportFileName: { control: 'text', description: 'Name of the exported file; default `balance-sheet-<asOf>.csv`.' },
    headingLevel: { control: { type: 'select' }, options: [2, 3, 4, 5, 6], description: 'The level of the sheet’s title, `2` to `6`; default 2, under the host’s `h1`.' },
    onLoadStart: { control: false, description: 'Reading started: the first balances, a new date, comparison or method, a retry.' },
    onLoadError: { control: false, description: 'An account’s balances failed for good (after the retries): its row says so with "Try again", and the totals that need it are not shown.' },
    onError: { control: false, description: 'A render error inside the sheet: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  args: { asOf: TODAY, showOptions: true, onSelectAccount: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
    // Two years of books (from Jul 1, 2024), so that a fiscal year has years before it: retained earnings.
    sandbox: { years: 2 },
    docs: {
      description: {
        component:
          'What the business owns and owes at the end of a day, from the ledger’s own balances: assets, liabilities and equity, with this fiscal year’s net income and retained earnings as lines of equity, compared with the month end or fiscal year end before, cash or accrual. Under the table, whether the books balance. The story sandbox’s today is 2026-06-30, with two years of books; the bakery’s books are closed through Apr 30, 2026.',
      },
    },
  },
} satisfies Meta<typeof BalanceSheet>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The bakery on the sandbox's today. Every balance is its account's in the sandbox's ledger; net
 * income this year and retained earnings are summed from the income and expense accounts' lines;
 * the books balance, and the note says so. An account with a zero balance waits behind a button;
 * Tab reaches the figures, the arrows move between them and Enter opens a ledger; the CSV holds
 * the same figures as exact decimals.
 */
export const Today: Story = {
  name: 'Today',
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const checking = chartAccount(id, bakery.glAccounts.checking)
    const savings = chartAccount(id, bakery.glAccounts.savings)
    const sheet = sheetOf(sandbox, chart, TODAY)
    const statement = await statementRead(canvasElement)

    await step('the header names the date, the company’s own method and how far the books are closed', async () => {
      await expect(within(statement).getByRole('heading', { level: 2, name: 'Balance sheet' })).toBeVisible()
      // The closing arrives on its own, beside the balances.
      await expect(await canvas.findByText("As of Jun 30, 2026 · Your company's accounting method · Books closed through Apr 30, 2026", {}, { timeout: 15_000 })).toBeVisible()
      // Jun 30 is after the closing date: the column is not closed.
      await expect(within(statement.querySelector('thead') as HTMLElement).queryByText('Closed')).toBeNull()
    })

    await step('each balance is the account’s in the sandbox’s ledger; equity’s computed lines are summed from the income and expense accounts', async () => {
      for (const account of balanceSheetAccounts(chart)) {
        const balance = balanceOf(sandbox, account, TODAY)
        if (balance !== 0) await expect(amountIn(figureCell(accountRow(canvasElement, rowName(account))))).toBe(usd(balance))
      }
      await expect(amountIn(figureCell(computedRow(canvasElement, 'Net income this fiscal year')))).toBe(usd(sheet.netIncome))
      await expect(amountIn(figureCell(computedRow(canvasElement, 'Retained earnings')))).toBe(usd(sheet.retainedEarnings))
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total liabilities')))).toBe(usd(sheet.liabilities))
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total equity')))).toBe(usd(sheet.equity))
      // Final: no total is marked.
      await expect(statement.querySelectorAll('.bk-statement__mark')).toHaveLength(0)
    })

    await step('total assets equal total liabilities and equity, and the note says the books balance', async () => {
      await expect(sheet.difference).toBe(0)
      const assets = amountIn(figureCell(totalRow(canvasElement, 'Total assets')))
      await expect(assets).toBe(usd(sheet.assets))
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total liabilities and equity')))).toBe(assets)
      await expect(checkOf(canvasElement)).toHaveAttribute('data-check', 'balances')
      await expect(checkOf(canvasElement)).toHaveTextContent('The books balance: assets equal liabilities plus equity.')
    })

    await step('accounts with a zero balance wait behind "Show accounts with a zero balance"', async () => {
      const zero = balanceSheetAccounts(chart).filter((account) => balanceOf(sandbox, account, TODAY) === 0)
      await expect(zero.map((account) => account.id)).toContain(bakery.glAccounts.undepositedFunds)
      const name = rowName(chartAccount(id, bakery.glAccounts.undepositedFunds))
      await expect(canvas.queryByRole('rowheader', { name })).toBeNull()
      const toggle = canvas.getByRole('button', { name: showZero(zero.length) })
      await userEvent.click(toggle)
      await expect(toggle).toHaveAccessibleName('Hide accounts with a zero balance')
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await expect(amountIn(figureCell(accountRow(canvasElement, name)))).toBe(usd(0))
      await userEvent.click(toggle)
      await expect(canvas.queryByRole('rowheader', { name })).toBeNull()
    })

    await step('Tab reaches a balance, the arrows move between them, Enter opens the account’s ledger through the date', async () => {
      await tabTo(within(accountRow(canvasElement, rowName(checking))).getByRole('button'))
      await expect(focused()).toHaveAccessibleName(figureName(usd(balanceOf(sandbox, checking, TODAY)), checking, 'Jun 30, 2026'))
      await userEvent.keyboard('{ArrowDown}')
      await expect(focused()).toHaveAccessibleName(figureName(usd(balanceOf(sandbox, savings, TODAY)), savings, 'Jun 30, 2026'))
      await userEvent.keyboard('{Enter}')
      await expect(args.onSelectAccount).toHaveBeenCalledWith({ glAccountId: savings.id, to: TODAY, accountingMethod: undefined })
    })

    await step('"Export CSV" writes the same figures as exact decimals, the zero balances too', async () => {
      const downloads = catchDownloads()
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
        await expect(downloads.names).toEqual(['balance-sheet-2026-06-30.csv'])
        const csv = (await (downloads.files[0] as Blob).text()).replace(/^\uFEFF/, '').split('\r\n')
        // What the file is (title, date, basis), a blank line, then the table.
        await expect(csv.slice(0, 5)).toEqual(['Balance sheet', '"As of Jun 30, 2026"', "Your company's accounting method", '', 'Account number,Account,"Jun 30, 2026"'])
        await expect(csv).toContain(`1000,Business Checking,${decimal(balanceOf(sandbox, checking, TODAY))}`)
        await expect(csv).toContain(`1050,Undeposited Funds,${decimal(0)}`)
        await expect(csv).toContain(`,Net income this fiscal year,${decimal(sheet.netIncome)}`)
        await expect(csv).toContain(`,Retained earnings,${decimal(sheet.retainedEarnings)}`)
        await expect(csv).toContain(`,Total assets,${decimal(sheet.assets)}`)
        await expect(csv.at(-2)).toBe(`,Total liabilities and equity,${decimal(sheet.liabilitiesAndEquity)}`)
      } finally {
        downloads.restore()
      }
    })

    await step('"Print" prints the sheet alone: the page is marked while the browser prints, and unmarked after', async () => {
      await expectPrintsAlone(statement)
    })
  },
}

/**
 * The end of the first quarter, in the closed books, beside the fiscal year end before. Net income
 * is the quarter's, against the whole of 2025; retained earnings are what came before each fiscal
 * year. The books balance on both dates. Choosing "Previous month end" compares with February.
 */
export const PastMonthEnd: Story = {
  name: 'A past month end, compared with the year end before',
  args: { asOf: QUARTER_END, compareTo: 'previousYearEnd' },
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const checking = chartAccount(id, bakery.glAccounts.checking)
    const loan = chartAccount(id, 'gla_co1_loan')
    const now = sheetOf(sandbox, chart, QUARTER_END)
    const before = sheetOf(sandbox, chart, YEAR_END)
    const statement = await statementRead(canvasElement)

    await step('the column is Mar 31, 2026, closed, beside Dec 31, 2025', async () => {
      await expect(await canvas.findByText(/^As of Mar 31, 2026 · Your company's accounting method · Books closed through Apr 30, 2026$/, {}, { timeout: 15_000 })).toBeVisible()
      const head = statement.querySelector('thead th[data-col="0"]:not([data-compare])') as HTMLElement
      await expect(await within(head).findByText('Closed')).toBeVisible()
      await expect(head.firstChild?.textContent).toBe('Mar 31, 2026')
      await expect(statement.querySelector('thead th[data-compare]')).toHaveTextContent('Dec 31, 2025')
      await expect(canvas.getByRole('combobox', { name: 'Compare with' })).toHaveDisplayValue('Previous fiscal year end')
    })

    await step('each balance beside its balance at the year end, with the change', async () => {
      for (const account of [checking, loan]) {
        const balance = balanceOf(sandbox, account, QUARTER_END)
        const then = balanceOf(sandbox, account, YEAR_END)
        const row = accountRow(canvasElement, rowName(account))
        await expect(amountIn(figureCell(row))).toBe(usd(balance))
        const [compared, changed] = row.querySelectorAll('td[data-compare]')
        await expect(compared).toHaveTextContent(usd(then))
        await expect(changed).toHaveTextContent(change(balance - then))
      }
    })

    await step('net income is the quarter’s against 2025’s; retained earnings what came before each fiscal year', async () => {
      const net = computedRow(canvasElement, 'Net income this fiscal year')
      await expect(amountIn(figureCell(net))).toBe(usd(now.netIncome))
      await expect(net.querySelector('td[data-compare]')).toHaveTextContent(usd(before.netIncome))
      const retained = computedRow(canvasElement, 'Retained earnings')
      await expect(amountIn(figureCell(retained))).toBe(usd(now.retainedEarnings))
      await expect(retained.querySelector('td[data-compare]')).toHaveTextContent(usd(before.retainedEarnings))
      // The year 2025 moved from net income into retained earnings at the turn of the year.
      await expect(now.retainedEarnings).toBe(before.retainedEarnings + before.netIncome)
    })

    await step('the books balance on both dates', async () => {
      const assets = totalRow(canvasElement, 'Total assets')
      const sides = totalRow(canvasElement, 'Total liabilities and equity')
      await expect(amountIn(figureCell(assets))).toBe(usd(now.assets))
      await expect(amountIn(figureCell(sides))).toBe(usd(now.liabilitiesAndEquity))
      await expect(assets.querySelector('td[data-compare]')).toHaveTextContent(usd(before.assets))
      await expect(sides.querySelector('td[data-compare]')).toHaveTextContent(usd(before.liabilitiesAndEquity))
      await expect(checkOf(canvasElement)).toHaveTextContent('The books balance on both dates: assets equal liabilities plus equity, as they did on Dec 31, 2025.')
    })

    await step('"Previous month end" compares with Feb 28, 2026', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Compare with' }), 'Previous month end')
      await waitFor(() => expect(statementOf(canvasElement).querySelector('thead th[data-compare]')).toHaveTextContent('Feb 28, 2026'))
      await statementRead(canvasElement)
      const row = accountRow(canvasElement, rowName(checking))
      await expect(row.querySelector('td[data-compare]')).toHaveTextContent(usd(balanceOf(sandbox, checking, '2026-02-28')))
      await expect(computedRow(canvasElement, 'Net income this fiscal year').querySelector('td[data-compare]')).toHaveTextContent(usd(sheetOf(sandbox, chart, '2026-02-28').netIncome))
      await expect(checkOf(canvasElement)).toHaveTextContent('The books balance on both dates: assets equal liabilities plus equity, as they did on Feb 28, 2026.')
    })
  },
}

/**
 * The bakery's chart as a Xero organisation types it (`BANK`, `CURRENT`, `FIXED`, `CURRLIAB`,
 * `TERMLIAB`, `EQUITY`…): assets grouped into current and fixed, liabilities into current and
 * long-term, each with its subtotal; the oven loan's subtotal, one account's, opens its ledger.
 */
export const XeroChart: Story = {
  name: 'Xero chart: current and fixed assets, current and long-term liabilities',
  args: { asOf: QUARTER_END },
  render: (args, { id }) => <BalanceSheet {...args} accounts={productChart(id, 'xero')} />,
  play: async ({ canvasElement, args, id }) => {
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const statement = await statementRead(canvasElement)
    await expect([...statement.querySelectorAll('tr.bk-statement__group')].map((row) => row.textContent)).toEqual(['Current assets', 'Fixed assets', 'Current liabilities', 'Long-term liabilities'])
    const fixed = chart.filter((account) => account.type === 'ASSET' && Number(account.accountNo) >= 1500 && Number(account.accountNo) < 1600)
    await expect(amountIn(figureCell(totalRow(canvasElement, 'Total fixed assets')))).toBe(usd(fixed.reduce((sum, account) => sum + balanceOf(sandbox, account, QUARTER_END), 0)))
    const loan = chartAccount(id, 'gla_co1_loan')
    await userEvent.click(within(totalRow(canvasElement, 'Total long-term liabilities')).getByRole('button', { name: figureName(usd(balanceOf(sandbox, loan, QUARTER_END)), loan, 'Mar 31, 2026') }))
    await expect(args.onSelectAccount).toHaveBeenCalledWith({ glAccountId: loan.id, to: QUARTER_END, accountingMethod: undefined })
    await expect(checkOf(canvasElement)).toHaveTextContent('The books balance: assets equal liabilities plus equity.')
  },
}

/**
 * Accrual balances, asked for: receivables are what was invoiced and not yet paid. Choosing
 * "Cash" reads every balance under cash: no receivables (income counts when paid), sales tax
 * owed only on what was paid; the books still balance, and a balance opens its ledger under cash.
 */
export const Accrual: Story = {
  args: { accountingMethod: 'ACCRUAL' },
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const receivable = chartAccount(id, bakery.glAccounts.receivable)
    const salesTax = chartAccount(id, bakery.glAccounts.salesTaxPayable)
    await expect(balanceOf(sandbox, salesTax, TODAY, 'ACCRUAL')).not.toBe(balanceOf(sandbox, salesTax, TODAY, 'CASH'))
    await statementRead(canvasElement)

    await step('the header says accrual; receivables and sales tax are what was invoiced', async () => {
      await expect(await canvas.findByText(/ · Accrual basis · Books closed through /, {}, { timeout: 15_000 })).toBeVisible()
      await expect(amountIn(figureCell(accountRow(canvasElement, rowName(receivable))))).toBe(usd(balanceOf(sandbox, receivable, TODAY, 'ACCRUAL')))
      await expect(amountIn(figureCell(accountRow(canvasElement, rowName(salesTax))))).toBe(usd(balanceOf(sandbox, salesTax, TODAY, 'ACCRUAL')))
      await expect(checkOf(canvasElement)).toHaveAttribute('data-check', 'balances')
    })

    await step('"Cash" reads the cash balances: no receivables, sales tax on what was paid, and the books balance', async () => {
      const cash = sheetOf(sandbox, chart, TODAY, 'CASH')
      await expect(balanceOf(sandbox, receivable, TODAY, 'CASH')).toBe(0)
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Accounting method' }), 'Cash')
      await expect(await canvas.findByText(/ · Cash basis · Books closed through /, {}, { timeout: 15_000 })).toBeVisible()
      await statementRead(canvasElement)
      await waitFor(() => expect(amountIn(figureCell(accountRow(canvasElement, rowName(salesTax))))).toBe(usd(balanceOf(sandbox, salesTax, TODAY, 'CASH'))))
      // A zero balance now: behind "Show accounts with a zero balance".
      await expect(canvas.queryByRole('rowheader', { name: rowName(receivable) })).toBeNull()
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total assets')))).toBe(usd(cash.assets))
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total liabilities and equity')))).toBe(usd(cash.liabilitiesAndEquity))
      await expect(checkOf(canvasElement)).toHaveTextContent('The books balance: assets equal liabilities plus equity.')
      await userEvent.click(within(accountRow(canvasElement, rowName(salesTax))).getByRole('button'))
      await expect(args.onSelectAccount).toHaveBeenCalledWith({ glAccountId: salesTax.id, to: TODAY, accountingMethod: 'CASH' })
    })
  },
}

/**
 * Cash balances for the accrual bakery: what the bank and the owner saw. Receivables are nothing
 * under cash, so they wait with the other zero balances; net income and retained earnings are the
 * cash ones, and the books balance.
 */
export const Cash: Story = {
  args: { accountingMethod: 'CASH' },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const cash = sheetOf(sandbox, chart, TODAY, 'CASH')
    await statementRead(canvasElement)
    await expect(await canvas.findByText(/ · Cash basis · Books closed through /, {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Accounting method' })).toHaveDisplayValue('Cash')
    await expect(amountIn(figureCell(computedRow(canvasElement, 'Net income this fiscal year')))).toBe(usd(cash.netIncome))
    await expect(amountIn(figureCell(computedRow(canvasElement, 'Retained earnings')))).toBe(usd(cash.retainedEarnings))
    await expect(amountIn(figureCell(totalRow(canvasElement, 'Total assets')))).toBe(usd(cash.assets))
    await expect(amountIn(figureCell(totalRow(canvasElement, 'Total liabilities and equity')))).toBe(usd(cash.liabilitiesAndEquity))
    await expect(checkOf(canvasElement)).toHaveTextContent('The books balance: assets equal liabilities plus equity.')
    const zero = balanceSheetAccounts(chart).filter((account) => balanceOf(sandbox, account, TODAY, 'CASH') === 0)
    await expect(zero.map((account) => account.id)).toContain(bakery.glAccounts.receivable)
    await expect(canvas.getByRole('button', { name: showZero(zero.length) })).toBeVisible()
  },
}

/**
 * On `describedService`, whose GL query carries no accounting method: the host asks for cash, but
 * the balances are the company's own method (the bakery's accrual), the header says so, and no
 * method is offered. A balance opens its ledger without a method.
 */
export const DescribedService: Story = {
  args: { accountingMethod: 'CASH' },
  parameters: { sandbox: { profile: 'described' } },
  play: async ({ canvasElement, args, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const receivable = chartAccount(id, bakery.glAccounts.receivable)
    const own = sheetOf(sandbox, chart, TODAY, 'ACCRUAL')
    await statementRead(canvasElement)
    await expect(await canvas.findByText(/ · Your company's accounting method · Books closed through /, {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Accounting method' })).toBeNull()
    const row = accountRow(canvasElement, rowName(receivable))
    await expect(amountIn(figureCell(row))).toBe(usd(balanceOf(sandbox, receivable, TODAY, 'ACCRUAL')))
    await expect(amountIn(figureCell(totalRow(canvasElement, 'Total assets')))).toBe(usd(own.assets))
    await expect(checkOf(canvasElement)).toHaveTextContent('The books balance: assets equal liabilities plus equity.')
    await userEvent.click(within(row).getByRole('button'))
    await expect(args.onSelectAccount).toHaveBeenCalledWith({ glAccountId: receivable.id, to: TODAY, accountingMethod: undefined })
  },
}

/**
 * No `accounts`: the sheet reads the accounts the records name (the synced bank transactions, every
 * invoice's lines, what this session saved) and says so under the title, naming them, and that
 * others may be missing. A bank account's own GL account is never among them (a transaction names
 * where the money went), nor are receivables or the loan: every total says it holds only the
 * accounts found, and whether the books balance is not checked, since a missing account is no
 * difference. Nothing is plugged.
 */
export const WithoutAccounts: Story = {
  render: (args) => <BalanceSheet {...args} />,
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const named = accountsTheRecordsName(sandbox, bakery.id)
    const namedAccounts = chart.filter((account) => named.has(account.id))
    const sheet = sheetOf(sandbox, namedAccounts, TODAY)
    await statementRead(canvasElement, 'partial')

    await step('the header counts the accounts the records name; the bank account is not one of them', async () => {
      await expect(await canvas.findByText(`From only the ${named.size} accounts your records use: others may be missing`)).toBeVisible()
      await expect(named.has(bakery.glAccounts.checking)).toBe(false)
      await expect(canvas.queryByRole('rowheader', { name: rowName(chartAccount(id, bakery.glAccounts.checking)) })).toBeNull()
      // Every balance-sheet account they name is a row (the zero ones behind the button), and no other.
      const toggle = canvas.queryByRole('button', { name: /with a zero balance$/ })
      if (toggle) await userEvent.click(toggle)
      const rows = [...canvasElement.querySelectorAll('.bk-statement__table tbody tr[data-status] th')].map((cell) => cell.textContent)
      await expect(rows).toEqual(balanceSheetAccounts(namedAccounts).map(rowName))
    })

    await step('the totals are those of the accounts read, each saying so, nothing plugged', async () => {
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total assets')))).toBe(usd(sheet.assets))
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total liabilities and equity')))).toBe(usd(sheet.liabilitiesAndEquity))
      await expect(amountIn(figureCell(computedRow(canvasElement, 'Net income this fiscal year')))).toBe(usd(sheet.netIncome))
      await expect(figureCell(totalRow(canvasElement, 'Total assets'))).toHaveTextContent('(accounts found only)')
    })

    await step('whether the books balance is not checked, and the note says why', async () => {
      const check = checkOf(canvasElement)
      await expect(check).toHaveAttribute('data-check', 'unknown')
      await expect(check).toHaveTextContent(
        `This sheet sees only the ${named.size} accounts your records name: an account they never name, such as a bank account's own, is missing from it. The app showing this sheet can pass its chart of accounts to include every account.`,
      )
    })
  },
}

/** Business Checking's balance at the end of the day (the day after it), which *An Account Failing* cannot read. */
const CHECKING_FAILING_ON = '2026-07-01'
const mends = new Map<string, () => void>()

/**
 * Business Checking's balance fails every attempt (the first try and both retries, each the
 * service's 500): its row says it could not be read, with "Try again"; total assets say they are
 * not known (a sum without the bank is no total), and whether the books balance is not said.
 * Once the service answers again, Try again reads it, and the books balance.
 */
export const AccountFailing: Story = {
  name: 'An account failing',
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    mends.set(id, failLedgerOn(id, bakery.glAccounts.checking, CHECKING_FAILING_ON))
  },
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const checking = chartAccount(id, bakery.glAccounts.checking)
    const sheet = sheetOf(sandbox, chart, TODAY)

    await step('the row says it could not be read; total assets are not known, and neither is the check', async () => {
      await expect(await canvas.findByText('1 account could not be read: the totals that need it are not shown.', {}, { timeout: 15_000 })).toBeVisible()
      await waitFor(() => expect(statementOf(canvasElement)).toHaveAttribute('data-figures', 'stopped'), { timeout: 15_000 })
      const row = accountRow(canvasElement, rowName(checking))
      await expect(row).toHaveTextContent('Could not be read.')
      await expect(within(row).getByRole('button', { name: 'Try again' })).toBeVisible()
      const assets = totalRow(canvasElement, 'Total assets')
      await expect(assets).toHaveTextContent('Not known: 1 account could not be read')
      await expect(amountIn(figureCell(assets))).toBe('')
      // Every account on the other side is read: its total is final.
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total liabilities and equity')))).toBe(usd(sheet.liabilitiesAndEquity))
      await expect(checkOf(canvasElement)).toHaveAttribute('data-check', 'unknown')
      await expect(checkOf(canvasElement)).toHaveTextContent('Whether the books balance cannot be told until every account is read.')
      await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true')
      await expect(args.onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'service' }))
    })

    await step('the service answers again: "Try again" reads the account, and the books balance', async () => {
      mends.get(id)?.()
      await userEvent.click(within(accountRow(canvasElement, rowName(checking))).getByRole('button', { name: 'Try again' }))
      await statementRead(canvasElement)
      await expect(amountIn(figureCell(accountRow(canvasElement, rowName(checking))))).toBe(usd(balanceOf(sandbox, checking, TODAY)))
      await expect(amountIn(figureCell(totalRow(canvasElement, 'Total assets')))).toBe(usd(sheet.assets))
      await expect(canvas.queryByText(/could not be read/)).toBeNull()
      await expect(checkOf(canvasElement)).toHaveTextContent('The books balance: assets equal liabilities plus equity.')
    })
  },
}

/**
 * In a phone's 390 px, compared with the month end before: the balance at the end of May and the
 * change folded under each figure, the note wrapped, and nothing scrolls sideways.
 */
export const Narrow: Story = {
  args: { compareTo: 'previousMonthEnd' },
  decorators: [
    (Story) => (
      <div className="story-phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, id, step }) => {
    const sandbox = storySandbox(id)
    const checking = chartAccount(id, bakery.glAccounts.checking)
    const statement = await statementRead(canvasElement)

    await step('nothing scrolls sideways', async () => {
      const phone = canvasElement.querySelector('.story-phone') as HTMLElement
      const root = phone.querySelector('.bk-root') as HTMLElement
      const scroll = statement.querySelector('.bk-statement__scroll') as HTMLElement
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
      await expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth)
      await expect(root.getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right + 0.5)
      await expect(checkOf(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right + 0.5)
    })

    await step('the end of May and the change folded under each figure', async () => {
      const row = accountRow(canvasElement, rowName(checking))
      const now = balanceOf(sandbox, checking, TODAY)
      const before = balanceOf(sandbox, checking, '2026-05-31')
      await expect(figureCell(row)).toBeVisible()
      for (const cell of row.querySelectorAll('td[data-compare]')) await expect(cell).not.toBeVisible()
      const fold = figureCell(row).querySelector('.bk-statement__fold') as HTMLElement
      await expect(fold).toBeVisible()
      await expect(fold.textContent?.startsWith(`vs ${usd(before)} · ${change(now - before)} (`)).toBe(true)
      await expect(checkOf(canvasElement)).toHaveTextContent('The books balance on both dates: assets equal liabilities plus equity, as they did on May 31, 2026.')
    })
  },
}

/** `data-bk-theme="dark"`: figures take the dark primary colour, and axe checks every text's contrast, the note's too. */
export const Dark: Story = {
  args: { compareTo: 'previousYearEnd' },
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement, id }) => {
    await statementRead(canvasElement)
    const row = accountRow(canvasElement, rowName(chartAccount(id, bakery.glAccounts.checking)))
    await expect(getComputedStyle(within(row).getByRole('button')).color).toBe('rgb(122, 162, 255)')
    await expect(getComputedStyle(canvasElement.querySelector('.bk-root') as HTMLElement).backgroundColor).not.toBe('rgb(255, 255, 255)')
    await expect(checkOf(canvasElement)).toHaveAttribute('data-check', 'balances')
  },
}

const eur = (minor: number) => intlMoney('de-DE', 'EUR', minor)

/** `de-DE` with euros, compared with the year end before, the sheet's strings in German through the provider's `messages`. */
export const German: Story = {
  args: { compareTo: 'previousYearEnd' },
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanStatementMessages } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const checking = chartAccount(id, bakery.glAccounts.checking)
    const sheet = sheetOf(sandbox, chart, TODAY)
    await statementRead(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Bilanz' })).toBeVisible()
    await expect(await canvas.findByText('Stichtag 30.06.2026 · Methode Ihres Unternehmens · Bücher abgeschlossen bis 30.04.2026')).toBeVisible()
    const row = accountRow(canvasElement, rowName(checking))
    await expect(plainSpaces(within(row).getByRole('button').getAttribute('aria-label') ?? '')).toMatch(
      new RegExp(`^${literally(plainSpaces(eur(balanceOf(sandbox, checking, TODAY))))}: Hauptbuch von Business Checking bis 30\\.06\\.2026 öffnen$`),
    )
    await expect(row.querySelector('td[data-compare]')).toHaveTextContent(plainSpaces(eur(balanceOf(sandbox, checking, YEAR_END))))
    await expect(amountIn(figureCell(computedRow(canvasElement, 'Jahresergebnis des laufenden Geschäftsjahres')))).toBe(eur(sheet.netIncome))
    await expect(amountIn(figureCell(totalRow(canvasElement, 'Summe Vermögen')))).toBe(eur(sheet.assets))
    await expect(amountIn(figureCell(totalRow(canvasElement, 'Summe Verbindlichkeiten und Eigenkapital')))).toBe(eur(sheet.liabilitiesAndEquity))
    await expect(checkOf(canvasElement)).toHaveTextContent('Die Bücher sind an beiden Stichtagen ausgeglichen: Das Vermögen entspricht den Verbindlichkeiten plus Eigenkapital, wie schon am 31.12.2025.')
    await expect(canvas.getByRole('combobox', { name: 'Vergleichen mit' })).toHaveDisplayValue('Ende des vorigen Geschäftsjahres')
  },
}

/** A host page: the sheet, and under it the ledger of the balance the user chose, through the sheet's date. */
function SheetWithLedger({ storyId, onSelectAccount, ...props }: BalanceSheetProps & { storyId: string }) {
  const chart = bakeryChart(storyId)
  const [chosen, setChosen] = useState<{ glAccountId: string; filter: LedgerFilter }>()
  const account = chosen && chart.find((candidate) => candidate.id === chosen.glAccountId)
  const open = (selection: BalanceSheetAccountSelection) => {
    onSelectAccount?.(selection)
    const { glAccountId, to, accountingMethod } = selection
    setChosen({ glAccountId, filter: { endDate: to, ...(accountingMethod && { accountingMethod }) } })
  }
  return (
    <div className="story-statement-page">
      <BalanceSheet {...props} accounts={chart} onSelectAccount={open} />
      {chosen ? (
        <GeneralLedger glAccountId={chosen.glAccountId} glAccount={account} filter={chosen.filter} onFilterChange={(filter) => setChosen({ ...chosen, filter })} />
      ) : (
        <p className="story-statement-page__hint">Choose a balance to open its account’s ledger through the sheet’s date.</p>
      )}
    </div>
  )
}

/**
 * `onSelectAccount` wired to `<GeneralLedger>` on one page, the sheet at the end of March: choosing
 * the oven loan opens its ledger through Mar 31 (`filter.endDate`), every line up to that day and
 * none after; choosing Reserve Savings then opens that one.
 */
export const OpeningTheLedger: Story = {
  args: { asOf: QUARTER_END },
  render: (args, { id }) => <SheetWithLedger {...args} storyId={id} />,
  play: async ({ canvasElement, args, id, step }) => {
    const sandbox = storySandbox(id)
    await statementRead(canvasElement)
    const ledgerLines = () => [...canvasElement.querySelectorAll<HTMLElement>('.bk-general-ledger .bk-grid__body [role="row"]')].filter((row) => row.querySelector('time'))

    for (const glAccountId of ['gla_co1_loan', bakery.glAccounts.savings]) {
      const account = chartAccount(id, glAccountId)
      await step(`${account.name}: its ledger through Mar 31, 2026`, async () => {
        await userEvent.click(within(figureCell(accountRow(canvasElement, rowName(account)))).getByRole('button'))
        await expect(args.onSelectAccount).toHaveBeenLastCalledWith({ glAccountId, to: QUARTER_END, accountingMethod: undefined })
        const ledger = canvasElement.querySelector('.bk-general-ledger') as HTMLElement
        await expect(await within(ledger).findByRole('heading', { name: account.name }, { timeout: 10_000 })).toBeVisible()
        await expect(within(ledger).getByLabelText('From')).toHaveValue('')
        await expect(within(ledger).getByLabelText('To')).toHaveValue(QUARTER_END)
        const expected = sandbox.inspect.glLines(glAccountId).filter((line) => line.date <= QUARTER_END).length
        await expect(expected).toBeLessThan(sandbox.inspect.glLines(glAccountId).length)
        await expect(await within(ledger).findByText(`${expected} lines loaded`, {}, { timeout: 10_000 })).toBeInTheDocument()
        // The rows in view (the grid keeps only those in the DOM) are all on or before the sheet's date.
        await expect(ledgerLines().length).toBeGreaterThan(0)
        for (const line of ledgerLines()) await expect((line.querySelector('time')?.getAttribute('datetime') ?? '') <= QUARTER_END).toBe(true)
      })
    }
  },
}
