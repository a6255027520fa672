/**
 * Every string `<BooksOverview>` shows around its tiles (the charts in it keep their own `charts.*`
 * strings); a host overrides any of them through the provider's `messages`. Amounts, months and
 * counts arrive formatted in the provider's locale.
 */
export const booksOverviewMessages = {
  'overview.title': 'Your books at a glance',
  'overview.loading': 'Loading…',
  'overview.errorTitle': 'This could not be loaded.',

  'overview.toReview.title': 'To review',
  'overview.toReview.label': (n: number): string => (n === 1 ? 'transaction to review' : 'transactions to review'),
  'overview.toReview.soFar': (n: number) => `${n === 1 ? 'transaction' : 'transactions'} to review so far, older ones are arriving`,
  'overview.toReview.stopped': (n: number) =>
    `${n === 1 ? 'transaction' : 'transactions'} to review so far: reading stopped before the older ones arrived`,
  'overview.toReview.none': 'Nothing to review: every transaction is reviewed.',
  'overview.toReview.noTransactions': 'No bank transactions yet: nothing to review.',
  'overview.toReview.action': 'Review transactions',

  'overview.money.title': (month: string) => `Money in and out, ${month}`,
  'overview.money.in': 'Money in',
  'overview.money.out': 'Money out',
  'overview.money.net': 'Net',
  'overview.money.more': (difference: string, month: string) => `${difference} more than ${month}`,
  'overview.money.less': (difference: string, month: string) => `${difference} less than ${month}`,
  'overview.money.same': (month: string) => `the same as ${month}`,
  'overview.money.stillCounting': 'Still counting: older transactions are arriving.',
  'overview.money.stopped': (count: string, n: number) =>
    `Reading stopped after ${count} ${n === 1 ? 'transaction' : 'transactions'}: these are sums so far.`,
  'overview.money.action': (month: string) => `See ${month}`,

  'overview.owed.title': 'Owed to you',
  'overview.owed.total': (count: string, n: number) => `on ${count} open ${n === 1 ? 'invoice' : 'invoices'}`,
  'overview.owed.overdue': (amount: string, count: string, n: number) =>
    `${amount} overdue, on ${count} ${n === 1 ? 'invoice' : 'invoices'}`,
  'overview.owed.nothingOverdue': 'Nothing overdue.',
  'overview.owed.nobody': 'Nobody owes you anything.',
  'overview.owed.allPaid': 'Nobody owes you anything: every invoice is paid.',
  'overview.owed.noInvoices': 'No invoices yet: nobody owes you anything.',
  'overview.owed.soFar': (count: string) => `So far: ${count} invoices read, more are coming.`,
  'overview.owed.stopped': (count: string, n: number) =>
    `Reading stopped after ${count} ${n === 1 ? 'invoice' : 'invoices'}: these are sums so far.`,
  'overview.owed.action': 'See open invoices',
}

/** The overview's strings, by key, as the provider's `messages` takes them. */
export type BooksOverviewMessages = typeof booksOverviewMessages
