/**
 * Every save item bookkit sends for a bank transaction, in one place: a record as read restated as
 * the item that writes it again, an update, a create, the queue's review changes and the items that
 * undo them. Pure; the editor and the review queue both write through here, so a record is restated
 * one way whichever component saves it.
 *
 * `service.updates` decides what an update carries: `'partial'` sends the `id` and only the changes
 * (the service keeps what an update leaves out); `'whole'` sends the record as read with the changes
 * laid over it, for a service that may replace a record with what it is sent.
 */
import { isUnreadableCustomData } from '../customData'
import { definedMembers } from '../definedMembers'
import { isReviewed, MARK_REVIEWED_STATUS } from '../reviewStatus'
import type { UpdateStyle } from '../service'
import type {
  AccountingDimensionValue,
  BankTransaction,
  BankTransactionInput,
  BankTransactionSplit,
  ClassSegment,
  CustomData,
} from '../types'

/** Changes to a bank transaction: the fields to write, `null` for one to clear. */
export type BankTransactionChanges = { [K in keyof BankTransactionInput]?: BankTransactionInput[K] | null }

/** The members a split item carries, in the order they are written. */
const SPLIT_MEMBERS = [
  'id',
  'amount',
  'notes',
  'classSegmentIds',
  'customerId',
  'categoryId',
  'glAccountId',
  'invoiceId',
  'billId',
  'payrollId',
  'apiItemId',
] as const

/** The id of the value an answered selection chose: nested `child` values end at the chosen one. */
function chosenValueId(value: ClassSegment | AccountingDimensionValue): string {
  let leaf = value
  while (leaf.child) leaf = leaf.child
  return leaf.id
}

function splitItem(split: BankTransactionSplit): BankTransactionSplit {
  return definedMembers(Object.fromEntries(SPLIT_MEMBERS.map((key) => [key, split[key]]))) as BankTransactionSplit
}

/**
 * The save item a transaction as read restates: every member the description's request item shows,
 * from its answered counterpart (`bankAccount.id` → `bankAccountId`, `classSegments` or
 * `dimensionValues` → `classSegmentIds`, `attachments` → `attachmentIds`, …). Left out: what the
 * answer does not carry (`userAccess`, `accountantAccess`), a `customData` the client cannot read
 * (README decision 15), and the answered `glAccount` when there is a category: the service answers
 * the account the amount posts to, which follows the category, so restating it would pin the old
 * category's account over a new category.
 */
export function bankTransactionItem(transaction: BankTransaction): BankTransactionInput {
  const segments = transaction.classSegments ?? transaction.dimensionValues
  const paymentInfo = transaction.tax?.paymentInfo
  const customData = transaction.customData
  return definedMembers({
    id: transaction.id,
    date: transaction.date,
    amount: transaction.amount,
    type: transaction.type,
    description: transaction.description,
    notes: transaction.notes,
    status: transaction.status,
    reviewStatus: transaction.reviewStatus,
    apiName: transaction.apiName,
    apiSourceId: transaction.apiSourceId,
    bankAccountId: transaction.bankAccount?.id,
    vendorId: transaction.vendor?.id,
    customerId: transaction.customer?.id,
    categoryId: transaction.category?.id,
    glAccountId: transaction.category ? undefined : transaction.glAccount?.id,
    matchingBankTransactionId: transaction.matchingBankTransaction?.id,
    classSegmentIds: segments?.map(chosenValueId),
    tax: paymentInfo ? { paymentInfo } : undefined,
    children: transaction.children?.map(splitItem),
    attachmentIds: transaction.attachments?.map((attachment) => attachment.id),
    customData: customData && !isUnreadableCustomData(customData) ? customData : undefined,
  })
}

/**
 * The update item of `changes` to `transaction`: its `id` and the changes (`'partial'`), or the
 * whole record as read with the changes over it (`'whole'`). A `null` change clears the field either way.
 */
export function bankTransactionUpdate(
  transaction: BankTransaction,
  changes: BankTransactionChanges,
  updates: UpdateStyle,
): BankTransactionInput {
  const base = updates === 'whole' ? bankTransactionItem(transaction) : {}
  return { id: transaction.id, ...base, ...changes } as BankTransactionInput
}

/** Fields a create takes from the host as given, not from the form (`apiName`, `apiSourceId`, `customData`). */
export type BankTransactionPassthrough = Pick<BankTransactionInput, 'apiName' | 'apiSourceId' | 'customData'>

const holdsNothing = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * The create item of `fields`: every field that holds something, and what the host passed through.
 * `customData` goes only when it is readable data (README decision 15).
 */
export function bankTransactionCreate(fields: BankTransactionChanges, passthrough: BankTransactionPassthrough = {}): BankTransactionInput {
  const item: BankTransactionChanges = {}
  for (const [key, value] of Object.entries(fields)) if (!holdsNothing(value)) Object.assign(item, { [key]: value })
  const { apiName, apiSourceId, customData } = passthrough
  if (apiName) item.apiName = apiName
  if (apiSourceId) item.apiSourceId = apiSourceId
  if (customData && !isUnreadableCustomData(customData)) item.customData = customData as CustomData
  return item as BankTransactionInput
}

/** What a review-queue action changes: a category (or a rule's split, vendor or customer and memo), the review status, the files attached, or several. */
/** One split line of a review change: a category's, or an invoice's payment (with its customer). */
export interface ReviewLine {
  amount: number
  categoryId?: string
  invoiceId?: string
  customerId?: string
  notes?: string
}

export interface ReviewChange {
  categoryId?: string
  /**
   * Split lines, signed as the transaction: over categories (a rule's), or paying invoices (a
   * deposit matched to what it settles, a difference on a category). The lines replace any it had.
   */
  children?: readonly ReviewLine[]
  vendorId?: string
  customerId?: string
  /** The memo. */
  notes?: string
  /** Mark the transaction reviewed (left as it is when it already counts as reviewed). */
  review?: boolean
  /** Attachments to add to those the transaction has (receipts dropped on its row). */
  attach?: readonly string[]
  /** The other side of a transfer to pair it with (`matchingBankTransactionId`); `null` unpairs it. */
  pairWith?: string | null
  /** The transaction's type (`TRANSFER` for money moved to another of the company's accounts). */
  type?: string
}

const attachmentIdsOf = (transaction: BankTransaction) => (transaction.attachments ?? []).map((attachment) => attachment.id)

/** The update item of a review change to one transaction, or `undefined` when it would change nothing. */
export function reviewItem(
  transaction: BankTransaction,
  change: ReviewChange,
  updates: UpdateStyle = 'partial',
): BankTransactionInput | undefined {
  const changes: BankTransactionChanges = {}
  if (change.categoryId !== undefined && change.categoryId !== transaction.category?.id) changes.categoryId = change.categoryId
  if (change.children !== undefined)
    changes.children = change.children.map((line) => ({
      amount: line.amount,
      ...(line.categoryId !== undefined ? { categoryId: line.categoryId } : {}),
      ...(line.invoiceId !== undefined ? { invoiceId: line.invoiceId } : {}),
      ...(line.customerId !== undefined ? { customerId: line.customerId } : {}),
      ...(line.notes !== undefined ? { notes: line.notes } : {}),
    }))
  if (change.vendorId !== undefined && change.vendorId !== transaction.vendor?.id) changes.vendorId = change.vendorId
  if (change.customerId !== undefined && change.customerId !== transaction.customer?.id) changes.customerId = change.customerId
  if (change.notes !== undefined && change.notes !== (transaction.notes ?? '')) changes.notes = change.notes
  if (change.pairWith !== undefined && change.pairWith !== (transaction.matchingBankTransaction?.id ?? null))
    changes.matchingBankTransactionId = change.pairWith
  if (change.type !== undefined && change.type !== transaction.type) changes.type = change.type
  // A reconciled transaction stays reconciled: only one not yet reviewed becomes REVIEWED.
  if (change.review && !isReviewed(transaction.reviewStatus)) changes.reviewStatus = MARK_REVIEWED_STATUS
  // The service replaces the list it is sent: the files the record has, then the new ones.
  const had = attachmentIdsOf(transaction)
  const added = (change.attach ?? []).filter((id) => !had.includes(id))
  if (added.length > 0) changes.attachmentIds = [...had, ...added]
  return Object.keys(changes).length > 0 ? bankTransactionUpdate(transaction, changes, updates) : undefined
}

/**
 * The item that puts back what `item` changed on `before`: its previous category (or none), split
 * lines, vendor, customer and memo, transfer pair and type, review status (or the service's default) and files, `null` clearing a field the record did not have. A
 * whole update restates all of `before`, as it was read before the action.
 */
export function restoreItem(before: BankTransaction, item: BankTransactionInput, updates: UpdateStyle = 'partial'): BankTransactionInput {
  const changes: BankTransactionChanges = {}
  if (item.categoryId !== undefined && item.categoryId !== before.category?.id) changes.categoryId = before.category?.id ?? null
  if (item.children !== undefined) changes.children = (before.children ?? []).map(splitItem)
  if (item.vendorId !== undefined && item.vendorId !== before.vendor?.id) changes.vendorId = before.vendor?.id ?? null
  if (item.customerId !== undefined && item.customerId !== before.customer?.id) changes.customerId = before.customer?.id ?? null
  if (item.notes !== undefined && item.notes !== before.notes) changes.notes = before.notes ?? null
  if (item.matchingBankTransactionId !== undefined && item.matchingBankTransactionId !== before.matchingBankTransaction?.id)
    changes.matchingBankTransactionId = before.matchingBankTransaction?.id ?? null
  if (item.type !== undefined && item.type !== before.type) changes.type = before.type ?? null
  if (item.reviewStatus !== undefined && item.reviewStatus !== before.reviewStatus) changes.reviewStatus = before.reviewStatus ?? null
  if (item.attachmentIds !== undefined) changes.attachmentIds = attachmentIdsOf(before)
  return bankTransactionUpdate(before, changes, updates)
}
