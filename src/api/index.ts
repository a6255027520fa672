export { createBookkeepingClient, type BookkeepingClient, type BookkeepingClientOptions, type ListBankTransactionsOptions } from './client'
export {
  BookkeepingError,
  BookkeepingApiError,
  BookkeepingResponseError,
  BookkeepingNetworkError,
  BookkeepingAuthError,
  isTransientError,
} from './errors'
export { paginate, collectAll, nextCursor, type AnyPage, type FetchPage, type PaginateOptions } from './paginate'
export { isUnreadableCustomData } from './customData'
export { findInvoice, FIND_INVOICE_MAX_PAGES, FIND_INVOICE_PAGE_SIZE, type FindInvoiceOptions } from './findInvoice'
export type { BatchItemResult, Page, GeneralLedgerPage, SyncPage } from './results'
export type { FetchToken, SessionScope, SessionState } from './tokens'
export type { CallOptions } from './transport'
export { bookkitService, describedService, signedFieldSort } from './service'
export type {
  ServiceProfile,
  ResolvedServiceProfile,
  InvoiceSortField,
  InvoiceSortRequest,
  InvoiceSortEncoder,
  NotificationSettingsSave,
  BankTransactionListing,
  InvoiceFilterValues,
} from './service'
export type * from './types'
