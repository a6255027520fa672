import { useMemo } from 'react'
import { agingBucketOf, AGING_BUCKET_IDS, owedPartsOn, paidAfter, type AgingBucketId } from '../../api/owedParts'
import type { CustomerRef, Invoice, InvoiceFilter } from '../../api/types'
import { invoicesOfChart } from '../../core/queue/companyOf'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import { localToday } from '../../format/localToday'
import { isCalendarDate, PeriodError } from '../../format/period'
import { useEveryPage } from '../query/everyPage'
import { pageWalkState, type PageWalkState } from '../query/pageWalk'
import { useServiceProfile } from '../provider/provided'
import { useInvoices } from './invoiceReads'
import type { InvoiceListQuery } from '../query/queries'

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

/** Who owes the business what, by how late it is, for `<ReceivablesAging>` or a host's own drawing. */
export interface Receivables extends PageWalkState {
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
  /**
   * The invoices that may owe on `asOf`, for `<InvoiceList filter>` (`onSelectReceivables`): those
   * owing today, dated on or before it; when an invoice was paid after `asOf`, also the paid ones
   * dated by then (a list shows them as they stand today).
   */
  filter: InvoiceFilter
  /** Invoices read so far. */
  read: number
  /**
   * Whether the business had any invoice by `asOf` (drafts and voids aside); asked only when
   * nobody owes anything, `undefined` until then or when it could not be told.
   */
  hasInvoices: boolean | undefined
  /** Invoices left out because their balance, date, due date or payments cannot be read. */
  unreadable: number
  /** Reads on from the page that failed; once the walk is whole, reads it all again. */
  refetch: () => Promise<unknown>
}

/** Options of `useReceivablesAging`. */
export interface ReceivablesAgingOptions {
  /** The day the ages count to, `YYYY-MM-DD`; default today where the user is. */
  asOf?: string
  /**
   * The company whose invoices are aged, for a token that sees several. Invoices carry no company:
   * with `accounts` (its chart), an invoice is its when a line item posts to one of them; without
   * them which invoices are its cannot be told, and the figures are never `final` (`partial`). The
   * filters handed back still list by status and dates: another company's invoices may show in them.
   */
  companyId?: string
  /** The company's chart of accounts, for `companyId`. */
  accounts?: readonly GlAccountInfo[]
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

type Figures = Pick<Receivables, 'buckets' | 'total' | 'overdue' | 'invoices' | 'overdueInvoices' | 'customers' | 'unreadable' | 'filter'>

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
export function ageReceivables(invoices: readonly Invoice[], asOf: string, { notOwed, read, owing: owingToday }: AgingRules): Figures {
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
 * Whether the business had any invoice by `asOf` (the statuses that owe nothing aside): one
 * request of one invoice, made only while `enabled` (nobody owes anything, so the chart can say
 * whether that is because every invoice is paid or because there are none yet).
 */
function useAnyInvoice(asOf: string, notOwed: readonly string[], enabled: boolean): boolean | undefined {
  const query = useMemo(
    (): InvoiceListQuery => ({
      limit: 1,
      filter: { ...(notOwed.length > 0 ? { invoiceStatus: { notIn: [...notOwed] } } : {}), date: { lessThanEqual: asOf } },
    }),
    [asOf, notOwed],
  )
  const { data } = useInvoices(query, { enabled })
  return data === undefined ? undefined : data.invoices.length > 0
}

/**
 * Who owes the business what on `asOf`, by how late it is. Every invoice that may owe is read (in
 * pages of the profile's `maxPageSize`, one after another): for today, those not paid and not in a
 * status that owes nothing; for a past date, paid ones too, since they may have been owed then.
 * Each balance is what was owed at the end of `asOf` (today's, plus what was paid after it) and is
 * aged by its due date; an invoice with installments ages each by its own. The figures are sums so
 * far until `complete`; a page that fails stops the walk with the pages read kept, and `refetch`
 * reads on from it. Integer minor units.
 */
export function useReceivablesAging({ asOf, companyId, accounts, enabled = true }: ReceivablesAgingOptions = {}): Receivables {
  const { notOwedInvoiceStatuses: notOwed, paidInvoiceStatuses: paid, maxPageSize } = useServiceProfile()
  checkStatuses('notOwedInvoiceStatuses', notOwed)
  checkStatuses('paidInvoiceStatuses', paid)
  const day = useMemo(() => readAsOf(asOf), [asOf])
  const readable = !(day instanceof PeriodError)
  // Paid invoices are read only for a past date: one paid since may have been owed then.
  const past = readable && day < localToday()
  const owing = useMemo(() => owingTodayFilter(readable ? day : '', notOwed, paid), [readable, day, notOwed, paid])
  const read = useMemo(() => (past ? owingFilter(day as string, notOwed) : owing), [past, day, notOwed, owing])
  const query = useMemo((): InvoiceListQuery => ({ limit: maxPageSize, filter: read }), [read, maxPageSize])
  const result = useInvoices(query, { enabled: enabled && readable })
  useEveryPage(result, enabled && readable)
  const { data, hasNextPage, isFetchNextPageError, fetchNextPage, refetch } = result
  // A company's invoices, as its chart tells them (invoicesOfChart).
  const chart = useMemo(
    () => (companyId !== undefined && accounts ? new Set(accounts.map((one) => one.id)) : undefined),
    [companyId, accounts],
  )
  const invoices = useMemo(() => data && (chart ? invoicesOfChart(data.invoices, chart) : data.invoices), [data, chart])
  const stalled = data?.stalled
  const complete = data !== undefined && !hasNextPage && stalled === undefined
  // A past day's buckets are listable only once every invoice is read: a later page may hold one paid since.
  const known = !past || complete
  const aged = useMemo(
    () => ageReceivables(invoices ?? [], readable ? day : '', { notOwed, read, owing: known ? owing : undefined }),
    [invoices, readable, day, notOwed, read, owing, known],
  )
  // The one-invoice request cannot tell a company's: for one, only an invoice of its read tells (else not known).
  const anyInvoice = useAnyInvoice(readable ? day : '', notOwed, enabled && readable && complete && aged.invoices === 0 && !companyId)
  const hasInvoices = companyId === undefined ? anyInvoice : (invoices?.length ?? 0) > 0 || undefined
  const walk = pageWalkState(result, complete, stalled, readable ? undefined : day)
  return {
    ...aged,
    asOf: readable ? day : undefined,
    read: invoices?.length ?? 0,
    hasInvoices: aged.invoices > 0 || hasInvoices,
    ...walk,
    // A company's invoices without its chart cannot be told from another's.
    figures: companyId !== undefined && !accounts && walk.figures === 'final' ? 'partial' : walk.figures,
    refetch: () => (isFetchNextPageError ? fetchNextPage({ cancelRefetch: false }) : refetch()),
  }
}
