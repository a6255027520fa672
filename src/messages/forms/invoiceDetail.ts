/** Every string `<InvoiceDetail>` shows; a host overrides any of them through the provider's `messages`. */
export const invoiceDetailMessages = {
  'invoiceDetail.title': (invoiceNumber: string) => `Invoice ${invoiceNumber}`,
  'invoiceDetail.close': 'Close',
  'invoiceDetail.closeLabel': (invoiceNumber: string) => `Close invoice ${invoiceNumber}`,
  'invoiceDetail.loading': 'Loading the invoice…',
  /** A lookup by id past its first page: the service has no read by id, so it reads the invoices page by page. */
  'invoiceDetail.searching': (invoices: string, n: number) =>
    `Looking for the invoice… ${invoices} ${n === 1 ? 'invoice' : 'invoices'} searched`,
  'invoiceDetail.errorTitle': 'The invoice could not be loaded.',
  'invoiceDetail.notFound': 'This invoice was not found.',
  'invoiceDetail.notFoundHint': 'It may have been deleted, or it belongs to a company this session cannot see.',
  /** A lookup by id that stopped after reading this many invoices, newest first: not "not found", only not looked for further back. */
  'invoiceDetail.notAmongRecent': (invoices: string, n: number) =>
    `This invoice is not among the ${invoices} most recent ${n === 1 ? 'invoice' : 'invoices'}.`,
  'invoiceDetail.notAmongRecentHint': 'Older invoices have not been searched yet.',
  'invoiceDetail.keepLooking': 'Keep looking',
  'invoiceDetail.billedTo': 'Billed to',
  'invoiceDetail.balanceDue': 'Balance due',
  'invoiceDetail.dueDate': 'Due date',
  'invoiceDetail.date': 'Invoice date',
  'invoiceDetail.total': 'Total',
  'invoiceDetail.paid': 'Paid',
  'invoiceDetail.recurrence': 'Repeats',
  'invoiceDetail.recurrenceSummary': (
    frequency: string,
    interval: string,
    n: number,
    occurrences: string | undefined,
    endDate: string | undefined,
  ) =>
    `${frequency}${n > 1 ? `, every ${interval}` : ''}${occurrences ? `, ${occurrences} times` : ''}${endDate ? `, until ${endDate}` : ''}`,
  'invoiceDetail.customerLink': 'Customer’s view of the invoice',
  'invoiceDetail.opensInNewTab': '(opens in a new tab)',

  'invoiceDetail.section.installments': 'Installments',
  'invoiceDetail.section.lines': 'Items',
  'invoiceDetail.section.totals': 'Totals',
  'invoiceDetail.section.payments': 'Payments',
  'invoiceDetail.section.activity': 'Activity',
  'invoiceDetail.section.collection': 'Collection',
  'invoiceDetail.section.dimensions': 'Dimensions',
  'invoiceDetail.section.notes': 'Notes',

  'invoiceDetail.line.description': 'Description',
  'invoiceDetail.line.quantity': 'Quantity',
  'invoiceDetail.line.rate': 'Rate',
  'invoiceDetail.line.salesTax': 'Sales tax',
  'invoiceDetail.line.amount': 'Amount',
  'invoiceDetail.line.account': 'Account',

  'invoiceDetail.totals.subtotal': 'Subtotal',
  'invoiceDetail.totals.discount': 'Discount',
  'invoiceDetail.totals.discountedTotal': 'After discount',
  'invoiceDetail.totals.salesTax': 'Sales tax',
  'invoiceDetail.totals.total': 'Total',
  'invoiceDetail.totals.paid': 'Paid',
  'invoiceDetail.totals.balance': 'Balance due',
  'invoiceDetail.totals.deposit': 'Deposit requested',
  'invoiceDetail.discountRule': (amount: string, beforeTax: boolean | undefined) =>
    beforeTax === undefined ? amount : `${amount}, ${beforeTax ? 'before' : 'after'} sales tax`,
  /** A rule whose `type` bookkit does not know: its value and type as the service sent them. */
  'invoiceDetail.unknownRule': (value: string, type: string) => `${value} (${type})`,

  'invoiceDetail.installment.name': 'Installment',
  'invoiceDetail.installment.dueDate': 'Due date',
  'invoiceDetail.installment.amountDue': 'Amount due',
  'invoiceDetail.installment.balance': 'Balance',

  'invoiceDetail.payment.date': 'Date',
  'invoiceDetail.payment.amount': 'Amount',
  'invoiceDetail.payment.allocated': 'Applied to this invoice',

  'invoiceDetail.activity.failed': (reason: string) => `Why: ${reason}`,
  'invoiceDetail.activity.INITIAL_EMAIL_SENT': 'Invoice emailed',
  'invoiceDetail.activity.INITIAL_SMS_SENT': 'Invoice texted',
  'invoiceDetail.activity.REMINDER_SENT': 'Reminder sent',
  'invoiceDetail.activity.PAYMENT_RECEIVED': 'Payment received',
  'invoiceDetail.activity.INVOICE_VOIDED': 'Invoice voided',
  'invoiceDetail.activityStatus.SUCCESS': 'Succeeded',
  'invoiceDetail.activityStatus.FAILURE': 'Failed',

  'invoiceDetail.collection.term': 'Payment term',
  'invoiceDetail.collection.termDue': (term: string, dueDate: string) => `${term}, due ${dueDate}`,
  'invoiceDetail.collection.reminders': 'Reminders',
  'invoiceDetail.collection.paymentMethods': 'Payment methods',
  'invoiceDetail.collection.sendEmail': 'Send by email',
  'invoiceDetail.collection.sendSms': 'Send by text message',
  'invoiceDetail.collection.email': 'Sent to',
  'invoiceDetail.collection.cc': 'Cc',
  'invoiceDetail.collection.bcc': 'Bcc',
  'invoiceDetail.yes': 'Yes',
  'invoiceDetail.no': 'No',
  'invoiceDetail.term.NET_15': 'Net 15',
  'invoiceDetail.term.NET_30': 'Net 30',
  'invoiceDetail.term.NET_60': 'Net 60',
  'invoiceDetail.term.DUE_ON_RECEIPT': 'Due on receipt',
  'invoiceDetail.reminder.THREE_DAYS_BEFORE_DUE_DATE': '3 days before the due date',
  'invoiceDetail.reminder.ON_DUE_DATE': 'On the due date',
  'invoiceDetail.reminder.SEVEN_DAYS_AFTER_DUE_DATE': '7 days after the due date',
  'invoiceDetail.paymentMethod.CREDIT_CARD': 'Credit card',
  'invoiceDetail.paymentMethod.ACH': 'Bank transfer (ACH)',
  'invoiceDetail.paymentMethod.CHECK': 'Check',
  'invoiceDetail.frequency.DAILY': 'Daily',
  'invoiceDetail.frequency.WEEKLY': 'Weekly',
  'invoiceDetail.frequency.MONTHLY': 'Monthly',
  'invoiceDetail.frequency.YEARLY': 'Yearly',

  'invoiceDetail.status.DRAFT': 'Draft',
  'invoiceDetail.status.OPEN': 'Open',
  'invoiceDetail.status.PARTIALLY_PAID': 'Partially paid',
  'invoiceDetail.status.PAID': 'Paid',
  'invoiceDetail.status.VOIDED': 'Void',
  'invoiceDetail.status.VOID': 'Void',
  'invoiceDetail.status.DUE_TODAY': 'Due today',
  'invoiceDetail.status.OVERDUE': 'Overdue',
}

/** The invoice detail's strings, as a host may override them. */
export type InvoiceDetailMessages = typeof invoiceDetailMessages

/** The enumerations the detail translates; a value without a message shows as the service sent it. */
export type InvoiceDetailEnum = 'activity' | 'activityStatus' | 'term' | 'reminder' | 'paymentMethod' | 'frequency' | 'status'

/** `value` of enumeration `kind` as the detail shows it: ours for a value we know, else as it came. */
export function enumLabel(messages: InvoiceDetailMessages, kind: InvoiceDetailEnum, value: string): string {
  const label = (messages as Record<string, unknown>)[`invoiceDetail.${kind}.${value.toUpperCase().replace(/ /g, '_')}`]
  return typeof label === 'string' ? label : value
}
