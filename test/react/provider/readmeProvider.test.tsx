// The README's provider, as written (no `service`), on both kinds of service: ours, and one that
// does only what the description shows. bookkit follows the description and uses its own decisions
// (the v5 listing, the settings save) only once the service has answered them, once per session.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { REVIEWED_STATUSES } from '../../../src/api/reviewStatus'
import { BookkeepingProvider } from '../../../src/react'
import { BankTransactionList } from '../../../src/components/BankTransactionList'
import { InvoiceList } from '../../../src/components/InvoiceList'
import { NotificationSettingsForm } from '../../../src/components/NotificationSettingsForm'
import { SANDBOX, type Sandbox } from '../../../src/sandbox'
import { BOOKKIT, DESCRIBED } from '../../support/profiles'
import { findFirstRow, giveGridsAViewport } from '../../support/gridViewport'
import { recordRequests } from '../../support/requests'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

vi.setConfig({ testTimeout: 20_000 })
beforeEach(() => giveGridsAViewport())

const bakery = SANDBOX.companies.bakery
const SETTINGS = '/v6/notifications/settings'
const call = (request: Request) => `${request.method} ${new URL(request.url).pathname}`

const VOLUME = { invoicesPerCompany: 12, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 0 }

/** The README's example, word for word but for the sandbox's address and token. */
function renderReadmeBooks(sandbox: Sandbox) {
  const onEvent = vi.fn()
  const fetchToken = sandboxTokenFetcher(sandbox, { userId: SANDBOX.users.bakeryOwner })
  render(
    <BookkeepingProvider
      baseUrl={TEST_BASE_URL}
      fetchToken={fetchToken}
      sessionKey={SANDBOX.users.bakeryOwner}
      locale="en-US"
      currency="USD"
      onEvent={onEvent}
    >
      <BankTransactionList />
      <InvoiceList />
      <NotificationSettingsForm />
    </BookkeepingProvider>,
  )
  return { onEvent }
}

const listingsIn = (requests: readonly Request[]) =>
  requests
    .filter((request) => !request.headers.has('content-type'))
    .map(call)
    .filter((sent) => sent.endsWith('/banks/transactions'))

describe('the README’s provider on the bookkit service', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: VOLUME })
  afterEach(() => state.server.events.removeAllListeners())

  const reviewStatusOf = (id: string) =>
    state.sandbox.inspect.bankTransactions(bakery.id).find((transaction) => transaction.id === id)?.reviewStatus

  it('loads the queue and the invoices, and a row confirmed with Enter is stored reviewed', async () => {
    const requests = recordRequests(state.server)
    const { onEvent } = renderReadmeBooks(state.sandbox)
    await screen.findByRole('grid', { name: 'Bank transactions' })
    const invoices = await screen.findByRole('grid', { name: 'Invoices' })
    await waitFor(() => expect(within(invoices).getAllByRole('row').length).toBeGreaterThan(1))
    const row = await findFirstRow()
    const id = row.getAttribute('data-id') as string
    row.focus()
    expect(REVIEWED_STATUSES).not.toContain(reviewStatusOf(id))
    await userEvent.setup().keyboard('{Enter}')
    await waitFor(() => expect(REVIEWED_STATUSES).toContain(reviewStatusOf(id)))
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ transactionIds: [id] })))
    // Ours answers the v5 listing.
    expect(listingsIn(requests).every((sent) => sent === 'GET /v5/banks/transactions')).toBe(true)
  })

  it('offers the notification choices, and a change is saved', async () => {
    renderReadmeBooks(state.sandbox)
    const summaries = await screen.findByRole('group', { name: 'Financial summaries' })
    const sms = within(summaries).getByRole('radio', { name: 'Text message (SMS)' })
    await waitFor(() => expect(sms).toBeEnabled())
    await userEvent.setup().click(sms)
    await screen.findByText(/Financial summaries.*saved|saved.*Financial summaries/i)
    expect(state.sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)).toMatchObject({ financialSummaries: 'SMS' })
  })
})

// What is learned, and how often, is test/api/serviceProfile.test.ts's (Node); here, that the README's
// provider, naming no `service`, shows what it learned.
describe('the README’s provider on a service that does only what the description shows', () => {
  const state = useSandboxServer({ profile: DESCRIBED.profile, volume: VOLUME })
  afterEach(() => state.server.events.removeAllListeners())

  it('loads the queue after one refused v5 listing, and shows the notification settings read-only, found out by one save of nothing', async () => {
    const requests = recordRequests(state.server)
    renderReadmeBooks(state.sandbox)
    await screen.findByRole('grid', { name: 'Bank transactions' })
    await findFirstRow()
    const summaries = await screen.findByRole('group', { name: 'Financial summaries' })
    await screen.findByText('These are your current choices. They are changed in your account settings, not here.')
    for (const radio of within(summaries).getAllByRole('radio')) expect(radio).toBeDisabled()
    // The described one refuses the v5 listing once, and from then on is asked the way it describes.
    const listings = listingsIn(requests)
    expect(listings.filter((sent) => sent === 'GET /v5/banks/transactions')).toHaveLength(1)
    expect(listings[0]).toBe('GET /v5/banks/transactions')
    const saves = requests.filter((request) => call(request) === `POST ${SETTINGS}`)
    expect(saves).toHaveLength(1)
    expect(await saves[0]?.text()).toBe('{"data":{}}')
  })
})

/** Only what the host did not name is learned: a profile that names the listing is followed from the first request. */
describe('a service profile that names a member', () => {
  const state = useSandboxServer({
    profile: 'described',
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 },
  })
  afterEach(() => state.server.events.removeAllListeners())

  it('is followed as given, with nothing tried first', async () => {
    const requests = recordRequests(state.server)
    render(
      <BookkeepingProvider
        baseUrl={TEST_BASE_URL}
        fetchToken={sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner })}
        service={{ listBankTransactions: 'v6-post', saveNotificationSettings: false }}
      >
        <BankTransactionList />
        <NotificationSettingsForm />
      </BookkeepingProvider>,
    )
    await screen.findByRole('grid', { name: 'Bank transactions' })
    await screen.findByText('These are your current choices. They are changed in your account settings, not here.')
    expect(requests.map(call)).not.toContain('GET /v5/banks/transactions')
    expect(requests.map(call)).not.toContain(`POST ${SETTINGS}`)
  })
})
