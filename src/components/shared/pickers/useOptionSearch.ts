import { useEffect, useState } from 'react'
import type { OptionSearch, PickerOption } from '../../../core/forms/optionSource'
import { useLatestRef } from '../hooks/useLatestRef'

/** Where an option search stands. */
export type OptionSearchStatus = 'idle' | 'loading' | 'ready' | 'error'

interface Settled<T> {
  query: string
  status: 'ready' | 'error'
  results: readonly T[]
}

/**
 * Calls the host's search function for `query` while `enabled`, cancelling the previous call. The
 * latest function is read through a ref: a host passing a new arrow function on every render does
 * not restart the search. While a newer query runs, the last results stay on screen.
 */
export function useOptionSearch<T extends PickerOption>(
  search: OptionSearch<T>,
  query: string,
  enabled: boolean,
): { status: OptionSearchStatus; results: readonly T[] } {
  const latest = useLatestRef(search)
  const [settled, setSettled] = useState<Settled<T>>()
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    latest.current(query, { signal: controller.signal }).then(
      (results) => {
        if (!controller.signal.aborted) setSettled({ query, status: 'ready', results })
      },
      () => {
        if (!controller.signal.aborted) setSettled({ query, status: 'error', results: [] })
      },
    )
    return () => controller.abort()
  }, [query, enabled, latest])
  if (!enabled) return { status: 'idle', results: settled?.results ?? [] }
  if (!settled || settled.query !== query) return { status: 'loading', results: settled?.results ?? [] }
  return { status: settled.status, results: settled.results }
}
