/**
 * The sandbox's stored records. These are its own shapes (ids instead of embedded objects), turned
 * into the service's wire shapes by `serialize/*` on the way out.
 */

export type GlAccountType = 'ASSET' | 'LIABILITY' | 'EQUITY' | 'REVENUE' | 'EXPENSE'
export type AccountingMethod = 'ACCRUAL' | 'CASH'
export type Requiredness = 'REQUIRED' | 'NOT_REQUIRED'
export type NotificationChannel = 'SMS' | 'EMAIL' | 'OFF'
export type Modifications = 'ENABLED' | 'DISABLED'

export interface Closing {
  date: string
  modifications: Modifications
}

export interface Company {
  id: string
  name: string
  accountingMethod: AccountingMethod
  closing: Closing
  /** GL accounts the ledger posts to without being told: receivable, suspense… */
  systemAccounts: SystemAccounts
}

interface SystemAccounts {
  receivable: string
  undepositedFunds: string
  salesTaxPayable: string
  salesDiscounts: string
  /** Where an uncategorized bank transaction waits to be categorized. */
  suspense: string
  /** Where a transfer's side waits for its other side: a clearing account that nets to zero once both are paired (decision 27). */
  transfersInTransit: string
}

export interface User {
  id: string
  name: string
  companyIds: readonly string[]
}

export interface NotificationSettings {
  financialSummaries: NotificationChannel | null
  bankConnectionErrors: NotificationChannel | null
  conversations: NotificationChannel | null
}

export interface GlAccountRecord {
  id: string
  companyId: string
  name: string
  accountNo: string
  type: GlAccountType
  /** The chart's detail type (QuickBooks Online's `AccountSubType`), where the seed names one. */
  subtype?: string
}

export interface CategoryRecord {
  id: string
  companyId: string
  name: string
  glAccountId: string
}

export interface CustomerRecord {
  id: string
  companyId: string
  name: string
  email: string
}

export interface VendorRecord {
  id: string
  companyId: string
  name: string
}

export interface DimensionRecord {
  id: string
  companyId: string
  name: string
  requiredness: Requiredness
}

export interface DimensionValueRecord {
  id: string
  companyId: string
  dimensionId: string
  name: string
  /** A sub-value names its parent; records then show the parent with this one as `child`. */
  parentId?: string
}

export interface BankAccountRecord {
  id: string
  companyId: string
  name: string
  mask: string
  glAccountId: string
}

export interface AttachmentRecord {
  id: string
  companyId: string
  fileName: string
  fileSize: string
  createdDateTime: string
}

export type JsonObject = Record<string, unknown>

export interface TaxPaymentInfo {
  region: string
  year: number
  quarter: string
}

/** What a split may refer to, each by id or null: stored as null, left out of the wire when null. */
export const SPLIT_REFERENCES = ['customerId', 'categoryId', 'glAccountId', 'invoiceId', 'billId', 'payrollId', 'apiItemId'] as const

/** The ids a split refers to, by name. */
export type SplitReferences = { [K in (typeof SPLIT_REFERENCES)[number]]: string | null }

export interface BankTransactionSplit extends SplitReferences {
  id: string
  amount: number
  notes: string | null
  classSegmentIds: string[]
}

export interface BankTransactionRecord {
  id: string
  /** Creation order: the v5 list's stable order. */
  seq: number
  companyId: string
  bankAccountId: string
  type: string
  date: string
  amount: number
  description: string
  notes: string | null
  /** `DELETED` only by a delete, which is what takes it out of lists and the ledger; a save may set another value. */
  status: string
  reviewStatus: string
  apiName: string | null
  apiSourceId: string | null
  userAccess: string | null
  accountantAccess: string | null
  matchingBankTransactionId: string | null
  vendorId: string | null
  customerId: string | null
  categoryId: string | null
  glAccountId: string | null
  classSegmentIds: string[]
  tax: { paymentInfo: TaxPaymentInfo } | null
  children: BankTransactionSplit[]
  attachmentIds: string[]
  customData: JsonObject
  conversation: { id: string; readStatus: string } | null
  ruleId: string | null
  suggestedCategoryIds: string[]
  createdAt: string
  updatedAt: string
}

/**
 * A bank transaction with nothing chosen on it yet: no category, vendor, split, file or note,
 * active and unreviewed. A create starts from it, and so does every record the seed makes.
 */
export function blankBankTransaction(
  identity: Pick<BankTransactionRecord, 'id' | 'seq' | 'companyId' | 'bankAccountId'>,
): BankTransactionRecord {
  return {
    ...identity,
    type: '',
    date: '',
    amount: 0,
    description: '',
    notes: null,
    status: 'ACTIVE',
    reviewStatus: 'UNREVIEWED',
    apiName: null,
    apiSourceId: null,
    userAccess: null,
    accountantAccess: null,
    matchingBankTransactionId: null,
    vendorId: null,
    customerId: null,
    categoryId: null,
    glAccountId: null,
    classSegmentIds: [],
    tax: null,
    children: [],
    attachmentIds: [],
    customData: {},
    conversation: null,
    ruleId: null,
    suggestedCategoryIds: [],
    createdAt: '',
    updatedAt: '',
  }
}

export interface JournalEntryLine {
  glAccountId: string
  drAmount: number
  crAmount: number
}

interface JournalEntryRecurrence {
  updateType: string | null
  frequency: string | null
  interval: number | null
  endDate: string | null
}

export interface JournalEntryRecord {
  id: string
  seq: number
  companyId: string
  date: string
  description: string
  recurrence: JournalEntryRecurrence | null
  apiName: string | null
  apiSourceId: string | null
  bankAccountId: string | null
  dimensionValueIds: string[]
  children: JournalEntryLine[]
  attachmentIds: string[]
  customData: JsonObject
  createdAt: string
  updatedAt: string
}

export interface InvoiceLineItem {
  id: string
  description: string
  quantity: number
  rate: number
  /** Sales tax rate in percent, as the service's decimal string (`'8.25'`). */
  salesTaxPercent: string
  apiItemId: string | null
  glAccountId: string
  timeId: string | null
  expenseId: string | null
}

export interface InvoicePayment {
  id: string
  date: string
  amount: number
  /**
   * The bank-transaction split that records it (decision 26): such a payment is replaced when the
   * transaction is saved again, removed when it is deleted, and posted by the transaction, not the invoice.
   */
  source?: { bankTransactionId: string; splitId: string }
}

export interface InvoiceActivity {
  type: string
  datetime: string
  status: 'SUCCESS' | 'FAILURE'
  error: string | null
}

export interface InvoiceRecord {
  id: string
  seq: number
  companyId: string
  invoiceNumber: string
  status: 'ACTIVE' | 'DELETED'
  /** Stored only for the states payments cannot tell: a draft, a voided invoice. */
  lifecycle: 'DRAFT' | 'ISSUED' | 'VOIDED'
  date: string
  customerId: string
  dimensionValueIds: string[]
  notes: string
  discount: { value: string; type: 'PERCENT' | 'AMOUNT'; calculateBeforeSalesTax: boolean }
  deposit: { value: string; type: 'PERCENT' | 'AMOUNT' }
  term: { type: string; days: number }
  sendEmail: boolean
  sendSms: boolean
  reminderSchedule: string[]
  paymentMethods: string[]
  ccEmails: string[]
  bccEmails: string[]
  recurrence: { frequency: string; interval: number; occurrences: number; endDate: string } | null
  apiName: string | null
  apiSourceId: string | null
  lineItems: InvoiceLineItem[]
  payments: InvoicePayment[]
  activity: InvoiceActivity[]
  customData: JsonObject
}

/** Which accounting method a GL line belongs to; bank transactions and journal entries post to both. */
export type PostingBasis = 'BOTH' | AccountingMethod

type SourceKind = 'BANK_TRANSACTION' | 'JOURNAL_ENTRY' | 'INVOICE' | 'PAYMENT'

/** One stored general-ledger line. Lines never change: a re-saved record reposts all of its lines. */
export interface GlLine {
  id: string
  /** Posting order; breaks ties between lines of the same date. */
  seq: number
  /** Days since 1970-01-01 of `date`, for the index's sort and binary searches. */
  day: number
  date: string
  companyId: string
  glAccountId: string
  basis: PostingBasis
  drAmount: number
  crAmount: number
  description: string
  /** The record the line comes from, kept for removal and for `entity.id`. */
  sourceId: string
  /** The record (bank transaction, journal entry…) whose removal takes this line with it. */
  ownerId: string
  sourceKind: SourceKind
  entityDescription: string
  entityDisplayName: string
  entitySecondaryDisplayName: string
  /** The account on the other side of the posting, shown as `entity.glAccount`. */
  counterGlAccountId: string
  customerIds: readonly string[]
  dimensionValueIds: readonly string[]
  /** Lower-cased description and display name for `filter.search`; filled on the first search. */
  searchText: string | undefined
}
