import { useEffect } from 'react'
import { asBookkeepingError, type BookkeepingError } from '../../../api/errors'
import { useLatestRef } from '../hooks/useLatestRef'

/** The load callbacks every component takes, Stripe style. */
export interface LoadCallbacks {
  /** The component started loading data: a list's first page, a new query after a filter or sort change, a retry, the next page; a form's closing or settings. */
  onLoadStart?: () => void
  /**
   * Loading failed for good (after the automatic retries); the component shows the error and a
   * retry. Switch on `error.kind` (`network`, `auth`, `forbidden`, `notFound`, `service`, `badAnswer`).
   */
  onLoadError?: (error: BookkeepingError) => void
}

/** Calls `onLoadStart` when fetching begins and `onLoadError` once per failure of a query. */
export function useLoadCallbacks({ fetching, error }: { fetching: boolean; error: Error | null }, callbacks: LoadCallbacks): void {
  const latest = useLatestRef(callbacks)
  useEffect(() => {
    if (fetching) latest.current.onLoadStart?.()
  }, [fetching, latest])
  useEffect(() => {
    if (error) latest.current.onLoadError?.(asBookkeepingError(error))
  }, [error, latest])
}
