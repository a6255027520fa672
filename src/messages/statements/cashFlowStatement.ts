/**
 * Every string `<CashFlowStatement>` shows; a host overrides any of them through the provider's
 * `messages`. Amounts, dates, periods and counts arrive formatted in the provider's locale.
 */
export const cashFlowStatementMessages = {
  'cashFlowStatement.title': 'Statement of cash flows',
  'cashFlowStatement.caption': (period: string) => `Statement of cash flows, ${period}`,
  'cashFlowStatement.basis.ACCRUAL': 'Accrual basis',
  'cashFlowStatement.basis.CASH': 'Cash basis',
  'cashFlowStatement.basis.company': "Your company's accounting method",
  'cashFlowStatement.fromRecords': (count: string, n: number) =>
    `From only the ${count} ${n === 1 ? 'account' : 'accounts'} your records use: others may be missing`,
  'cashFlowStatement.partialNote':
    'Every account your records use is read. Accounts they do not use are not in these figures, so no total is final.',
  'cashFlowStatement.partial': 'accounts found only',
  'cashFlowStatement.csv.company': (company: string) => `Company: ${company}`,
  'cashFlowStatement.csv.period': (period: string) => `Period: ${period}`,
  'cashFlowStatement.csv.compared': (compared: string, column: string) => `${compared} (compared with ${column})`,
  'cashFlowStatement.csv.change': (column: string) => `Change ${column}`,
  'cashFlowStatement.csv.percent': (column: string) => `% change ${column}`,
  'cashFlowStatement.closedThrough': (date: string) => `Books closed through ${date}`,
  'cashFlowStatement.closed': 'Closed',
  'cashFlowStatement.quarter': (quarter: number, year: string) => `Q${quarter} ${year}`,
  'cashFlowStatement.account': 'Account',
  'cashFlowStatement.accountNumber': 'Account number',
  'cashFlowStatement.section.operating': 'Operating activities',
  'cashFlowStatement.section.investing': 'Investing activities',
  'cashFlowStatement.section.financing': 'Financing activities',
  'cashFlowStatement.total.operating': 'Net cash from operating activities',
  'cashFlowStatement.total.investing': 'Net cash from investing activities',
  'cashFlowStatement.total.financing': 'Net cash from financing activities',
  'cashFlowStatement.netIncome': 'Net income',
  'cashFlowStatement.group.noncash': 'Adjustments for what moved no cash',
  'cashFlowStatement.group.workingCapital': 'Changes in working capital',
  'cashFlowStatement.groupTotal.noncash': 'Total adjustments for what moved no cash',
  'cashFlowStatement.groupTotal.workingCapital': 'Total changes in working capital',
  'cashFlowStatement.inTransit': 'Transfers in transit between your accounts',
  'cashFlowStatement.inTransitNote':
    'Transfers in transit: money on its way from one of your accounts to another when the period began or ended. It moves the bank balances but is not cash from operating, investing or financing activities.',
  'cashFlowStatement.netChange': 'Net change in cash',
  'cashFlowStatement.cashAtStart': 'Cash at the beginning of the period',
  'cashFlowStatement.cashAtEnd': 'Cash at the end of the period',
  'cashFlowStatement.change': 'Change',
  'cashFlowStatement.percent': 'Change %',
  'cashFlowStatement.versus': (compared: string, change: string, percent: string) =>
    `vs ${compared} · ${change}${percent ? ` (${percent})` : ''}`,
  'cashFlowStatement.openLedger': (amount: string, account: string, period: string) =>
    `${amount}: open the ledger of ${account} for ${period}`,
  'cashFlowStatement.readingCell': 'Reading…',
  'cashFlowStatement.reading': (read: string, total: string, n: number) =>
    `Reading ${read} of ${total} ${n === 1 ? 'account' : 'accounts'}…`,
  'cashFlowStatement.findingAccounts': (count: string) => `Finding the accounts your records use: ${count} so far…`,
  'cashFlowStatement.stopped': (count: string, n: number) =>
    `${count} ${n === 1 ? 'account' : 'accounts'} could not be read: the totals that need ${n === 1 ? 'it' : 'them'} are not shown.`,
  'cashFlowStatement.accountFailed': 'Could not be read.',
  'cashFlowStatement.linesFailed': (accounts: string) => `Could not be read: ${accounts}.`,
  'cashFlowStatement.tryAgain': 'Try again',
  'cashFlowStatement.incomplete': 'so far',
  'cashFlowStatement.leavesOut': (count: string, n: number) => `Not known: ${count} ${n === 1 ? 'account' : 'accounts'} could not be read`,
  'cashFlowStatement.ties': (accounts: string) => `Ties to the bank accounts' balances: ${accounts}.`,
  'cashFlowStatement.tiesBoth': (accounts: string, period: string) =>
    `Ties to the bank accounts' balances in both periods (and ${period}): ${accounts}.`,
  'cashFlowStatement.noCash':
    'No account of the chart is a bank or cash account: give the bank accounts a Bank type, or a Checking, Savings or Cash on hand subtype.',
  'cashFlowStatement.differs': (amount: string, period: string) =>
    `The net change in cash differs from the bank accounts' own change over ${period} by ${amount}.`,
  'cashFlowStatement.differsBecause': (accounts: string) =>
    `It is in accounts of a type the statement does not place, shown below and not counted: ${accounts}.`,
  'cashFlowStatement.differsFromHost':
    'Every account given was read: an account missing from the chart of accounts given would explain the difference.',
  'cashFlowStatement.tieFromRecords': (count: string, n: number) =>
    `This statement sees only the ${count} ${n === 1 ? 'account' : 'accounts'} your records name, so whether it ties to the bank accounts cannot be told. The app showing it can pass its chart of accounts to include every account.`,
  'cashFlowStatement.tieWhenRead': "Whether it ties to the bank accounts' balances is shown once every account is read.",
  'cashFlowStatement.tieStopped': "Whether it ties to the bank accounts' balances cannot be told until every account is read.",
  'cashFlowStatement.otherSection': 'Accounts not placed',
  'cashFlowStatement.otherTotal': 'Total of accounts not placed',
  'cashFlowStatement.otherLeftOut':
    'Accounts of a type the statement does not place are shown but not counted: their type does not say whether they are assets, liabilities or equity.',
  'cashFlowStatement.showInactive': (count: string, n: number) => `Show ${count} ${n === 1 ? 'account' : 'accounts'} with no change`,
  'cashFlowStatement.hideInactive': 'Hide accounts with no change',
  'cashFlowStatement.noAccounts': 'No accounts to show.',
  'cashFlowStatement.exportCsv': 'Export CSV',
  'cashFlowStatement.exportWhenRead': 'Export is ready once every account is read.',
  'cashFlowStatement.print': 'Print',
  'cashFlowStatement.printWhenRead': 'Print is ready once every account is read.',
  'cashFlowStatement.options': 'Statement of cash flows options',
  'cashFlowStatement.period': 'Period',
  'cashFlowStatement.period.given': 'As chosen',
  'cashFlowStatement.period.yearToDate': 'This year to date',
  'cashFlowStatement.period.lastYear': 'Last year',
  'cashFlowStatement.period.thisQuarter': 'This quarter',
  'cashFlowStatement.period.lastQuarter': 'Last quarter',
  'cashFlowStatement.period.thisMonth': 'This month',
  'cashFlowStatement.period.lastMonth': 'Last month',
  'cashFlowStatement.compare': 'Compare with',
  'cashFlowStatement.compare.none': 'Nothing',
  'cashFlowStatement.compare.previousPeriod': 'Previous period',
  'cashFlowStatement.compare.previousYear': 'Previous year',
  'cashFlowStatement.method': 'Accounting method',
  'cashFlowStatement.method.ACCRUAL': 'Accrual',
  'cashFlowStatement.method.CASH': 'Cash',
  'cashFlowStatement.method.company': "Company's own",
  'cashFlowStatement.errorTitle': 'The statement of cash flows could not be read',
}

/** The statement of cash flows' strings, by key, as the provider's `messages` takes them. */
export type CashFlowStatementMessages = typeof cashFlowStatementMessages
