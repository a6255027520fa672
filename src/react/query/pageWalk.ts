import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { figureStatus, type FigureStatus } from '../../core/statements/figureStatus'

/** What a hook that reads every page of a list tells beside its figures: how far the walk has come, and whether it stopped. */
export interface PageWalkState {
  /** Whether the figures are final, sums so far (`counting`, or `stopped` by a failure), or not known (`unknown`: show none, not even zero). */
  figures: FigureStatus
  /** `false` while pages are still to read: the figures are sums so far. */
  complete: boolean
  /** No page has arrived yet. */
  isPending: boolean
  /** Whether the walk stopped: a page failed or the pages went round in circles, or an option cannot be read. */
  isError: boolean
  /** Why the walk stopped, or why an option cannot be read (a `PeriodError` naming it); `null` when nothing did. */
  error: Error | null
}

/**
 * The state of a walk over every page of `result`: `complete` as the hook counts it, `stalled` when
 * the pages went round in circles, and `optionError` when the hook's options cannot be read (the
 * query is then off, and no figure is known).
 */
export function pageWalkState(
  result: Pick<UseInfiniteQueryResult<unknown>, 'data' | 'isPending' | 'isError' | 'error'>,
  complete: boolean,
  stalled: Error | undefined,
  optionError: Error | undefined,
): PageWalkState {
  if (optionError) return { figures: 'unknown', complete, isPending: false, isError: true, error: optionError }
  const failed = result.isError || stalled !== undefined
  return {
    figures: figureStatus({ read: result.data !== undefined, complete, failed }),
    complete,
    isPending: result.isPending,
    isError: failed,
    error: result.error ?? stalled ?? null,
  }
}
