import { daysBetween, isCalendarDate } from '../format/period'
import type { Invoice } from './types'

/** A balance of an invoice due on one date: the invoice's whole balance, or one installment's. */
export interface OwedPart {
  dueDate: string
  amount: number
}

/**
 * What an invoice still owes, by due date: each installment with a balance left, when the
 * installments say what the balance is made of; otherwise its whole balance on its due date.
 * `[]` when nothing is owed; `undefined` when the balance or the due date cannot be read.
 */
export function owedParts(invoice: Invoice): OwedPart[] | undefined {
  const balance = invoice?.totals?.balance
  if (!Number.isSafeInteger(balance)) return undefined
  if ((balance as number) <= 0) return []
  const installments = (Array.isArray(invoice.installments) ? invoice.installments : []).filter(
    (part) => Number.isSafeInteger(part?.balance) && (part.balance as number) > 0,
  )
  const readable = installments.every((part) => isCalendarDate(part.dueDate))
  if (installments.length > 0 && readable && installments.reduce((sum, part) => sum + (part.balance as number), 0) === balance) {
    return installments.map((part) => ({ dueDate: part.dueDate as string, amount: part.balance as number }))
  }
  const dueDate = invoice.collectionInfo?.term?.dueDate
  return isCalendarDate(dueDate) ? [{ dueDate, amount: balance as number }] : undefined
}

/**
 * What an invoice owed at the end of `asOf`, by due date. Nothing if it was dated after `asOf`.
 * Otherwise its balance then was today's balance and every payment dated after `asOf`; an invoice
 * with installments owed them as its payments filled them, the earliest due first. `[]` when
 * nothing was owed; `undefined` when a balance, a date or a payment cannot be read.
 */
export function owedPartsOn(invoice: Invoice, asOf: string): OwedPart[] | undefined {
  if (!isCalendarDate(invoice?.date)) return undefined
  if (invoice.date > asOf) return []
  const later = paidAfter(invoice, asOf)
  if (later === undefined) return undefined
  if (later === 0) return owedParts(invoice)
  const balance = invoice.totals?.balance
  const total = invoice.totals?.total
  if (!Number.isSafeInteger(balance) || !Number.isSafeInteger(total)) return undefined
  const owed = (balance as number) + later
  if (owed <= 0) return []
  const plan = installmentPlan(invoice, total as number)
  if (plan === undefined) {
    const dueDate = invoice.collectionInfo?.term?.dueDate
    return isCalendarDate(dueDate) ? [{ dueDate, amount: owed }] : undefined
  }
  // What had been paid by then filled the installments in the order they fall due.
  let paid = (total as number) - owed
  const parts: OwedPart[] = []
  for (const { dueDate, amount } of plan) {
    const covered = Math.min(amount, Math.max(0, paid))
    paid -= covered
    if (amount > covered) parts.push({ dueDate, amount: amount - covered })
  }
  return parts
}

/** What the invoice's payments dated after `asOf` paid of it (`allocatedAmount`, else `amount`); `undefined` when a payment cannot be read. */
export function paidAfter(invoice: Invoice, asOf: string): number | undefined {
  let later = 0
  for (const payment of Array.isArray(invoice.payments) ? invoice.payments : []) {
    const amount = Number.isSafeInteger(payment?.allocatedAmount) ? payment.allocatedAmount : payment?.amount
    if (!isCalendarDate(payment?.date) || !Number.isSafeInteger(amount)) return undefined
    if (payment.date > asOf) later += amount as number
  }
  return later
}

/**
 * Each installment's due date and whole amount, earliest due first: `amountDue` as an amount in
 * minor units or a percent of the total. `undefined` unless every one can be read and they add
 * up to the total.
 */
function installmentPlan(invoice: Invoice, total: number): OwedPart[] | undefined {
  const installments = Array.isArray(invoice.installments) ? invoice.installments : []
  if (installments.length === 0) return undefined
  const plan: OwedPart[] = []
  for (const installment of installments) {
    const { value, type } = installment?.amountDue ?? {}
    const amount =
      type === 'AMOUNT' && /^-?\d+$/.test(value ?? '')
        ? Number(value)
        : type === 'PERCENT' && /^\d+(\.\d+)?$/.test(value ?? '')
          ? Math.round((total * Number(value)) / 100)
          : undefined
    if (!isCalendarDate(installment?.dueDate) || amount === undefined || !Number.isSafeInteger(amount)) return undefined
    plan.push({ dueDate: installment.dueDate, amount })
  }
  if (plan.reduce((sum, part) => sum + part.amount, 0) !== total) return undefined
  return plan.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))
}

/**
 * What the invoice still owes on the listed due dates: the parts of `owedParts` due on one of them.
 * The figure an aging bucket's filter (`dueDate.in`: the due dates of its open parts) adds up to.
 */
export function balanceDueOn(invoice: Invoice, dates: ReadonlySet<string>): number {
  return (owedParts(invoice) ?? []).reduce((sum, part) => sum + (dates.has(part.dueDate) ? part.amount : 0), 0)
}

/** How late a balance is: not yet due, then by days past due. */
export type AgingBucketId = 'current' | 'late1to30' | 'late31to60' | 'late61to90' | 'lateOver90'

/** The buckets, from not yet due to the latest. */
export const AGING_BUCKET_IDS: readonly AgingBucketId[] = ['current', 'late1to30', 'late31to60', 'late61to90', 'lateOver90']

/** The bucket of a balance due on `dueDate`, counted on `asOf`. */
export function agingBucketOf(dueDate: string, asOf: string): AgingBucketId {
  const late = daysBetween(dueDate, asOf)
  if (late <= 0) return 'current'
  if (late <= 30) return 'late1to30'
  if (late <= 60) return 'late31to60'
  if (late <= 90) return 'late61to90'
  return 'lateOver90'
}
