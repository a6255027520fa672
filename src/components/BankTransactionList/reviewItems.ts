/**
 * The save items of the queue's actions, and the items that undo them. Pure. What an item carries
 * besides the change follows `service.updates` (`bankTransactionUpdate`): the `id` and only the
 * fields the action changes (`'partial'`: the service keeps every field an update leaves out, README
 * "Updates are partial"), or the whole transaction as read with the change over it (`'whole'`).
 */
import type { UpdateStyle } from '../../api/service'
import type { BankTransaction, BankTransactionInput } from '../../api/types'
import { bankTransactionUpdate, type BankTransactionChanges } from '../shared/bankTransactionItem'
import { isReviewed, MARK_REVIEWED_STATUS } from './filter'

/** What a row action changes: a category, the review status, the files attached, or several. */
export interface ReviewChange {
  categoryId?: string
  /** Mark the transaction reviewed (left as it is when it already counts as reviewed). */
  review?: boolean
  /** Attachments to add to those the transaction has (receipts dropped on its row). */
  attach?: readonly string[]
}

const attachmentIdsOf = (transaction: BankTransaction) => (transaction.attachments ?? []).map((attachment) => attachment.id)

/** The update item for one transaction, or `undefined` when the change would change nothing. */
export function reviewItem(transaction: BankTransaction, change: ReviewChange, updates: UpdateStyle = 'partial'): BankTransactionInput | undefined {
  const changes: BankTransactionChanges = {}
  if (change.categoryId !== undefined && change.categoryId !== transaction.category?.id) changes.categoryId = change.categoryId
  // A reconciled transaction stays reconciled: only one not yet reviewed becomes REVIEWED.
  if (change.review && !isReviewed(transaction.reviewStatus)) changes.reviewStatus = MARK_REVIEWED_STATUS
  // The service replaces the list it is sent: the files the record has, then the new ones.
  const had = attachmentIdsOf(transaction)
  const added = (change.attach ?? []).filter((id) => !had.includes(id))
  if (added.length > 0) changes.attachmentIds = [...had, ...added]
  return Object.keys(changes).length > 0 ? bankTransactionUpdate(transaction, changes, updates) : undefined
}

/**
 * The item that puts back what `item` changed on `before`: its previous category (or none), review
 * status (or the service's default) and files, `null` clearing a field the record did not have. A whole update
 * restates all of `before`, as it was read before the action.
 */
export function restoreItem(before: BankTransaction, item: BankTransactionInput, updates: UpdateStyle = 'partial'): BankTransactionInput {
  const changes: BankTransactionChanges = {}
  if (item.categoryId !== undefined && item.categoryId !== before.category?.id) changes.categoryId = before.category?.id ?? null
  if (item.reviewStatus !== undefined && item.reviewStatus !== before.reviewStatus) changes.reviewStatus = before.reviewStatus ?? null
  if (item.attachmentIds !== undefined) changes.attachmentIds = attachmentIdsOf(before)
  return bankTransactionUpdate(before, changes, updates)
}
