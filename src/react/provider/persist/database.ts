// Loaded on demand: only a provider with `persist` on, or a call of `clearBookkeepingCache()`, brings it.
import type { QueryCacheNotifyEvent, QueryClient, QueryKey } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { persistQueryClientRestore, persistQueryClientSave, type AsyncStorage, type Persister } from '@tanstack/query-persist-client-core'
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval'
import type { ResolvedServiceProfile } from '../../../api/service'
import type { GridLayoutsByList, SessionGridLayouts } from '../gridLayouts'
import { readLayouts } from './layouts'
import type { BookkitKeys } from '../../../core/store/keys'
import { fromStored, inScope, isStoredQuery, toStored } from './queries'
import { CACHE_KEY_PREFIX, expiryOf, LAYOUTS_PREFIX, type StoredEntry } from './entries'
import { CLEARING, STORING, storingDigests, type StoringQuestion } from './pageSessions'
import { keepSetsStored } from './keepSets'
import { dropSets, restoreSets, type SetStorage, type SetWrites } from './sets'
import { LONGEST_TIMER, sweep, sweepUntil } from './sweep'

/** The package version, set by the build (vite.config.ts `define`). */
declare const BOOKKIT_PACKAGE_VERSION: string

/**
 * Bumped when what is stored changes shape: a cache stored by an earlier layout is dropped, not
 * read. 2: bank-transaction sets stored record by record. 3: in chunks of records (chunks.ts).
 */
const LAYOUT = 3

/** What one session's stored cache is read and written with. */
export interface StoredCacheOptions {
  queryClient: QueryClient
  keys: BookkitKeys
  maxAge: number
  /**
   * What the stored cache is only valid for, beside the package version: who (the digest of the
   * `sessionKey`, never the id; `undefined` where none can be made, and then nothing is stored),
   * where, and how the service is spoken to.
   */
  digest: Promise<string | undefined>
  baseUrl: string
  service: ResolvedServiceProfile
  /** The session's bank-transaction writes: their pool makes the records read back lean (src/core/queue/leanTransactions.ts). */
  writes: SetWrites
  /** Aborted when the session closes: from then on nothing more is restored or stored. */
  closed: AbortSignal
  /**
   * Whether the session's provider has unmounted: the session closes a task later (unless StrictMode
   * mounts it again at once), and a session of the same user mounted in its place stores meanwhile.
   */
  leaving: () => boolean
}

/** bookkit's IndexedDB store; each session opens its own handle, and so does each sign-out. */
const openStore = (): UseStore => createStore('bookkit', 'cache')

/**
 * The QueryClient as the persistence packages type it. They pin the query-core release they were
 * published with, and its classes differ in TypeScript from the release the host's React Query
 * brings; at run time they work on the same client (dehydrate and hydrate read only its caches).
 */
type PersistableClient = Parameters<typeof persistQueryClientSave>[0]['queryClient']

/** Cache events that change what a query holds (not an observer coming or going). */
const CHANGES = new Set<QueryCacheNotifyEvent['type']>(['added', 'removed', 'updated'])

/**
 * What a stored cache is only valid for: this package version, base address and service profile
 * (a function of the profile, an invoice sort, counts by its source text). Any change drops it.
 * The user is in the key.
 */
function busterOf({ baseUrl, service }: StoredCacheOptions): string {
  const valid = { bookkit: BOOKKIT_PACKAGE_VERSION, layout: LAYOUT, baseUrl, service }
  return JSON.stringify(valid, (_member, value: unknown) => (typeof value === 'function' ? String(value) : value))
}

/**
 * TanStack's async-storage persister over IndexedDB, for the entry under `key`. It is typed for
 * string storages but hands `serialize`'s result to the storage as it is: IndexedDB keeps the
 * structured object (a JSON text of 20,000 bank transactions would be 40 MB to build and parse on
 * the main thread). Once `stopped` it writes nothing, not even a save it had already throttled.
 * `restored` hears when the entry it read expires.
 */
function sessionPersister(
  store: UseStore,
  key: string,
  scope: QueryKey,
  maxAge: number,
  stopped: AbortSignal,
  restored: (expiry: number) => void,
): Persister {
  const storage: AsyncStorage<StoredEntry> = {
    getItem: async (stored) => {
      const entry = await get<StoredEntry>(stored, store)
      if (entry === undefined) return undefined
      const expiry = expiryOf(entry)
      if (expiry > Date.now()) {
        restored(expiry)
        return entry
      }
      // Past the maxAge it was written with, which may be shorter than this session's.
      await del(stored, store)
      return undefined
    },
    setItem: (stored, value) => (stopped.aborted ? undefined : set(stored, value, store)),
    removeItem: (stored) => del(stored, store),
  }
  return createAsyncStoragePersister({
    storage: storage as unknown as AsyncStorage<string>,
    key,
    serialize: (client) => ({ ...toStored(client, scope), maxAge }) satisfies StoredEntry as unknown as string,
    deserialize: (stored) => fromStored(stored as unknown as StoredEntry, scope, maxAge),
  })
}

/**
 * Restores the session's stored cache into its query cache (unless it belongs to another version,
 * address or profile, or is older than `maxAge`: then it is dropped), and resolves once that is
 * done; from then on saves the session's cache whenever it settles, until the session closes or a
 * sign-out clears the store. Meanwhile what no session may read any more goes (see `sweep`), and
 * any entry once it expires. A second session of the page for the same `sessionKey` stores nothing:
 * two providers would write over each other's entries. A session whose provider has unmounted is
 * not a first one: it closes a task later, and a provider mounted in its place (a revisit, a
 * remount) may start before that task, since a digest may be known sooner.
 */
export async function persistSessionCache(options: StoredCacheOptions): Promise<void> {
  const { keys, maxAge, closed } = options
  // Off when the session closes, or when a sign-out clears the stored cache (even before the digest is known).
  const switchOff = new AbortController()
  closed.addEventListener('abort', () => switchOff.abort(), { once: true })
  globalThis.addEventListener(CLEARING, () => switchOff.abort(), { signal: switchOff.signal })
  const digest = await options.digest
  if (digest === undefined || switchOff.signal.aborted) return
  if (storingDigests(true).has(digest)) {
    console.warn(
      'bookkit: two providers on this page have `persist` with one `sessionKey`; only the first stores its cache. Give each its own `sessionKey` (for example the user and the company).',
    )
    return
  }
  globalThis.addEventListener(
    STORING,
    (event) => {
      const { digests, staying } = (event as CustomEvent<StoringQuestion>).detail
      if (!staying || !options.leaving()) digests.add(digest)
    },
    { signal: switchOff.signal },
  )
  const key = CACHE_KEY_PREFIX + digest
  const store = openStore()
  const queryClient = options.queryClient as unknown as PersistableClient
  const scope = keys.all

  // TanStack's advice for persisted queries: a query is kept in memory as long as it may be
  // restored. Collected after 5 minutes off screen, it would leave the stored cache at the next save.
  options.queryClient.setQueryDefaults(scope, { gcTime: Math.min(maxAge, LONGEST_TIMER) })
  let firstExpiry = Infinity
  const persister = sessionPersister(store, key, scope, maxAge, switchOff.signal, (expiry) => (firstExpiry = expiry))
  const buster = busterOf(options)
  const sets: SetStorage = { store, digest, scope, queryClient: options.queryClient, buster, maxAge, writes: options.writes }
  // Throws (after dropping what is stored) when it cannot be read: the queries then fetch as without persist.
  const [firstSweep, , restored] = await Promise.all([
    sweep(store),
    persistQueryClientRestore({ queryClient, persister, buster, maxAge }),
    restoreSets(sets, switchOff.signal).catch(async (error: unknown) => {
      await dropSets(store, digest)
      throw error
    }),
  ])
  const storedSets = restored.entry
  // Closed while reading: what was just restored must not outlive the session.
  if (closed.aborted) queryClient.removeQueries({ queryKey: scope })
  if (switchOff.signal.aborted) return
  sweepUntil(
    switchOff.signal,
    store,
    maxAge,
    Math.min(firstSweep, firstExpiry, storedSets ? storedSets.timestamp + storedSets.maxAge : Infinity),
  )
  // Once the sets read back are whole: what the storage holds is then what the cache holds.
  void restored.rest.then(() => switchOff.signal.aborted || keepSetsStored(sets, storedSets, switchOff.signal))

  const save = () => {
    // Only a settled cache is stored: a set in the middle of a sync never replaces the last whole
    // one, and nothing is left out because it was being fetched at that instant.
    if (queryClient.isFetching({ queryKey: scope }) > 0) return
    void persistQueryClientSave({
      queryClient,
      persister,
      buster,
      dehydrateOptions: { shouldDehydrateQuery: (query) => isStoredQuery(query, scope), shouldDehydrateMutation: () => false },
    })
  }
  const unsubscribe = options.queryClient.getQueryCache().subscribe((event) => {
    if (CHANGES.has(event.type) && inScope(event.query.queryKey, scope)) save()
  })
  switchOff.signal.addEventListener('abort', unsubscribe, { once: true })
}

/**
 * Reads the list layouts stored for the user of `digest` into the session's, and from then on
 * stores each change, until the session closes. The user's columns are no cache: they never
 * expire, and stay when the cache cannot be read (a layout that cannot be read is no layout).
 */
export async function keepGridLayouts(
  session: SessionGridLayouts,
  digest: Promise<string | undefined>,
  closed: AbortSignal,
): Promise<void> {
  const user = await digest
  if (typeof indexedDB === 'undefined' || user === undefined) return
  try {
    const key = LAYOUTS_PREFIX + user
    const layouts = readLayouts(await get(key, openStore()))
    if (closed.aborted) return
    const store = (changed: GridLayoutsByList) => void (closed.aborted || set(key, changed, openStore()).catch(() => undefined))
    session.stored = { layouts, store }
    session.layouts?.keepIn(layouts, store)
  } catch {
    // Nothing stored can be read here: the lists start from their defaults.
  }
}

/** Removes the cache and the list layouts stored for the user of `digest`: they signed out (the next session is another user's). */
export async function dropStoredCache(digest: string | undefined): Promise<void> {
  if (digest === undefined) return
  const store = openStore()
  await Promise.all([del(CACHE_KEY_PREFIX + digest, store), del(LAYOUTS_PREFIX + digest, store), dropSets(store, digest)])
}

/** Stops every session on this page from saving, then removes every stored cache, whoever's. */
export async function clearStoredCache(): Promise<void> {
  globalThis.dispatchEvent(new Event(CLEARING))
  // A browser without IndexedDB (or a server render) has nothing stored.
  if (typeof indexedDB === 'undefined') return
  await clear(openStore())
}
