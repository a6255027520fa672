// Every visible string, below the components: the provider types its `messages` prop from here and
// never imports a component. One module per component, so a bundler keeps only the strings in use.
// Public: the types a host's translation is checked against and `englishMessages()` (every default).
// Each component's English table stays in its own module, for bookkit's components and tests.
export type { BookkitMessages } from './bookkitMessages'
export { englishMessages } from './englishMessages'
export type { GridMessages } from './grid'
export type { InvoiceListMessages } from './invoiceList'
export type { InvoiceDetailMessages } from './invoiceDetail'
export type { GeneralLedgerMessages } from './generalLedger'
export type { BankTransactionEditorMessages } from './bankTransactionEditor'
export type { BankTransactionListMessages } from './bankTransactionList'
export type { BankTransactionListDialogMessages } from './bankTransactionListDialogs'
export type { ManualJournalEntryFormMessages } from './manualJournalEntryForm'
export type { NotificationSettingsFormMessages } from './notificationSettingsForm'
export type { ChartMessages } from './charts'
export type { BooksOverviewMessages } from './booksOverview'
export type { ReceivablesAgingMessages } from './receivablesAging'
export type { ProfitAndLossMessages } from './profitAndLoss'
export type { BalanceSheetMessages } from './balanceSheet'
export type { TrialBalanceMessages } from './trialBalance'
export type { BankStatementImportMessages } from './bankStatementImport'
export type { BankStatementImportStepMessages } from './bankStatementImportSteps'
export type { CategorizationRulesMessages } from './categorizationRules'
