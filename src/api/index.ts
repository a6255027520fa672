// The framework-free layer's public part: what `bookkit` exports from src/api. Internals (the cursor
// reader, custom-data checks, envelopes) stay importable from their own modules for tests.
export { createBookkeepingClient, BookkeepingUnsupportedError, type BookkeepingClient, type BookkeepingClientOptions, type ListBankTransactionsOptions } from './client'
export {
  BookkeepingError,
  BookkeepingApiError,
  BookkeepingResponseError,
  BookkeepingNetworkError,
  BookkeepingAuthError,
  BookkeepingPagingError,
  BookkeepingOutcomeUnknownError,
  isTransientError,
  type PagingProblem,
} from './errors'
export { paginate, collectAll, type FetchPage, type PaginateOptions } from './paginate'
export type { BatchItemResult, Page as ListPage, GeneralLedgerPage, SyncPage as BankTransactionSyncPage } from './results'
export type { RetryPolicy } from './retry'
export {
  findInvoice,
  findInvoiceByNumber,
  FIND_INVOICE_MAX_PAGES,
  FIND_INVOICE_PAGE_SIZE,
  type FindInvoiceOptions,
  type FindInvoiceProgress,
} from './findInvoice'
export type { FetchToken, SessionScope, SessionState } from './tokens'
export type { CallOptions } from './transport'
export { bookkitService, describedService, signedFieldSort, resolveServiceProfile } from './service'
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
export type { Schema } from './schema'
export type {
  // Errors and tokens
  ErrorType,
  ErrorItem,
  TokenScope,
  TokenResponse,
  CustomData,
  Cursor as PageCursor,
  // Notification settings
  NotificationPreference,
  NotificationSettings,
  // Shared sub-objects
  GlAccount,
  Dimension as AccountingDimension,
  DimensionValue as AccountingDimensionValue,
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
