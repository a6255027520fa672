/**
 * The deposits of `RANKED_INVOICE_DEPOSITS`: waiting in the queue, where another invoice's match
 * looks as good at first sight (a named payer's invoices against another customer's of the amount,
 * a cheque's number against an exact balance, a card payout against its customer's old invoice).
 * Planned after every other draw of the deposits' stream, dated today, so the records seeded before
 * stay as they were.
 */
import { invoiceTotals } from '../invoiceMath'
import type { InvoiceRecord } from '../model'
import type { SeedWindow } from './economy'
import type { InvoiceMaker, PlannedDeposit } from './invoiceMaker'
import { RANKED_INVOICE_DEPOSITS } from './invoiceDepositScenarios'

interface RankedContext {
  /** The customer's key at a place of the catalog's list (wrapping round). */
  keyAt: (index: number) => string
  /** The customer's name as a bank writes it. */
  customerName: (key: string) => string
  window: SeedWindow
  /** The invoice `WAITING_INVOICE_DEPOSITS.processorFee`'s payout pays, and its customer's key. */
  card: InvoiceRecord
  cardKey: string
}

/** How many invoices and bank transactions these add to each company's volumes. */
export const RANKED_DEPOSITS = { invoices: 8, deposits: 3 } as const

/** The old invoice's age in days: nineteen months when the books go back that far. */
const OLD_INVOICE_DAYS = 580

export function planRankedDeposits(
  invoices: InvoiceMaker,
  { keyAt, customerName, window, card, cardKey }: RankedContext,
): PlannedDeposit[] {
  const ranked = RANKED_INVOICE_DEPOSITS
  const issued = (daysAgo: number) => window.today - daysAgo
  const waiting = (description: string, paid: InvoiceRecord[], apiSourceId: string): PlannedDeposit => ({
    day: window.today,
    description,
    invoices: paid,
    fee: 0,
    apiSourceId,
    applied: false,
  })

  // Every balance here its own (`makeUnique`): no other case, nor the queue's tests of two equal balances, meets them.
  // Two invoices of the named payer together; a third customer's one invoice owes what they do together.
  const [payerKey, otherKey] = [keyAt(9), keyAt(10)]
  const [first, second] = ranked.payerNamed.invoiceSourceIds.map((sourceId, at) => {
    const made = invoices.make(payerKey, issued(20 + at), sourceId)
    invoices.makeUnique(made)
    return made
  }) as [InvoiceRecord, InvoiceRecord]
  // Its lines begin with the first's: raising both keeps it owing the two together.
  const other = invoices.joined([first, second], otherKey, issued(18), ranked.payerNamed.otherSourceId)
  invoices.makeUnique(other, first)

  // The payer's one new invoice owes less than the deposit; another customer's owes exactly it.
  const [lanternKey, bookKey] = [keyAt(7), keyAt(11)]
  const lantern = invoices.make(lanternKey, issued(25), ranked.payerWithoutInvoice.payerSourceId)
  invoices.makeUnique(lantern)
  const owedByOther = invoices.twin(lantern, bookKey, issued(22), ranked.payerWithoutInvoice.otherSourceId)
  raiseAbove(owedByOther, invoiceTotals(lantern).total)
  invoices.makeUnique(owedByOther)

  // The cheque's number is one invoice's digits (it owes more than the cheque); another owes exactly the cheque.
  const [exactKey, lookalikeKey] = [keyAt(0), keyAt(12)]
  const exact = invoices.make(exactKey, issued(30), ranked.chequeNumber.invoiceSourceIds[0])
  invoices.makeUnique(exact)
  const lookalike = invoices.twin(exact, lookalikeKey, issued(33), ranked.chequeNumber.otherSourceId)
  raiseAbove(lookalike, invoiceTotals(exact).total)
  invoices.makeUnique(lookalike)
  const digits = lookalike.invoiceNumber.replace(/\D/g, '')

  // The card payout's customer owes an old invoice too, larger than the payout.
  const oldDay = Math.max(window.firstDay + 5, issued(OLD_INVOICE_DAYS))
  const old = invoices.make(cardKey, oldDay, ranked.processorFeeOldInvoice.otherSourceId)
  raiseAbove(old, invoiceTotals(card).total)
  invoices.makeUnique(old)

  return [
    waiting(`ZELLE FROM ${customerName(payerKey)}`, [first, second], ranked.payerNamed.apiSourceId),
    waiting(`ZELLE FROM ${customerName(lanternKey)}`, [owedByOther], ranked.payerWithoutInvoice.apiSourceId),
    waiting(`CHECK DEPOSIT #${digits}`, [exact], ranked.chequeNumber.apiSourceId),
  ]
}

/** Raises the invoice's first line until it owes more than `amount`. */
function raiseAbove(invoice: InvoiceRecord, amount: number): void {
  while (invoiceTotals(invoice).total <= amount) {
    const [first, ...rest] = invoice.lineItems
    if (!first) return
    invoice.lineItems = [{ ...first, quantity: first.quantity + 1 }, ...rest]
  }
}
