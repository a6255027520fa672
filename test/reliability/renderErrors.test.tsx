// A render error stays inside the component that hit it, even when the cause is a missing
// provider, and "Try again" renders fresh data rather than the same bad record again, fetching
// only what the crashed component read: the components beside it keep their cached pages.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { GeneralLedgerQuery } from '../../src/api/types'
import { GeneralLedger, InvoiceList } from '../../src/components'
import { TEST_BASE_URL, renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { recordRequests, requestsTo } from '../support/requests'
import { LEDGER_ACCOUNT, PATHS, rootOf } from './components'

const state = useSandboxServer({ volume: { invoicesPerCompany: 12, bankTransactionsPerCompany: 150, extraGlLinesPerCompany: 40 } })
const FALLBACK = 'This part of the page could not be shown.'

beforeEach(() => {
  giveGridsAViewport()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

it('outside a provider, a component shows its fallback and reports why; the host page stays', async () => {
  const onError = vi.fn()
  render(
    <main>
      <h1>Host dashboard</h1>
      <InvoiceList onError={onError} />
    </main>,
  )
  expect(await screen.findByText(FALLBACK)).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Host dashboard' })).toBeInTheDocument()
  expect(onError).toHaveBeenCalledTimes(1)
  expect(String(onError.mock.calls[0]?.[0])).toContain('<BookkeepingProvider>')
})

/** The next invoice list answer carries an invoice number that is not a string; later ones are the sandbox's own. */
function oneHostileInvoiceAnswer(): void {
  state.server.use(
    http.post(
      `${TEST_BASE_URL}${PATHS.invoices}`,
      async ({ request }) => {
        const body = await (await state.sandbox.handle(request)).json()
        body.data[0].invoiceNumber = { value: 'MCB-1' }
        return HttpResponse.json(body)
      },
      { once: true },
    ),
  )
}

it('"Try again" after a bad record fetches the list afresh instead of failing on the cached one', async () => {
  oneHostileInvoiceAnswer()
  const onError = vi.fn()
  renderWithSandbox(<InvoiceList onError={onError} />, state.sandbox)
  expect(await screen.findByText(FALLBACK)).toBeInTheDocument()
  expect(onError).toHaveBeenCalled()

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  const grid = await screen.findByRole('grid')
  expect((await within(grid).findAllByRole('row')).length).toBeGreaterThan(2)
  expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument()
})

it(
  '"Try again" refetches only the crashed component\'s query; the ledger beside it keeps its cached pages',
  { timeout: 20_000 },
  async () => {
    oneHostileInvoiceAnswer()
    const requests = recordRequests(state.server)
    /** The ledger requests that asked for page 1: a refetch of the ledger starts there. */
    const ledgerFirstPages = async () => {
      const bodies = await Promise.all(
        requestsTo(requests, PATHS.ledger).map((request) => request.clone().json() as Promise<GeneralLedgerQuery>),
      )
      return bodies.filter((body) => body.cursor === undefined).length
    }
    renderWithSandbox(
      <>
        <InvoiceList />
        <GeneralLedger glAccountId={LEDGER_ACCOUNT} pageSize={5} />
      </>,
      state.sandbox,
    )
    await within(rootOf('InvoiceList')).findByText(FALLBACK)
    await within(await within(rootOf('GeneralLedger')).findByRole('grid')).findAllByRole('row')
    // The ledger has more than one page in its cache before the list is retried.
    await waitFor(() => expect(requestsTo(requests, PATHS.ledger).length).toBeGreaterThanOrEqual(2))
    const ledgerRows = within(within(rootOf('GeneralLedger')).getByRole('grid')).getAllByRole('row').length
    expect(requestsTo(requests, PATHS.invoices)).toHaveLength(1)

    await userEvent.click(within(rootOf('InvoiceList')).getByRole('button', { name: 'Try again' }))
    // Once the list shows its fresh rows, a refetch of the ledger (started by the same click) would have gone out.
    await within(await within(rootOf('InvoiceList')).findByRole('grid')).findAllByRole('row')
    expect(requestsTo(requests, PATHS.invoices)).toHaveLength(2)
    expect(await ledgerFirstPages()).toBe(1)
    expect(within(within(rootOf('GeneralLedger')).getByRole('grid')).getAllByRole('row').length).toBeGreaterThanOrEqual(ledgerRows)
  },
)
