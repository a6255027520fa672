// How the queue reads its synced set: every change noted as it is made, and the set its suggestions'
// parts read a render behind. A hook of its own: the queue's component holds its render.
import { useDeferredValue, useEffect } from 'react'
import type { BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { useBookkeepingContext } from '../../react/provider/context'

/**
 * Notes every change of the session's sets from now on (two merged before a render are followed by
 * their records; loaded after the rows paint, until then the queue follows its set change by
 * change), and answers the set the suggestions' parts (rules, matches, transfers) read: a render
 * behind when a key changed it (Enter's save), so the row moved to paints first and their work
 * follows in a render that yields to the page between them.
 */
export function useQueueSet(set: BankTransactionSet | undefined): BankTransactionSet | undefined {
  const { queryClient } = useBookkeepingContext()
  useEffect(() => {
    void import('../../react/queue/setChangeLog').then(
      (log) => log.noteSetChanges(queryClient),
      () => undefined,
    )
  }, [queryClient])
  return useDeferredValue(set)
}
