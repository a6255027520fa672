import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CashFlowChart } from '../src/components/CashFlowChart'
import { SANDBOX } from '../src/sandbox'
import { EMPTY_BOOKS, cashFlowOf, firstPageOf, fitsItsContainer, flowOf, focused, lastDayOf, LISTING_PATH, literally, monthName, SLOW_SYNC, STOPPED_SYNC, stopSyncAfterFirstPage, summaryOf } from './support/charts'
import { germanChartMessages } from './support/germanChartMessages'
import { intlMoney } from './support/intlMoney'
import { storySandbox } from './support/sandbox'
// Story-only wrappers (the 320 px host); the component stylesheets come from the preview.
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
const usd = (minor: number) => intlMoney('en-US', 'USD', minor)

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
    onSelectMonth: { control: false, description: 'The user chose a month (click, Enter or Space): `{ from, to }`, its first and last day.' },
    onLoadStart: { control: false, description: 'Loading started: the first sync, or a retry.' },
    onLoadError: { control: false, description: 'Loading failed for good (after the retries); the chart shows the error and "Try again".' },
    onError: { control: false, description: 'A render error inside the chart: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
    headingLevel: { control: { type: 'select' }, options: [2, 3, 4, 5, 6], description: 'The level of the chart’s title, `2` to `6`; default 2, under the host’s `h1`.' },
  },
  args: { months: 12, endMonth: '2026-06', onSelectMonth: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
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
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const year = cashFlowOf(storySandbox(id), '2025-07-01', '2026-06-30')
    const summary = await summaryOf(canvasElement, /^Money in and out, Jul 2025 to Jun 2026/)

    await step('the summary states the sandbox’s own totals, transfers left out', async () => {
      await expect(summary).toContain(`in ${usd(year.moneyIn)}, out ${usd(year.moneyOut)}, net ${usd(year.moneyIn - year.moneyOut)}`)
      await expect(summary).toMatch(/; the busiest month was \w+ \d{4} \(in \$[\d,.]+, out \$[\d,.]+\)\.$/)
      await expect(canvas.getByText(`Transfers are left out (${year.transfers} in these months): money moved between your own accounts, or to or from the owner.`)).toBeVisible()
      await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('Money inMoney outNet')
    })

    await step('one tab stop: arrows, Home and End walk the months, Enter chooses one', async () => {
      await userEvent.tab()
      await userEvent.tab()
      await expect(focused()).toHaveAccessibleName(/^June 2026: in \$/)
      await userEvent.keyboard('{ArrowLeft}')
      await expect(focused()).toHaveAccessibleName(/^May 2026: /)
      await userEvent.keyboard('{Home}')
      await expect(focused()).toHaveAccessibleName(/^July 2025: /)
      await expect(canvasElement.querySelector('.bk-chart__tooltip')).toHaveTextContent('July 2025')
      await userEvent.keyboard('{Escape}')
      await expect(canvasElement.querySelector('.bk-chart__tooltip')).toBeNull()
      await userEvent.keyboard('{End}{Enter}')
      await expect(args.onSelectMonth).toHaveBeenCalledWith({ from: '2026-06-01', to: '2026-06-30' })
    })

    await step('"Show as table" shows the same figures, with the year’s total', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }))
      const table = canvas.getByRole('table', { name: 'Money in and out' })
      await expect(within(table).getAllByRole('row')).toHaveLength(14)
      await expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent(`Total${usd(year.moneyIn)}${usd(year.moneyOut)}${usd(year.moneyIn - year.moneyOut)}`)
      await userEvent.click(canvas.getByRole('button', { name: 'Show as chart' }))
      await expect(canvas.getByRole('group', { name: 'Money in and out' })).toBeVisible()
    })
  },
}

/** Books with nothing booked yet: the chart says so instead of drawing zeros. */
export const EmptyBooks: Story = {
  parameters: { sandbox: EMPTY_BOOKS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await summaryOf(canvasElement)).toBe('Money in and out, Jul 2025 to Jun 2026: in $0.00, out $0.00, net $0.00.')
    await expect(canvas.getByText('No money in or out in these months.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).toBeNull()
  },
}

/** One month: one pair of bars, and no "busiest month" to name. */
export const OneMonth: Story = {
  args: { months: 1 },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const june = cashFlowOf(storySandbox(id), '2026-06-01', '2026-06-30')
    const summary = await summaryOf(canvasElement)
    await expect(summary).toContain(`in ${usd(june.moneyIn)}, out ${usd(june.moneyOut)}, net ${usd(june.moneyIn - june.moneyOut)}.`)
    await expect(summary).not.toContain('busiest')
    await expect(within(canvas.getByRole('group', { name: 'Money in and out' })).getAllByRole('button')).toHaveLength(1)
  },
}

/**
 * A slow service while the first sync brings older pages: the months it may still add to are
 * lighter and named "still counting", and a note counts what has arrived; then the whole year.
 */
export const StillSyncing: Story = {
  parameters: { sandbox: SLOW_SYNC },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const plot = () => within(canvas.getByRole('group', { name: 'Money in and out' }))
    await summaryOf(canvasElement, /./, { whole: false })
    await step('while older pages arrive, the figures are sums so far', async () => {
      await expect(canvas.getByText(/^Still counting: [\d,]+ transactions received so far, older ones are arriving\.$/)).toBeVisible()
      await expect(plot().getByRole('button', { name: /^July 2025: .* \(still counting\)$/ })).toHaveAttribute('data-complete', 'false')
    })
    await step('once the sync has ended, no month is still counting', async () => {
      await waitFor(() => expect(canvas.queryByText(/^Still counting/)).toBeNull(), { timeout: 15_000 })
      await expect(plot().queryAllByRole('button', { name: /still counting/ })).toHaveLength(0)
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
    await expect(args.onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'service' }))
    // Nothing was read: no figure at all, not zeros, and the figure is named by its title alone.
    await expect(canvas.getByRole('figure')).toHaveAccessibleName('Money in and out')
    await expect(canvas.getByRole('figure')).not.toHaveTextContent('$')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await summaryOf(canvasElement, /^Money in and out, Jul 2025 to Jun 2026/)
  },
}

/** The twelve months the stories show, July 2025 to June 2026. */
const YEAR = Array.from({ length: 12 }, (_, index) => `${2025 + Math.floor((index + 6) / 12)}-${String(((index + 6) % 12) + 1).padStart(2, '0')}`)

/** A month's point as the chart names it, from money in and out. */
const pointName = (month: string, { moneyIn, moneyOut }: { moneyIn: number; moneyOut: number }) => `${monthName(month)}: in ${usd(moneyIn)}, out ${usd(moneyOut)}, net ${usd(moneyIn - moneyOut)}`

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
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const page = await firstPageOf(id)
    const reached = page.at(-1)!.date.slice(0, 7)
    const read = flowOf(page, '2025-07-01', '2026-06-30')
    const plot = () => within(canvas.getByRole('group', { name: 'Money in and out' }))

    await step('the error, and a note that reading stopped after the first page', async () => {
      const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
      await expect(alert).toHaveTextContent('The figures could not be loaded.')
      await expect(canvas.getByText(`Reading stopped after ${page.length} transactions: the figures are sums so far.`)).toBeVisible()
      await expect(args.onLoadError).toHaveBeenCalledTimes(1)
    })

    await step('the summary states the sums of the transactions that arrived, "so far"', async () => {
      const summary = await summaryOf(canvasElement, / so far; /, { whole: false })
      await expect(summary).toMatch(new RegExp(`^Money in and out, Jul 2025 to Jun 2026: ${literally(`in ${usd(read.moneyIn)}, out ${usd(read.moneyOut)}, net ${usd(read.moneyIn - read.moneyOut)}`)} so far; the busiest month`))
    })

    await step('a month the walk passed is whole; every other is marked "(sums so far)", none shows an unmarked $0.00', async () => {
      await expect(reached).toBe('2026-05')
      for (const month of YEAR) {
        const whole = month > reached
        const name = whole ? pointName(month, cashFlowOf(sandbox, `${month}-01`, lastDayOf(month))) : `${pointName(month, flowOf(page, `${month}-01`, lastDayOf(month)))} (sums so far)`
        await expect(plot().getByRole('button', { name })).toHaveAttribute('data-complete', String(whole))
      }
      const unmarkedZeros = plot().getAllByRole('button').filter((point) => point.getAttribute('aria-label')?.includes('$0.00') && !point.getAttribute('aria-label')?.endsWith('(sums so far)'))
      await expect(unmarkedZeros).toEqual([])
    })

    await step('"Try again" reads the whole year: no month marked, the sandbox’s totals', async () => {
      await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Try again' }))
      const year = cashFlowOf(sandbox, '2025-07-01', '2026-06-30')
      await expect(await summaryOf(canvasElement, /^Money in and out, /)).toContain(`in ${usd(year.moneyIn)}, out ${usd(year.moneyOut)}, net ${usd(year.moneyIn - year.moneyOut)};`)
      await expect(canvas.queryByRole('alert')).toBeNull()
      await expect(plot().queryAllByRole('button', { name: /\(sums so far\)$/ })).toHaveLength(0)
    })
  },
}

/** The dark theme of the tokens: the bars take the dark `--bk-chart-in` and `--bk-chart-out`. */
export const Dark: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
    await expect(getComputedStyle(canvasElement.querySelector('.bk-chart__bar[data-series="in"]') as Element).fill).toBe('rgb(95, 208, 143)')
    await expect(getComputedStyle(canvasElement.querySelector('.bk-chart__bar[data-series="out"]') as Element).fill).toBe('rgb(255, 154, 102)')
  },
}

/** In a 320 px host: fewer ticks and month labels, nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="story-narrow"><Story /></div>],
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
    await fitsItsContainer(canvasElement)
    await expect(canvasElement.querySelectorAll('.bk-chart__axis > text').length).toBeLessThan(12)
  },
}

/** `de-DE` with euros, and the chart's strings in German through the provider's `messages`. */
export const GermanEuros: Story = {
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanChartMessages } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const year = cashFlowOf(storySandbox(id), '2025-07-01', '2026-06-30')
    const summary = await summaryOf(canvasElement, /^Geldeingänge und -ausgänge, /)
    await expect(summary).toContain(`Eingänge ${intlMoney('de-DE', 'EUR', year.moneyIn)}, Ausgänge ${intlMoney('de-DE', 'EUR', year.moneyOut)}`)
    await expect(canvas.getByRole('list', { name: 'Legende' })).toHaveTextContent('EingängeAusgängeNetto')
    await userEvent.click(canvas.getByRole('button', { name: 'Als Tabelle zeigen' }))
    await expect(canvas.getByRole('columnheader', { name: 'Monat' })).toBeVisible()
    await expect(canvas.getByRole('row', { name: /^Juni 2026/ })).toHaveTextContent(/\d,\d{2}\s€/)
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
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([`H1 ${bakery.name}`, 'H2 Money in and out'])
  },
}
