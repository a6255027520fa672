/** Every string `<InvoiceList>` shows; a host overrides any of them through the provider's `messages`. */
export const invoiceListMessages = {
  'invoiceList.title': 'Invoices',
  'invoiceList.column.number': 'Number',
  'invoiceList.column.customer': 'Customer',
  'invoiceList.column.date': 'Date',
  'invoiceList.column.dueDate': 'Due date',
  'invoiceList.column.status': 'Status',
  'invoiceList.column.total': 'Total',
  'invoiceList.column.paid': 'Paid',
  'invoiceList.column.balance': 'Balance',
  'invoiceList.column.dueOnDates': 'Due on these dates',
  'invoiceList.search': 'Search invoices',
  'invoiceList.filters': (active: string, n: number) => (n > 0 ? `Filters (${active})` : 'Filters'),
  'invoiceList.clearFilters': 'Clear filters',
  'invoiceList.invoiceStatus': 'Invoice status',
  'invoiceList.recordStatus': 'Record status',
  'invoiceList.match': 'Match',
  'invoiceList.matchIn': 'Is any of',
  'invoiceList.matchNotIn': 'Is none of',
  'invoiceList.invoiceStatus.DRAFT': 'Draft',
  'invoiceList.invoiceStatus.OPEN': 'Open',
  'invoiceList.invoiceStatus.PARTIALLY_PAID': 'Partially paid',
  'invoiceList.invoiceStatus.PAID': 'Paid',
  'invoiceList.invoiceStatus.VOIDED': 'Void',
  // The Status column's other display statuses (`detailedInvoiceDisplayStatus`, upper-cased).
  'invoiceList.invoiceStatus.DUE_TODAY': 'Due today',
  'invoiceList.invoiceStatus.OVERDUE': 'Overdue',
  'invoiceList.invoiceStatus.VOID': 'Void',
  'invoiceList.recordStatus.ACTIVE': 'Active',
  'invoiceList.recordStatus.DELETED': 'Deleted',
  'invoiceList.dateRange': 'Invoice date',
  'invoiceList.dueOn': 'Due on',
  'invoiceList.dueOnDates': (count: string, n: number) => (n === 1 ? 'Due on 1 date' : `Due on one of ${count} dates`),
  'invoiceList.clearDueDates': 'Clear due dates',
  'invoiceList.amountRange': 'Total between',
  'invoiceList.amountMin': 'Minimum total',
  'invoiceList.amountMax': 'Maximum total',
  'invoiceList.amountInvalid': (field: string, example: string) => `${field}: enter an amount such as ${example}.`,
  'invoiceList.amountTooManyDecimals': (field: string, decimals: number) => `${field}: use at most ${decimals} decimal places.`,
  'invoiceList.amountTooLarge': (field: string) => `${field}: the amount is too large.`,
  'invoiceList.invoiceNumber': 'Invoice number',
  'invoiceList.invoiceNumberMatch': 'Invoice number match',
  'invoiceList.numberEquals': 'Is',
  'invoiceList.numberContains': 'Contains',
  'invoiceList.customer': 'Customer',
  'invoiceList.anyCustomer': 'Any customer',
  'invoiceList.dimensionValue': 'Dimension value',
  'invoiceList.anyDimensionValue': 'Any dimension value',
  'invoiceList.loading': 'Loading invoices…',
  'invoiceList.errorTitle': 'The invoices could not be loaded.',
  'invoiceList.loadMoreError': 'More invoices could not be loaded.',
  'invoiceList.empty': 'There are no invoices yet.',
  'invoiceList.emptyFiltered': 'No invoices match these filters.',
  'invoiceList.loaded': (count: string, n: number, more: boolean) =>
    `${count} ${n === 1 ? 'invoice' : 'invoices'} loaded${more ? ', more available' : ''}`,
  'invoiceList.totals': 'Totals of loaded invoices',
  'invoiceList.openInvoice': (invoiceNumber: string) => `Open invoice ${invoiceNumber} in a new tab`,
  'invoiceList.detailLabel': (invoiceNumber: string) => `Invoice ${invoiceNumber}`,
}

/** The invoice list's strings, as a host may override them. */
export type InvoiceListMessages = typeof invoiceListMessages

/** A status as the list shows it: ours for a value we know ("Overdue", "PARTIALLY_PAID"), else as the service sent it. */
export function statusLabel(messages: InvoiceListMessages, status: string): string {
  const label = (messages as Record<string, unknown>)[`invoiceList.invoiceStatus.${status.toUpperCase().replace(/ /g, '_')}`]
  return typeof label === 'string' ? label : status
}

/** A record status as the filter offers it: ours for a value we know, else as the service sends it. */
export function recordStatusLabel(messages: InvoiceListMessages, status: string): string {
  const label = (messages as Record<string, unknown>)[`invoiceList.recordStatus.${status}`]
  return typeof label === 'string' ? label : status
}
