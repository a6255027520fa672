// The read hooks' one pattern (`useRead`, `useReadPages`) and the reads of one record kind each that
// need nothing more: a GL account's lines and the user's notification settings. Invoices have
// their own module (invoiceReads), the closing too (closing).
import {
  InfiniteQueryObserver,
  QueryObserver,
  useInfiniteQuery,
  useQuery,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import type { NotificationSettings } from '../../api/types'
import { useBookkeepingContext, type BookkeepingContextValue } from '../provider/context'
import { useAsServerWhileHydrating, useReadFromCommit, useScopedQueryKey } from '../provider/queryScope'
import { generalLedgerQuery, notificationSettingsQuery, type GeneralLedgerListQuery, type GeneralLedgerPages } from './queries'

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
  useReadFromCommit(context.queryClient, made, QueryObserver)
  return useAsServerWhileHydrating(useQuery(made, context.queryClient))
}

/** `useRead` for a list read page by page. */
export function useReadPages<TPage, TData, TKey extends QueryKey, TPageParam>(
  options: (context: BookkeepingContextValue) => UseInfiniteQueryOptions<TPage, Error, TData, TKey, TPageParam>,
): UseInfiniteQueryResult<TData> {
  const context = useBookkeepingContext()
  const made = options(context)
  useScopedQueryKey(made.queryKey)
  useReadFromCommit(context.queryClient, made, InfiniteQueryObserver)
  return useAsServerWhileHydrating(useInfiniteQuery(made, context.queryClient))
}

/** Query switches a host may set on any read hook. */
export interface ReadHookOptions {
  /** `false` keeps the query idle (for example until a filter is complete). */
  enabled?: boolean
}

/** One GL account's lines, page by page; `data.lines` holds every loaded line, `data.beginningBalance` page 1's. */
export function useGeneralLedger(
  glAccountId: string,
  query: GeneralLedgerListQuery = {},
  { enabled = true }: ReadHookOptions = {},
): UseInfiniteQueryResult<GeneralLedgerPages> {
  return useReadPages((context) => ({ ...generalLedgerQuery(context, glAccountId, query), enabled: enabled && glAccountId !== '' }))
}

/** The signed-in user's notification settings. */
export function useNotificationSettings({ enabled = true }: ReadHookOptions = {}): UseQueryResult<NotificationSettings> {
  return useRead((context) => ({ ...notificationSettingsQuery(context), enabled }))
}
