import { hashKey, skipToken, useIsRestoring, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react'

/**
 * The queries one component has read, so that its render-error "Try again" drops exactly those
 * answers: a crash in one list must not make the lists beside it load their pages again.
 */
export class QueryScope {
  private readonly read = new Map<string, QueryKey>()

  /** Notes that the component read `queryKey`; idempotent, so a render may call it every time. */
  add(queryKey: QueryKey): void {
    const hash = hashKey(queryKey)
    if (!this.read.has(hash)) this.read.set(hash, queryKey)
  }

  /** Every query key the component has read, once each. */
  queryKeys(): QueryKey[] {
    return [...this.read.values()]
  }
}

const QueryScopeContext = createContext<QueryScope | null>(null)

/** Collects the queries read below it into one scope: what one component's error boundary may reset. */
export function QueryScopeProvider({ children }: { children?: ReactNode }) {
  const [scope] = useState(() => new QueryScope())
  return <QueryScopeContext.Provider value={scope}>{children}</QueryScopeContext.Provider>
}

/** The nearest component's query scope, if any (hooks used outside a bookkit component have none). */
export function useQueryScope(): QueryScope | null {
  return useContext(QueryScopeContext)
}

/**
 * Records `queryKey` in the nearest scope. During render on purpose: a render error thrown by the
 * data this query answered comes before any effect would run.
 */
export function useScopedQueryKey(queryKey: QueryKey): void {
  useQueryScope()?.add(queryKey)
}

/** For `useSyncExternalStore`: nothing to subscribe to, only whether this render is a browser's own. */
const unsubscribed = () => () => undefined
const browserRender = () => true
const serverRender = () => false

/**
 * Sends a read from the render that first asks for it, as a suspense query would, rather than from
 * the effect that subscribes it after the page's first commit and paint: first content then waits
 * one round trip after the mount, not a frame or more besides. Never on a server or in a component
 * that hydrated a server's HTML (its effect sends the read then), while a stored cache is read
 * back, for a read switched off, for one the cache already holds, or for one that is never fetched
 * (`skipToken`: its data is written by another query's function, such as a lookup's progress).
 */
export function useReadNow<TOptions extends { queryKey: QueryKey; enabled?: unknown; queryFn?: unknown }>(
  queryClient: QueryClient,
  options: TOptions,
  prefetch: 'prefetchQuery' | 'prefetchInfiniteQuery',
): void {
  const restoring = useIsRestoring()
  // Whether the component was first rendered by the browser itself: one that hydrated a server's
  // HTML leaves its read to the effect, since a read sent from its render changes what the
  // components still hydrating beside it render from the same cache.
  const [browser] = useState(useSyncExternalStore(unsubscribed, browserRender, serverRender))
  if (!browser || restoring || options.enabled === false || options.queryFn === skipToken || queryClient.getQueryState(options.queryKey))
    return
  void (queryClient[prefetch] as (options: TOptions) => Promise<void>)(options)
}

/**
 * What a read shows while its component hydrates a server's HTML: what the server rendered,
 * nothing read yet. A part that hydrates late (a lazy part, a host's Suspense boundary streamed
 * after the rest) would otherwise render an answer that arrived meanwhile, where the server's HTML
 * has its loading state: React's hydration error 418, and the whole page rendered again. Once
 * hydrated, the component renders again with what the cache holds.
 */
export function useAsServerWhileHydrating<T extends { status: string }>(result: T): T {
  const hydrating = !useSyncExternalStore(unsubscribed, browserRender, serverRender)
  if (!hydrating || result.status === 'pending') return result
  return {
    ...result,
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: 'idle',
    isPending: true,
    isSuccess: false,
    isError: false,
    isLoading: false,
    isFetching: false,
    hasNextPage: false,
  }
}
