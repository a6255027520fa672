/**
 * What the books' closing date means for a reconciliation. A row of the closed period cannot be
 * changed, so it is counted as cleared without a write; an undo that would change one is refused
 * before anything is marked; a finish whose writes left are locked cannot be finished, only undone;
 * and a record an undo left "being undone" because the closing refused it is made whole again.
 * Pure: `isLocked` is the closing's test of a date.
 */
import type { BankTransaction } from '../api/types'
import { RECONCILED, RECONCILIATION_DISCREPANCY, isReconciled } from './status'
import type { FinishingReconciliation, Reconciliation, ReconciliationBook } from './types'

/** The closing's test: true when a record dated `date` may not be created, changed or deleted. */
export type IsLocked = (date: string) => boolean

/** The status a reconciliation's rows are saved with. */
const statusOf = ({ outcome }: Pick<Reconciliation, 'outcome'>) => (outcome === 'discrepancy' ? RECONCILIATION_DISCREPANCY : RECONCILED)

/** Whether the closing locks a write of `reconciliation`'s undo: a row it saved, or the reversal of its adjustment. */
export function undoLockedBy(reconciliation: Pick<Reconciliation, 'transactions' | 'adjustment'>, isLocked: IsLocked): boolean {
  const { adjustment } = reconciliation
  return (
    reconciliation.transactions.some((transaction) => isLocked(transaction.date)) ||
    (adjustment !== undefined && adjustment.amount !== 0 && isLocked(adjustment.date))
  )
}

/**
 * Whether the closing locks a write `finishing` still has to make: a row not at its status yet
 * (`statuses`: the synced review statuses by id) or an adjustment not booked yet. Such a finish can
 * never be finished; it can only be undone.
 */
export function finishLockedBy(
  finishing: FinishingReconciliation,
  isLocked: IsLocked,
  statuses: ReadonlyMap<string, string | undefined>,
): boolean {
  const status = statusOf(finishing)
  const { adjustment } = finishing
  if (adjustment && !adjustment.journalEntryId && isLocked(adjustment.date)) return true
  return finishing.transactions.some((one) => statuses.has(one.id) && statuses.get(one.id) !== status && isLocked(one.date))
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

/**
 * Transactions of the closed period a statement shows that count as cleared though they are off the
 * worksheet: reconciled already (by the accounting app, not by one of the account's `reconciliations`), dated
 * after the account's last reconciliation and on or before `endDate`. They cannot be changed, so
 * they are counted, never written; without them the statement's money would be a difference to book.
 */
export function reconciledInClosedPeriod(
  booked: ReadonlyArray<BankTransaction | undefined>,
  reconciliations: readonly Reconciliation[],
  endDate: string,
  isLocked: IsLocked,
): BankTransaction[] {
  const after = reconciliations.at(-1)?.endDate
  const held = new Set(reconciliations.flatMap((one) => one.transactions.map((transaction) => transaction.id)))
  return booked.filter(
    (transaction): transaction is BankTransaction =>
      transaction !== undefined &&
      transaction.status !== 'DELETED' &&
      isReconciled(transaction) &&
      isLocked(transaction.date) &&
      transaction.date <= endDate &&
      (after === undefined || transaction.date > after) &&
      !held.has(transaction.id),
  )
}
