import type { BankTransaction, BankTransactionInput, BankTransactionSplit } from '../../../api/types'
import type { UpdateStyle } from '../../../api/service'
import {
  bankTransactionCreate,
  bankTransactionUpdate,
  type BankTransactionChanges,
  type BankTransactionPassthrough,
} from '../../../api/writes/bankTransactionItems'
import type { MoneyFormat } from '../../../format/money'
import { idsOf } from '../dimensionChoices'
import { typedMinor, type BankTransactionFormValues, type Direction, type SplitFormValues } from './bankTransactionForm'

/** What the save item needs besides the form's values. */
export interface SaveItemContext {
  format: MoneyFormat
  /** The transaction being updated, as read; absent for a create. */
  record?: BankTransaction
  /** The values the record had when the form loaded it: the changes are what differs from them. */
  baseline?: BankTransactionFormValues
  /** How an update is written (`service.updates`); default `'partial'`. */
  updates?: UpdateStyle
  /** Fields the form does not show, sent on a create as the host gave them (`apiName`, `apiSourceId`, `customData`). */
  passthrough?: BankTransactionPassthrough
}

const orUndefined = (value: string): string | undefined => (value === '' ? undefined : value)

function splitItem(split: SplitFormValues, direction: Direction, format: MoneyFormat): BankTransactionSplit {
  const item: BankTransactionSplit = { amount: (typedMinor(split.amount, format) ?? 0) * direction }
  const optional = {
    id: split.id,
    notes: split.notes,
    customerId: split.customerId,
    categoryId: split.categoryId,
    glAccountId: split.glAccountId,
    invoiceId: split.invoiceId,
    billId: split.billId,
    payrollId: split.payrollId,
    apiItemId: split.apiItemId,
  }
  for (const [key, value] of Object.entries(optional)) if (value !== '') Object.assign(item, { [key]: value })
  const segments = idsOf(split.classSegments, split.extraSegmentIds)
  if (segments.length > 0) item.classSegmentIds = segments
  return item
}

/** Every field the form decides, `undefined` where the form holds nothing. Values must have passed validation. */
function fullItem(values: BankTransactionFormValues, format: MoneyFormat): BankTransactionChanges {
  const { tax } = values
  return {
    bankAccountId: orUndefined(values.bankAccountId),
    date: values.date,
    type: orUndefined(values.type),
    amount: (typedMinor(values.amount, format) ?? 0) * values.direction,
    description: values.description,
    notes: values.notes,
    status: orUndefined(values.status),
    reviewStatus: orUndefined(values.reviewStatus),
    vendorId: orUndefined(values.vendorId),
    customerId: orUndefined(values.customerId),
    categoryId: orUndefined(values.categoryId),
    glAccountId: orUndefined(values.glAccountId),
    matchingBankTransactionId: orUndefined(values.matchingBankTransactionId),
    classSegmentIds: idsOf(values.classSegments, values.extraSegmentIds),
    tax:
      tax.region || tax.year || tax.quarter
        ? { paymentInfo: { region: tax.region, year: Number(tax.year), quarter: tax.quarter } }
        : undefined,
    attachmentIds: values.attachmentIds,
    userAccess: orUndefined(values.userAccess),
    accountantAccess: orUndefined(values.accountantAccess),
    children: values.splits.map((split) => splitItem(split, values.direction, format)),
  }
}

/**
 * What the user changed since `baseline`: each field that differs, `null` for an optional field the
 * user cleared (the sandbox clears a field sent as `null`; the OpenAPI document does not list null
 * yet). Empty when nothing changed.
 */
export function changedFields(
  values: BankTransactionFormValues,
  baseline: BankTransactionFormValues,
  format: MoneyFormat,
): BankTransactionChanges {
  const next = fullItem(values, format)
  const before = fullItem(baseline, format)
  const changes: BankTransactionChanges = {}
  for (const [key, value] of Object.entries(next) as [keyof BankTransactionChanges, unknown][]) {
    if (JSON.stringify(value) === JSON.stringify(before[key])) continue
    Object.assign(changes, { [key]: value === undefined ? null : value })
  }
  return changes
}

/**
 * The one save item for the form's values: a create (`bankTransactionCreate`: every field that
 * holds something, and the host's passthrough), or an update of what changed since `baseline`, the
 * way `updates` says (`bankTransactionUpdate`). An update never sends the form's `customData`.
 */
export function toSaveItem(
  values: BankTransactionFormValues,
  { format, record, baseline, updates = 'partial', passthrough }: SaveItemContext,
): BankTransactionInput {
  if (record !== undefined && baseline !== undefined) return bankTransactionUpdate(record, changedFields(values, baseline, format), updates)
  return bankTransactionCreate(fullItem(values, format), passthrough)
}
