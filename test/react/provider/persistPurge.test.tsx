// `persist` keeps its promise about what stays in this browser: a stored cache is gone
// at most `maxAge` after it was written, whether or not its user comes back, and no entry names its
// user. fake-indexeddb here; the raw store is read as any script of the page could read it.
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { entries, get, set as put } from 'idb-keyval'
import { http } from 'msw'
import { BookkeepingProvider, clearBookkeepingCache, useBankTransactions, type BookkeepingProviderProps } from '../../../src/react'
import { SANDBOX } from '../../../src/sandbox'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import {
  asFirstLayout,
  cacheStore,
  emptyStore,
  hasStoredSet,
  isEmpty,
  QUEUE_SET,
  storedState,
  type StoredState,
} from '../../support/storedCache'

const BAKERY = SANDBOX.users.bakeryOwner
const BIKE_SHOP = SANDBOX.users.bikeShopOwner
const LISTING = `${TEST_BASE_URL}/v5/banks/transactions`
const HOUR = 60 * 60 * 1000

/** What is stored for `userId` (TanStack's entry, the `sets:` entry and the records), found as their next page load would. */
const storedFor = (userId: string) => storedState(userId)
/** When an entry of `state` was last written: the later of its two named entries. */
const writtenAt = ({ queries, sets }: StoredState) => Math.max(queries?.timestamp ?? -Infinity, sets?.timestamp ?? -Infinity)
/** Every key and value in bookkit's store. */
const everything = () => entries(cacheStore())

/** A headless review queue: the ids of the bank transactions it holds. */
function TransactionIds() {
  const set = useBankTransactions()
  return (
    <ul aria-label="Bank transactions">
      {set.data?.transactions.map((transaction) => (
        <li key={transaction.id}>{transaction.id}</li>
      ))}
    </ul>
  )
}

const shownIds = () =>
  within(screen.getByRole('list', { name: 'Bank transactions' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

/** Waits for a save: the persister writes the small queries at most once a second, the sets in idle time. */
const untilStored = (check: () => Promise<void>) => waitFor(check)

describe('persist, kept no longer than promised', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 2, bankTransactionsPerCompany: 8, extraGlLinesPerCompany: 0 } })
  beforeEach(async () => {
    await clearBookkeepingCache()
  })

  /** Mounts `userId`'s queue with `persist` on; `props` override the provider's. */
  function mount(userId: string, props: Partial<BookkeepingProviderProps> = {}) {
    return render(
      <BookkeepingProvider
        baseUrl={TEST_BASE_URL}
        fetchToken={sandboxTokenFetcher(state.sandbox, { userId })}
        queryClient={new QueryClient()}
        persist
        sessionKey={userId}
        {...props}
      >
        <TransactionIds />
      </BookkeepingProvider>,
    )
  }

  /** `userId`'s queue, mounted until its set is stored, then left. */
  async function visit(userId: string, props: Partial<BookkeepingProviderProps> = {}): Promise<StoredState> {
    const page = mount(userId, props)
    await untilStored(async () => {
      const cache = await storedFor(userId)
      expect(cache.queries).toBeDefined()
      expect(hasStoredSet(cache)).toBe(true)
    })
    page.unmount()
    return storedFor(userId)
  }

  /** Holds every listing request unanswered until the test ends, recording the `lastUpdatedDate` each carried (sent only after a set was restored). */
  function holdListing() {
    const sent: Array<string | null> = []
    const testEnded = new Promise<void>((resolve) => onTestFinished(() => resolve()))
    state.server.use(
      http.get(LISTING, async ({ request }) => {
        sent.push(request.headers.get('lastUpdatedDate'))
        await testEnded
        return undefined
      }),
    )
    return sent
  }

  function fakeClockAt(time: number) {
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => void vi.useRealTimers())
    vi.setSystemTime(time)
  }

  it("removes a user's cache past its maxAge when a provider for another user starts", async () => {
    const written = await visit(BAKERY, { persist: { maxAge: HOUR } })
    expect(written.queries!.maxAge).toBe(HOUR)
    expect(written.sets!.maxAge).toBe(HOUR)
    fakeClockAt(writtenAt(written) + 2 * HOUR)
    mount(BIKE_SHOP)
    // Its set's records too, not only the entries that name them.
    await waitFor(async () => expect(isEmpty(await storedFor(BAKERY))).toBe(true))
  })

  it('drops a cache past the maxAge it was written with, though the returning page allows longer', async () => {
    const written = await visit(BAKERY, { persist: { maxAge: HOUR } })
    fakeClockAt(writtenAt(written) + 2 * HOUR)
    const listing = holdListing()
    mount(BAKERY, { persist: { maxAge: 24 * HOUR } })
    await waitFor(() => expect(listing).toHaveLength(1))
    expect(listing[0]).toBeNull()
    expect(shownIds()).toEqual([])
    expect(isEmpty(await storedFor(BAKERY))).toBe(true)
  })

  it('removes the stored cache once it is maxAge old while the provider stays mounted, with no new start', async () => {
    const maxAge = 2_000
    mount(BAKERY, { persist: { maxAge } })
    let written = 0
    await untilStored(async () => {
      const cache = await storedFor(BAKERY)
      expect(cache.queries).toBeDefined()
      expect(hasStoredSet(cache)).toBe(true)
      written = writtenAt(cache)
      expect(shownIds()).not.toHaveLength(0)
    })
    // Every entry, the set's records with its line.
    await waitFor(async () => expect(isEmpty(await storedFor(BAKERY))).toBe(true), { timeout: maxAge + 2_000 })
    expect(Date.now() - written).toBeGreaterThanOrEqual(maxAge)
    // The page itself is untouched: only what was stored of it has gone.
    expect(shownIds()).not.toHaveLength(0)
  })

  it('stores nothing that names the user, in keys or values', async () => {
    const { digest, chunks } = await visit(BAKERY)
    const stored = await everything()
    // Named by the digest alone: TanStack's entry, the sets' entry, and each chunk of records under the digest and its set.
    expect(stored.map(([key]) => key)).toEqual([`queries:${digest}`, `sets:${digest}`, ...chunks.map(({ key }) => key)])
    expect(chunks).not.toHaveLength(0)
    for (const { key } of chunks) expect(key).toEqual([digest, QUEUE_SET, expect.any(Number)])
    expect(JSON.stringify(stored)).not.toContain(BAKERY)
  })

  it('removes a cache stored under the plain key of an earlier release, without showing it', async () => {
    // As an earlier release stored it: under `queries`, the set inside, its buster naming the user; nothing else.
    const { maxAge: _recorded, ...earlier } = asFirstLayout(await visit(BAKERY), ({ bookkit, baseUrl, service }) => ({
      bookkit,
      baseUrl,
      sessionKey: BAKERY,
      service,
    }))
    expect(earlier.clientState.queries).toHaveLength(1)
    await emptyStore()
    await put('queries', earlier, cacheStore())
    const listing = holdListing()
    mount(BAKERY)
    await waitFor(() => expect(listing).toHaveLength(1))
    expect(listing[0]).toBeNull()
    expect(shownIds()).toEqual([])
    expect(await get('queries', cacheStore())).toBeUndefined()
  })

  it("clearBookkeepingCache() removes every user's stored cache", async () => {
    mount(BAKERY)
    mount(BIKE_SHOP)
    await untilStored(async () => {
      expect(hasStoredSet(await storedFor(BAKERY))).toBe(true)
      expect(hasStoredSet(await storedFor(BIKE_SHOP))).toBe(true)
    })
    await clearBookkeepingCache()
    expect(await everything()).toEqual([])
  })
})
