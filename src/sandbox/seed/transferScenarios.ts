/**
 * The transfers each seeded company has waiting in its review queue (decision 27), as tests and
 * stories find them: by each side's `apiSourceId` (unique in its bank account), with the pairs a
 * reviewer should make. Both sides are UNREVIEWED and unpaired. Record ids, dates and amounts
 * follow from the seed's volumes; read them from the records.
 */
export const WAITING_TRANSFERS = {
  /** Checking → savings: "ONLINE TRANSFER TO SAVINGS <mask>", its savings side "TRANSFER FROM CHECKING <mask>" 0–3 days later. */
  checkingToSavings: {
    apiSourceIds: ['transfer-to-savings-out', 'transfer-to-savings-in'],
    pairs: [['transfer-to-savings-out', 'transfer-to-savings-in']],
  },
  /** Savings → checking, once: "ONLINE TRANSFER TO CHECKING <mask>" and, a day later, "TRANSFER FROM SAVINGS <mask>". */
  savingsToChecking: {
    apiSourceIds: ['transfer-to-checking-out', 'transfer-to-checking-in'],
    pairs: [['transfer-to-checking-out', 'transfer-to-checking-in']],
  },
  /**
   * One savings side and two checking sides of its amount, one day before and one day after it,
   * with the same words: equally likely, so no pair is to be made without the reviewer.
   */
  ambiguous: {
    apiSourceIds: ['transfer-ambiguous-in', 'transfer-ambiguous-out-1', 'transfer-ambiguous-out-2'],
    pairs: [],
  },
  /** A checking side of the last days whose savings side has not arrived yet. */
  otherSideMissing: { apiSourceIds: ['transfer-missing-out'], pairs: [] },
  /** Opposite amounts in checking and on the card, nine days apart, neither a transfer: a supplier's charge and another's refund. */
  nearMiss: { apiSourceIds: ['transfer-near-miss-checking', 'transfer-near-miss-card'], pairs: [] },
  /** This month's card payment: "ONLINE PAYMENT TO CARD <mask>" from checking and "PAYMENT - THANK YOU" on the card a day later. */
  cardPayment: {
    apiSourceIds: ['card-payment-waiting-checking', 'card-payment-waiting-card'],
    pairs: [['card-payment-waiting-checking', 'card-payment-waiting-card']],
  },
} as const satisfies Record<string, { apiSourceIds: readonly string[]; pairs: ReadonlyArray<readonly [string, string]> }>

/** The `apiSourceId` prefix of the card payments already paired and reviewed (`card-payment-<n>-checking`, `card-payment-<n>-card`). */
export const PAIRED_CARD_PAYMENT_PREFIX = 'card-payment-paired-'
