import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { useLocaleSettings, useProfitAndLoss, type ChartPeriod, type GlAccountInfo } from '../src'
import { lastDayOf } from './support/charts'
import { intlMoney } from './support/intlMoney'
import { storySandbox } from './support/sandbox'
import { bakeryChart, netIncomeOf, YEAR_TO_DATE } from './support/statements'

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

const meta = {
  title: 'Statements/Statement hooks',
  component: HostNetIncomeByMonth,
  excludeStories: ['HostNetIncomeByMonth'],
  // The host's chart of accounts: the story sandbox's own.
  render: (args, { id }) => <HostNetIncomeByMonth {...args} accounts={bakeryChart(id)} />,
  args: { period: YEAR_TO_DATE, accounts: [] },
  argTypes: {
    period: { control: 'object', description: 'A month, a quarter, a year or `{ from, to }`: one line per month in it.' },
    accounts: { control: false, description: 'The host’s chart of accounts (the story sandbox’s).' },
  },
  parameters: {
    // The books of *Statements › ProfitAndLoss*, so that the docs page, whose stories all answer from one sandbox, shows the same figures.
    sandbox: { years: 2 },
    docs: { description: { component: 'Host code, not a bookkit component: its own markup over `useProfitAndLoss`, against the story’s sandbox.' } },
  },
} satisfies Meta<typeof HostNetIncomeByMonth>

export default meta
type Story = StoryObj<typeof meta>

const usd = (minor: number) => intlMoney('en-US', 'USD', minor)

/** The bakery's net income for each month of the year to date, in the host's own list: what the sandbox's ledger adds up to. */
export const NetIncomeByMonth: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const chart = bakeryChart(id)
    const list = within(await canvas.findByRole('list'))
    const expected = ['January', 'February', 'March', 'April', 'May', 'June'].map((name, index) => {
      const month = `2026-0${index + 1}`
      const net = netIncomeOf(sandbox, chart, { from: `${month}-01`, to: lastDayOf(month) })
      return `${name} 2026: ${usd(net)}${net < 0 ? ' (a loss)' : ''}`
    })
    await waitFor(() => expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected), { timeout: 15_000 })
  },
}
