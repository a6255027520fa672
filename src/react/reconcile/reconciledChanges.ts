/**
 * Reconciled transactions edited since their reconciliation ("this changes a reconciled month"),
 * for the review queue's flag and a host's own screen: the synced set's reconciled transactions
 * against the reconciliations stored for the accounts they are in.
 */
import { useMemo, useState } from 'react'
import { useQueries } from '@tanstack/react-query'
import type { BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { accountsOfKey, ReconciledChangeIndex, type ReconciledChangeFlag } from '../../core/reconcile/changedSince'
import { useBankTransactions } from '../queue/bankTransactions'
import { useBookkeepingContext } from '../provider/context'
import { reconciliationsQuery } from './reconciliationQuery'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'

/** What `useReconciledChanges` gives. */
export interface ReconciledChanges {
  /**
   * The reconciled transactions whose amount or date changed, or that are gone, since their
   * reconciliation, by transaction id. `undefined` while the set is arriving or the accounts'
   * reconciliations are being read: a transaction not read yet is not "gone".
   */
  changed: ReadonlyMap<string, ReconciledChangeFlag> | undefined
  /** Why an account's reconciliations could not be read (its transactions are then not in `changed`). */
  error: Error | null
}

/** Options of `useReconciledChanges`. */
export interface ReconciledChangesOptions {
  /** The sync's page size (default 250, the queue's: both share one sync). */
  limit?: number
  /** `false` keeps it idle. */
  enabled?: boolean
  /** The company whose store keeps the reconciliations (default: each transaction's own, else `default`). */
  companyId?: string
}

/**
 * The synced set's reconciled transactions changed since their reconciliation. Only the accounts
 * that hold a reconciled transaction are read from the store, and only once the set is whole; a
 * save costs the records it changed.
 */
export function useReconciledChanges({
  limit = QUEUE_PAGE_SIZE,
  enabled = true,
  companyId,
}: ReconciledChangesOptions = {}): ReconciledChanges {
  const set = useBankTransactions({ limit, enabled })
  return useReconciledChangesOf(enabled ? set.data : undefined, companyId)
}

/** `useReconciledChanges` over a set the caller already holds (the queue's). */
export function useReconciledChangesOf(set: BankTransactionSet | undefined, companyId?: string): ReconciledChanges {
  const context = useBookkeepingContext()
  const [index] = useState(() => new ReconciledChangeIndex())
  const whole = set && set.syncing === undefined ? set : undefined
  const accountsKey = whole ? index.accountsOf(whole, companyId) : ''
  const accounts = useMemo(() => accountsOfKey(accountsKey), [accountsKey])
  // Not kept in the component's query scope (as the queue's rules are not): a book is checked as it
  // is read, and no render can fail on one.
  const results = useQueries(
    { queries: accounts.map(({ companyId: company, bankAccountId }) => reconciliationsQuery(context, company, bankAccountId)) },
    context.queryClient,
  )
  const failed = results.find((result) => result.isError)
  const settled = results.every((result) => result.data !== undefined || result.isError)
  const changed =
    whole && settled
      ? index.changesOf(
          whole,
          accounts.map((account, at) => ({ ...account, book: results[at]!.data?.book })),
        )
      : undefined
  return { changed, error: failed?.error ?? null }
}
