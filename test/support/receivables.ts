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

/** The `invoiceStatus` values of an invoice that owes nothing whatever its balance, under bookkit's service profile, written out here rather than taken from the code under test. */
export const NOT_OWED_STATUSES: readonly string[] = ['DRAFT', 'VOIDED']
/** The same under the described profile: the usual names, none of which the description shows. */
const DESCRIBED_NOT_OWED_STATUSES: readonly string[] = ['DRAFT', 'VOIDED', 'VOID', 'WRITTEN_OFF']
/** The `invoiceStatus` of an invoice paid in full, on both profiles. */
export const PAID_STATUSES: readonly string[] = ['PAID']

/** The statuses of an invoice that owes nothing on the service of a sandbox `profile`. */
export const notOwedStatusesOf = (profile: 'bookkit' | 'described'): readonly string[] =>
  profile === 'described' ? DESCRIBED_NOT_OWED_STATUSES : NOT_OWED_STATUSES

/** What today's receivables leave unread on a service whose unowed statuses are `notOwed`: those, and the paid ones. */
export const unreadToday = (notOwed: readonly string[] = NOT_OWED_STATUSES): readonly string[] => [...notOwed, ...PAID_STATUSES]

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
export const bucketByDaysLate = (late: number): BucketId =>
  late <= 0 ? 'current' : late <= 30 ? 'late1to30' : late <= 60 ? 'late31to60' : late <= 90 ? 'late61to90' : 'lateOver90'

/** One bucket of the stored receivables. */
interface StoredBucket {
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
interface StoredCustomer {
  id: string
  name: string
  amount: number
  /** The part of `amount` past due. */
  overdue: number
  invoiceIds: Set<string>
}

/** An owed invoice and what it owes in each bucket its installments fall in. */
interface OwedInvoice {
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

/** What an installment asks, as its `amountDue` says: cents, or a percent of the total rounded to the cent. */
function installmentAmount(invoice: Invoice, amountDue: { value?: string; type?: string } | undefined): number {
  if (amountDue?.type === 'AMOUNT') return Number(amountDue.value)
  if (amountDue?.type === 'PERCENT') return Math.round((invoice.totals.total * Number(amountDue.value)) / 100)
  throw new Error(`${invoice.id}: an installment asks ${JSON.stringify(amountDue)}`)
}

/**
 * What an invoice owed at the end of `asOf`, by due date, as a bookkeeper works it out: nothing if
 * it was dated after that day; else its total less the payments dated on or before it, which filled
 * its installments (one full payment, or a deposit and the rest) in the order they fall due. With
 * every payment counted, that is the installments' balances today: a sandbox breaking that throws.
 */
export function owedOn(invoice: Invoice, asOf: string): Array<{ dueDate: string; amount: number }> {
  if (invoice.date > asOf) return []
  let paid = (invoice.payments ?? []).filter((payment) => payment.date! <= asOf).reduce((sum, payment) => sum + payment.amount!, 0)
  const installments = [...(invoice.installments ?? [])].sort((a, b) => a.dueDate!.localeCompare(b.dueDate!))
  const parts: Array<{ dueDate: string; amount: number }> = []
  for (const installment of installments) {
    const amount = installmentAmount(invoice, installment.amountDue)
    const covered = Math.min(amount, Math.max(0, paid))
    paid -= covered
    if (amount > covered) parts.push({ dueDate: installment.dueDate!, amount: amount - covered })
  }
  if ((invoice.payments ?? []).every((payment) => payment.date! <= asOf)) {
    const today = installments.filter((part) => (part.balance ?? 0) > 0).map((part) => ({ dueDate: part.dueDate!, amount: part.balance! }))
    if (JSON.stringify(today) !== JSON.stringify(parts))
      throw new Error(`${invoice.id}: its installments owe ${JSON.stringify(today)}, its payments leave ${JSON.stringify(parts)}`)
  }
  return parts
}

/**
 * The receivables of `invoices` (as `sandbox.inspect.invoices` stores them) at the end of `asOf`.
 * An invoice is owed when its status is not one of `notOwed` (drafts and voids), its total is above
 * 0 and it owed something then (`owedOn`); each installment still owed goes to the bucket of its
 * own due date.
 */
export function storedReceivables(
  invoices: readonly Invoice[],
  asOf: string,
  notOwed: readonly string[] = NOT_OWED_STATUSES,
): StoredReceivables {
  const buckets: StoredBucket[] = BUCKETS.map(({ id, name }) => ({ id, name, amount: 0, invoiceIds: new Set(), dueDates: new Set() }))
  const customers = new Map<string, StoredCustomer>()
  const aging: StoredReceivables = { buckets, total: 0, overdue: 0, invoices: 0, overdueInvoices: 0, customers: [], owedInvoices: [] }
  for (const invoice of invoices) {
    if (notOwed.includes(invoice.invoiceStatus) || !(invoice.totals.total > 0)) continue
    const owed = owedOn(invoice, asOf)
    if (owed.length === 0) continue
    const parts = new Map<BucketId, number>()
    let late = 0
    let balance = 0
    for (const { dueDate, amount } of owed) {
      const id = bucketByDaysLate(daysLate(dueDate, asOf))
      const bucket = buckets.find((candidate) => candidate.id === id) as StoredBucket
      bucket.amount += amount
      bucket.invoiceIds.add(invoice.id)
      bucket.dueDates.add(dueDate)
      parts.set(id, (parts.get(id) ?? 0) + amount)
      balance += amount
      if (id !== 'current') late += amount
    }
    aging.total += balance
    aging.overdue += late
    aging.invoices++
    if (late > 0) aging.overdueInvoices++
    aging.owedInvoices.push({ invoice, parts })
    const customer = customers.get(invoice.customer.id) ?? {
      id: invoice.customer.id,
      name: invoice.customer.name,
      amount: 0,
      overdue: 0,
      invoiceIds: new Set<string>(),
    }
    customer.amount += balance
    customer.overdue += late
    customer.invoiceIds.add(invoice.id)
    customers.set(customer.id, customer)
  }
  aging.customers = [...customers.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name))
  return aging
}

// ── The filters a host is handed ──────────────────────────────────────────────────────────────

/**
 * Every invoice that may owe something on `asOf`: a status other than `excluded` (those that owe
 * nothing, and for today the paid ones too), a total above 0, dated on or before `asOf`.
 */
export const owingFilter = (excluded: readonly string[], asOf: string): InvoiceFilter => ({
  invoiceStatus: { notIn: [...excluded] },
  amount: { greaterThan: 0 },
  date: { lessThanEqual: asOf },
})

/** A bucket's invoices: those that may owe with a balance due on one of `dueDates`, listed in order. */
export const bucketFilter = (excluded: readonly string[], asOf: string, dueDates: Iterable<string>): InvoiceFilter => ({
  ...owingFilter(excluded, asOf),
  dueDate: { in: [...dueDates].sort() },
})

/** One customer's invoices that may owe. */
export const customerFilter = (excluded: readonly string[], asOf: string, customerId: string): InvoiceFilter => ({
  ...owingFilter(excluded, asOf),
  customer: { id: { in: [customerId] } },
})

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

/** From now on, every question "is there any invoice?" (an invoice query of one, asked when nobody owes anything) waits until `release()` (at the latest when the test ends). */
export function holdAnyInvoiceQuestions(state: SandboxState): () => void {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  state.server.use(
    http.post(`*${INVOICE_QUERY}`, async ({ request }) => {
      if (((await request.clone().json()) as InvoiceQuery).limit === 1) await released
      return undefined
    }),
  )
  onTestFinished(() => release())
  return release
}

// ── Writing what the tests expect ─────────────────────────────────────────────────────────────

/** Minor units of a two-decimal currency as a decimal string ("-12.05"), so Intl never sees a float. */
const decimal = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.trunc(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`

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
