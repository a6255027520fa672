// The receivables' aging: what each invoice owed at the end of a day, in which bucket by how late
// it is, by customer, and the invoice filters that list exactly what each figure counts.
import { agingBucketOf, AGING_BUCKET_IDS, owedPartsOn, paidAfter, type AgingBucketId } from '../../api/owedParts'
import type { CustomerRef, Invoice, InvoiceFilter } from '../../api/types'
import { localToday } from '../../format/localToday'
import { isCalendarDate, PeriodError } from '../../format/period'

/** One bucket of the open balances, in integer minor units. */
export interface AgingBucket {
  id: AgingBucketId
  /** What is owed in it: the balances (an invoice with installments: the installments' balances) due in its days. */
  amount: number
  /** Invoices with some balance in it. An invoice whose installments fall in two buckets counts in both. */
  invoices: number
  /**
   * The invoice query filter that lists exactly these invoices: the statuses that may owe, a total
   * above zero, dated on or before `asOf`, and the due dates of their balances in this bucket.
   * `<InvoiceList filter>` shows them, and its "Due on these dates" column adds up to `amount`.
   * `undefined` when the bucket is empty (an empty date list would restrict nothing), and when an
   * invoice was paid after `asOf`: a list shows invoices as they stand today, and could not list
   * what was owed then.
   */
  filter: InvoiceFilter | undefined
}

/** A customer with an open balance. */
export interface CustomerOwing {
  customer: CustomerRef
  /** Everything the customer owes. */
  amount: number
  /** The part of it past due. */
  overdue: number
  invoices: number
  /** The customer's invoices that may owe, dated on or before `asOf`, for `<InvoiceList filter>`. */
  filter: InvoiceFilter
}

interface Tally {
  amount: number
  invoices: Set<string>
  dates: Set<string>
}

interface CustomerTally {
  customer: CustomerRef
  amount: number
  overdue: number
  invoices: number
}

/** How `ageReceivables` reads invoices, and the filters it hands back. */
export interface AgingRules {
  /** Statuses of an invoice that owes nothing, whatever its balance says. */
  notOwed: readonly string[]
  /** The invoices read: those that may have owed on the day, paid ones too for a past day. */
  read: InvoiceFilter
  /**
   * The invoices that owe on the day, as long as nothing was paid after it (then today's balances
   * are the day's): the filter handed back, which each bucket and customer narrows. `undefined`
   * while that is not known yet: a past day's walk still reading, whose next page may hold an
   * invoice paid since.
   */
  owing: InvoiceFilter | undefined
}

/**
 * The aging of `invoices` on `asOf`: what each owed at the end of that day (`owedPartsOn`), unless
 * its status is one of `notOwed`. One pass over the invoices.
 */
export function ageReceivables(invoices: readonly Invoice[], asOf: string, { notOwed, read, owing: owingToday }: AgingRules) {
  const tallies = new Map<AgingBucketId, Tally>(AGING_BUCKET_IDS.map((id) => [id, { amount: 0, invoices: new Set(), dates: new Set() }]))
  const customers = new Map<string, CustomerTally>()
  let total = 0
  let overdue = 0
  let owing = 0
  let late = 0
  let unreadable = 0
  let paidSince = false
  for (const [index, invoice] of invoices.entries()) {
    if (notOwed.includes(invoice?.invoiceStatus as string)) continue
    if ((paidAfter(invoice, asOf) ?? 0) > 0) paidSince = true
    const parts = owedPartsOn(invoice, asOf)
    if (parts === undefined) {
      unreadable++
      continue
    }
    if (parts.length === 0) continue
    // An invoice without an id is still counted, once, under a key of its own.
    const key = typeof invoice.id === 'string' ? invoice.id : `#${index}`
    let owed = 0
    let pastDue = 0
    for (const part of parts) {
      const bucket = agingBucketOf(part.dueDate, asOf)
      const tally = tallies.get(bucket) as Tally
      tally.amount += part.amount
      tally.invoices.add(key)
      tally.dates.add(part.dueDate)
      owed += part.amount
      if (bucket !== 'current') pastDue += part.amount
    }
    total += owed
    overdue += pastDue
    owing++
    if (pastDue > 0) late++
    const customer = invoice.customer
    if (customer && typeof customer.id === 'string') {
      const tally = customers.get(customer.id) ?? { customer, amount: 0, overdue: 0, invoices: 0 }
      tally.amount += owed
      tally.overdue += pastDue
      tally.invoices++
      customers.set(customer.id, tally)
    }
  }
  // Paid since (or not known yet): a list of invoices (as they stand today) cannot show the day's buckets.
  const listable = owingToday !== undefined && !paidSince
  const filter = listable ? owingToday : read
  return {
    filter,
    buckets: AGING_BUCKET_IDS.map((id) => {
      const { amount, invoices: counted, dates } = tallies.get(id) as Tally
      return {
        id,
        amount,
        invoices: counted.size,
        filter: dates.size > 0 && listable ? { ...filter, dueDate: { in: [...dates].sort() } } : undefined,
      }
    }),
    total,
    overdue,
    invoices: owing,
    overdueInvoices: late,
    customers: [...customers.values()]
      .sort((a, b) => b.amount - a.amount || (a.customer.name ?? '').localeCompare(b.customer.name ?? ''))
      .map(({ customer, amount, overdue: pastDue, invoices: counted }) => ({
        customer,
        amount,
        overdue: pastDue,
        invoices: counted,
        filter: { ...filter, customer: { id: { in: [customer.id] } } },
      })),
    unreadable,
  }
}

/**
 * Invoices that may owe something on `asOf`: dated on or before it, a total above zero
 * (`filter.amount` compares `totals.total`, README decision 8), and a status other than those
 * that owe nothing (`notOwed`, and `paid` when they cannot have owed then either). An invoice of
 * nothing owes nothing, and a filter that listed it would show one invoice more than the figures count.
 */
function owingFilter(asOf: string, excluded: readonly string[]): InvoiceFilter {
  return {
    ...(excluded.length > 0 ? { invoiceStatus: { notIn: [...excluded] } } : {}),
    amount: { greaterThan: 0 },
    date: { lessThanEqual: asOf },
  }
}

/**
 * The invoices that may owe on `day` when nothing was paid after it: what today's aging reads, and
 * what `useOpenInvoices` reads too, so the aging and the matching of deposits share one walk.
 */
export const owingTodayFilter = (day: string, notOwed: readonly string[], paid: readonly string[]): InvoiceFilter =>
  owingFilter(day, [...notOwed, ...paid])

/** A status list of the profile, checked where it is read: the provider carries no check for members only the receivables use. */
export function checkStatuses(member: string, values: readonly string[]): void {
  if (!Array.isArray(values) || !values.every((value) => typeof value === 'string' && value !== '')) {
    throw new TypeError(`bookkit: service.${member} must be a list of invoiceStatus values, not ${JSON.stringify(values)}`)
  }
}

/** An `asOf` option: the day it names (default today where the user is), or the error naming it. */
export function readAsOf(asOf: string | undefined): string | PeriodError {
  const day = asOf ?? localToday()
  return isCalendarDate(day) ? day : new PeriodError('asOf', asOf, 'date')
}

/**
 * The invoices an aging on `day` reads, and those that owe on it: for today one filter (`read` is
 * `owing`); for a past day, paid ones too, since they may have been owed then.
 */
export function agingFilters(
  day: string,
  notOwed: readonly string[],
  paid: readonly string[],
  today = localToday(),
): { owing: InvoiceFilter; read: InvoiceFilter } {
  const owing = owingTodayFilter(day, notOwed, paid)
  return { owing, read: day < today ? owingFilter(day, notOwed) : owing }
}
