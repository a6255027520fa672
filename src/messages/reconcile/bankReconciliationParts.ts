/**
 * English strings of the parts of `<BankReconciliation>` that load after the worksheet paints: the
 * statement file's reading, the finish dialogs (the warning before a discrepancy, the adjustment)
 * and a finish that stopped part-way. A host overrides any of them through the provider's `messages`.
 */
const transactions = (n: number) => (n === 1 ? 'transaction' : 'transactions')

export const bankReconciliationPartMessages = {
  'bankReconciliation.readFile': 'Read a statement file',
  'bankReconciliation.reading': (file: string) => `Reading ${file}…`,
  'bankReconciliation.readFailed': (file: string) => `${file} could not be read as a statement (OFX, QFX, CAMT.053 or CSV).`,
  'bankReconciliation.fileRead': (file: string, count: string, n: number) =>
    `${file}: ${count} ${n === 1 ? 'row' : 'rows'} read; those among the account’s transactions are ticked.`,

  'bankReconciliation.partly': (saved: string, count: string, n: number) =>
    `${saved} of ${count} ${transactions(n)} saved; the reconciliation is not finished until every one is. Nothing is saved twice: Try again sends the rest.`,
  'bankReconciliation.rowRefused': (description: string, reason: string) => `${description}: not saved. ${reason}`,
  'bankReconciliation.rowUnknown': (description: string, reason: string) =>
    `${description}: it is not known whether it was saved. ${reason}`,
  'bankReconciliation.rowNotSent': (description: string) => `${description}: not sent.`,
  'bankReconciliation.adjustmentFailed': (reason: string) => `The adjustment was not booked: ${reason} Nothing else was saved.`,
  'bankReconciliation.recordNotKept':
    'Every transaction was saved, but the reconciliation’s record was not kept. Try again keeps it (nothing is saved twice).',
  'bankReconciliation.recordConflict':
    'The account was reconciled through this date meanwhile (in another window or by someone else): this reconciliation was not kept. The worksheet shows the account as it is now.',
  'bankReconciliation.back': 'Back to the worksheet',
  'bankReconciliation.finishFailedBecause': (reason: string) => `The reconciliation could not be finished: ${reason}`,

  // The warning before a discrepancy.
  'bankReconciliation.discrepancyTitle': 'Finish with a difference?',
  'bankReconciliation.discrepancyBody': (difference: string) =>
    `The ticked transactions leave a difference of ${difference} against the statement. Finishing now marks them reconciled with a discrepancy, and the books keep the difference: they will not match the bank until it is found or booked. To book it instead, choose Book an adjustment.`,
  'bankReconciliation.discrepancyConfirm': 'Finish with the difference',

  // The adjustment.
  'bankReconciliation.adjustmentTitle': 'Book the difference as an adjustment',
  'bankReconciliation.adjustmentIntro': (amount: string, date: string) =>
    `A journal entry of ${amount} dated ${date} brings the books to the statement.`,
  'bankReconciliation.adjustmentIn': 'The books lack this money in: the bank’s account is debited.',
  'bankReconciliation.adjustmentOut': 'The books lack this money out: the bank’s account is credited.',
  'bankReconciliation.adjustmentAccount': 'Book the difference to',
  'bankReconciliation.bankGlAccount': 'The bank account’s ledger account',
  'bankReconciliation.noAccount': 'Choose an account',
  'bankReconciliation.adjustmentAccountRequired': 'Book the difference to: choose an account.',
  'bankReconciliation.bankGlAccountRequired': 'The bank account’s ledger account: choose one.',
  'bankReconciliation.sameAccounts': 'Book the difference to: choose an account other than the bank’s own.',
  'bankReconciliation.accountsFound':
    'Only the accounts these books’ records name are listed; the host app gives the full chart of accounts.',
  'bankReconciliation.adjustmentConfirm': 'Book and finish',
  'bankReconciliation.adjustmentBooking': 'Booking…',

  // A finish interrupted (a failure, a reload, another window), resumed or undone from its record.
  'bankReconciliation.interrupted': (saved: string, total: string, n: number) =>
    `A finish was interrupted: ${saved} of ${total} ${transactions(n)} saved.`,
  'bankReconciliation.interruptedCounting': 'A finish was interrupted: still reading which of its transactions were saved…',
  'bankReconciliation.interruptedUndoing': (saved: string, total: string, n: number) =>
    `Undoing an interrupted finish stopped: ${saved} of ${total} ${transactions(n)} still reconciled.`,
  'bankReconciliation.interruptedOf': (date: string, closing: string, started: string) =>
    `The statement ending ${date}, ending balance ${closing}, begun ${started}.`,
  'bankReconciliation.interruptedBy': (name: string) => `Begun by ${name}.`,
  'bankReconciliation.interruptedAdjustment': (amount: string) => `Its adjustment of ${amount} is booked at most once.`,
  'bankReconciliation.interruptedHelp':
    'Finish it saves what is left (nothing twice). Undo it puts the saved transactions back as they were and reverses a booked adjustment.',
  'bankReconciliation.finishIt': 'Finish it',
  'bankReconciliation.undoIt': 'Undo it',
  'bankReconciliation.interruptedLocked': (date: string) =>
    `The books were closed through ${date} after this finish began, and what it has left to save is in the closed period: it cannot be finished as it was begun.`,
  'bankReconciliation.closedMeanwhile': (date: string | undefined, saved: string, count: string, n: number) =>
    `The books were closed${date ? ` through ${date}` : ''} while this reconciliation was being finished: ${saved} of ${count} ${transactions(n)} saved, and the rest are in the closed period, so it cannot be finished as it was begun.`,
  // The way out of a finish the closing stopped: its locked rows counted as cleared in a closed period, or Undo it.
  'bankReconciliation.lockedCount': (count: string, n: number) =>
    `The ${count} ${transactions(n)} the closing locked ${n === 1 ? 'was' : 'were'} ticked as cleared on the statement and can no longer change: finishing it counts ${n === 1 ? 'it' : 'them'} as cleared in a closed period, leaves ${n === 1 ? 'it as it is' : 'them as they are'} and saves the rest.`,
  'bankReconciliation.finishCountingLocked': (count: string, n: number) =>
    `Finish it, counting the ${count} ${transactions(n)} the closing locked as cleared in a closed period`,
  'bankReconciliation.lockedUndo': 'Undo it puts back what it saved.',
  'bankReconciliation.lockedNoUndo': (count: string, n: number) =>
    `It cannot be undone: ${count} ${transactions(n)} it saved ${n === 1 ? 'is' : 'are'} in the closed period too, and the closing refuses to put ${n === 1 ? 'it' : 'them'} back.`,
  'bankReconciliation.lockedAdjustment':
    'Its adjustment is dated in the closed period and not booked, or an undo has reversed it: it cannot be finished.',
  'bankReconciliation.undoItFailed': 'The interrupted finish could not be undone completely. Undo it again sends what is left.',
  'bankReconciliation.claimConflict':
    'Someone else began or finished a reconciliation of this account meanwhile (in another window or another person): nothing was saved. The worksheet shows the account as it is now.',
  // Statement rows not in the books, and not cleared yet.
  'bankReconciliation.statementOnlyTitle': 'On the statement, not in the books',
  'bankReconciliation.statementOnlyIntro': 'Added with a category, a row is ticked; without one, it is left to review.',
  'bankReconciliation.statementOnlyRow': (description: string, amount: string, date: string) => `${description} ${amount}, ${date}`,
  'bankReconciliation.statementOnlyCategory': (description: string) => `Category of ${description}`,
  'bankReconciliation.leaveToReview': 'Leave it to review',
  'bankReconciliation.addIt': 'Add it',
  'bankReconciliation.adding': 'Adding…',
  'bankReconciliation.addRefused': (reason: string) => `Not added: ${reason}`,
  'bankReconciliation.addUnknown': (reason: string) => `Maybe not added: ${reason} Adding it again checks first.`,
  'bankReconciliation.addNotChecked': 'Not added: the account could not be read. Try again.',
  'bankReconciliation.notClearedTitle': 'Finish with statement rows not cleared?',
  'bankReconciliation.notClearedBody': (count: string, n: number) =>
    `${count} statement ${n === 1 ? 'row ticks a transaction' : 'rows tick transactions'} still to review: something else ticked may stand in.`,
  'bankReconciliation.finishAnyway': 'Finish anyway',
  // Statement order, summary, finish later, report.
  'bankReconciliation.bankGlAccountKnown': 'The entry’s other side is always the bank account’s own ledger account.',
}

/** The strings of `<BankReconciliation>`'s parts that load later, as a host may override them. */
export type BankReconciliationPartMessages = typeof bankReconciliationPartMessages
