/**
 * Every string `<TrialBalance>` shows; a host overrides any of them through the provider's
 * `messages`. Amounts, dates and counts arrive formatted in the provider's locale.
 */
export const trialBalanceMessages = {
  'trialBalance.title': 'Trial balance',
  'trialBalance.caption': (date: string) => `Trial balance as of ${date}`,
  'trialBalance.asOfDate': (date: string) => `As of ${date}`,
  'trialBalance.basis.ACCRUAL': 'Accrual basis',
  'trialBalance.basis.CASH': 'Cash basis',
  'trialBalance.basis.company': "Your company's accounting method",
  'trialBalance.fromRecords': (count: string, n: number) =>
    `From only the ${count} ${n === 1 ? 'account' : 'accounts'} your records use: others may be missing`,
  'trialBalance.partialNote':
    'Every account your records use is read. Accounts they do not use are not in these figures, so no total is final.',
  'trialBalance.partial': 'accounts found only',
  'trialBalance.csv.company': (company: string) => `Company: ${company}`,
  'trialBalance.closedThrough': (date: string) => `Books closed through ${date}`,
  'trialBalance.fiscalYear': (date: string) => `Income and expenses for the fiscal year from ${date}`,
  'trialBalance.retainedEarnings': 'Retained earnings',
  'trialBalance.linesFailed': (accounts: string) => `Could not be read: ${accounts}.`,
  'trialBalance.unplaced': 'Accounts of a type with no side: not in the totals',
  'trialBalance.unplacedBalance': 'Balance as the ledger gives it',
  'trialBalance.unplacedLeftOut': (count: string, n: number, accounts: string) =>
    `The totals leave out ${count} ${n === 1 ? 'account' : 'accounts'} whose type says neither debit nor credit: ${accounts}. The app showing this trial balance can give ${n === 1 ? 'it a type' : 'them types'} such as ASSET, LIABILITY, EQUITY, REVENUE or EXPENSE.`,
  'trialBalance.differsUnplaced': 'The accounts left out of the totals, whose type says no side, would explain the difference.',
  'trialBalance.account': 'Account',
  'trialBalance.accountNumber': 'Account number',
  'trialBalance.debit': 'Debit',
  'trialBalance.credit': 'Credit',
  'trialBalance.total': 'Total',
  'trialBalance.difference': 'Difference',
  'trialBalance.openLedger': (amount: string, side: string, account: string, date: string) =>
    `${amount} ${side}: open the ledger of ${account} through ${date}`,
  'trialBalance.readingCell': 'Reading…',
  'trialBalance.reading': (read: string, total: string, n: number) => `Reading ${read} of ${total} ${n === 1 ? 'account' : 'accounts'}…`,
  'trialBalance.findingAccounts': (count: string) => `Finding the accounts your records use: ${count} so far…`,
  'trialBalance.stopped': (count: string, n: number) =>
    `${count} ${n === 1 ? 'account' : 'accounts'} could not be read: the totals are not shown without ${n === 1 ? 'it' : 'them'}.`,
  'trialBalance.accountFailed': 'Could not be read.',
  'trialBalance.tryAgain': 'Try again',
  'trialBalance.leavesOut': (count: string, n: number) => `Not known: ${count} ${n === 1 ? 'account' : 'accounts'} could not be read`,
  'trialBalance.balances': 'Debits equal credits: the books balance.',
  'trialBalance.differs': (amount: string) => `Debits and credits differ by ${amount}.`,
  'trialBalance.differsFromRecords': (count: string, n: number) =>
    `This trial balance sees only the ${count} ${n === 1 ? 'account' : 'accounts'} your records name: an account they never name, such as a bank account's own, is missing from it. The app showing it can pass its chart of accounts to include every account.`,
  'trialBalance.differsFromHost':
    'Every account given was read: an account missing from the chart of accounts given would explain the difference.',
  'trialBalance.checkWhenRead': 'Whether debits equal credits is shown once every account is read.',
  'trialBalance.checkStopped': 'Whether debits equal credits cannot be told until every account is read.',
  'trialBalance.showInactive': (count: string, n: number) => `Show ${count} ${n === 1 ? 'account' : 'accounts'} with a zero balance`,
  'trialBalance.hideInactive': 'Hide accounts with a zero balance',
  'trialBalance.noAccounts': 'No accounts to show.',
  'trialBalance.exportCsv': 'Export CSV',
  'trialBalance.exportWhenRead': 'Export is ready once every account is read.',
  'trialBalance.print': 'Print',
  'trialBalance.printWhenRead': 'Print is ready once every account is read.',
  'trialBalance.options': 'Trial balance options',
  'trialBalance.asOf': 'As of',
  'trialBalance.asOf.given': 'As chosen',
  'trialBalance.asOf.today': 'Today',
  'trialBalance.asOf.lastMonthEnd': 'End of last month',
  'trialBalance.asOf.lastQuarterEnd': 'End of last quarter',
  'trialBalance.asOf.lastYearEnd': 'End of last fiscal year',
  'trialBalance.method': 'Accounting method',
  'trialBalance.method.ACCRUAL': 'Accrual',
  'trialBalance.method.CASH': 'Cash',
  'trialBalance.method.company': "Company's own",
  'trialBalance.errorTitle': 'The trial balance could not be read',
}

/** The trial balance's strings, by key, as the provider's `messages` takes them. */
export type TrialBalanceMessages = typeof trialBalanceMessages
