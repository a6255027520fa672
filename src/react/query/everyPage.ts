import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Reads every page of an infinite query, one after another, while it is mounted: a balance over
 * time or the receivables need them all. Stops at a failed page (its retry is the caller's) and
 * where the pages stall.
 */
export function useEveryPage<Pages extends { pages: readonly unknown[]; stalled: unknown }>(
  result: UseInfiniteQueryResult<Pages>,
  enabled = true,
): void {
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, isFetching, fetchNextPage } = result
  const more = enabled && data !== undefined && hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !isFetching && !data.stalled
  // Which page to read next, while one is to be read; none while a page loads: one page at a time.
  // It moves on as each page lands, even when the service answered before the loading was rendered.
  const nextPage = more ? data.pages.length + 1 : undefined
  useEffect(() => {
    if (nextPage !== undefined) void fetchNextPage({ cancelRefetch: false })
  }, [nextPage, fetchNextPage])
}
