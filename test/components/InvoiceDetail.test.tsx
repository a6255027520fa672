// <InvoiceDetail> in jsdom against the sandbox: every section shown when the invoice has
// it and left out when it has not, values the service may add shown as they come, an unsafe link
// never rendered, and the lookup by id (found, not found, failed then retried), on the bookkit
// service. On the described one (its list keeps the service's order, unsorted) one smoke test: the
// invoice a loaded list page holds is shown at once.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Invoice, InvoiceActivity, InvoiceQuery } from '../../src/api/types'
import { InvoiceDetail } from '../../src/components/InvoiceDetail'
import { InvoiceList } from '../../src/components/InvoiceList'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { seededInvoices } from '../support/invoices'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { recordBodies } from '../support/requests'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { useViewerTimeZone, viewerTime } from '../support/timeZone'

const INVOICES_PATH = '/v6/invoicing/invoices/query'
const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100)
const date = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${iso}T00:00:00Z`))

async function seeded(sandbox: Sandbox, pick: (invoice: Invoice) => boolean, what: string): Promise<Invoice> {
  const found = (await seededInvoices(sandbox)).find(pick)
  if (!found) throw new Error(`the seed has no ${what} invoice`)
  return found
}

const heading = (name: string) => screen.queryByRole('heading', { name, level: 3 })
const section = (name: string) => heading(name)?.closest('section') as HTMLElement

// An invoice given whole is shown without a request: no profile answers anything, so the bookkit one alone.
describe('InvoiceDetail given its invoice (bookkit service)', () => {
  const state = useSandboxServer()
  const render = (ui: React.ReactElement) => renderWithSandbox(ui, state.sandbox, { userId: SANDBOX.users.bakeryOwner })

  it('shows a paid invoice whole: who owes what by when first, then lines, totals, payments, activity, collection, dimensions, notes', async () => {
    const invoice = await seeded(
      state.sandbox,
      (candidate) =>
        candidate.invoiceStatus === 'PAID' &&
        Boolean(candidate.recurrence) &&
        (candidate.payments?.length ?? 0) > 0 &&
        Boolean(candidate.notes),
      'paid recurring with notes',
    )
    render(<InvoiceDetail invoice={invoice} />)

    expect(screen.getByRole('heading', { level: 2, name: `Invoice ${invoice.invoiceNumber}` })).toBeInTheDocument()
    const header = screen.getByRole('banner')
    expect(header).toHaveTextContent(invoice.customer.name)
    expect(header).toHaveTextContent(invoice.customer.email as string)
    expect(within(header).getByText('Paid', { selector: '.bk-badge' })).toBeInTheDocument()
    const figures = within(header)
      .getAllByRole('term')
      .map((term) => term.textContent)
    expect(figures.slice(0, 2)).toEqual(['Balance due', 'Due date'])
    expect(header).toHaveTextContent(date(invoice.collectionInfo?.term?.dueDate as string))
    expect(header).toHaveTextContent(/Repeats\s*Monthly, 12 times, until/)
    const link = within(header).getByRole('link', { name: /Customer’s view of the invoice/ })
    expect(link).toHaveAttribute('href', invoice.customerInvoiceUrl)
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')

    const lines = within(section('Items')).getAllByRole('row').slice(1)
    expect(lines).toHaveLength(invoice.lineItems?.length ?? 0)
    const first = invoice.lineItems?.[0]
    expect(lines[0]).toHaveTextContent(first?.description as string)
    expect(lines[0]).toHaveTextContent(usd(Math.round((first?.quantity ?? 0) * (first?.rate ?? 0))))
    expect(
      within(section('Items'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Description', 'Quantity', 'Rate', 'Sales tax', 'Amount', 'Account'])

    const totals = section('Totals')
    expect(totals).toHaveTextContent(`Subtotal${usd(invoice.totals.subtotal)}`)
    expect(totals).toHaveTextContent(`Total${usd(invoice.totals.total)}`)
    expect(totals).toHaveTextContent(`Balance due${usd(0)}`)
    expect(within(section('Payments')).getAllByRole('row')).toHaveLength((invoice.payments?.length ?? 0) + 1)
    expect(within(section('Activity')).getAllByRole('listitem')).toHaveLength(invoice.activity?.length ?? 0)
    expect(section('Activity')).toHaveTextContent('Invoice emailed')
    expect(section('Collection')).toHaveTextContent('Payment term')
    expect(section('Collection')).toHaveTextContent(/Net \d+, due/)
    expect(section('Dimensions')).toHaveTextContent(invoice.dimensionValues?.[0]?.name as string)
    expect(section('Notes')).toHaveTextContent(invoice.notes as string)
  })

  it('shows a partially paid invoice’s installments with what is still due on each', async () => {
    const invoice = await seeded(
      state.sandbox,
      // Not yet due: an overdue one reads "Overdue".
      (candidate) => candidate.detailedInvoiceDisplayStatus === 'Partially paid' && (candidate.installments?.length ?? 0) > 1,
      'partially paid with installments',
    )
    render(<InvoiceDetail invoice={invoice} />)
    const rows = within(section('Installments')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(invoice.installments?.length ?? 0)
    const [deposit] = invoice.installments ?? []
    expect(rows[0]).toHaveTextContent(deposit?.name as string)
    expect(rows[0]).toHaveTextContent(usd(deposit?.balance ?? -1))
    expect(screen.getByRole('banner')).toHaveTextContent(`Balance due${usd(invoice.totals.balance)}`)
    expect(within(screen.getByRole('banner')).getByText('Partially paid')).toBeInTheDocument()
    expect(section('Totals')).toHaveTextContent(/Deposit requested\s*(25|50)%/)
  })

  it('shows an overdue invoice’s failed reminder and why it failed', async () => {
    const invoice = await seeded(
      state.sandbox,
      (candidate) =>
        candidate.detailedInvoiceDisplayStatus === 'Overdue' &&
        (candidate.activity ?? []).some((entry) => entry.type === 'REMINDER_SENT' && entry.status === 'FAILURE'),
      'overdue with a failed reminder',
    )
    render(<InvoiceDetail invoice={invoice} />)
    expect(within(screen.getByRole('banner')).getByText('Overdue')).toHaveAttribute('data-tone', 'danger')
    const failed = within(section('Activity'))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Reminder sent') && item.textContent.includes('Failed'))
    expect(failed).toHaveAttribute('data-tone', 'danger')
    expect(failed).toHaveTextContent("Why: The customer's mailbox is full.")
  })

  it('states a discount as the service does (percent or amount, before or after sales tax) with the taxed totals', async () => {
    const all = await seededInvoices(state.sandbox)
    const percentAfterTax = all.find(
      (candidate) =>
        candidate.discount?.type === 'PERCENT' &&
        candidate.discount.value !== '0' &&
        candidate.discount.calculateBeforeSalesTax === false &&
        candidate.totals.salesTax > 0,
    )
    const amount = all.find((candidate) => candidate.discount?.type === 'AMOUNT' && candidate.totals.salesTax > 0)
    if (!percentAfterTax || !amount) throw new Error('the seed lacks a discounted, taxed invoice')

    const { unmount } = render(<InvoiceDetail invoice={percentAfterTax} />)
    const totals = section('Totals')
    expect(totals).toHaveTextContent(
      `Discount (${percentAfterTax.discount?.value}%, after sales tax)${usd(percentAfterTax.totals.discountedTotal - percentAfterTax.totals.subtotal)}`,
    )
    expect(totals).toHaveTextContent(`After discount${usd(percentAfterTax.totals.discountedTotal)}`)
    expect(totals).toHaveTextContent(`Sales tax${usd(percentAfterTax.totals.salesTax)}`)
    unmount()

    render(<InvoiceDetail invoice={amount} />)
    expect(section('Totals')).toHaveTextContent(`Discount (${usd(Number(amount.discount?.value))}, before sales tax)`)
  })

  it('leaves out what a draft has not got yet: no payments, no activity', async () => {
    const draft = await seeded(state.sandbox, (candidate) => candidate.invoiceStatus === 'DRAFT', 'draft')
    render(<InvoiceDetail invoice={draft} />)
    expect(within(screen.getByRole('banner')).getByText('Draft')).toBeInTheDocument()
    expect(heading('Items')).toBeInTheDocument()
    expect(heading('Payments')).toBeNull()
    expect(heading('Activity')).toBeNull()
  })

  it('leaves out every empty section rather than showing it empty', async () => {
    const invoice = await seeded(state.sandbox, (candidate) => candidate.invoiceStatus === 'PAID', 'paid')
    const bare: Invoice = {
      ...invoice,
      lineItems: [],
      installments: [],
      payments: [],
      activity: [],
      dimensionValues: [],
      notes: '  ',
      collectionInfo: {},
      recurrence: undefined,
      discount: { value: '0', type: 'PERCENT' },
      deposit: { value: '0', type: 'PERCENT' },
    }
    render(<InvoiceDetail invoice={bare} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((element) => element.textContent)).toEqual(['Totals'])
    expect(section('Totals')).not.toHaveTextContent('Discount')
    expect(section('Totals')).not.toHaveTextContent('Deposit')
    expect(screen.getByRole('banner')).not.toHaveTextContent('Repeats')
  })

  it('shows values bookkit has no words for as the service sent them', async () => {
    const invoice = await seeded(state.sandbox, (candidate) => candidate.invoiceStatus === 'PAID', 'paid')
    const novel: Invoice = {
      ...invoice,
      invoiceStatus: 'DISPUTED',
      detailedInvoiceDisplayStatus: 'In dispute',
      discount: { value: '3', type: 'PER_UNIT', calculateBeforeSalesTax: true },
      recurrence: { frequency: 'FORTNIGHTLY', interval: 1 },
      collectionInfo: {
        term: { type: 'NET_45', dueDate: '2026-07-15' },
        reminderSchedule: ['EVERY_MONDAY'],
        paymentMethods: ['CREDIT_CARD', 'STORE_VOUCHER'],
      },
      activity: [{ type: 'LATE_FEE_ADDED', datetime: '2026-06-01T10:00:00Z', status: 'QUEUED' }],
    }
    render(<InvoiceDetail invoice={novel} />)
    expect(within(screen.getByRole('banner')).getByText('In dispute')).toBeInTheDocument()
    expect(screen.getByRole('banner')).toHaveTextContent('RepeatsFORTNIGHTLY')
    expect(section('Totals')).toHaveTextContent('Discount (3 (PER_UNIT), before sales tax)')
    expect(section('Collection')).toHaveTextContent(`NET_45, due ${date('2026-07-15')}`)
    expect(section('Collection')).toHaveTextContent('EVERY_MONDAY')
    expect(section('Collection')).toHaveTextContent(/Credit card\s*STORE_VOUCHER/)
    const event = within(section('Activity')).getByRole('listitem')
    expect(event).toHaveTextContent('LATE_FEE_ADDED')
    expect(event).toHaveTextContent('QUEUED')
    expect(event).toHaveAttribute('data-tone', 'neutral')
  })

  it.each(['javascript:alert(1)', 'data:text/html,<p>hi</p>', 'not a url', ''])('shows no customer link for %j', async (url) => {
    const invoice = await seeded(state.sandbox, (candidate) => candidate.invoiceStatus === 'PAID', 'paid')
    render(<InvoiceDetail invoice={{ ...invoice, customerInvoiceUrl: url }} />)
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })

  describe.each(['America/New_York', 'Asia/Tokyo'])('for a viewer in %s', (zone) => {
    useViewerTimeZone(zone)

    it('shows an activity time sent without a zone as UTC: the same time as the one sent with Z', async () => {
      const invoice = await seeded(state.sandbox, (candidate) => (candidate.activity?.length ?? 0) > 0, 'sent')
      // The sandbox sends `…T09:05:00.000Z`; a service that leaves the zone out sends the same instant as `…T09:05:00.000`.
      const [sent] = invoice.activity as [InvoiceActivity]
      const withZ = sent.datetime as string
      expect(withZ).toMatch(/Z$/)
      const zoneless = { ...sent, type: 'REMINDER_SENT', datetime: withZ.slice(0, -1) }
      render(<InvoiceDetail invoice={{ ...invoice, activity: [zoneless, sent] }} />)
      const times = within(section('Activity'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('time'))
      expect(times.map((time) => time?.textContent)).toEqual([viewerTime(Date.parse(withZ), zone), viewerTime(Date.parse(withZ), zone)])
      expect(times.map((time) => time?.getAttribute('datetime'))).toEqual([withZ, withZ])
    })
  })
})

/** Renders the list, then the detail of its newest invoice beside it: shown at once from the list's page, no walk sent. */
async function showFromListPage(state: ReturnType<typeof useSandboxServer>) {
  const sent = recordBodies<InvoiceQuery>(state.server, (_, pathname) => pathname === INVOICES_PATH)
  const { rerender } = renderWithSandbox(<InvoiceList detail={false} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
  await waitFor(() => expect(screen.getByText(/invoices loaded/)).toBeInTheDocument())
  // The newest invoice: on the list's first page (newest first, or the service's own order, -date then id).
  const target = (await seededInvoices(state.sandbox)).sort((a, b) => b.date.localeCompare(a.date))[0] as Invoice
  sent.length = 0
  rerender(
    <>
      <InvoiceList detail={false} />
      <InvoiceDetail invoiceId={target.id} />
    </>,
  )
  expect(screen.getByRole('heading', { level: 2, name: `Invoice ${target.invoiceNumber}` })).toBeInTheDocument()
  expect(sent.filter((body) => body.limit === 250)).toEqual([])
  state.server.events.removeAllListeners()
}

describe('InvoiceDetail on the described service (smoke)', () => {
  const state = useSandboxServer({
    profile: DESCRIBED.profile,
    volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 },
  })
  it('shows an invoice the unsorted list’s loaded page holds at once, without walking the pages', async () => {
    await showFromListPage(state)
  })
})

describe('InvoiceDetail (bookkit service)', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile })
  const render = (ui: React.ReactElement) => renderWithSandbox(ui, state.sandbox, { userId: SANDBOX.users.bakeryOwner })

  describe('looked up by id', () => {
    let sent: InvoiceQuery[] = []
    beforeEach(() => {
      sent = recordBodies<InvoiceQuery>(state.server, (_, pathname) => pathname === INVOICES_PATH)
    })
    afterEach(() => state.server.events.removeAllListeners())

    it('walks the invoice query’s pages until it finds the id, and reports loading', async () => {
      state.reset({ volume: { invoicesPerCompany: 600, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
      const all = await seededInvoices(state.sandbox)
      expect(all.length).toBeGreaterThan(500)
      const target = all.at(-1) as Invoice
      sent.length = 0
      const onLoadStart = vi.fn()
      render(<InvoiceDetail invoiceId={target.id} onLoadStart={onLoadStart} />)
      expect(screen.getByRole('status')).toHaveTextContent('Loading the invoice…')
      expect(await screen.findByRole('heading', { level: 2, name: `Invoice ${target.invoiceNumber}` })).toBeInTheDocument()
      expect(onLoadStart).toHaveBeenCalled()
      // The last invoice is on the last page: every page was read, one after another, each once.
      expect(sent).toHaveLength(Math.ceil(all.length / 250))
      expect(sent[0]).toEqual({ limit: 250 })
      expect(sent.slice(1).every((body) => typeof body.cursor === 'string')).toBe(true)
    })

    it('reads only the invoices a lookup filter allows', async () => {
      const target = (await seededInvoices(state.sandbox))[3] as Invoice
      sent.length = 0
      const lookupFilter = { invoiceNumber: { equal: target.invoiceNumber } }
      render(<InvoiceDetail invoiceId={target.id} lookupFilter={lookupFilter} />)
      await screen.findByRole('heading', { level: 2, name: `Invoice ${target.invoiceNumber}` })
      expect(sent).toEqual([{ limit: 250, filter: lookupFilter }])
    })

    it('shows an invoice a loaded list page holds at once, without walking the pages', async () => {
      await showFromListPage(state)
    })

    it('says so when no page holds the id', async () => {
      render(<InvoiceDetail invoiceId="inv_999999" />)
      expect(await screen.findByText('This invoice was not found.')).toBeInTheDocument()
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    })

    it('shows a failed lookup with the service’s message, and finds the invoice on Try again', async () => {
      const user = userEvent.setup()
      const target = (await seededInvoices(state.sandbox))[0] as Invoice
      const onLoadError = vi.fn()
      state.sandbox.failNext({ status: 500, times: 3, path: INVOICES_PATH })
      render(<InvoiceDetail invoiceId={target.id} onLoadError={onLoadError} />)
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The invoice could not be loaded.')
      expect(onLoadError).toHaveBeenCalledTimes(1)
      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('heading', { level: 2, name: `Invoice ${target.invoiceNumber}` })).toBeInTheDocument()
    })
  })
})
