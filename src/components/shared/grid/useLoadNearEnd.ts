import { useEffect } from 'react'
import { useLatestRef } from '../hooks/useLatestRef'

/** How close to the last loaded row the next page starts loading. */
const NEAR_END_ROWS = 15

/** Requests the next page (`onNearEnd`) when the last rendered row nears the last loaded one and `canLoadMore`. */
export function useLoadNearEnd(canLoadMore: boolean, count: number, lastRendered: number, onNearEnd: () => void): void {
  const nearEnd = useLatestRef(onNearEnd)
  useEffect(() => {
    if (canLoadMore && count > 0 && lastRendered >= count - NEAR_END_ROWS) nearEnd.current()
  }, [canLoadMore, count, lastRendered, nearEnd])
}
