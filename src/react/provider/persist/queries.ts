import { hashKey, type QueryKey } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/query-persist-client-core'

/** A query of the stored cache as TanStack dehydrates it. */
type DehydratedQuery = PersistedClient['clientState']['queries'][number]

/**
 * Whether a query a revisit needs before its first answer is stored in TanStack's entry, by its key
 * after the session's scope (`['bookkit', scope, ...]`, see ../keys.ts): each invoice list and ledger,
 * the closing, the notification settings and the balances of closed, locked dates. The
 * bank-transaction sets are stored in chunks beside it (sets.ts); never the bank-transaction marker (an instant of this page only), nor
 * an invoice looked up by id.
 */
function isStoredKey(key: readonly unknown[]): boolean {
  switch (key[0]) {
    case 'invoices':
      return key[1] === 'list'
    case 'generalLedger':
      return key[2] === 'list'
    case 'glBalances':
      // A balance inside a period closed to changes: it cannot change (accountReads.ts).
      return key[3] === 'locked'
    case 'closing':
    case 'notificationSettings':
      return true
    default:
      return false
  }
}

/** Whether a query of `queryKey` belongs to the session whose keys start with `scope`. */
export function inScope(queryKey: QueryKey, scope: QueryKey): boolean {
  return scope.every((part, index) => queryKey[index] === part)
}

/** The filter of what is stored: this session's queries of those kinds that hold an answer. */
export function isStoredQuery(query: { queryKey: QueryKey; state: { data: unknown } }, scope: QueryKey): boolean {
  return inScope(query.queryKey, scope) && isStoredKey(query.queryKey.slice(scope.length)) && query.state.data !== undefined
}

/**
 * `client` as stored: each key relative to the session's scope (the scope holds a React id that a
 * later page load may number differently), a list's first page only (a revisit shows it, and its
 * refetch then asks for one page instead of every page scrolled through), and the state of an
 * answer (the last error, if a refetch failed since, is not stored: it may hold what no storage can).
 */
export function toStored(client: PersistedClient, scope: QueryKey): PersistedClient {
  const queries = client.clientState.queries.map((query): DehydratedQuery => {
    const queryKey = query.queryKey.slice(scope.length)
    const data = query.queryType === 'infinite' ? firstPage(query.state.data) : query.state.data
    const state = {
      ...query.state,
      data,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    }
    return { ...query, queryKey, queryHash: hashKey(queryKey), state }
  })
  return { ...client, clientState: { mutations: [], queries } }
}

/**
 * `stored` in the current session's scope, every query marked stale: an answer from an earlier page
 * load is shown at once and asked again as soon as a component reads it. An answer older than
 * `maxAge` is left out, though saved again since (kept in memory, off screen).
 */
export function fromStored(stored: PersistedClient, scope: QueryKey, maxAge: number): PersistedClient {
  const recent = stored.clientState.queries.filter((query) => Date.now() - query.state.dataUpdatedAt <= maxAge)
  const queries = recent.map((query): DehydratedQuery => {
    const queryKey = [...scope, ...query.queryKey]
    return { ...query, queryKey, queryHash: hashKey(queryKey), state: { ...query.state, isInvalidated: true } }
  })
  return { ...stored, clientState: { mutations: [], queries } }
}

/** An infinite query's data with its first page only. */
function firstPage(data: unknown): unknown {
  const { pages, pageParams } = data as { pages: unknown[]; pageParams: unknown[] }
  return { ...(data as object), pages: pages.slice(0, 1), pageParams: pageParams.slice(0, 1) }
}
