/**
 * How many of the synced set are to review, kept as the set changes: a merge that follows the set
 * counted last moves the count by the records it changed (a save counts one record, not the
 * history); any other set is counted afresh. Pure.
 */
import { countToReview, isReviewed } from '../../../api/reviewStatus'
import type { BankTransaction } from '../../../api/types'
import type { BankTransactionSet } from '../bankTransactionSet'

/** A count, and the array it counts. */
export interface ToReviewCount {
  transactions: readonly BankTransaction[]
  count: number
}

const toReview = (transaction: BankTransaction | undefined) => (transaction && !isReviewed(transaction.reviewStatus) ? 1 : 0)

/** The set's count: `counted` itself for the same array, moved by the set's change when it follows it, else counted afresh. */
export function toReviewCountOf(
  set: Pick<BankTransactionSet, 'transactions' | 'change'>,
  counted: ToReviewCount | undefined,
): ToReviewCount {
  const { transactions, change } = set
  if (counted?.transactions === transactions) return counted
  if (counted && change?.from === counted.transactions) {
    let count = counted.count
    for (const { before, after } of change.records) count += toReview(after) - toReview(before)
    return { transactions, count }
  }
  return { transactions, count: countToReview(transactions) }
}
