/**
 * The strings of `<ReceivablesAging by>`'s table (the buckets as rows, a column per value, Not
 * specified and the total), loaded with it; a host overrides any of them through the provider's
 * `messages`. Amounts and counts arrive formatted in the provider's locale.
 */
export const receivablesAgingSplitMessages = {
  'charts.aging.by.caption': (dimension: string) => `Who owes you, by ${dimension}`,
  'charts.aging.by.notSpecified': 'Not specified',
  'charts.aging.by.otherValues': 'Other values or not specified',
  'charts.aging.by.showing': 'Showing',
  'charts.aging.by.more': (count: string) => `and ${count} more`,
  'charts.aging.by.notRead': 'Not read yet',
  'charts.aging.by.failed': 'A column’s invoices could not be read.',
  'charts.aging.by.soFar': 'so far',
  // A figure's name starts with what it shows ("$1,204.50"), then which column and bucket it is.
  'charts.aging.by.figure': (amount: string, column: string, bucket: string) => `${amount}, ${column}, ${bucket}`,
  'charts.aging.by.derived':
    'Not specified is worked out, not read: the total less the invoices in the value columns, each counted once. A value’s column includes the values nested under it.',
  'charts.aging.by.derivedOther':
    'Other values or not specified is worked out, not read: the total less the invoices in the value columns, each counted once. A value’s column includes the values nested under it.',
  'charts.aging.by.shared': (count: string, n: number) =>
    `${count} ${n === 1 ? 'invoice is' : 'invoices are'} filed under two values: each shows in both columns and counts once in the total.`,
}

/** The split aging's strings, by key, as the provider's `messages` takes them. */
export type ReceivablesAgingSplitMessages = typeof receivablesAgingSplitMessages
