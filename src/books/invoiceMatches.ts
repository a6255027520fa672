/**
 * Which open invoices a deposit pays: the customer's payment in the bank, matched to the invoices
 * it settles (DESIGN "Matching deposits to invoices"). Pure: the queue, the statement import, the
 * "Find match…" dialog and a host's own screen all ask it.
 */
import type { BankTransaction, Invoice } from '../api/types'

/** What a deposit pays of one invoice, in integer minor units (above zero, at most its balance). */
export interface InvoicePaymentLine {
  invoice: Invoice
  amount: number
}

/** Why a match is offered, strongest first. */
export type InvoiceMatchReason =
  /** The description names the invoice's number. */
  | 'number'
  /** The amount is one invoice's balance, and the description names its customer. */
  | 'amountAndCustomer'
  /** The amount is one invoice's balance. */
  | 'amount'
  /** The amount is the balances of several invoices of one customer, together. */
  | 'customerTotal'
  /** The description names the customer; the amount pays (part of) their oldest open invoices. */
  | 'customer'

/** One way the deposit could be applied: the invoices it pays, with what it pays of each. */
export interface InvoiceMatch {
  /** Oldest invoice first; the amounts add up to the deposit or less (a short payment pays part of the last). */
  pays: readonly InvoicePaymentLine[]
  reason: InvoiceMatchReason
  /** Higher is likelier; two matches with the same score are equally likely. */
  score: number
}

/** The matches of one deposit. */
export interface InvoiceMatches {
  /** Best first; empty for a transaction that is not money in, or that nothing matches. */
  matches: readonly InvoiceMatch[]
  /**
   * The first two are equally likely: neither may be applied without the user choosing (the queue
   * shows both, and Enter does not pick one).
   */
  ambiguous: boolean
}

export const NO_MATCHES: InvoiceMatches = Object.freeze({ matches: Object.freeze([]), ambiguous: false })
