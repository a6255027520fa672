/**
 * English strings of `<BankReconciliation>`'s history: the account's finished reconciliations, the
 * report of each (printed and as CSV) and the undo of the last one. Their own module: the history
 * loads after the worksheet. A host overrides any of them through the provider's `messages`.
 * Figures and dates arrive formatted in the provider's locale.
 */
export const reconciliationHistoryMessages = {
  'reconciliationHistory.title': 'Reconciliations',
  'reconciliationHistory.loading': 'Loading the reconciliations…',
  'reconciliationHistory.loadFailed': 'The reconciliations could not be loaded.',
  'reconciliationHistory.unreadable': (field: string) =>
    `The stored reconciliations cannot be read (${field} is not valid: written by a newer version, or edited by hand). Nothing was changed.`,
  'reconciliationHistory.tryAgain': 'Try again',
  'reconciliationHistory.empty': 'No reconciliation of this account yet',
  'reconciliationHistory.emptyHint': 'Each reconciliation you finish is kept here, with its report.',
  'reconciliationHistory.listLabel': 'Reconciliations, newest first',
  'reconciliationHistory.item': (endDate: string) => `Statement ending ${endDate}`,
  'reconciliationHistory.balanced': 'Balanced',
  'reconciliationHistory.discrepancy': (amount: string) => `With a discrepancy of ${amount}`,
  'reconciliationHistory.adjusted': (amount: string, account: string) => `Adjusted by ${amount} to ${account}`,
  'reconciliationHistory.opening': 'Beginning balance',
  'reconciliationHistory.closing': 'Ending balance',
  'reconciliationHistory.clearedIn': 'Money in cleared',
  'reconciliationHistory.clearedOut': 'Money out cleared',
  'reconciliationHistory.transactions': 'Transactions',
  'reconciliationHistory.finished': 'Finished',
  'reconciliationHistory.finishedBy': (who: string, when: string) => `${when} by ${who}`,
  'reconciliationHistory.changed': 'Changed since it was reconciled',
  'reconciliationHistory.changedCount': (count: string, n: number) =>
    n === 1 ? '1 transaction changed since it was reconciled' : `${count} transactions changed since it was reconciled`,
  'reconciliationHistory.checking': (count: string) => `Looking for changes since each reconciliation: ${count} transactions read so far…`,
  'reconciliationHistory.checkFailed': 'Changes since each reconciliation could not be looked for: the transactions could not be read.',
  'reconciliationHistory.changeAmount': (before: string, now: string) => `amount ${before}, now ${now}`,
  'reconciliationHistory.changeDate': (before: string, now: string) => `date ${before}, now ${now}`,
  'reconciliationHistory.changeDeleted': 'deleted',
  'reconciliationHistory.report': 'Report',
  'reconciliationHistory.reportLabel': (endDate: string) => `Report of the reconciliation ending ${endDate}`,
  'reconciliationHistory.csv': 'CSV',
  'reconciliationHistory.csvLabel': (endDate: string) => `Download the reconciliation ending ${endDate} as CSV`,
  'reconciliationHistory.historyCsv': 'Download the history as CSV',
  'reconciliationHistory.undo': 'Undo the last reconciliation',
  'reconciliationHistory.undoReadOnly': 'You can view these reconciliations but not undo them.',

  // Statement order, summary, finish later, report.
  'reconciliationHistory.report.company': 'Company',
  'reconciliationHistory.report.notCleared': (date: string, count: string, n: number) =>
    n === 1 ? `Not cleared as of ${date} (1 transaction)` : `Not cleared as of ${date} (${count} transactions)`,
  'reconciliationHistory.report.registerBalance': (date: string) => `Register balance as of ${date}`,
  'reconciliationHistory.report.notClearedNotKept':
    'The items not cleared were not kept for this reconciliation: it was finished before bookkit kept them.',
  'reconciliationHistory.report.signs': 'Money out is shown negative.',
  'reconciliationHistory.csv.notCleared': 'Not cleared',
  'reconciliationHistory.csv.closedPeriod': 'Cleared in a closed period',
  'reconciliationHistory.csv.notKept': 'Not kept for this reconciliation',
  'reconciliationHistory.csv.registerBalance': 'Register balance',

  'reconciliationHistory.report.title': 'Reconciliation report',
  'reconciliationHistory.report.account': 'Account',
  'reconciliationHistory.report.period': 'Period',
  'reconciliationHistory.report.first': (endDate: string) => `Through ${endDate} (first reconciliation)`,
  'reconciliationHistory.report.statementFile': 'Statement file',
  'reconciliationHistory.report.summary': 'Summary',
  'reconciliationHistory.report.clearedBalance': 'Cleared balance',
  'reconciliationHistory.report.difference': 'Difference',
  'reconciliationHistory.report.adjustment': (account: string) => `Adjustment booked to ${account}`,
  'reconciliationHistory.report.moneyIn': (count: string, n: number) =>
    n === 1 ? 'Money in cleared (1 transaction)' : `Money in cleared (${count} transactions)`,
  'reconciliationHistory.report.closedPeriod': (count: string, n: number) =>
    `Cleared in a closed period (${count} ${n === 1 ? 'transaction, counted and left as it was' : 'transactions, counted and left as they were'})`,
  'reconciliationHistory.report.moneyOut': (count: string, n: number) =>
    n === 1 ? 'Money out cleared (1 transaction)' : `Money out cleared (${count} transactions)`,
  'reconciliationHistory.report.none': 'None',
  'reconciliationHistory.report.date': 'Date',
  'reconciliationHistory.report.description': 'Description',
  'reconciliationHistory.report.amount': 'Amount',
  'reconciliationHistory.report.total': 'Total',
  'reconciliationHistory.report.noChange': 'None of its transactions has changed since it was reconciled.',
  'reconciliationHistory.report.print': 'Print',
  'reconciliationHistory.report.close': 'Close',

  'reconciliationHistory.csv.kind': 'Kind',
  'reconciliationHistory.csv.item': 'Item',
  'reconciliationHistory.csv.id': 'Transaction id',
  'reconciliationHistory.csv.periodStart': 'Period start',
  'reconciliationHistory.csv.endDate': 'Ending date',
  'reconciliationHistory.csv.outcome': 'Outcome',
  'reconciliationHistory.csv.adjustmentAccount': 'Adjustment account',
  'reconciliationHistory.csv.finishedBy': 'Finished by',
  'reconciliationHistory.csv.finishedAt': 'Finished at',
  'reconciliationHistory.csv.changed': 'Changed since',
  'reconciliationHistory.csv.in': 'Money in',
  'reconciliationHistory.csv.out': 'Money out',

  'reconciliationHistory.undo.title': (endDate: string) => `Undo the reconciliation ending ${endDate}?`,
  'reconciliationHistory.undo.body': (count: string, n: number) =>
    n === 1
      ? 'Its transaction goes back to the status it had before it was reconciled, and the reconciliation leaves this list. The account’s next reconciliation then starts from the closing balance before it.'
      : `Its ${count} transactions go back to the status they had before they were reconciled, and the reconciliation leaves this list. The account’s next reconciliation then starts from the closing balance before it.`,
  'reconciliationHistory.undo.adjustment': (amount: string, account: string) =>
    `The adjustment of ${amount} to ${account} is reversed by a journal entry.`,
  'reconciliationHistory.undo.confirm': 'Undo it',
  'reconciliationHistory.undo.cancel': 'Cancel',
  'reconciliationHistory.undo.progress': (done: string, total: string) => `Undoing: ${done} of ${total} transactions sent…`,
  'reconciliationHistory.undo.starting': 'Undoing…',
  'reconciliationHistory.undo.stop': 'Stop',
  'reconciliationHistory.undo.failed': (count: string, n: number) =>
    n === 1
      ? '1 transaction did not go back, so the reconciliation is kept. Try again sends it alone.'
      : `${count} transactions did not go back, so the reconciliation is kept. Try again sends only them.`,
  'reconciliationHistory.undo.reversalFailed': (reason: string) =>
    `The adjustment’s reversing entry was not booked, so nothing was undone: ${reason}`,
  'reconciliationHistory.undo.recordFailed': (reason: string) =>
    `Every transaction is back, but the reconciliation could not be taken off the list: ${reason}`,
  'reconciliationHistory.undo.notSent': 'Not sent: the undo stopped at the refusal before it.',
  'reconciliationHistory.undo.closed': (date: string) =>
    `It cannot be undone: the books are closed through ${date}, and its transactions or adjustment are in the closed period. Nothing was changed.`,
  'reconciliationHistory.undo.readOnly':
    'It cannot be undone: you can view this account’s reconciliations but not change them. Nothing was changed.',
  'reconciliationHistory.undo.retry': 'Try again',
  'reconciliationHistory.undo.close': 'Close',
  'reconciliationHistory.undo.done': (endDate: string, count: string, n: number) =>
    n === 1
      ? `The reconciliation ending ${endDate} was undone: its transaction is back to its previous status.`
      : `The reconciliation ending ${endDate} was undone: its ${count} transactions are back to their previous status.`,
}

/** The strings of `<BankReconciliation>`'s history, as a host may override them. */
export type ReconciliationHistoryMessages = typeof reconciliationHistoryMessages
