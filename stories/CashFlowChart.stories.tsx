import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, within } from 'storybook/test'
import { CashFlowChart } from '../src/components/CashFlowChart'
import { SANDBOX } from '../src/sandbox'
import { A_YEAR_OF_BOOKS, EMPTY_BOOKS, LISTING_PATH, STOPPED_SYNC, stopSyncAfterFirstPage, summaryOf } from './support/charts'
import { germanChartMessages } from './support/germanChartMessages'
import { holdAnswers } from './support/heldAnswers'
import { storySandbox } from './support/sandbox'
// Story-only wrappers (the 320 px host); the component stylesheets come from the preview.
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery

const meta = {
  title: 'Charts/CashFlowChart',
  component: CashFlowChart,
  argTypes: {
    months: { control: { type: 'number', min: 1, max: 120, step: 1 }, description: 'How many months, the last one included; default 12.' },
    endMonth: { control: 'text', description: 'The last month shown, `YYYY-MM`; default the current month where the user is.' },
    bankAccountId: {
      control: { type: 'select', labels: { all: 'Every account', checking: 'Checking ••4821', savings: 'Savings ••9930' } },
      options: ['all', 'checking', 'savings'],
      mapping: { all: undefined, checking: bakery.bankAccounts.checking, savings: bakery.bankAccounts.savings },
      description: 'Only this bank account’s transactions (`bka_…`); default every account the token sees.',
    },
    onSelectMonth: {
      control: false,
      description: 'The user chose a month (click, Enter or Space): `{ from, to }`, its first and last day.',
    },
    onLoadStart: { control: false, description: 'Loading started: the first sync, or a retry.' },
    onLoadError: { control: false, description: 'Loading failed for good (after the retries); the chart shows the error and "Try again".' },
    onError: { control: false, description: 'A render error inside the chart: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
    headingLevel: {
      control: { type: 'select' },
      options: [2, 3, 4, 5, 6],
      description: 'The level of the chart’s title, `2` to `6`; default 2, under the host’s `h1`.',
    },
  },
  args: { months: 12, endMonth: '2026-06', onSelectMonth: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
    sandbox: A_YEAR_OF_BOOKS,
    docs: {
      description: {
        component:
          'Money in (bars above the line) and money out (below) per month, and the net as a line, from the same synced bank transactions as the review queue. Transfers between the business’s own accounts are left out. The story sandbox’s today is 2026-06-30.',
      },
    },
  },
} satisfies Meta<typeof CashFlowChart>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Twelve months of the bakery. The summary names the totals the sandbox holds, the keyboard walks
 * the months and chooses one, and "Show as table" shows the same figures.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Money in and out, Jul 2025 to Jun 2026/)
  },
}

/** Books with nothing booked yet: the chart says so instead of drawing zeros. */
export const EmptyBooks: Story = {
  parameters: { sandbox: EMPTY_BOOKS },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
  },
}

/** One month: one pair of bars, and no "busiest month" to name. */
export const OneMonth: Story = {
  args: { months: 1 },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
  },
}

/**
 * A slow service while the first sync brings older pages (held here until the story is left): the
 * months it may still add to are lighter and named "still counting", and a note counts what has
 * arrived; then the whole year.
 */
export const StillSyncing: Story = {
  beforeEach: ({ id }) => holdAnswers(id, LISTING_PATH, { answered: 1 }),
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /./, { whole: false })
  },
}

/** The service fails every attempt (the first try and both retries): the error and "Try again", which then loads. */
export const LoadError: Story = {
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, times: 3, path: LISTING_PATH })
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
  },
}

/**
 * A first sync that fails for good after its first page (the newest 250 transactions, back to
 * mid-May): the figures are sums of what arrived, and say so. A note tells after how many
 * transactions reading stopped, the summary ends "so far", and every month the walk had not passed
 * is marked "(sums so far)", its zeros too; June, which it had passed, is whole. "Try again" reads
 * the whole year.
 */
export const SyncStopped: Story = {
  parameters: { sandbox: STOPPED_SYNC },
  beforeEach: ({ id }) => stopSyncAfterFirstPage(id),
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, / so far; /, { whole: false })
  },
}

/** The dark theme of the tokens: the bars take the dark `--bk-chart-in` and `--bk-chart-out`. */
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
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanChartMessages } },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Geldeingänge und -ausgänge, /)
  },
}

/**
 * On the host's page, under its `h1`: the chart's title takes the level the host gives
 * (`headingLevel={2}`, which is also the default), so the page's outline has no gap.
 */
export const UnderTheHostsHeading: Story = {
  args: { headingLevel: 2 },
  render: (args) => (
    <main>
      <h1>{bakery.name}</h1>
      <CashFlowChart {...args} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
  },
}
