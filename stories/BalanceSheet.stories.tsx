import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { BalanceSheet } from '../src/components/BalanceSheet'
import { SANDBOX } from '../src/sandbox'
import { storySandbox } from './support/sandbox'
import {
  accountRow,
  bakeryChart,
  chartAccount,
  figureCell,
  productChart,
  rowName,
  STATEMENT_BOOKS,
  statementRead,
  TODAY,
} from './support/statements'
import {
  accountFailing,
  companyNameArgType,
  dark,
  describedService,
  german,
  narrow,
  statementArgTypes,
  withoutAccounts,
} from './support/statementStories'
// Story-only wrappers (the 390 px phone, the host page with its ledger); the component stylesheets come from the preview.
import { StatementWithLedger } from './support/StatementWithLedger'
import './statements.stories.css'

const bakery = SANDBOX.companies.bakery
/** A month end before the sandbox's today, in the closed books (closed through Apr 30, 2026). */
const QUARTER_END = '2026-03-31'

const meta = {
  title: 'Statements/BalanceSheet',
  component: BalanceSheet,
  // Every story gets the host's chart of accounts (the story sandbox's); *Without Accounts* renders its own.
  render: (args, { id }) => <BalanceSheet {...args} accounts={bakeryChart(id)} />,
  argTypes: {
    ...statementArgTypes({
      title: 'the sheet’s title',
      inside: 'the sheet',
      choices: 'The date, comparison and method choices',
      fileName: 'balance-sheet-<asOf>.csv',
      loadStart: 'the first balances, a new date, comparison or method, a retry',
      loadError: 'its row says so with "Try again", and the totals that need it are not shown',
      balances: 'An account’s balances',
    }),
    asOf: {
      control: 'text',
      description:
        'The day the balances are at the end of, `YYYY-MM-DD`; default today where the user is. The stories pin the sandbox’s today, Jun 30, 2026.',
    },
    compareTo: {
      control: 'inline-radio',
      options: ['none', 'previousMonthEnd', 'previousYearEnd'],
      mapping: { none: undefined },
      description:
        'Each balance beside its balance at the end of the month before (`previousMonthEnd`) or of the fiscal year before (`previousYearEnd`), with the change and the change %; default none.',
    },
    accounts: {
      control: false,
      description:
        'The host’s chart of accounts, `{ id, name, accountNo?, type }[]` (the service lists none). Without it, the accounts the records name, and the header says so: a bank account’s own GL account is never among them, so the sheet cannot balance.',
    },
    fiscalYearStart: {
      control: 'object',
      description:
        'The month and day the fiscal year starts on, `{ month, day }`; default January 1. It splits this year’s net income from retained earnings, and names the year end compared with.',
    },
    onSelectAccount: {
      control: false,
      description:
        'The user chose a balance (click, Enter or Space): `{ glAccountId, to, accountingMethod }`, for `<GeneralLedger glAccountId filter={{ endDate: to, accountingMethod }}>`. Without it the figures are plain text.',
    },
    companyName: companyNameArgType,
  },
  // What axe checks in every story: the statement once every account is read. A story showing another moment waits for it in its own play.
  play: async ({ canvasElement }) => {
    await statementRead(canvasElement)
  },
  args: { asOf: TODAY, showOptions: true, onSelectAccount: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
    // Two years of books (from Jul 1, 2024), so that a fiscal year has years before it: retained earnings.
    sandbox: STATEMENT_BOOKS,
    docs: {
      description: {
        component:
          'What the business owns and owes at the end of a day, from the ledger’s own balances: assets, liabilities and equity, with retained earnings and then this fiscal year’s net income as the last lines of equity, compared with the month end or fiscal year end before, cash or accrual. Under the table, whether the books balance. The story sandbox’s today is 2026-06-30, with two years of books; the bakery’s books are closed through Apr 30, 2026.',
      },
    },
  },
} satisfies Meta<typeof BalanceSheet>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The bakery on the sandbox's today, its name under the title as the host gives it
 * (`companyName`). Every balance is its account's in the sandbox's ledger; retained earnings and
 * net income this year are summed from the income and expense accounts' lines; the books balance,
 * and the note says so. An account with a zero balance waits behind a button; Tab reaches the
 * figures, the arrows move between them and Enter opens a ledger; the CSV holds the same figures
 * as exact decimals.
 */
export const Today: Story = {
  name: 'Today',
  args: { companyName: bakery.name },
}

/**
 * The end of the first quarter, in the closed books, beside the fiscal year end before. Net income
 * is the quarter's, against the whole of 2025; retained earnings are what came before each fiscal
 * year. The books balance on both dates. Choosing "Previous month end" compares with February.
 */
export const PastMonthEnd: Story = {
  name: 'A past month end, compared with the year end before',
  args: { asOf: QUARTER_END, compareTo: 'previousYearEnd' },
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
}

/**
 * Accrual balances, asked for: receivables are what was invoiced and not yet paid. Choosing
 * "Cash" reads every balance under cash: no receivables (income counts when paid), sales tax
 * owed only on what was paid; the books still balance, and a balance opens its ledger under cash.
 */
export const Accrual: Story = {
  args: { accountingMethod: 'ACCRUAL' },
}

/**
 * Cash balances for the accrual bakery: what the bank and the owner saw. Receivables are nothing
 * under cash, so they wait with the other zero balances; net income and retained earnings are the
 * cash ones, and the books balance.
 */
export const Cash: Story = {
  args: { accountingMethod: 'CASH' },
}

/**
 * On `describedService`, whose GL query carries no accounting method: the host asks for cash, but
 * the balances are the company's own method (the bakery's accrual), the header says so, and no
 * method is offered. A balance opens its ledger without a method.
 */
export const DescribedService: Story = describedService

/**
 * No `accounts`: the sheet reads the accounts the records name (the synced bank transactions, every
 * invoice's lines, what this session saved) and says so under the title, naming them, and that
 * others may be missing. A bank account's own GL account is never among them (a transaction names
 * where the money went), nor are receivables or the loan: every total says it holds only the
 * accounts found, and whether the books balance is not checked, since a missing account is no
 * difference. Nothing is plugged.
 */
export const WithoutAccounts: Story = withoutAccounts(BalanceSheet)

/** Business Checking's balance at the end of the day (the day after it), which *An Account Failing* cannot read. */
const CHECKING_FAILING_ON = '2026-07-01'

/**
 * Business Checking's balance fails every attempt (the first try and both retries, each the
 * service's 500): its row says it could not be read, with "Try again"; total assets say they are
 * not known (a sum without the bank is no total), and whether the books balance is not said.
 */
export const AccountFailing: Story = accountFailing(bakery.glAccounts.checking, CHECKING_FAILING_ON)

/**
 * In a phone's 390 px, compared with the month end before: the balance at the end of May and the
 * change folded under each figure, the note wrapped, and nothing scrolls sideways.
 */
export const Narrow: Story = narrow({ compareTo: 'previousMonthEnd' })

/** `data-bk-theme="dark"`: figures take the dark primary colour, and axe checks every text's contrast, the note's too. */
export const Dark: Story = dark({ compareTo: 'previousYearEnd' })

/** `de-DE` with euros, compared with the year end before, the sheet's strings in German through the provider's `messages`. */
export const German: Story = german({ compareTo: 'previousYearEnd' })

/**
 * `onSelectAccount` wired to `<GeneralLedger>` on one page, the sheet at the end of March: choosing
 * the oven loan opens its ledger through Mar 31 (`filter.endDate`), every line up to that day and
 * none after; choosing Reserve Savings then opens that one.
 */
export const OpeningTheLedger: Story = {
  args: { asOf: QUARTER_END },
  render: ({ onSelectAccount, ...args }, { id }) => (
    <StatementWithLedger
      chart={bakeryChart(id)}
      onSelectAccount={onSelectAccount}
      statement={(accounts, open) => <BalanceSheet {...args} accounts={accounts} onSelectAccount={open} />}
      hint="Choose a balance to open its account’s ledger through the sheet’s date."
    />
  ),
  play: async ({ canvasElement, id }) => {
    const loan = chartAccount(id, 'gla_co1_loan')
    const linesThrough = storySandbox(id)
      .inspect.glLines(loan.id)
      .filter((line) => line.date <= QUARTER_END).length
    await statementRead(canvasElement)
    await userEvent.click(within(figureCell(accountRow(canvasElement, rowName(loan)))).getByRole('button'))
    // The page's own wiring: the ledger opened through the sheet's date, only the lines up to it.
    await within(canvasElement).findByText(`${linesThrough} lines loaded`)
    const ledger = within(canvasElement.querySelector('.bk-general-ledger') as HTMLElement)
    await expect(ledger.getByLabelText('From')).toHaveValue('')
    await expect(ledger.getByLabelText('To')).toHaveValue(QUARTER_END)
  },
}
