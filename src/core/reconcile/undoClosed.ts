/**
 * What the books' closing date means for an undo of a reconciliation: one that would change a row
 * or an entry of the closed period is refused before anything is marked, and a record an undo left
 * "being undone" because the closing refused it is made whole again. Pure, and loaded with the undo.
 */
import { statusOf, type IsLocked } from './closedPeriod'
import type { Reconciliation, ReconciliationBook } from './types'

/** Whether the closing locks a write of `reconciliation`'s undo: a row it saved, or the reversal of its adjustment. */
export function undoLockedBy(reconciliation: Pick<Reconciliation, 'transactions' | 'adjustment'>, isLocked: IsLocked): boolean {
  const { adjustment } = reconciliation
  return (
    reconciliation.transactions.some((transaction) => isLocked(transaction.date)) ||
    (adjustment !== undefined && adjustment.amount !== 0 && isLocked(adjustment.date))
  )
}

/** A record an undo the closing stopped left "being undone": the record as it was, and the rows that went back before the refusal. */
export interface StuckUndoRepair {
  /** The book with the reconciliation no longer being undone. */
  book: ReconciliationBook
  /** Its rows the undo had put back (open, so they can be saved): they are reconciled again. */
  reconcileAgain: Array<{ id: string; reviewStatus: string }>
}

/**
 * The repair of `book` when its last reconciliation is marked as being undone and the closing now
 * locks that undo (it can never end, and every later finish of the account would wait on it):
 * undefined when there is nothing to repair. `statuses` holds the synced set's review statuses by id.
 */
export function stuckUndoRepair(
  book: ReconciliationBook,
  isLocked: IsLocked,
  statuses: ReadonlyMap<string, string | undefined>,
): StuckUndoRepair | undefined {
  const last = book.reconciliations.at(-1)
  if (!last?.undoingSince || !undoLockedBy(last, isLocked)) return undefined
  const status = statusOf(last)
  const reconcileAgain = last.transactions
    .filter((one) => statuses.has(one.id) && statuses.get(one.id) !== status && !isLocked(one.date))
    .map((one) => ({ id: one.id, reviewStatus: status }))
  const repaired: Reconciliation = { ...last }
  delete repaired.undoingSince
  return { book: { ...book, reconciliations: [...book.reconciliations.slice(0, -1), repaired] }, reconcileAgain }
}
