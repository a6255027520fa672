import type { JsonObject, TaxPaymentInfo } from '../../model'
import type { ExampleValueSets } from '../../service/profile'
import { MAX_ID, type InputReader } from '../../service/validate'

/** The sandbox's value sets for bank-transaction fields the service leaves open (README decision 13), where they are closed. */
const RECORD_STATUSES = ['ACTIVE'] as const
const TRANSACTION_TYPES = ['EXPENSE', 'INCOME', 'TRANSFER'] as const
const REVIEW_STATUSES = ['UNREVIEWED', 'REVIEWED', 'RECONCILED', 'RECONCILIATION_DISCREPANCY'] as const
const ACCESS_LEVELS = ['NONE', 'READ', 'WRITE'] as const
const TAX_REGIONS = ['FEDERAL', 'STATE', 'LOCAL'] as const
const TAX_QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const
const MAX_SPLITS = 100

/** A field the client sent: the value, `null` to clear it, or `undefined` when it was left out. */
type Sent<T> = T | null | undefined

export interface SplitInput {
  id: Sent<string>
  amount: Sent<number>
  notes: Sent<string>
  classSegmentIds: Sent<string[]>
  customerId: Sent<string>
  categoryId: Sent<string>
  glAccountId: Sent<string>
  invoiceId: Sent<string>
  billId: Sent<string>
  payrollId: Sent<string>
  apiItemId: Sent<string>
}

export interface BankTransactionInput {
  id: Sent<string>
  date: Sent<string>
  amount: Sent<number>
  description: Sent<string>
  notes: Sent<string>
  apiName: Sent<string>
  apiSourceId: Sent<string>
  bankAccountId: Sent<string>
  status: Sent<string>
  reviewStatus: Sent<string>
  userAccess: Sent<string>
  accountantAccess: Sent<string>
  type: Sent<string>
  matchingBankTransactionId: Sent<string>
  vendorId: Sent<string>
  customerId: Sent<string>
  categoryId: Sent<string>
  glAccountId: Sent<string>
  classSegmentIds: Sent<string[]>
  tax: Sent<{ paymentInfo: TaxPaymentInfo }>
  children: Sent<SplitInput[]>
  attachmentIds: Sent<string[]>
  customData: Sent<JsonObject>
}

/** Reads one save item's shape, its value sets `sets`; problems land in `reader.issues`. */
export function readBankTransactionInput(reader: InputReader, item: JsonObject, sets: ExampleValueSets): BankTransactionInput {
  return {
    id: reader.id(item, 'id'),
    date: reader.date(item, 'date'),
    amount: reader.integer(item, 'amount'),
    description: reader.string(item, 'description'),
    notes: reader.string(item, 'notes'),
    apiName: reader.string(item, 'apiName', { max: MAX_ID }),
    apiSourceId: reader.string(item, 'apiSourceId', { max: MAX_ID }),
    bankAccountId: reader.id(item, 'bankAccountId'),
    status: readStatus(reader, item, sets),
    reviewStatus: reader.exampleOf(item, 'reviewStatus', REVIEW_STATUSES, sets),
    userAccess: reader.exampleOf(item, 'userAccess', ACCESS_LEVELS, sets),
    accountantAccess: reader.exampleOf(item, 'accountantAccess', ACCESS_LEVELS, sets),
    type: reader.exampleOf(item, 'type', TRANSACTION_TYPES, sets),
    matchingBankTransactionId: reader.id(item, 'matchingBankTransactionId'),
    vendorId: reader.id(item, 'vendorId'),
    customerId: reader.id(item, 'customerId'),
    categoryId: reader.id(item, 'categoryId'),
    glAccountId: reader.id(item, 'glAccountId'),
    classSegmentIds: reader.stringList(item, 'classSegmentIds', { max: 20 }),
    tax: readTax(reader, item, sets),
    children: readSplits(reader, item),
    attachmentIds: reader.stringList(item, 'attachmentIds', { max: 20 }),
    customData: reader.customData(item, 'customData'),
  }
}

/**
 * `status` is an open set where `sets` is, but never `DELETED` in any profile: deleting is
 * `DELETE`, which also takes the record out of the ledger and reports it to v5 syncs.
 */
function readStatus(reader: InputReader, item: JsonObject, sets: ExampleValueSets): Sent<string> {
  if (item.status !== 'DELETED') return reader.exampleOf(item, 'status', RECORD_STATUSES, sets)
  return reader.fail('INVALID_VALUE', 'status', 'To delete a bank transaction use DELETE /v6/banks/transactions/{id}.')
}

function readTax(reader: InputReader, item: JsonObject, sets: ExampleValueSets): Sent<{ paymentInfo: TaxPaymentInfo }> {
  const tax = reader.object(item, 'tax')
  if (tax === undefined || tax === null) return tax
  const taxReader = reader.at('tax')
  const info = taxReader.object(tax, 'paymentInfo')
  if (info === undefined || info === null) return null
  const infoReader = taxReader.at('paymentInfo')
  const region = infoReader.exampleOf(info, 'region', TAX_REGIONS, sets)
  const year = infoReader.integer(info, 'year', { min: 1900, max: 2199 })
  const quarter = infoReader.exampleOf(info, 'quarter', TAX_QUARTERS, sets)
  for (const key of ['region', 'year', 'quarter']) infoReader.require(info[key], key)
  if (region == null || year == null || quarter == null) return undefined
  return { paymentInfo: { region, year, quarter } }
}

function readSplits(reader: InputReader, item: JsonObject): Sent<SplitInput[]> {
  const list = reader.array(item, 'children', { max: MAX_SPLITS })
  if (list === undefined || list === null) return list
  const children = reader.at('children')
  return list.flatMap((child, index): SplitInput[] => {
    const childReader = children.at(index)
    if (typeof child !== 'object' || child === null || Array.isArray(child)) {
      children.fail('INVALID_FORMAT', index, `${children.path(index)} must be an object.`)
      return []
    }
    const split = child as JsonObject
    const amount = childReader.integer(split, 'amount')
    childReader.require(split.amount, 'amount')
    if (amount === 0) childReader.fail('INVALID_VALUE', 'amount', `${childReader.path('amount')} must not be zero.`)
    return [
      {
        id: childReader.id(split, 'id'),
        amount,
        notes: childReader.string(split, 'notes'),
        classSegmentIds: childReader.stringList(split, 'classSegmentIds', { max: 20 }),
        customerId: childReader.id(split, 'customerId'),
        categoryId: childReader.id(split, 'categoryId'),
        glAccountId: childReader.id(split, 'glAccountId'),
        invoiceId: childReader.id(split, 'invoiceId'),
        billId: childReader.id(split, 'billId'),
        payrollId: childReader.id(split, 'payrollId'),
        apiItemId: childReader.id(split, 'apiItemId'),
      },
    ]
  })
}
