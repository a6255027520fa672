import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, within } from 'storybook/test'
import { AccountBalanceChart } from '../src/components/AccountBalanceChart'
import { SANDBOX } from '../src/sandbox'
import { A_YEAR_OF_BOOKS, EMPTY_BOOKS, summaryOf } from './support/charts'
import { germanChartMessages } from './support/germanChartMessages'
import { holdAnswers } from './support/heldAnswers'
import { storySandbox } from './support/sandbox'
// Story-only wrappers (the 320 px host); the component stylesheets come from the preview.
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.glAccounts.checking
const LEDGER_PATH = `/v6/accounting/glAccounts/${CHECKING}/generalLedger`
/** How many times the ledger is asked before it fails for good: the first try and both retries. */
const LEDGER_ATTEMPTS = 3

/** The bakery's GL accounts (the stories' token sees the bakery), for the Controls panel. */
const ACCOUNT_IDS: Record<string, string> = Object.fromEntries(
  Object.entries(bakery.glAccounts).map(([name, id]) => [id, `${name} (${id})`]),
)

const meta = {
  title: 'Charts/AccountBalanceChart',
  component: AccountBalanceChart,
  argTypes: {
    glAccountId: {
      control: { type: 'select', labels: ACCOUNT_IDS },
      options: Object.keys(ACCOUNT_IDS),
      description: 'The GL account (`gla_…`).',
    },
    glAccount: { control: 'object', description: 'Its name for the summary, when the host knows it; else the id.' },
    from: { control: 'text', description: 'First day, `YYYY-MM-DD`; default the first day of the month eleven months ago.' },
    to: { control: 'text', description: 'Last day, `YYYY-MM-DD`; default today where the user is.' },
    accountingMethod: { control: 'inline-radio', options: ['ACCRUAL', 'CASH'], description: 'Default the company’s method.' },
    variant: { control: 'inline-radio', options: ['line', 'area'], description: 'A line (default) or a filled area.' },
    onLoadStart: { control: false, description: 'Loading started: the first page of lines, or a retry.' },
    onLoadError: { control: false, description: 'Loading failed for good (after the retries); the chart shows the error and "Try again".' },
    onError: { control: false, description: 'A render error inside the chart: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  args: {
    glAccountId: CHECKING,
    glAccount: { name: 'Checking' },
    from: '2025-07-01',
    to: '2026-06-30',
    variant: 'line',
    onLoadStart: fn(),
    onLoadError: fn(),
  },
  parameters: {
    sandbox: A_YEAR_OF_BOOKS,
    docs: {
      description: {
        component:
          'One GL account’s balance over a date range: the balance before it, then each day’s closing running balance as the general ledger reports it. Every page of the range’s lines is read. The story sandbox’s today is 2026-06-30.',
      },
    },
  },
} satisfies Meta<typeof AccountBalanceChart>

export default meta
type Story = StoryObj<typeof meta>

/** The bakery's checking account over the sandbox's year: the summary names the balances the ledger holds; the keyboard walks the days. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Balance of Checking, Jul 1, 2025 to Jun 30, 2026/)
  },
}

/** The same balance as a filled area (`variant="area"`). */
export const Area: Story = {
  args: { variant: 'area' },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
  },
}

/** Books with nothing booked yet: no lines, so the balance did not move, and the chart says so. */
export const EmptyBooks: Story = {
  // The seed's opening journal entry puts the owner's capital in checking: an account nothing posts to shows empty books.
  args: { glAccountId: bakery.glAccounts.unused, glAccount: { name: 'Miscellaneous' } },
  parameters: { sandbox: EMPTY_BOOKS },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No lines in these dates: the balance did not move.')
  },
}

/** One month: the balance on May 31, then each day of June with lines. */
export const OneMonth: Story = {
  args: { from: '2026-06-01', to: '2026-06-30' },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Balance of Checking, Jun 1, 2026 to Jun 30, 2026/)
  },
}

/** A slow service, the older pages of lines still on their way: the chart draws what it has read so far and says so; then the whole year. */
export const StillReading: Story = {
  beforeEach: ({ id }) => holdAnswers(id, LEDGER_PATH, { answered: 1 }),
  play: async ({ canvasElement }) => {
    // While more pages are to read, a note counts the lines so far.
    await within(canvasElement).findByText(/^Still reading: [\d,]+ ledger lines so far\.$/)
  },
}

/** The service fails every attempt (the first try and both retries): the error and "Try again", which then loads. */
export const LoadError: Story = {
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, times: 3, path: LEDGER_PATH })
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
  },
}

/**
 * The ledger answers 503 to every attempt, and again after "Try again": the chart never had a
 * balance, so it states none: the error alone, not "from $0.00 to $0.00".
 */
export const LedgerFailing: Story = {
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 503, times: 2 * LEDGER_ATTEMPTS, path: LEDGER_PATH })
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
  },
}

/** An account the ledger does not know (404): the error alone, with no balance drawn for it. */
export const UnknownAccount: Story = {
  args: { glAccountId: 'gla_co1_nowhere', glAccount: undefined },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
  },
}

/** The dark theme of the tokens: the line takes the dark `--bk-chart-balance`. */
export const Dark: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
  },
}

/** In a 320 px host: fewer ticks and month labels, nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="story-narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
  },
}

/** `de-DE` with euros, and the chart's strings in German through the provider's `messages`. */
export const GermanEuros: Story = {
  args: { glAccount: { name: 'Geschäftskonto' } },
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanChartMessages } },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Saldo von Geschäftskonto, 01\.07\.2025 bis 30\.06\.2026: /)
  },
}
