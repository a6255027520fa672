import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, userEvent, within } from 'storybook/test'
import { SpendingByCategory } from '../src/components/SpendingByCategory'
import { SANDBOX } from '../src/sandbox'
import { A_YEAR_OF_BOOKS, chartCategories, EMPTY_BOOKS, LISTING_PATH, SMALL_BOOKS, summaryOf, uncategorizeMoneyOut } from './support/charts'
import { germanChartMessages } from './support/germanChartMessages'
import { holdAnswers } from './support/heldAnswers'
import { storySandbox } from './support/sandbox'
// Story-only wrappers (the 320 px host); the component stylesheets come from the preview.
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery

const meta = {
  title: 'Charts/SpendingByCategory',
  component: SpendingByCategory,
  argTypes: {
    period: {
      control: 'object',
      description:
        "A month (`'2026-06'`), a quarter (`'2026-Q2'`), a year (`'2026'`) or `{ from, to }`; default this month where the user is.",
    },
    bankAccountId: {
      control: { type: 'select', labels: { all: 'Every account', checking: 'Checking ••4821', savings: 'Savings ••9930' } },
      options: ['all', 'checking', 'savings'],
      mapping: { all: undefined, checking: bakery.bankAccounts.checking, savings: bakery.bankAccounts.savings },
      description: 'Only this bank account’s transactions (`bka_…`); default every account the token sees.',
    },
    maxCategories: {
      control: { type: 'number', min: 1, max: 20, step: 1 },
      description: 'How many of the largest categories get their own bar; the rest share "Other". Default 5.',
    },
    categories: {
      control: 'object',
      description: 'Names for categories the records name by id only (a split’s lines), as the queue’s `options.categories` gives them.',
    },
    onSelectCategory: { control: false, description: 'The user chose a category’s bar (click, Enter or Space): its id.' },
    onReviewUncategorized: { control: false, description: 'The user chose "Not categorized yet": open the queue on them.' },
    onLoadStart: { control: false, description: 'Loading started: the first sync, or a retry.' },
    onLoadError: { control: false, description: 'Loading failed for good (after the retries); the chart shows the error and "Try again".' },
    onError: { control: false, description: 'A render error inside the chart: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  args: {
    period: '2026-06',
    categories: chartCategories,
    onSelectCategory: fn(),
    onReviewUncategorized: fn(),
    onLoadStart: fn(),
    onLoadError: fn(),
  },
  parameters: {
    sandbox: A_YEAR_OF_BOOKS,
    docs: {
      description: {
        component:
          'Money out by category over a period: the largest categories as bars with their share, the rest as "Other", and what is not categorized yet as its own bar. A split counts under its lines’ categories; transfers are left out. The story sandbox’s today is 2026-06-30.',
      },
    },
  },
} satisfies Meta<typeof SpendingByCategory>

export default meta
type Story = StoryObj<typeof meta>

/**
 * June 2026: the five largest categories and "Other", which adds up the rest and counts each of
 * their transactions once; the keyboard walks the bars and chooses one.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Money out by category, June 2026/)
  },
}

/**
 * A quarter with every category its own bar: the oven loan's payments are split, and each
 * payment's money out is shared among its lines' categories in proportion to the lines (named by
 * the host's `categories`, as the lines carry ids only), so the categories add up to money out.
 */
export const QuarterWithSplits: Story = {
  args: { period: '2026-Q2', maxCategories: 20 },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Money out by category, Apr 1, 2026 to Jun 30, 2026: /)
  },
}

/** Books with nothing booked yet: the chart says so. */
export const EmptyBooks: Story = {
  parameters: { sandbox: EMPTY_BOOKS },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
  },
}

/** No purchase of the month has a category yet: one bar, "Not categorized yet", which opens the queue on them. */
export const AllUncategorized: Story = {
  parameters: { sandbox: SMALL_BOOKS },
  beforeEach: async ({ id }) => {
    await uncategorizeMoneyOut(storySandbox(id), '2026-06')
  },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, / not categorized yet\.$/)
  },
}

/** The past twelve months on a slow service: a note counts what has arrived while older pages come in (held here until the story is left); then the whole year. */
export const StillSyncing: Story = {
  args: { period: { from: '2025-07-01', to: '2026-06-30' } },
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

/** The dark theme of the tokens: the largest category takes the dark `--bk-chart-category-1`. */
export const Dark: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
  },
}

/** In a 320 px host: each category's name goes above its bar, nothing scrolls sideways. */
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

/**
 * A bar focused by keyboard, in a 320 px host: it shows every figure it has (its amount, its share
 * and how many transactions), so no tooltip opens over the bars below it; each of their figures is
 * the topmost thing at its own place.
 */
export const FocusedBar: Story = {
  decorators: [
    (Story) => (
      <div className="story-narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
    // The bars' one tab stop, past "Show as table".
    await userEvent.tab()
    await userEvent.tab()
  },
}

/** `de-DE` with euros, and the chart's strings in German through the provider's `messages`. */
export const GermanEuros: Story = {
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanChartMessages } },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Ausgaben nach Kategorie, Juni 2026: /)
  },
}
