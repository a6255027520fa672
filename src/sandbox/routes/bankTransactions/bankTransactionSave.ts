import { assertModifiable } from '../../closingLock'
import { ApiFailure, badRequest, errorItem, notFound, type ErrorItem } from '../../service/errors'
import { recordInvoicePayments } from '../../invoicePayments'
import { recordTransferPair } from '../../transferPairs'
import {
  blankBankTransaction,
  SPLIT_REFERENCES,
  type BankTransactionRecord,
  type BankTransactionSplit,
  type JsonObject,
  type SplitReferences,
} from '../../model'
import { offsetAccount, bankTransactionPostings } from '../../posting'
import type { ProfileConventions } from '../../service/profile'
import { bankTransactionWire } from '../../serialize/bankTransaction'
import type { Store } from '../../store'
import { InputReader } from '../../service/validate'
import type { Viewer } from '../../service/viewer'
import type { SavedItem } from './batch'
import { readBankTransactionInput, type BankTransactionInput, type SplitInput } from './bankTransactionInput'
import { invoiceSplitIssues } from '../invoiceSplitChecks'
import { ReferenceCheck } from '../references'
import { assertOtherSidesModifiable, transferPairIssues } from './transferPairChecks'

const KIND = 'bankTransaction'

/**
 * Saves one bank-transaction item (README decisions 3, 5 and 6): an `id` updates that record,
 * fields left out keep their value and `null` clears an optional one; no `id` creates a record
 * from `date`, `amount` and `bankAccountId`. Value sets, external ids and the answer's
 * `customData` follow the profile's conventions. An external id (`apiName` + `apiSourceId`, an id
 * in an external system: a bank's) names one transaction of its bank account: two accounts may
 * both hold it.
 */
export function saveBankTransaction(store: Store, viewer: Viewer, item: JsonObject, conventions: ProfileConventions): SavedItem {
  const reader = new InputReader()
  const input = readBankTransactionInput(reader, item, conventions.exampleValueSets)
  if (!reader.ok) throw badRequest(reader.issues)

  const existing = input.id == null ? undefined : store.visible(store.bankTransactions, input.id, viewer)
  if (input.id != null && (!existing || existing.status === 'DELETED')) throw notFound('bank transaction', input.id, 'id')
  for (const field of ['date', 'amount', 'bankAccountId'] as const) {
    if (existing ? input[field] === null : input[field] == null) reader.require(null, field)
  }
  if (!reader.ok) throw badRequest(reader.issues)

  const bankAccount = store.visible(store.bankAccounts, input.bankAccountId ?? existing?.bankAccountId ?? '', viewer)
  if (!bankAccount) throw notFound('bank account', input.bankAccountId ?? '', 'bankAccountId')
  if (existing && bankAccount.companyId !== existing.companyId) {
    throw ApiFailure.of(400, 'INVALID_VALUE', 'A bank transaction cannot move to another company’s bank account.', 'bankAccountId')
  }
  const next = merge(existing, input, bankAccount.companyId, bankAccount.id)
  checkReferences(store, viewer, next, existing)
  const sent = {
    matchingBankTransactionId: input.matchingBankTransactionId !== undefined,
    amount: input.amount !== undefined,
    bankAccountId: input.bankAccountId !== undefined,
  }
  checkAmounts(store, next, bankAccount.glAccountId, [
    ...invoiceSplitIssues(store, next),
    ...transferPairIssues(store, next, existing, sent),
  ])
  assertModifiable(store, next.companyId, existing?.date, next.date)
  assertOtherSidesModifiable(store, existing, next)
  const owner = store.externalIdOwner(KIND, next.bankAccountId, next.apiName, next.apiSourceId)
  if (conventions.deduplicatesExternalIds && owner !== undefined && owner !== next.id) {
    throw ApiFailure.of(
      409,
      'DUPLICATE',
      `A bank transaction with apiName ${JSON.stringify(next.apiName ?? '')} and apiSourceId ${JSON.stringify(next.apiSourceId)} already exists in this bank account.`,
      'apiSourceId',
    )
  }

  const stamp = store.clock.tick()
  const record: BankTransactionRecord = existing
    ? { ...next, updatedAt: stamp }
    : { ...next, ...newIdentity(store), createdAt: stamp, updatedAt: stamp }
  record.children = withSplitIds(record, existing?.children ?? [])
  if (existing) store.claimExternalId(KIND, existing, null, existing.bankAccountId)
  store.claimExternalId(KIND, record, record.id, record.bankAccountId)
  store.putBankTransaction(record)
  recordInvoicePayments(store, existing, record)
  recordTransferPair(store, existing, record)
  store.ledger.repost(record.id, bankTransactionPostings(store, record))
  return {
    statusCode: existing ? 200 : 201,
    data: bankTransactionWire(store, record, 'classSegments', conventions.bankTransactionCustomData),
  }
}

function newIdentity(store: Store): { id: string; seq: number } {
  const id = store.ids.next('btxn')
  return { id, seq: Number(id.slice(5)) }
}

/** The record as it will be: the existing one (or defaults) with every sent field applied. */
function merge(
  existing: BankTransactionRecord | undefined,
  input: BankTransactionInput,
  companyId: string,
  bankAccountId: string,
): BankTransactionRecord {
  const base: BankTransactionRecord = existing ?? blankBankTransaction({ id: '', seq: 0, companyId, bankAccountId })
  const pick = <K extends keyof BankTransactionInput & keyof BankTransactionRecord>(
    key: K,
    fallback: BankTransactionRecord[K],
  ): BankTransactionRecord[K] => {
    const sent = input[key]
    if (sent === undefined) return base[key]
    return (sent === null ? fallback : sent) as BankTransactionRecord[K]
  }
  const amount = input.amount ?? base.amount
  const next: BankTransactionRecord = {
    ...base,
    bankAccountId,
    date: input.date ?? base.date,
    amount,
    // A sent type wins; an update keeps its type; a create (or `type: null`) takes it from the sign.
    type: input.type ?? (existing && input.type === undefined ? base.type : amount < 0 ? 'EXPENSE' : 'INCOME'),
    description: pick('description', ''),
    notes: pick('notes', null),
    status: pick('status', 'ACTIVE'),
    apiName: pick('apiName', null),
    apiSourceId: pick('apiSourceId', null),
    reviewStatus: pick('reviewStatus', 'UNREVIEWED'),
    userAccess: pick('userAccess', null),
    accountantAccess: pick('accountantAccess', null),
    matchingBankTransactionId: pick('matchingBankTransactionId', null),
    vendorId: pick('vendorId', null),
    customerId: pick('customerId', null),
    categoryId: pick('categoryId', null),
    glAccountId: pick('glAccountId', null),
    classSegmentIds: pick('classSegmentIds', []),
    tax: pick('tax', null),
    attachmentIds: pick('attachmentIds', []),
    customData: pick('customData', {}),
    children: input.children === undefined ? base.children : (input.children ?? []).map(splitOf),
  }
  if (next.categoryId !== null || next.glAccountId !== null || next.children.length > 0) next.suggestedCategoryIds = []
  if (existing && (input.categoryId !== undefined || input.glAccountId !== undefined || input.amount !== undefined)) next.ruleId = null
  return next
}

function splitOf(child: SplitInput): BankTransactionSplit {
  return {
    // A child keeps its id when the client sends it back; new children get one when saved.
    id: child.id ?? '',
    amount: child.amount ?? 0,
    notes: child.notes ?? null,
    classSegmentIds: child.classSegmentIds ?? [],
    ...(Object.fromEntries(SPLIT_REFERENCES.map((name) => [name, child[name] ?? null])) as SplitReferences),
  }
}

/** New splits get the next `<transaction id>_<n>` above every split of this and the last version; kept ones keep theirs. */
function withSplitIds(record: BankTransactionRecord, previous: readonly BankTransactionSplit[]): BankTransactionSplit[] {
  let last = Math.max(0, ...[...previous, ...record.children].map((child) => Number(child.id.slice(record.id.length + 1)) || 0))
  return record.children.map((child) => (child.id === '' ? { ...child, id: `${record.id}_${++last}` } : child))
}

function checkReferences(store: Store, viewer: Viewer, next: BankTransactionRecord, existing: BankTransactionRecord | undefined): void {
  const check = new ReferenceCheck(store, viewer, next.companyId)
  check.one(store.categories, next.categoryId, 'category', 'categoryId')
  check.one(store.glAccounts, next.glAccountId, 'GL account', 'glAccountId')
  check.one(store.vendors, next.vendorId, 'vendor', 'vendorId')
  check.one(store.customers, next.customerId, 'customer', 'customerId')
  check.dimensionValues(next.classSegmentIds, 'classSegmentIds')
  check.many(store.attachments, next.attachmentIds, 'attachment', 'attachmentIds')
  const match = check.one(store.bankTransactions, next.matchingBankTransactionId, 'bank transaction', 'matchingBankTransactionId')
  if (match && match.status === 'DELETED')
    check.issues.push(errorItem('NOT_FOUND', 'The matching bank transaction was deleted.', 'matchingBankTransactionId'))
  const seenSplitIds = new Set<string>()
  next.children.forEach((child, index) => {
    const param = `children[${index}]`
    if (child.id !== '' && seenSplitIds.has(child.id))
      check.issues.push(errorItem('INVALID_VALUE', `${param}.id appears twice.`, `${param}.id`))
    seenSplitIds.add(child.id)
    if (child.id !== '' && !existing?.children.some((kept) => kept.id === child.id)) {
      check.issues.push(
        errorItem('NOT_FOUND', `${param}.id is not a split of this transaction; leave it out for a new split.`, `${param}.id`),
      )
    }
    check.one(store.categories, child.categoryId, 'category', `${param}.categoryId`)
    check.one(store.glAccounts, child.glAccountId, 'GL account', `${param}.glAccountId`)
    check.one(store.customers, child.customerId, 'customer', `${param}.customerId`)
    check.one(store.invoices, child.invoiceId, 'invoice', `${param}.invoiceId`)
    check.dimensionValues(child.classSegmentIds, `${param}.classSegmentIds`)
  })
  check.throwIfAny()
}

/**
 * Non-zero, splits adding up, splits paying invoices as decision 26 says, a transfer's sides as decision 27 says, and never posting a bank account against itself. The sign is the
 * record's own, whatever its type: a refund is an EXPENSE with a positive amount (README decision 5).
 */
function checkAmounts(store: Store, next: BankTransactionRecord, bankGlAccountId: string, invoiceIssues: ErrorItem[]): void {
  const issues = [...invoiceIssues]
  if (next.amount === 0) issues.push(errorItem('INVALID_VALUE', 'amount must not be zero.', 'amount'))
  if (next.children.length > 0) {
    const sum = next.children.reduce((total, child) => total + child.amount, 0)
    if (sum !== next.amount)
      issues.push(errorItem('INVALID_VALUE', `The splits add up to ${sum} but the amount is ${next.amount}.`, 'children'))
  }
  const offsets = next.children.length > 0 ? next.children.map((child) => offsetAccount(store, child)) : [offsetAccount(store, next)]
  if (offsets.includes(bankGlAccountId)) {
    issues.push(
      errorItem(
        'INVALID_VALUE',
        'A bank transaction cannot be categorized to its own bank account.',
        next.children.length > 0 ? 'children' : 'glAccountId',
      ),
    )
  }
  if (issues.length > 0) throw badRequest(issues)
}
