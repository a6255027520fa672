/**
 * What a finished reconciliation keeps of the items that did not clear: the candidates left
 * unticked as the finish saw them, and the register (book) balance at the end date they make with
 * the cleared balance, so the report can show both as QuickBooks' and Xero's do. Pure.
 */
import type { BankTransaction } from '../../api/types'
import type { Reconciliation, ReconciledTransaction } from './types'

/** A transaction as a reconciliation's record keeps it. */
export const reconciledTransactionOf = (transaction: BankTransaction): ReconciledTransaction => ({
  id: transaction.id,
  date: transaction.date,
  amount: transaction.amount,
  ...(transaction.description ? { description: transaction.description } : {}),
  previousReviewStatus: transaction.reviewStatus ?? null,
})

/** The cleared balance: the beginning balance and what cleared, in and out. */
export const clearedBalanceOf = ({
  openingBalance,
  clearedIn,
  clearedOut,
}: Pick<Reconciliation, 'openingBalance' | 'clearedIn' | 'clearedOut'>) => openingBalance + clearedIn + clearedOut

/** The items not cleared (oldest first) and the register balance: the cleared balance plus them. */
export function notClearedOf(
  cleared: Pick<Reconciliation, 'openingBalance' | 'clearedIn' | 'clearedOut'>,
  uncleared: readonly BankTransaction[],
): Required<Pick<Reconciliation, 'uncleared' | 'registerBalance'>> {
  const kept = uncleared
    .map(reconciledTransactionOf)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return { uncleared: kept, registerBalance: kept.reduce((sum, one) => sum + one.amount, clearedBalanceOf(cleared)) }
}
