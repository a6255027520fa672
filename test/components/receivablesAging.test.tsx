// <ReceivablesAging> in jsdom, in a real provider against the sandbox: the figure is named by its
// summary, which states the total and the overdue part; each bucket is a button named with its
// amount and invoices when the host takes the choice (an image otherwise, and an empty bucket is
// never a button); the keyboard moves between the bars and Enter hands the host the bucket's filter
// and an event; the table shows the same figures with a total row; the customers who owe the most
// are listed and chosen; a walk that stops says so and Try again completes it; figures follow the
// provider's locale and currency; a past day shows what was owed then, with no bucket to choose;
// nobody owing anything says whether every invoice is paid or there are none yet; split by a
// dimension, the columns tie to the total and a figure's filter lists its own invoices. The expected
// figures are summed from the sandbox's stored invoices (test/support/receivables) and written by
// Intl, never by src/format. The viewer's today is the sandbox's (test/support/viewerToday).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ReceivablesAging } from '../../src/components/ReceivablesAging'
import type { AccountingDimensionValue, Invoice, InvoiceFilter } from '../../src/api/types'
import type { BookkeepingEvent } from '../../src/react'
import { SANDBOX } from '../../src/sandbox'
import {
  bucketByDaysLate,
  bucketFilter,
  daysLate,
  owedOn,
  customerFilter,
  failLaterInvoicePages,
  holdAnyInvoiceQuestions,
  INVOICE_QUERY,
  holdLaterInvoicePages,
  intlMoney,
  invoicesWord,
  NOT_OWED_STATUSES,
  notOwedStatusesOf,
  storedReceivables,
  unreadToday,
  usd,
} from '../support/receivables'
import { cellsOf, chartFigure, pointLabels, spaced, summaryOf } from '../support/chartFigures'
import { DESCRIBED } from '../support/profiles'
import { recordRequests, requestsTo } from '../support/requests'
import { renderWithSandbox, sandboxClient, useSandboxServer, type ProviderRenderOptions } from '../support/sandbox'
import { useViewerToday } from '../support/viewerToday'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const owner = SANDBOX.users.bakeryOwner
const AS_OF = '2026-06-30'
/** A past day for the viewer: the end of the first quarter. */
const PAST = '2026-03-31'
const VOLUME = { invoicesPerCompany: 160, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 }
/** Books with no records at all. */
const EMPTY = { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 }
/** A few invoices, every one of them paid by the sandbox's today (seed 1): checked where used. */
const FEW = { invoicesPerCompany: 3, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 }
/** A dozen invoices, owed in some buckets and not in others today (seed 1): checked where used. */
const DOZEN = { invoicesPerCompany: 12, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 }
const state = useSandboxServer({ volume: VOLUME })

// The sandbox lives on AS_OF, and so does the viewer: AS_OF is today, PAST is in the past.
useViewerToday(AS_OF)

const eur = intlMoney('de-DE', 'EUR')
/** A day as Intl writes it in the medium style ("Jun 30, 2026", "30.06.2026"). */
const mediumDate = (date: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))),
  )

/** The bakery's stored invoices aged on `asOf`, as the chart should show them. */
const storedAging = (asOf = AS_OF) => storedReceivables(state.sandbox.inspect.invoices(bakery.id), asOf)
/** The note every aging shows under its figures. */
const LEFT_OUT = 'Drafts, void and written-off invoices owe nothing and are left out.'

function renderAging(ui: Parameters<typeof renderWithSandbox>[0], options: ProviderRenderOptions = {}) {
  const onEvent = vi.fn<(event: BookkeepingEvent) => void>()
  const rendered = renderWithSandbox(ui, state.sandbox, { userId: owner, ...options, provider: { onEvent, ...options.provider } })
  return { onEvent, ...rendered }
}

const agingFigure = () => chartFigure('Who owes you')
/** A bar's name as the chart should state it. */
const barLabel = (name: string, amount: string, count: number) => `${name}: ${amount}, ${count} ${invoicesWord(count)}`

describe('ReceivablesAging', () => {
  it('is named by its summary: the total and the overdue part, on how many invoices, as of the day', async () => {
    renderAging(<ReceivablesAging asOf={AS_OF} />)
    const figure = await agingFigure()
    await waitFor(() => expect(within(figure).getByRole('status')).toBeEmptyDOMElement())
    const aging = storedAging()
    expect(aging.overdue).toBeGreaterThan(0)
    // Partly paid invoices are in it, for what they still owe.
    expect(aging.owedInvoices.some(({ invoice }) => invoice.invoiceStatus === 'PARTIALLY_PAID')).toBe(true)
    expect(within(figure).getByText(LEFT_OUT)).toBeInTheDocument()

    const summary = summaryOf(figure)
    expect(summary).toBe(
      `Customers owe you ${usd(aging.total)} on ${aging.invoices} invoices as of ${mediumDate(AS_OF)}; ${usd(aging.overdue)} of it is overdue, on ${aging.overdueInvoices} invoices.`,
    )
    expect(figure).toHaveAccessibleName(summary)
    expect(screen.getByRole('figure', { name: summary })).toBe(figure)
  })

  it('makes each bucket a button named with its amount and invoices when the host takes the choice, and an image otherwise', async () => {
    const view = renderAging(<ReceivablesAging asOf={AS_OF} onSelectBucket={() => {}} />)
    const figure = await agingFigure()
    const aging = storedAging()
    const labels = aging.buckets.map((bucket) => barLabel(bucket.name, usd(bucket.amount), bucket.invoiceIds.size))
    for (const label of labels) expect(within(figure).getByRole('button', { name: label })).toBeInTheDocument()
    expect(pointLabels(figure)).toEqual(labels)
    view.unmount()

    renderAging(<ReceivablesAging asOf={AS_OF} />)
    const images = await agingFigure()
    expect(
      within(images)
        .getAllByRole('img', { name: /days overdue: |^Not yet due: / })
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(labels)
    expect(within(images).queryAllByRole('button', { name: /, \d+ invoices?$/ })).toEqual([])
  })

  it('never makes an empty bucket a button: only the buckets with a balance can be chosen', async () => {
    const user = userEvent.setup()
    const onSelectBucket = vi.fn()
    state.reset({ volume: DOZEN })
    const aging = storedAging()
    const owing = aging.buckets.filter((bucket) => bucket.amount > 0)
    const empty = aging.buckets.filter((bucket) => bucket.amount === 0)
    // These books owe in some buckets today and not in others.
    expect(owing.length).toBeGreaterThan(0)
    expect(empty.length).toBeGreaterThan(0)
    renderAging(<ReceivablesAging asOf={AS_OF} onSelectBucket={onSelectBucket} />)
    const figure = await agingFigure()
    await waitFor(() => expect(within(figure).getByRole('status')).toBeEmptyDOMElement())
    expect(
      within(figure)
        .getAllByRole('button', { name: /, \d+ invoices?$/ })
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(owing.map((bucket) => barLabel(bucket.name, usd(bucket.amount), bucket.invoiceIds.size)))
    for (const bucket of empty) await user.click(within(figure).getByRole('img', { name: barLabel(bucket.name, usd(0), 0) }))
    expect(onSelectBucket).not.toHaveBeenCalled()
  })

  it('states what was owed at the end of a past day, and makes no bucket a button: a list shows invoices as they stand today', async () => {
    const user = userEvent.setup()
    const onSelectBucket = vi.fn()
    const aging = storedAging(PAST)
    // Invoices written by then were paid since: a list of them today is not what was owed then.
    expect(
      state.sandbox.inspect
        .invoices(bakery.id)
        .some((invoice) => invoice.date <= PAST && (invoice.payments ?? []).some((payment) => payment.date! > PAST)),
    ).toBe(true)
    expect(aging.total).not.toBe(storedAging().total)
    expect(aging.overdue).toBeGreaterThan(0)
    renderAging(<ReceivablesAging asOf={PAST} onSelectBucket={onSelectBucket} />)
    const figure = await agingFigure()
    await waitFor(() => expect(within(figure).getByRole('status')).toBeEmptyDOMElement())

    expect(summaryOf(figure)).toBe(
      `Customers owe you ${usd(aging.total)} on ${aging.invoices} invoices as of ${mediumDate(PAST)}; ${usd(aging.overdue)} of it is overdue, on ${aging.overdueInvoices} ${invoicesWord(aging.overdueInvoices)}.`,
    )
    const labels = aging.buckets.map((bucket) => barLabel(bucket.name, usd(bucket.amount), bucket.invoiceIds.size))
    expect(pointLabels(figure)).toEqual(labels)
    expect(within(figure).queryAllByRole('button', { name: /, \d+ invoices?$/ })).toEqual([])
    const owing = aging.buckets.find((bucket) => bucket.amount > 0)!
    await user.click(within(figure).getByRole('img', { name: barLabel(owing.name, usd(owing.amount), owing.invoiceIds.size) }))
    expect(onSelectBucket).not.toHaveBeenCalled()
  })

  it('says none of it is overdue on the day the first invoice was written', async () => {
    const first = state.sandbox.inspect
      .invoices(bakery.id)
      .filter((invoice) => !NOT_OWED_STATUSES.includes(invoice.invoiceStatus))
      .map((invoice) => invoice.date)
      .sort()[0]!
    const aging = storedAging(first)
    expect(aging.total).toBeGreaterThan(0)
    expect(aging.overdue).toBe(0)
    renderAging(<ReceivablesAging asOf={first} />)
    const figure = await agingFigure()
    await waitFor(() => expect(within(figure).getByRole('status')).toBeEmptyDOMElement())
    expect(summaryOf(figure)).toBe(
      `Customers owe you ${usd(aging.total)} on ${aging.invoices} ${invoicesWord(aging.invoices)} as of ${mediumDate(first)}; none of it is overdue.`,
    )
  })

  it('moves between the bars by keyboard, and Enter hands the host the bucket’s filter and an event', async () => {
    const user = userEvent.setup()
    const onSelectBucket = vi.fn()
    const { onEvent } = renderAging(<ReceivablesAging asOf={AS_OF} onSelectBucket={onSelectBucket} />)
    const figure = await agingFigure()
    const aging = storedAging()
    const label = (index: number) =>
      barLabel(aging.buckets[index]!.name, usd(aging.buckets[index]!.amount), aging.buckets[index]!.invoiceIds.size)
    const filterOf = (index: number) => bucketFilter(unreadToday(), AS_OF, aging.buckets[index]!.dueDates)

    await user.tab()
    expect(document.activeElement).toHaveAccessibleName('Show as table')
    await user.tab()
    // One tab stop for the bars, on the first.
    expect(document.activeElement).toHaveAccessibleName(label(0))
    expect(figure.querySelectorAll('.bk-chart__point[tabindex="0"]')).toHaveLength(1)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toHaveAccessibleName(label(2))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toHaveAccessibleName(label(1))
    await user.keyboard('{Enter}')
    expect(onSelectBucket).toHaveBeenLastCalledWith(filterOf(1), 'late1to30')
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'chartSelected', chart: 'receivablesAging', bucket: 'late1to30', asOf: AS_OF })

    await user.keyboard('{End}')
    expect(document.activeElement).toHaveAccessibleName(label(4))
    await user.keyboard('{Enter}')
    expect(onSelectBucket).toHaveBeenLastCalledWith(filterOf(4), 'lateOver90')
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'chartSelected', chart: 'receivablesAging', bucket: 'lateOver90', asOf: AS_OF })

    await user.keyboard('{Home}')
    expect(document.activeElement).toHaveAccessibleName(label(0))
    await user.keyboard(' ')
    expect(onSelectBucket).toHaveBeenLastCalledWith(filterOf(0), 'current')
    expect(onSelectBucket).toHaveBeenCalledTimes(3)
    expect(onEvent).toHaveBeenCalledTimes(3)
  })

  it('shows as a table the same figures, with a total row, and the customers’ figures', async () => {
    const user = userEvent.setup()
    renderAging(<ReceivablesAging asOf={AS_OF} />)
    const figure = await agingFigure()
    const aging = storedAging()
    const labels = pointLabels(figure)

    await user.click(within(figure).getByRole('button', { name: 'Show as table' }))
    const [buckets, customers] = within(figure).getAllByRole('table')
    expect(
      within(buckets!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Due', 'Owed', 'Invoices'])
    const rows = [...buckets!.querySelectorAll('tbody tr')].map(cellsOf)
    expect(rows).toEqual(aging.buckets.map((bucket) => [bucket.name, usd(bucket.amount), String(bucket.invoiceIds.size)]))
    expect(rows.map(([name, amount, count]) => barLabel(name!, amount!, Number(count)))).toEqual(labels)
    expect(cellsOf(buckets!.querySelector('tfoot tr')!)).toEqual(['Total', usd(aging.total), String(aging.invoices)])
    expect(figure).toHaveAccessibleName(summaryOf(figure))

    expect([...customers!.querySelectorAll('tbody tr')].map(cellsOf)).toEqual(
      aging.customers
        .slice(0, 5)
        .map((customer) => [customer.name, usd(customer.amount), usd(customer.overdue), String(customer.invoiceIds.size)]),
    )
    await user.click(within(figure).getByRole('button', { name: 'Show as chart' }))
    expect(within(figure).queryByRole('table')).toBeNull()
  })

  it('lists the customers who owe the most, up to maxCustomers, and a choice hands the host the customer’s filter and an event', async () => {
    const user = userEvent.setup()
    const onSelectCustomer = vi.fn()
    const { onEvent } = renderAging(<ReceivablesAging asOf={AS_OF} maxCustomers={3} onSelectCustomer={onSelectCustomer} />)
    const figure = await agingFigure()
    const top = storedAging().customers.slice(0, 3)
    expect(top).toHaveLength(3)

    const list = within(figure).getByRole('group', { name: 'Who owes you the most' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons).toHaveLength(3)
    buttons.forEach((button, index) => {
      const customer = top[index]!
      expect(spaced(button.textContent)).toBe(
        `${customer.name}${usd(customer.amount)}${customer.overdue > 0 ? `Overdue ${usd(customer.overdue)}` : ''}`,
      )
    })

    await user.click(buttons[1]!)
    const chosen = top[1]!
    expect(onSelectCustomer).toHaveBeenCalledExactlyOnceWith(
      customerFilter(unreadToday(), AS_OF, chosen.id),
      expect.objectContaining({ id: chosen.id, name: chosen.name }),
    )
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({
      type: 'chartSelected',
      chart: 'receivablesAging',
      customerId: chosen.id,
      asOf: AS_OF,
    })
  })

  it('lists customers without buttons when no choice is taken, and none with maxCustomers 0', async () => {
    const view = renderAging(<ReceivablesAging asOf={AS_OF} />)
    const figure = await agingFigure()
    const list = within(figure).getByRole('group', { name: 'Who owes you the most' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    expect(within(list).queryAllByRole('button')).toEqual([])
    view.unmount()

    renderAging(<ReceivablesAging asOf={AS_OF} maxCustomers={0} />)
    const none = await agingFigure()
    expect(within(none).queryByRole('group', { name: 'Who owes you the most' })).toBeNull()
  })

  it('says how far the walk got when a page fails, and Try again reads on to the whole figures', async () => {
    const user = userEvent.setup()
    const onLoadError = vi.fn()
    const PAGE = 10
    failLaterInvoicePages(state, 3)
    renderAging(<ReceivablesAging asOf={AS_OF} onLoadError={onLoadError} />, { provider: { service: { maxPageSize: PAGE } } })
    const figure = await agingFigure()
    const note = within(figure).getByRole('status')
    await waitFor(() => expect(note).toHaveTextContent(`Reading stopped after ${PAGE} invoices: the figures are sums so far.`))
    expect(summaryOf(figure)).toMatch(/ so far\.$/)
    const alert = within(figure).getByRole('alert')
    expect(onLoadError).toHaveBeenCalledTimes(1)
    expect(onLoadError.mock.calls[0]?.[0]).toMatchObject({ name: 'BookkeepingApiError', status: 503, kind: 'service' })

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(figure).queryByRole('alert')).toBeNull())
    await waitFor(() => expect(note).toBeEmptyDOMElement())
    const aging = storedAging()
    expect(summaryOf(figure)).toBe(
      `Customers owe you ${usd(aging.total)} on ${aging.invoices} invoices as of ${mediumDate(AS_OF)}; ${usd(aging.overdue)} of it is overdue, on ${aging.overdueInvoices} invoices.`,
    )
  })

  it('says it is still reading while pages remain', async () => {
    const release = holdLaterInvoicePages(state)
    renderAging(<ReceivablesAging asOf={AS_OF} />, { provider: { service: { maxPageSize: 10 } } })
    const figure = await agingFigure()
    const note = within(figure).getByRole('status')
    expect(note).toHaveTextContent('Still reading: 10 invoices so far.')
    expect(summaryOf(figure)).toMatch(/ so far\.$/)
    release()
    await waitFor(() => expect(note).toBeEmptyDOMElement())
    expect(summaryOf(figure)).toContain(`Customers owe you ${usd(storedAging().total)} `)
  })

  it('writes amounts and the day in the provider’s locale and currency (de-DE, EUR)', async () => {
    const user = userEvent.setup()
    renderAging(<ReceivablesAging asOf={AS_OF} onSelectBucket={() => {}} />, { provider: { locale: 'de-DE', currency: 'EUR' } })
    const figure = await agingFigure()
    await waitFor(() => expect(within(figure).getByRole('status')).toBeEmptyDOMElement())
    const aging = storedAging()
    expect(mediumDate(AS_OF, 'de-DE')).toBe('30.06.2026')
    expect(spaced(eur(123456))).toBe('1.234,56 €')

    expect(spaced(summaryOf(figure))).toBe(
      spaced(
        `Customers owe you ${eur(aging.total)} on ${aging.invoices} invoices as of 30.06.2026; ${eur(aging.overdue)} of it is overdue, on ${aging.overdueInvoices} invoices.`,
      ),
    )
    expect(summaryOf(figure)).not.toContain('$')
    expect(pointLabels(figure).map(spaced)).toEqual(
      aging.buckets.map((bucket) => spaced(barLabel(bucket.name, eur(bucket.amount), bucket.invoiceIds.size))),
    )

    await user.click(within(figure).getByRole('button', { name: 'Show as table' }))
    const [table] = within(figure).getAllByRole('table')
    expect(cellsOf(table!.querySelector('tfoot tr')!)).toEqual(['Total', spaced(eur(aging.total)), String(aging.invoices)])
  })

  it('says there are no invoices yet on books without records, never that every invoice is paid', async () => {
    state.reset({ volume: EMPTY })
    expect(state.sandbox.inspect.invoices(bakery.id)).toEqual([])
    renderAging(<ReceivablesAging asOf={AS_OF} onSelectBucket={() => {}} />)
    const figure = await agingFigure()
    expect(await within(figure).findByText('No invoices yet: nobody owes you anything.')).toBeInTheDocument()
    expect(within(figure).queryByText(/every invoice is paid/)).toBeNull()
    expect(summaryOf(figure)).toBe(`Customers owe you ${usd(0)} on 0 invoices as of ${mediumDate(AS_OF)}.`)
    expect(figure).toHaveAccessibleName(summaryOf(figure))
    expect(within(figure).queryByRole('button')).toBeNull()
    expect(figure.querySelector('.bk-chart__point')).toBeNull()
    expect(within(figure).getByText(LEFT_OUT)).toBeInTheDocument()
  })

  it('says every invoice is paid where there are invoices and nobody owes anything, and only that nobody owes anything until it knows', async () => {
    state.reset({ volume: FEW })
    const invoices = state.sandbox.inspect.invoices(bakery.id)
    expect(invoices.filter((invoice) => !NOT_OWED_STATUSES.includes(invoice.invoiceStatus)).length).toBeGreaterThan(0)
    expect(storedAging().invoices).toBe(0)
    const release = holdAnyInvoiceQuestions(state)
    renderAging(<ReceivablesAging asOf={AS_OF} onSelectBucket={() => {}} />)
    const figure = await agingFigure()
    // Whether there are invoices at all is still being asked.
    expect(await within(figure).findByText('Nobody owes you anything.')).toBeInTheDocument()
    release()
    expect(await within(figure).findByText('Nobody owes you anything: every invoice is paid.')).toBeInTheDocument()
    expect(within(figure).queryByText('Nobody owes you anything.')).toBeNull()
    expect(summaryOf(figure)).toBe(`Customers owe you ${usd(0)} on 0 invoices as of ${mediumDate(AS_OF)}.`)
    expect(within(figure).queryByRole('button')).toBeNull()
  })

  it('names asOf when it cannot be read, and tells the host', async () => {
    const onLoadError = vi.fn()
    renderAging(<ReceivablesAging asOf="not-a-date" onLoadError={onLoadError} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('asOf "not-a-date"')
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(onLoadError).toHaveBeenCalledTimes(1)
    expect(onLoadError.mock.calls[0]?.[0]).toMatchObject({ cause: { field: 'asOf', value: 'not-a-date' } })
  })
})

/** The ids of an invoice's values, each chain from its top value down. */
const chainsOf = (invoice: Invoice) =>
  (invoice.dimensionValues ?? []).map((top) => {
    const ids: string[] = []
    for (let value: AccountingDimensionValue | undefined = top; value; value = value.child) ids.push(value.id)
    return ids
  })
/** `text` matched as it is in a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** An amount as the en-US table writes it, in cents. */
const centsOf = (text: string | null) => Number((text ?? '').replace(/[^0-9-]/g, ''))

describe('ReceivablesAging by a dimension', () => {
  it('splits the buckets by the values, ties the columns to the total, and a figure lists through the service the invoices it counts', async () => {
    const user = userEvent.setup()
    const onSelectBucket = vi.fn<(filter: InvoiceFilter, bucket: string) => void>()
    const invoices = state.sandbox.inspect.invoices(bakery.id)
    const { dimension } = invoices.flatMap((invoice) => invoice.dimensionValues ?? [])[0]!
    renderAging(<ReceivablesAging asOf={AS_OF} by={dimension.id} onSelectBucket={onSelectBucket} />)
    const figure = await agingFigure()
    const table = await within(figure).findByRole('table', { name: `Who owes you, by ${dimension.name}` })
    // Every column read: no figure waits, none is a sum so far.
    await waitFor(() => expect(within(table).queryAllByRole('img', { name: 'Not read yet' })).toEqual([]))
    expect(table.querySelectorAll('[data-status]:not([data-status="final"])')).toHaveLength(0)
    expect(within(figure).queryByRole('button', { name: 'Show as table' })).toBeNull()

    const headers = [...table.querySelectorAll<HTMLElement>('thead th[data-col]')]
    const totals = [...table.querySelectorAll<HTMLElement>('tfoot td[data-col]')].map((cell) => centsOf(cell.textContent))
    expect(headers.map((header) => header.dataset.kind).slice(-2)).toEqual(['notSpecified', 'total'])
    const aging = storedAging()
    expect(totals.at(-1)).toBe(aging.total)
    const top = headers.flatMap((header, index) => (header.dataset.depth === '0' ? [totals[index]!] : []))
    expect(top.length).toBeGreaterThan(1)
    expect(top.reduce((sum, amount) => sum + amount, totals.at(-2)!)).toBe(aging.total)
    expect(within(figure).getByText(/^Not specified is worked out, not read:/)).toBeInTheDocument()

    // A child's first figure: the service's list under that filter is the figure's invoices, to the cent.
    const child = headers.findIndex((header) => header.dataset.depth === '1')
    const button = table.querySelector<HTMLButtonElement>(`td[data-col="${child}"] button`)!
    expect(button.getAttribute('aria-label')).toMatch(new RegExp(`^${escaped(`${button.textContent}, ${headers[child]!.textContent}, `)}`))
    await user.click(button)
    expect(onSelectBucket).toHaveBeenCalledTimes(1)
    const [filter, bucket] = onSelectBucket.mock.calls[0]!
    const valueId = (filter.dimensionValues as { id: { in: string[] } }).id.in[0]!
    const listed = await listedBy(filter)
    const owedInBucket = (invoice: Invoice) =>
      owedOn(invoice, AS_OF)
        .filter((part) => bucketByDaysLate(daysLate(part.dueDate, AS_OF)) === bucket)
        .reduce((sum, part) => sum + part.amount, 0)
    const counted = aging.owedInvoices
      .map(({ invoice }) => invoice)
      .filter((invoice) => chainsOf(invoice).some((chain) => chain.includes(valueId)) && owedInBucket(invoice) > 0)
    expect(listed.map((invoice) => invoice.id).sort()).toEqual(counted.map((invoice) => invoice.id).sort())
    expect(listed.reduce((sum, invoice) => sum + owedInBucket(invoice), 0)).toBe(centsOf(button.textContent))
  })
})

/** Every invoice `filter` lists, walked through the sandbox's client as another app would. */
async function listedBy(filter: InvoiceFilter): Promise<Invoice[]> {
  const { client } = sandboxClient(state.sandbox, { userId: owner })
  const listed: Invoice[] = []
  let cursor: string | undefined
  do {
    const page = await client.queryInvoices({ limit: 250, filter, ...(cursor ? { cursor } : {}) })
    listed.push(...page.data)
    cursor = page.cursor?.after || undefined
  } while (cursor)
  return listed
}

// The one smoke test on the described service: the aging loads and states what the described
// service's invoices owe (the usual names of what owes nothing left out), read in its pages of 100.
// The statuses and the page size are decided in Node: test/api/serviceProfile.test.ts,
// test/core/statements/receivablesAging.test.ts.
describe('ReceivablesAging on the described service', () => {
  it('states what the invoices owe as the described service counts them, asking in pages of 100', async () => {
    state.reset({ profile: DESCRIBED.profile, volume: VOLUME })
    const requests = recordRequests(state.server)
    renderAging(<ReceivablesAging asOf={AS_OF} />)
    const figure = await agingFigure()
    await waitFor(() => expect(within(figure).getByRole('status')).toBeEmptyDOMElement())
    const aging = storedReceivables(state.sandbox.inspect.invoices(bakery.id), AS_OF, notOwedStatusesOf(DESCRIBED.profile))
    expect(aging.invoices).toBeGreaterThan(0)
    expect(summaryOf(figure)).toBe(
      `Customers owe you ${usd(aging.total)} on ${aging.invoices} invoices as of ${mediumDate(AS_OF)}; ${usd(aging.overdue)} of it is overdue, on ${aging.overdueInvoices} invoices.`,
    )
    const bodies = await Promise.all(requestsTo(requests, INVOICE_QUERY).map((request) => request.json() as Promise<{ limit?: number }>))
    expect(bodies.length).toBeGreaterThan(0)
    expect(bodies.every((body) => body.limit === DESCRIBED.service.maxPageSize)).toBe(true)
  })
})
