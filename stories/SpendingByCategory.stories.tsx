import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SpendingByCategory } from '../src/components/SpendingByCategory'
import { SANDBOX } from '../src/sandbox'
import {
  bakeryTransactions,
  EMPTY_BOOKS,
  cashFlowOf,
  chartCategories,
  fitsItsContainer,
  focused,
  LISTING_PATH,
  literally,
  NOT_CATEGORIZED,
  SLOW_SYNC,
  SMALL_BOOKS,
  spendingOf,
  spentUnder,
  summaryOf,
  uncategorizeMoneyOut,
} from './support/charts'
import { germanChartMessages } from './support/germanChartMessages'
import { intlMoney } from './support/intlMoney'
import { storySandbox } from './support/sandbox'
// Story-only wrappers (the 320 px host); the component stylesheets come from the preview.
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
const usd = (minor: number) => intlMoney('en-US', 'USD', minor)

const meta = {
  title: 'Charts/SpendingByCategory',
  component: SpendingByCategory,
  argTypes: {
    period: { control: 'object', description: 'A month (`\'2026-06\'`), a quarter (`\'2026-Q2\'`), a year (`\'2026\'`) or `{ from, to }`; default this month where the user is.' },
    bankAccountId: {
      control: { type: 'select', labels: { all: 'Every account', checking: 'Checking ••4821', savings: 'Savings ••9930' } },
      options: ['all', 'checking', 'savings'],
      mapping: { all: undefined, checking: bakery.bankAccounts.checking, savings: bakery.bankAccounts.savings },
      description: 'Only this bank account’s transactions (`bka_…`); default every account the token sees.',
    },
    maxCategories: { control: { type: 'number', min: 1, max: 20, step: 1 }, description: 'How many of the largest categories get their own bar; the rest share "Other". Default 5.' },
    categories: { control: 'object', description: 'Names for categories the records name by id only (a split’s lines), as the queue’s `options.categories` gives them.' },
    onSelectCategory: { control: false, description: 'The user chose a category’s bar (click, Enter or Space): its id.' },
    onReviewUncategorized: { control: false, description: 'The user chose "Not categorized yet": open the queue on them.' },
    onLoadStart: { control: false, description: 'Loading started: the first sync, or a retry.' },
    onLoadError: { control: false, description: 'Loading failed for good (after the retries); the chart shows the error and "Try again".' },
    onError: { control: false, description: 'A render error inside the chart: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  args: { period: '2026-06', categories: chartCategories, onSelectCategory: fn(), onReviewUncategorized: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
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
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const { moneyOut } = cashFlowOf(sandbox, '2026-06-01', '2026-06-30')
    const payroll = spentUnder(sandbox, 'ctg_co1_wages', '2026-06-01', '2026-06-30')
    const uncategorized = spendingOf(sandbox, '2026-06-01', '2026-06-30').get(NOT_CATEGORIZED)
    const summary = await summaryOf(canvasElement, /^Money out by category, June 2026/)

    await step('the summary states the month’s money out, its largest category and what is not categorized yet', async () => {
      const notYet = uncategorized === undefined ? '' : `; ${usd(uncategorized.amount)} in ${uncategorized.transactions.size} ${uncategorized.transactions.size === 1 ? 'transaction is' : 'transactions are'} not categorized yet`
      await expect(summary).toMatch(new RegExp(`^Money out by category, June 2026: ${literally(usd(moneyOut))} in total; the largest is Payroll at ${literally(usd(payroll))} \\(\\d+%\\)${literally(notYet)}\\.$`))
    })

    await step('"Other" adds up the categories past the fifth and counts each of their transactions once', async () => {
      const categories = [...spendingOf(sandbox, '2026-06-01', '2026-06-30')].filter(([category]) => category !== NOT_CATEGORIZED)
      const rest = categories.sort(([a, x], [b, y]) => y.amount - x.amount || (a < b ? -1 : 1)).slice(5)
      const amount = rest.reduce((sum, [, spent]) => sum + spent.amount, 0)
      const transactions = new Set(rest.flatMap(([, spent]) => [...spent.transactions])).size
      await expect(canvas.getByRole('img', { name: new RegExp(`^Other \\(${rest.length} categories\\): ${literally(usd(amount))}, [\\d.]+%, ${transactions} transactions$`) })).toBeVisible()
    })

    await step('one tab stop: arrows walk the bars, Enter chooses a category', async () => {
      await userEvent.tab()
      await userEvent.tab()
      await expect(focused()).toHaveAccessibleName(new RegExp(`^Payroll: ${literally(usd(payroll))}, \\d+%, \\d+ transactions$`))
      await userEvent.keyboard('{ArrowDown}')
      await expect(focused()).toHaveAccessibleName(/^Ingredients: /)
      await userEvent.keyboard('{Enter}')
      await expect(args.onSelectCategory).toHaveBeenCalledWith(bakery.categories.ingredients)
      // The last bar is what is not categorized yet, when there is some, else "Other".
      await userEvent.keyboard('{End}')
      await expect(focused()).toHaveAccessibleName(uncategorized === undefined ? /^Other / : /^Not categorized yet: /)
    })

    await step('"Show as table" shows the same figures', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }))
      const table = canvas.getByRole('table', { name: 'Spending by category' })
      await expect(within(table).getByRole('row', { name: /^Payroll \$/ })).toHaveTextContent(usd(payroll))
      await userEvent.click(canvas.getByRole('button', { name: 'Show as chart' }))
    })
  },
}

/**
 * A quarter with every category its own bar: the oven loan's payments are split, and each
 * payment's money out is shared among its lines' categories in proportion to the lines (named by
 * the host's `categories`, as the lines carry ids only), so the categories add up to money out.
 */
export const QuarterWithSplits: Story = {
  args: { period: '2026-Q2', maxCategories: 20 },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    // The categories' shares add up to the quarter's money out: the total is the cash flow's figure.
    const { moneyOut } = cashFlowOf(sandbox, '2026-04-01', '2026-06-30')
    await expect(await summaryOf(canvasElement, /^Money out by category, Apr 1, 2026 to Jun 30, 2026: /)).toContain(`: ${usd(moneyOut)} in total;`)
    for (const [name, categoryId] of [['Loan principal', 'ctg_co1_loan_principal'], ['Loan interest', 'ctg_co1_loan_interest']] as const) {
      const spent = usd(spentUnder(sandbox, categoryId, '2026-04-01', '2026-06-30'))
      await expect(canvas.getByRole('button', { name: new RegExp(`^${name}: ${literally(spent)}, .* 3 transactions$`) })).toBeVisible()
    }
    await expect(canvas.queryByRole('img', { name: /^Other / })).toBeNull()
  },
}

/** Books with nothing booked yet: the chart says so. */
export const EmptyBooks: Story = {
  parameters: { sandbox: EMPTY_BOOKS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await summaryOf(canvasElement)).toBe('Money out by category, June 2026: $0.00 in total.')
    await expect(canvas.getByText('No money went out in this period.')).toBeVisible()
  },
}

/** No purchase of the month has a category yet: one bar, "Not categorized yet", which opens the queue on them. */
export const AllUncategorized: Story = {
  parameters: { sandbox: SMALL_BOOKS },
  beforeEach: async ({ id }) => {
    await uncategorizeMoneyOut(storySandbox(id), '2026-06')
  },
  play: async ({ canvasElement, args, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const { moneyOut } = cashFlowOf(sandbox, '2026-06-01', '2026-06-30')
    const count = bakeryTransactions(sandbox).filter((transaction) => transaction.date.startsWith('2026-06') && transaction.type !== 'TRANSFER' && transaction.amount < 0).length
    const summary = await summaryOf(canvasElement)
    await expect(summary).toBe(`Money out by category, June 2026: ${usd(moneyOut)} in total; ${usd(moneyOut)} in ${count} transactions are not categorized yet.`)
    const uncategorized = canvas.getByRole('button', { name: `Not categorized yet: ${usd(moneyOut)} in ${count} transactions, ${usd(moneyOut)} · 100%` })
    await expect(within(canvas.getByRole('group', { name: 'Spending by category' })).getAllByRole('button')).toEqual([uncategorized])
    await userEvent.click(uncategorized)
    await expect(args.onReviewUncategorized).toHaveBeenCalledTimes(1)
  },
}

/** The past twelve months on a slow service: a note counts what has arrived while older pages come in; then the whole year. */
export const StillSyncing: Story = {
  args: { period: { from: '2025-07-01', to: '2026-06-30' } },
  parameters: { sandbox: SLOW_SYNC },
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    const { moneyOut } = cashFlowOf(storySandbox(id), '2025-07-01', '2026-06-30')
    await summaryOf(canvasElement, /./, { whole: false })
    await step('while older pages arrive, the figures are sums so far', async () => {
      await expect(canvas.getByText(/^Still counting: [\d,]+ transactions received so far, older ones are arriving\.$/)).toBeVisible()
    })
    await step('once the sync has ended, the year’s money out', async () => {
      await waitFor(() => expect(canvas.queryByText(/^Still counting/)).toBeNull(), { timeout: 15_000 })
      await expect(await summaryOf(canvasElement)).toContain(`Jul 1, 2025 to Jun 30, 2026: ${usd(moneyOut)} in total`)
    })
  },
}

/** The service fails every attempt (the first try and both retries): the error and "Try again", which then loads. */
export const LoadError: Story = {
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, times: 3, path: LISTING_PATH })
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent('The figures could not be loaded.')
    await expect(args.onLoadError).toHaveBeenCalledTimes(1)
    // Nothing was read: no "$0.00 in total" stands in for the unknown, and the figure is named by its title alone.
    const figure = canvas.getByRole('figure')
    await expect(figure).toHaveAccessibleName('Spending by category')
    await expect(figure).not.toHaveTextContent('$0.00')
    await expect(canvas.queryByText(/ in total/)).toBeNull()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await summaryOf(canvasElement, /^Money out by category, June 2026/)
  },
}

/** The dark theme of the tokens: the largest category takes the dark `--bk-chart-category-1`. */
export const Dark: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
    await expect(getComputedStyle(canvasElement.querySelector('.bk-chart__bar[data-series="category"]') as Element).fill).toBe('rgb(122, 162, 255)')
    await expect(getComputedStyle(canvasElement.querySelector('.bk-chart__bar[data-series="other"]') as Element).fill).toBe('rgb(163, 172, 184)')
  },
}

/** In a 320 px host: each category's name goes above its bar, nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="story-narrow"><Story /></div>],
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
    await fitsItsContainer(canvasElement)
    const row = canvasElement.querySelector('.bk-chart__bar-row') as HTMLElement
    const name = row.querySelector('.bk-chart__bar-name') as HTMLElement
    const bar = row.querySelector('.bk-chart__bar-track') as Element
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 0.5)
  },
}

/**
 * A bar focused by keyboard, in a 320 px host: it shows every figure it has (its amount, its share
 * and how many transactions), so no tooltip opens over the bars below it; each of their figures is
 * the topmost thing at its own place.
 */
export const FocusedBar: Story = {
  decorators: [(Story) => <div className="story-narrow"><Story /></div>],
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
    await userEvent.tab()
    await userEvent.tab()
    await expect(focused()).toHaveAccessibleName(/^Payroll: \$[\d,.]+, \d+%, \d+ transactions$/)
    await expect(focused().innerText.replace(/\s+/g, ' ')).toMatch(/^Payroll \$[\d,.]+ · \d+% · \d+ transactions$/)
    await expect(canvasElement.querySelector('.bk-chart__tooltip')).toBeNull()
    for (const figure of canvasElement.querySelectorAll<HTMLElement>('.bk-chart__bar-name, .bk-chart__bar-value')) {
      const { left, top, width, height } = figure.getBoundingClientRect()
      await expect(figure.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(true)
    }
  },
}

/** `de-DE` with euros, and the chart's strings in German through the provider's `messages`. */
export const GermanEuros: Story = {
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanChartMessages } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const { moneyOut } = cashFlowOf(storySandbox(id), '2026-06-01', '2026-06-30')
    const summary = await summaryOf(canvasElement, /^Ausgaben nach Kategorie, Juni 2026: /)
    await expect(summary).toContain(`insgesamt ${intlMoney('de-DE', 'EUR', moneyOut)}; am größten ist Payroll mit `)
    await expect(canvas.getByRole('img', { name: /^Sonstige \(\d+ Kategorien\): / })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Als Tabelle zeigen' }))
    await expect(canvas.getByRole('columnheader', { name: 'Anteil' })).toBeVisible()
  },
}
