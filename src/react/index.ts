export { BookkeepingProvider, type BookkeepingProviderProps } from './BookkeepingProvider'
export {
  useBookkeepingClient,
  useInvoices,
  useGeneralLedger,
  useNotificationSettings,
  useClosing,
  useSession,
  useLocaleSettings,
  type ClosingState,
  type ReadHookOptions,
  type Session,
} from './hooks'
export {
  useBankTransactions,
  useSaveBankTransactions,
  useDeleteBankTransaction,
  type BankTransactionSet,
} from './bankTransactions'
export { useSaveManualJournalEntries, useUpdateNotificationSettings } from './mutations'
export type { InvoiceListQuery, GeneralLedgerListQuery, InvoicePages, GeneralLedgerPages, ReadHookOptionsWithLimit } from './queries'
