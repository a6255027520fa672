import type { BankTransactionEditorMessages } from './queue/bankTransactionEditor'
import type { BankTransactionEditorDetailMessages } from './queue/bankTransactionEditorDetails'
import type { BankTransactionListMessages } from './queue/bankTransactionList'
import type { BankTransactionListDialogMessages } from './queue/bankTransactionListDialogs'
import type { QueueRulesMessages } from './queue/queueRules'
import type { QueueMatchesMessages } from './queue/queueMatches'
import type { QueueTransfersMessages } from './queue/queueTransfers'
import type { QueueAnswersMessages } from './queue/queueAnswers'
import type { BankTransactionDeleteMessages } from './queue/bankTransactionDelete'
import type { FindMatchMessages } from './queue/findMatch'
import type { TransferPairsMessages } from './queue/transferPairs'
import type { ReconciledChangesMessages } from './queue/reconciledChanges'
import type { SignedOffChangesMessages } from './queue/signedOffChanges'
import type { ChangeConfirmMessages } from './queue/changeConfirm'
import type { GeneralLedgerMessages } from './statements/generalLedger'
import type { InvoiceListMessages } from './forms/invoiceList'
import type { InvoiceDetailMessages } from './forms/invoiceDetail'
import type { ManualJournalEntryFormMessages } from './forms/manualJournalEntryForm'
import type { NotificationSettingsFormMessages } from './forms/notificationSettingsForm'
import type { FormMessages } from './forms/form'
import type { FormOutcomeMessages } from './forms/formOutcome'
import type { PickerMessages } from './forms/picker'
import type { SettleHoldMessages } from './queue/settleHold'
import type { SharedMessages } from './shared'
import type { GridMessages } from './grid'
import type { ChartMessages } from './statements/charts'
import type { BooksOverviewMessages } from './statements/booksOverview'
import type { ReceivablesAgingMessages } from './statements/receivablesAging'
import type { ReceivablesAgingSplitMessages } from './statements/receivablesAgingSplit'
import type { ProfitAndLossMessages } from './statements/profitAndLoss'
import type { BalanceSheetMessages } from './statements/balanceSheet'
import type { CashFlowStatementMessages } from './statements/cashFlowStatement'
import type { MonthEndCloseMessages } from './statements/monthEndClose'
import type { TrialBalanceMessages } from './statements/trialBalance'
import type { BankStatementImportMessages } from './forms/bankStatementImport'
import type { BankStatementImportStepMessages } from './forms/bankStatementImportSteps'
import type { CategorizationRulesMessages } from './forms/categorizationRules'
import type { CategorizationRuleFormMessages } from './forms/categorizationRuleForm'
import type { ReconciliationHistoryMessages } from './reconcile/reconciliationHistory'
import type { BankReconciliationMessages } from './reconcile/bankReconciliation'
import type { BankReconciliationPartMessages } from './reconcile/bankReconciliationParts'
import type { OwnerQuestionsMessages } from './questions/ownerQuestions'

/**
 * Every visible string of every component, by key: a plain string, or a function of the values it
 * shows (already formatted in the provider's locale). The provider's `messages` takes any part of it.
 */
export type BookkitMessages = SharedMessages &
  GridMessages &
  FormMessages &
  FormOutcomeMessages &
  PickerMessages &
  SettleHoldMessages &
  InvoiceListMessages &
  InvoiceDetailMessages &
  GeneralLedgerMessages &
  BankTransactionEditorMessages &
  BankTransactionEditorDetailMessages &
  BankTransactionListMessages &
  BankTransactionListDialogMessages &
  QueueRulesMessages &
  QueueMatchesMessages &
  QueueTransfersMessages &
  QueueAnswersMessages &
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
  ReceivablesAgingSplitMessages &
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
  BankReconciliationPartMessages &
  OwnerQuestionsMessages
