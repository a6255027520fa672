// `persist` on the provider: bookkit's cache kept in IndexedDB (fake-indexeddb here; the real one
// in test/react/provider/persist.browser.test.tsx), read back before any query runs, and dropped whenever it
// may no longer be shown: another user, another package version or service profile, too old, or a sign-out.
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { entries } from 'idb-keyval'
import { useState, type ReactNode } from 'react'
import type { ServiceProfile } from '../../../src/api/service'
import {
  BookkeepingProvider,
  clearBookkeepingCache,
  useBankTransactions,
  useInvoices,
  type BankTransactionSet,
  type BookkeepingProviderProps,
} from '../../../src/react'
import { SANDBOX } from '../../../src/sandbox'
import { holdGets, recordRequests } from '../../support/requests'
import { storageClock } from '../../support/storageClock'
import { sandboxClient, sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import {
  asFirstLayout,
  byId,
  cacheStore,
  hasStoredSet,
  idsOf,
  isEmpty,
  QUEUE_SET,
  QUEUE_SET_KEY,
  recordsOf,
  storedState,
  writeState,
  type StoredState,
} from '../../support/storedCache'

const BAKERY = SANDBOX.users.bakeryOwner
const BIKE_SHOP = SANDBOX.users.bikeShopOwner
const LISTING = `${TEST_BASE_URL}/v5/banks/transactions`
const HOUR = 60 * 60 * 1000

/**
 * Everything stored in this browser for the bakery's owner, read as the page would on its next
 * load: TanStack's entry of the small queries, the `sets:` entry and the bank transactions' records.
 */
const stored = () => storedState(BAKERY)

/** The query of TanStack's entry whose key (relative to the session) starts with `group`. */
const storedQuery = (state: StoredState, group: string) => state.queries?.clientState.queries.find((query) => query.queryKey[0] === group)

/** A headless review queue: the ids of the bank transactions it holds. */
function TransactionIds() {
  const set = useBankTransactions()
  return (
    <ul aria-label="Bank transactions" data-status={set.status}>
      {set.data?.transactions.map((transaction) => (
        <li key={transaction.id}>{transaction.id}</li>
      ))}
    </ul>
  )
}

/** A headless invoice list of pages of 5, with a button for the next page. */
function InvoiceIds() {
  const invoices = useInvoices({ limit: 5 })
  return (
    <>
      <ul aria-label="Invoices">
        {invoices.data?.invoices.map((invoice) => (
          <li key={invoice.id}>{invoice.id}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void invoices.fetchNextPage()}>
        More invoices
      </button>
    </>
  )
}

/** Waits for `check` of what is stored: the persister writes the small queries at most once a second, the sets in idle time. */
const untilStored = (check: () => Promise<void>) => waitFor(check)

const idsIn = (name: string) =>
  within(screen.getByRole('list', { name }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

describe('persist', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 12, bankTransactionsPerCompany: 8, extraGlLinesPerCompany: 0 } })
  beforeEach(async () => {
    await clearBookkeepingCache()
  })

  /** Mounts a page of the bakery's books with `persist` on; `props` override the provider's. */
  function mount(children: ReactNode, props: Partial<BookkeepingProviderProps> = {}) {
    const fetchToken = sandboxTokenFetcher(state.sandbox, { userId: BAKERY })
    const queryClient = new QueryClient()
    const view = render(
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} queryClient={queryClient} persist sessionKey={BAKERY} {...props}>
        {children}
      </BookkeepingProvider>,
    )
    return { ...view, fetchToken, queryClient }
  }

  /** The bakery's queue, mounted until its set (and TanStack's entry beside it) is stored; then unmounted, as the page is left. */
  async function visitQueue(props: Partial<BookkeepingProviderProps> = {}): Promise<{ ids: string[]; cache: StoredState }> {
    const page = mount(<TransactionIds />, props)
    await waitFor(() => expect(idsIn('Bank transactions')).not.toHaveLength(0))
    const ids = idsIn('Bank transactions') as string[]
    let cache: StoredState | undefined
    await untilStored(async () => {
      cache = await stored()
      expect(cache.queries).toBeDefined()
      expect(idsOf(recordsOf(cache))).toEqual(byId(ids))
      expect(hasStoredSet(cache)).toBe(true)
    })
    page.unmount()
    return { ids, cache: cache! }
  }

  /** Holds every bank-transaction listing request until `release()`, recording its headers. */
  const holdListing = () => holdGets(state.server, LISTING)

  /**
   * Mounts the queue (with `props`) while its listing is held, and resolves once the listing is
   * asked: nothing shown from storage, and the set walked afresh (no stored instant sent).
   */
  async function revisitWalkedAfresh(props: Partial<BookkeepingProviderProps> = {}) {
    const listing = holdListing()
    mount(<TransactionIds />, props)
    await waitFor(() => expect(listing.held).toHaveLength(1))
    expect(idsIn('Bank transactions')).toEqual([])
    expect(listing.held[0]!.get('lastUpdatedDate')).toBeNull()
    return listing
  }

  it('stores the bank-transaction set and the first page of each list, relative to the session, and never a token', async () => {
    const page = mount(
      <>
        <TransactionIds />
        <InvoiceIds />
      </>,
    )
    await waitFor(() => expect(idsIn('Invoices')).toHaveLength(5))
    act(() => screen.getByRole('button', { name: 'More invoices' }).click())
    await waitFor(() => expect(idsIn('Invoices')).toHaveLength(10))
    await waitFor(() => expect(idsIn('Bank transactions')).not.toHaveLength(0))

    // Stored once the cache has settled: the save after the second page, not one before it.
    const queryOf = (group: string) =>
      page.queryClient
        .getQueryCache()
        .getAll()
        .find((query) => query.queryKey[2] === group)
    const updatedAt = (group: string) => queryOf(group)?.state.dataUpdatedAt
    await untilStored(async () => {
      const cache = await stored()
      expect(cache.sets?.sets[QUEUE_SET]?.dataUpdatedAt).toBe(updatedAt('bankTransactions'))
      expect(storedQuery(cache, 'invoices')?.state.dataUpdatedAt).toBe(updatedAt('invoices'))
    })
    const cache = await stored()
    // TanStack's entry holds the invoice list and nothing else: not the set (stored beside it, in
    // chunks), not the sync marker, no mutation.
    expect(cache.queries!.clientState.queries.map((query) => query.queryKey)).toEqual([['invoices', 'list', { limit: 5 }]])
    expect(cache.queries!.clientState.mutations).toEqual([])
    // The set: one line, under its key after the session's scope, and its chunk of records, each as the page holds it.
    const held = queryOf('bankTransactions')!.state.data as BankTransactionSet
    expect(cache.sets!.sets).toEqual({
      [QUEUE_SET]: {
        queryKey: [...QUEUE_SET_KEY],
        lastUpdatedDate: held.lastUpdatedDate,
        dataUpdatedAt: updatedAt('bankTransactions'),
        count: idsIn('Bank transactions').length,
        // Fewer records than a chunk holds: one chunk, cut nowhere.
        bounds: [],
      },
    })
    expect(held.lastUpdatedDate).toEqual(expect.any(String))
    expect(cache.chunks.map((chunk) => chunk.key)).toEqual([[cache.digest, QUEUE_SET, 0]])
    expect(recordsOf(cache)).toEqual([...held.transactions].sort((a, b) => (a.id < b.id ? -1 : 1)))
    // Two pages were on screen; the first is stored.
    const invoices = storedQuery(cache, 'invoices')!.state.data as { pages: Array<{ data: Array<{ id: string }> }>; pageParams: unknown[] }
    expect(invoices.pages).toHaveLength(1)
    expect(invoices.pageParams).toEqual([undefined])
    expect(invoices.pages[0]!.data.map((invoice) => invoice.id)).toEqual(idsIn('Invoices').slice(0, 5))

    const tokens = await Promise.all(page.fetchToken.mock.results.map((result) => result.value as Promise<{ access_token: string }>))
    expect(tokens.length).toBeGreaterThan(0)
    // Not in any entry: keys and values of the whole store.
    const text = JSON.stringify(await entries(cacheStore()))
    for (const { access_token } of tokens) expect(text).not.toContain(access_token)
  })

  it('stores nothing of a token handed with the page: not in IndexedDB, localStorage or sessionStorage', async () => {
    const token = state.sandbox.issueToken({ userId: BAKERY, scope: 'write' })
    const requests = recordRequests(state.server)
    const { cache } = await visitQueue({ initialToken: { accessToken: token.access_token, expiresIn: token.expires_in } })
    // The queue was read with it, and is stored.
    expect(requests.map((request) => request.headers.get('authorization'))).toContain(`Bearer ${token.access_token}`)
    expect(recordsOf(cache)).not.toHaveLength(0)
    const text = JSON.stringify([await entries(cacheStore()), { ...localStorage }, { ...sessionStorage }])
    expect(text).not.toContain(token.access_token)
  })

  it('shows a revisit from storage before any listing request, then asks only for what changed since', async () => {
    const first = await visitQueue()
    const { lastUpdatedDate } = first.cache.sets!.sets[QUEUE_SET]!
    // Meanwhile, the bank adds a transaction.
    const { client } = sandboxClient(state.sandbox, { userId: BAKERY })
    const [added] = await client.saveBankTransactions([
      { date: '2026-06-30', amount: -4_250, bankAccountId: SANDBOX.companies.bakery.bankAccounts.checking, description: 'Flour delivery' },
    ])
    const addedId = added?.ok && added.data ? added.data.id : 'not saved'
    const listing = holdListing()
    const requests = recordRequests(state.server)

    const revisit = mount(<TransactionIds />)
    // Shown from storage: no listing request has been answered (the one sent is held), and the new
    // transaction is not there yet.
    await waitFor(() => expect(idsIn('Bank transactions')).toEqual(first.ids))
    await waitFor(() => expect(listing.held).toHaveLength(1))
    expect(listing.held[0]!.get('lastUpdatedDate')).toBe(lastUpdatedDate)
    listing.release()
    await waitFor(() => expect(idsIn('Bank transactions')).toContain(addedId))
    expect(requests.filter((request) => request.url === LISTING)).toHaveLength(1)

    // The stored keys name no session: the revisit's provider has a scope of its own and found them.
    const scopes = new Set(
      revisit.queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[1]),
    )
    expect(scopes.size).toBe(1)
    for (const line of Object.values(first.cache.sets!.sets)) expect(line.queryKey).not.toContain([...scopes][0])
    for (const { key } of first.cache.records) expect(key).not.toContain([...scopes][0])
  })

  it('restores and keeps storing on a revisit whose session starts before the left page’s session has closed', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(BAKERY))
    const first = await visitQueue()
    // The left page's session closes a task after its unmount (StrictMode remounts within it). The
    // revisit's session knows its user's digest first (the browser's digest may answer before
    // that task): it is the one that stores now, not a second provider beside a live one.
    vi.spyOn(crypto.subtle, 'digest').mockResolvedValue(digest)
    const warned = vi.spyOn(console, 'warn')
    onTestFinished(() => void vi.restoreAllMocks())
    const listing = holdListing()
    const revisit = mount(<TransactionIds />)
    await waitFor(() => expect(idsIn('Bank transactions')).toEqual(first.ids))
    await waitFor(() => expect(listing.held).toHaveLength(1))
    expect(listing.held[0]!.get('lastUpdatedDate')).toBe(first.cache.sets!.sets[QUEUE_SET]!.lastUpdatedDate)
    // Meanwhile, the bank adds a transaction: the revisit's sync brings it, and stores it.
    const { client } = sandboxClient(state.sandbox, { userId: BAKERY })
    const [added] = await client.saveBankTransactions([
      { date: '2026-06-30', amount: -4_250, bankAccountId: SANDBOX.companies.bakery.bankAccounts.checking, description: 'Flour delivery' },
    ])
    const addedId = added?.ok && added.data ? added.data.id : 'not saved'
    listing.release()
    await waitFor(() => expect(idsIn('Bank transactions')).toContain(addedId))
    await waitFor(() => expect(revisit.queryClient.isFetching()).toBe(0))
    await untilStored(async () => expect(idsOf(recordsOf(await stored()))).toEqual(byId([...first.ids, addedId])))
    expect(warned).not.toHaveBeenCalled()
  })

  it('saves only when no bookkit query is fetching: a set being synced is never stored half-way, and nothing is left out', async () => {
    const first = await visitQueue()
    // Meanwhile, the bank adds a transaction: the held sync brings it.
    const { client } = sandboxClient(state.sandbox, { userId: BAKERY })
    const [added] = await client.saveBankTransactions([
      { date: '2026-06-30', amount: -4_250, bankAccountId: SANDBOX.companies.bakery.bankAccounts.checking, description: 'Flour delivery' },
    ])
    const addedId = added?.ok && added.data ? added.data.id : 'not saved'
    const listing = holdListing()
    const clock = storageClock()
    const page = mount(
      <>
        <TransactionIds />
        <InvoiceIds />
      </>,
    )
    // The invoices arrive while the set's sync is held: the cache has changed, but not settled.
    await waitFor(() => expect(idsIn('Invoices')).toHaveLength(5))
    await waitFor(() => expect(listing.held).toHaveLength(1))
    await clock.letStorageTimePass()
    expect(await stored()).toEqual(first.cache)

    listing.release()
    await waitFor(() => expect(page.queryClient.isFetching()).toBe(0))
    // Settled now: the saves it allows wait on the fake clock, which this moves past them (a loaded
    // machine's clock, moving by itself, may not get there within the wait below).
    await clock.letStorageTimePass()
    await untilStored(async () => {
      const cache = await stored()
      expect(storedQuery(cache, 'invoices')).toBeDefined()
      expect(idsOf(recordsOf(cache))).toEqual(byId([...first.ids, addedId]))
      expect(hasStoredSet(cache)).toBe(true)
    })
  })

  it('drops a cache stored more than a day ago (the default maxAge)', async () => {
    await visitQueue()
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => void vi.useRealTimers())
    vi.setSystemTime(Date.now() + 25 * HOUR)
    const listing = await revisitWalkedAfresh()
    expect(isEmpty(await stored())).toBe(true)
    listing.release()
    await waitFor(() => expect(idsIn('Bank transactions')).not.toHaveLength(0))
  })

  it('honours a shorter maxAge', async () => {
    await visitQueue({ persist: { maxAge: HOUR } })
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => void vi.useRealTimers())
    vi.setSystemTime(Date.now() + 2 * HOUR)
    const listing = await revisitWalkedAfresh({ persist: { maxAge: HOUR } })
    expect(isEmpty(await stored())).toBe(true)
    listing.release()
  })

  it('leaves out an answer fetched more than maxAge ago, though saved again since', async () => {
    const { cache } = await visitQueue()
    // Written a moment ago, each entry as its own: the set's line says it was fetched 25 hours ago.
    const line = cache.sets!.sets[QUEUE_SET]!
    await writeState({
      ...cache,
      sets: { ...cache.sets!, sets: { [QUEUE_SET]: { ...line, dataUpdatedAt: line.dataUpdatedAt - 25 * HOUR } } },
    })
    const listing = await revisitWalkedAfresh()
    listing.release()
  })

  it('keeps the set stored while the queue is off screen for longer than React Query keeps an unused answer (5 minutes)', async () => {
    function Page() {
      const [shown, setShown] = useState<'queue' | 'nothing' | 'invoices'>('queue')
      return (
        <>
          <button type="button" onClick={() => setShown('nothing')}>
            Close the queue
          </button>
          <button type="button" onClick={() => setShown('invoices')}>
            Open the invoices
          </button>
          {shown === 'queue' ? <TransactionIds /> : shown === 'invoices' ? <InvoiceIds /> : null}
        </>
      )
    }
    const page = mount(<Page />)
    await untilStored(async () => expect(hasStoredSet(await stored())).toBe(true))
    const { sets, records } = await stored()
    // The queue off screen for 10 minutes (no read meanwhile: a read sent now would time out on the faked clock).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    act(() => screen.getByRole('button', { name: 'Close the queue' }).click())
    vi.advanceTimersByTime(10 * 60 * 1000)
    vi.useRealTimers()
    act(() => screen.getByRole('button', { name: 'Open the invoices' }).click())
    await waitFor(() => expect(idsIn('Invoices')).toHaveLength(5))
    await waitFor(() => expect(page.queryClient.isFetching()).toBe(0))
    // The save after the invoices arrived, and the set beside it, as they were.
    await untilStored(async () => expect(storedQuery(await stored(), 'invoices')).toBeDefined())
    expect(await stored()).toMatchObject({ sets, records })
  })

  it('drops the stored cache on a revisit with another service profile', async () => {
    await visitQueue()
    const listing = await revisitWalkedAfresh({ service: { journalEntryDate: false } satisfies ServiceProfile })
    expect(isEmpty(await stored())).toBe(true)
    listing.release()
  })

  it("never shows one user's stored cache to another, and keeps it for its own user's next visit", async () => {
    const { cache } = await visitQueue()
    const listing = await revisitWalkedAfresh({ sessionKey: BIKE_SHOP, fetchToken: sandboxTokenFetcherFor(BIKE_SHOP) })
    // The bike shop's start has swept the store: its listing waits for the restore, the sweep with it.
    // The bakery's entries stay until their maxAge: a page may show both users (two providers).
    expect(await stored()).toEqual(cache)
    listing.release()
  })

  /** A token route for `userId` on the test's sandbox, resolved when the provider asks. */
  function sandboxTokenFetcherFor(userId: string): BookkeepingProviderProps['fetchToken'] {
    return () => sandboxTokenFetcher(state.sandbox, { userId })()
  }

  it('drops a cache stored by another package version', async () => {
    const { cache } = await visitQueue()
    const version = (JSON.parse(cache.queries!.buster) as { bookkit: string }).bookkit
    expect(version).toMatch(/^\d+\.\d+\.\d+/)
    const earlier = (buster: string) => buster.replace(version, '0.0.1')
    await writeState({
      ...cache,
      queries: { ...cache.queries!, buster: earlier(cache.queries!.buster) },
      sets: { ...cache.sets!, buster: earlier(cache.sets!.buster) },
    })
    const listing = await revisitWalkedAfresh()
    expect(isEmpty(await stored())).toBe(true)
    listing.release()
  })

  it('drops a set stored record by record (the second layout), without reading its records as chunks', async () => {
    const { cache } = await visitQueue()
    const line = cache.sets!.sets[QUEUE_SET]!
    const secondLayout = (buster: string) => JSON.stringify({ ...(JSON.parse(buster) as object), layout: 2 })
    const { bounds: _bounds, ...lineOfLayout2 } = line
    await writeState({
      ...cache,
      queries: { ...cache.queries!, buster: secondLayout(cache.queries!.buster) },
      sets: { ...cache.sets!, buster: secondLayout(cache.sets!.buster), sets: { [QUEUE_SET]: lineOfLayout2 as typeof line } },
      // One entry a record, keyed by its id, as that layout stored them.
      chunks: recordsOf(cache).map((record) => ({
        key: [cache.digest, QUEUE_SET, record.id as unknown as number],
        value: record as unknown as StoredState['chunks'][number]['value'],
      })),
    })
    const listing = await revisitWalkedAfresh()
    expect(isEmpty(await stored())).toBe(true)
    listing.release()
  })

  it('drops a cache stored by an earlier layout (the set inside TanStack’s entry), without showing it', async () => {
    const { cache } = await visitQueue()
    // As this package version stored it before the sets were kept record by record.
    await writeState({ ...cache, queries: asFirstLayout(cache), sets: undefined, chunks: [], records: [] })
    expect((await stored()).queries!.clientState.queries.map((query) => query.queryKey)).toEqual([[...QUEUE_SET_KEY]])
    const listing = await revisitWalkedAfresh()
    expect(isEmpty(await stored())).toBe(true)
    listing.release()
  })

  it('drops the stored cache at once when the signed-in user changes in the page, even with persist off for the next', async () => {
    const fetchToken = sandboxTokenFetcher(state.sandbox, { userId: BAKERY })
    function Host() {
      const [user, setUser] = useState<string>(BAKERY)
      return (
        <>
          <button type="button" onClick={() => setUser(BIKE_SHOP)}>
            Sign in as the bike shop
          </button>
          <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} persist={user === BAKERY} sessionKey={user}>
            <TransactionIds />
          </BookkeepingProvider>
        </>
      )
    }
    render(<Host />)
    await untilStored(async () => expect(hasStoredSet(await stored())).toBe(true))
    act(() => screen.getByRole('button', { name: 'Sign in as the bike shop' }).click())
    await untilStored(async () => expect(isEmpty(await stored())).toBe(true))
  })

  it('on clearBookkeepingCache() (a sign-out), removes the stored cache and stores nothing more from the page', async () => {
    const clock = storageClock()
    const page = mount(<TransactionIds />)
    await untilStored(async () => expect(hasStoredSet(await stored())).toBe(true))
    await clearBookkeepingCache()
    expect(await entries(cacheStore())).toEqual([])
    // The page is still there and its set syncs again, a new transaction with it: none of it is stored.
    const { client } = sandboxClient(state.sandbox, { userId: BAKERY })
    const [added] = await client.saveBankTransactions([
      { date: '2026-06-30', amount: -4_250, bankAccountId: SANDBOX.companies.bakery.bankAccounts.checking, description: 'Flour delivery' },
    ])
    const addedId = added?.ok && added.data ? added.data.id : 'not saved'
    await act(() => page.queryClient.refetchQueries())
    await waitFor(() => expect(idsIn('Bank transactions')).toContain(addedId))
    await clock.letStorageTimePass()
    expect(await entries(cacheStore())).toEqual([])
  })

  it('drops a stored cache it cannot read, and loads as without persist', async () => {
    // TanStack's restore reports what it could not read in development.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    onTestFinished(() => void vi.restoreAllMocks())
    const { digest } = await stored()
    await writeState({
      digest,
      queries: {
        buster: 'from a page of long ago',
        timestamp: Date.now(),
        maxAge: HOUR,
        clientState: 'not a cache',
      } as unknown as StoredState['queries'],
      sets: {
        buster: 'from a page of long ago',
        timestamp: Date.now(),
        maxAge: HOUR,
        sets: 'not a set list',
      } as unknown as StoredState['sets'],
      chunks: [{ key: [digest, QUEUE_SET, 0], value: 'not a chunk' as unknown as StoredState['chunks'][number]['value'] }],
      records: [],
    })
    const listing = holdListing()
    mount(<TransactionIds />)
    await waitFor(() => expect(listing.held).toHaveLength(1))
    expect(listing.held[0]!.get('lastUpdatedDate')).toBeNull()
    expect(isEmpty(await stored())).toBe(true)
    expect(reported).toHaveBeenCalled()
    listing.release()
    await waitFor(() => expect(idsIn('Bank transactions')).not.toHaveLength(0))
  })

  it('is an error at render without a sessionKey, naming both props', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    onTestFinished(() => void vi.restoreAllMocks())
    const fetchToken = sandboxTokenFetcher(state.sandbox)
    expect(() =>
      render(
        <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} persist>
          <TransactionIds />
        </BookkeepingProvider>,
      ),
    ).toThrow(/persist.*sessionKey/)
  })
})
