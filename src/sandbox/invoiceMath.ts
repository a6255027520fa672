import { addDays } from './dates'
import type { InvoiceLineItem, InvoiceRecord } from './model'
import { percentOf } from './money'

/** What an invoice adds up to and where it stands; derived from its lines and payments, never stored. */

/** The service's `totals`, plus the discount in cents that they imply. */
export interface InvoiceTotals {
  subtotal: number
  discountedTotal: number
  salesTax: number
  total: number
  paidAmount: number
  balance: number
  /** The discount in cents (the service shows only its rule). */
  discount: number
}

/** The sandbox's `invoiceStatus` values (README decision 13). */
export type InvoiceStatus = 'DRAFT' | 'OPEN' | 'PARTIALLY_PAID' | 'PAID' | 'VOIDED'

/** quantity x rate, rounded to a cent (a quantity may be fractional). */
export function lineAmount(line: InvoiceLineItem): number {
  return Math.round(line.quantity * line.rate)
}

/**
 * Subtotal from quantity x rate; a discount taken before sales tax also shrinks the taxed base,
 * one taken after applies to the taxed total. `total = subtotal - discount + salesTax`.
 */
export function invoiceTotals(invoice: InvoiceRecord): InvoiceTotals {
  const subtotal = invoice.lineItems.reduce((sum, line) => sum + lineAmount(line), 0)
  const lineTaxes = invoice.lineItems.reduce((sum, line) => sum + percentOf(lineAmount(line), line.salesTaxPercent), 0)
  let discount: number
  let salesTax: number
  if (invoice.discount.calculateBeforeSalesTax) {
    discount = discountOn(subtotal, invoice.discount)
    salesTax = subtotal === 0 ? 0 : Math.round((lineTaxes * (subtotal - discount)) / subtotal)
  } else {
    salesTax = lineTaxes
    discount = discountOn(subtotal + salesTax, invoice.discount)
  }
  const discountedTotal = subtotal - discount
  const total = discountedTotal + salesTax
  const paidAmount = invoice.payments.reduce((sum, payment) => sum + payment.amount, 0)
  return { subtotal, discountedTotal, salesTax, total, paidAmount, balance: total - paidAmount, discount }
}

function discountOn(base: number, discount: InvoiceRecord['discount']): number {
  const amount = discount.type === 'PERCENT' ? percentOf(base, discount.value) : Number.parseInt(discount.value, 10) || 0
  return Math.max(0, Math.min(base, amount))
}

/** The deposit asked up front, in cents (0 when none). */
export function depositAmount(invoice: InvoiceRecord, total: number): number {
  if (invoice.deposit.type === 'AMOUNT') return Math.min(total, Number.parseInt(invoice.deposit.value, 10) || 0)
  return Math.round((total * Number.parseFloat(invoice.deposit.value)) / 100)
}

/** One part of an invoice's payment plan: what it asks, when, and what the payments left of it. */
export interface Installment {
  name: string
  dueDate: string
  /** What the part asks, in cents. */
  amount: number
  /** What is left of it after the payments, in cents. */
  balance: number
  /** The part's rule as the service shows it: the deposit's own, else the amount in cents. */
  amountDue: { value: string; type: 'PERCENT' | 'AMOUNT' }
}

/**
 * A deposit part due on the invoice date, then the rest on the due date, when the invoice asks a
 * deposit short of its total; else one full payment on the due date. Payments fill them in order.
 */
export function installmentsOf(invoice: InvoiceRecord, totals: InvoiceTotals): Installment[] {
  const deposit = depositAmount(invoice, totals.total)
  const due = dueDate(invoice)
  const parts =
    deposit > 0 && deposit < totals.total
      ? [
          { name: 'Deposit', dueDate: invoice.date, amount: deposit, amountDue: { ...invoice.deposit } },
          {
            name: 'Balance',
            dueDate: due,
            amount: totals.total - deposit,
            amountDue: { value: String(totals.total - deposit), type: 'AMOUNT' as const },
          },
        ]
      : [{ name: 'Full payment', dueDate: due, amount: totals.total, amountDue: { value: String(totals.total), type: 'AMOUNT' as const } }]
  let paid = totals.paidAmount
  return parts.map((part) => {
    const covered = Math.min(part.amount, Math.max(0, paid))
    paid -= covered
    return { ...part, balance: part.amount - covered }
  })
}

/** `collectionInfo.term.dueDate`: the invoice date plus the term's days. */
export function dueDate(invoice: InvoiceRecord): string {
  return addDays(invoice.date, invoice.term.days)
}

/** Draft and void are stored; open, partially paid and paid follow from the payments. */
export function invoiceStatus(invoice: InvoiceRecord, totals = invoiceTotals(invoice)): InvoiceStatus {
  switch (invoice.lifecycle) {
    case 'DRAFT':
      return 'DRAFT'
    case 'VOIDED':
      return 'VOIDED'
    case 'ISSUED':
      if (totals.paidAmount <= 0) return 'OPEN'
      return totals.balance <= 0 ? 'PAID' : 'PARTIALLY_PAID'
    default:
      return invoice.lifecycle satisfies never
  }
}

/** The display text the service shows beside the status; lateness is relative to the sandbox's today. */
export function displayStatus(invoice: InvoiceRecord, today: string, totals = invoiceTotals(invoice)): string {
  const status = invoiceStatus(invoice, totals)
  switch (status) {
    case 'DRAFT':
      return 'Draft'
    case 'VOIDED':
      return 'Void'
    case 'PAID':
      return 'Paid'
    case 'OPEN':
    case 'PARTIALLY_PAID': {
      const due = dueDate(invoice)
      if (due < today) return 'Overdue'
      if (due === today) return 'Due today'
      return status === 'OPEN' ? 'Open' : 'Partially paid'
    }
    default:
      return status satisfies never
  }
}
