import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ProfitAndLoss } from '../src/components/ProfitAndLoss'
import { SANDBOX } from '../src/sandbox'
import { lastDayOf } from './support/charts'
import { storySandbox } from './support/sandbox'
import { frenchStatementMessages } from './support/statementMessages'
import {
  accountRow,
  bakeryChart,
  bakeryDimensionValues,
  chartAccount,
  figureCell,
  holdLedgers,
  ledgersHeld,
  productChart,
  profitAndLossAccounts,
  rowName,
  STATEMENT_BOOKS,
  statementRead,
  YEAR_TO_DATE,
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
const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'].map((month) => ({
  month,
  from: `${month}-01`,
  to: lastDayOf(month),
}))

const meta = {
  title: 'Statements/ProfitAndLoss',
  component: ProfitAndLoss,
  // Every story gets the host's chart of accounts (the story sandbox's); *Without Accounts* renders its own.
  render: (args, { id }) => <ProfitAndLoss {...args} accounts={bakeryChart(id)} />,
  argTypes: {
    ...statementArgTypes({
      title: 'the statement’s title',
      inside: 'the statement',
      choices: 'The period, columns, comparison, method and % of income choices',
      fileName: 'profit-and-loss-<from>-<to>.csv',
      loadStart: 'the first balances, a new period or method, a retry',
      loadError: 'its row says so with "Try again", and the totals leave it out',
      balances: 'An account’s balances',
    }),
    period: {
      control: 'object',
      description:
        "A month (`'2026-06'`), a quarter (`'2026-Q2'`), a year (`'2026'`) or `{ from, to }`; default this year to date where the user is. The stories pin the sandbox’s year to date, Jan 1 to Jun 30, 2026.",
    },
    columns: {
      control: 'inline-radio',
      options: ['total', 'month', 'quarter'],
      description: 'One column for the period (`total`, the default), or one per month or quarter.',
    },
    compareTo: {
      control: 'inline-radio',
      options: ['none', 'previousPeriod', 'previousYear'],
      mapping: { none: undefined },
      description:
        'Each column beside the same dates a year earlier (`previousYear`) or the period just before (`previousPeriod`), with the change and the change %; default none.',
    },
    accounts: {
      control: false,
      description:
        'The host’s chart of accounts, `{ id, name, accountNo?, type }[]` (the service lists none). Without it, the accounts the records name, and the header says so.',
    },
    onSelectAccount: {
      control: false,
      description:
        'The user chose a figure (click, Enter or Space): `{ glAccountId, from, to, accountingMethod }`, for `<GeneralLedger glAccountId filter={{ beginDate: from, endDate: to, accountingMethod }}>`. Without it the figures are plain text.',
    },
    percentOfIncome: {
      control: 'boolean',
      description:
        'A "% of income" column: each figure as a share of its column’s total income, and compared, each compared figure as a share of the compared column’s, shown once that income is final; default false. Offered in the options too.',
    },
    companyName: companyNameArgType,
  },
  // What axe checks in every story: the statement once every account is read. A story showing another moment waits for it in its own play.
  play: async ({ canvasElement }) => {
    await statementRead(canvasElement)
  },
  args: { period: YEAR_TO_DATE, columns: 'total', showOptions: true, onSelectAccount: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
    // Two years of books, so that a comparison with the year before has a year before to read.
    sandbox: STATEMENT_BOOKS,
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
 * The bakery's year to date beside the same months a year earlier, its name under the title as
 * the host gives it (`companyName`). Every figure is its account's activity in the sandbox's
 * ledger; an account with no activity in either year waits behind a button; Tab reaches the
 * figures, the arrows move between them and Enter opens a ledger; the CSV holds the same figures
 * as exact decimals, after a title block naming the company.
 */
export const YearToDate: Story = {
  name: 'Year to date, compared with the year before',
  args: { compareTo: 'previousYear', companyName: bakery.name },
}

/**
 * One column per month. The months on or before the closing date (Apr 30, 2026) are marked
 * closed; each month's net income is the sandbox's (January in the red); Home, End and the arrows
 * move along a row and down a column, and Enter hands the host the month chosen.
 */
export const ByMonth: Story = {
  args: { columns: 'month' },
}

/** Q1 2026, the quarter the layout stories show. */
const Q1 = { from: '2026-01-01', to: '2026-03-31' }

/**
 * The bakery's chart as a QuickBooks Online company types it (`Income`, `Cost of Goods Sold`,
 * `Expense`, `Other Income`, `Other Expense`, `Bank`, `Fixed Asset`…), laid out as QuickBooks
 * lays it out: gross profit after cost of goods sold, net operating income after expenses, net
 * other income after other income and expenses, then net income, with the "% of income" column
 * beside each figure and, compared with Q1 2025, beside each compared figure (of Q1 2025's
 * income). Cost of goods sold is one account: its total opens that account's ledger.
 */
export const QuickBooksChart: Story = {
  name: 'QuickBooks Online chart, with % of income',
  args: { period: Q1, percentOfIncome: true, compareTo: 'previousYear' },
  render: (args, { id }) => <ProfitAndLoss {...args} accounts={productChart(id, 'quickBooks')} />,
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
}

/**
 * Accrual figures, asked for: income when invoiced. Choosing "Cash" reads the balances under
 * cash (income when paid), and a figure then opens its ledger under cash too.
 */
export const Accrual: Story = {
  args: { accountingMethod: 'ACCRUAL' },
}

/**
 * Cash figures for the accrual bakery: income when the money came in. An account whose cash
 * activity is nothing in the period (sales discounts only reduce invoices) is hidden with the
 * accounts that had none at all.
 */
export const Cash: Story = {
  args: { accountingMethod: 'CASH' },
}

/**
 * On `describedService`, whose GL query carries no accounting method: the host asks for cash,
 * but the figures are the company's own method (the bakery's accrual), the header says so, and
 * no method is offered. A figure opens its ledger without a method.
 */
export const DescribedService: Story = describedService

/**
 * The ledgers of Wages and Rent have not answered yet: the other accounts show their figures, the
 * two say "Reading…", a line counts the accounts read, the expenses and net income are marked
 * "so far" and not bold (income, all read, is final and bold), and there is nothing to export or
 * print yet. Then they answer.
 */
export const StillReading: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => holdLedgers(id, [bakery.glAccounts.wages, bakery.glAccounts.rent]),
  play: async ({ canvasElement, id }) => {
    const accounts = profitAndLossAccounts(bakeryChart(id)).length
    await ledgersHeld(id)
    // Every account but the two held ones read: what the page shows while they are out.
    await within(canvasElement).findByText(`Reading ${accounts - 2} of ${accounts} accounts…`)
  },
}

/** Where Wages' page of lines starts (the period's first day: its balances before Jan 1 and Jul 1 are one page), which *An Account Failing* cannot read. */
const WAGES_FAILING_ON = '2026-01-01'

/**
 * One of Wages' balances fails every attempt (the first try and both retries, each the service's
 * 500): its row says it could not be read, with "Try again"; the totals leave it out and say so.
 * Once the service answers again, Try again reads it, and the totals are whole.
 */
export const AccountFailing: Story = accountFailing(bakery.glAccounts.wages, WAGES_FAILING_ON)

/**
 * No `accounts`: the statement reads the accounts the records name (the synced bank transactions,
 * every invoice's lines, what this session saved) and says so under the title, naming them, and
 * that others may be missing. Accounts that only journal entries post to (depreciation, payroll
 * taxes) are not among them, so no total is final: each says it holds only the accounts found.
 */
export const WithoutAccounts: Story = withoutAccounts(ProfitAndLoss)

/**
 * In a phone's 390 px: one column at a time (the picker chooses it), the year before and the
 * change folded under each figure, and nothing scrolls sideways.
 */
export const Narrow: Story = narrow({ columns: 'quarter', compareTo: 'previousYear' })

/** `data-bk-theme="dark"`: figures take the dark primary colour, and axe checks every text's contrast. */
export const Dark: Story = dark({ compareTo: 'previousYear' })

/** `de-DE` with euros, the statement's strings in German through the provider's `messages`. */
export const German: Story = german({ compareTo: 'previousYear' })

/** `fr-CA` with Canadian dollars, by quarter, the strings in Canadian French. */
export const FrenchCanadian: Story = {
  args: { columns: 'quarter' },
  parameters: { bookkit: { locale: 'fr-CA', currency: 'CAD', messages: frenchStatementMessages } },
}

/**
 * `onSelectAccount` wired to `<GeneralLedger>` on one page: choosing Wages in March opens the
 * Wages ledger on March, with the balance before it and exactly March's lines; choosing Retail
 * Bakery Sales in June then opens that one.
 */
export const OpeningTheLedger: Story = {
  args: { columns: 'month' },
  render: ({ onSelectAccount, ...args }, { id }) => (
    <StatementWithLedger
      chart={bakeryChart(id)}
      onSelectAccount={onSelectAccount}
      statement={(accounts, open) => <ProfitAndLoss {...args} accounts={accounts} onSelectAccount={open} />}
      hint="Choose a figure to open its account’s ledger over its dates."
    />
  ),
  play: async ({ canvasElement, id }) => {
    const march = months[2]!
    const wages = chartAccount(id, bakery.glAccounts.wages)
    const linesInMarch = storySandbox(id)
      .inspect.glLines(wages.id)
      .filter((line) => line.date >= march.from && line.date <= march.to).length
    await statementRead(canvasElement)
    await userEvent.click(within(figureCell(accountRow(canvasElement, rowName(wages)), months.indexOf(march))).getByRole('button'))
    // The page's own wiring: the ledger opened over the figure's month, exactly its lines.
    await within(canvasElement).findByText(`${linesInMarch} lines loaded`)
    const ledger = within(canvasElement.querySelector('.bk-general-ledger') as HTMLElement)
    await expect(ledger.getByLabelText('From')).toHaveValue(march.from)
    await expect(ledger.getByLabelText('To')).toHaveValue(march.to)
  },
}

/**
 * The year to date beside the year before while Wages' ledger has not answered (held until the
 * story is left): totals, compared figures, changes and percents fill in as the accounts arrive,
 * each marked "so far" until every figure it is made of is read, so no sum is ever shown as final
 * before it is.
 */
export const ComparedWhileLoading: Story = {
  name: 'Compared statement while it loads',
  tags: ['!autodocs'],
  args: { compareTo: 'previousYear' },
  beforeEach: ({ id }) => holdLedgers(id, [bakery.glAccounts.wages]),
  play: async ({ canvasElement, id }) => {
    const accounts = profitAndLossAccounts(bakeryChart(id)).length
    await ledgersHeld(id)
    // Every account but the held one read, in both years: what the page shows while it is out.
    await within(canvasElement).findByText(`Reading ${accounts - 1} of ${accounts} accounts…`)
  },
}

/** The bakery's Location dimension, whose values the host gives (`dimensionValues`): Shops (Main Street shop, Riverside shop) and Catering. */
const location = bakery.dimensions.location

/** The statement with the host's chart and its dimension values, as a host splitting it by a dimension passes them. */
const byDimension: Story['render'] = (args, { id }) => (
  <ProfitAndLoss {...args} accounts={bakeryChart(id)} dimensionValues={bakeryDimensionValues(id)} />
)

/** The names of the values of a dimension the host gives that nest under none, in its order. */
const topValueNames = (storyId: string, dimensionId: string) =>
  bakeryDimensionValues(storyId)
    .filter((value) => value.dimension.id === dimensionId && value.child === undefined)
    .map((value) => value.name)

/**
 * The bakery's year to date by location (`by`): a column for each of its shops and its catering
 * line, Not specified (what no location was given to: insurance, card fees, loan interest, payroll
 * taxes; worked out as the total less the value columns, and saying so) and the total, which is
 * the plain statement's. Shops holds Main Street's and Riverside's lines (and its own: both shops'
 * menus and banners), and opens to show their columns. Each value's figure opens the account's
 * ledger filtered by that value.
 */
export const ByLocation: Story = {
  name: 'By location',
  args: { by: location.id },
  render: byDimension,
  play: async ({ canvasElement, id }) => {
    await statementRead(canvasElement)
    const table = within(canvasElement.querySelector('.bk-statement__table') as HTMLElement)
    for (const name of [...topValueNames(id, location.id), 'Not specified', 'Total'])
      await expect(table.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeVisible()
    // Shops opened: Main Street's and Riverside's columns beside it, read with it.
    await userEvent.click(table.getByRole('button', { name: 'Shops' }))
    await table.findByRole('columnheader', { name: /^Riverside shop/ })
  },
}

/**
 * A location's figure opens its ledger, filtered by it: Riverside shop's wages open the Wages
 * ledger over the year to date with exactly the lines filed under Riverside shop.
 */
export const ByLocationOpeningTheLedger: Story = {
  name: 'By location, opening a location’s ledger',
  args: { by: location.id },
  render: ({ onSelectAccount, ...args }, { id }) => (
    <StatementWithLedger
      chart={bakeryChart(id)}
      onSelectAccount={onSelectAccount}
      statement={(accounts, open) => (
        <ProfitAndLoss {...args} accounts={accounts} dimensionValues={bakeryDimensionValues(id)} onSelectAccount={open} />
      )}
      hint="Choose a figure to open its account’s ledger, filtered by its location."
    />
  ),
  play: async ({ canvasElement, id }) => {
    const wages = chartAccount(id, bakery.glAccounts.wages)
    const atRiverside = storySandbox(id)
      .inspect.glLines(wages.id)
      .filter(
        (line) =>
          line.date >= YEAR_TO_DATE.from && line.date <= YEAR_TO_DATE.to && line.dimensionValueIds.includes(location.values.riverside),
      ).length
    await statementRead(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Shops' }))
    await userEvent.click(await within(accountRow(canvasElement, rowName(wages))).findByRole('button', { name: /, Riverside shop$/ }))
    // The page's own wiring: the ledger opened over the year to date, filtered by Riverside shop: exactly its lines.
    await within(canvasElement).findByText(`${atRiverside} lines loaded`)
  },
}

/** One value chosen (`byValues`), as "Main Street shop only": its column, the rest of the books in one column beside it, and the total. */
export const MainStreetOnly: Story = {
  name: 'Main Street shop only',
  args: { by: location.id, byValues: [location.values.mainStreet] },
  render: byDimension,
}

/** By location in a phone's 390 px: one column at a time, the picker choosing among the values, Not specified and Total. */
export const ByLocationNarrow: Story = { ...narrow({ by: location.id }), name: 'By location, narrow', render: byDimension }

/** By location, `data-bk-theme="dark"`: axe checks every header's and figure's contrast. */
export const ByLocationDark: Story = { ...dark({ by: location.id }), name: 'By location, dark', render: byDimension }
