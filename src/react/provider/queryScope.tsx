import { hashKey, useIsRestoring, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react'

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

/** What holds a read: TanStack's `QueryObserver`, or `InfiniteQueryObserver` for a read page by page. */
type ReadObserver<TOptions> = new (queryClient: QueryClient, options: TOptions) => { subscribe(listener: () => void): () => void }

/**
 * Sends a read from the commit that mounts its component (a layout effect: before the page's first
 * paint, where TanStack Query's own subscription waits for the passive effects, a frame or more
 * later), never from a render: React may pause a render or throw it away, and StrictMode renders
 * twice. An observer of its own holds the read from that commit until a task after the component
 * lets go of it: StrictMode's rehearsal (an unmount and a mount at once) then neither aborts the
 * request nor sends it again, and an unmount still cancels it. Idle while a stored cache is read
 * back; the observer itself sends nothing for a read switched off or never fetched (`skipToken`:
 * its data is written by another query's function, such as a lookup's progress).
 */
export function useReadFromCommit<TOptions extends { queryKey: QueryKey; enabled?: unknown }>(
  queryClient: QueryClient,
  options: TOptions,
  Observer: ReadObserver<TOptions>,
): void {
  const restoring = useIsRestoring()
  const read = hashKey(options.queryKey)
  useLayoutEffect(() => {
    if (restoring) return
    const unsubscribe = new Observer(queryClient, options).subscribe(() => undefined)
    return () => void setTimeout(unsubscribe, 0)
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- a later render's options are the same read while its key is, and each caller's observer is one class
  }, [queryClient, read, restoring, options.enabled])
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
