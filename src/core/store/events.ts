import type { NotificationPreference, NotificationSettings } from '../../api/types'
import type { DateRange } from '../../format/period'
import type { AgingBucketId } from '../../api/owedParts'

/**
 * Something a user did in a bookkit component, given to `<BookkeepingProvider onEvent>` once the
 * service has stored it (a selection in a chart or the overview: when it is made): for a host's
 * analytics, its own badges, a refresh elsewhere in its app.
 * Each event names its records by id, and a selection its period; none carries a token, an amount
 * or anything else typed.
 */
export type BookkeepingEvent =
  /** Bank transactions were given a category (the queue's picker, Enter on a row, a bulk action). */
  | { type: 'transactionCategorized'; transactionIds: string[]; categoryId: string }
  /** Bank transactions were marked reviewed in the review queue. */
  | { type: 'transactionReviewed'; transactionIds: string[] }
  /** The review queue's undo restored these bank transactions as they were. */
  | { type: 'transactionUndone'; transactionIds: string[] }
  /** A bank transaction was saved from the editor (created or changed), or a receipt was attached to its row. */
  | { type: 'transactionSaved'; transactionId: string; created: boolean }
  /** A bank transaction was deleted from the editor. */
  | { type: 'transactionDeleted'; transactionId: string }
  /** A bank statement was imported into a bank account: the transactions the import created. */
  | { type: 'statementImported'; bankAccountId: string; transactionIds: string[] }
  /** An import was undone: the transactions its undo deleted. */
  | { type: 'statementImportUndone'; bankAccountId: string; transactionIds: string[] }
  /** A categorization rule was made (from the queue's offer, the editor or `<CategorizationRules>`), changed or deleted, once the store has it. */
  | { type: 'ruleCreated' | 'ruleChanged' | 'ruleDeleted'; companyId: string; ruleId: string }
  /** The user put a company's rules in another order. */
  | { type: 'rulesReordered'; companyId: string }
  /** Rules were applied: the transactions each rule categorized (a confirming rule as they arrived, "Apply rules" on those to review, or an import). */
  | { type: 'ruleApplied'; companyId: string; ruleId: string; transactionIds: string[]; confirmed: boolean }
  /** A bank account was reconciled to its statement, once its transactions are saved and the record kept: the transactions that cleared. */
  | {
      type: 'reconciliationFinished'
      companyId: string
      bankAccountId: string
      reconciliationId: string
      endDate: string
      outcome: 'balanced' | 'discrepancy' | 'adjusted'
      transactionIds: string[]
    }
  /** An account's last reconciliation was undone: its transactions are back to their earlier status. */
  | { type: 'reconciliationUndone'; companyId: string; bankAccountId: string; reconciliationId: string; transactionIds: string[] }
  /** A month's books were signed off (`<MonthEndClose>`), kept in the store under `close:<companyId>:<month>`. */
  | { type: 'monthSignedOff'; companyId: string; month: string }
  /** A signed-off month was reopened. */
  | { type: 'monthReopened'; companyId: string; month: string }
  /**
   * The bookkeeper asked the owner (`<BankTransactionList>`'s "Ask the owner…", a receipt request),
   * once the store has the questions: `count` of them, about these transactions. `notify` names the
   * notification setting the host honours when it tells the owner (`NotificationSettings.conversations`).
   */
  | { type: 'questionsAsked'; companyId: string; questionIds: string[]; transactionIds: string[]; count: number; notify: 'conversations' }
  /**
   * The owner answered a question (`<OwnerQuestions>`), once the store has the answer; `open`: the
   * questions still waiting for the owner after it. `notify` as for `questionsAsked`, when the host tells the bookkeeper.
   */
  | { type: 'questionAnswered'; companyId: string; questionId: string; transactionIds: string[]; open: number; notify: 'conversations' }
  /** A manual journal entry was saved (created or changed). */
  | { type: 'journalEntrySaved'; journalEntryId: string; created: boolean }
  /** An invoice was opened from the invoice list. */
  | { type: 'invoiceOpened'; invoiceId: string }
  /** A notification preference was changed and saved. */
  | { type: 'settingsChanged'; preference: keyof NotificationSettings; value: NotificationPreference | null }
  /** A tile of `<BooksOverview>` was chosen: the transactions to review, a month's money in and out, or what is owed. */
  | { type: 'overviewSelected'; selected: 'transactionsToReview' | 'receivables' }
  | { type: 'overviewSelected'; selected: 'moneyInOut'; period: DateRange }
  /** A month of `<CashFlowChart>` was chosen (also inside `<BooksOverview>`). */
  | { type: 'chartSelected'; chart: 'cashFlow'; period: DateRange }
  /** A category of `<SpendingByCategory>` was chosen; `categoryId` `null`: "Not categorized yet". */
  | { type: 'chartSelected'; chart: 'spending'; categoryId: string | null; period: DateRange }
  /** A bucket of `<ReceivablesAging>` was chosen, counted on `asOf`. */
  | { type: 'chartSelected'; chart: 'receivablesAging'; bucket: AgingBucketId; asOf: string }
  /** A customer of `<ReceivablesAging>` was chosen. */
  | { type: 'chartSelected'; chart: 'receivablesAging'; customerId: string; asOf: string }
  /** An account's figure in `<ProfitAndLoss>` or `<CashFlowStatement>` was chosen: its ledger over the figure's dates. */
  | { type: 'statementAccountSelected'; statement: 'profitAndLoss' | 'cashFlow'; glAccountId: string; period: DateRange }
  | { type: 'statementAccountSelected'; statement: 'balanceSheet' | 'trialBalance'; glAccountId: string; asOf: string }

/** A provider's `onEvent`, or a function that does nothing outside one. */
export type EmitEvent = (event: BookkeepingEvent) => void
