// What the receivables tests share: what customers owe, added up from the sandbox's stored
// invoices as a bookkeeper would, written here without bookkit's code (nothing from src/react or
// src/format, so the tests never check bookkit against itself); the filters the aging should hand a
// host; the invoice query's faults; and the small ways the tests write what they expect (money and
// counts by Intl, "invoice"/"invoices", plain spaces). Browser tests import it too: nothing here
// loads msw/node.
import { http } from 'msw'
import type { Invoice, InvoiceFilter, InvoiceQuery } from '../../src/api/types'
import type { useSandboxServer } from './sandbox'

/** The invoice query every receivables walk (and `<InvoiceList>`) asks. */
export const INVOICE_QUERY = '/v6/invoicing/invoices/query'

/** The `invoiceStatus` values still owed under bookkit's service profile, written out here rather than taken from the code under test. */
export const OPEN_STATUSES: readonly string[] = ['OPEN', 'PARTIALLY_PAID']

/** The buckets, not yet due first, with the names the aging gives them on screen. */
export const BUCKETS = [
  { id: 'current', name: 'Not yet due' },
  { id: 'late1to30', name: '1–30 days overdue' },
  { id: 'late31to60', name: '31–60 days overdue' },
  { id: 'late61to90', name: '61–90 days overdue' },
  { id: 'lateOver90', name: 'Over 90 days overdue' },
] as const

/** A bucket's id, as the aging names it in its filters and events. */
export type BucketId = (typeof BUCKETS)[number]['id']

// ── The figures ────────────────────────────────────────────────────────────────────────────────

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000

/** Whole days from `dueDate` to `asOf` (both `YYYY-MM-DD`), counted on the calendar: 0 on the day it falls due. */
export const daysLate = (dueDate: string, asOf: string): number => dayNumber(asOf) - dayNumber(dueDate)

/** Not yet due (0 days late or fewer), then 1–30, 31–60, 61–90 and over 90 days late. */
export const bucketByDaysLate = (late: number): BucketId => (late <= 0 ? 'current' : late <= 30 ? 'late1to30' : late <= 60 ? 'late31to60' : late <= 90 ? 'late61to90' : 'lateOver90')

/** One bucket of the stored receivables. */
export interface StoredBucket {
  id: BucketId
  /** Its name on screen. */
  name: string
  /** The balances of the installments due in its days. */
  amount: number
  /** Invoices with some balance in it: one whose installments fall in two buckets is in both. */
  invoiceIds: Set<string>
  /** The due dates of its balances. */
  dueDates: Set<string>
}

/** A customer who owes something. */
export interface StoredCustomer {
  id: string
  name: string
  amount: number
  /** The part of `amount` past due. */
  overdue: number
  invoiceIds: Set<string>
}

/** An owed invoice and what it owes in each bucket its installments fall in. */
export interface OwedInvoice {
  invoice: Invoice
  parts: Map<BucketId, number>
}

/** What customers owe on a day, added up from stored invoices; integer minor units. */
export interface StoredReceivables {
  /** The five buckets, in the order of `BUCKETS`. */
  buckets: StoredBucket[]
  total: number
  overdue: number
  /** Invoices that owe something. */
  invoices: number
  /** Invoices with some balance past due. */
  overdueInvoices: number
  /** Who owes the most first (by name when two owe the same). */
  customers: StoredCustomer[]
  /** The owed invoices, in the order given. */
  owedInvoices: OwedInvoice[]
}

/**
 * What an owed invoice owes, by due date: its installments with a balance left. The sandbox gives
 * every invoice installments (one full payment, or a deposit and the rest) that add up to its
 * balance; the figures rely on it, so a sandbox breaking that throws.
 */
function owedInstallments(invoice: Invoice): Array<{ dueDate: string; amount: number }> {
  const parts = (invoice.installments ?? []).filter((part) => (part.balance ?? 0) > 0).map((part) => ({ dueDate: part.dueDate as string, amount: part.balance as number }))
  const sum = parts.reduce((total, part) => total + part.amount, 0)
  if (sum !== invoice.totals.balance) throw new Error(`${invoice.id}: its installments owe ${sum}, its balance is ${invoice.totals.balance}`)
  return parts
}

/**
 * The receivables of `invoices` (as `sandbox.inspect.invoices` stores them) on `asOf`. An invoice
 * is owed when its `invoiceStatus` is one of `openStatuses` and its total and balance are above 0;
 * each installment with a balance left goes to the bucket of its own due date.
 */
export function storedReceivables(invoices: readonly Invoice[], openStatuses: readonly string[], asOf: string): StoredReceivables {
  const buckets: StoredBucket[] = BUCKETS.map(({ id, name }) => ({ id, name, amount: 0, invoiceIds: new Set(), dueDates: new Set() }))
  const customers = new Map<string, StoredCustomer>()
  const aging: StoredReceivables = { buckets, total: 0, overdue: 0, invoices: 0, overdueInvoices: 0, customers: [], owedInvoices: [] }
  for (const invoice of invoices) {
    if (!openStatuses.includes(invoice.invoiceStatus) || !(invoice.totals.total > 0) || !(invoice.totals.balance > 0)) continue
    const parts = new Map<BucketId, number>()
    let late = 0
    for (const { dueDate, amount } of owedInstallments(invoice)) {
      const id = bucketByDaysLate(daysLate(dueDate, asOf))
      const bucket = buckets.find((candidate) => candidate.id === id) as StoredBucket
      bucket.amount += amount
      bucket.invoiceIds.add(invoice.id)
      bucket.dueDates.add(dueDate)
      parts.set(id, (parts.get(id) ?? 0) + amount)
      if (id !== 'current') late += amount
    }
    aging.total += invoice.totals.balance
    aging.overdue += late
    aging.invoices++
    if (late > 0) aging.overdueInvoices++
    aging.owedInvoices.push({ invoice, parts })
    const customer = customers.get(invoice.customer.id) ?? { id: invoice.customer.id, name: invoice.customer.name, amount: 0, overdue: 0, invoiceIds: new Set<string>() }
    customer.amount += invoice.totals.balance
    customer.overdue += late
    customer.invoiceIds.add(invoice.id)
    customers.set(customer.id, customer)
  }
  aging.customers = [...customers.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name))
  return aging
}

// ── The filters a host is handed ──────────────────────────────────────────────────────────────

/** Every invoice that may owe something: an open status and a total above 0. */
export const openInvoicesFilter = (openStatuses: readonly string[]): InvoiceFilter => ({ invoiceStatus: { in: [...openStatuses] }, amount: { greaterThan: 0 } })

/** A bucket's invoices: the open ones with a balance due on one of `dueDates`, listed in order. */
export const bucketFilter = (openStatuses: readonly string[], dueDates: Iterable<string>): InvoiceFilter => ({ ...openInvoicesFilter(openStatuses), dueDate: { in: [...dueDates].sort() } })

/** One customer's open invoices. */
export const customerFilter = (openStatuses: readonly string[], customerId: string): InvoiceFilter => ({ ...openInvoicesFilter(openStatuses), customer: { id: { in: [customerId] } } })

// ── The invoice query's faults ────────────────────────────────────────────────────────────────

type SandboxState = ReturnType<typeof useSandboxServer>

/** True for an invoice query asking for a page after the first (its body has a cursor). */
const asksLaterPage = async (request: Request) => Boolean(((await request.clone().json()) as InvoiceQuery).cursor)

/** The next `times` requests for an invoice-query page after the first fail with a 503, from the sandbox. */
export function failLaterInvoicePages(state: SandboxState, times: number): void {
  let left = times
  state.server.use(
    http.post(`*${INVOICE_QUERY}`, async ({ request }) => {
      if (left > 0 && (await asksLaterPage(request))) {
        left--
        state.sandbox.failNext({ status: 503, path: INVOICE_QUERY, method: 'POST' })
      }
      return undefined
    }),
  )
}

/** From now on, every invoice-query page after the first waits until `release()` (at the latest when the test ends). */
export function holdLaterInvoicePages(state: SandboxState): () => void {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  state.server.use(
    http.post(`*${INVOICE_QUERY}`, async ({ request }) => {
      if (await asksLaterPage(request)) await released
      return undefined
    }),
  )
  onTestFinished(() => release())
  return release
}

// ── Writing what the tests expect ─────────────────────────────────────────────────────────────

/** Minor units of a two-decimal currency as a decimal string ("-12.05"), so Intl never sees a float. */
const decimal = (minor: number) => `${minor < 0 ? '-' : ''}${Math.trunc(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`

/** Minor units written as money by Intl in `locale` and `currency`. */
export function intlMoney(locale: string, currency: string): (minor: number) => string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  return (minor) => format.format(decimal(minor) as unknown as number)
}

/** Minor units as en-US dollars ("$1,234.56"). */
export const usd = intlMoney('en-US', 'USD')

/** A count as en-US writes it ("1,234"). */
export const count = (n: number): string => new Intl.NumberFormat('en-US').format(n)

/** "invoice" or "invoices", as `n` takes. */
export const invoicesWord = (n: number): string => (n === 1 ? 'invoice' : 'invoices')

export { spaced } from './chartFigures'
