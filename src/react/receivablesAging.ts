import { useMemo } from 'react'
import { agingBucketOf, AGING_BUCKET_IDS, owedParts, type AgingBucketId } from '../api/owedParts'
import type { CustomerRef, Invoice, InvoiceFilter } from '../api/types'
import { localToday } from '../format/localToday'
import { isCalendarDate, PeriodError } from '../format/period'
import { useEveryPage } from './everyPage'
import { useInvoices, useServiceProfile } from './hooks'
import type { InvoiceListQuery } from './queries'

// The buckets are the invoices' own arithmetic (src/api/owedParts.ts), named here beside the hook.
export { AGING_BUCKET_IDS, type AgingBucketId }

/** One bucket of the open balances, in integer minor units. */
export interface AgingBucket {
  id: AgingBucketId
  /** What is owed in it: the balances (an invoice with installments: the installments' balances) due in its days. */
  amount: number
  /** Invoices with some balance in it. An invoice whose installments fall in two buckets counts in both. */
  invoices: number
  /**
   * The invoice query filter that lists exactly these invoices: their open statuses, a total above
   * zero, and the due dates of their balances in this bucket. `<InvoiceList filter>` shows them, and its "Due on these
   * dates" column adds up to `amount`. `undefined` when the bucket is empty (an empty date list
   * would restrict nothing).
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
  /** The customer's open invoices, for `<InvoiceList filter>`. */
  filter: InvoiceFilter
}

/** Who owes the business what, by how late it is, for `<ReceivablesAging>` or a host's own drawing. */
export interface Receivables {
  /** The day the ages count to, `YYYY-MM-DD`; `undefined` when `asOf` cannot be read (`error` says why). */
  asOf: string | undefined
  /** The five buckets, not yet due first. */
  buckets: AgingBucket[]
  /** Everything owed. */
  total: number
  /** The part of it past due. */
  overdue: number
  /** Invoices with an open balance. */
  invoices: number
  /** Invoices with some balance past due. */
  overdueInvoices: number
  /** Customers with an open balance, who owes the most first. */
  customers: CustomerOwing[]
  /** Every open invoice, for `<InvoiceList filter>` (`onSelectReceivables`). */
  filter: InvoiceFilter
  /** Invoices read so far. */
  read: number
  /** `false` while pages of open invoices are still to read: the figures are sums so far. */
  complete: boolean
  isPending: boolean
  /** Whether the walk stopped: a page failed (`refetch` reads it again, the pages read so far stay) or the pages went round in circles. */
  isError: boolean
  /** Why the walk stopped, or why `asOf` cannot be read (a `PeriodError`); `null` when nothing did. */
  error: Error | null
  /** Open invoices left out because their balance or due date cannot be read. */
  unreadable: number
  /** Reads on from the page that failed; once the walk is whole, reads it all again. */
  refetch: () => Promise<unknown>
}

/** Options of `useReceivablesAging`. */
export interface ReceivablesAgingOptions {
  /** The day the ages count to, `YYYY-MM-DD`; default today where the user is. */
  asOf?: string
  enabled?: boolean
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

type Figures = Pick<Receivables, 'buckets' | 'total' | 'overdue' | 'invoices' | 'overdueInvoices' | 'customers' | 'unreadable'>

/**
 * The aging of `invoices` on `asOf`. An invoice counts when its `invoiceStatus` is one of
 * `openStatuses` (or it has none) and it owes something. One pass over the invoices.
 */
export function ageReceivables(invoices: readonly Invoice[], asOf: string, openStatuses: readonly string[]): Figures {
  const tallies = new Map<AgingBucketId, Tally>(AGING_BUCKET_IDS.map((id) => [id, { amount: 0, invoices: new Set(), dates: new Set() }]))
  const customers = new Map<string, CustomerTally>()
  let total = 0
  let overdue = 0
  let owing = 0
  let late = 0
  let unreadable = 0
  for (const [index, invoice] of invoices.entries()) {
    const status = invoice?.invoiceStatus
    if (typeof status === 'string' && !openStatuses.includes(status)) continue
    const parts = owedParts(invoice)
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
  const statusIn = openInvoices(openStatuses)
  return {
    buckets: AGING_BUCKET_IDS.map((id) => {
      const { amount, invoices: counted, dates } = tallies.get(id) as Tally
      return { id, amount, invoices: counted.size, filter: dates.size > 0 ? { ...statusIn, dueDate: { in: [...dates].sort() } } : undefined }
    }),
    total,
    overdue,
    invoices: owing,
    overdueInvoices: late,
    customers: [...customers.values()]
      .sort((a, b) => b.amount - a.amount || (a.customer.name ?? '').localeCompare(b.customer.name ?? ''))
      .map(({ customer, amount, overdue: pastDue, invoices: counted }) => ({ customer, amount, overdue: pastDue, invoices: counted, filter: { ...statusIn, customer: { id: { in: [customer.id] } } } })),
    unreadable,
  }
}

/**
 * Invoices that may owe something: an open status and a total above zero (`filter.amount` compares
 * `totals.total`, README decision 8). An open invoice of nothing owes nothing, and a filter that
 * listed it would show one invoice more than the figures count.
 */
function openInvoices(openStatuses: readonly string[]): InvoiceFilter {
  return { invoiceStatus: { in: [...openStatuses] }, amount: { greaterThan: 0 } }
}

/** The profile's `openInvoiceStatuses`, checked where they are read: the provider carries no check for a member only the receivables use. */
function checkStatuses(values: readonly string[]): void {
  if (!Array.isArray(values) || values.length === 0 || !values.every((value) => typeof value === 'string' && value !== '')) {
    throw new TypeError(`bookkit: service.openInvoiceStatuses must list at least one invoiceStatus value, not ${JSON.stringify(values)}`)
  }
}

/** An `asOf` option: the day it names (default today where the user is), or the error naming it. */
export function readAsOf(asOf: string | undefined): string | PeriodError {
  const day = asOf ?? localToday()
  return isCalendarDate(day) ? day : new PeriodError('asOf', asOf, 'date')
}

/**
 * Who owes the business what, by how late it is: every open invoice is read (only those, through
 * `filter.invoiceStatus`, in pages of the profile's `maxPageSize`, one after another), and each
 * open balance is aged by its due date; an invoice with installments ages each installment by its
 * own due date and balance. The figures are sums so far until `complete`; a page that fails stops
 * the walk with the pages read kept, and `refetch` reads on from it. Integer minor units.
 */
export function useReceivablesAging({ asOf, enabled = true }: ReceivablesAgingOptions = {}): Receivables {
  const { openInvoiceStatuses, maxPageSize } = useServiceProfile()
  checkStatuses(openInvoiceStatuses)
  const day = useMemo(() => readAsOf(asOf), [asOf])
  const readable = !(day instanceof PeriodError)
  const query = useMemo((): InvoiceListQuery => ({ limit: maxPageSize, filter: openInvoices(openInvoiceStatuses) }), [openInvoiceStatuses, maxPageSize])
  const result = useInvoices(query, { enabled: enabled && readable })
  useEveryPage(result, enabled && readable)
  const { data, isPending, error, hasNextPage, isFetchNextPageError, fetchNextPage, refetch } = result
  const invoices = data?.invoices
  const figures = useMemo(() => ageReceivables(invoices ?? [], readable ? day : '', openInvoiceStatuses), [invoices, readable, day, openInvoiceStatuses])
  const stalled = data?.stalled
  return {
    ...figures,
    asOf: readable ? day : undefined,
    filter: openInvoices(openInvoiceStatuses),
    read: invoices?.length ?? 0,
    complete: data !== undefined && !hasNextPage && stalled === undefined,
    isPending: readable && isPending,
    isError: !readable || result.isError || stalled !== undefined,
    error: readable ? (error ?? stalled ?? null) : day,
    refetch: () => (isFetchNextPageError ? fetchNextPage({ cancelRefetch: false }) : refetch()),
  }
}
