// Every visible string, below the components: the provider types its `messages` prop from here and
// never imports a component. One module per component, so a bundler keeps only the strings in use.
export type { BookkitMessages } from './bookkitMessages'
export { englishMessages } from './englishMessages'
export { invoiceListMessages, type InvoiceListMessages } from './invoiceList'
export { invoiceDetailMessages, type InvoiceDetailMessages } from './invoiceDetail'
export { generalLedgerMessages, type GeneralLedgerMessages } from './generalLedger'
export { bankTransactionEditorMessages, type BankTransactionEditorMessages } from './bankTransactionEditor'
export { bankTransactionListMessages, type BankTransactionListMessages } from './bankTransactionList'
export { bankTransactionListDialogMessages, type BankTransactionListDialogMessages } from './bankTransactionListDialogs'
export { manualJournalEntryFormMessages, type ManualJournalEntryFormMessages } from './manualJournalEntryForm'
export { notificationSettingsFormMessages, type NotificationSettingsFormMessages } from './notificationSettingsForm'
