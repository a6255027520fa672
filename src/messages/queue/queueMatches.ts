/**
 * English strings of deposits matched to invoices in the review queue: the suggestion "Pays
 * INV-1042 · Acme Catering · $1,250.00 open" and what the queue says of a match. Their own module:
 * they load with the matching part of the queue, after the first rows are painted. A host overrides
 * any of them through the provider's `messages`.
 */
export const queueMatchesMessages = {
  /** `numbers` and `customer` are isolated names; `open` is what the invoices have open, formatted. */
  'queueMatches.pays': (numbers: string, customer: string, open: string) => `Pays ${numbers} · ${customer} · ${open} open`,
  /** A card payout: what the processor kept, formatted, after the invoice's `pays`. */
  'queueMatches.lessFee': (pays: string, fee: string) => `${pays}, less a ${fee} card fee`,
  /** The description names a customer with no open invoice the deposit fits; `customer` is an isolated name, `amount` formatted. */
  'queueMatches.noneOfPayer': (customer: string, amount: string) => `${customer} has no open invoice of ${amount}`,
  /** Said after a suggestion's text (not shown): the row it is for. */
  'queueMatches.forRow': (name: string) => `for ${name}`,
  'queueMatches.equally': 'Matches two invoices equally: choose one.',
  'queueMatches.applied': (numbers: string) => `Applied to ${numbers}.`,
}

/** The queue's words for deposits matched to invoices, by key. */
export type QueueMatchesMessages = typeof queueMatchesMessages
