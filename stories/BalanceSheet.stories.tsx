import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { BalanceSheet, type BalanceSheetAccountSelection, type BalanceSheetProps } from '../src/components/BalanceSheet'
import { GeneralLedger, type LedgerFilter } from '../src/components/GeneralLedger'
import { SANDBOX } from '../src/sandbox'
import { inPhone } from './support/phone'
import { storySandbox } from './support/sandbox'
import { germanStatementMessages } from './support/statementMessages'
import {
  accountRow,
  bakeryChart,
  chartAccount,
  failLedgerOn,
  figureCell,
  productChart,
  rowName,
  statementRead,
  TODAY,
} from './support/statements'
// Story-only wrappers (the 390 px phone, the host page with its ledger); the component stylesheets come from the preview.
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
    accountingMethod: {
      control: 'inline-radio',
      options: ['company', 'ACCRUAL', 'CASH'],
      mapping: { company: undefined },
      description:
        '`ACCRUAL` or `CASH`, where the service profile carries the method; default (and otherwise) the company’s own, which the header then names.',
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
    showOptions: {
      control: 'boolean',
      description: 'The date, comparison and method choices; default true. The props are where they start.',
    },
    exportFileName: { control: 'text', description: 'Name of the exported file; default `balance-sheet-<asOf>.csv`.' },
    companyName: {
      control: 'text',
      description:
        'The company’s name as the host knows it, under the title and on the exported file’s company line. Without it, the name the service’s bank transactions give, where they are read (without `accounts`, or synced already by the queue or a chart on the page); the file then falls back to `companyId`.',
    },
    headingLevel: {
      control: { type: 'select' },
      options: [2, 3, 4, 5, 6],
      description: 'The level of the sheet’s title, `2` to `6`; default 2, under the host’s `h1`.',
    },
    onLoadStart: { control: false, description: 'Reading started: the first balances, a new date, comparison or method, a retry.' },
    onLoadError: {
      control: false,
      description:
        'An account’s balances failed for good (after the retries): its row says so with "Try again", and the totals that need it are not shown.',
    },
    onError: { control: false, description: 'A render error inside the sheet: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  // What axe checks in every story: the statement once every account is read. A story showing another moment waits for it in its own play.
  play: async ({ canvasElement }) => {
    await statementRead(canvasElement)
  },
  args: { asOf: TODAY, showOptions: true, onSelectAccount: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
    // Two years of books (from Jul 1, 2024), so that a fiscal year has years before it: retained earnings.
    sandbox: { years: 2 },
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
export const DescribedService: Story = {
  args: { accountingMethod: 'CASH' },
  parameters: { sandbox: { profile: 'described' } },
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
  play: async ({ canvasElement }) => {
    await statementRead(canvasElement, 'partial')
  },
}

/** Business Checking's balance at the end of the day (the day after it), which *An Account Failing* cannot read. */
const CHECKING_FAILING_ON = '2026-07-01'

/**
 * Business Checking's balance fails every attempt (the first try and both retries, each the
 * service's 500): its row says it could not be read, with "Try again"; total assets say they are
 * not known (a sum without the bank is no total), and whether the books balance is not said.
 */
export const AccountFailing: Story = {
  name: 'An account failing',
  tags: ['!autodocs'],
  // The service answers again once the story is left.
  beforeEach: ({ id }) => failLedgerOn(id, bakery.glAccounts.checking, CHECKING_FAILING_ON),
  play: async ({ canvasElement }) => {
    await statementRead(canvasElement, 'stopped')
  },
}

/**
 * In a phone's 390 px, compared with the month end before: the balance at the end of May and the
 * change folded under each figure, the note wrapped, and nothing scrolls sideways.
 */
export const Narrow: Story = {
  args: { compareTo: 'previousMonthEnd' },
  decorators: [inPhone],
}

/** `data-bk-theme="dark"`: figures take the dark primary colour, and axe checks every text's contrast, the note's too. */
export const Dark: Story = {
  args: { compareTo: 'previousYearEnd' },
  parameters: { bookkit: { theme: 'dark' } },
}

/** `de-DE` with euros, compared with the year end before, the sheet's strings in German through the provider's `messages`. */
export const German: Story = {
  args: { compareTo: 'previousYearEnd' },
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanStatementMessages } },
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
        <GeneralLedger
          glAccountId={chosen.glAccountId}
          glAccount={account}
          filter={chosen.filter}
          onFilterChange={(filter) => setChosen({ ...chosen, filter })}
        />
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
