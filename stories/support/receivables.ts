// What the receivables stories share: the sandbox's own figures of what customers owed on a day,
// summed here from the stored invoices, their installments and their payments (not by the aging's
// code: nothing from src/react or src/format), the filters the aging should hand a host, and the
// invoice query's path for faults and recorded requests.
import type { Invoice, InvoiceFilter } from '../../src/api/types'
import type { SandboxOptions } from '../../src/sandbox'
import { SANDBOX, type Sandbox } from '../../src/sandbox'

const bakery = SANDBOX.companies.bakery

/** The invoice query every receivables walk (and `<InvoiceList>`) asks. */
export const INVOICES_PATH = '/v6/invoicing/invoices/query'

/** The `invoiceStatus` values of an invoice that owes nothing whatever its balance, under bookkit's profile (`notOwedInvoiceStatuses`), written out here rather than taken from the code under test. */
const NOT_OWED_STATUSES = ['DRAFT', 'VOIDED']
/** The `invoiceStatus` of an invoice paid in full (`paidInvoiceStatuses`): today's receivables do not read them. */
const PAID_STATUSES = ['PAID']

/** The buckets, as the aging names them on screen, not yet due first. */
const BUCKETS = [
  { id: 'current', name: 'Not yet due' },
  { id: 'late1to30', name: '1–30 days overdue' },
  { id: 'late31to60', name: '31–60 days overdue' },
  { id: 'late61to90', name: '61–90 days overdue' },
  { id: 'lateOver90', name: 'Over 90 days overdue' },
] as const

export type BucketId = (typeof BUCKETS)[number]['id']

/** The bakery's books with bank transactions but no invoice: nothing is owed, the other tiles have figures. */
export const NO_INVOICES: Partial<SandboxOptions> = {
  volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 },
}

/** The bakery's invoices in a story's sandbox, as the invoice query answers them. */
const bakeryInvoices = (sandbox: Sandbox): Invoice[] => sandbox.inspect.invoices(bakery.id)

/**
 * The invoices owed on `asOf` as a list shows them today: not in a status that owes nothing, not
 * paid, dated by then, of more than nothing. What the aging hands a host while nothing was paid
 * after `asOf` (today's balances are then that day's).
 */
const owingFilter = (asOf: string): InvoiceFilter => ({
  invoiceStatus: { notIn: [...NOT_OWED_STATUSES, ...PAID_STATUSES] },
  amount: { greaterThan: 0 },
  date: { lessThanEqual: asOf },
})

/** The invoices that may have owed on a past `asOf`: paid ones too. What the aging hands a host once something was paid after `asOf`. */
const mayHaveOwedFilter = (asOf: string): InvoiceFilter => ({
  invoiceStatus: { notIn: NOT_OWED_STATUSES },
  amount: { greaterThan: 0 },
  date: { lessThanEqual: asOf },
})

/** A balance due on one date. */
interface OwedPart {
  dueDate: string
  amount: number
}

const byDueDate = (a: OwedPart, b: OwedPart) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0)

/** What a payment paid of its invoice. */
const paidBy = (payment: NonNullable<Invoice['payments']>[number]): number => (payment.allocatedAmount ?? payment.amount) as number

/** The invoice's installments as planned, earliest due first: a percent of the total (to the cent) or an amount. They must add up to the total. */
function installmentPlan(invoice: Invoice): OwedPart[] {
  const total = invoice.totals.total as number
  const plan = (invoice.installments ?? []).map((installment) => {
    const { value, type } = installment.amountDue ?? {}
    const amount = type === 'PERCENT' ? Math.round((total * Number(value)) / 100) : Number(value)
    return { dueDate: installment.dueDate as string, amount }
  })
  const sum = plan.reduce((all, part) => all + part.amount, 0)
  if (plan.length === 0 || sum !== total) throw new Error(`${invoice.id}: its installments plan ${sum}, its total is ${total}`)
  return plan.sort(byDueDate)
}

/** What is left of each installment once `paid` has filled them in the order they fall due. */
function unpaidParts(plan: readonly OwedPart[], paid: number): OwedPart[] {
  let left = paid
  const parts: OwedPart[] = []
  for (const { dueDate, amount } of plan) {
    const covered = Math.min(amount, Math.max(0, left))
    left -= covered
    if (amount > covered) parts.push({ dueDate, amount: amount - covered })
  }
  return parts
}

/**
 * What the invoice owed at the end of `asOf`, by due date: nothing when it owes nothing by its
 * status or was dated after `asOf`; otherwise its total less the payments dated on or before
 * `asOf`, left on its installments as those payments filled them, the earliest due first.
 */
function owedOn(invoice: Invoice, asOf: string): OwedPart[] {
  if (NOT_OWED_STATUSES.includes(invoice.invoiceStatus ?? '') || (invoice.totals.total as number) <= 0 || (invoice.date as string) > asOf)
    return []
  const payments = invoice.payments ?? []
  // The stored balance and installments must be what the payments leave, or a past day's figures would mean nothing.
  const everyPayment = payments.reduce((sum, payment) => sum + paidBy(payment), 0)
  const stored = (invoice.installments ?? [])
    .filter((part) => (part.balance ?? 0) > 0)
    .map((part) => ({ dueDate: part.dueDate as string, amount: part.balance as number }))
  if (
    (invoice.totals.total as number) - everyPayment !== invoice.totals.balance ||
    JSON.stringify(unpaidParts(installmentPlan(invoice), everyPayment)) !== JSON.stringify(stored.sort(byDueDate))
  ) {
    throw new Error(`${invoice.id}: its balance and its installments' are not what its payments leave`)
  }
  const paidThen = payments.filter((payment) => (payment.date as string) <= asOf).reduce((sum, payment) => sum + paidBy(payment), 0)
  return unpaidParts(installmentPlan(invoice), paidThen)
}

/** Whether the invoice could have owed on `asOf` and was paid something after it: then a list of today's balances cannot show that day's. */
const paidAfter = (invoice: Invoice, asOf: string): boolean =>
  !NOT_OWED_STATUSES.includes(invoice.invoiceStatus ?? '') &&
  (invoice.date as string) <= asOf &&
  (invoice.payments ?? []).some((payment) => (payment.date as string) > asOf)

const DAY_MS = 86_400_000

/** The bucket of a balance due on `dueDate`, counted on `asOf`: days past due, by calendar days. */
function bucketOn(dueDate: string, asOf: string): BucketId {
  const late = (Date.parse(asOf) - Date.parse(dueDate)) / DAY_MS
  if (late <= 0) return 'current'
  if (late <= 30) return 'late1to30'
  if (late <= 60) return 'late31to60'
  if (late <= 90) return 'late61to90'
  return 'lateOver90'
}

/** One bucket of the sandbox's figures. */
interface OwedBucket {
  amount: number
  /** Invoices with some balance in it. */
  invoices: Set<string>
  /** The due dates of its balances. */
  dueDates: Set<string>
  /** What choosing it hands the host: its invoices' filter, or none when it is empty or a list could not show it (paid since). */
  filter: InvoiceFilter | undefined
}

/** A customer who owed something. */
export interface OwingCustomer {
  id: string
  name: string
  amount: number
  overdue: number
  filter: InvoiceFilter
}

/**
 * What the bakery's customers owed at the end of `asOf`, summed from the stored invoices and their
 * payments: what the aging and the "Owed to you" tile must show, and the filters they hand a host.
 */
export function owedOf(sandbox: Sandbox, asOf: string) {
  const stored = bakeryInvoices(sandbox)
  const paidSince = stored.some((invoice) => paidAfter(invoice, asOf))
  const filter = paidSince ? mayHaveOwedFilter(asOf) : owingFilter(asOf)
  const buckets = Object.fromEntries(
    BUCKETS.map(({ id }) => [id, { amount: 0, invoices: new Set<string>(), dueDates: new Set<string>(), filter: undefined }]),
  ) as Record<BucketId, OwedBucket>
  const customers = new Map<string, OwingCustomer>()
  const owed = {
    total: 0,
    invoices: 0,
    overdue: 0,
    overdueInvoices: 0,
    buckets,
    customers: [] as OwingCustomer[],
    filter,
    paidSince,
    hasInvoices: false,
  }
  for (const invoice of stored) {
    if (!NOT_OWED_STATUSES.includes(invoice.invoiceStatus ?? '') && (invoice.date as string) <= asOf) owed.hasInvoices = true
    const parts = owedOn(invoice, asOf)
    if (parts.length === 0) continue
    let balance = 0
    let late = 0
    for (const part of parts) {
      const id = bucketOn(part.dueDate, asOf)
      buckets[id].amount += part.amount
      buckets[id].invoices.add(invoice.id)
      buckets[id].dueDates.add(part.dueDate)
      balance += part.amount
      if (id !== 'current') late += part.amount
    }
    owed.total += balance
    owed.invoices++
    owed.overdue += late
    if (late > 0) owed.overdueInvoices++
    const { id, name } = invoice.customer
    const customer = customers.get(id) ?? {
      id,
      name: name ?? id,
      amount: 0,
      overdue: 0,
      filter: { ...filter, customer: { id: { in: [id] } } },
    }
    customer.amount += balance
    customer.overdue += late
    customers.set(id, customer)
  }
  for (const bucket of Object.values(buckets)) {
    if (bucket.dueDates.size > 0 && !paidSince) bucket.filter = { ...filter, dueDate: { in: [...bucket.dueDates].sort() } }
  }
  // Who owes the most first, as the aging lists them.
  owed.customers = [...customers.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name))
  return owed
}
