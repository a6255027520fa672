/**
 * What counts as reviewed, in one place: the review queue's views and tabs and the host's
 * to-review badge (`useReviewCount`) read a transaction's review status by the same rule. Pure.
 */
import type { BankTransaction } from './types'

/**
 * Review statuses that count as reviewed: the owner's `REVIEWED` and the reconciliation outcomes
 * (`RECONCILED`, `RECONCILIATION_DISCREPANCY`), which come after a review. Anything else (`UNREVIEWED`,
 * none, a value the service adds later) is still to review.
 */
export const REVIEWED_STATUSES: readonly string[] = ['REVIEWED', 'RECONCILED', 'RECONCILIATION_DISCREPANCY']

/** What "mark reviewed" (and a one-click categorize) sends as `reviewStatus`. */
export const MARK_REVIEWED_STATUS = 'REVIEWED'

/** Whether a transaction's review status counts as reviewed. */
export function isReviewed(reviewStatus: string | undefined | null): boolean {
  return typeof reviewStatus === 'string' && REVIEWED_STATUSES.includes(reviewStatus)
}

/** How many of `transactions` are still to review. */
export function countToReview(transactions: readonly BankTransaction[]): number {
  let toReview = 0
  for (const transaction of transactions) if (!isReviewed(transaction.reviewStatus)) toReview++
  return toReview
}
