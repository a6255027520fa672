// The bank-transaction sets' changes noted as the query cache takes them (src/core/queue/setChanges.ts):
// a write and a sync page merged before a reader renders are both noted, so the reader catches up
// by their records. Installed by the readers that follow a set (the queue, `persist`), not by the
// sync: a page that only shows the set carries none of it.
import type { QueryClient } from '@tanstack/react-query'
import type { BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { noteChange } from '../../core/queue/setChanges'

const noting = new WeakSet<QueryClient>()

/** From now on, notes each change the query cache's bank-transaction sets take; once per client. */
export function noteSetChanges(queryClient: QueryClient): void {
  if (noting.has(queryClient)) return
  noting.add(queryClient)
  // The cache tells its listeners of every write as it is made, before the next one.
  queryClient.getQueryCache().subscribe(({ query }) => {
    const set = query.state.data as Partial<BankTransactionSet> | undefined
    if (set?.change && Array.isArray(set.transactions)) noteChange(set as BankTransactionSet)
  })
}
