// The framework-free layer's public part: what `bookkit` exports from src/api, each under its own
// name. Internals (collecting every page, the cursor reader, the retry test, the profile resolver, the generated
// schema, envelopes) stay importable from their own modules for bookkit's code and tests.
export { createBookkeepingClient, BookkeepingUnsupportedError, type BookkeepingClient, type BookkeepingClientOptions, type ListBankTransactionsOptions } from './client'
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
  type PagingProblem,
} from './errors'
// DESIGN.md names `paginate` public: a headless host walks a list's pages with it. Its helpers stay inside.
export { paginate, type FetchPage, type PaginateOptions } from './paginate'
export type { BatchItemResult, ListPage, GeneralLedgerPage, BankTransactionSyncPage } from './results'
export type { RetryPolicy } from './retry'
export { findInvoice, findInvoiceByNumber, lookUpInvoice, type FindInvoiceOptions, type FindInvoiceProgress, type FindInvoiceStop, type InvoiceLookup } from './findInvoice'
export type { FetchToken, SessionScope, SessionState } from './tokens'
export type { CallOptions, RequestTimeout } from './transport'
export type { WriteOutcome, UnknownReason, WriteProgress } from './writes/outcome'
export { bookkitService, describedService } from './service'
export type {
  ServiceProfile,
  ResolvedServiceProfile,
  InvoiceSortField,
  InvoiceSortRequest,
  InvoiceSortEncoder,
  NotificationSettingsSave,
  BankTransactionListing,
  InvoiceFilterValues,
  UpdateStyle,
} from './service'
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
