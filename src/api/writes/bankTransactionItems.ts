/**
 * A bank transaction as read, restated as the save item that writes it again, and the update items
 * built on it. Pure; the editor and the review queue both write their updates through here, so a
 * record is restated one way whichever component saves it.
 *
 * `service.updates` decides what an update carries: `'partial'` sends the `id` and only the changes
 * (the service keeps what an update leaves out); `'whole'` sends the record as read with the changes
 * laid over it, for a service that may replace a record with what it is sent.
 */
import { isUnreadableCustomData } from '../../api/customData'
import type { UpdateStyle } from '../../api/service'
import type { BankTransaction, BankTransactionInput, BankTransactionSplit } from '../../api/types'
import { definedMembers } from './definedMembers'
import { chosenValue } from './dimensions'

/** Changes to a bank transaction: the fields to write, `null` for one to clear. */
export type BankTransactionChanges = { [K in keyof BankTransactionInput]?: BankTransactionInput[K] | null }

/** The members a split item carries, in the order they are written. */
const SPLIT_MEMBERS = ['id', 'amount', 'notes', 'classSegmentIds', 'customerId', 'categoryId', 'glAccountId', 'invoiceId', 'billId', 'payrollId', 'apiItemId'] as const

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
    classSegmentIds: segments?.map((value) => chosenValue(value).option.id),
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
export function bankTransactionUpdate(transaction: BankTransaction, changes: BankTransactionChanges, updates: UpdateStyle): BankTransactionInput {
  const base = updates === 'whole' ? bankTransactionItem(transaction) : {}
  return { id: transaction.id, ...base, ...changes } as BankTransactionInput
}
