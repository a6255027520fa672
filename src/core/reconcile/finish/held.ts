// The book a multi-step reconciliation write holds: each step stores from the version it last
// wrote, so a change by anyone else meanwhile conflicts rather than being written over.
import type { BankTransaction } from '../../../api/types'
import { withFinishing } from '../book'
import type { FinishingReconciliation, Reconciliation, ReconciledTransaction } from '../types'
import type { StoredReconciliations } from '../reconciliationParts'
import type { ReconcilePort } from './port'
import { storeBook } from './reads'

/** An account's book as a write of several steps last stored it. */
export interface HeldBook {
  port: ReconcilePort
  companyId: string
  bankAccountId: string
  stored: StoredReconciliations
}

/** Stores `finishing` as the book's finish on its way (or drops it: `undefined`), with `reconciliations` when given. */
export async function writeHeld(held: HeldBook, finishing: FinishingReconciliation | undefined, reconciliations?: Reconciliation[]) {
  const book = withFinishing({ ...held.stored.book, ...(reconciliations ? { reconciliations } : {}) }, finishing)
  held.stored = await storeBook(held.port, held.companyId, held.bankAccountId, book, held.stored.version)
}

/** The record of a finish once done: the account's last reconciliation. */
export function finishedOf(finishing: FinishingReconciliation): Reconciliation {
  const reconciliation: Reconciliation & Partial<Pick<FinishingReconciliation, 'startedAt' | 'basedOn' | 'abandoning' | 'reversal'>> = {
    ...finishing,
    finishedAt: new Date().toISOString(),
  }
  delete reconciliation.startedAt
  delete reconciliation.basedOn
  delete reconciliation.abandoning
  delete reconciliation.reversal
  return reconciliation
}

/** A transaction as a finish's record keeps it, as a transaction with its earlier status: what a row's outcome names when the set does not hold it. */
export function transactionOf(reconciled: ReconciledTransaction): BankTransaction {
  return {
    id: reconciled.id,
    date: reconciled.date,
    amount: reconciled.amount,
    status: 'ACTIVE',
    ...(reconciled.description ? { description: reconciled.description } : {}),
    ...(reconciled.previousReviewStatus ? { reviewStatus: reconciled.previousReviewStatus } : {}),
  }
}
