/**
 * Every string `<ReceivablesAging>` shows beside the charts' shared ones (`charts.*` in charts.ts);
 * a host overrides any of them through the provider's `messages`. Amounts, dates and counts arrive
 * formatted in the provider's locale.
 */
export const receivablesAgingMessages = {
  'charts.aging.title': 'Who owes you',
  'charts.aging.bucket.current': 'Not yet due',
  'charts.aging.bucket.late1to30': '1–30 days overdue',
  'charts.aging.bucket.late31to60': '31–60 days overdue',
  'charts.aging.bucket.late61to90': '61–90 days overdue',
  'charts.aging.bucket.lateOver90': 'Over 90 days overdue',
  'charts.aging.due': 'Due',
  'charts.aging.amount': 'Owed',
  'charts.aging.invoices': 'Invoices',
  'charts.aging.total': 'Total',
  'charts.aging.invoiceCount': (count: string, n: number) => `${count} ${n === 1 ? 'invoice' : 'invoices'}`,
  'charts.aging.summary': (total: string, count: string, n: number, asOf: string) =>
    `Customers owe you ${total} on ${count} ${n === 1 ? 'invoice' : 'invoices'} as of ${asOf}`,
  'charts.aging.summaryOverdue': (overdue: string, count: string, n: number) =>
    `; ${overdue} of it is overdue, on ${count} ${n === 1 ? 'invoice' : 'invoices'}`,
  'charts.aging.summaryNothingOverdue': '; none of it is overdue',
  'charts.aging.soFar': ' so far',
  // A bar's name says what it shows, in the same order ("Not yet due", "$4,939.01 · 8 invoices"), no less.
  'charts.aging.point': (bucket: string, amount: string, count: string, n: number) =>
    `${bucket}: ${amount}, ${count} ${n === 1 ? 'invoice' : 'invoices'}`,
  'charts.aging.empty': 'Nobody owes you anything: every invoice is paid.',
  'charts.aging.noInvoices': 'No invoices yet: nobody owes you anything.',
  'charts.aging.nobody': 'Nobody owes you anything.',
  'charts.aging.customersTitle': 'Who owes you the most',
  'charts.aging.customer': 'Customer',
  'charts.aging.overdue': 'Overdue',
  'charts.aging.stillReading': (count: string) => `Still reading: ${count} invoices so far.`,
  'charts.aging.stopped': (count: string, n: number) =>
    `Reading stopped after ${count} ${n === 1 ? 'invoice' : 'invoices'}: the figures are sums so far.`,
  'charts.aging.unreadable': (count: string, n: number) =>
    `${count} ${n === 1 ? 'invoice' : 'invoices'} without a readable balance, date or payment ${n === 1 ? 'is' : 'are'} left out.`,
  'charts.aging.leftOut': 'Drafts, void and written-off invoices owe nothing and are left out.',
}

/** The aging's strings, by key, as the provider's `messages` takes them. */
export type ReceivablesAgingMessages = typeof receivablesAgingMessages
