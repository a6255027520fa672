/**
 * Every string `<MonthEndClose>` shows; a host overrides any of them through the provider's
 * `messages`. Months, dates, amounts and counts arrive formatted in the provider's locale; names
 * (people, accounts) arrive isolated.
 */
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

export const monthEndCloseMessages = {
  'monthEndClose.overviewTitle': 'Month-end close',
  'monthEndClose.title': (month: string) => `Closing ${month}`,
  'monthEndClose.loading': 'Loading…',
  'monthEndClose.errorTitle': 'This could not be loaded.',
  'monthEndClose.itemError': 'Part of this item could not be read: it is not known until it is.',
  'monthEndClose.back': 'All months',

  'monthEndClose.month': 'Month',
  'monthEndClose.state': 'State',
  'monthEndClose.open': (month: string) => `Open ${month}`,
  'monthEndClose.monthSignedOff': (date: string) => `Signed off on ${date}`,
  'monthEndClose.monthChanged': (n: number) => `Signed off, ${n} ${plural(n, 'change', 'changes')} since`,
  'monthEndClose.monthReady': 'Ready to check',
  'monthEndClose.monthToDo': (n: number) => `${n} to do`,
  'monthEndClose.monthCounting': 'Counting…',
  'monthEndClose.monthEmpty': 'Nothing recorded',
  'monthEndClose.overviewNote':
    'Review, questions to the owner, reconciliation, suggestions and changes are counted here; the ledger’s checks are made when a month is opened.',

  'monthEndClose.summaryReady': 'Every item is done: the month is ready to sign off.',
  'monthEndClose.summaryNothingRecorded': (month: string) =>
    `Nothing recorded: ${month} ends before the books’ first bank transaction, so there is nothing to sign off.`,
  'monthEndClose.summaryToDo': (n: number) => `${n} ${plural(n, 'item', 'items')} to do before the month is done.`,
  'monthEndClose.summaryUnknown': (n: number) => `${n} ${plural(n, 'item is', 'items are')} not known yet.`,
  'monthEndClose.signedOffBy': (date: string, name: string) => `Signed off on ${date} by ${name}.`,
  'monthEndClose.signedOffOn': (date: string) => `Signed off on ${date}.`,
  'monthEndClose.changedSince': (n: number) =>
    `${n} ${plural(n, 'change was', 'changes were')} made to this month after it was signed off: reopen it, look again, and sign it off again.`,
  'monthEndClose.serviceClosed': (date: string) =>
    `The service’s books are closed through ${date}: records on or before it cannot be changed.`,
  'monthEndClose.serviceClosedOpen': (date: string) => `The service’s closing date is ${date}; changes before it are still allowed.`,

  'monthEndClose.done': 'Done',
  'monthEndClose.toDo': 'To do',
  'monthEndClose.unknown': 'Not known',
  'monthEndClose.waived': 'Signed off with a reason',
  'monthEndClose.soFar': 'so far',

  'monthEndClose.review.title': 'Bank transactions reviewed',
  'monthEndClose.review.left': (n: number, of: number) =>
    `${n} of ${of} ${plural(of, 'transaction', 'transactions')} of the month still to review.`,
  'monthEndClose.review.done': (of: number) =>
    of === 0 ? 'No bank transactions this month.' : `All ${of} ${plural(of, 'transaction', 'transactions')} reviewed.`,
  'monthEndClose.review.open': 'Review transactions',

  'monthEndClose.questions.title': 'Questions waiting for the owner',
  // Only what is open is said, and who it waits for: the owner to answer, or the bookkeeper to use the answer.
  'monthEndClose.questions.left': (waiting: number, answered: number) =>
    [
      waiting > 0 && `${waiting} waiting for the owner`,
      answered > 0 && `${answered} answered, ${plural(answered, 'its answer', 'their answers')} to use`,
    ]
      .filter(Boolean)
      .join(', ')
      .concat('.'),
  'monthEndClose.questions.oldest': (days: number) =>
    `The oldest was asked ${days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`}.`,
  'monthEndClose.questions.done': 'No question about the month’s transactions is open.',
  'monthEndClose.questions.open': 'See the questions',

  'monthEndClose.reconcile.title': 'Bank accounts reconciled',
  'monthEndClose.reconcile.left': (n: number) => `${n} ${plural(n, 'account is', 'accounts are')} not reconciled through the month’s end.`,
  'monthEndClose.reconcile.done': 'Every bank account is reconciled through the month’s end.',
  'monthEndClose.reconcile.none': 'No bank account had begun by the month’s end.',
  'monthEndClose.reconcile.through': (date: string) => `reconciled through ${date}`,
  'monthEndClose.reconcile.never': 'never reconciled',
  'monthEndClose.reconcile.finishing': 'a reconciliation is being finished',
  'monthEndClose.reconcile.open': 'Reconcile',
  'monthEndClose.reconcile.openAccount': (name: string) => `Reconcile ${name}`,

  'monthEndClose.match.title': 'Deposits matched and transfers paired',
  // Only what is left is said: "0 deposits pay an open invoice" is nothing to do.
  'monthEndClose.match.left': (deposits: number, transfers: number) =>
    [
      deposits > 0 && `${deposits} ${plural(deposits, 'deposit pays', 'deposits pay')} an open invoice`,
      transfers > 0 && `${transfers} ${plural(transfers, 'transfer is', 'transfers are')} still to pair`,
    ]
      .filter(Boolean)
      .join(' and ')
      .concat('.'),
  'monthEndClose.match.done': 'No deposit left that pays an open invoice, and no transfer left to pair.',
  'monthEndClose.match.open': 'See the suggestions',

  'monthEndClose.suspense.title': 'Nothing left in uncategorized or suspense accounts',
  'monthEndClose.suspense.left': (amount: string) => `${amount} waits in uncategorized or suspense accounts at the month’s end.`,
  'monthEndClose.suspense.done': 'Nothing waits in uncategorized or suspense accounts.',
  'monthEndClose.suspense.none': 'The chart has no uncategorized or suspense account.',
  'monthEndClose.suspense.open': 'Open the ledger',
  /** `entryDate` is the entry's date where the service takes one; `undefined` where it dates an entry the day it is saved. */
  'monthEndClose.suspense.closed': (amount: string, closedThrough: string, entryDate: string | undefined) =>
    `${amount} of this balance is dated on or before ${closedThrough}, through which the books are closed: those records cannot be changed. ${
      entryDate ? `A journal entry dated ${entryDate}` : 'A journal entry, dated by the service the day it is saved,'
    } can move it to the account it belongs in.`,
  'monthEndClose.suspense.clear': 'Clear it with a journal entry',
  'monthEndClose.suspense.clearDescription': (account: string) => `Clears ${account} of what the closed period left in it`,

  'monthEndClose.receivables.title': 'Receivables agree with open invoices',
  'monthEndClose.receivables.left': (difference: string, ledger: string, invoices: string) =>
    `Accounts receivable is ${ledger} in the ledger but the open invoices owed ${invoices}: ${difference} apart.`,
  'monthEndClose.receivables.done': (amount: string) => `Accounts receivable and the open invoices agree at ${amount}.`,
  'monthEndClose.receivables.cash': 'Cash books: receivables are not in the ledger.',
  'monthEndClose.receivables.explaining': 'Invoices whose balance is the difference:',
  'monthEndClose.receivables.invoice': (number: string, amount: string) => `Invoice ${number}, ${amount}`,
  'monthEndClose.receivables.open': 'Open the ledger',

  'monthEndClose.balances.title': 'The trial balance and the balance sheet balance',
  'monthEndClose.balances.done': 'Debits equal credits, and assets equal liabilities plus equity.',
  'monthEndClose.balances.left': (trial: string, sheet: string) => `The trial balance is ${trial} out, and the balance sheet ${sheet}.`,
  'monthEndClose.balances.needsChart': 'Known only with the host’s chart of accounts.',
  'monthEndClose.balances.open': 'Open the trial balance',

  'monthEndClose.changes.title': 'No change since sign-off',
  'monthEndClose.changes.none': 'The month has not been signed off yet.',
  'monthEndClose.changes.done': 'Nothing changed since the month was signed off.',
  'monthEndClose.changes.left': (n: number) => `${n} ${plural(n, 'change', 'changes')} since the month was signed off.`,
  'monthEndClose.changes.sinceReopened': (n: number) =>
    `${n} ${plural(n, 'change', 'changes')} since the last sign-off, before it was reopened.`,
  'monthEndClose.changes.added': (name: string) => `${name} was added`,
  'monthEndClose.changes.deleted': (name: string) => `${name} was deleted`,
  'monthEndClose.changes.changed': (name: string, what: string) => `${name}: its ${what} changed`,
  'monthEndClose.changes.amount': 'amount',
  'monthEndClose.changes.date': 'date',
  'monthEndClose.changes.category': 'category',
  'monthEndClose.changes.totals': 'The trial balance’s totals changed since the sign-off.',
  'monthEndClose.changes.balance': (then: string, now: string) => `${then} at the sign-off, ${now} now`,
  'monthEndClose.changes.open': 'See the transactions',

  'monthEndClose.reason': 'Why sign off without it',
  'monthEndClose.reasonMissing': (item: string) => `Say why “${item}” is signed off although it is not done.`,
  'monthEndClose.signOff': (month: string) => `Sign off ${month}`,
  'monthEndClose.signingOff': 'Signing off…',
  'monthEndClose.signOffDoesNotLock': (month: string) =>
    `Signing off does not lock ${month}: its records can still be changed, and each change after the sign-off is flagged here. Locking the period is done where the books’ closing date is set.`,
  'monthEndClose.signOffNeedsReasons': (n: number) => `${n} ${plural(n, 'item is', 'items are')} not done: say why for each to sign off.`,
  'monthEndClose.signedOffNow': (month: string) => `${month} is signed off.`,
  'monthEndClose.signOffFailed': 'The sign-off was not saved.',
  'monthEndClose.signedOffMeanwhile': 'Someone signed this month off meanwhile; nothing was changed.',
  'monthEndClose.reopen': (month: string) => `Reopen ${month}`,
  'monthEndClose.reopenReason': 'Why reopen it',
  'monthEndClose.reopenedNow': (month: string) => `${month} is open again.`,
  'monthEndClose.reopenFailed': 'The month was not reopened.',
  'monthEndClose.readOnlySignOff': 'You have view-only access, so you cannot sign this month off.',
  'monthEndClose.readOnlyReopen': 'You have view-only access, so you cannot reopen this month.',

  'monthEndClose.history': 'History',
  'monthEndClose.historySignedOff': (date: string, name: string | undefined) =>
    name ? `Signed off on ${date} by ${name}` : `Signed off on ${date}`,
  'monthEndClose.historyReopened': (date: string, name: string | undefined) =>
    name ? `Reopened on ${date} by ${name}` : `Reopened on ${date}`,
  'monthEndClose.historyReason': (reason: string) => `Why: ${reason}`,
  'monthEndClose.historyTotals': (debits: string, credits: string) => `Trial balance: debits ${debits}, credits ${credits}`,

  'monthEndClose.dialogClose': 'Close',
}

/** The strings of `<MonthEndClose>`, as a host may override them. */
export type MonthEndCloseMessages = typeof monthEndCloseMessages
