// The provider makes its own QueryClient only when the host passes none, once for its life: a host that already uses
// React Query passes its client, and bookkit's queries live in it (one cache, one copy of query-core).
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { BookkeepingProvider, useInvoices } from '../../../src/react'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

const created = vi.hoisted(() => ({ count: 0 }))
vi.mock('@tanstack/react-query', async (importOriginal) => {
  const original = await importOriginal<typeof import('@tanstack/react-query')>()
  class CountedQueryClient extends original.QueryClient {
    constructor(...args: ConstructorParameters<typeof original.QueryClient>) {
      super(...args)
      created.count += 1
    }
  }
  return { ...original, QueryClient: CountedQueryClient }
})

const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 1, extraGlLinesPerCompany: 0 } })

function InvoiceCount() {
  const invoices = useInvoices({ limit: 100 })
  return <p data-status={invoices.status}>{invoices.data?.invoices.length}</p>
}

beforeEach(() => {
  created.count = 0
})

describe("BookkeepingProvider's QueryClient", () => {
  it("creates none when the host passes its own, and keeps bookkit's queries in the host's cache", async () => {
    const hostClient = new QueryClient()
    created.count = 0
    render(
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={sandboxTokenFetcher(state.sandbox)} queryClient={hostClient}>
        <InvoiceCount />
      </BookkeepingProvider>,
    )
    await waitFor(() => expect(screen.getByRole('paragraph')).toHaveAttribute('data-status', 'success'))
    expect(created.count).toBe(0)
    const keys = hostClient
      .getQueryCache()
      .findAll()
      .map((query) => JSON.stringify(query.queryKey))
    expect(keys.some((key) => key.includes('invoices'))).toBe(true)
  })

  it('creates exactly one of its own when the host passes none, across renders', async () => {
    const { rerender } = render(
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={sandboxTokenFetcher(state.sandbox)}>
        <InvoiceCount />
      </BookkeepingProvider>,
    )
    await waitFor(() => expect(screen.getByRole('paragraph')).toHaveAttribute('data-status', 'success'))
    rerender(
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={sandboxTokenFetcher(state.sandbox)} locale="de-DE">
        <InvoiceCount />
      </BookkeepingProvider>,
    )
    expect(created.count).toBe(1)
  })

  it("keeps the one it made for the provider's life, while a host's client comes and goes", async () => {
    const hostClient = new QueryClient()
    created.count = 0
    const page = (client?: QueryClient) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={sandboxTokenFetcher(state.sandbox)} queryClient={client}>
        <InvoiceCount />
      </BookkeepingProvider>
    )
    const { rerender } = render(page(hostClient))
    await waitFor(() => expect(screen.getByRole('paragraph')).toHaveAttribute('data-status', 'success'))
    expect(created.count).toBe(0)
    rerender(page())
    await waitFor(() => expect(screen.getByRole('paragraph')).toHaveAttribute('data-status', 'success'))
    expect(created.count).toBe(1)
    rerender(page(hostClient))
    rerender(page())
    // Its own client again (a session of its own, so the invoices load anew), not another one.
    await waitFor(() => expect(screen.getByRole('paragraph')).toHaveAttribute('data-status', 'success'))
    expect(created.count).toBe(1)
  })
})
