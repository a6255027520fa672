import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import {
  useBalanceSheet,
  useLocaleSettings,
  useProfitAndLoss,
  useTrialBalance,
  type AccountingDimensionValue,
  type ChartPeriod,
  type GlAccountInfo,
  type StatementTotal,
} from '../src'
import { SANDBOX } from '../src/sandbox'
import { intlMoney } from './support/intlMoney'
import { bakeryChart, bakeryDimensionValues, STATEMENT_BOOKS, TODAY, YEAR_TO_DATE } from './support/statements'

/** Integer cents as text in the provider's locale and currency, exactly (no float on the way). */
const formatCents = (cents: number, locale: string, currency: string) => intlMoney(locale, currency, cents)

// #region HostNetIncomeByMonth
/** A host's own "net income by month": its markup, bookkit's figures through `useProfitAndLoss` only. */
export function HostNetIncomeByMonth({ period, accounts }: { period?: ChartPeriod; accounts: readonly GlAccountInfo[] }) {
  const statement = useProfitAndLoss({ period, columns: 'month', accounts })
  const { locale, currency } = useLocaleSettings()
  const titleId = useId()
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Net income by month</h2>
      <ol>
        {statement.columns.map((column, index) => {
          const { amount } = statement.netIncome.figures[index] ?? {}
          // No figure until the first accounts are read; "so far" until every one is.
          const figure = statement.figures === 'unknown' || amount === undefined ? 'Reading…' : formatCents(amount, locale, currency)
          return (
            <li key={column.key}>
              {monthName.format(new Date(`${column.from}T00:00:00Z`))}: {figure}
              {amount !== undefined && amount < 0 && ' (a loss)'}
              {statement.figures !== 'unknown' && !statement.netIncome.complete && ' so far'}
            </li>
          )
        })}
      </ol>
      {statement.accountsFailed > 0 && (
        <p>
          {statement.accountsFailed} of the accounts could not be read and are left out.{' '}
          <button type="button" onClick={statement.refetch}>
            Try again
          </button>
        </p>
      )}
    </section>
  )
}
// #endregion HostNetIncomeByMonth

// #region HostNetIncomeByLocation
/** A host's own "net income by location": its markup, bookkit's split through `useProfitAndLoss({ by })` only. */
export function HostNetIncomeByLocation({
  period,
  accounts,
  by,
  dimensionValues,
}: {
  period?: ChartPeriod
  accounts: readonly GlAccountInfo[]
  by: string
  dimensionValues: readonly AccountingDimensionValue[]
}) {
  const statement = useProfitAndLoss({ period, by, dimensionValues, accounts })
  const { locale, currency } = useLocaleSettings()
  const titleId = useId()
  // A column's name: its value's (a sub-value indented under its parent), or what it holds.
  const nameOf = ({ dimension }: (typeof statement.columns)[number]) => {
    if (dimension?.kind === 'value' && dimension.value) return `${'– '.repeat(dimension.value.depth)}${dimension.value.name}`
    if (dimension?.kind === 'notSpecified') return 'Not specified'
    if (dimension?.kind === 'otherValues') return 'Other locations'
    return 'Total'
  }
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Net income by {statement.by?.dimension.name ?? 'location'}</h2>
      <ul>
        {statement.columns.map((column, index) => {
          const { amount } = statement.netIncome.figures[index] ?? {}
          const status = column.dimension?.status ?? statement.figures
          // Each column comes on its own: no figure until its first accounts are read, "so far" until every one is.
          const figure = status === 'unknown' || amount === undefined ? 'Reading…' : formatCents(amount, locale, currency)
          return (
            <li key={column.key}>
              {nameOf(column)}: {figure}
              {status !== 'unknown' && status !== 'final' && ' so far'}
              {column.dimension?.derived && ' (the total less the locations above)'}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
// #endregion HostNetIncomeByLocation

// #region HostBalanceCheck
/** A host's own "do the books balance?" card: its markup, bookkit's figures through `useBalanceSheet` only. */
export function HostBalanceCheck({ asOf, accounts }: { asOf?: string; accounts: readonly GlAccountInfo[] }) {
  const sheet = useBalanceSheet({ asOf, accounts })
  const { locale, currency } = useLocaleSettings()
  const titleId = useId()
  // A total is drawn only once every account in it is read: a sum that waits on one, or leaves one out, is no total.
  const total = ({ figures, complete, leftOut }: StatementTotal) => {
    const amount = figures[0]?.amount
    return complete && leftOut === 0 && amount !== undefined ? formatCents(amount, locale, currency) : 'Not known yet'
  }
  const { known, difference } = sheet.check
  let verdict = 'Checking…'
  if (known && difference.amount === 0) verdict = 'The books balance.'
  else if (known && difference.amount !== undefined)
    verdict = `The books are off by ${formatCents(Math.abs(difference.amount), locale, currency)}.`
  else if (sheet.figures === 'stopped') verdict = `${sheet.accountsFailed} of the accounts could not be read: the books cannot be checked.`
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Do the books balance?</h2>
      <dl>
        <dt>Assets</dt>
        <dd>{total(sheet.totalAssets)}</dd>
        <dt>Net income this fiscal year</dt>
        <dd>{total(sheet.netIncome)}</dd>
        <dt>Liabilities and equity</dt>
        <dd>{total(sheet.totalLiabilitiesAndEquity)}</dd>
      </dl>
      <p>{verdict}</p>
      {sheet.accountsFailed > 0 && (
        <button type="button" onClick={sheet.refetch}>
          Try again
        </button>
      )}
    </section>
  )
}
// #endregion HostBalanceCheck

// #region HostTrialBalanceSums
/** A host's own sums of the trial balance: its markup, bookkit's figures through `useTrialBalance` only. */
export function HostTrialBalanceSums({ asOf, accounts }: { asOf?: string; accounts: readonly GlAccountInfo[] }) {
  const trial = useTrialBalance({ asOf, accounts })
  const { locale, currency } = useLocaleSettings()
  const titleId = useId()
  // The sums are shown only once every account is read (`complete`): before, they are part sums.
  const sum = (minor: number) => (trial.totals.complete ? formatCents(minor, locale, currency) : 'Not known yet')
  let verdict = 'Not known until every account is read.'
  if (trial.difference === 0) verdict = 'Debits equal credits.'
  else if (trial.difference !== undefined)
    verdict = `Debits and credits differ by ${formatCents(Math.abs(trial.difference), locale, currency)}.`
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Trial balance sums</h2>
      <p>
        {trial.accountsRead} of {trial.accountCount} accounts read
      </p>
      <dl>
        <dt>Debits</dt>
        <dd>{sum(trial.totals.debits)}</dd>
        <dt>Credits</dt>
        <dd>{sum(trial.totals.credits)}</dd>
      </dl>
      <p>{verdict}</p>
    </section>
  )
}
// #endregion HostTrialBalanceSums

const meta = {
  title: 'Statements/Statement hooks',
  component: HostNetIncomeByMonth,
  excludeStories: ['HostNetIncomeByMonth', 'HostNetIncomeByLocation', 'HostBalanceCheck', 'HostTrialBalanceSums'],
  // The host's chart of accounts: the story sandbox's own.
  render: (args, { id }) => <HostNetIncomeByMonth {...args} accounts={bakeryChart(id)} />,
  args: { period: YEAR_TO_DATE, accounts: [] },
  argTypes: {
    period: { control: 'object', description: 'A month, a quarter, a year or `{ from, to }`: one line per month in it.' },
    accounts: { control: false, description: 'The host’s chart of accounts (the story sandbox’s).' },
  },
  parameters: {
    // The books of *Statements › ProfitAndLoss*, so that the docs page, whose stories all answer from one sandbox, shows the same figures.
    sandbox: STATEMENT_BOOKS,
    docs: {
      description: {
        component:
          'Host code, not bookkit components: its own markup over `useProfitAndLoss`, `useBalanceSheet` and `useTrialBalance`, against the story’s sandbox.',
      },
    },
  },
} satisfies Meta<typeof HostNetIncomeByMonth>

export default meta
type Story = StoryObj<typeof meta>

/** The bakery's net income for each month of the year to date, in the host's own list: what the sandbox's ledger adds up to. */
export const NetIncomeByMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Every month to June listed, each figure in and final: none reading, none "so far".
    await waitFor(() => {
      const list = canvas.getByRole('list')
      expect(list).toHaveTextContent('June 2026')
      expect(list).not.toHaveTextContent(/Reading…|so far/)
    })
  },
}

/**
 * The bakery's net income for the year to date by location, in the host's own list: Shops (and
 * under it Main Street shop and Riverside shop), Catering, Not specified (worked out, and saying
 * so) and the total, each read from the ledger filtered by its value.
 */
export const NetIncomeByLocation: Story = {
  render: (_args, { id }) => (
    <HostNetIncomeByLocation
      period={YEAR_TO_DATE}
      accounts={bakeryChart(id)}
      by={SANDBOX.companies.bakery.dimensions.location.id}
      dimensionValues={bakeryDimensionValues(id)}
    />
  ),
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const location = SANDBOX.companies.bakery.dimensions.location.id
    const names = bakeryDimensionValues(id)
      .filter((value) => value.dimension.id === location)
      .map((value) => value.child?.name ?? value.name)
    // A line for each location the host gives, Not specified and the total, every figure in and final: none reading, none "so far".
    await waitFor(() => {
      const items = canvas.getAllByRole('listitem').map((item) => item.textContent?.replace(/^(– )*/, '').split(':')[0])
      expect(items).toEqual([...names, 'Not specified', 'Total'])
      expect(canvas.getByRole('list')).not.toHaveTextContent(/Reading…|so far/)
    })
  },
}

/** The bakery's balance sheet on the sandbox's today, in the host's own card: the totals the sandbox's ledger adds up to, and the books balance. */
export const BalanceCheck: Story = {
  render: (_args, { id }) => <HostBalanceCheck asOf={TODAY} accounts={bakeryChart(id)} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The books balance.')
  },
}

/** The bakery's trial balance on the sandbox's today, in the host's own sums: the stored lines' (income and expenses this fiscal year, earlier years as retained earnings), and debits equal credits. */
export const TrialBalanceSums: Story = {
  render: (_args, { id }) => <HostTrialBalanceSums asOf={TODAY} accounts={bakeryChart(id)} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Debits equal credits.')
  },
}
