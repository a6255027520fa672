import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { TrialBalance } from '../src/components/TrialBalance'
import type { AccountingMethod } from '../src/api/types'
import { SANDBOX, type Sandbox, type SandboxGlAccount } from '../src/sandbox'
import { focused, literally } from './support/charts'
import { accountsTheRecordsName, checkOf, computedRow, netDebitsOf, sheetOf, sidesOf, trialBalanceOf, trialRowsShown } from './support/balanceSheet'
import { catchDownloads } from './support/downloads'
import { intlMoney } from './support/intlMoney'
import { tabTo } from './support/keyboard'
import { storySandbox } from './support/sandbox'
import { germanStatementMessages } from './support/statementMessages'
import { accountRow, bakeryChart, chartAccount, failLedgerOn, plainSpaces, rowName, statementOf, statementRead, TODAY, totalRow } from './support/statements'
// Story-only wrappers (the 390 px phone); the component stylesheets come from the preview.
import './statements.stories.css'

const bakery = SANDBOX.companies.bakery
const usd = (minor: number) => intlMoney('en-US', 'USD', minor)
/** The button that shows the accounts with a zero balance, as it names them. */
const showZero = (n: number) => `Show ${n} ${n === 1 ? 'account' : 'accounts'} with a zero balance`
/** Minor units as the CSV writes them: an exact decimal, no float on the way. */
const decimal = (minor: number) => {
  const digits = String(Math.abs(minor)).padStart(3, '0')
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`
}
const YEAR_END = '2025-12-31'

/**
 * The bakery's trial balance on a day (of `chart`'s accounts), summed from the stored lines:
 * balance-sheet accounts to the day, income and expenses since `fiscalYearFrom`, the years before
 * on the Retained earnings line after the equity accounts; each as the table shows its row: its
 * name, and each side's amount, or nothing where that side is zero.
 */
function trialOf(sandbox: Sandbox, chart: readonly SandboxGlAccount[], asOf: string, method?: AccountingMethod, format = usd, fiscalYearFrom?: string) {
  const trial = trialBalanceOf(sandbox, chart, asOf, method, fiscalYearFrom)
  const side = (minor: number) => (minor === 0 ? '' : format(minor))
  const rows = trial.rows.map(({ account, debit, credit }) => [rowName(account), side(debit), side(credit)])
  rows.splice(trial.retainedEarningsAt, 0, ['Retained earnings', side(trial.retained.debit), side(trial.retained.credit)])
  return {
    accounts: trial.rows.map(({ account, debit, credit }) => ({ glAccountId: account.id, debit, credit })),
    rows,
    retainedEarnings: trial.retainedEarnings,
    debits: trial.debits,
    credits: trial.credits,
    zero: trial.rows.filter((row) => row.debit === 0 && row.credit === 0).length,
  }
}

/** Only the rows with a balance: what the table shows before "Show accounts with a zero balance". */
const withBalance = (rows: ReadonlyArray<ReadonlyArray<string | undefined>>) => rows.filter(([, debit, credit]) => debit !== '' || credit !== '')

const meta = {
  title: 'Statements/TrialBalance',
  component: TrialBalance,
  // Every story gets the host's chart of accounts (the story sandbox's); *Without Accounts* renders its own.
  render: (args, { id }) => <TrialBalance {...args} accounts={bakeryChart(id)} />,
  argTypes: {
    asOf: {
      control: 'text',
      description: 'The day the balances are at the end of, `YYYY-MM-DD`; default today where the user is. The stories pin the sandbox’s today, Jun 30, 2026.',
    },
    accountingMethod: {
      control: 'inline-radio',
      options: ['company', 'ACCRUAL', 'CASH'],
      mapping: { company: undefined },
      description: '`ACCRUAL` or `CASH`, where the service profile carries the method; default (and otherwise) the company’s own, which the header then names.',
    },
    fiscalYearStart: {
      control: 'object',
      description: 'The month and day the fiscal year starts on, `{ month, day }`; default January 1. Income and expenses are this fiscal year’s to date (the profit and loss’s figures), every earlier year’s are the Retained earnings line, and "End of last fiscal year" is offered.',
    },
    accounts: {
      control: false,
      description: 'The host’s chart of accounts, `{ id, name, accountNo?, type }[]` (the service lists none). Without it, the accounts the records name, and the header says so: debits and credits then differ.',
    },
    onSelectAccount: {
      control: false,
      description: 'The user chose a balance (click, Enter or Space): `{ glAccountId, to, accountingMethod }`, for `<GeneralLedger glAccountId filter={{ endDate: to, accountingMethod }}>`. Without it the figures are plain text.',
    },
    showOptions: { control: 'boolean', description: 'The date and method choices; default true. The props are where they start.' },
    exportFileName: { control: 'text', description: 'Name of the exported file; default `trial-balance-<asOf>.csv`.' },
    headingLevel: { control: { type: 'select' }, options: [2, 3, 4, 5, 6], description: 'The level of the title, `2` to `6`; default 2, under the host’s `h1`.' },
    onLoadStart: { control: false, description: 'Reading started: the first balances, a new date or method, a retry.' },
    onLoadError: { control: false, description: 'An account’s balance failed for good (after the retries): its row says so with "Try again", and the sums are not shown.' },
    onError: { control: false, description: 'A render error inside the trial balance: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  args: { asOf: TODAY, showOptions: true, onSelectAccount: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
    // The books of *Statements › BalanceSheet*: two years, from Jul 1, 2024.
    sandbox: { years: 2 },
    docs: {
      description: {
        component:
          'Every account’s balance at the end of a day on its debit or its credit side, from the ledger’s own balances: income and expenses this fiscal year to date, and every earlier year’s income less expenses on a Retained earnings line, so it ties to the profit and loss and the balance sheet; the two columns summed once every account is read, and whether they are equal. The story sandbox’s today is 2026-06-30, with two years of books; the bakery’s books are closed through Apr 30, 2026.',
      },
    },
  },
} satisfies Meta<typeof TrialBalance>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The bakery on the sandbox's today: every row is the sandbox's own trial balance of that day,
 * debits equal credits, and the note says so. Accounts with a zero balance wait behind a button;
 * Tab reaches the balances, the arrows move between them and Enter opens a ledger; the CSV holds
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
    const trial = trialOf(sandbox, chart, TODAY)
    const statement = await statementRead(canvasElement)

    await step('the header names the date, the company’s own method and how far the books are closed', async () => {
      await expect(within(statement).getByRole('heading', { level: 2, name: 'Trial balance' })).toBeVisible()
      await expect(await canvas.findByText("As of Jun 30, 2026 · Your company's accounting method · Books closed through Apr 30, 2026")).toBeVisible()
      await expect([...statement.querySelectorAll('thead th')].map((head) => head.textContent)).toEqual(['Account', 'Debit', 'Credit'])
    })

    await step('each row is the balance on its debit or its credit side (income and expenses this fiscal year), Retained earnings after equity', async () => {
      await expect(trialRowsShown(canvasElement)).toEqual(withBalance(trial.rows))
    })

    await step('debits equal credits, and the note says the books balance', async () => {
      await expect(trial.debits).toBe(trial.credits)
      await expect(sidesOf(totalRow(canvasElement, 'Total'))).toEqual([usd(trial.debits), usd(trial.credits)])
      await expect(statement.querySelector('[data-total="difference"]')).toBeNull()
      await expect(checkOf(canvasElement)).toHaveAttribute('data-check', 'balances')
      await expect(checkOf(canvasElement)).toHaveTextContent('Debits equal credits: the books balance.')
    })

    await step('accounts with a zero balance wait behind "Show accounts with a zero balance"; then every account is a row', async () => {
      const toggle = canvas.getByRole('button', { name: showZero(trial.zero) })
      await userEvent.click(toggle)
      await expect(toggle).toHaveAccessibleName('Hide accounts with a zero balance')
      await expect(trialRowsShown(canvasElement)).toEqual(trial.rows)
      await userEvent.click(toggle)
      await expect(trialRowsShown(canvasElement)).toEqual(withBalance(trial.rows))
    })

    await step('Tab reaches a balance, the arrows move down its column, Enter opens the account’s ledger through the date', async () => {
      const [checkingDebit] = sidesOf(accountRow(canvasElement, rowName(checking)))
      await tabTo(within(accountRow(canvasElement, rowName(checking))).getByRole('button'))
      await expect(focused()).toHaveAccessibleName(`${checkingDebit} Debit: open the ledger of Business Checking through Jun 30, 2026`)
      await userEvent.keyboard('{ArrowDown}')
      await expect(focused()).toHaveAccessibleName(new RegExp(`^${literally(sidesOf(accountRow(canvasElement, rowName(savings)))[0] ?? '')} Debit: open the ledger of Reserve Savings `))
      await userEvent.keyboard('{Enter}')
      await expect(args.onSelectAccount).toHaveBeenCalledWith({ glAccountId: savings.id, to: TODAY, accountingMethod: undefined })
    })

    await step('"Export CSV" writes every account, the zero ones too, and the sums, as exact decimals', async () => {
      const downloads = catchDownloads()
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
        await expect(downloads.names).toEqual(['trial-balance-2026-06-30.csv'])
        const csv = (await (downloads.files[0] as Blob).text()).replace(/^\uFEFF/, '').split('\r\n')
        // What the file is (title, date, basis), a blank line, then the table.
        await expect(csv.slice(0, 5)).toEqual(['Trial balance', '"As of Jun 30, 2026"', "Your company's accounting method", '', 'Account number,Account,Debit,Credit'])
        const byId = new Map(trial.accounts.map((account) => [account.glAccountId, account]))
        await expect(csv).toContain(`1000,Business Checking,${decimal(byId.get(checking.id)!.debit)},`)
        await expect(csv).toContain(`1510,Accumulated Depreciation,,${decimal(byId.get('gla_co1_accumulated_depreciation')!.credit)}`)
        await expect(csv).toContain('6900,Miscellaneous,,')
        await expect(csv).toContain(`,Retained earnings,,${decimal(trial.retainedEarnings)}`)
        // The four title lines and a blank one, then the header, the accounts, Retained earnings and the sums.
        await expect(csv).toHaveLength(4 + 1 + 1 + trial.accounts.length + 1 + 1)
        await expect(csv.at(-2)).toBe(`,Total,${decimal(trial.debits)},${decimal(trial.credits)}`)
      } finally {
        downloads.restore()
      }
    })
  },
}

/**
 * The last fiscal year end, in the closed books: every row is the sandbox's trial balance of Dec
 * 31, 2025, and debits equal credits. Choosing "Cash" reads every balance under cash: other rows
 * (no receivables), and the books balance under cash too.
 */
export const PastMonthEnd: Story = {
  name: 'A past month end',
  args: { asOf: YEAR_END },
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const accrual = trialOf(sandbox, chart, YEAR_END)
    const cash = trialOf(sandbox, chart, YEAR_END, 'CASH')
    await expect(cash.rows).not.toEqual(accrual.rows)
    await statementRead(canvasElement)

    await step('the rows are the sandbox’s trial balance of Dec 31, 2025, and debits equal credits', async () => {
      await expect(await canvas.findByText("As of Dec 31, 2025 · Your company's accounting method · Books closed through Apr 30, 2026")).toBeVisible()
      await expect(trialRowsShown(canvasElement)).toEqual(withBalance(accrual.rows))
      await expect(sidesOf(totalRow(canvasElement, 'Total'))).toEqual([usd(accrual.debits), usd(accrual.credits)])
      await expect(checkOf(canvasElement)).toHaveTextContent('Debits equal credits: the books balance.')
    })

    await step('"Cash" reads the cash balances of that day; they balance too, and open their ledger under cash', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Accounting method' }), 'Cash')
      await expect(await canvas.findByText(/^As of Dec 31, 2025 · Cash basis · /)).toBeVisible()
      await statementRead(canvasElement)
      await waitFor(() => expect(trialRowsShown(canvasElement)).toEqual(withBalance(cash.rows)))
      await expect(sidesOf(totalRow(canvasElement, 'Total'))).toEqual([usd(cash.debits), usd(cash.credits)])
      await expect(checkOf(canvasElement)).toHaveTextContent('Debits equal credits: the books balance.')
      const checking = chartAccount(id, bakery.glAccounts.checking)
      await userEvent.click(within(accountRow(canvasElement, rowName(checking))).getByRole('button'))
      await expect(args.onSelectAccount).toHaveBeenCalledWith({ glAccountId: checking.id, to: YEAR_END, accountingMethod: 'CASH' })
    })
  },
}

/**
 * A fiscal year from April 1, as of the sandbox's today: the header names the year; income and
 * expenses are Apr 1 – Jun 30, 2026's (the profit and loss's for those dates), and Retained
 * earnings, after the equity accounts, is every earlier day's income less expenses, the balance
 * sheet's own line; it opens no ledger. Debits equal credits, and "End of last fiscal year" is
 * Mar 31, 2026.
 */
export const FiscalYearFromApril: Story = {
  name: 'A fiscal year from April 1',
  args: { fiscalYearStart: { month: 4, day: 1 } },
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const trial = trialOf(sandbox, chart, TODAY, undefined, usd, '2026-04-01')
    await statementRead(canvasElement)

    await step('the header names the fiscal year; income and expenses are since April 1, Retained earnings is the balance sheet’s', async () => {
      await expect(await canvas.findByText('Income and expenses for the fiscal year from Apr 1, 2026')).toBeVisible()
      await expect(trialRowsShown(canvasElement)).toEqual(withBalance(trial.rows))
      const sheet = sheetOf(sandbox, chart, TODAY, undefined, '2026-04-01')
      await expect(trial.retainedEarnings).toBe(sheet.retainedEarnings)
      const retained = computedRow(canvasElement, 'Retained earnings')
      await expect(sidesOf(retained)).toEqual(sheet.retainedEarnings < 0 ? [usd(-sheet.retainedEarnings), ''] : ['', usd(sheet.retainedEarnings)])
      await expect(within(retained).queryByRole('button')).toBeNull()
    })

    await step('debits equal credits', async () => {
      await expect(trial.debits).toBe(trial.credits)
      await expect(sidesOf(totalRow(canvasElement, 'Total'))).toEqual([usd(trial.debits), usd(trial.credits)])
      await expect(checkOf(canvasElement)).toHaveTextContent('Debits equal credits: the books balance.')
    })

    await step('"End of last fiscal year" is Mar 31, 2026: that year’s income and expenses, from Apr 1, 2025', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'As of' }), 'End of last fiscal year')
      await expect(await canvas.findByText('Income and expenses for the fiscal year from Apr 1, 2025')).toBeVisible()
      await statementRead(canvasElement)
      const yearEnd = trialOf(sandbox, chart, '2026-03-31', undefined, usd, '2025-04-01')
      await waitFor(() => expect(trialRowsShown(canvasElement)).toEqual(withBalance(yearEnd.rows)))
      await expect(checkOf(canvasElement)).toHaveTextContent('Debits equal credits: the books balance.')
    })
  },
}

/**
 * No `accounts`: the trial balance reads the accounts the records name and says so under the
 * title, naming them, and that others may be missing. The bank account's own is not among them:
 * the sums say they hold only the accounts found, and whether debits equal credits is not checked.
 */
export const WithoutAccounts: Story = {
  render: (args) => <TrialBalance {...args} />,
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const named = accountsTheRecordsName(sandbox, bakery.id)
    // The trial balance of the named accounts alone: their retained earnings too.
    const { rows: namedRows, debits, credits } = trialOf(sandbox, chart.filter((account) => named.has(account.id)), TODAY)
    await statementRead(canvasElement, 'partial')

    await step('the header counts the accounts the records name; they are the rows, the bank account not among them', async () => {
      await expect(await canvas.findByText(`From only the ${named.size} accounts your records use: others may be missing`)).toBeVisible()
      await expect(named.has(bakery.glAccounts.checking)).toBe(false)
      const toggle = canvas.queryByRole('button', { name: /with a zero balance$/ })
      if (toggle) await userEvent.click(toggle)
      // Retained earnings is the named accounts' too: marked as the sums are.
      const marked = namedRows.map((row) => (row[0] === 'Retained earnings' ? row.map((cell, at) => (at > 0 && cell !== '' ? `${cell} (accounts found only)` : cell)) : row))
      await expect(trialRowsShown(canvasElement)).toEqual(marked)
      await expect(sidesOf(totalRow(canvasElement, 'Total'))).toEqual([`${usd(debits)} (accounts found only)`, `${usd(credits)} (accounts found only)`])
    })

    await step('no difference is named, and the note says why debits and credits are not compared', async () => {
      await expect(statementOf(canvasElement).querySelector('[data-total="difference"]')).toBeNull()
      const check = checkOf(canvasElement)
      await expect(check).toHaveAttribute('data-check', 'unknown')
      await expect(check).toHaveTextContent(
        `This trial balance sees only the ${named.size} accounts your records name: an account they never name, such as a bank account's own, is missing from it. The app showing it can pass its chart of accounts to include every account.`,
      )
    })
  },
}

/** Business Checking's balance at the end of the day (the day after it), which *An Account Failing* cannot read. */
const CHECKING_FAILING_ON = '2026-07-01'
const mends = new Map<string, () => void>()

/**
 * Business Checking's balance fails every attempt (the first try and both retries, each the
 * service's 500): its row says it could not be read, with "Try again"; the sums say they are not
 * known, and whether debits equal credits is not said. Once the service answers again, Try again
 * reads it, and the books balance.
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
    const trial = trialOf(sandbox, chart, TODAY)

    await step('the row says it could not be read; the sums are not known, and neither is the check', async () => {
      await expect(await canvas.findByText('1 account could not be read: the totals are not shown without it.', {}, { timeout: 15_000 })).toBeVisible()
      await waitFor(() => expect(statementOf(canvasElement)).toHaveAttribute('data-figures', 'stopped'), { timeout: 15_000 })
      const row = accountRow(canvasElement, rowName(checking))
      await expect(row).toHaveTextContent('Could not be read.')
      await expect(within(row).getByRole('button', { name: 'Try again' })).toBeVisible()
      await expect(sidesOf(totalRow(canvasElement, 'Total'))).toEqual(['Not known: 1 account could not be read', 'Not known: 1 account could not be read'])
      await expect(checkOf(canvasElement)).toHaveAttribute('data-check', 'unknown')
      await expect(checkOf(canvasElement)).toHaveTextContent('Whether debits equal credits cannot be told until every account is read.')
      await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true')
      await expect(args.onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'service' }))
    })

    await step('the service answers again: "Try again" reads the account, and debits equal credits', async () => {
      mends.get(id)?.()
      await userEvent.click(within(accountRow(canvasElement, rowName(checking))).getByRole('button', { name: 'Try again' }))
      await statementRead(canvasElement)
      await expect(trialRowsShown(canvasElement)).toEqual(withBalance(trial.rows))
      await expect(sidesOf(totalRow(canvasElement, 'Total'))).toEqual([usd(trial.debits), usd(trial.credits)])
      await expect(canvas.queryByText(/could not be read/)).toBeNull()
      await expect(checkOf(canvasElement)).toHaveTextContent('Debits equal credits: the books balance.')
    })
  },
}

/** In a phone's 390 px: the account names wrap, both sides stay in view, and nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="story-phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, id }) => {
    const sandbox = storySandbox(id)
    const statement = await statementRead(canvasElement)
    const phone = canvasElement.querySelector('.story-phone') as HTMLElement
    const root = phone.querySelector('.bk-root') as HTMLElement
    const scroll = statement.querySelector('.bk-statement__scroll') as HTMLElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    await expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth)
    await expect(root.getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right + 0.5)
    // The largest balance, retail sales' credit, in view with its account.
    const retail = accountRow(canvasElement, rowName(chartAccount(id, bakery.glAccounts.retailRevenue)))
    const [debit, credit] = retail.querySelectorAll('td')
    await expect(debit).toBeVisible()
    await expect(credit).toHaveTextContent(usd(-netDebitsOf(sandbox, bakery.glAccounts.retailRevenue, TODAY, undefined, '2026-01-01')))
    await expect((credit as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right + 0.5)
  },
}

/** `data-bk-theme="dark"`: figures take the dark primary colour, and axe checks every text's contrast, the note's too. */
export const Dark: Story = {
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

/** `de-DE` with euros, the trial balance's strings in German (a Saldenliste, debit Soll and credit Haben) through the provider's `messages`. */
export const German: Story = {
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanStatementMessages } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const trial = trialOf(sandbox, chart, TODAY, undefined, eur)
    const rows = trial.rows.map(([name, ...sides]) => [name === 'Retained earnings' ? 'Ergebnisvortrag' : name, ...sides])
    const statement = await statementRead(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Saldenliste' })).toBeVisible()
    await expect(await canvas.findByText('Stichtag 30.06.2026 · Methode Ihres Unternehmens · Bücher abgeschlossen bis 30.04.2026')).toBeVisible()
    await expect([...statement.querySelectorAll('thead th')].map((head) => head.textContent)).toEqual(['Konto', 'Soll', 'Haben'])
    await expect(trialRowsShown(canvasElement)).toEqual(withBalance(rows))
    const row = accountRow(canvasElement, rowName(chartAccount(id, bakery.glAccounts.checking)))
    await expect(plainSpaces(within(row).getByRole('button').getAttribute('aria-label') ?? '')).toBe(`${plainSpaces(sidesOf(row)[0] ?? '')} Soll: Hauptbuch von Business Checking bis 30.06.2026 öffnen`)
    await expect(sidesOf(totalRow(canvasElement, 'Summe'))).toEqual([eur(trial.debits), eur(trial.credits)])
    await expect(checkOf(canvasElement)).toHaveTextContent('Soll und Haben sind gleich: Die Bücher sind ausgeglichen.')
    await expect(canvas.getByRole('button', { name: `${trial.zero} Konten mit Saldo null zeigen` })).toBeVisible()
  },
}
