// The framework-free layer's public part: what `bookkit` exports from src/api, each under its own
// name; api-report/allowed.json says why each is public. Internals (collecting every page, the cursor
// reader, the retry test and policy, the profile resolver and the filled-in profile, the types of the
// profile's members, the token holder's state, per-call options, the generated schema, envelopes)
// stay importable from their own modules for bookkit's code and tests.
export {
  createBookkeepingClient,
  BookkeepingUnsupportedError,
  type BookkeepingClient,
  type BookkeepingClientOptions,
  type ListBankTransactionsOptions,
} from './client'
export {
  BookkeepingError,
  BookkeepingApiError,
  BookkeepingResponseError,
  BookkeepingNetworkError,
  BookkeepingAuthError,
  BookkeepingPagingError,
  BookkeepingTimeoutError,
  BookkeepingRateLimitError,
  type BookkeepingErrorKind,
} from './errors'
// DESIGN.md names `paginate` public: a headless host walks a list's pages with it. Its helpers stay
// inside; its page fetcher is written inline (`paginate((cursor, signal) => ...)`), so only its
// options are named, like every public function's.
export { paginate, type PaginateOptions } from './transport/paginate'
export type { BatchItemResult, ListPage, GeneralLedgerPage, BankTransactionSyncPage } from './results'
export {
  findInvoice,
  findInvoiceByNumber,
  lookUpInvoice,
  type FindInvoiceOptions,
  type FindInvoiceProgress,
  type FindInvoiceStop,
  type InvoiceLookup,
} from './findInvoice'
export type { FetchToken } from './transport/tokens'
export type { RequestTimeout } from './transport/transport'
export type { WriteOutcome, UnknownReason, WriteProgress } from './writes/outcome'
export { bookkitService, describedService } from './service'
// A host writes a profile's members inline (`service={{ ...describedService, updates: 'whole' }}`),
// so only the profile is named; `InvoiceSortField` names the fields `<InvoiceList>` sorts by.
export type { ServiceProfile, InvoiceSortField } from './service'
export type {
  // Errors and tokens
  ErrorType,
  ErrorItem,
  TokenScope,
  TokenResponse,
  CustomData,
  PageCursor,
  // Notification settings
  NotificationPreference,
  NotificationSettings,
  // Shared sub-objects
  GlAccount,
  AccountingDimension,
  AccountingDimensionValue,
  ClassSegment,
  Attachment,
  CustomerRef,
  VendorRef,
  CategoryRef,
  BankAccountRef,
  CompanyRef,
  // Journal entries
  ManualJournalEntryInput,
  ManualJournalEntryLineInput,
  ManualJournalEntryRecurrenceInput,
  ManualJournalEntry,
  ManualJournalEntryLine,
  ManualJournalEntryRecurrence,
  // General ledger
  AccountingMethod,
  GeneralLedgerQuery,
  GeneralLedgerFilter,
  DimensionValueFilter,
  GlEntry,
  GlEntryEntity,
  // Invoices
  InvoiceQuery,
  InvoiceFilter,
  InvoiceSort,
  Invoice,
  InvoiceTotals,
  InvoiceDiscount,
  InvoiceDeposit,
  InvoiceCollectionInfo,
  PaymentTerm,
  InvoiceRecurrence,
  InvoiceLineItem,
  SalesTax,
  InvoiceInstallment,
  InvoicePayment,
  InvoiceActivity,
  // Bank transactions
  BankTransaction,
  BankTransactionInput,
  BankTransactionSplit,
  BankTransactionTax,
  BankTransactionMatch,
  BankTransactionRule,
  // Closing
  Closing,
} from './types'
