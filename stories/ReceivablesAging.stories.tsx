import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { bookkitService } from '../src/api'
import { ReceivablesAging, type ReceivablesAgingProps } from '../src/components/ReceivablesAging'
import { BookkeepingProvider } from '../src/react'
import { SANDBOX } from '../src/sandbox'
import { A_YEAR_OF_BOOKS, EMPTY_BOOKS, fitsItsContainer, stopSyncAfterFirstPage, summaryOf } from './support/charts'
import { germanAgingMessages, germanChartMessages } from './support/germanChartMessages'
import { intlMoney } from './support/intlMoney'
import { INVOICES_PATH, owedOf } from './support/receivables'
import { holdAnswers } from './support/heldAnswers'
import { SANDBOX_BASE_URL, storySandbox } from './support/sandbox'
import { ChosenInvoices } from './support/ChosenInvoices'
import { sandboxFetchToken } from './support/StoryProvider'
import { inPhone } from './support/phone'
// Story-only wrappers (the 320 px host, a host page stacking the aging and a list); the component stylesheets come from the preview.
import './lists.stories.css'
import './receivables.stories.css'

const AS_OF = '2026-06-30'
const usd = (minor: number) => intlMoney('en-US', 'USD', minor)
const invoices = (n: number) => `${n} ${n === 1 ? 'invoice' : 'invoices'}`

const meta = {
  title: 'Charts/ReceivablesAging',
  component: ReceivablesAging,
  argTypes: {
    asOf: { control: 'text', description: 'The day the ages count to, `YYYY-MM-DD`; default today where the user is.' },
    maxCustomers: {
      control: { type: 'number', min: 0, max: 20, step: 1 },
      description: 'How many of the customers who owe the most are listed; default 5, 0 lists none.',
    },
    onSelectBucket: {
      control: false,
      description:
        'The user chose a bucket (click, Enter or Space): `(filter, bucketId)`; `<InvoiceList filter>` lists exactly its invoices, and its "Due on these dates" column adds up to the bucket.',
    },
    onSelectCustomer: {
      control: false,
      description: 'The user chose a customer: `(filter, customer)`; the filter lists the customer’s invoices that may owe.',
    },
    by: {
      control: 'text',
      description:
        'A dimension’s id (a class, location or project): a table of the buckets with a column per value, Not specified (worked out: the total less the value columns) and the total; each value’s figures read from the invoice query filtered by it.',
    },
    dimensionValues: {
      control: false,
      description: 'The dimension’s values the host knows (a sub-value as its parent with `child`); those the invoices carry are added.',
    },
    maxValueColumns: {
      control: { type: 'number', min: 1, max: 20, step: 1 },
      description: 'How many values get a column at first, read at once; default 8, "and N more" adds the rest.',
    },
    onLoadStart: { control: false, description: 'Loading started: the first page of invoices, or a retry.' },
    onLoadError: { control: false, description: 'Loading failed for good (after the retries); the chart shows the error and "Try again".' },
    onError: { control: false, description: 'A render error inside the chart: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  args: { asOf: AS_OF, maxCustomers: 5, onSelectBucket: fn(), onSelectCustomer: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
    sandbox: A_YEAR_OF_BOOKS,
    docs: {
      description: {
        component:
          'Who owes the business what on a day: the invoice balances of that day by how late they are (not yet due, 1–30, 31–60, 61–90 and over 90 days past due), and the customers who owe the most. An invoice with installments ages each installment on its own; drafts and voided invoices owe nothing. The story sandbox’s today is 2026-06-30; Storybook’s own clock is later, so the sandbox’s today is a past day to the aging, which reads paid invoices too (nothing was paid after it, so its buckets still list their invoices).',
      },
    },
  },
} satisfies Meta<typeof ReceivablesAging>

export default meta
type Story = StoryObj<typeof meta>

/** The accessible name of a bucket's bar, as the aging states it. */
const bucketName = (name: string, amount: number, count: number) => `${name}: ${usd(amount)}, ${invoices(count)}`

/**
 * What the bakery's customers owe on the sandbox's today. The summary names what the stored
 * invoices owe, each bar its bucket's, the keyboard walks the buckets and chooses one, and the
 * customers who owe the most are listed.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Customers owe you /)
  },
}

/** Books without an invoice yet: nobody owes anything, and the chart says why instead of drawing zeros. */
export const NothingOwed: Story = {
  parameters: { sandbox: EMPTY_BOOKS },
  play: async ({ canvasElement }) => {
    // First "Nobody owes you anything.", until one more request tells whether there is any invoice at all.
    await within(canvasElement).findByText('No invoices yet: nobody owes you anything.')
  },
}

/**
 * Seven months on, with no payment since: every balance is past due, so "Not yet due" is
 * empty (a bar with nothing to choose) and the overdue figure is the whole amount owed.
 */
export const EverythingOverdue: Story = {
  args: { asOf: '2027-01-31' },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Customers owe you /)
  },
}

/** A day before the sandbox's today: some invoices were paid after it, and some were dated after it. */
const PAST = '2026-03-31'

/**
 * The receivables as they stood at the end of March 31, 2026: each invoice owed its total less the
 * payments dated by then (one paid in full since counts for what it owed then), and invoices dated
 * after it are left out. A list shows invoices as they stand today and could not show that day's
 * buckets, so the buckets offer no choice; a customer's filter lists their invoices of that day, paid ones too.
 */
export const PastDate: Story = {
  args: { asOf: PAST },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Customers owe you /)
  },
}

/** A host page: the aging, and under it the invoices of the bucket the user chose. */
function AgingWithInvoiceList({ onSelectBucket, ...props }: ReceivablesAgingProps) {
  return (
    <ChosenInvoices hint="Choose a bucket to list its invoices.">
      {(show) => (
        <ReceivablesAging
          {...props}
          onSelectBucket={(filter, bucket) => {
            onSelectBucket?.(filter, bucket)
            show(filter)
          }}
        />
      )}
    </ChosenInvoices>
  )
}

/**
 * The aging wired to `<InvoiceList filter>` on one page. An invoice with a deposit is aged by its
 * installments: an unpaid deposit from June is 1–30 days late while the rest is not yet due. The
 * bucket's filter lists exactly its invoices, and the list's "Due on these dates" column shows what
 * each owes in the bucket (the deposit, not the whole balance) and adds up to the bucket's amount.
 */
export const Installments: Story = {
  render: (args) => <AgingWithInvoiceList {...args} />,
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const bucket = owedOf(storySandbox(id), AS_OF).buckets.late1to30
    await summaryOf(canvasElement, /^Customers owe you /)
    await userEvent.click(canvas.getByRole('button', { name: bucketName('1–30 days overdue', bucket.amount, bucket.invoices.size) }))
    const grid = await canvas.findByRole('grid', { name: 'Invoices' })
    await waitFor(() => expect(grid.querySelectorAll('.bk-grid__body [role="row"]').length).toBeGreaterThan(0))
  },
}

const bakery = SANDBOX.companies.bakery

/** The split table once every column is read: no figure still waits. */
async function splitTable(canvasElement: HTMLElement): Promise<HTMLElement> {
  const table = await within(canvasElement).findByRole('table', { name: /^Who owes you, by / })
  await waitFor(() => expect(within(table).queryAllByRole('img', { name: 'Not read yet' })).toEqual([]))
  return table
}

/**
 * The bakery's receivables by Location (`by`, with the host's values in `dimensionValues`): the
 * buckets as rows, a column per value (Shops before its two shops, then Catering), Not specified
 * (worked out: the total less the invoices of the value columns) and the total. Each value's
 * figures are read from the invoice query filtered by it; choosing one lists its invoices below,
 * through the same filter.
 */
export const ByLocation: Story = {
  args: { by: bakery.dimensions.location.id },
  render: (args, { id }) => <AgingWithInvoiceList {...args} dimensionValues={storySandbox(id).inspect.dimensionValues(bakery.id)} />,
  play: async ({ canvasElement }) => {
    const table = await splitTable(canvasElement)
    await userEvent.click(table.querySelector('td[data-col="1"] button') as HTMLElement)
    const grid = await within(canvasElement).findByRole('grid', { name: 'Invoices' })
    await waitFor(() => expect(grid.querySelectorAll('.bk-grid__body [role="row"]').length).toBeGreaterThan(0))
  },
}

/** By Location in a phone's 390 px: one column at a time, the "Showing" picker choosing it; nothing scrolls sideways. */
export const ByLocationNarrow: Story = {
  args: { by: bakery.dimensions.location.id },
  decorators: [inPhone],
  play: async ({ canvasElement }) => {
    const table = await splitTable(canvasElement)
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Showing' }), '1')
    const shown = [...table.querySelectorAll('thead th[data-col]')].filter((header) => getComputedStyle(header).display !== 'none')
    await expect(shown.map((header) => header.getAttribute('data-col'))).toEqual(['1'])
  },
}

/** Pages of this many invoices: the walk takes eight requests or more. */
const SMALL_PAGE = 20

/** The stories' provider, but with a service profile reading the invoice query in small pages (`maxPageSize`). */
function AgingOnSmallPages(props: ReceivablesAgingProps) {
  const [fetchToken] = useState(() => sandboxFetchToken(SANDBOX.users.bakeryOwner))
  const [service] = useState(() => ({ ...bookkitService, maxPageSize: SMALL_PAGE }))
  return (
    <div className="story-canvas">
      <BookkeepingProvider baseUrl={SANDBOX_BASE_URL} fetchToken={fetchToken} service={service}>
        <ReceivablesAging {...props} />
      </BookkeepingProvider>
    </div>
  )
}

/**
 * Many invoices on a slow service (its later pages held here until the story is left), read in
 * pages of 20 (`service.maxPageSize`): the figures are sums so far and a note counts the invoices
 * read; then the whole amount. Every request asks for the invoices that may have owed on the day
 * (paid ones too, as the day is past to the viewer), one page after another.
 */
export const SlowWalk: Story = {
  tags: ['!autodocs'],
  parameters: { bookkit: { noProvider: true } },
  beforeEach: ({ id }) => holdAnswers(id, INVOICES_PATH, { answered: 1 }),
  render: (args) => <AgingOnSmallPages {...args} />,
  play: async ({ canvasElement }) => {
    // While pages are to read, the figures are sums so far.
    await within(canvasElement).findByText(/^Still reading: \d+ invoices so far\.$/)
  },
}

/**
 * A page fails for good in the middle of the walk (after the first, every attempt at the next one):
 * the figures read so far stay, a note says the reading stopped, and "Try again" reads on from that
 * page to the whole amount.
 */
export const WalkStopped: Story = {
  tags: ['!autodocs'],
  parameters: { bookkit: { noProvider: true } },
  beforeEach: ({ id }) => stopSyncAfterFirstPage(id, INVOICES_PATH),
  render: (args) => <AgingOnSmallPages {...args} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^Reading stopped after \d+ invoices: the figures are sums so far\.$/)
  },
}

/** The service fails every attempt (the first try and both retries): the error and "Try again", which then loads. */
export const LoadError: Story = {
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, times: 3, path: INVOICES_PATH })
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
  },
}

/** In a 320 px host: each bucket's name goes above its bar, nothing scrolls sideways. */
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
    await fitsItsContainer(canvasElement)
    const row = canvasElement.querySelector('.bk-chart__bar-row') as HTMLElement
    const name = row.querySelector('.bk-chart__bar-name') as HTMLElement
    const bar = row.querySelector('.bk-chart__bar-track') as Element
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 0.5)
    const customers = canvasElement.querySelector('.bk-aging__customers') as HTMLElement
    await expect(customers.getBoundingClientRect().right).toBeLessThanOrEqual(
      (canvasElement.querySelector('.story-narrow') as HTMLElement).getBoundingClientRect().right + 0.5,
    )
  },
}

/** The dark theme of the tokens: "Not yet due" takes the dark `--bk-chart-due`, the latest bucket `--bk-chart-late-4`. */
export const Dark: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
    await expect(getComputedStyle(canvasElement.querySelector('.bk-chart__bar[data-series="current"]') as Element).fill).toBe(
      'rgb(122, 162, 255)',
    )
    await expect(getComputedStyle(canvasElement.querySelector('.bk-chart__bar[data-series="late1to30"]') as Element).fill).toBe(
      'rgb(246, 173, 85)',
    )
    await expect(getComputedStyle(canvasElement.querySelector('.bk-chart__bar[data-series="lateOver90"]') as Element).fill).toBe(
      'rgb(252, 165, 165)',
    )
  },
}

/** `de-DE` with euros, and the chart's strings (the charts' shared ones and the aging's own) in German through the provider's `messages`. */
export const German: Story = {
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: { ...germanChartMessages, ...germanAgingMessages } } },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement, /^Kunden schulden Ihnen /)
  },
}
