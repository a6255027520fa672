// useBankTransactions over the header-paged listing (GET /v5, bookkit's): the first load walks every
// page, and a refetch asks only for what changed since (lastUpdatedDate), folding in new records and
// dropping deleted ones. The described service's listing (a bodiless POST /v6, in creation order) is
// synced in Node: test/core/queue/describedListingSync.test.ts and bankTransactionSetReads.test.ts.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import type { ReactNode } from 'react'
import { BookkeepingProvider, useBankTransactions } from '../../../src/react'
import { SANDBOX } from '../../../src/sandbox'
import { BOOKKIT } from '../../support/profiles'
import { sandboxClient, sandboxTokenFetcher, serviceFor, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

const bakery = SANDBOX.companies.bakery

describe('useBankTransactions (bookkit service)', () => {
  const state = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 10, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 130 },
  })
  const listing = { method: 'GET', path: '/v5/banks/transactions' }

  interface ListExchange {
    headers: Headers
    /** How many records the answer carried. */
    records: Promise<number>
  }

  /** Every listing request of this test and the size of its answer. */
  function recordListExchanges(): ListExchange[] {
    const exchanges: ListExchange[] = []
    const listener = ({ request, response }: { request: Request; response: Response }) => {
      if (request.method !== listing.method || new URL(request.url).pathname !== listing.path) return
      const records = response
        .clone()
        .json()
        .then((body: { data: unknown[] }) => body.data.length)
      exchanges.push({ headers: request.headers, records })
    }
    state.server.events.on('response:mocked', listener)
    onTestFinished(() => state.server.events.removeListener('response:mocked', listener))
    return exchanges
  }

  function renderBankTransactions(limit: number) {
    const fetchToken = sandboxTokenFetcher(state.sandbox)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} service={serviceFor(state.sandbox)}>
        {children}
      </BookkeepingProvider>
    )
    return renderHook(() => useBankTransactions({ limit }), { wrapper })
  }

  describe('sync', () => {
    it('loads every page, then syncs only the changes another client made', async () => {
      const exchanges = recordListExchanges()
      const { result } = renderBankTransactions(100)

      await waitFor(() => expect(result.current.isSuccess).toBe(true))
      const loaded = result.current.data?.transactions ?? []
      const firstLoad = exchanges.length
      const firstLoadRecords = (await Promise.all(exchanges.map((exchange) => exchange.records))).reduce((sum, count) => sum + count, 0)
      expect(loaded.length).toBeGreaterThan(200)
      expect(firstLoad).toBe(Math.ceil(loaded.length / 100))
      expect(firstLoadRecords).toBe(loaded.length)
      expect(exchanges.every((exchange) => !exchange.headers.has('lastUpdatedDate'))).toBe(true)
      expect(new Set(loaded.map((transaction) => transaction.id)).size).toBe(loaded.length)
      const syncedFrom = result.current.data?.lastUpdatedDate

      // Another client (say, the partner's own backend) saves one record and deletes another.
      const { client: other } = sandboxClient(state.sandbox)
      const [created] = await other.saveBankTransactions([
        {
          date: '2026-06-29',
          amount: 18500,
          type: 'INCOME',
          bankAccountId: bakery.bankAccounts.checking,
          categoryId: bakery.categories.retailSales,
          description: 'Wedding cake deposit',
          apiName: 'BOOKKIT_TEST',
          apiSourceId: 'sync-new',
        },
      ])
      if (!created?.ok || !created.data) throw new Error(JSON.stringify(created))
      const createdId = created.data.id
      const closing = await other.getClosing()
      const victim = loaded.find((transaction) => transaction.date !== undefined && transaction.date > closing.date)
      if (!victim?.id) throw new Error('no deletable transaction in the open period')
      await other.deleteBankTransaction(victim.id)

      await act(() => result.current.refetch())
      await waitFor(() => expect(result.current.data?.lastUpdatedDate).not.toBe(syncedFrom))

      const sync = exchanges.slice(firstLoad)
      expect(sync).toHaveLength(1)
      expect(sync[0]?.headers.get('lastUpdatedDate')).toBe(syncedFrom)
      expect(await sync[0]?.records).toBeLessThanOrEqual(2)
      const after = result.current.data?.transactions ?? []
      expect(after.find((transaction) => transaction.id === createdId)).toMatchObject({
        amount: 18500,
        description: 'Wedding cake deposit',
      })
      expect(after.some((transaction) => transaction.id === victim.id)).toBe(false)
      expect(after).toHaveLength(loaded.length)

      // A later refetch with nothing changed downloads nothing.
      await act(() => result.current.refetch())
      await waitFor(() => expect(exchanges).toHaveLength(firstLoad + 2))
      expect(exchanges.slice(firstLoad + 1)).toHaveLength(1)
      expect(await exchanges[firstLoad + 1]?.records).toBe(0)
      expect(result.current.data?.transactions).toEqual(after)
    })

    it('holds exactly what a fresh full walk of the service sees, newest first', async () => {
      const { result } = renderBankTransactions(250)
      await waitFor(() => expect(result.current.isSuccess).toBe(true))
      const { client } = sandboxClient(state.sandbox)
      const everything = []
      let cursor: string | undefined
      do {
        const page = await client.listBankTransactions({ limit: 250, cursor })
        everything.push(...page.data)
        cursor = page.cursor
      } while (cursor)
      const ids = (list: Array<{ id?: string }>) => list.map((transaction) => transaction.id).sort()
      expect(ids(result.current.data?.transactions ?? [])).toEqual(ids(everything))
      const dates = (result.current.data?.transactions ?? []).map((transaction) => transaction.date ?? '')
      expect(dates).toEqual([...dates].sort().reverse())
    })

    it('goes on where it stopped when the screen is left while it loads, and ends whole', async () => {
      const { client } = sandboxClient(state.sandbox)
      let everything = 0
      let cursor: string | undefined
      do {
        const answer = await client.listBankTransactions({ limit: 100, cursor })
        everything += answer.data.length
        cursor = answer.cursor
      } while (cursor)
      const exchanges = recordListExchanges()
      // The third page is on its way when the user switches screens; it is answered only after.
      let leave!: () => void
      const left = new Promise<void>((resolve) => (leave = resolve))
      let listings = 0
      state.server.use(
        http.get(`${TEST_BASE_URL}${listing.path}`, async () => {
          if (++listings === 3) await left
        }),
      )
      function Queue() {
        const { data } = useBankTransactions({ limit: 100 })
        return <p>{data ? `${data.transactions.length} ${data.syncing ? 'so far' : 'whole'}` : 'loading'}</p>
      }
      const fetchToken = sandboxTokenFetcher(state.sandbox)
      const page = (shown: boolean) => (
        <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} service={serviceFor(state.sandbox)}>
          {shown ? <Queue /> : <p>Reports</p>}
        </BookkeepingProvider>
      )
      const { rerender } = render(page(true))
      await screen.findByText('200 so far')
      await waitFor(() => expect(listings).toBe(3))
      rerender(page(false))
      leave()
      rerender(page(true))

      expect(await screen.findByText(`${everything} whole`)).toBeTruthy()
      // Back on the queue, the walk went on from the page it was waiting for: the first page was asked for once.
      expect(exchanges.filter((exchange) => !exchange.headers.has('cursor'))).toHaveLength(1)
    })
  })
})
