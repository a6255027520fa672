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
  const installments = (Array.isArray(invoice.installments) ? invoice.installments : []).filter((part) => Number.isSafeInteger(part?.balance) && (part.balance as number) > 0)
  const readable = installments.every((part) => isCalendarDate(part.dueDate))
  if (installments.length > 0 && readable && installments.reduce((sum, part) => sum + (part.balance as number), 0) === balance) {
    return installments.map((part) => ({ dueDate: part.dueDate as string, amount: part.balance as number }))
  }
  const dueDate = invoice.collectionInfo?.term?.dueDate
  return isCalendarDate(dueDate) ? [{ dueDate, amount: balance as number }] : undefined
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
