import { useEffect, useRef } from 'react'

/** The load callbacks every list component takes, Stripe style. */
export interface LoadCallbacks {
  /** A request for the component's data started (first page, next page or retry). */
  onLoadStart?: () => void
  /** Loading failed for good (after the automatic retries); the component shows the error and a retry. */
  onLoadError?: (error: Error) => void
}

/** Calls `onLoadStart` when fetching begins and `onLoadError` once per failure of a query. */
export function useLoadCallbacks({ fetching, error }: { fetching: boolean; error: Error | null }, { onLoadStart, onLoadError }: LoadCallbacks): void {
  const latest = useRef({ onLoadStart, onLoadError })
  latest.current = { onLoadStart, onLoadError }
  useEffect(() => {
    if (fetching) latest.current.onLoadStart?.()
  }, [fetching])
  useEffect(() => {
    if (error) latest.current.onLoadError?.(error)
  }, [error])
}
