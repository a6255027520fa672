// <InvoiceList> in jsdom against the sandbox: what a user notices (rows, states, the request that
// went out) when they search, filter, sort, page, select and retry. Layout, scrolling and the
// bounded DOM are checked in Chromium (lists.browser.test.tsx); jsdom has no layout, so the scroll
// region is given a size here (clientHeight) for the virtualizer to render rows at all. On the
// bookkit service; the described one (no sort, fewer filter values) in one smoke test.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { Invoice, InvoiceQuery } from '../../src/api/types'
import { InvoiceList, type InvoiceListProps, type InvoiceSortValue } from '../../src/components/InvoiceList'
import { balanceDueOn } from '../../src/api/owedParts'
import { sortRequest } from '../../src/components/InvoiceList/columns'
import { safeHttpUrl } from '../../src/components/shared/safeUrl'
import { SANDBOX } from '../../src/sandbox'
import { requestSchemaErrors } from '../support/contract'
import { giveGridsAViewport } from '../support/gridViewport'
import { recordBodies } from '../support/requests'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { renderWithSandbox, sandboxClient, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const INVOICES_PATH = '/v6/invoicing/invoices/query'
const bakery = SANDBOX.companies.bakery
const OPEN_STATUSES = ['OPEN', 'PARTIALLY_PAID']
const formatUsd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100)
const termDueDate = (invoice: Invoice) => invoice.collectionInfo?.term?.dueDate as string

describe('InvoiceList on the described service (smoke)', () => {
  const state = useSandboxServer({
    profile: DESCRIBED.profile,
    volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 },
  })
  beforeEach(() => giveGridsAViewport())
  afterEach(() => state.server.events.removeAllListeners())

  it('keeps the service’s order where the service cannot sort (plain headers, no sort sent), and offers only the status values it has seen', async () => {
    const sent = recordBodies<InvoiceQuery>(state.server, (_, pathname) => pathname === INVOICES_PATH)
    renderWithSandbox(<InvoiceList />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const grid = () => screen.getByRole('grid', { name: 'Invoices' })
    const bodyRows = () =>
      within(grid())
        .getAllByRole('row')
        .filter((row) => row.closest('.bk-grid__body'))
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))
    expect(within(grid()).queryAllByRole('button', { name: /^(Number|Date|Due date|Total|Balance)/ })).toHaveLength(0)
    for (const header of within(grid()).getAllByRole('columnheader')) expect(header).not.toHaveAttribute('aria-sort')
    expect(sent).toEqual([{ limit: 100 }])
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const answer = await client.queryInvoices({ limit: 100 })
    expect(bodyRows()[0]).toHaveTextContent((answer.data[0] as Invoice).invoiceNumber)

    await userEvent.setup().click(screen.getByRole('button', { name: 'Filters', expanded: false }))
    expect(
      within(screen.getByRole('group', { name: 'Invoice status' }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent),
    ).toEqual(['Open'])
  })
})

describe('InvoiceList (bookkit service)', () => {
  const { profile, service } = BOOKKIT
  const state = useSandboxServer({
    profile,
    volume: { invoicesPerCompany: 160, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 },
  })
  /** The `sort` member a query carries for `value` on this service: none where the service cannot sort. */
  const sorted = (value: InvoiceSortValue) => (service.invoiceSort ? { sort: service.invoiceSort(sortRequest(value)) } : {})

  /** Every invoice query body sent during the test, in order. */
  let sent: InvoiceQuery[] = []

  beforeEach(() => {
    sent = recordBodies<InvoiceQuery>(state.server, (_, pathname) => pathname === INVOICES_PATH)
    giveGridsAViewport()
  })
  afterEach(() => {
    state.server.events.removeAllListeners()
    vi.restoreAllMocks()
  })

  function renderList(props: InvoiceListProps = {}) {
    return renderWithSandbox(<InvoiceList {...props} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
  }

  /** What the service answers for a query, asked outside the component. */
  async function serviceAnswer(query: InvoiceQuery) {
    return sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner }).client.queryInvoices(query)
  }

  const grid = () => screen.getByRole('grid', { name: 'Invoices' })
  /** The body rows in the DOM (the header and totals rows left out). */
  const bodyRows = () =>
    within(grid())
      .getAllByRole('row')
      .filter((row) => row.closest('.bk-grid__body'))
  const lastSent = () => sent.at(-1)

  async function firstPageShown() {
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))
  }

  describe('the list', () => {
    it('shows the first page newest first, with the columns, and asks exactly what the contract allows', async () => {
      renderList()
      expect(screen.getByRole('status')).toHaveTextContent('Loading invoices…')
      await firstPageShown()

      expect(sent).toHaveLength(1)
      expect(sent[0]).toEqual({ limit: 100, ...sorted('-date') })
      expect(requestSchemaErrors('POST', INVOICES_PATH, sent[0])).toEqual([])

      const headers = within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))
      expect(headers).toEqual(['Number', 'Customer', 'Date', 'Due date', 'Status', 'Total', 'Paid', 'Balance'])

      const page = await serviceAnswer({ limit: 100, sort: { value: '-date' } })
      const first = page.data[0] as Invoice
      const firstRow = bodyRows()[0] as HTMLElement
      expect(firstRow).toHaveTextContent(first.invoiceNumber)
      expect(firstRow).toHaveTextContent(first.customer.name)
      expect(firstRow).toHaveAttribute('aria-rowindex', '2')
      // More pages exist, so the row count is unknown.
      expect(grid()).toHaveAttribute('aria-rowcount', '-1')
      expect(screen.getByText('100 invoices loaded, more available')).toBeInTheDocument()
    })

    it('searches on the service once the user pauses typing, and shows only what it answers', async () => {
      const user = userEvent.setup()
      const onLoadStart = vi.fn()
      const onFilterChange = vi.fn()
      renderList({ onLoadStart, onFilterChange })
      await firstPageShown()
      const customer = 'Blue Heron'

      await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), customer)
      await waitFor(() => expect(lastSent()?.filter).toEqual({ search: customer }))
      // One request for the whole word, not one per keystroke.
      expect(sent).toHaveLength(2)
      expect(onLoadStart).toHaveBeenCalledTimes(2)
      expect(requestSchemaErrors('POST', INVOICES_PATH, lastSent())).toEqual([])

      const answer = await serviceAnswer({ limit: 100, sort: { value: '-date' }, filter: { search: customer } })
      expect(answer.data.length).toBeGreaterThan(0)
      await waitFor(() => expect(bodyRows()[0]).toHaveTextContent((answer.data[0] as Invoice).invoiceNumber))
      for (const row of bodyRows()) expect(row).toHaveTextContent(/Blue Heron/)
      expect(onFilterChange).toHaveBeenLastCalledWith({ search: customer })
      // The previous rows were kept, marked busy, only until the answer replaced them.
      expect(document.querySelector('.bk-invoice-list__body')).toHaveAttribute('aria-busy', 'false')
    })

    it('sends every panel filter as the contract names it', async () => {
      const user = userEvent.setup()
      const onFilterChange = vi.fn()
      renderList({ onFilterChange, filterOptions: { customers: [{ id: bakery.customers.blueHeronCafe, name: 'Blue Heron Café' }] } })
      await firstPageShown()
      await user.click(screen.getByRole('button', { name: 'Filters', expanded: false }))

      await user.click(within(screen.getByRole('group', { name: 'Invoice status' })).getByRole('checkbox', { name: 'Open' }))
      await waitFor(() => expect(lastSent()?.filter).toEqual({ invoiceStatus: { in: ['OPEN'] } }))
      const open = await serviceAnswer({ limit: 100, ...sorted('-date'), filter: { invoiceStatus: { in: ['OPEN'] } } })
      expect(open.data.length).toBeGreaterThan(0)
      expect(open.data.every((invoice) => invoice.invoiceStatus === 'OPEN')).toBe(true)
      await waitFor(() =>
        expect(bodyRows().map((row) => row.querySelector('[data-column="number"]')?.textContent?.replace('↗', ''))).toEqual(
          open.data.slice(0, bodyRows().length).map((invoice) => invoice.invoiceNumber),
        ),
      )

      await user.selectOptions(within(screen.getByRole('group', { name: 'Invoice status' })).getByRole('combobox'), 'Is none of')
      await waitFor(() => expect(lastSent()?.filter).toEqual({ invoiceStatus: { notIn: ['OPEN'] } }))

      await user.type(screen.getByLabelText('From'), '2026-01-01')
      await user.type(screen.getByLabelText('To'), '2026-03-31')
      await waitFor(() => expect(lastSent()?.filter?.date).toEqual({ greaterThanEqual: '2026-01-01', lessThanEqual: '2026-03-31' }))

      await user.type(screen.getByLabelText('Minimum total'), '1,000.50')
      await waitFor(() => expect(lastSent()?.filter?.amount).toEqual({ greaterThanEqual: 100050 }))

      await user.type(screen.getByRole('textbox', { name: 'Invoice number' }), '10')
      await waitFor(() => expect(lastSent()?.filter?.invoiceNumber).toEqual({ contain: '10' }))
      await user.selectOptions(screen.getByRole('combobox', { name: 'Invoice number match' }), 'Is')
      await waitFor(() => expect(lastSent()?.filter?.invoiceNumber).toEqual({ equal: '10' }))

      await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), 'Blue Heron Café')
      await waitFor(() => expect(lastSent()?.filter?.customer).toEqual({ id: { in: [bakery.customers.blueHeronCafe] } }))

      for (const body of sent) expect(requestSchemaErrors('POST', INVOICES_PATH, body)).toEqual([])
      expect(onFilterChange).toHaveBeenLastCalledWith(lastSent()?.filter)
    })

    it('shows a default filter in the panel: its count on the button, its amount in the field', async () => {
      const user = userEvent.setup()
      renderList({ defaultFilter: { invoiceStatus: { in: OPEN_STATUSES }, amount: { greaterThanEqual: 50_000 } } })
      await firstPageShown()
      await user.click(screen.getByRole('button', { name: 'Filters (2)' }))
      expect(screen.getByLabelText('Minimum total')).toHaveValue(formatUsd(50_000).replace('$', ''))
    })

    it('keeps an amount it cannot read, names the field in the error, and sends nothing for it', async () => {
      const user = userEvent.setup()
      renderList()
      await firstPageShown()
      await user.click(screen.getByRole('button', { name: 'Filters' }))
      const maximum = screen.getByLabelText('Maximum total')

      await user.type(maximum, '12.345')
      await user.tab()
      expect(await screen.findByRole('alert')).toHaveTextContent('Maximum total: use at most 2 decimal places.')
      expect(maximum).toHaveValue('12.345')
      expect(maximum).toHaveAttribute('aria-invalid', 'true')

      await user.clear(maximum)
      await user.type(maximum, 'twelve')
      expect(screen.getByRole('alert')).toHaveTextContent('Maximum total: enter an amount such as 1,234.56.')

      await user.clear(maximum)
      await user.type(maximum, '12.34')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      await waitFor(() => expect(lastSent()?.filter?.amount).toEqual({ lessThanEqual: 1234 }))
      // The unreadable amounts were typed first: had either been sent, it would be here, before this one.
      const amounts = sent.flatMap((body) => (body.filter?.amount ? [body.filter.amount] : []))
      expect(amounts).toEqual(amounts.map(() => ({ lessThanEqual: 1234 })))
    })

    it('sorts on the service by a column header and marks it with aria-sort', async () => {
      const user = userEvent.setup()
      const onSortChange = vi.fn()
      renderList({ onSortChange })
      await firstPageShown()
      expect(screen.getByRole('columnheader', { name: /^Date/ })).toHaveAttribute('aria-sort', 'descending')
      expect(screen.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute('aria-sort', 'none')
      // Customer, status and paid cannot be sorted by the service.
      expect(screen.getByRole('columnheader', { name: 'Customer' })).not.toHaveAttribute('aria-sort')

      await user.click(screen.getByRole('button', { name: /^Total/ }))
      await waitFor(() => expect(lastSent()?.sort).toEqual({ value: '-total' }))
      expect(onSortChange).toHaveBeenLastCalledWith('-total')
      await waitFor(() => expect(screen.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute('aria-sort', 'descending'))
      const answer = await serviceAnswer({ limit: 100, sort: { value: '-total' } })
      await waitFor(() => expect(bodyRows()[0]).toHaveTextContent((answer.data[0] as Invoice).invoiceNumber))

      await user.click(screen.getByRole('button', { name: /^Total/ }))
      await waitFor(() => expect(lastSent()?.sort).toEqual({ value: 'total' }))
      await waitFor(() => expect(screen.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute('aria-sort', 'ascending'))

      await user.click(screen.getByRole('button', { name: /^Number/ }))
      await waitFor(() => expect(lastSent()?.sort).toEqual({ value: 'invoiceNumber' }))
    })

    it('loads the next page with the cursor on "Load more", and totals every loaded row', async () => {
      const user = userEvent.setup()
      renderList()
      await firstPageShown()
      const pageOne = await serviceAnswer({ limit: 100, sort: { value: '-date' } })

      await user.click(screen.getByRole('button', { name: 'Load more' }))
      await waitFor(() => expect(screen.getByText('Everything is loaded.')).toBeInTheDocument())
      expect(sent.at(-1)).toEqual({ limit: 100, ...sorted('-date'), cursor: pageOne.cursor?.after })
      // All are loaded (the volume's 160 and the matching cases seeded on top): header + rows + totals.
      const all = state.sandbox.inspect.invoices(bakery.id) as unknown as Invoice[]
      expect(all.length).toBeGreaterThan(160)
      expect(grid()).toHaveAttribute('aria-rowcount', String(all.length + 2))
      expect(screen.getByText(`${all.length} invoices loaded`)).toBeInTheDocument()

      const sum = (pick: (invoice: Invoice) => number) => all.reduce((total, invoice) => total + pick(invoice), 0)
      const totalsRow = screen.getByRole('row', { name: 'Totals of loaded invoices' })
      const format = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100)
      expect(totalsRow).toHaveTextContent(format(sum((invoice) => invoice.totals.total)))
      expect(totalsRow).toHaveTextContent(format(sum((invoice) => invoice.totals.paidAmount)))
      expect(totalsRow).toHaveTextContent(format(sum((invoice) => invoice.totals.balance)))
    })

    it('moves between rows with the arrow keys and selects one with Enter or Space', async () => {
      const user = userEvent.setup()
      const onSelectInvoice = vi.fn()
      // The host opens what is chosen (the list's own detail is InvoiceListDetail.test.tsx's).
      renderList({ onSelectInvoice, detail: false })
      await firstPageShown()
      const page = await serviceAnswer({ limit: 100, sort: { value: '-date' } })

      // The grid is one tab stop: the first row.
      const rows = bodyRows()
      expect(rows.filter((row) => row.tabIndex === 0)).toHaveLength(1)
      await user.click(screen.getByRole('searchbox'))
      // Past the filter button, the Columns menu, the sortable headers and the column edges, Tab reaches the grid.
      for (let stops = 0; stops < 30 && !rows.includes(document.activeElement as HTMLElement); stops++) await user.tab()
      expect(rows[0]).toHaveFocus()

      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
      expect(bodyRows()[1]).toHaveFocus()
      await user.keyboard('{Enter}')
      expect(onSelectInvoice).toHaveBeenCalledTimes(1)
      expect(onSelectInvoice).toHaveBeenLastCalledWith(page.data[1])

      await user.keyboard('{Home} ')
      expect(bodyRows()[0]).toHaveFocus()
      expect(onSelectInvoice).toHaveBeenLastCalledWith(page.data[0])

      await user.click(bodyRows()[2] as HTMLElement)
      expect(onSelectInvoice).toHaveBeenLastCalledWith(page.data[2])
    })

    it('links to the customer view in a new tab, but never to a URL that is not http(s)', async () => {
      state.server.use(
        http.post(`${TEST_BASE_URL}${INVOICES_PATH}`, async ({ request }) => {
          const answer = await state.sandbox.handle(request)
          const body = (await answer.json()) as { data: Invoice[] }
          ;(body.data[0] as Invoice).customerInvoiceUrl = 'javascript:alert(1)'
          ;(body.data[1] as Invoice).customerInvoiceUrl = ' JAVASCRIPT:alert(document.cookie)'
          ;(body.data[2] as Invoice).invoiceNumber = '<img src=x onerror=alert(1)>'
          return HttpResponse.json(body, { status: answer.status })
        }),
      )
      const onSelectInvoice = vi.fn()
      renderList({ onSelectInvoice })
      await firstPageShown()
      const [hostile, hostileToo, markup, safe] = bodyRows() as HTMLElement[]

      expect(within(hostile as HTMLElement).queryByRole('link')).toBeNull()
      expect(within(hostileToo as HTMLElement).queryByRole('link')).toBeNull()
      // Text fields render as text.
      expect(markup).toHaveTextContent('<img src=x onerror=alert(1)>')
      expect(markup?.querySelector('img')).toBeNull()
      const link = within(safe as HTMLElement).getByRole('link')
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/pay\.sandbox\.example\/invoices\//))
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAccessibleName(/^Open invoice .+ in a new tab$/)
      // Opening the invoice does not select the row.
      link.addEventListener('click', (event) => event.preventDefault())
      await userEvent.setup().click(link)
      expect(onSelectInvoice).not.toHaveBeenCalled()
    })

    it('shows the error with the service message after the retries, reports it, and recovers on "Try again"', async () => {
      const user = userEvent.setup()
      const onLoadError = vi.fn()
      const onLoadStart = vi.fn()
      state.sandbox.failNext({ status: 500, times: 3, path: INVOICES_PATH })
      renderList({ onLoadError, onLoadStart })

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The invoices could not be loaded.')
      expect(onLoadError).toHaveBeenCalledTimes(1)
      expect(onLoadError.mock.calls[0]?.[0]).toMatchObject({ status: 500, type: 'UNKNOWN_ERROR' })
      expect(sent).toHaveLength(3)

      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      await firstPageShown()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(onLoadStart).toHaveBeenCalled()
    })

    it('says so when nothing matches, and clears the filter on request', async () => {
      const user = userEvent.setup()
      renderList({ defaultFilter: { search: 'no invoice says this' } })
      expect(await screen.findByText('No invoices match these filters.')).toBeInTheDocument()
      expect(sent[0]?.filter).toEqual({ search: 'no invoice says this' })

      const [clear] = screen.getAllByRole('button', { name: 'Clear filters' })
      await user.click(clear as HTMLElement)
      await firstPageShown()
      expect(lastSent()).toEqual({ limit: 100, ...sorted('-date') })
      expect(screen.getByRole('searchbox')).toHaveValue('')
    })

    it('sends a controlled filter and sort as given, and leaves changing them to the host', async () => {
      const user = userEvent.setup()
      const onFilterChange = vi.fn()
      const props: InvoiceListProps = {
        filter: { amount: { greaterThan: 50_000, notEqual: 100_000 }, date: { lessThan: '2026-06-01' }, status: { notIn: ['DELETED'] } },
        sort: 'dueDate',
        onFilterChange,
        pageSize: 400,
      }
      const view = renderList(props)
      await firstPageShown()
      expect(sent[0]).toEqual({ limit: 250, ...sorted('dueDate'), filter: props.filter })
      expect(requestSchemaErrors('POST', INVOICES_PATH, sent[0])).toEqual([])

      await user.type(screen.getByRole('searchbox'), 'cafe')
      await waitFor(() => expect(onFilterChange).toHaveBeenCalledWith({ ...props.filter, search: 'cafe' }))
      // Controlled: the host has not passed the new filter back, so no new request went out.
      expect(sent).toHaveLength(1)

      view.rerender(<InvoiceList {...props} filter={{ ...props.filter, search: 'cafe' }} sort="-balance" />)
      await waitFor(() => expect(lastSent()).toEqual({ limit: 250, ...sorted('-balance'), filter: { ...props.filter, search: 'cafe' } }))
    })

    it("lets the host choose, order and relabel columns and render a column's cells", async () => {
      renderList({
        columns: ['total', 'number', 'status'],
        columnLabels: { total: 'Amount' },
        renderCell: { status: (invoice) => <em data-testid="host-status">{invoice.invoiceStatus.toLowerCase()}</em> },
      })
      await firstPageShown()
      const headers = within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))
      expect(headers).toEqual(['Amount', 'Number', 'Status'])
      expect(grid()).toHaveAttribute('aria-colcount', '3')
      expect(within(bodyRows()[0] as HTMLElement).getAllByRole('gridcell')).toHaveLength(3)
      expect(within(bodyRows()[0] as HTMLElement).getByTestId('host-status').textContent).toMatch(/^[a-z_]+$/)
    })

    describe('with a list of due dates (an aging bucket)', () => {
      /** The bakery's open invoices' installments with a balance left, as the sandbox holds them. */
      function openParts() {
        const invoices = state.sandbox.inspect.invoices(bakery.id) as unknown as Invoice[]
        return invoices
          .filter((invoice) => OPEN_STATUSES.includes(invoice.invoiceStatus))
          .flatMap((invoice) =>
            (invoice.installments ?? [])
              .filter((part) => (part.balance ?? 0) > 0)
              .map((part) => ({ invoice, dueDate: part.dueDate as string, balance: part.balance as number })),
          )
      }

      /** A few due dates, the first an unpaid deposit's whose invoice's balance is due on a date not listed. */
      function bucket() {
        const parts = openParts()
        const deposit = parts.find(({ invoice, dueDate }) => dueDate === invoice.date && termDueDate(invoice) !== dueDate)
        if (!deposit) throw new Error('the seeded books hold no open invoice with an unpaid deposit')
        const others = [...new Set(parts.map((part) => part.dueDate))]
          .filter((date) => date !== deposit.dueDate && date !== termDueDate(deposit.invoice))
          .sort()
          .slice(0, 2)
        const dates = [deposit.dueDate, ...others]
        const inBucket = parts.filter((part) => dates.includes(part.dueDate))
        const dueOn = (invoice: Invoice) =>
          inBucket.filter((part) => part.invoice.id === invoice.id).reduce((sum, part) => sum + part.balance, 0)
        return {
          dates,
          deposit,
          invoices: [...new Set(inBucket.map((part) => part.invoice))],
          amount: inBucket.reduce((sum, part) => sum + part.balance, 0),
          dueOn,
        }
      }

      const cellOf = (row: HTMLElement, column: string) => row.querySelector(`[data-column="${column}"]`)?.textContent
      const numberOf = (row: HTMLElement) => cellOf(row, 'number')?.replace('↗', '')

      it('shows what each invoice owes on those dates, and totals it to the bucket’s amount', async () => {
        const { dates, deposit, invoices, amount, dueOn } = bucket()
        expect(invoices.length).toBeGreaterThan(1)
        renderList({ filter: { invoiceStatus: { in: OPEN_STATUSES }, dueDate: { in: dates } }, pageSize: 250 })
        await firstPageShown()

        const headers = within(grid())
          .getAllByRole('columnheader')
          .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))
        expect(headers).toEqual(['Number', 'Customer', 'Date', 'Due date', 'Status', 'Total', 'Paid', 'Balance', 'Due on these dates'])
        expect(screen.getByText(`${invoices.length} invoices loaded`)).toBeInTheDocument()
        const rows = bodyRows()
        expect(rows).toHaveLength(invoices.length)
        for (const row of rows) {
          const invoice = invoices.find((candidate) => candidate.invoiceNumber === numberOf(row)) as Invoice
          expect(cellOf(row, 'dueOnDates')).toBe(formatUsd(dueOn(invoice)))
        }
        // The deposit is due in the bucket, the rest of that invoice later: only the deposit counts.
        const depositRow = rows.find((row) => numberOf(row) === deposit.invoice.invoiceNumber) as HTMLElement
        expect(cellOf(depositRow, 'dueOnDates')).toBe(formatUsd(deposit.balance))
        expect(cellOf(depositRow, 'balance')).toBe(formatUsd(deposit.invoice.totals.balance))
        expect(deposit.balance).toBeLessThan(deposit.invoice.totals.balance)

        const totalsRow = screen.getByRole('row', { name: 'Totals of loaded invoices' })
        expect(cellOf(totalsRow, 'dueOnDates')).toBe(formatUsd(amount))
        expect(cellOf(totalsRow, 'balance')).toBe(formatUsd(invoices.reduce((sum, invoice) => sum + invoice.totals.balance, 0)))
      })

      it('leaves the column out without such a filter, even when the host lists it', async () => {
        renderList({
          columns: ['number', 'balance', 'dueOnDates'],
          defaultFilter: { invoiceStatus: { in: OPEN_STATUSES }, dueDate: { notIn: [termDueDate(bucket().deposit.invoice)] } },
        })
        await firstPageShown()
        const headers = within(grid())
          .getAllByRole('columnheader')
          .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))
        expect(headers).toEqual(['Number', 'Balance'])
        expect(grid().querySelector('[data-column="dueOnDates"]')).toBeNull()
      })

      it('says how many dates the filter lists instead of showing the first, and clears them on request', async () => {
        const user = userEvent.setup()
        const onFilterChange = vi.fn()
        const { dates } = bucket()
        const notIn = ['2020-01-01']
        renderList({ defaultFilter: { invoiceStatus: { in: OPEN_STATUSES }, dueDate: { in: dates, notIn } }, onFilterChange })
        await firstPageShown()
        await user.click(screen.getByRole('button', { name: /^Filters/ }))

        const dueOn = screen.getByRole('group', { name: 'Due on' })
        expect(dueOn).toHaveTextContent(`Due on one of ${dates.length} dates`)
        expect(dueOn.querySelector('input')).toBeNull()

        await user.click(within(dueOn).getByRole('button', { name: 'Clear due dates' }))
        // Only the listed dates go; the operator the panel has no control for stays.
        expect(onFilterChange).toHaveBeenLastCalledWith({ invoiceStatus: { in: OPEN_STATUSES }, dueDate: { notIn } })
        await waitFor(() => expect(lastSent()?.filter).toEqual({ invoiceStatus: { in: OPEN_STATUSES }, dueDate: { notIn } }))
        expect(screen.queryByRole('group', { name: 'Due on' })).not.toBeInTheDocument()
        expect(screen.getByLabelText('Due on')).toHaveValue('')
        expect(screen.queryByRole('columnheader', { name: 'Due on these dates' })).not.toBeInTheDocument()
      })

      it('removes the dueDate member when Clear leaves nothing in it, and shows a single date in the date field', async () => {
        const user = userEvent.setup()
        const onFilterChange = vi.fn()
        const { dates } = bucket()
        const view = renderList({ filter: { dueDate: { in: dates } }, onFilterChange })
        await firstPageShown()
        await user.click(screen.getByRole('button', { name: /^Filters/ }))
        await user.click(screen.getByRole('button', { name: 'Clear due dates' }))
        expect(onFilterChange).toHaveBeenLastCalledWith({})

        view.rerender(<InvoiceList filter={{ dueDate: { in: [dates[0] as string] } }} onFilterChange={onFilterChange} />)
        await waitFor(() => expect(screen.getByLabelText('Due on')).toHaveValue(dates[0]))
        expect(screen.queryByRole('button', { name: 'Clear due dates' })).not.toBeInTheDocument()
      })
    })

    it('contains a render error of a host cell and reports it through onError', async () => {
      const onError = vi.fn()
      vi.spyOn(console, 'error').mockImplementation(() => {})
      renderList({
        onError,
        renderCell: {
          customer: () => {
            throw new Error('host cell broke')
          },
        },
      })
      expect(await screen.findByText('This part of the page could not be shown.')).toBeInTheDocument()
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'host cell broke' }), expect.anything())
    })
  })
})

describe('balanceDueOn (the "Due on these dates" figure)', () => {
  const invoice = {
    id: 'inv_1',
    invoiceNumber: 'T-1',
    date: '2026-05-01',
    totals: { total: 10000, paidAmount: 2000, balance: 8000 },
    collectionInfo: { term: { dueDate: '2026-05-31' } },
    installments: [
      { id: 'istl_1', name: 'Deposit', dueDate: '2026-05-01', balance: 3000 },
      { id: 'istl_2', name: 'Balance', dueDate: '2026-05-31', balance: 5000 },
    ],
  } as unknown as Invoice

  it('sums the balance of the installments due on a listed date', () => {
    expect(balanceDueOn(invoice, new Set(['2026-05-01']))).toBe(3000)
    expect(balanceDueOn(invoice, new Set(['2026-05-31', '2026-05-01']))).toBe(8000)
    expect(balanceDueOn(invoice, new Set(['2026-06-01']))).toBe(0)
  })

  it('counts the whole balance of an invoice without installments when its term’s due date is listed', () => {
    const whole = { ...invoice, installments: undefined }
    expect(balanceDueOn(whole, new Set(['2026-05-31']))).toBe(8000)
    expect(balanceDueOn(whole, new Set(['2026-05-01']))).toBe(0)
    expect(balanceDueOn({ ...whole, installments: [] }, new Set(['2026-05-31']))).toBe(8000)
  })
})

describe('safeHttpUrl (what decides whether an invoice gets its link)', () => {
  it.each([
    ['javascript:alert(1)', undefined],
    [' JaVaScRiPt:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['/invoices/inv_1', undefined],
    ['//evil.example/x', undefined],
    ['', undefined],
    [42, undefined],
    ['https://pay.example/invoices/inv_1', 'https://pay.example/invoices/inv_1'],
    ['http://pay.example/i?x=1', 'http://pay.example/i?x=1'],
  ])('%j → %j', (url, expected) => {
    expect(safeHttpUrl(url)).toBe(expected)
  })
})
