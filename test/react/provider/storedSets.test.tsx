// `persist` keeps the bank-transaction set in chunks of records (src/react/provider/persist/sets.ts): a save
// or a sync writes the chunks it changed and the set's line in `sets:`, never the whole set again, and
// a revisit reads back only a set that was stored whole: its newest chunk first, "so far", then the rest. fake-indexeddb here; the store is read and
// written by hand, as any script of the page could.
import 'fake-indexeddb/auto'
import { hashKey, QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { del } from 'idb-keyval'
import { http } from 'msw'
import type { ReactNode } from 'react'
import type { BankTransaction } from '../../../src/api/types'
import {
  BookkeepingProvider,
  clearBookkeepingCache,
  useBankTransactions,
  useDeleteBankTransaction,
  useSaveBankTransactions,
} from '../../../src/react'
import type { BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { CHUNK_RECORDS } from '../../../src/react/provider/persist/chunks'
import { SANDBOX } from '../../../src/sandbox'
import { holdGets } from '../../support/requests'
import { sandboxClient, sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import {
  byId,
  cacheStore,
  emptyStore,
  hasStoredSet,
  idsOf,
  QUEUE_SET,
  recordsOf,
  storedState,
  writeState,
  type StoredState,
} from '../../support/storedCache'

// Seeding books of thousands of transactions (once per file, in the first test's beforeEach) took more
// than the default 10 s of a hook on a loaded 2-core machine: a limit for hangs, not a measure of speed.
vi.setConfig({ hookTimeout: 60_000 })

const BAKERY = SANDBOX.users.bakeryOwner
const BIKE_SHOP = SANDBOX.users.bikeShopOwner
const bakery = SANDBOX.companies.bakery
const LISTING = `${TEST_BASE_URL}/v5/banks/transactions`

/** The queue's line in `sets:`. */
const lineOf = (state: StoredState) => state.sets!.sets[QUEUE_SET]!

/** Waits for `check` of what is stored: a set is written in idle time (a 50 ms timer in jsdom), the small queries at most once a second. */
const untilStored = (check: () => Promise<void>) => waitFor(check)

/**
 * Every `put` into IndexedDB from now on, by key, with the transaction it was made in; but the puts of
 * TanStack's entry of the small queries, written on any change to the cache as before the sets were
 * stored apart (it holds no bank transaction).
 */
function recordPuts(digest: string) {
  const put = vi.spyOn(IDBObjectStore.prototype, 'put')
  onTestFinished(() => put.mockRestore())
  return () =>
    put.mock.calls
      .map(([, key], call) => ({ key, transaction: (put.mock.contexts[call] as IDBObjectStore).transaction }))
      .filter(({ key }) => key !== `queries:${digest}`)
}

/**
 * Gives the page `requestIdleCallback` (jsdom has none), each callback run at the next turn, and
 * notes what `probe` says when each ran: what the set's writer does in idle time has then happened.
 * (`cancelIdleCallback` stays: a session closed after the test may still cancel a callback.)
 */
function watchIdleCallbacks<T>(probe: () => T): T[] {
  const seen: T[] = []
  const page = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown }
  page.requestIdleCallback = (work: (deadline: IdleDeadline) => void) =>
    setTimeout(() => {
      work({ didTimeout: false, timeRemaining: () => 10 })
      seen.push(probe())
    }, 0)
  page.cancelIdleCallback = (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle)
  onTestFinished(() => void delete page.requestIdleCallback)
  return seen
}

describe('persist, the bank-transaction set in chunks', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 2, bankTransactionsPerCompany: 12, extraGlLinesPerCompany: 0 } })
  beforeEach(async () => {
    await clearBookkeepingCache()
  })

  /** `userId`'s queue (of `limit` a page) with `persist` on, and its writes, as a host's page would use them. */
  function mount(userId: string = BAKERY, limit?: number) {
    const fetchToken = sandboxTokenFetcher(state.sandbox, { userId })
    const queryClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} queryClient={queryClient} persist sessionKey={userId}>
        {children}
      </BookkeepingProvider>
    )
    const page = renderHook(
      () => ({ set: useBankTransactions({ limit }), save: useSaveBankTransactions(), remove: useDeleteBankTransaction() }),
      { wrapper },
    )
    /** The transactions the queue shows, newest first. */
    const shown = (): BankTransaction[] => page.result.current.set.data?.transactions ?? []
    return { ...page, shown }
  }

  /** Waits for `page`'s queue to show its set and for that set to be stored whole (`userId`'s); resolves with both. */
  async function untilWhole(page: ReturnType<typeof mount>, userId: string = BAKERY): Promise<{ ids: string[]; cache: StoredState }> {
    await waitFor(() => expect(page.shown()).not.toHaveLength(0))
    const ids = idsOf(page.shown())
    let cache: StoredState | undefined
    await untilStored(async () => {
      cache = await storedState(userId)
      expect(cache.queries).toBeDefined()
      expect(idsOf(recordsOf(cache))).toEqual(byId(ids))
      expect(hasStoredSet(cache)).toBe(true)
    })
    return { ids, cache: cache! }
  }

  /** `userId`'s queue, mounted until its set is stored whole, then left. */
  async function visit(userId: string = BAKERY) {
    const page = mount(userId)
    const visited = await untilWhole(page, userId)
    page.unmount()
    return visited
  }

  /** Holds every bank-transaction listing request until `release()`, recording its headers. */
  const holdListing = () => holdGets(state.server, LISTING)

  /**
   * A revisit that shows nothing stored: the queue waits for a listing walked afresh (not synced
   * from a stored instant), shows the set `ids`, and stores it whole again.
   */
  async function expectWalkedAfresh(ids: string[]): Promise<void> {
    const listing = holdListing()
    const revisit = mount()
    await waitFor(() => expect(listing.held).toHaveLength(1))
    expect(revisit.shown()).toEqual([])
    expect(revisit.result.current.set.isPending).toBe(true)
    expect(listing.held[0]!.get('lastUpdatedDate')).toBeNull()
    listing.release()
    await waitFor(() => expect(idsOf(revisit.shown())).toEqual(ids))
    await untilStored(async () => {
      const cache = await storedState(BAKERY)
      expect(idsOf(recordsOf(cache))).toEqual(byId(ids))
      expect(hasStoredSet(cache)).toBe(true)
    })
  }

  /** A save through the queue's hook that files the first transaction left to review under ingredients, and marks it reviewed; resolves with the record the service sent back. */
  async function reviewOne(page: ReturnType<typeof mount>): Promise<BankTransaction> {
    const target = page
      .shown()
      .find((transaction) => transaction.reviewStatus === 'UNREVIEWED' && transaction.category?.id !== bakery.categories.ingredients)
    if (!target) throw new Error('The sandbox has no transaction left to review.')
    const [outcome] = await act(() =>
      page.result.current.save.mutateAsync([{ id: target.id, categoryId: bakery.categories.ingredients, reviewStatus: 'REVIEWED' }]),
    )
    expect(outcome).toMatchObject({
      status: 'saved',
      record: { id: target.id, reviewStatus: 'REVIEWED', category: { id: bakery.categories.ingredients } },
    })
    return (outcome as { record: BankTransaction }).record
  }

  it("writes a save of one transaction as its chunk's new content and the set's line, not the whole set", async () => {
    const page = mount()
    const before = (await untilWhole(page)).cache
    const puts = recordPuts(before.digest)

    const saved = await reviewOne(page)
    await untilStored(async () => expect(recordsOf(await storedState(BAKERY)).find((record) => record.id === saved.id)).toEqual(saved))
    const after = await storedState(BAKERY)
    // Its entry holds the record as the service sent it back; every other record is as it was, and the set counts as many.
    expect(recordsOf(after)).toEqual(recordsOf(before).map((record) => (record.id === saved.id ? saved : record)))
    expect(lineOf(after).count).toBe(lineOf(before).count)
    // Written: the chunk holding that record (the set's one chunk here) and the line, in one transaction.
    const written = puts()
    expect(written.map(({ key }) => key)).toEqual([[before.digest, QUEUE_SET, 0], `sets:${before.digest}`])
    expect(new Set(written.map(({ transaction }) => transaction)).size).toBe(1)
  })

  it('writes the set anew when a change comes after its stored set was removed while the page stayed open', async () => {
    const page = mount()
    const { ids } = await untilWhole(page)
    // Another tab's sign-out (or a sweep past maxAge) removes what is stored; this page stays open.
    await emptyStore()
    const saved = await reviewOne(page)
    // The change is not written onto a set no longer there: the whole set goes in again, with it.
    await untilStored(async () => {
      const after = await storedState(BAKERY)
      expect(hasStoredSet(after)).toBe(true)
      expect(idsOf(recordsOf(after))).toEqual(byId(ids))
      expect(lineOf(after).count).toBe(ids.length)
    })
    expect(recordsOf(await storedState(BAKERY)).find((record) => record.id === saved.id)).toEqual(saved)
  })

  it("removes a deleted transaction's record, and the set's line counts one fewer", async () => {
    const page = mount()
    const before = (await untilWhole(page)).cache
    const target = page.shown()[0]!
    const puts = recordPuts(before.digest)

    const outcome = await act(() => page.result.current.remove.mutateAsync(target.id))
    expect(outcome).toMatchObject({ status: 'saved', record: { id: target.id, status: 'DELETED' } })
    await untilStored(async () => expect(idsOf(recordsOf(await storedState(BAKERY)))).not.toContain(target.id))
    const after = await storedState(BAKERY)
    expect(recordsOf(after)).toEqual(recordsOf(before).filter((record) => record.id !== target.id))
    expect(lineOf(after).count).toBe(lineOf(before).count - 1)
    // The chunk that held it, and the line.
    expect(puts().map(({ key }) => key)).toEqual([[before.digest, QUEUE_SET, 0], `sets:${before.digest}`])
  })

  it('writes a change a sync brings as its chunk and the line', async () => {
    const first = await visit()
    // Meanwhile, the bank adds a transaction.
    const { client } = sandboxClient(state.sandbox, { userId: BAKERY })
    const [added] = await client.saveBankTransactions([
      { date: '2026-06-30', amount: -4_250, bankAccountId: bakery.bankAccounts.checking, description: 'Flour delivery' },
    ])
    const addedId = added?.ok && added.data ? added.data.id : 'not saved'
    const puts = recordPuts(first.cache.digest)

    const revisit = mount()
    await waitFor(() => expect(idsOf(revisit.shown())).toContain(addedId))
    await untilStored(async () => expect(lineOf(await storedState(BAKERY)).count).toBe(first.ids.length + 1))
    const after = await storedState(BAKERY)
    expect(idsOf(recordsOf(after))).toEqual(byId([...first.ids, addedId]))
    expect(recordsOf(after).find((record) => record.id === addedId)).toEqual(
      revisit.shown().find((transaction) => transaction.id === addedId),
    )
    expect(puts().map(({ key }) => key)).toEqual([[first.cache.digest, QUEUE_SET, 0], `sets:${first.cache.digest}`])
  })

  it('does not store a set half-way through its first walk: it is written once, whole, when the walk ends', async () => {
    const limit = 5
    const set = hashKey(['bankTransactions', 'list', { limit }])
    // The walk's second page waits until released.
    let pages = 0
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(() => release())
    state.server.use(
      http.get(LISTING, async () => {
        if (++pages === 2) await released
        return undefined
      }),
    )
    const { digest } = await storedState(BAKERY)
    const puts = recordPuts(digest)
    let page: ReturnType<typeof mount> | undefined
    const idle = watchIdleCallbacks(() => page?.shown().length ?? 0)

    page = mount(BAKERY, limit)
    await waitFor(() => expect(page!.shown()).toHaveLength(limit))
    await waitFor(() => expect(pages).toBe(2))
    // The writer has had its idle time with the first page in the cache, and wrote nothing.
    await waitFor(() => expect(idle).toContain(limit))
    const midWalk = await storedState(BAKERY)
    expect(midWalk.sets?.sets[set]).toBeUndefined()
    expect(recordsOf(midWalk, set)).toEqual([])

    release()
    await waitFor(() => expect(page.result.current.set.data?.syncing).toBeUndefined())
    const ids = idsOf(page.shown())
    expect(ids.length).toBeGreaterThan(2 * limit)
    await untilStored(async () => {
      const cache = await storedState(BAKERY)
      expect(cache.sets?.sets[set]?.count).toBe(ids.length)
      expect(idsOf(recordsOf(cache, set))).toEqual(byId(ids))
    })
    // Written once, after the walk: its one chunk (fewer records than a chunk holds), never twice.
    expect(puts().filter(({ key }) => Array.isArray(key))).toEqual([expect.objectContaining({ key: [digest, set, 0] })])
  })

  it('shows the stored set on a revisit, with a change saved on the last visit, before any listing request', async () => {
    const page = mount()
    const { ids, cache } = await untilWhole(page)
    const saved = await reviewOne(page)
    await untilStored(async () => expect(recordsOf(await storedState(BAKERY)).find((record) => record.id === saved.id)).toEqual(saved))
    page.unmount()
    const listing = holdListing()

    const revisit = mount()
    // Shown from storage: the one listing request sent is held, unanswered.
    await waitFor(() => expect(idsOf(revisit.shown())).toEqual(ids))
    expect(revisit.shown().find((transaction) => transaction.id === saved.id)).toEqual(saved)
    await waitFor(() => expect(listing.held).toHaveLength(1))
    // And it asks for what changed since the set was synced.
    expect(listing.held[0]!.get('lastUpdatedDate')).toBe(lineOf(cache).lastUpdatedDate)
    listing.release()
  })

  it("does not show a set whose stored records don't add up to its line's count: the queue waits for the listing", async () => {
    const first = await visit()
    // Its chunk's entry is gone (as a browser evicting part of the store, or a write cut short, would leave it).
    await del([first.cache.digest, QUEUE_SET, 0], cacheStore())
    await expectWalkedAfresh(first.ids)
  })

  it('does not read back a set written anew but not finished, and writes it anew without its old records', async () => {
    const first = await visit()
    // As a write anew leaves the store until its last slice: the set's line taken out of `sets:`,
    // records already there, among them one of a transaction the service no longer has.
    const { digest } = first.cache
    const [kept] = first.cache.records
    const gone = { key: [digest, QUEUE_SET, 'btxn_gone'] as [string, string, string], value: { ...kept!.value, id: 'btxn_gone' } }
    await writeState({ ...first.cache, sets: { ...first.cache.sets!, sets: {} }, records: [...first.cache.records, gone] })
    // Written anew: the set's records alone, the one of the unfinished write gone.
    await expectWalkedAfresh(first.ids)
  })

  it('drops a set list it cannot read, and loads the queue as without persist', async () => {
    const first = await visit()
    await writeState({ ...first.cache, sets: { ...first.cache.sets!, sets: null as unknown as Record<string, never> } })
    const listing = holdListing()

    const revisit = mount()
    await waitFor(() => expect(listing.held).toHaveLength(1))
    expect(revisit.shown()).toEqual([])
    expect(listing.held[0]!.get('lastUpdatedDate')).toBeNull()
    const cache = await storedState(BAKERY)
    expect(cache.sets).toBeUndefined()
    expect(cache.records).toEqual([])
    listing.release()
    await waitFor(() => expect(idsOf(revisit.shown())).toEqual(first.ids))
  })

  // One user's digest sorts before the other's: the two orders sweep records below and above the
  // digest of the session that starts.
  it.each([
    { a: 'the bakery', b: 'the bike shop', userA: BAKERY, userB: BIKE_SHOP },
    { a: 'the bike shop', b: 'the bakery', userA: BIKE_SHOP, userB: BAKERY },
  ])("the start of $b's session keeps $a's cache, but sweeps records no set describes", async ({ userA, userB }) => {
    const b = await visit(userB)
    const a = await visit(userA)
    // A's start kept B's cache: two providers of a page, or two users of a browser, each keep theirs until its maxAge.
    expect(await storedState(userB)).toEqual(b.cache)
    // A's first write as if cut short: records, and no line that describes them.
    await del(`sets:${a.cache.digest}`, cacheStore())
    const listing = holdListing()

    const page = mount(userB)
    // B's set is shown from storage; its listing waits for the restore, and the sweep with it.
    await waitFor(() => expect(idsOf(page.shown())).toEqual(b.ids))
    await waitFor(() => expect(listing.held).toHaveLength(1))
    const left = await storedState(userA)
    expect(left.records).toEqual([])
    expect(left.queries).toEqual(a.cache.queries)
    expect(await storedState(userB)).toEqual(b.cache)
    listing.release()
  })

  it('keeps the caches of two providers on one page apart (two users, or two companies each with its own sessionKey), each restored to its own', async () => {
    const [bakeryPage, bikeShopPage] = [mount(BAKERY), mount(BIKE_SHOP)]
    const [bakeryVisit, bikeShopVisit] = await Promise.all([untilWhole(bakeryPage, BAKERY), untilWhole(bikeShopPage, BIKE_SHOP)])
    expect(bakeryVisit.ids).not.toEqual(expect.arrayContaining(bikeShopVisit.ids))
    bakeryPage.unmount()
    bikeShopPage.unmount()
    const listing = holdListing()

    // The next page load shows both again, each from its own entries, before any listing answer.
    const [bakeryAgain, bikeShopAgain] = [mount(BAKERY), mount(BIKE_SHOP)]
    await waitFor(() => {
      expect(idsOf(bakeryAgain.shown())).toEqual(bakeryVisit.ids)
      expect(idsOf(bikeShopAgain.shown())).toEqual(bikeShopVisit.ids)
    })
    await waitFor(() => expect(listing.held).toHaveLength(2))
    // Each asks only for what changed since its own stored instant.
    expect(listing.held.map((request) => request.get('lastUpdatedDate')).sort()).toEqual(
      [lineOf(bakeryVisit.cache).lastUpdatedDate, lineOf(bikeShopVisit.cache).lastUpdatedDate].sort(),
    )
    expect(await storedState(BAKERY)).toEqual(bakeryVisit.cache)
    expect(await storedState(BIKE_SHOP)).toEqual(bikeShopVisit.cache)
    listing.release()
  })

  it('stores nothing from a second provider of the page with the same sessionKey, which would write over the first', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => warn.mockRestore())
    const first = mount(BAKERY)
    const { cache } = await untilWhole(first, BAKERY)
    const second = mount(BAKERY, 5)
    // Said when the second session decides, before it would have read or written anything.
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('one `sessionKey`')))
    await waitFor(() => expect(second.shown()).not.toHaveLength(0))
    await waitFor(() => expect(second.result.current.set.data?.syncing).toBeFalsy())
    // The second's set (5 a page) is not stored beside or over the first's.
    const stored = await storedState(BAKERY)
    expect(Object.keys(stored.sets!.sets)).toEqual(Object.keys(cache.sets!.sets))
    expect(stored.records).toEqual(cache.records)
  })
})

describe('persist, a set of more than one chunk', () => {
  const state = useSandboxServer({
    volume: { invoicesPerCompany: 1, bankTransactionsPerCompany: CHUNK_RECORDS + 40, extraGlLinesPerCompany: 0 },
  })
  beforeEach(async () => {
    await clearBookkeepingCache()
  })

  function mount() {
    const queryClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider
        baseUrl={TEST_BASE_URL}
        fetchToken={sandboxTokenFetcher(state.sandbox, { userId: BAKERY })}
        queryClient={queryClient}
        persist
        sessionKey={BAKERY}
      >
        {children}
      </BookkeepingProvider>
    )
    // Every set the cache holds, as it changes: how many records, and whether it says "so far".
    const seen: Array<{ count: number; soFar: boolean }> = []
    queryClient.getQueryCache().subscribe(({ query }) => {
      const set = query.state.data as BankTransactionSet | undefined
      if (query.queryKey.includes('bankTransactions') && set?.transactions && seen.at(-1)?.count !== set.transactions.length)
        seen.push({ count: set.transactions.length, soFar: set.syncing !== undefined })
    })
    const page = renderHook(() => useBankTransactions(), { wrapper })
    return { ...page, seen, shown: () => page.result.current.data?.transactions ?? [] }
  }

  it('shows its newest chunk first, saying so far, then the whole set, before asking only for what changed since', async () => {
    const first = mount()
    await waitFor(() => {
      expect(first.shown()).not.toHaveLength(0)
      expect(first.result.current.data?.syncing).toBeUndefined()
    })
    const ids = idsOf(first.shown())
    expect(ids.length).toBeGreaterThan(CHUNK_RECORDS)
    await untilStored(async () =>
      expect(lineOf(await storedState(BAKERY))).toMatchObject({ count: ids.length, bounds: [expect.anything()] }),
    )
    first.unmount()
    const listing = holdListing()

    const revisit = mount()
    await waitFor(() => expect(idsOf(revisit.shown())).toEqual(ids))
    expect(revisit.result.current.data?.syncing).toBeUndefined()
    // The newest chunk, "so far", then the whole set: no listing answer came in between.
    expect(revisit.seen).toEqual([
      { count: CHUNK_RECORDS, soFar: true },
      { count: ids.length, soFar: false },
    ])
    await waitFor(() => expect(listing.held).toHaveLength(1))
    expect(listing.held[0]!.get('lastUpdatedDate')).toBe(lineOf(await storedState(BAKERY)).lastUpdatedDate)
    listing.release()
  })

  it('keeps saying so far when its older chunks do not add up, and walks the whole listing again', async () => {
    const first = mount()
    await waitFor(async () => expect(lineOf(await storedState(BAKERY))?.bounds).toHaveLength(1))
    const ids = idsOf(first.shown())
    first.unmount()
    // The second chunk is gone (a browser evicting part of the store would leave it so).
    await del([(await storedState(BAKERY)).digest, QUEUE_SET, 1], cacheStore())
    const listing = holdListing()

    const revisit = mount()
    await waitFor(() => expect(listing.held).toHaveLength(1))
    // The newest chunk is shown, "so far", and the listing is walked from its start.
    expect(revisit.seen).toEqual([{ count: CHUNK_RECORDS, soFar: true }])
    expect(listing.held[0]!.get('lastUpdatedDate')).toBeNull()
    listing.release()
    await waitFor(() => expect(revisit.result.current.data?.syncing).toBeUndefined())
    expect(idsOf(revisit.shown())).toEqual(ids)
  })

  /** Holds every bank-transaction listing request until `release()`, recording its headers. */
  const holdListing = () => holdGets(state.server, LISTING)
})
