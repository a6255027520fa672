// The React layer's public part: what `bookkit` exports from src/react, each under its own name
// (the allow-list is api-report/allowed.json). Hooks the components share among themselves (the
// service profile, the upload in use, the settings last confirmed) and the set's change record
// stay importable from their own modules for bookkit's code and tests.
export { BookkeepingProvider, type BookkeepingProviderProps } from './provider/BookkeepingProvider'
export type { BookkeepingEvent } from '../core/store/events'
export { clearBookkeepingCache } from './provider/clearBookkeepingCache'
export type { PersistOptions } from './provider/persist/storedCache'
export { useBookkeepingClient, useSession, useLocaleSettings, type Session } from './provider/provided'
export { useGeneralLedger, useNotificationSettings, type ReadHookOptions } from './query/reads'
export { useInvoices, useInvoice, useInvoiceByNumber, useInvoiceLookupProgress } from './invoices/invoiceReads'
export { useClosing, type ClosingState } from './close/closing'
export { useBankTransactions, useSaveBankTransactions, useDeleteBankTransaction, type BankTransactionSet } from './queue/bankTransactions'
export { useReviewCount, type ReviewCount, type ReviewCountOptions } from './queue/reviewCount'
export type { FigureStatus } from '../core/statements/figureStatus'
export type { PageWalkState } from './query/pageWalk'
export type { BankChartOptions, ChartDataState } from './overview/bankCharts'
export { useCashFlow, type CashFlow, type CashFlowOptions, type MonthFlow } from './overview/cashFlow'
export { useSpendingByCategory, type CategorySpending, type SpendingTotals, type SpendingOptions } from './overview/spending'
export { useAccountBalances, type AccountBalances, type AccountBalancesOptions, type DayBalance } from './statements/accountBalances'
export {
  useReceivablesAging,
  AGING_BUCKET_IDS,
  type AgingBucket,
  type AgingBucketId,
  type CustomerOwing,
  type Receivables,
  type ReceivablesAgingOptions,
} from './invoices/receivablesAging'
export { useOpenInvoices, useInvoiceMatches, type OpenInvoices, type InvoiceMatchesState } from './invoices/openInvoices'
export {
  matchInvoices,
  invoiceMatcher,
  type InvoiceMatcher,
  type InvoiceMatch,
  type InvoiceMatches,
  type InvoiceMatchReason,
  type InvoicePaymentLine,
} from '../core/queue/invoiceMatches'
export { useTransferPairs, type TransferPairsState } from './queue/transferPairs'
export { findTransferPairs, type TransferPair, type TransferPairOptions } from '../core/queue/transferPairs'
export {
  useProfitAndLoss,
  type ProfitAndLossStatement,
  type ProfitAndLossOptions,
  type ProfitAndLossSection,
  type ProfitAndLossColumn,
  type ByDimension,
  type DimensionColumn,
  type DimensionColumnKind,
  type DimensionColumnValue,
  type StatementAccountRow,
  type StatementAccountStatus,
  type StatementFigure,
  type StatementTotal,
} from './statements/profitAndLoss'
export type { StatementReading } from './statements/statementRows'
export {
  useBalanceSheet,
  type BalanceCheck,
  type BalanceSheetGroup,
  type BalanceSheetOptions,
  type BalanceSheetSection,
  type BalanceSheetStatement,
} from './statements/balanceSheet'
export {
  useCashFlowStatement,
  type CashFlowGroup,
  type CashFlowSection,
  type CashFlowStatementOptions,
  type CashFlowStatementResult,
  type CashFlowTie,
} from './statements/cashFlowStatement'
export type { CashFlowGroupKind, CashFlowSectionKind } from '../core/statements/cashFlowPlaces'
export {
  useTrialBalance,
  type TrialBalanceOptions,
  type TrialBalanceRetainedEarnings,
  type TrialBalanceRow,
  type TrialBalanceStatement,
  type TrialBalanceTotals,
} from './statements/trialBalance'
export type { BalanceSheetGroupKind, BalanceSheetSectionKind, GlAccountInfo, ProfitAndLossSectionKind } from '../core/statements/glAccounts'
export type {
  BalanceSheetComparison,
  FiscalYearStart,
  StatementColumn,
  StatementColumns,
  StatementComparison,
} from '../core/statements/statementColumns'
export {
  useImportStatement,
  useStatementPreview,
  useUndoStatementImport,
  type StatementImportRequest,
  type StatementImportResult,
  type StatementImportUndoResult,
  type StatementPreviewState,
} from './import/statementImport'
export { useBooksOverview, type BooksOverviewFigures, type BooksOverviewOptions } from './overview/booksOverview'
export { useCanSaveNotificationSettings } from './query/settingsSave'
export type { WriteMutationResult } from './query/writeMutation'
export { useSaveManualJournalEntries, useUpdateNotificationSettings, type NotificationSettingsChange } from './query/mutations'
export {
  useGeneralLedgerExport,
  type GeneralLedgerExport,
  type GeneralLedgerExportOptions,
  type GeneralLedgerExportState,
} from './statements/generalLedgerExport'
export type { UploadAttachment, UploadAttachmentContext } from './provider/upload'
export type { InvoiceListQuery, GeneralLedgerListQuery, InvoicePages, GeneralLedgerPages, ReadHookOptionsWithLimit } from './query/queries'
export type { ChartPeriod, DateRange } from '../format/period'
export { useCategorizationRules, type CategorizationRulesState, type RulesConflict } from './rules/categorizationRules'
export { RulesUnreadableError } from '../core/rules/storedRules'
export {
  useReconciliation,
  useReconciliations,
  useUndoReconciliation,
  type FinishChoice,
  type FinishRefusal,
  type FinishResult,
  type InterruptedFinish,
  type OpeningCheck,
  type ReconciliationOptions,
  type ReconciliationRow,
  type ReconciliationState,
  type ReconciliationStatement,
  type StatementOnlyRow,
  type StoredReconciliations,
  type UndoReconciliationResult,
  type UndoVariables,
} from './reconcile/reconciliation'
export {
  ReconciliationCompanyUnknownError,
  ReconciliationFinishRefusedError,
  ReconciliationsUnreadableError,
} from '../core/reconcile/reconciliationParts'
export {
  useMonthEndClose,
  SignOffIncompleteError,
  type MonthEndCloseOptions,
  type MonthEndCloseState,
  type ReopenInput,
  type SignOffInput,
} from './close/monthEndClose'
export { CloseRecordUnreadableError, CloseRefusedError } from '../core/close/record'
export type {
  CloseAccountBalance,
  CloseItemFilter,
  CloseItemOf,
  CloseReconcileAccount,
  MonthEndCloseItem,
  MovedBalance,
} from '../core/close/closeItems'
export type {
  CloseItemId,
  CloseItemState,
  CloseRecord,
  SignedChange,
  SignedChangeKind,
  SignedBalance,
  SignedItem,
  SignedTransaction,
  SignOff,
} from '../core/close/monthClose'
export { useReconciledChanges, type ReconciledChanges, type ReconciledChangesOptions } from './reconcile/reconciledChanges'
export { useOwnerQuestions, type OwnerQuestionsState } from './questions/ownerQuestions'
export type { AskInput } from '../core/questions/changes'
export type { OwnerQuestion, QuestionAnswer, QuestionChoice, QuestionKind, QuestionState, QuestionSubject } from '../core/questions/types'
