import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CashFlowStatement } from '../src/components/CashFlowStatement'
import { SANDBOX } from '../src/sandbox'
import { storySandbox } from './support/sandbox'
import {
  accountRow,
  bakeryChart,
  chartAccount,
  chartRetyping,
  figureCell,
  ledgerWithoutType,
  productChart,
  rowName,
  STATEMENT_BOOKS,
  statementRead,
  YEAR_TO_DATE,
} from './support/statements'
import { accountFailing, dark, german, narrow, statementArgTypes, withoutAccounts } from './support/statementStories'
// Story-only wrappers (the 390 px phone, the host page with its ledger); the component stylesheets come from the preview.
import { StatementWithLedger } from './support/StatementWithLedger'
import './statements.stories.css'

const bakery = SANDBOX.companies.bakery
/** The first quarter of 2026, in the closed books (closed through Apr 30, 2026). */
const Q1 = { from: '2026-01-01', to: '2026-03-31' }

/** The note under the table that says whether the net change in cash ties to the bank accounts. */
const tieNote = (canvasElement: HTMLElement) => canvasElement.querySelector('.bk-statement__check') as HTMLElement

const meta = {
  title: 'Statements/CashFlowStatement',
  component: CashFlowStatement,
  // Every story gets the host's chart of accounts (the story sandbox's); *Without Accounts* and the charts typed by a product render their own.
  render: (args, { id }) => <CashFlowStatement {...args} accounts={bakeryChart(id)} />,
  argTypes: {
    ...statementArgTypes({
      title: 'the statement’s title',
      inside: 'the statement',
      choices: 'The period, comparison and method choices',
      fileName: 'cash-flows-<from>-<to>.csv',
      loadStart: 'the first balances, a new period, comparison or method, a retry',
      loadError: 'its row says so with "Try again", and the totals that need it are not shown',
      balances: 'An account’s balances',
    }),
    from: {
      control: 'text',
      description: 'The period’s first day, `YYYY-MM-DD`. The stories pin the sandbox’s year to date, Jan 1 to Jun 30, 2026.',
    },
    to: { control: 'text', description: 'The period’s last day, `YYYY-MM-DD`, on or after `from`.' },
    compare: {
      control: 'inline-radio',
      options: ['none', 'previousPeriod', 'previousYear'],
      mapping: { none: undefined },
      description:
        'Each figure beside the same dates a year earlier (`previousYear`) or the period just before, of the same length (`previousPeriod`), with the change and the change %; default none.',
    },
    accounts: {
      control: false,
      description:
        'The host’s chart of accounts, `{ id, name, accountNo?, type, subtype? }[]` (the service lists none); `type` and `subtype` say where each account goes and which are cash. Without it, the accounts the records name, and the header says so: no total is final and whether it ties is not told.',
    },
    companyId: {
      control: 'text',
      description: 'The company whose books and closing the statement reads, for a token that sees several; default the token’s.',
    },
    onSelectAccount: {
      control: false,
      description:
        'The user chose a figure (click, Enter or Space): `{ glAccountId, from, to, accountingMethod }`, for `<GeneralLedger glAccountId filter={{ beginDate: from, endDate: to, accountingMethod }}>`. Without it the figures are plain text.',
    },
  },
  // What axe checks in every story: the statement once every account is read. A story showing another moment waits for it in its own play.
  play: async ({ canvasElement }) => {
    await statementRead(canvasElement)
  },
  args: { ...YEAR_TO_DATE, showOptions: true, onSelectAccount: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
    // Two years of books, so that a comparison with the year before has a year before to read.
    sandbox: STATEMENT_BOOKS,
    docs: {
      description: {
        component:
          'Where the cash of a period came from and went, by the indirect method, from the ledger’s own balances: net income, then what moved no cash and the changes in working capital, investing and financing activities, the net change in cash and the cash at the start and the end, compared with the period or the year before, cash or accrual. Under the table, whether the net change ties to the bank accounts’ own balances. The story sandbox’s today is 2026-06-30, with two years of books; the bakery’s books are closed through Apr 30, 2026.',
      },
    },
  },
} satisfies Meta<typeof CashFlowStatement>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The bakery's year to date beside the same months a year earlier. Operating activities start
 * from net income (the profit and loss's), add back depreciation, which moved no cash, and take
 * the changes in working capital; investing and financing follow, then the net change in cash and
 * the cash at both ends, Business Checking and Reserve Savings together. Under the table, the net
 * change ties to the bank accounts' own change in both periods. An account that did not change
 * waits behind a button; each figure opens its account's ledger over the period.
 */
export const YearToDate: Story = {
  name: 'Year to date, compared with the year before',
  args: { compare: 'previousYear' },
}

/**
 * The first quarter of 2026 beside the quarter before (`compare="previousPeriod"`: Oct 1 to Dec
 * 31, 2025). The quarter is in the closed books, so its column is marked Closed; it ties in both.
 */
export const Quarter: Story = {
  name: 'A quarter, compared with the one before',
  args: { ...Q1, compare: 'previousPeriod' },
}

/**
 * Cash figures for the accrual bakery: net income is what was paid and received, receivables do
 * not move, and the net cash from operating activities is the same as under accrual, split
 * otherwise between net income and working capital. The cash itself does not depend on the
 * method: it still ties to the bank accounts.
 */
export const Cash: Story = {
  args: { accountingMethod: 'CASH' },
}

/**
 * June 2026: $2,207.00 left Business Checking for Reserve Savings in the month's last days
 * ("ONLINE TRANSFER TO SAVINGS" of $1,254.00 on Jun 28, and the second of two of $953.00 on Jun
 * 14 and 16, of which savings received one) and had not reached savings by Jun 30. It is no cash spent: the
 * line "Transfers in transit between your accounts", after the three activities, names it, so the
 * net change in cash is the bank accounts' own change and the statement ties; the note under it
 * says what the line is. Its figure opens Transfers in Transit's ledger.
 */
export const TransfersInTransit: Story = {
  name: 'Transfers in transit at the month’s end',
  args: { from: '2026-06-01', to: '2026-06-30' },
}

/**
 * The bakery's chart as a QuickBooks Online company types it, with its detail types (`Bank` with
 * `Checking` and `Savings`, `Accounts Receivable`, `Other Current Asset`, `Fixed Asset` with
 * `MachineryAndEquipment` and `AccumulatedDepreciation`, `Credit Card`, `Other Current
 * Liability`, `Long Term Liability` with `NotesPayable`, `Equity`): the bank accounts are cash,
 * accumulated depreciation is added back under operating activities, the card and the taxes owed
 * are working capital, the oven loan and equity are financing, and it ties.
 */
export const QuickBooksChart: Story = {
  name: 'QuickBooks Online chart',
  render: (args, { id }) => <CashFlowStatement {...args} accounts={productChart(id, 'quickBooks')} />,
  play: async ({ canvasElement }) => {
    await statementRead(canvasElement)
    await expect(tieNote(canvasElement)).toHaveAttribute('data-check', 'ties')
  },
}

/**
 * The bakery's chart as a Xero organisation types it (`BANK`, `CURRENT`, `FIXED`, `CURRLIAB`,
 * `TERMLIAB`, `EQUITY`), with no subtypes, as Xero has none: the `BANK` accounts are cash,
 * Accumulated Depreciation (a `FIXED` account) is told by its name and added back, and it ties.
 */
export const XeroChart: Story = {
  name: 'Xero chart',
  render: (args, { id }) => <CashFlowStatement {...args} accounts={productChart(id, 'xero')} />,
  play: async ({ canvasElement }) => {
    await statementRead(canvasElement)
    await expect(tieNote(canvasElement)).toHaveAttribute('data-check', 'ties')
  },
}

/**
 * No `accounts`: the statement reads the accounts the records name, and finds the bank accounts
 * through the income and expense ledgers (the accounts their bank transactions post to). Accounts
 * only journal entries post to (depreciation, its accumulation) are missing, so no total is final:
 * each says it holds only the accounts found, and whether it ties is not told.
 */
export const WithoutAccounts: Story = withoutAccounts(CashFlowStatement)

/** The type the host gives Transfers in Transit in *A Difference*: no service's, so bookkit places it nowhere. */
const CLEARING = 'CLEARING'

/**
 * The host's chart types Transfers in Transit `CLEARING`, a type bookkit does not place, and the
 * service's ledger lines of that account state no type to place it by. It is shown under
 * "Accounts not placed" with its change, counted nowhere, and the note says by how much the net
 * change in cash then differs from the bank accounts' own change, and that this account makes it.
 */
export const Difference: Story = {
  name: 'A difference: an account of a type it does not place',
  beforeEach: ({ id }) => ledgerWithoutType(id, bakery.glAccounts.transfersInTransit),
  render: (args, { id }) => <CashFlowStatement {...args} accounts={chartRetyping(id, bakery.glAccounts.transfersInTransit, CLEARING)} />,
}

/**
 * Accounts Receivable's page of lines fails every attempt (the first try and both retries, each
 * the service's 500): its row says it could not be read, with "Try again"; each total that needs
 * it (working capital, operating activities, the net change) says "Not known: 1 account could not
 * be read", and whether it ties is not said. Once the service answers again, Try again reads it,
 * and the statement ties.
 */
export const AccountFailing: Story = accountFailing(bakery.glAccounts.receivable, YEAR_TO_DATE.from)

/**
 * In a phone's 390 px, compared with the year before: the year before and the change folded
 * under each figure, the note wrapped, and nothing scrolls sideways.
 */
export const Narrow: Story = narrow({ compare: 'previousYear' })

/** `data-bk-theme="dark"`: figures take the dark primary colour, and axe checks every text's contrast, the note's too. */
export const Dark: Story = dark({ compare: 'previousYear' })

/** `de-DE` with euros, compared with the year before, the statement's strings in German through the provider's `messages`. */
export const German: Story = german({ compare: 'previousYear' })

/**
 * `onSelectAccount` wired to `<GeneralLedger>` on one page, over the first quarter: choosing the
 * oven loan's figure under financing activities opens its ledger on the quarter, with the balance
 * before it and exactly the quarter's lines (the payments that made the figure).
 */
export const OpeningTheLedger: Story = {
  args: Q1,
  render: ({ onSelectAccount, ...args }, { id }) => (
    <StatementWithLedger
      chart={bakeryChart(id)}
      onSelectAccount={onSelectAccount}
      statement={(accounts, open) => <CashFlowStatement {...args} accounts={accounts} onSelectAccount={open} />}
      hint="Choose a figure to open its account’s ledger over the period."
    />
  ),
  play: async ({ canvasElement, id }) => {
    const loan = chartAccount(id, 'gla_co1_loan')
    const linesInQuarter = storySandbox(id)
      .inspect.glLines(loan.id)
      .filter((line) => line.date >= Q1.from && line.date <= Q1.to).length
    await statementRead(canvasElement)
    await userEvent.click(within(figureCell(accountRow(canvasElement, rowName(loan)))).getByRole('button'))
    // The page's own wiring: the ledger opened over the statement's period, exactly its lines.
    await within(canvasElement).findByText(`${linesInQuarter} lines loaded`)
    const ledger = within(canvasElement.querySelector('.bk-general-ledger') as HTMLElement)
    await expect(ledger.getByLabelText('From')).toHaveValue(Q1.from)
    await expect(ledger.getByLabelText('To')).toHaveValue(Q1.to)
  },
}
