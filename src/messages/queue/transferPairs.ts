/**
 * English strings of the review queue's two transfer dialogs: "Pair transfers" (the likely pairs,
 * ticked and paired at once) and "Mark as transfer" (one side whose other has not arrived yet).
 * Their own module: it loads with the dialogs, never with the queue's first rows. A host overrides
 * any of them through the provider's `messages`.
 */
export const transferPairsMessages = {
  'transferPairs.title': 'Pair transfers',
  'transferPairs.intro':
    'Each pair is the same money leaving one of your accounts and arriving in another. Ticked pairs are recorded as one transfer.',
  'transferPairs.column.tick': 'Pair',
  'transferPairs.column.dates': 'Dates',
  'transferPairs.column.accounts': 'Accounts',
  'transferPairs.column.descriptions': 'Descriptions',
  'transferPairs.column.amount': 'Amount',
  /** The two sides' dates, each formatted; the queue shows one date when both are the same day. */
  'transferPairs.dates': (from: string, to: string) => `${from} → ${to}`,
  /** `from` and `to` are the accounts' names, isolated. */
  'transferPairs.route': (from: string, to: string) => `${from} → ${to}`,
  /** A pair's checkbox, read alone: its amount, accounts (isolated names) and dates. */
  'transferPairs.tick': (amount: string, from: string, to: string, dates: string) => `Pair ${amount} from ${from} to ${to}, ${dates}`,
  'transferPairs.noDescription': 'No description',
  'transferPairs.ambiguous': 'Another side is as likely — check before pairing',
  /** A pair with other sides as likely, each shown below it to choose from. */
  'transferPairs.choose': 'Other sides are as likely — choose the pair below',
  /** The group of pairs as likely as one another, one of which is paired. */
  'transferPairs.candidates': 'Pairs as likely',
  'transferPairs.locked': 'In a closed period',
  'transferPairs.selectAll': 'Select all',
  'transferPairs.selectNone': 'Select none',
  /** `count` and `total` formatted in the locale; `n` the count, for the plural. */
  'transferPairs.selected': (count: string, total: string, n: number) =>
    n === 1 ? `1 of ${total} pairs selected` : `${count} of ${total} pairs selected`,
  'transferPairs.pair': (count: string, n: number) => (n === 1 ? 'Pair 1 transfer' : `Pair ${count} transfers`),
  'transferPairs.cancel': 'Cancel',
  'transferPairs.close': 'Close',
  'transferPairs.empty': 'No likely transfers right now.',
  'transferPairs.mark.title': 'Mark as transfer',
  'transferPairs.mark.transaction': 'Transaction',
  'transferPairs.mark.movedTo': 'Money moved to which account?',
  'transferPairs.mark.movedFrom': 'Money moved from which account?',
  'transferPairs.mark.note': 'It’s paired with its other side when that arrives.',
  'transferPairs.mark.chooseTo': 'Choose the account the money moved to.',
  'transferPairs.mark.chooseFrom': 'Choose the account the money moved from.',
  'transferPairs.mark.noAccounts': 'The company has no other account to choose.',
  'transferPairs.mark.save': 'Save',
  'transferPairs.mark.cancel': 'Cancel',
}

/** The strings of the transfer dialogs, as a host may override them. */
export type TransferPairsMessages = typeof transferPairsMessages
