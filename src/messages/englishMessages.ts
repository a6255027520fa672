import { bankTransactionEditorMessages } from './queue/bankTransactionEditor'
import { bankTransactionEditorDetailMessages } from './queue/bankTransactionEditorDetails'
import { bankTransactionListMessages } from './queue/bankTransactionList'
import { bankTransactionListDialogMessages } from './queue/bankTransactionListDialogs'
import { queueRulesMessages } from './queue/queueRules'
import { queueMatchesMessages } from './queue/queueMatches'
import { queueTransfersMessages } from './queue/queueTransfers'
import { queueAnswersMessages } from './queue/queueAnswers'
import { bankTransactionDeleteMessages } from './queue/bankTransactionDelete'
import { findMatchMessages } from './queue/findMatch'
import { transferPairsMessages } from './queue/transferPairs'
import { reconciledChangesMessages } from './queue/reconciledChanges'
import { signedOffChangesMessages } from './queue/signedOffChanges'
import { changeConfirmMessages } from './queue/changeConfirm'
import { generalLedgerMessages } from './statements/generalLedger'
import { invoiceListMessages } from './forms/invoiceList'
import { invoiceDetailMessages } from './forms/invoiceDetail'
import { manualJournalEntryFormMessages } from './forms/manualJournalEntryForm'
import type { BookkitMessages } from './bookkitMessages'
import { notificationSettingsFormMessages } from './forms/notificationSettingsForm'
import { formMessages } from './forms/form'
import { formOutcomeMessages } from './forms/formOutcome'
import { pickerMessages } from './forms/picker'
import { settleHoldMessages } from './queue/settleHold'
import { sharedMessages } from './shared'
import { gridMessages } from './grid'
import { chartMessages } from './statements/charts'
import { booksOverviewMessages } from './statements/booksOverview'
import { receivablesAgingMessages } from './statements/receivablesAging'
import { profitAndLossMessages } from './statements/profitAndLoss'
import { profitAndLossByDimensionMessages } from './statements/profitAndLossByDimension'
import { balanceSheetMessages } from './statements/balanceSheet'
import { cashFlowStatementMessages } from './statements/cashFlowStatement'
import { monthEndCloseMessages } from './statements/monthEndClose'
import { trialBalanceMessages } from './statements/trialBalance'
import { bankStatementImportMessages } from './forms/bankStatementImport'
import { bankStatementImportStepMessages } from './forms/bankStatementImportSteps'
import { categorizationRulesMessages } from './forms/categorizationRules'
import { categorizationRuleFormMessages } from './forms/categorizationRuleForm'
import { reconciliationHistoryMessages } from './reconcile/reconciliationHistory'
import { bankReconciliationMessages } from './reconcile/bankReconciliation'
import { bankReconciliationPartMessages } from './reconcile/bankReconciliationParts'
import { ownerQuestionsMessages } from './questions/ownerQuestions'

/**
 * Every English default, for a partner who translates them all (a new object each call). Its own
 * module: an app that never calls it never bundles the other components' strings.
 */
export function englishMessages(): BookkitMessages {
  return {
    ...sharedMessages,
    ...gridMessages,
    ...formMessages,
    ...formOutcomeMessages,
    ...pickerMessages,
    ...settleHoldMessages,
    ...invoiceListMessages,
    ...invoiceDetailMessages,
    ...generalLedgerMessages,
    ...bankTransactionEditorMessages,
    ...bankTransactionEditorDetailMessages,
    ...bankTransactionListMessages,
    ...bankTransactionListDialogMessages,
    ...queueRulesMessages,
    ...queueMatchesMessages,
    ...queueTransfersMessages,
    ...queueAnswersMessages,
    ...bankTransactionDeleteMessages,
    ...findMatchMessages,
    ...transferPairsMessages,
    ...reconciledChangesMessages,
    ...signedOffChangesMessages,
    ...changeConfirmMessages,
    ...manualJournalEntryFormMessages,
    ...notificationSettingsFormMessages,
    ...chartMessages,
    ...receivablesAgingMessages,
    ...booksOverviewMessages,
    ...profitAndLossMessages,
    ...profitAndLossByDimensionMessages,
    ...balanceSheetMessages,
    ...cashFlowStatementMessages,
    ...monthEndCloseMessages,
    ...trialBalanceMessages,
    ...bankStatementImportMessages,
    ...bankStatementImportStepMessages,
    ...categorizationRulesMessages,
    ...categorizationRuleFormMessages,
    ...reconciliationHistoryMessages,
    ...bankReconciliationMessages,
    ...bankReconciliationPartMessages,
    ...ownerQuestionsMessages,
  }
}
