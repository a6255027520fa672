// Loaded on demand: only a provider with `persist` on, or a call of `clearBookkeepingCache()`, brings it.
import type { QueryCacheNotifyEvent, QueryKey } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { persistQueryClientRestore, persistQueryClientSave, type AsyncStorage, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core'
import { clear, createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval'
import type { StoredCacheOptions } from './storedCache'
import { fromStored, inScope, isStoredQuery, toStored } from './storedQueries'
import { dropSets, keepSetsStored, recordsRange, restoreSets, setsKey, type SetStorage } from './storedSets'

/** The package version, set by the build (vite.config.ts `define`). */
declare const BOOKKIT_PACKAGE_VERSION: string

/**
 * How this release keys a user's stored cache in bookkit's own IndexedDB store: by the SHA-256 of
 * their `sessionKey` (its digest), which finds their entries again and never stores the id itself:
 * `queries:<digest>` (the small queries, TanStack's entry), `sets:<digest>` and one entry per
 * bank transaction (storedSets.ts). Any other key is an earlier release's (a plain `queries`, whose
 * buster named the user).
 */
const CACHE_KEY_PREFIX = 'queries:'

/**
 * Bumped when what is stored changes shape: a cache stored by an earlier layout is dropped, not
 * read. 2: bank-transaction sets stored record by record.
 */
const LAYOUT = 2

/** A stored cache as kept: TanStack's (`timestamp` is when it was written) and the `maxAge` it was written with. */
interface StoredEntry extends PersistedClient {
  maxAge: number
}

let store: UseStore | undefined
/** bookkit's IndexedDB store, opened on first use. */
function cacheStore(): UseStore {
  store ??= createStore('bookkit', 'cache')
  return store
}

/** The sessions on this page that save their cache, each by its switch: a sign-out stops them all. */
const saving = new Set<AbortController>()

/**
 * The QueryClient as the persistence packages type it. They pin the query-core release they were
 * published with, and its classes differ in TypeScript from the release the host's React Query
 * brings; at run time they work on the same client (dehydrate and hydrate read only its caches).
 */
type PersistableClient = Parameters<typeof persistQueryClientSave>[0]['queryClient']

/** The longest delay a browser timer takes (a longer one fires at once). */
const LONGEST_TIMER = 2 ** 31 - 1

/** Cache events that change what a query holds (not an observer coming or going). */
const CHANGES = new Set<QueryCacheNotifyEvent['type']>(['added', 'removed', 'updated'])

/** The digest `sessionKey`'s stored entries are named by. Rejects where `crypto.subtle` is missing (a page not served over HTTPS): nothing is stored there. */
export async function sessionDigest(sessionKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sessionKey))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The key of `sessionKey`'s stored small queries (TanStack's entry). */
export async function storedCacheKey(sessionKey: string): Promise<string> {
  return CACHE_KEY_PREFIX + (await sessionDigest(sessionKey))
}

/** Keys below every array: the entries named by a string (each session's two), not its records. */
const named = () => IDBKeyRange.upperBound([], true)

/** When a stored entry expires, by what it recorded; at once for one it cannot tell (an earlier release's). */
function expiryOf(entry: unknown): number {
  const { timestamp, maxAge } = entry as Partial<StoredEntry>
  return typeof timestamp === 'number' && typeof maxAge === 'number' ? timestamp + maxAge : -Infinity
}

/**
 * As a session starts, removes every entry but its user's: another user's (a browser keeps one
 * user's books, as a change of `sessionKey` in the page drops them too) and an earlier release's.
 * By key alone: a cache of 20,000 bank transactions is not read to be deleted, and other users'
 * records go by key range.
 */
function dropAllBut(digest: string): Promise<void> {
  const kept = new Set([CACHE_KEY_PREFIX + digest, setsKey(digest)])
  return cacheStore()('readwrite', async (entries) => {
    entries.delete(IDBKeyRange.bound([], [digest], false, true))
    entries.delete(IDBKeyRange.lowerBound([digest, []]))
    for (const other of await promisifyRequest(entries.getAllKeys(named()))) if (!kept.has(other as string)) entries.delete(other)
    return promisifyRequest(entries.transaction)
  })
}

/**
 * Removes every entry past the maxAge it was written with (a session's sets with their records),
 * in one transaction; resolves with when the next one left expires. Reads the named entries only.
 */
function dropExpired(): Promise<number> {
  return cacheStore()('readwrite', (entries) => {
    const now = Date.now()
    let next = Infinity
    const walk = entries.openCursor(named())
    walk.onsuccess = () => {
      const cursor = walk.result
      if (!cursor) return
      const expiry = expiryOf(cursor.value)
      if (expiry <= now) {
        const key = String(cursor.key)
        if (key.startsWith('sets:')) entries.delete(recordsRange(key.slice('sets:'.length)))
        cursor.delete()
      } else next = Math.min(next, expiry)
      cursor.continue()
    }
    return promisifyRequest(entries.transaction).then(() => next)
  })
}

/**
 * While a session is open: removes what expires when it does, even if its user never comes back.
 * At least every `maxAge` too, for what another tab or provider wrote meanwhile.
 */
function dropExpiredUntil(closed: AbortSignal, maxAge: number, firstExpiry: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const sweepAt = (expiry: number) => {
    if (closed.aborted) return
    const delay = Math.min(Math.max(expiry - Date.now(), 0), maxAge, LONGEST_TIMER)
    timer = setTimeout(() => void dropExpired().then(sweepAt, () => sweepAt(Infinity)), delay)
  }
  closed.addEventListener('abort', () => clearTimeout(timer), { once: true })
  sweepAt(firstExpiry)
}

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
function sessionPersister(key: string, scope: QueryKey, maxAge: number, stopped: AbortSignal, restored: (expiry: number) => void): Persister {
  const storage: AsyncStorage<StoredEntry> = {
    getItem: async (stored) => {
      const entry = await get<StoredEntry>(stored, cacheStore())
      if (entry === undefined) return undefined
      const expiry = expiryOf(entry)
      if (expiry > Date.now()) {
        restored(expiry)
        return entry
      }
      // Past the maxAge it was written with, which may be shorter than this session's.
      await del(stored, cacheStore())
      return undefined
    },
    setItem: (stored, value) => (stopped.aborted ? undefined : set(stored, value, cacheStore())),
    removeItem: (stored) => del(stored, cacheStore()),
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
 * done; from then on saves the session's cache whenever it settles, until the session closes.
 * Meanwhile every other entry goes (see `dropAllBut`), and any entry once it expires.
 */
export async function persistSessionCache(options: StoredCacheOptions): Promise<void> {
  const { keys, maxAge, closed } = options
  const digest = await sessionDigest(options.sessionKey)
  const key = CACHE_KEY_PREFIX + digest
  if (closed.aborted) return
  const queryClient = options.queryClient as unknown as PersistableClient
  const scope = keys.all
  // Off when the session closes, or when a sign-out clears the stored cache.
  const switchOff = new AbortController()
  closed.addEventListener('abort', () => switchOff.abort(), { once: true })
  saving.add(switchOff)
  switchOff.signal.addEventListener('abort', () => saving.delete(switchOff), { once: true })

  // TanStack's advice for persisted queries: a query is kept in memory as long as it may be
  // restored. Collected after 5 minutes off screen, it would leave the stored cache at the next save.
  options.queryClient.setQueryDefaults(scope, { gcTime: Math.min(maxAge, LONGEST_TIMER) })
  let firstExpiry = Infinity
  const persister = sessionPersister(key, scope, maxAge, switchOff.signal, (expiry) => (firstExpiry = expiry))
  const buster = busterOf(options)
  const sets: SetStorage = { store: cacheStore(), digest, scope, queryClient: options.queryClient, buster, maxAge }
  // Throws (after dropping what is stored) when it cannot be read: the queries then fetch as without persist.
  const [, , storedSets] = await Promise.all([
    dropAllBut(digest),
    persistQueryClientRestore({ queryClient, persister, buster, maxAge }),
    restoreSets(sets).catch(async (error: unknown) => {
      await dropSets(cacheStore(), digest)
      throw error
    }),
  ])
  // Closed while reading: what was just restored must not outlive the session.
  if (closed.aborted) queryClient.removeQueries({ queryKey: scope })
  if (switchOff.signal.aborted) return
  dropExpiredUntil(switchOff.signal, maxAge, Math.min(firstExpiry, storedSets ? storedSets.timestamp + storedSets.maxAge : Infinity))
  keepSetsStored(sets, storedSets, switchOff.signal)

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

/** Removes the cache stored for `sessionKey` (the next session is another user's). */
export async function dropStoredCache(sessionKey: string): Promise<void> {
  const digest = await sessionDigest(sessionKey)
  await Promise.all([del(CACHE_KEY_PREFIX + digest, cacheStore()), dropSets(cacheStore(), digest)])
}

/** Stops every session on this page from saving, then removes every stored cache, whoever's. */
export async function clearStoredCache(): Promise<void> {
  for (const switchOff of [...saving]) switchOff.abort()
  // A browser without IndexedDB (or a server render) has nothing stored.
  if (typeof indexedDB === 'undefined') return
  await clear(cacheStore())
}
