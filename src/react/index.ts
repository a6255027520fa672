export { BookkeepingProvider, type BookkeepingProviderProps } from './BookkeepingProvider'
export type { BookkeepingEvent } from './events'
export { clearBookkeepingCache } from './clearBookkeepingCache'
export type { PersistOptions } from './storedCache'
export {
  useBookkeepingClient,
  useInvoices,
  useInvoice,
  useInvoiceByNumber,
  useInvoiceLookupProgress,
  useGeneralLedger,
  useNotificationSettings,
  useClosing,
  useSession,
  useLocaleSettings,
  useServiceProfile,
  type ClosingState,
  type ReadHookOptions,
  type Session,
} from './hooks'
export {
  useBankTransactions,
  useSaveBankTransactions,
  useDeleteBankTransaction,
  type BankTransactionSet,
  type BankTransactionSetChange,
} from './bankTransactions'
export { useReviewCount, type ReviewCount } from './reviewCount'
export { useCanSaveNotificationSettings } from './settingsSave'
export type { WriteMutationResult } from './writeMutation'
export {
  useSaveManualJournalEntries,
  useUpdateNotificationSettings,
  useConfirmedNotificationSettings,
  type NotificationSettingsChange,
} from './mutations'
export {
  useGeneralLedgerExport,
  type GeneralLedgerExport,
  type GeneralLedgerExportOptions,
  type GeneralLedgerExportState,
} from './generalLedgerExport'
export type { UploadAttachment, UploadAttachmentContext } from './upload'
export type { InvoiceListQuery, GeneralLedgerListQuery, InvoicePages, GeneralLedgerPages, ReadHookOptionsWithLimit } from './queries'
