/**
 * What a match of a deposit to invoices is made of: the lines it pays, why it is offered and how
 * likely. Its own module, so the candidates (`invoiceCandidates.ts`) and their ranking
 * (`invoiceMatches.ts`) both read it without importing each other.
 */
import type { Invoice } from '../../api/types'

/** What a deposit pays of one invoice, in integer minor units (above zero, at most its balance). */
export interface InvoicePaymentLine {
  invoice: Invoice
  amount: number
}

/** Why a match is offered, strongest first. */
export type InvoiceMatchReason =
  /** The description names the invoice's number (and no other invoice owes exactly the deposit). */
  | 'number'
  /** The amount is one invoice's balance, and the description names its customer. */
  | 'amountAndCustomer'
  /** The amount is one invoice's balance. */
  | 'amount'
  /** The amount is one invoice's balance less a card processor's fee (`fee`). */
  | 'fee'
  /** The amount is the balances of several invoices of one customer, together. */
  | 'customerTotal'
  /** The description names the customer; the amount pays part of their oldest open invoices. Never suggested alone. */
  | 'customer'

/** One way the deposit could be applied: the invoices it pays, with what it pays of each. */
export interface InvoiceMatch {
  /** Oldest invoice first; the amounts add up to the deposit or less (a short payment pays part of the last), and `fee` more. */
  pays: readonly InvoicePaymentLine[]
  reason: InvoiceMatchReason
  /** Higher is likelier; two matches with the same score are equally likely. */
  score: number
  /** What a card processor kept (positive minor units): the invoice is paid in full, and the fee is a line of its own. */
  fee?: number
}
