/**
 * The customers' payments each seeded company has waiting in its review queue (decision 26), as
 * tests and stories find them: by the deposit's `apiSourceId` (unique in its bank account) and the
 * `apiSourceId`s of the open invoices it pays. Their record ids, invoice numbers and amounts follow
 * from the seed's volumes; read them from the records.
 */
export const WAITING_INVOICE_DEPOSITS = {
  /** "Mobile deposit": the amount is exactly one open invoice's balance; the description names nothing. */
  exactAmount: { apiSourceId: 'match-exact-amount', invoiceSourceIds: ['match-exact-amount-1'] },
  /** "ACH CREDIT <CUSTOMER> <invoice number>": the description names the invoice it pays in full. */
  namesInvoice: { apiSourceId: 'match-names-invoice', invoiceSourceIds: ['match-names-invoice-1'] },
  /** "BANK TRANSFER FROM <CUSTOMER>": three open invoices of that customer, together. */
  threeInvoices: {
    apiSourceId: 'match-three-invoices',
    invoiceSourceIds: ['match-three-invoices-1', 'match-three-invoices-2', 'match-three-invoices-3'],
  },
  /** "CARDHARBOR PAYOUT <CUSTOMER>": one invoice's balance less the processor's fee (2.9 % and 30 cents). */
  processorFee: { apiSourceId: 'match-processor-fee', invoiceSourceIds: ['match-processor-fee-1'] },
  /** "Branch deposit": two open invoices of different customers have this same balance; neither is named. */
  twoEqual: { apiSourceId: 'match-two-equal', invoiceSourceIds: ['match-two-equal-1', 'match-two-equal-2'] },
} as const

/**
 * Deposits waiting in the queue where a match of another invoice looks as good at first sight (issue
 * 91): seeded beside `WAITING_INVOICE_DEPOSITS`, on top of the volumes, dated today. Found as those
 * are; `otherSourceId` is the invoice that must not be paid.
 */
export const RANKED_INVOICE_DEPOSITS = {
  /** "ZELLE FROM <CUSTOMER>": two of that customer's invoices together; another customer owes exactly the deposit. */
  payerNamed: {
    apiSourceId: 'match-payer-named',
    invoiceSourceIds: ['match-payer-named-1', 'match-payer-named-2'],
    otherSourceId: 'match-payer-named-other',
  },
  /** "ZELLE FROM <CUSTOMER>" (the bakery's Lantern Street Deli): their one new invoice owes less; another customer owes exactly the deposit. */
  payerWithoutInvoice: {
    apiSourceId: 'match-payer-without-invoice',
    payerSourceId: 'match-payer-without-invoice-payer',
    otherSourceId: 'match-payer-without-invoice-other',
  },
  /** "CHECK DEPOSIT #<digits>": the cheque's number is another invoice's digits (it owes more); this one owes exactly the deposit. */
  chequeNumber: {
    apiSourceId: 'match-cheque-number',
    invoiceSourceIds: ['match-cheque-number-1'],
    otherSourceId: 'match-cheque-number-lookalike',
  },
  /** `WAITING_INVOICE_DEPOSITS.processorFee`'s customer also owes an invoice issued a year or more before, larger than the payout. */
  processorFeeOldInvoice: {
    apiSourceId: 'match-processor-fee',
    invoiceSourceIds: ['match-processor-fee-1'],
    otherSourceId: 'match-processor-fee-old',
  },
} as const

/** The card processor's fee on a payment of `amount` minor units: 2.9 % and 30 cents. */
export function processorFee(amount: number): number {
  return Math.round(amount * 0.029) + 30
}
