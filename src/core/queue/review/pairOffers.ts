// Which likely transfers the queue offers to pair at once: apart from the dialog's own selection
// (pairSelection.ts), which loads with the dialog, since the queue counts them before it opens.
import type { BankTransaction } from '../../../api/types'
import type { TransferPair } from '../transferPairs'

/**
 * The pairs "Pair transfers…" offers, and what its button counts: a side still to review among
 * them (a pair of records someone reviewed is theirs, never re-booked for them) and neither side
 * in a closed period (it could not be saved).
 */
export function pairsToOffer(
  pairs: readonly TransferPair[],
  waiting: (transaction: BankTransaction) => boolean,
  isLocked: (transaction: BankTransaction) => boolean,
): readonly TransferPair[] {
  return pairs.filter(({ from, to }) => (waiting(from) || waiting(to)) && !isLocked(from) && !isLocked(to))
}
