/**
 * What is left to a finish the books' closing stopped part-way: its rows the closing refused (in the
 * closed period, not saved) were ticked as cleared on the statement and can no longer change, so
 * finishing it counts them as cleared in a closed period, as a tick of the closed period is, and
 * saves the rest; Undo it works only while nothing it saved is in the closed period. Pure, and
 * loaded with the interrupted finish's notice and the finish's steps.
 */
import { statusOf, type IsLocked } from './closedPeriod'
import type { FinishingReconciliation, ReconciledTransaction } from './types'

/** An interrupted finish the closing locks: what finishing it would count, and which of the two ways can end it. */
export interface LockedFinishWayOut {
  /** Its rows the closing refused: in the closed period and not at the finish's status. Counted as cleared in a closed period, never written. */
  locked: ReconciledTransaction[]
  /** Finishing it so can end: no adjustment left to book in the closed period, and no undo of it has reversed anything. */
  finishable: boolean
  /** Undo it can end: no row it saved, and no adjustment it may have booked, is in the closed period. */
  undoable: boolean
  /** Its rows saved that the closing keeps: why Undo it cannot end. */
  savedLocked: number
}

/**
 * The way out of `finishing` by the closing's test and the synced set's review statuses (by id). A row
 * the set does not hold is neither saved nor locked here: the service answers it when it is sent.
 */
export function lockedFinishWayOut(
  finishing: FinishingReconciliation,
  isLocked: IsLocked,
  statuses: ReadonlyMap<string, string | undefined>,
): LockedFinishWayOut {
  const status = statusOf(finishing)
  const { adjustment, reversal } = finishing
  const locked = finishing.transactions.filter((one) => statuses.has(one.id) && statuses.get(one.id) !== status && isLocked(one.date))
  const savedLocked = finishing.transactions.filter((one) => statuses.get(one.id) === status && isLocked(one.date)).length
  const adjustmentLocked = adjustment !== undefined && isLocked(adjustment.date)
  return {
    locked,
    // An undo that reversed the adjustment, or began to, has taken money back: finishing would need it booked again.
    finishable: !(adjustmentLocked && !adjustment.journalEntryId) && reversal === undefined,
    // An adjustment sent may be booked: its reversal would be dated in the closed period too.
    undoable: savedLocked === 0 && !(adjustmentLocked && (adjustment.journalEntryId || adjustment.sentAt) && !reversal?.journalEntryId),
    savedLocked,
  }
}

/**
 * `finishing` with its `locked` rows moved to the rows cleared in a closed period: its totals are
 * unchanged (they counted every row ticked), and it is no longer being undone.
 */
export function countedInClosedPeriod(
  finishing: FinishingReconciliation,
  locked: readonly ReconciledTransaction[],
): FinishingReconciliation {
  const ids = new Set(locked.map((one) => one.id))
  const counted: FinishingReconciliation = {
    ...finishing,
    transactions: finishing.transactions.filter((one) => !ids.has(one.id)),
    clearedInClosedPeriod: [...(finishing.clearedInClosedPeriod ?? []), ...locked],
  }
  delete counted.abandoning
  return counted
}
