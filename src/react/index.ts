// The React layer's public part: what `bookkit` exports from src/react, each under its own name
// (the allow-list is api-report/allowed.json). Hooks the components share among themselves (the
// service profile, the upload in use, the settings last confirmed) and the set's change record
// stay importable from their own modules for bookkit's code and tests.
export { BookkeepingProvider, type BookkeepingProviderProps } from './BookkeepingProvider'
export type { BookkeepingEvent } from '../books/events'
export { clearBookkeepingCache } from './clearBookkeepingCache'
export type { PersistOptions } from './persist/storedCache'
export { useBookkeepingClient, useSession, useLocaleSettings, type Session } from './provided'
export { useGeneralLedger, useNotificationSettings, type ReadHookOptions } from './reads'
export { useInvoices, useInvoice, useInvoiceByNumber, useInvoiceLookupProgress } from './invoiceReads'
export { useClosing, type ClosingState } from './closing'
export { useBankTransactions, useSaveBankTransactions, useDeleteBankTransaction, type BankTransactionSet } from './bankTransactions'
export { useReviewCount, type ReviewCount, type ReviewCountOptions } from './reviewCount'
export type { FigureStatus } from '../books/figureStatus'
export type { PageWalkState } from './pageWalk'
export type { BankChartOptions, ChartDataState } from './bankCharts'
export { useCashFlow, type CashFlow, type CashFlowOptions, type MonthFlow } from './cashFlow'
export { useSpendingByCategory, type CategorySpending, type SpendingTotals, type SpendingOptions } from './spending'
export { useAccountBalances, type AccountBalances, type AccountBalancesOptions, type DayBalance } from './accountBalances'
export {
  useReceivablesAging,
  AGING_BUCKET_IDS,
  type AgingBucket,
  type AgingBucketId,
  type CustomerOwing,
  type Receivables,
  type ReceivablesAgingOptions,
} from './receivablesAging'
export { useOpenInvoices, useInvoiceMatches, type OpenInvoices, type InvoiceMatchesState } from './openInvoices'
export {
  matchInvoices,
  invoiceMatcher,
  type InvoiceMatcher,
  type InvoiceMatch,
  type InvoiceMatches,
  type InvoiceMatchReason,
  type InvoicePaymentLine,
} from '../books/invoiceMatches'
export { useTransferPairs, type TransferPairsState } from './transferPairs'
export { findTransferPairs, type TransferPair, type TransferPairOptions } from '../books/transferPairs'
export {
  useProfitAndLoss,
  type ProfitAndLossStatement,
  type ProfitAndLossOptions,
  type ProfitAndLossSection,
  type StatementAccountRow,
  type StatementAccountStatus,
  type StatementFigure,
  type StatementTotal,
} from './profitAndLoss'
export type { StatementReading } from './statementRows'
export {
  useBalanceSheet,
  type BalanceCheck,
  type BalanceSheetGroup,
  type BalanceSheetOptions,
  type BalanceSheetSection,
  type BalanceSheetStatement,
} from './balanceSheet'
export {
  useCashFlowStatement,
  type CashFlowGroup,
  type CashFlowSection,
  type CashFlowStatementOptions,
  type CashFlowStatementResult,
  type CashFlowTie,
} from './cashFlowStatement'
export type { CashFlowGroupKind, CashFlowSectionKind } from '../books/cashFlowPlaces'
export {
  useTrialBalance,
  type TrialBalanceOptions,
  type TrialBalanceRetainedEarnings,
  type TrialBalanceRow,
  type TrialBalanceStatement,
  type TrialBalanceTotals,
} from './trialBalance'
export type { BalanceSheetGroupKind, BalanceSheetSectionKind, GlAccountInfo, ProfitAndLossSectionKind } from '../books/glAccounts'
export type {
  BalanceSheetComparison,
  FiscalYearStart,
  StatementColumn,
  StatementColumns,
  StatementComparison,
} from '../books/statementColumns'
export {
  useImportStatement,
  useStatementPreview,
  useUndoStatementImport,
  type StatementImportRequest,
  type StatementImportResult,
  type StatementImportUndoResult,
  type StatementPreviewState,
} from './statementImport'
export { useBooksOverview, type BooksOverviewFigures, type BooksOverviewOptions } from './booksOverview'
export { useCanSaveNotificationSettings } from './settingsSave'
export type { WriteMutationResult } from './writeMutation'
export { useSaveManualJournalEntries, useUpdateNotificationSettings, type NotificationSettingsChange } from './mutations'
export {
  useGeneralLedgerExport,
  type GeneralLedgerExport,
  type GeneralLedgerExportOptions,
  type GeneralLedgerExportState,
} from './generalLedgerExport'
export type { UploadAttachment, UploadAttachmentContext } from './upload'
export type { InvoiceListQuery, GeneralLedgerListQuery, InvoicePages, GeneralLedgerPages, ReadHookOptionsWithLimit } from './queries'
export type { ChartPeriod, DateRange } from '../format/period'
export { useCategorizationRules, RulesUnreadableError, type CategorizationRulesState, type RulesConflict } from './categorizationRules'
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
} from './reconciliation'
export { ReconciliationCompanyUnknownError, ReconciliationFinishRefusedError, ReconciliationsUnreadableError } from './reconciliationParts'
export {
  useMonthEndClose,
  SignOffIncompleteError,
  type MonthEndCloseOptions,
  type MonthEndCloseState,
  type ReopenInput,
  type SignOffInput,
} from './monthEndClose'
export { CloseRecordUnreadableError, CloseRefusedError } from './monthCloseRecord'
export type {
  CloseAccountBalance,
  CloseItemFilter,
  CloseItemOf,
  CloseReconcileAccount,
  MonthEndCloseItem,
  MovedBalance,
} from '../books/closeItems'
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
} from '../books/monthClose'
export { useReconciledChanges, type ReconciledChanges, type ReconciledChangesOptions } from './reconciledChanges'
