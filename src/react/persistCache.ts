// Loaded on demand: only a provider with `persist` on, or a call of `clearBookkeepingCache()`, brings it.
import type { QueryCacheNotifyEvent, QueryKey } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { persistQueryClientRestore, persistQueryClientSave, type AsyncStorage, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import type { StoredCacheOptions } from './storedCache'
import { fromStored, inScope, isStoredQuery, toStored } from './storedQueries'

/** The package version, set by the build (vite.config.ts `define`). */
declare const BOOKKIT_PACKAGE_VERSION: string

/** The one key of bookkit's own IndexedDB store: a page keeps one stored cache, for one user. */
const CACHE_KEY = 'queries'

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

/**
 * What a stored cache is only valid for: this package version, base address, user and service
 * profile (a function of the profile, an invoice sort, counts by its source text). Any change drops it.
 */
function busterOf({ baseUrl, sessionKey, service }: StoredCacheOptions): string {
  const valid = { bookkit: BOOKKIT_PACKAGE_VERSION, baseUrl, sessionKey, service }
  return JSON.stringify(valid, (_member, value: unknown) => (typeof value === 'function' ? String(value) : value))
}

/**
 * TanStack's async-storage persister over IndexedDB. It is typed for string storages but hands
 * `serialize`'s result to the storage as it is: IndexedDB keeps the structured object (a JSON text
 * of 20,000 bank transactions would be 40 MB to build and parse on the main thread). Once `stopped`
 * it writes nothing, not even a save it had already throttled.
 */
function sessionPersister(scope: QueryKey, maxAge: number, stopped: AbortSignal): Persister {
  const storage: AsyncStorage<PersistedClient> = {
    getItem: (key) => get<PersistedClient>(key, cacheStore()),
    setItem: (key, value) => (stopped.aborted ? undefined : set(key, value, cacheStore())),
    removeItem: (key) => del(key, cacheStore()),
  }
  return createAsyncStoragePersister({
    storage: storage as unknown as AsyncStorage<string>,
    key: CACHE_KEY,
    serialize: (client) => toStored(client, scope) as unknown as string,
    deserialize: (stored) => fromStored(stored as unknown as PersistedClient, scope, maxAge),
  })
}

/**
 * Restores the session's stored cache into its query cache (unless it belongs to another user,
 * version, address or profile, or is older than `maxAge`: then it is dropped), and resolves once
 * that is done; from then on saves the session's cache whenever it settles, until the session closes.
 */
export async function persistSessionCache(options: StoredCacheOptions): Promise<void> {
  const { keys, maxAge, closed } = options
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
  const persister = sessionPersister(scope, maxAge, switchOff.signal)
  const buster = busterOf(options)
  // Throws (after dropping what is stored) when it cannot be read: the queries then fetch as without persist.
  await persistQueryClientRestore({ queryClient, persister, buster, maxAge })
  // Closed while reading: what was just restored must not outlive the session.
  if (closed.aborted) queryClient.removeQueries({ queryKey: scope })
  if (switchOff.signal.aborted) return

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

/** Removes the stored cache (the next session is another user's). */
export async function dropStoredCache(): Promise<void> {
  await del(CACHE_KEY, cacheStore())
}

/** Stops every session on this page from saving, then removes the stored cache. */
export async function clearStoredCache(): Promise<void> {
  for (const switchOff of [...saving]) switchOff.abort()
  // A browser without IndexedDB (or a server render) has nothing stored.
  if (typeof indexedDB === 'undefined') return
  await dropStoredCache()
}
