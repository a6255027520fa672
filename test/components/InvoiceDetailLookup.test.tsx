// How <InvoiceDetail> finds the invoice it is asked for, and what each way costs, against the
// sandbox: by number in one request (an unknown number: not found; a near match never
// shown), at once from a loaded list page, the props' precedence, and by id a walk that says how
// many invoices it has searched while the skeleton stays, and, where it stopped before the last
// page, says how far it looked and keeps looking on request. On the bookkit service: the lookups
// are asked and answered alike on either; the described list's page is InvoiceDetail.test.tsx's
// smoke test.
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import type { Invoice, InvoiceQuery } from '../../src/api/types'
import { InvoiceDetail } from '../../src/components/InvoiceDetail'
import { InvoiceList } from '../../src/components/InvoiceList'
import { SANDBOX } from '../../src/sandbox'
import { seededInvoices } from '../support/invoices'
import { BOOKKIT } from '../support/profiles'
import { recordBodies, recordRequests, requestsTo } from '../support/requests'
import { renderWithSandbox, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'
import { settled } from '../support/settled'

const INVOICES_PATH = '/v6/invoicing/invoices/query'
/** Three pages of 250 for a walk by id. */
const VOLUME = { invoicesPerCompany: 600, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 }
const title = (invoice: Invoice) => ({ level: 2, name: `Invoice ${invoice.invoiceNumber}` })

describe('InvoiceDetail finding its invoice (bookkit service)', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: VOLUME })
  let queryClient: QueryClient
  beforeEach(() => {
    queryClient = new QueryClient()
  })
  const render = (ui: React.ReactElement) =>
    renderWithSandbox(ui, state.sandbox, { userId: SANDBOX.users.bakeryOwner, provider: { queryClient } })
  let sent: InvoiceQuery[] = []
  /** The seeded invoices in the order a walk reads them; read before `sent` starts recording. */
  let seeded: Invoice[] = []
  beforeEach(async () => {
    seeded = await seededInvoices(state.sandbox)
    sent = recordBodies<InvoiceQuery>(state.server, (_, pathname) => pathname === INVOICES_PATH)
  })
  afterEach(() => state.server.events.removeAllListeners())
  /** On the walk's last page: found by id only after every page was read. */
  const lastRead = () => seeded.at(-1) as Invoice
  describe('by number', () => {
    it('asks once, for that number, and shows the invoice a walk by id would find only on its last page', async () => {
      const target = lastRead()
      render(<InvoiceDetail invoiceNumber={target.invoiceNumber} />)
      expect(await screen.findByRole('heading', title(target))).toBeInTheDocument()
      expect(sent).toEqual([{ limit: 5, filter: { invoiceNumber: { equal: target.invoiceNumber } } }])
    })

    it('says an unknown number was not found, after one request', async () => {
      render(<InvoiceDetail invoiceNumber="MCB-99999" />)
      expect(await screen.findByText('This invoice was not found.')).toBeInTheDocument()
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
      expect(sent).toHaveLength(1)
    })

    it('shows only the exact number when the service also answers others', async () => {
      const target = lastRead()
      // A service whose `equal` is looser than ours: other invoices come first in its answer.
      state.server.use(
        http.post(`${TEST_BASE_URL}${INVOICES_PATH}`, async ({ request }) => {
          const { filter: _exact, ...body } = (await request.clone().json()) as InvoiceQuery
          const others = await state.sandbox.handle(
            new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ ...body, limit: 4 }) }),
          )
          const exact = await state.sandbox.handle(request)
          const answer = (await exact.json()) as { data: Invoice[] }
          return Response.json({ ...answer, data: [...((await others.json()) as { data: Invoice[] }).data, ...answer.data] })
        }),
      )
      render(<InvoiceDetail invoiceNumber={target.invoiceNumber} />)
      expect(await screen.findByRole('heading', title(target))).toBeInTheDocument()
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1)
    })

    it('never shows another invoice when the service ignores the filter', async () => {
      const target = lastRead()
      state.server.use(
        http.post(`${TEST_BASE_URL}${INVOICES_PATH}`, async ({ request }) => {
          const { filter: _ignored, ...body } = (await request.clone().json()) as InvoiceQuery
          return state.sandbox.handle(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(body) }))
        }),
      )
      render(<InvoiceDetail invoiceNumber={target.invoiceNumber} />)
      expect(await screen.findByText('This invoice was not found.')).toBeInTheDocument()
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    })

    it('shows an invoice a loaded list page holds at once, without a request', async () => {
      const { rerender } = render(<InvoiceList detail={false} />)
      await waitFor(() => expect(screen.getByText(/invoices loaded/)).toBeInTheDocument())
      // The newest invoice: on the list's first page (newest first).
      const target = [...seeded].sort((a, b) => b.date.localeCompare(a.date))[0] as Invoice
      sent.length = 0
      const requests = recordRequests(state.server)
      rerender(
        <>
          <InvoiceList detail={false} />
          <InvoiceDetail invoiceNumber={target.invoiceNumber} />
        </>,
      )
      expect(screen.getByRole('heading', title(target))).toBeInTheDocument()
      // The detail is committed (in act), its lookup subscribed: a lookup it sent would be in flight now.
      await settled(queryClient)
      expect(requestsTo(requests, INVOICES_PATH)).toEqual([])
      expect(sent).toEqual([])
    })
  })

  describe('precedence', () => {
    it('shows a given invoice without a request, whatever number or id comes with it', async () => {
      const [given, other] = seeded as [Invoice, Invoice]
      const requests = recordRequests(state.server)
      render(<InvoiceDetail invoice={given} invoiceNumber={other.invoiceNumber} invoiceId={other.id} />)
      expect(screen.getByRole('heading', title(given))).toBeInTheDocument()
      // The detail is committed (in act), its lookups subscribed: a lookup it sent would be in flight now.
      await settled(queryClient)
      expect(requests.map((request) => new URL(request.url).pathname)).toEqual([])
      expect(sent).toEqual([])
    })

    it('looks a number up before an id: one request, no walk', async () => {
      const target = lastRead()
      render(<InvoiceDetail invoiceNumber={target.invoiceNumber} invoiceId={(seeded[0] as Invoice).id} />)
      expect(await screen.findByRole('heading', title(target))).toBeInTheDocument()
      expect(sent).toHaveLength(1)
    })
  })

  describe('by id', () => {
    /** From now on each invoice query is answered only when `letThrough()` allows one more. */
    function answerOnDemand() {
      let allowed = 0
      const waiting: Array<() => void> = []
      state.server.use(
        http.post(`${TEST_BASE_URL}${INVOICES_PATH}`, async () => {
          if (allowed > 0) allowed--
          else await new Promise<void>((resolve) => waiting.push(resolve))
          return undefined // on to the sandbox
        }),
      )
      return {
        letThrough() {
          const next = waiting.shift()
          if (next) next()
          else allowed++
        },
      }
    }

    it('says it is still looking, page by page, with the skeleton, until it finds the invoice', async () => {
      const target = lastRead()
      const service = answerOnDemand()
      const onLoadStart = vi.fn()
      render(<InvoiceDetail invoiceId={target.id} onLoadStart={onLoadStart} />)
      const status = screen.getByRole('status')
      expect(status).toHaveTextContent('Loading the invoice…')
      expect(status).toHaveAttribute('aria-live', 'polite')

      service.letThrough()
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Looking for the invoice… 250 invoices searched'))
      // Shown, not only announced; the skeleton stays; nothing around it holds announcements back.
      expect(screen.getByText('Looking for the invoice… 250 invoices searched')).not.toHaveClass('bk-visually-hidden')
      expect(screen.getByRole('status').querySelectorAll('.bk-skeleton').length).toBeGreaterThan(0)
      expect(screen.getByRole('status').closest('[aria-busy="true"]')).toBeNull()
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull()

      service.letThrough()
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Looking for the invoice… 500 invoices searched'))

      service.letThrough()
      expect(await screen.findByRole('heading', title(target))).toBeInTheDocument()
      expect(screen.queryByText(/Looking for the invoice/)).toBeNull()
      expect(sent).toHaveLength(3)
      expect(onLoadStart).toHaveBeenCalledTimes(1)
    })

    it('counts from the start again when Try again walks anew', async () => {
      const target = lastRead()
      // Page 2 fails, and so do both automatic retries of the walk (each starts from page 1).
      let answered = 0
      state.server.use(
        http.post(`${TEST_BASE_URL}${INVOICES_PATH}`, async ({ request }) => {
          answered++
          const { cursor } = (await request.clone().json()) as InvoiceQuery
          if (cursor && answered <= 6)
            return Response.json({ status: 'FAILURE', errors: [{ type: 'UNKNOWN_ERROR', message: 'Try later.' }] }, { status: 500 })
          return undefined
        }),
      )
      render(<InvoiceDetail invoiceId={target.id} />)
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The invoice could not be loaded.')
      const service = answerOnDemand()
      alert.querySelector('button')?.click()
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading the invoice…'))
      service.letThrough()
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Looking for the invoice… 250 invoices searched'))
      service.letThrough()
      service.letThrough()
      expect(await screen.findByRole('heading', title(target))).toBeInTheDocument()
    })
  })

  describe('by id, past the pages one walk reads', () => {
    /** Invoices a page from now on: the service answers fewer than asked, so the walk's 20 pages hold 400. */
    const PAGE = 20
    /**
     * From now on each invoice query is answered with at most `PAGE` invoices, as a service with
     * smaller pages would; `hold()` keeps the answers back until the function it returns is called.
     */
    function smallPages() {
      let held: Promise<void> | undefined
      state.server.use(
        http.post(`${TEST_BASE_URL}${INVOICES_PATH}`, async ({ request }) => {
          await held
          const body = (await request.clone().json()) as InvoiceQuery
          return state.sandbox.handle(
            new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ ...body, limit: PAGE }) }),
          )
        }),
      )
      return {
        hold() {
          let release = () => {}
          held = new Promise<void>((resolve) => (release = resolve))
          return () => {
            held = undefined
            release()
          }
        },
      }
    }

    it('says the invoice is not among the N most recent, and Keep looking goes on from there, with progress, to the invoice', async () => {
      const user = userEvent.setup()
      const service = smallPages()
      // Past the first walk's 400 invoices, within the next walk's.
      const target = seeded[450] as Invoice
      render(<InvoiceDetail invoiceId={target.id} />)
      expect(await screen.findByText('This invoice is not among the 400 most recent invoices.')).toBeInTheDocument()
      expect(screen.getByText('Older invoices have not been searched yet.')).toBeInTheDocument()
      expect(screen.queryByText(/may have been deleted/)).toBeNull()
      expect(sent).toHaveLength(20)

      const release = service.hold()
      await user.click(screen.getByRole('button', { name: 'Keep looking' }))
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Looking for the invoice… 400 invoices searched'))
      release()
      expect(await screen.findByRole('heading', title(target))).toBeInTheDocument()
      // On from the page after the last one read, never from the first page again.
      expect(sent).toHaveLength(Math.floor(450 / PAGE) + 1)
      expect(sent.slice(20).every((body) => typeof body.cursor === 'string')).toBe(true)
    })

    it('says the invoice was not found, and may have been deleted, only once the pages have ended', async () => {
      const user = userEvent.setup()
      smallPages()
      expect(seeded.length).toBeGreaterThan(20 * PAGE)
      expect(seeded.length).toBeLessThanOrEqual(40 * PAGE)
      render(<InvoiceDetail invoiceId="inv_999999" />)
      await screen.findByText('This invoice is not among the 400 most recent invoices.')
      expect(screen.queryByText('This invoice was not found.')).toBeNull()

      await user.click(screen.getByRole('button', { name: 'Keep looking' }))
      expect(await screen.findByText('This invoice was not found.')).toBeInTheDocument()
      expect(screen.getByText(/may have been deleted/)).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Keep looking' })).toBeNull()
      expect(sent).toHaveLength(Math.ceil(seeded.length / PAGE))
    })
  })
})
