/**
 * English strings of the review queue's "Find match…" dialog: a deposit applied to the invoices it
 * pays, with a difference on a category. Their own module: it loads with the dialog, never with the
 * queue's first rows. A host overrides any of them through the provider's `messages`.
 */
export const findMatchMessages = {
  'findMatch.title': (name: string, amount: string, date: string) => `Find what ${name} pays (${amount}, ${date})`,
  'findMatch.intro': 'Tick the invoices this deposit pays. Lower an amount to pay part of an invoice.',
  'findMatch.search': 'Search open invoices',
  'findMatch.searchHint': 'A customer, an invoice number or an amount.',
  'findMatch.likely': 'Likely matches',
  'findMatch.useMatch': 'Use this match',
  'findMatch.useMatchLabel': (invoices: string) => `Use this match: ${invoices}`,
  'findMatch.matchPays': (invoices: string, customer: string, amount: string, reason: string) =>
    `${invoices} · ${customer} · ${amount} (${reason})`,
  'findMatch.reason.number': (invoice: string) => `Names ${invoice}`,
  'findMatch.reason.amountAndCustomer': 'Amount and customer match',
  'findMatch.reason.amount': 'Amount matches',
  'findMatch.reason.fee': 'Balance less a card fee',
  'findMatch.reason.customerTotal': 'Together they make the amount',
  'findMatch.reason.customer': 'Names the customer',
  'findMatch.invoices': 'Open invoices',
  'findMatch.invoice': (invoice: string, customer: string, balance: string) => `${invoice} · ${customer} · ${balance} open`,
  'findMatch.due': (date: string) => `Due ${date}`,
  'findMatch.amountFor': (invoice: string) => `Amount for ${invoice}`,
  'findMatch.notPositive': (field: string) => `${field} must be more than zero.`,
  'findMatch.overBalance': (field: string, balance: string) => `${field} is more than the invoice’s balance of ${balance}.`,
  'findMatch.more': (count: string, n: number) =>
    n === 1 ? '1 more invoice is not shown. Search to narrow.' : `${count} more invoices are not shown. Search to narrow.`,
  'findMatch.noneFound': 'No open invoice matches the search.',
  'findMatch.noOpen': 'There are no open invoices.',
  'findMatch.loading': 'Loading the open invoices…',
  'findMatch.loadFailed': 'The open invoices could not be loaded.',
  'findMatch.deposit': 'Deposit',
  'findMatch.toInvoices': 'Paid to invoices',
  'findMatch.difference': 'Difference',
  /** The difference's name when it is a card processor's fee on the one invoice ticked. */
  'findMatch.fee': 'Card fee',
  'findMatch.category': 'Category for the difference',
  'findMatch.categoryHint': 'A processor’s fee, a discount, an overpayment.',
  'findMatch.chooseCategory': 'Choose a category…',
  'findMatch.categoryMissing': 'Category for the difference: choose one, or change the amounts.',
  'findMatch.status.nothing': 'Tick the invoices this deposit pays.',
  'findMatch.status.left': (amount: string) => `${amount} left to allocate: choose a category for the difference.`,
  'findMatch.status.over': (amount: string) => `The invoices take ${amount} more than the deposit: choose a category for the difference.`,
  'findMatch.status.fix': 'Correct the amounts marked above.',
  'findMatch.status.fee': (amount: string) => `The processor kept a ${amount} card fee: choose the fee’s category.`,
  'findMatch.status.done': 'The lines add up to the deposit.',
  'findMatch.save': 'Save match',
  'findMatch.cancel': 'Cancel',
}

/** The strings of the "Find match…" dialog, as a host may override them. */
export type FindMatchMessages = typeof findMatchMessages
