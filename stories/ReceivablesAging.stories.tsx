import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { bookkitService } from '../src/api'
import type { InvoiceQuery } from '../src/api/types'
import { ReceivablesAging, type ReceivablesAgingProps } from '../src/components/ReceivablesAging'
import { BookkeepingProvider } from '../src/react'
import { SANDBOX } from '../src/sandbox'
import { EMPTY_BOOKS, fitsItsContainer, focused, literally, summaryOf } from './support/charts'
import { germanAgingMessages, germanChartMessages } from './support/germanChartMessages'
import { intlMoney } from './support/intlMoney'
import { bakeryInvoices, BUCKETS, cellUnder, datedAfter, INVOICES_PATH, invoicesWalked, MANY_INVOICES, NOT_OWED_STATUSES, owedOf, owedOn, splitInvoiceIn, walkFilterOn } from './support/receivables'
import { recordStoryBodies, SANDBOX_BASE_URL, storySandbox } from './support/sandbox'
import { ChosenInvoices } from './support/ChosenInvoices'
import { sandboxFetchToken } from './support/StoryProvider'
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
    maxCustomers: { control: { type: 'number', min: 0, max: 20, step: 1 }, description: 'How many of the customers who owe the most are listed; default 5, 0 lists none.' },
    onSelectBucket: {
      control: false,
      description: 'The user chose a bucket (click, Enter or Space): `(filter, bucketId)`; `<InvoiceList filter>` lists exactly its invoices, and its "Due on these dates" column adds up to the bucket.',
    },
    onSelectCustomer: { control: false, description: 'The user chose a customer: `(filter, customer)`; the filter lists the customer’s invoices that may owe.' },
    onLoadStart: { control: false, description: 'Loading started: the first page of invoices, or a retry.' },
    onLoadError: { control: false, description: 'Loading failed for good (after the retries); the chart shows the error and "Try again".' },
    onError: { control: false, description: 'A render error inside the chart: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  args: { asOf: AS_OF, maxCustomers: 5, onSelectBucket: fn(), onSelectCustomer: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
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
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const owed = owedOf(storySandbox(id), AS_OF)
    const summary = await summaryOf(canvasElement, /^Customers owe you /)

    await step('the summary states what the sandbox’s invoices owe, and how much is late', async () => {
      await expect(summary).toBe(
        `Customers owe you ${usd(owed.total)} on ${invoices(owed.invoices)} as of Jun 30, 2026; ${usd(owed.overdue)} of it is overdue, on ${invoices(owed.overdueInvoices)}.`,
      )
      const bars = within(canvas.getByRole('group', { name: 'Who owes you' }))
      for (const { id: bucket, name } of BUCKETS) {
        const { amount, invoices: counted } = owed.buckets[bucket]
        await expect(bars.getByRole('button', { name: bucketName(name, amount, counted.size) })).toBeVisible()
      }
      await expect(canvas.getByText('Drafts, void and written-off invoices owe nothing and are left out.')).toBeVisible()
    })

    await step('one tab stop: arrows walk the buckets, Enter chooses one with the filter of its invoices', async () => {
      await userEvent.tab()
      await userEvent.tab()
      await expect(focused()).toHaveAccessibleName(/^Not yet due: /)
      await userEvent.keyboard('{ArrowDown}')
      await expect(focused()).toHaveAccessibleName(/^1–30 days overdue: /)
      await userEvent.keyboard('{Enter}')
      await expect(args.onSelectBucket).toHaveBeenCalledWith(owed.buckets.late1to30.filter, 'late1to30')
      await userEvent.keyboard('{End}')
      await expect(focused()).toHaveAccessibleName(/^Over 90 days overdue: /)
    })

    await step('the customers who owe the most, first the one who owes the most; choosing one gives the filter of their invoices', async () => {
      const list = within(canvas.getByRole('group', { name: 'Who owes you the most' }))
      const [first] = owed.customers
      const entries = list.getAllByRole('button')
      await expect(entries).toHaveLength(Math.min(5, owed.customers.length))
      await expect(entries[0]).toHaveTextContent(`${first!.name}${usd(first!.amount)}`)
      await userEvent.click(entries[0]!)
      await expect(args.onSelectCustomer).toHaveBeenCalledWith(first!.filter, expect.objectContaining({ id: first!.id, name: first!.name }))
    })

    await step('"Show as table" shows the same figures, with the total', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }))
      const table = canvas.getByRole('table', { name: 'Who owes you' })
      await expect(within(table).getByRole('row', { name: /^1–30 days overdue/ })).toHaveTextContent(`1–30 days overdue${usd(owed.buckets.late1to30.amount)}${owed.buckets.late1to30.invoices.size}`)
      await expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent(`Total${usd(owed.total)}${owed.invoices}`)
      await userEvent.click(canvas.getByRole('button', { name: 'Show as chart' }))
      await expect(canvas.getByRole('group', { name: 'Who owes you' })).toBeVisible()
    })
  },
}

/** Books without an invoice yet: nobody owes anything, and the chart says why instead of drawing zeros. */
export const NothingOwed: Story = {
  parameters: { sandbox: EMPTY_BOOKS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await summaryOf(canvasElement)).toBe('Customers owe you $0.00 on 0 invoices as of Jun 30, 2026.')
    // First "Nobody owes you anything.", until one more request tells whether there is any invoice at all.
    await expect(await canvas.findByText('No invoices yet: nobody owes you anything.', {}, { timeout: 10_000 })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).toBeNull()
  },
}

/**
 * Seven months on, with no payment since: every balance is past due, so "Not yet due" is
 * empty (a bar with nothing to choose) and the overdue figure is the whole amount owed.
 */
export const EverythingOverdue: Story = {
  args: { asOf: '2027-01-31' },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const owed = owedOf(storySandbox(id), '2027-01-31')
    await expect(owed.buckets.current.amount).toBe(0)
    const summary = await summaryOf(canvasElement, /^Customers owe you /)
    await expect(summary).toBe(`Customers owe you ${usd(owed.total)} on ${invoices(owed.invoices)} as of Jan 31, 2027; ${usd(owed.total)} of it is overdue, on ${invoices(owed.invoices)}.`)
    const bars = within(canvas.getByRole('group', { name: 'Who owes you' }))
    await expect(bars.getByRole('img', { name: bucketName('Not yet due', 0, 0) })).toBeVisible()
    for (const { id: bucket, name } of BUCKETS) {
      const { amount, invoices: counted } = owed.buckets[bucket]
      if (amount > 0) await expect(bars.getByRole('button', { name: bucketName(name, amount, counted.size) })).toBeVisible()
    }
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
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const owed = owedOf(sandbox, PAST)

    await step('the sandbox holds invoices dated after the day, and invoices paid since that owed on it', async () => {
      await expect(datedAfter(sandbox, PAST).length).toBeGreaterThan(0)
      await expect(bakeryInvoices(sandbox).filter((invoice) => invoice.invoiceStatus === 'PAID' && owedOn(invoice, PAST).length > 0).length).toBeGreaterThan(0)
    })

    await step('the summary states what was owed at the end of that day, and how much of it was late', async () => {
      const summary = await summaryOf(canvasElement, /^Customers owe you /)
      await expect(summary).toBe(`Customers owe you ${usd(owed.total)} on ${invoices(owed.invoices)} as of Mar 31, 2026; ${usd(owed.overdue)} of it is overdue, on ${invoices(owed.overdueInvoices)}.`)
    })

    await step('each bucket states that day’s figures, and none is a button', async () => {
      const bars = within(canvas.getByRole('group', { name: 'Who owes you' }))
      for (const { id: bucket, name } of BUCKETS) {
        const { amount, invoices: counted } = owed.buckets[bucket]
        await expect(bars.getByRole('img', { name: bucketName(name, amount, counted.size) })).toBeVisible()
      }
      await expect(bars.queryAllByRole('button')).toHaveLength(0)
    })

    await step('choosing a customer gives the filter of their invoices of that day, paid ones too', async () => {
      const [first] = owed.customers
      const entries = within(canvas.getByRole('group', { name: 'Who owes you the most' })).getAllByRole('button')
      await expect(entries[0]).toHaveTextContent(`${first!.name}${usd(first!.amount)}`)
      await userEvent.click(entries[0]!)
      await expect(args.onSelectCustomer).toHaveBeenCalledWith(first!.filter, expect.objectContaining({ id: first!.id }))
      await expect(first!.filter).toMatchObject({ invoiceStatus: { notIn: NOT_OWED_STATUSES }, date: { lessThanEqual: PAST } })
    })
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
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const owed = owedOf(sandbox, AS_OF)
    const bucket = owed.buckets.late1to30
    const split = splitInvoiceIn(sandbox, AS_OF, 'late1to30')
    await summaryOf(canvasElement, /^Customers owe you /)

    await step('the sandbox holds an invoice whose late deposit and not-yet-due rest fall in two buckets', async () => {
      await expect(split).toBeDefined()
      await expect(split!.inBucket).toBeLessThan(split!.owed)
    })

    await step('choosing "1–30 days overdue" sets the list’s filter to its invoices and due dates', async () => {
      await userEvent.click(canvas.getByRole('button', { name: bucketName('1–30 days overdue', bucket.amount, bucket.invoices.size) }))
      await expect(args.onSelectBucket).toHaveBeenCalledWith(bucket.filter, 'late1to30')
    })

    await step('the list shows exactly the bucket’s invoices, and "Due on these dates" adds up to the bucket', async () => {
      const grid = await canvas.findByRole('grid', { name: 'Invoices' }, { timeout: 10_000 })
      const totals = () => within(grid).getByRole('row', { name: 'Totals of loaded invoices' })
      await waitFor(() => expect(cellUnder(grid, totals(), 'Due on these dates')).toHaveTextContent(usd(bucket.amount)), { timeout: 10_000 })
      const rows = within(grid).getAllByRole('row').filter((row) => row.closest('.bk-grid__body'))
      await expect(rows).toHaveLength(bucket.invoices.size)
      const row = rows.find((candidate) => candidate.textContent?.includes(split!.invoice.invoiceNumber)) as HTMLElement
      await expect(cellUnder(grid, row, 'Due on these dates')).toHaveTextContent(usd(split!.inBucket))
      await expect(cellUnder(grid, row, 'Balance')).toHaveTextContent(usd(split!.owed))
    })
  },
}

/** Pages of this many invoices: the walk takes a dozen requests. */
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

/** The invoice queries each walking story's sandbox received, recorded from before the first. */
const walks = new Map<string, InvoiceQuery[]>()

/**
 * Many invoices on a slow service, read in pages of 20 (`service.maxPageSize`): the figures are
 * sums so far and a note counts the invoices read; then the whole amount. Every request asks for
 * the invoices that may have owed on the day (paid ones too, as the day is past to the viewer),
 * one page after another.
 */
export const SlowWalk: Story = {
  tags: ['!autodocs'],
  parameters: { sandbox: MANY_INVOICES, bookkit: { noProvider: true } },
  beforeEach: ({ id }) => {
    walks.set(id, recordStoryBodies<InvoiceQuery>(id, INVOICES_PATH))
  },
  render: (args) => <AgingOnSmallPages {...args} />,
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    const owed = owedOf(storySandbox(id), AS_OF)

    await step('while pages are to read, the figures are sums so far', async () => {
      await waitFor(() => expect(canvas.getByText(/^Still reading: \d+ invoices so far\.$/)).toBeVisible(), { timeout: 10_000 })
      await expect(await summaryOf(canvasElement, / so far\.$/, { whole: false })).toMatch(/^Customers owe you \$[\d,.]+ on \d+ invoices as of Jun 30, 2026; .* so far\.$/)
    })

    await step('once every page is read, what the sandbox’s invoices owe', async () => {
      await waitFor(() => expect(canvas.queryByText(/^Still reading/)).toBeNull(), { timeout: 15_000 })
      await expect(await summaryOf(canvasElement)).toMatch(new RegExp(`^Customers owe you ${literally(usd(owed.total))} on ${owed.invoices} invoices as of`))
    })

    await step('one request per page of 20, each for the invoices that may have owed on the day', async () => {
      const queries = walks.get(id) ?? []
      await expect(queries).toHaveLength(Math.ceil(invoicesWalked(storySandbox(id), AS_OF) / SMALL_PAGE))
      for (const query of queries) await expect(query).toMatchObject({ limit: SMALL_PAGE, filter: walkFilterOn(AS_OF) })
    })
  },
}

/**
 * A page fails for good in the middle of the walk: the figures read so far stay, a note says the
 * reading stopped, and "Try again" reads on from that page to the whole amount.
 */
export const WalkStopped: Story = {
  tags: ['!autodocs'],
  parameters: { sandbox: MANY_INVOICES, bookkit: { noProvider: true } },
  render: (args) => <AgingOnSmallPages {...args} />,
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const owed = owedOf(sandbox, AS_OF)

    await step('after the first page, every attempt at the next one fails', async () => {
      await waitFor(() => expect(canvas.getByText(/^Still reading: /)).toBeVisible(), { timeout: 10_000 })
      sandbox.failNext({ status: 500, times: 3, path: INVOICES_PATH })
      const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 })
      await expect(alert).toHaveTextContent('The figures could not be loaded.')
      await expect(canvas.getByText(/^Reading stopped after \d+ invoices: the figures are sums so far\.$/)).toBeVisible()
      await expect(await summaryOf(canvasElement, / so far\.$/, { whole: false })).toMatch(/^Customers owe you \$/)
      await expect(args.onLoadError).toHaveBeenCalledTimes(1)
    })

    await step('"Try again" reads on to the whole amount', async () => {
      await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Try again' }))
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), { timeout: 15_000 })
      await expect(await summaryOf(canvasElement, /^Customers owe you /)).toContain(`${usd(owed.total)} on ${owed.invoices} invoices`)
    })
  },
}

/** The service fails every attempt (the first try and both retries): the error and "Try again", which then loads. */
export const LoadError: Story = {
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, times: 3, path: INVOICES_PATH })
  },
  play: async ({ canvasElement, args, id }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent('The figures could not be loaded.')
    await expect(args.onLoadError).toHaveBeenCalledTimes(1)
    await expect(args.onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'service' }))
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(await summaryOf(canvasElement, /^Customers owe you /)).toContain(usd(owedOf(storySandbox(id), AS_OF).total))
  },
}

/** In a 320 px host: each bucket's name goes above its bar, nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="story-narrow"><Story /></div>],
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
    await fitsItsContainer(canvasElement)
    const row = canvasElement.querySelector('.bk-chart__bar-row') as HTMLElement
    const name = row.querySelector('.bk-chart__bar-name') as HTMLElement
    const bar = row.querySelector('.bk-chart__bar-track') as Element
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 0.5)
    const customers = canvasElement.querySelector('.bk-aging__customers') as HTMLElement
    await expect(customers.getBoundingClientRect().right).toBeLessThanOrEqual((canvasElement.querySelector('.story-narrow') as HTMLElement).getBoundingClientRect().right + 0.5)
  },
}

/** The dark theme of the tokens: "Not yet due" takes the dark `--bk-chart-due`, the latest bucket `--bk-chart-late-4`. */
export const Dark: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await summaryOf(canvasElement)
    await expect(getComputedStyle(canvasElement.querySelector('.bk-chart__bar[data-series="current"]') as Element).fill).toBe('rgb(122, 162, 255)')
    await expect(getComputedStyle(canvasElement.querySelector('.bk-chart__bar[data-series="late1to30"]') as Element).fill).toBe('rgb(246, 173, 85)')
    await expect(getComputedStyle(canvasElement.querySelector('.bk-chart__bar[data-series="lateOver90"]') as Element).fill).toBe('rgb(252, 165, 165)')
  },
}

/** `de-DE` with euros, and the chart's strings (the charts' shared ones and the aging's own) in German through the provider's `messages`. */
export const German: Story = {
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: { ...germanChartMessages, ...germanAgingMessages } } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const eur = (minor: number) => intlMoney('de-DE', 'EUR', minor)
    const owed = owedOf(storySandbox(id), AS_OF)
    const summary = await summaryOf(canvasElement, /^Kunden schulden Ihnen /)
    await expect(summary).toBe(
      `Kunden schulden Ihnen ${eur(owed.total)} aus ${owed.invoices} Rechnungen, Stand 30.06.2026; davon sind ${eur(owed.overdue)} überfällig, aus ${owed.overdueInvoices} Rechnungen.`,
    )
    await expect(canvas.getByRole('group', { name: 'Wer Ihnen am meisten schuldet' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Als Tabelle zeigen' }))
    await expect(canvas.getByRole('columnheader', { name: 'Fälligkeit' })).toBeVisible()
    // toHaveTextContent reads the no-break space Intl puts before "€" as a plain one.
    await expect(canvas.getByRole('row', { name: /^Noch nicht fällig/ })).toHaveTextContent(eur(owed.buckets.current.amount).replace(/\s/g, ' '))
  },
}
