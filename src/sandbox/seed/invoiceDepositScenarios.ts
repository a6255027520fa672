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

/** The card processor's fee on a payment of `amount` minor units: 2.9 % and 30 cents. */
export function processorFee(amount: number): number {
  return Math.round(amount * 0.029) + 30
}
