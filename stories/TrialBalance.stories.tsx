import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { TrialBalance } from '../src/components/TrialBalance'
import { SANDBOX } from '../src/sandbox'
import { bakeryChart, STATEMENT_BOOKS, statementRead, TODAY } from './support/statements'
import { accountFailing, companyNameArgType, dark, german, narrow, statementArgTypes, withoutAccounts } from './support/statementStories'

const bakery = SANDBOX.companies.bakery
const YEAR_END = '2025-12-31'

const meta = {
  title: 'Statements/TrialBalance',
  component: TrialBalance,
  // Every story gets the host's chart of accounts (the story sandbox's); *Without Accounts* renders its own.
  render: (args, { id }) => <TrialBalance {...args} accounts={bakeryChart(id)} />,
  argTypes: {
    ...statementArgTypes({
      title: 'the title',
      inside: 'the trial balance',
      choices: 'The date and method choices',
      fileName: 'trial-balance-<asOf>.csv',
      loadStart: 'the first balances, a new date or method, a retry',
      loadError: 'its row says so with "Try again", and the sums are not shown',
      balances: 'An account’s balance',
    }),
    asOf: {
      control: 'text',
      description:
        'The day the balances are at the end of, `YYYY-MM-DD`; default today where the user is. The stories pin the sandbox’s today, Jun 30, 2026.',
    },
    fiscalYearStart: {
      control: 'object',
      description:
        'The month and day the fiscal year starts on, `{ month, day }`; default January 1. Income and expenses are this fiscal year’s to date (the profit and loss’s figures), every earlier year’s are the Retained earnings line, and "End of last fiscal year" is offered.',
    },
    accounts: {
      control: false,
      description:
        'The host’s chart of accounts, `{ id, name, accountNo?, type }[]` (the service lists none). Without it, the accounts the records name, and the header says so: debits and credits then differ.',
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
    // The books of *Statements › BalanceSheet*: two years, from Jul 1, 2024.
    sandbox: STATEMENT_BOOKS,
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
 * The bakery on the sandbox's today, its name under the title as the host gives it
 * (`companyName`): every row is the sandbox's own trial balance of that day, debits equal
 * credits, and the note says so. Accounts with a zero balance wait behind a button; Tab reaches
 * the balances, the arrows move between them and Enter opens a ledger; the CSV holds the same
 * figures as exact decimals, after a title block naming the company and the fiscal year.
 */
export const Today: Story = {
  name: 'Today',
  args: { companyName: bakery.name },
}

/**
 * The last fiscal year end, in the closed books: every row is the sandbox's trial balance of Dec
 * 31, 2025, and debits equal credits. Choosing "Cash" reads every balance under cash: other rows
 * (no receivables), and the books balance under cash too.
 */
export const PastMonthEnd: Story = {
  name: 'A past month end',
  args: { asOf: YEAR_END },
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
}

/**
 * No `accounts`: the trial balance reads the accounts the records name and says so under the
 * title, naming them, and that others may be missing. The bank account's own is not among them:
 * the sums say they hold only the accounts found, and whether debits equal credits is not checked.
 */
export const WithoutAccounts: Story = withoutAccounts(TrialBalance)

/** Business Checking's balance at the end of the day (the day after it), which *An Account Failing* cannot read. */
const CHECKING_FAILING_ON = '2026-07-01'

/**
 * Business Checking's balance fails every attempt (the first try and both retries, each the
 * service's 500): its row says it could not be read, with "Try again"; the sums say they are not
 * known, and whether debits equal credits is not said.
 */
export const AccountFailing: Story = accountFailing(bakery.glAccounts.checking, CHECKING_FAILING_ON)

/** In a phone's 390 px: the account names wrap, both sides stay in view, and nothing scrolls sideways. */
export const Narrow: Story = narrow({})

/** `data-bk-theme="dark"`: figures take the dark primary colour, and axe checks every text's contrast, the note's too. */
export const Dark: Story = dark({})

/** `de-DE` with euros, the trial balance's strings in German (a Saldenliste, debit Soll and credit Haben) through the provider's `messages`. */
export const German: Story = german({})
