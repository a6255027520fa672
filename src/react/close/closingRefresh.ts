import type { QueryClient } from '@tanstack/react-query'
import { isClosedPeriodRefusal, type WriteOutcome } from '../../api/writes/outcome'
import type { BookkitKeys } from '../../core/store/keys'

/**
 * Reads every company's closing again when the service refused an item of a write for the closed
 * period: the books were closed since the closing was read, and the rows and forms on screen that
 * it now locks should say so instead of offering the same refused change again.
 */
export function refreshClosingAfterRefusal(
  queryClient: QueryClient,
  keys: BookkitKeys,
  outcomes: ReadonlyArray<WriteOutcome<unknown>>,
): void {
  if (!outcomes.some(isClosedPeriodRefusal)) return
  // The closing's key without its company part: the refused record's company is not always known here.
  void queryClient.invalidateQueries({ queryKey: keys.closing(undefined).slice(0, -1) })
}
