// Reconciliation records as a finish would keep them, for tests that need one in the store without
// finishing one: a balanced reconciliation holding transactions as they were when it was finished.
import type { BankTransaction } from '../../src/api/types'
import type { Reconciliation, ReconciliationBook } from '../../src/core/reconcile/types'

/** A balanced reconciliation of `bankAccountId` through `endDate` holding `transactions` as given. */
export const reconciliationOf = (
  bankAccountId: string,
  endDate: string,
  transactions: ReadonlyArray<Pick<BankTransaction, 'id' | 'date' | 'amount'>>,
  { id = `rec_${endDate.replaceAll('-', '')}`, previousReviewStatus = 'REVIEWED' as string | null } = {},
): Reconciliation => ({
  id,
  bankAccountId,
  endDate,
  openingBalance: 0,
  openingTyped: true,
  closingBalance: 0,
  clearedIn: 0,
  clearedOut: 0,
  difference: 0,
  outcome: 'balanced',
  transactions: transactions.map(({ id: transactionId, date, amount }) => ({ id: transactionId, date, amount, previousReviewStatus })),
  finishedAt: `${endDate}T18:00:00.000Z`,
})

/** An account's stored book of `reconciliations`, oldest first. */
export const bookOf = (...reconciliations: Reconciliation[]): ReconciliationBook => ({
  format: 'bookkit.reconciliations',
  formatVersion: 1,
  reconciliations,
})
