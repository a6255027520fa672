import {
  useInfiniteQuery,
  useQuery,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { useBookkeepingContext, type BookkeepingContextValue } from './context'
import { useScopedQueryKey } from './queryScope'

/**
 * Every read hook's one pattern: its options made from the provider's context, its key kept to this
 * provider's session (an answer cached for another user is never read), and the provider's
 * QueryClient. A hook that skipped one of these read stale or foreign answers, or none.
 */
export function useRead<TQueryFnData, TData, TKey extends QueryKey>(
  options: (context: BookkeepingContextValue) => UseQueryOptions<TQueryFnData, Error, TData, TKey>,
): UseQueryResult<TData> {
  const context = useBookkeepingContext()
  const made = options(context)
  useScopedQueryKey(made.queryKey)
  return useQuery(made, context.queryClient)
}

/** `useRead` for a list read page by page. */
export function useReadPages<TPage, TData, TKey extends QueryKey, TPageParam>(
  options: (context: BookkeepingContextValue) => UseInfiniteQueryOptions<TPage, Error, TData, TKey, TPageParam>,
): UseInfiniteQueryResult<TData> {
  const context = useBookkeepingContext()
  const made = options(context)
  useScopedQueryKey(made.queryKey)
  return useInfiniteQuery(made, context.queryClient)
}

/** Query switches a host may set on any read hook. */
export interface ReadHookOptions {
  /** `false` keeps the query idle (for example until a filter is complete). */
  enabled?: boolean
}
