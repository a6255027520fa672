// Every component that walks pages, against a service that ignores the cursor: the walk stops after
// two pages with an alert that says why and a "Try again", instead of asking for ever. bookkit's
// profile (the described listing's walk is proved in Node: test/api/pageWalk.test.ts).
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction, Invoice } from '../../src/api/types'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { GeneralLedger } from '../../src/components/GeneralLedger'
import { InvoiceDetail } from '../../src/components/InvoiceDetail'
import { InvoiceList } from '../../src/components/InvoiceList'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { ignoreListCursors, listingRoute, rewriteListingAnswers } from '../support/listingService'
import { BOOKKIT } from '../support/profiles'
import { recordRequests } from '../support/requests'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'
import { settled } from '../support/settled'

const bakery = SANDBOX.companies.bakery
const PAGING = 'The bookkeeping service kept answering pages it had already sent, so reading stopped here.'

vi.setConfig({ testTimeout: 20_000 })
beforeEach(() => giveGridsAViewport())

/**
 * The alert of a walk that stopped, titled `title` and saying why, once the page has come to rest
 * (a walk that went on asking would never let it): `pages` asked for in all.
 */
async function stoppedWalk(
  title: string,
  service: { pagesAsked: () => number },
  pages: number,
  queryClient: QueryClient,
): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(title)
  expect(alert).toHaveTextContent(PAGING)
  await settled(queryClient)
  expect(service.pagesAsked()).toBe(pages)
  return alert
}

describe('page walks that end', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({
    profile,
    volume: { invoicesPerCompany: 300, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 300 },
  })
  let queryClient: QueryClient
  beforeEach(() => {
    queryClient = new QueryClient()
  })
  const render = (ui: React.ReactElement) =>
    renderWithSandbox(ui, state.sandbox, { userId: SANDBOX.users.bakeryOwner, provider: { queryClient } })
  afterEach(() => state.server.events.removeAllListeners())

  it('BankTransactionList: the sync stops with an alert and Try again, and loads once the service pages again', async () => {
    const user = userEvent.setup()
    // The listing's walk: the queue's read of the open invoices (for matching deposits) pages as the service should.
    const service = ignoreListCursors(state.server, state.sandbox, { only: listingRoute(state.sandbox).path })
    render(<BankTransactionList editor={false} pageSize={50} />)
    // The first page is on screen; what is missing is said.
    const alert = await stoppedWalk('Older bank transactions could not be loaded: only the newest 50 are shown.', service, 2, queryClient)

    service.stop()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('grid', { name: 'Bank transactions' })
    expect(screen.queryByText(PAGING)).toBeNull()
  })

  it('BankTransactionList: after an answer without lastUpdatedDate, the next sync is a full one', async () => {
    const user = userEvent.setup()
    const { path: listingPath } = listingRoute(state.sandbox)
    rewriteListingAnswers(state.server, state.sandbox, ({ lastUpdatedDate: _dropped, ...answer }) => answer)
    const requests = recordRequests(state.server)
    render(<BankTransactionList editor={false} defaultFilter={{ view: 'reviewed' }} />)
    await screen.findByRole('grid', { name: 'Bank transactions' })
    // Another client deletes one transaction and adds another meanwhile.
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const stored = state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
    const gone = stored.find((transaction) => transaction.date > state.sandbox.inspect.closing(bakery.id).date) as BankTransaction
    await client.deleteBankTransaction(gone.id)
    const [added] = await client.saveBankTransactions([
      {
        date: '2026-06-29',
        amount: -4321,
        type: 'EXPENSE',
        bankAccountId: bakery.bankAccounts.checking,
        description: 'Walnuts, 5 kg',
        reviewStatus: 'REVIEWED',
      },
    ])
    // A listing carries no body (on the described service a save goes to the same path, with one).
    const listed = () => requests.filter((request) => new URL(request.url).pathname === listingPath && !request.headers.has('content-type'))
    const before = listed().length

    await user.click(screen.getByRole('button', { name: 'Check for new transactions' }))
    // The row's description (its picker's hidden label names it too).
    await screen.findByText('Walnuts, 5 kg', { selector: '.bk-clamp' })
    const resync = listed().slice(before)
    expect(resync.length).toBeGreaterThan(0)
    for (const request of resync) expect(request.headers.get('lastUpdatedDate')).toBeNull()
    expect(added?.ok).toBe(true)
    expect(document.querySelector(`[role="row"][data-id="${gone.id}"]`)).toBeNull()
  })

  it('InvoiceList: "Load more" stops with an alert and Try again, showing each invoice once', async () => {
    const user = userEvent.setup()
    render(<InvoiceList pageSize={50} />)
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(10))
    const service = ignoreListCursors(state.server, state.sandbox)
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    const alert = await stoppedWalk('More invoices could not be loaded.', service, 1, queryClient)
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByText('50 invoices loaded')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('GeneralLedger: "Load more" stops with an alert and Try again, and so does the CSV export', async () => {
    const user = userEvent.setup()
    render(<GeneralLedger glAccountId={bakery.glAccounts.busyExpense} pageSize={50} />)
    await screen.findByRole('button', { name: 'Load more' })
    const service = ignoreListCursors(state.server, state.sandbox, { freshCursors: true })
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    const alert = await screen.findByText('More ledger lines could not be loaded.')
    expect(alert.closest('[role="alert"]')).toHaveTextContent(PAGING)
    await settled(queryClient)
    expect(service.pagesAsked()).toBe(1)

    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((region) => region.textContent?.startsWith('The export failed.'))).toBe(true),
    )
    const exportAlert = screen.getAllByRole('alert').find((region) => region.textContent?.startsWith('The export failed.'))
    expect(exportAlert).toHaveTextContent(PAGING)
    // The export walks outside React Query, and says it failed only once its walk has returned:
    // every page it asked for has been answered (and counted), and it asks for no more.
    expect(service.pagesAsked()).toBe(3)
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument()
  })

  it('InvoiceDetail: a lookup by id stops with an alert and Try again, and finds the invoice once the service pages again', async () => {
    const user = userEvent.setup()
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const first = await client.queryInvoices({ limit: 250 })
    const second = await client.queryInvoices({ limit: 250, cursor: first.cursor?.after })
    const onSecondPage = second.data[0] as Invoice
    const service = ignoreListCursors(state.server, state.sandbox)
    render(<InvoiceDetail invoiceId={onSecondPage.id} />)
    const alert = await stoppedWalk('The invoice could not be loaded.', service, 2, queryClient)

    service.stop()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { level: 2, name: `Invoice ${onSecondPage.invoiceNumber}` })
  })
})
