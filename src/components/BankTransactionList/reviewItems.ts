/**
 * The save items of the queue's actions, and the items that undo them. Pure. An update item carries
 * the `id` and only the fields the action changes: the service keeps every field an update leaves
 * out (README decision "Updates are partial"), so nothing else of the record is touched.
 */
import type { BankTransaction, BankTransactionInput } from '../../api/types'
import { isReviewed, MARK_REVIEWED_STATUS } from './filter'

/** What a row action changes: a category, the review status, or both. */
export interface ReviewChange {
  categoryId?: string
  /** Mark the transaction reviewed (left as it is when it already counts as reviewed). */
  review?: boolean
}

/** The update item for one transaction, or `undefined` when the change would change nothing. */
export function reviewItem(transaction: BankTransaction, change: ReviewChange): BankTransactionInput | undefined {
  const item: BankTransactionInput = { id: transaction.id }
  if (change.categoryId !== undefined && change.categoryId !== transaction.category?.id) item.categoryId = change.categoryId
  // A reconciled transaction stays reconciled: only one not yet reviewed becomes REVIEWED.
  if (change.review && !isReviewed(transaction.reviewStatus)) item.reviewStatus = MARK_REVIEWED_STATUS
  return Object.keys(item).length > 1 ? item : undefined
}

/**
 * The item that puts back what `item` changed on `before`: its previous category (or none) and review
 * status (or the service's default). `null` clears a field the record did not have.
 */
export function restoreItem(before: BankTransaction, item: BankTransactionInput): BankTransactionInput {
  const restore: Record<string, unknown> = { id: before.id }
  if (item.categoryId !== undefined) restore.categoryId = before.category?.id ?? null
  if (item.reviewStatus !== undefined) restore.reviewStatus = before.reviewStatus ?? null
  return restore as BankTransactionInput
}
