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

  // Statement order, summary, finish later, report.
  'bankReconciliation.bankGlAccountKnown': 'The entry’s other side is always the bank account’s own ledger account.',
}

/** The strings of `<BankReconciliation>`'s parts that load later, as a host may override them. */
export type BankReconciliationPartMessages = typeof bankReconciliationPartMessages
