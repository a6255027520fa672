export { BookkeepingProvider, type BookkeepingProviderProps } from './BookkeepingProvider'
export {
  useBookkeepingClient,
  useInvoices,
  useInvoice,
  useGeneralLedger,
  useNotificationSettings,
  useClosing,
  useSession,
  useLocaleSettings,
  useMessages,
  type ClosingState,
  type ReadHookOptions,
  type Session,
} from './hooks'
export {
  useBankTransactions,
  useSaveBankTransactions,
  useDeleteBankTransaction,
  mergeBankTransactions,
  type BankTransactionSet,
} from './bankTransactions'
export { useSaveManualJournalEntries, useUpdateNotificationSettings } from './mutations'
export { bookkitKeys, type BookkitKeys } from './keys'
export type { InvoiceListQuery, GeneralLedgerListQuery, InvoicePages, GeneralLedgerPages, ReadHookOptionsWithLimit } from './queries'
