/**
 * What the books' closing date means for the worksheet: a row of the closed period cannot be
 * changed, so it is counted as cleared without a write, and a finish whose writes left are locked
 * cannot be finished, only undone. The undo's decisions load with it (undoClosed.ts). Pure:
 * `isLocked` is the closing's test of a date.
 */
import type { BankTransaction } from '../../api/types'
import { RECONCILED, RECONCILIATION_DISCREPANCY, isReconciled } from './status'
import type { FinishingReconciliation, Reconciliation } from './types'

/** The closing's test: true when a record dated `date` may not be created, changed or deleted. */
export type IsLocked = (date: string) => boolean

/** The status a reconciliation's rows are saved with. */
export const statusOf = ({ outcome }: Pick<Reconciliation, 'outcome'>) =>
  outcome === 'discrepancy' ? RECONCILIATION_DISCREPANCY : RECONCILED

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
