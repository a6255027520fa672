import type { BankTransactionEditorMessages } from './bankTransactionEditor'
import type { BankTransactionListMessages } from './bankTransactionList'
import type { BankTransactionListDialogMessages } from './bankTransactionListDialogs'
import type { QueueRulesMessages } from './queueRules'
import type { QueueMatchesMessages } from './queueMatches'
import type { QueueTransfersMessages } from './queueTransfers'
import type { BankTransactionDeleteMessages } from './bankTransactionDelete'
import type { FindMatchMessages } from './findMatch'
import type { TransferPairsMessages } from './transferPairs'
import type { ReconciledChangesMessages } from './reconciledChanges'
import type { SignedOffChangesMessages } from './signedOffChanges'
import type { ChangeConfirmMessages } from './changeConfirm'
import type { GeneralLedgerMessages } from './generalLedger'
import type { InvoiceListMessages } from './invoiceList'
import type { InvoiceDetailMessages } from './invoiceDetail'
import type { ManualJournalEntryFormMessages } from './manualJournalEntryForm'
import type { NotificationSettingsFormMessages } from './notificationSettingsForm'
import type { FormMessages } from './form'
import type { PickerMessages } from './picker'
import type { SettleHoldMessages } from './settleHold'
import type { SharedMessages } from './shared'
import type { GridMessages } from './grid'
import type { ChartMessages } from './charts'
import type { BooksOverviewMessages } from './booksOverview'
import type { ReceivablesAgingMessages } from './receivablesAging'
import type { ProfitAndLossMessages } from './profitAndLoss'
import type { BalanceSheetMessages } from './balanceSheet'
import type { CashFlowStatementMessages } from './cashFlowStatement'
import type { MonthEndCloseMessages } from './monthEndClose'
import type { TrialBalanceMessages } from './trialBalance'
import type { BankStatementImportMessages } from './bankStatementImport'
import type { BankStatementImportStepMessages } from './bankStatementImportSteps'
import type { CategorizationRulesMessages } from './categorizationRules'
import type { CategorizationRuleFormMessages } from './categorizationRuleForm'
import type { ReconciliationHistoryMessages } from './reconciliationHistory'
import type { BankReconciliationMessages } from './bankReconciliation'
import type { BankReconciliationPartMessages } from './bankReconciliationParts'

/**
 * Every visible string of every component, by key: a plain string, or a function of the values it
 * shows (already formatted in the provider's locale). The provider's `messages` takes any part of it.
 */
export type BookkitMessages = SharedMessages &
  GridMessages &
  FormMessages &
  PickerMessages &
  SettleHoldMessages &
  InvoiceListMessages &
  InvoiceDetailMessages &
  GeneralLedgerMessages &
  BankTransactionEditorMessages &
  BankTransactionListMessages &
  BankTransactionListDialogMessages &
  QueueRulesMessages &
  QueueMatchesMessages &
  QueueTransfersMessages &
  BankTransactionDeleteMessages &
  FindMatchMessages &
  TransferPairsMessages &
  ReconciledChangesMessages &
  SignedOffChangesMessages &
  ChangeConfirmMessages &
  ManualJournalEntryFormMessages &
  NotificationSettingsFormMessages &
  ChartMessages &
  ReceivablesAgingMessages &
  BooksOverviewMessages &
  ProfitAndLossMessages &
  BalanceSheetMessages &
  CashFlowStatementMessages &
  MonthEndCloseMessages &
  TrialBalanceMessages &
  BankStatementImportMessages &
  BankStatementImportStepMessages &
  CategorizationRulesMessages &
  CategorizationRuleFormMessages &
  ReconciliationHistoryMessages &
  BankReconciliationMessages &
  BankReconciliationPartMessages
