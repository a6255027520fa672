import type * as Wire from '../../api/types'
import { SPLIT_REFERENCES, type BankTransactionRecord, type BankTransactionSplit, type SplitReferences } from '../model'
import { bankTransactionDisplayName } from '../names'
import { offsetAccount } from '../posting'
import type { CustomDataStyle } from '../service/profile'
import type { Store } from '../store'
import { customDataWire } from './customData'
import { accountTypeColor, iconUrl } from './icons'
import {
  attachmentsWire,
  bankAccountRef,
  categoryRef,
  classSegmentsWire,
  customerRef,
  dimensionValuesWire,
  glAccountWire,
  vendorRef,
} from './shared'

/**
 * The save answer names dimension values `classSegments` (with `label`); the delete answer and
 * the v5 list name them `dimensionValues` (with `dimension`), as the service does.
 */
export type BankTransactionVocabulary = 'classSegments' | 'dimensionValues'

/**
 * A bank transaction in the contract's shape, in the vocabulary of the answer it goes in, with
 * `customData` in the profile's style.
 */
export function bankTransactionWire(
  store: Store,
  transaction: BankTransactionRecord,
  vocabulary: BankTransactionVocabulary,
  customData: CustomDataStyle,
): Wire.BankTransaction {
  const company = store.company(transaction.companyId)
  const glAccountId = transaction.children.length > 0 ? undefined : offsetAccount(store, transaction)
  const category = categoryRef(store, transaction.categoryId)
  const displayName = bankTransactionDisplayName(store, transaction)
  const dimensions =
    vocabulary === 'classSegments'
      ? { classSegments: classSegmentsWire(store, transaction.classSegmentIds) }
      : { dimensionValues: dimensionValuesWire(store, transaction.classSegmentIds) }
  return {
    id: transaction.id,
    type: transaction.type,
    date: transaction.date,
    amount: transaction.amount,
    currencyInfo: { originalCurrency: 'USD', originalAmount: transaction.amount },
    displayName,
    description: transaction.description,
    notes: transaction.notes ?? undefined,
    status: transaction.status,
    reviewStatus: transaction.reviewStatus,
    apiName: transaction.apiName ?? undefined,
    apiSourceId: transaction.apiSourceId ?? undefined,
    iconUrl: category?.iconUrl ?? iconUrl(displayName, accountTypeColor(transaction.amount < 0 ? 'EXPENSE' : 'REVENUE')),
    bankAccount: bankAccountRef(store, transaction.bankAccountId),
    ...dimensions,
    customer: customerRef(store, transaction.customerId),
    vendor: vendorRef(store, transaction.vendorId),
    category,
    suggestedCategories: transaction.suggestedCategoryIds.map((id) => ({ id })),
    glAccount: glAccountId === undefined ? undefined : glAccountWire(store, glAccountId),
    invoiceItem: invoiceItem(store, transaction),
    matchingBankTransaction: matchingTransaction(store, transaction.matchingBankTransactionId),
    conversation: transaction.conversation ?? undefined,
    company: { id: company.id, name: company.name },
    rule: transaction.ruleId === null ? undefined : { id: transaction.ruleId, transactionSource: 'BANK_RULE' },
    attachments: attachmentsWire(store, transaction.attachmentIds),
    tax: transaction.tax ?? {},
    children: transaction.children.map(splitWire),
    customData: customDataWire(transaction.customData, customData),
  }
}

/** A split as saved, ids and all, so an editor can send it back unchanged. */
function splitWire(split: BankTransactionSplit): Wire.BankTransactionSplit {
  return {
    id: split.id,
    amount: split.amount,
    notes: split.notes ?? undefined,
    classSegmentIds: [...split.classSegmentIds],
    ...(Object.fromEntries(SPLIT_REFERENCES.map((name) => [name, split[name] ?? undefined])) as Partial<
      Record<keyof SplitReferences, string>
    >),
  }
}

function invoiceItem(store: Store, transaction: BankTransactionRecord): Wire.InvoiceItemRef | undefined {
  const invoiceId = transaction.children.find((child) => child.invoiceId !== null)?.invoiceId
  const invoice = invoiceId ? store.invoices.get(invoiceId) : undefined
  return invoice ? { id: invoice.id, description: `Invoice ${invoice.invoiceNumber}` } : undefined
}

function matchingTransaction(store: Store, id: string | null): Wire.BankTransactionMatch | undefined {
  const match = id === null ? undefined : store.bankTransactions.get(id)
  if (!match) return undefined
  return {
    id: match.id,
    amount: match.amount,
    date: match.date,
    description: match.description,
    apiName: match.apiName ?? undefined,
    apiInstitutionId: `inst_${match.bankAccountId}`,
    bankAccount: bankAccountRef(store, match.bankAccountId),
  }
}
