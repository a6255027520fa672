/**
 * Money moved between the company's own accounts: the two sides of a transfer (checking to
 * savings, a card's payment from checking), each arriving in its own account, recognised as one
 * pair (DESIGN "Transfers paired"). Pure: the queue, "Pair transfers…", `useTransferPairs` and a
 * host's own screen all ask it.
 */
import type { BankTransaction } from '../api/types'

/** Two transactions that are likely one transfer: the same money leaving one account and arriving in another. */
export interface TransferPair {
  /** The side money left (a negative amount). */
  from: BankTransaction
  /** The side money arrived in (the opposite amount), in another account of the same company. */
  to: BankTransaction
  /** Days between the two sides' dates (0 to the window, 5 by default). */
  days: number
  /** How many of the two descriptions say transfer or payment (0, 1 or 2): a tie between candidates goes to the wordier. */
  worded: number
  /**
   * Another candidate was as likely for one of its sides (the same days and words): shown, never
   * paired without the user choosing (Enter in the queue does not take it; "Pair transfers…" leaves it unticked).
   */
  ambiguous: boolean
}
