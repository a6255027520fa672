import { bankTransactionEditorMessages } from './bankTransactionEditor'
import { bankTransactionListMessages } from './bankTransactionList'
import { bankTransactionListDialogMessages } from './bankTransactionListDialogs'
import { queueRulesMessages } from './queueRules'
import { queueMatchesMessages } from './queueMatches'
import { queueTransfersMessages } from './queueTransfers'
import { bankTransactionDeleteMessages } from './bankTransactionDelete'
import { findMatchMessages } from './findMatch'
import { transferPairsMessages } from './transferPairs'
import { reconciledChangesMessages } from './reconciledChanges'
import { signedOffChangesMessages } from './signedOffChanges'
import { changeConfirmMessages } from './changeConfirm'
import { generalLedgerMessages } from './generalLedger'
import { invoiceListMessages } from './invoiceList'
import { invoiceDetailMessages } from './invoiceDetail'
import { manualJournalEntryFormMessages } from './manualJournalEntryForm'
import type { BookkitMessages } from './bookkitMessages'
import { notificationSettingsFormMessages } from './notificationSettingsForm'
import { formMessages } from './form'
import { pickerMessages } from './picker'
import { settleHoldMessages } from './settleHold'
import { sharedMessages } from './shared'
import { gridMessages } from './grid'
import { chartMessages } from './charts'
import { booksOverviewMessages } from './booksOverview'
import { receivablesAgingMessages } from './receivablesAging'
import { profitAndLossMessages } from './profitAndLoss'
import { balanceSheetMessages } from './balanceSheet'
import { cashFlowStatementMessages } from './cashFlowStatement'
import { monthEndCloseMessages } from './monthEndClose'
import { trialBalanceMessages } from './trialBalance'
import { bankStatementImportMessages } from './bankStatementImport'
import { bankStatementImportStepMessages } from './bankStatementImportSteps'
import { categorizationRulesMessages } from './categorizationRules'
import { categorizationRuleFormMessages } from './categorizationRuleForm'
import { reconciliationHistoryMessages } from './reconciliationHistory'
import { bankReconciliationMessages } from './bankReconciliation'
import { bankReconciliationPartMessages } from './bankReconciliationParts'

/**
 * Every English default, for a partner who translates them all (a new object each call). Its own
 * module: an app that never calls it never bundles the other components' strings.
 */
export function englishMessages(): BookkitMessages {
  return {
    ...sharedMessages,
    ...gridMessages,
    ...formMessages,
    ...pickerMessages,
    ...settleHoldMessages,
    ...invoiceListMessages,
    ...invoiceDetailMessages,
    ...generalLedgerMessages,
    ...bankTransactionEditorMessages,
    ...bankTransactionListMessages,
    ...bankTransactionListDialogMessages,
    ...queueRulesMessages,
    ...queueMatchesMessages,
    ...queueTransfersMessages,
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
  }
}
