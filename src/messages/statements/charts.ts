/**
 * Every string the charts show (`<CashFlowChart>`, `<SpendingByCategory>`, `<AccountBalanceChart>`;
 * `<ReceivablesAging>` has its own, in receivablesAging.ts);
 * a host overrides any of them through the provider's `messages`. Amounts, months and counts arrive
 * formatted in the provider's locale.
 */
export const chartMessages = {
  'charts.showTable': 'Show as table',
  'charts.showChart': 'Show as chart',
  'charts.loading': 'Loading the chart…',
  'charts.errorTitle': 'The figures could not be loaded.',
  'charts.stillCounting': (received: string) => `Still counting: ${received} transactions received so far, older ones are arriving.`,
  'charts.stillCountingMark': 'still counting',
  'charts.stopped': (received: string, n: number) =>
    `Reading stopped after ${received} ${n === 1 ? 'transaction' : 'transactions'}: the figures are sums so far.`,
  'charts.stoppedMark': 'sums so far',
  'charts.soFar': ' so far',
  'charts.stillReading': (lines: string) => `Still reading: ${lines} ledger lines so far.`,
  'charts.unreadable': (count: string, n: number) =>
    `${count} ${n === 1 ? 'record' : 'records'} could not be read and ${n === 1 ? 'is' : 'are'} left out.`,
  'charts.legend': 'Legend',

  'charts.cashFlow.title': 'Money in and out',
  'charts.cashFlow.in': 'Money in',
  'charts.cashFlow.out': 'Money out',
  'charts.cashFlow.net': 'Net',
  'charts.cashFlow.month': 'Month',
  'charts.cashFlow.total': 'Total',
  'charts.cashFlow.summary': (months: string, moneyIn: string, moneyOut: string, net: string) =>
    `Money in and out, ${months}: in ${moneyIn}, out ${moneyOut}, net ${net}`,
  'charts.cashFlow.months': (first: string, last: string) => `${first} to ${last}`,
  'charts.cashFlow.busiest': (month: string, moneyIn: string, moneyOut: string) =>
    `; the busiest month was ${month} (in ${moneyIn}, out ${moneyOut})`,
  'charts.cashFlow.empty': 'No money in or out in these months.',
  'charts.cashFlow.point': (month: string, moneyIn: string, moneyOut: string, net: string) =>
    `${month}: in ${moneyIn}, out ${moneyOut}, net ${net}`,
  'charts.cashFlow.transfers': (count: string, n: number) =>
    n === 0
      ? 'Transfers are left out: money moved between your own accounts, or to or from the owner.'
      : `Transfers are left out (${count} in these months): money moved between your own accounts, or to or from the owner.`,

  'charts.spending.title': 'Spending by category',
  'charts.spending.category': 'Category',
  'charts.spending.amount': 'Money out',
  'charts.spending.share': 'Share',
  'charts.spending.transactions': 'Transactions',
  'charts.spending.other': (count: string, n: number) => `Other (${count} ${n === 1 ? 'category' : 'categories'})`,
  'charts.spending.unnamed': 'Unnamed category',
  'charts.spending.uncategorized': (amount: string, count: string, n: number) =>
    `Not categorized yet: ${amount} in ${count} ${n === 1 ? 'transaction' : 'transactions'}`,
  'charts.spending.summary': (period: string, total: string) => `Money out by category, ${period}: ${total} in total`,
  'charts.spending.largest': (name: string, amount: string, share: string) => `; the largest is ${name} at ${amount} (${share})`,
  'charts.spending.summaryUncategorized': (amount: string, count: string, n: number) =>
    `; ${amount} in ${count} ${n === 1 ? 'transaction is' : 'transactions are'} not categorized yet`,
  'charts.spending.empty': 'No money went out in this period.',
  // What the bar shows, in its order ("Rent $4,200.00 · 14% · 3 transactions"): its share is of the money out the chart is of.
  'charts.spending.point': (name: string, amount: string, share: string, count: string, n: number) =>
    `${name}: ${amount}, ${share}, ${count} ${n === 1 ? 'transaction' : 'transactions'}`,
  'charts.spending.transactionCount': (count: string, n: number) => `${count} ${n === 1 ? 'transaction' : 'transactions'}`,
  'charts.spending.period': (from: string, to: string) => (from === to ? from : `${from} to ${to}`),

  'charts.balance.title': 'Balance over time',
  'charts.balance.date': 'Date',
  'charts.balance.balance': 'Balance',
  'charts.balance.beginning': 'Beginning balance',
  'charts.balance.summary': (account: string, from: string, to: string, first: string, last: string) =>
    `Balance of ${account}, ${from} to ${to}: from ${first} to ${last}`,
  'charts.balance.summaryNoBalance': (account: string, from: string, to: string) =>
    `Balance of ${account}, ${from} to ${to}: no lines in these dates, and the service gave no balance before them`,
  'charts.balance.stopped': (lines: string, n: number) =>
    `Reading stopped after ${lines} ledger ${n === 1 ? 'line' : 'lines'}: the balance is drawn as far as they reach.`,
  'charts.balance.range': (lowest: string, lowestOn: string, highest: string, highestOn: string) =>
    `; lowest ${lowest} on ${lowestOn}, highest ${highest} on ${highestOn}`,
  'charts.balance.empty': 'No lines in these dates: the balance did not move.',
  'charts.balance.point': (date: string, balance: string) => `${date}: ${balance}`,
}

/** The charts' strings, by key, as the provider's `messages` takes them. */
export type ChartMessages = typeof chartMessages
