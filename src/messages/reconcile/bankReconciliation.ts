/**
 * English strings of `<BankReconciliation>`'s worksheet and finish; a host overrides any of them
 * through the provider's `messages`. Amounts and dates arrive formatted in the provider's locale;
 * `n` is the count as a number, for plurals.
 */
const transactions = (n: number) => (n === 1 ? 'transaction' : 'transactions')

export const bankReconciliationMessages = {
  'bankReconciliation.title': 'Reconcile',
  'bankReconciliation.titleOf': (account: string) => `Reconcile ${account}`,
  'bankReconciliation.account': 'Bank account',
  'bankReconciliation.chooseAccount': 'Choose an account',
  'bankReconciliation.chooseAccountHint': 'Choose the account whose statement you reconcile.',
  'bankReconciliation.statement': 'The statement',
  'bankReconciliation.endDate': 'Ending date',
  'bankReconciliation.closingBalance': 'Ending balance',
  'bankReconciliation.openingBalance': 'Beginning balance',
  'bankReconciliation.openingTypedHint':
    'This is the account’s first reconciliation: type the beginning balance the statement shows. Later months carry the ending balance over.',
  'bankReconciliation.openingCarried': (date: string) => `The closing balance of the reconciliation through ${date}.`,
  'bankReconciliation.fromStatement': (file: string) => `Filled from ${file}.`,
  'bankReconciliation.openingDisagrees': (stated: string, expected: string, date: string) =>
    `The statement’s opening balance is ${stated}, but the reconciliation through ${date} closed at ${expected}. The difference below starts from ${expected}: check that this is the next statement and that nothing reconciled earlier has changed.`,
  'bankReconciliation.monthReconciled': (date: string) =>
    `The account is reconciled through ${date}: choose a statement ending after it. Undo the last reconciliation in the history to do that month again.`,
  'bankReconciliation.enterStatement': 'Type the statement’s ending date and ending balance to see what to tick.',

  // Statement order, summary, finish later, report.
  'bankReconciliation.beginDate': 'Beginning date',
  'bankReconciliation.beginDateOptional': 'Optional: the first day the statement covers.',
  'bankReconciliation.beginAfterEnd': 'Beginning date: it is after the ending date. Type a date on or before it.',
  'bankReconciliation.clearedBalance': 'Cleared balance',
  'bankReconciliation.finishLater': 'Finish later',
  'bankReconciliation.discardDraft': 'Discard saved work',
  'bankReconciliation.draftSaving': 'Saving your work…',
  'bankReconciliation.draftSaved': (when: string) => `Saved ${when}: reopen this account to carry on where you left off.`,
  'bankReconciliation.draftRestored': (when: string) => `Saved ${when}; your ticks and balances are restored.`,
  'bankReconciliation.draftDiscarded': 'The saved work was discarded.',
  'bankReconciliation.draftSaveFailed': (reason: string) => `Your work was not saved: ${reason}`,
  'bankReconciliation.draftConflict':
    'Your work was not saved: it was saved meanwhile in another window or by someone else. Reopen the account to see that version.',
  'bankReconciliation.draftLoadFailed': (reason: string) => `Your saved work could not be read: ${reason}`,
  'bankReconciliation.draftUnreadable': (field: string) =>
    `Your saved work cannot be read (${field} is not valid: written by a newer version, or edited by hand). Nothing was restored.`,
  'bankReconciliation.draftNotRemoved': (reason: string) => `The saved work could not be removed: ${reason}`,

  // The grids.
  'bankReconciliation.moneyOut': 'Money out',
  'bankReconciliation.moneyIn': 'Money in',
  'bankReconciliation.noneOut': 'No money out to reconcile up to this date.',
  'bankReconciliation.noneIn': 'No money in to reconcile up to this date.',
  'bankReconciliation.cleared': 'Cleared',
  'bankReconciliation.date': 'Date',
  'bankReconciliation.description': 'Description',
  'bankReconciliation.amount': 'Amount',
  'bankReconciliation.tick': (description: string, date: string, amount: string) => `Cleared: ${description}, ${date}, ${amount}`,
  'bankReconciliation.tickAll': 'Tick all',
  'bankReconciliation.untickAll': 'Untick all',
  'bankReconciliation.tickAllOf': (grid: string) => `Tick all ${grid.toLowerCase()}`,
  'bankReconciliation.untickAllOf': (grid: string) => `Untick all ${grid.toLowerCase()}`,
  'bankReconciliation.noDescription': 'No description',
  'bankReconciliation.onStatement': 'On the statement',
  /** A paired transfer's other account (isolated). */
  'bankReconciliation.transferTo': (account: string) => `Transfer to ${account}`,
  'bankReconciliation.transferFrom': (account: string) => `Transfer from ${account}`,
  'bankReconciliation.toReview': 'Still to review: categorize it before it can be ticked.',
  /** The closed period's rows, grouped after the month's: the group's disclosure, and its one explanation. */
  'bankReconciliation.closedRows': (count: string, n: number) => `${count} ${n === 1 ? 'row' : 'rows'} in closed periods`,
  'bankReconciliation.locked': (date: string) =>
    `The books are closed through ${date}: these rows cannot be changed. Ticked, each counts as cleared and is left as it is.`,
  'bankReconciliation.lockedNoDate':
    'The books are closed for these dates: these rows cannot be changed. Ticked, each counts as cleared and is left as it is.',
  'bankReconciliation.categorize': 'Categorize…',
  'bankReconciliation.categorizeOne': (description: string) => `Categorize ${description}…`,
  'bankReconciliation.editorTitle': 'Categorize the transaction',
  'bankReconciliation.closeEditor': 'Close',
  'bankReconciliation.loadingEditor': 'Loading the editor…',

  // The summary.
  'bankReconciliation.summary': 'Reconciliation summary',
  /** A narrow screen's button that shows the summary's totals. */
  'bankReconciliation.totals': 'Totals',
  'bankReconciliation.clearedIn': (count: string, n: number) => `Cleared in (${count} ${transactions(n)})`,
  'bankReconciliation.clearedOut': (count: string, n: number) => `Cleared out (${count} ${transactions(n)})`,
  'bankReconciliation.difference': 'Difference',
  'bankReconciliation.differenceIs': (amount: string) => `Difference: ${amount}`,
  'bankReconciliation.balanced': 'Difference: 0. The ticked transactions make the statement’s closing balance.',
  'bankReconciliation.counting': (count: string) => `Still reading the account’s transactions (${count} so far): no difference yet.`,
  'bankReconciliation.soFar': 'so far',
  'bankReconciliation.noDifference': 'No difference until the statement’s balances are typed.',
  'bankReconciliation.loading': 'Loading the account’s transactions…',
  'bankReconciliation.loadFailed': 'The account’s transactions or reconciliations could not be read.',

  // Finishing.
  'bankReconciliation.finish': 'Finish reconciliation',
  'bankReconciliation.finishWithDifference': 'Finish with a difference',
  'bankReconciliation.bookAdjustment': 'Book an adjustment',
  'bankReconciliation.finishing': (done: string, total: string) => `Saving: ${done} of ${total} transactions done…`,
  'bankReconciliation.finishingStarted': 'Saving the reconciliation…',
  'bankReconciliation.cancel': 'Cancel',
  'bankReconciliation.tryAgain': 'Try again',
  'bankReconciliation.unavailableFuture': (date: string) =>
    `Finish is unavailable: the statement ends ${date}, after today. Reconcile a statement once its period has ended.`,
  'bankReconciliation.unavailableReadOnly': 'Finish is unavailable: you can view this account’s reconciliation but not change it.',
  'bankReconciliation.undoItDone': (date: string) =>
    `The interrupted finish of the statement ending ${date} was undone: its transactions are as they were.`,
  'bankReconciliation.unavailableUndoing': (date: string) =>
    `An undo of the reconciliation through ${date} was begun and is not done: choose Undo the last reconciliation in the history below to finish it. Until then this account cannot be reconciled further.`,
  'bankReconciliation.unavailableUnderWay': 'Finish is unavailable until the interrupted finish above is finished or undone.',
  'bankReconciliation.finished': (date: string, difference: string) => `Reconciled through ${date}: difference ${difference}.`,
  'bankReconciliation.finishedDiscrepancy': (date: string, difference: string) =>
    `Reconciled through ${date} with a difference of ${difference} left.`,
  'bankReconciliation.finishedAdjusted': (date: string, difference: string) =>
    `Reconciled through ${date}: the difference of ${difference} was booked as an adjustment.`,
  'bankReconciliation.nextMonth': 'The worksheet is ready for the next statement.',
  'bankReconciliation.finishFailed': 'The reconciliation could not be finished.',

  // Statement rows not in the books, and not cleared yet.
  'bankReconciliation.notClearedYet': (count: string, n: number) =>
    `${count} statement ${n === 1 ? 'row is' : 'rows are'} not cleared yet (still to review).`,
}

/** `<BankReconciliation>`'s strings, as a host may override them. */
export type BankReconciliationMessages = typeof bankReconciliationMessages
