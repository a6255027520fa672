// The stored reconciliation that holds one transaction, for the editor's notice: its own module, so
// the editor's part reads the record without the queue's flag code or the synced set's.
import { useQuery } from '@tanstack/react-query'
import { reconciliationHolding } from '../../core/reconcile/changedSince'
import type { Reconciliation } from '../../core/reconcile/types'
import { useBookkeepingContext } from '../provider/context'
import { reconciliationsQuery } from './reconciliationQuery'

/**
 * The stored reconciliation that holds `transaction` (its account's, in its company's store, else
 * `default`'s): `undefined` while it is read, `null` when none does or the book cannot be read.
 * Reads only with `enabled` (a reconciled transaction).
 */
export function useReconciliationHolding(
  transaction: { id: string; bankAccount?: { id: string } | null; company?: { id: string } | null },
  enabled = true,
): Reconciliation | null | undefined {
  const context = useBookkeepingContext()
  const bankAccountId = transaction.bankAccount?.id
  const stored = useQuery(
    {
      ...reconciliationsQuery(context, transaction.company?.id ?? 'default', bankAccountId ?? ''),
      enabled: enabled && bankAccountId !== undefined,
    },
    context.queryClient,
  )
  if (stored.isError || (enabled && bankAccountId === undefined)) return null
  return stored.data && (reconciliationHolding(stored.data.book, transaction.id) ?? null)
}
