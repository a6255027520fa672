// Two BookkeepingProviders on one page, as a partner showing two businesses side by side would
// render them: each sees its own data with its own token, even through one host QueryClient.
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import type { TokenResponse } from '../../../src/api/types'
import { BookkeepingProvider, useInvoices, useSession } from '../../../src/react'
import { SANDBOX } from '../../../src/sandbox'
import { recordRequests } from '../../support/requests'
import { sandboxClient, sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 25, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 } })

/** A headless invoice list: the ids it shows, and whose session it runs in. */
function InvoiceIds({ label }: { label: string }) {
  const invoices = useInvoices({ limit: 100, sort: { value: 'invoiceNumber' } })
  const session = useSession()
  return (
    <section aria-label={label} data-status={invoices.status} data-session={session.status}>
      <ul>
        {invoices.data?.invoices.map((invoice) => (
          <li key={invoice.id}>{invoice.id}</li>
        ))}
      </ul>
    </section>
  )
}

async function tokenOf(fetchToken: { mock: { results: Array<{ value: unknown }> } }): Promise<string | undefined> {
  return ((await fetchToken.mock.results[0]?.value) as TokenResponse | undefined)?.access_token
}

async function shownIds(label: string): Promise<string[]> {
  const region = screen.getByRole('region', { name: label })
  await waitFor(() => expect(region).toHaveAttribute('data-status', 'success'))
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
}

async function expectedIds(userId: string): Promise<string[]> {
  const { client } = sandboxClient(state.sandbox, { userId })
  return (await client.queryInvoices({ limit: 100, sort: { value: 'invoiceNumber' } })).data.map((invoice) => invoice.id)
}

describe('two providers on one page', () => {
  it.each([
    ['each with its own QueryClient', () => [undefined, undefined] as const],
    [
      'sharing one host QueryClient',
      () => {
        const shared = new QueryClient()
        return [shared, shared] as const
      },
    ],
  ])('never see each other’s data or token, %s', async (_name, queryClients) => {
    const [firstClient, secondClient] = queryClients()
    const fetchOwner1 = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const fetchOwner2 = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bikeShopOwner })
    const requests = recordRequests(state.server)

    render(
      <>
        <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchOwner1} queryClient={firstClient}>
          <InvoiceIds label="Maple Crumb Bakery" />
        </BookkeepingProvider>
        <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchOwner2} queryClient={secondClient}>
          <InvoiceIds label="Spoke & Sprocket" />
        </BookkeepingProvider>
      </>,
    )

    const bakeryIds = await shownIds('Maple Crumb Bakery')
    const bikeShopIds = await shownIds('Spoke & Sprocket')
    expect(bakeryIds).toEqual(await expectedIds(SANDBOX.users.bakeryOwner))
    expect(bikeShopIds).toEqual(await expectedIds(SANDBOX.users.bikeShopOwner))
    expect(bakeryIds.length).toBeGreaterThan(0)
    expect(bakeryIds.filter((id) => bikeShopIds.includes(id))).toEqual([])

    // Each fetchToken was called once, by its own provider, and each token went only with its provider's queries.
    expect(fetchOwner1).toHaveBeenCalledTimes(1)
    expect(fetchOwner2).toHaveBeenCalledTimes(1)
    const [token1, token2] = [await tokenOf(fetchOwner1), await tokenOf(fetchOwner2)]
    const invoiceRequests = requests.filter((request) => new URL(request.url).pathname === '/v6/invoicing/invoices/query')
    const bearers = invoiceRequests.map((request) => request.headers.get('authorization'))
    // The expectedIds() clients above add one request per owner with their own tokens.
    expect(bearers.filter((bearer) => bearer === `Bearer ${token1}`)).toHaveLength(1)
    expect(bearers.filter((bearer) => bearer === `Bearer ${token2}`)).toHaveLength(1)
    expect(invoiceRequests).toHaveLength(4)

    if (firstClient) {
      const bookkitQueries = firstClient.getQueryCache().findAll({ queryKey: ['bookkit'] })
      expect(bookkitQueries).toHaveLength(2)
      expect(new Set(bookkitQueries.map((query) => query.queryHash)).size).toBe(2)
    }
  })

  it("leaves a host's own queries in a shared QueryClient alone", async () => {
    const shared = new QueryClient()
    shared.setQueryData(['host', 'profile'], { name: 'Ada' })
    render(
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={sandboxTokenFetcher(state.sandbox)} queryClient={shared}>
        <InvoiceIds label="Maple Crumb Bakery" />
      </BookkeepingProvider>,
    )
    await shownIds('Maple Crumb Bakery')
    expect(shared.getQueryData(['host', 'profile'])).toEqual({ name: 'Ada' })
    expect(shared.getQueryCache().findAll({ queryKey: ['bookkit'] })).toHaveLength(1)
  })
})
