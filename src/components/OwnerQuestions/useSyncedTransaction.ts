import { useCallback, useSyncExternalStore } from 'react'
import type { BankTransaction } from '../../api/types'
import type { BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { useBookkeepingContext } from '../../react/provider/context'

/** What the page knows of one transaction: `unknown` when no whole set is synced on it, else the transaction or its absence. */
export type SyncedTransaction = { known: false } | { known: true; transaction: BankTransaction | undefined }

const UNKNOWN: SyncedTransaction = { known: false }

/**
 * The live transaction `transactionId`, read from a bank transaction set the page has synced whole
 * already (the queue's, when it is on the page), without a read of its own: the owner's page loads
 * none of the queue's machinery for it, and starts no sync of every transaction to show one. Without
 * a whole set, nothing is known and the card says nothing of a change (what was asked is shown).
 */
export function useSyncedTransaction(transactionId: string | undefined): SyncedTransaction {
  const { queryClient, keys } = useBookkeepingContext()
  const cache = queryClient.getQueryCache()
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache])
  const wholeSet = () => {
    for (const [, set] of queryClient.getQueriesData<BankTransactionSet>({ queryKey: keys.bankTransactions.lists })) {
      if (set && set.syncing === undefined) return set.transactions
    }
    return undefined
  }
  const transactions = useSyncExternalStore(subscribe, wholeSet, wholeSet)
  if (transactionId === undefined || !transactions) return UNKNOWN
  return { known: true, transaction: transactions.find((transaction) => transaction.id === transactionId) }
}
