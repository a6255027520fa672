// What the receivables stories share: the sandbox's own figures of what customers owe, summed here
// from the stored invoices and their installments (not by the aging's code), and the invoice
// query's path for faults and recorded requests.
import { within } from 'storybook/test'
import type { Invoice, InvoiceFilter } from '../../src/api/types'
import type { SandboxOptions } from '../../src/sandbox'
import { SANDBOX, type Sandbox } from '../../src/sandbox'

const bakery = SANDBOX.companies.bakery

/** The invoice query every receivables walk (and `<InvoiceList>`) asks. */
export const INVOICES_PATH = '/v6/invoicing/invoices/query'

/** The `invoiceStatus` values of an invoice still owed under bookkit's service profile (`bookkitService.openInvoiceStatuses`). */
export const OPEN_STATUSES = ['OPEN', 'PARTIALLY_PAID']

/** The buckets, as the aging names them on screen, not yet due first. */
export const BUCKETS = [
  { id: 'current', name: 'Not yet due' },
  { id: 'late1to30', name: '1–30 days overdue' },
  { id: 'late31to60', name: '31–60 days overdue' },
  { id: 'late61to90', name: '61–90 days overdue' },
  { id: 'lateOver90', name: 'Over 90 days overdue' },
] as const

export type BucketId = (typeof BUCKETS)[number]['id']

/** The bakery's books with bank transactions but no invoice: nothing is owed, the other tiles have figures. */
export const NO_INVOICES: Partial<SandboxOptions> = { volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 } }

/** Many open invoices on a slow service: read in small pages, "Still reading" shows for a few seconds. */
export const MANY_OPEN_INVOICES: Partial<SandboxOptions> = { latencyMs: 400, volume: { invoicesPerCompany: 480, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } }

/** The bakery's invoices in a story's sandbox, as the invoice query answers them. */
export const bakeryInvoices = (sandbox: Sandbox): Invoice[] => sandbox.inspect.invoices(bakery.id)

/** Whether the invoice is still owed: an open status and a balance left. */
export const isOwed = (invoice: Invoice): boolean => OPEN_STATUSES.includes(invoice.invoiceStatus ?? '') && (invoice.totals?.balance ?? 0) > 0

/** A balance due on one date. */
interface OwedPart {
  dueDate: string
  amount: number
}

/**
 * What an owed invoice still owes, by due date: its installments with a balance left. The sandbox
 * gives every invoice installments (one full payment, or a deposit and the rest) that add up to its
 * balance; a story sandbox breaking that would make these figures wrong, so it throws.
 */
function owedParts(invoice: Invoice): OwedPart[] {
  const parts = (invoice.installments ?? []).filter((part) => (part.balance ?? 0) > 0).map((part) => ({ dueDate: part.dueDate as string, amount: part.balance as number }))
  const sum = parts.reduce((total, part) => total + part.amount, 0)
  if (sum !== invoice.totals.balance) throw new Error(`${invoice.id}: its installments owe ${sum}, its balance is ${invoice.totals.balance}`)
  return parts
}

const DAY_MS = 86_400_000

/** The bucket of a balance due on `dueDate`, counted on `asOf`: days past due, by calendar days. */
export function bucketOn(dueDate: string, asOf: string): BucketId {
  const late = (Date.parse(asOf) - Date.parse(dueDate)) / DAY_MS
  if (late <= 0) return 'current'
  if (late <= 30) return 'late1to30'
  if (late <= 60) return 'late31to60'
  if (late <= 90) return 'late61to90'
  return 'lateOver90'
}

/** One bucket of the sandbox's figures. */
export interface OwedBucket {
  amount: number
  /** Invoices with some balance in it. */
  invoices: Set<string>
  /** The due dates of its balances. */
  dueDates: Set<string>
}

/** What the bakery's customers owe on `asOf`, summed from the stored invoices: what the aging and the "Owed to you" tile must show. */
export function owedOf(sandbox: Sandbox, asOf: string) {
  const buckets = Object.fromEntries(BUCKETS.map(({ id }) => [id, { amount: 0, invoices: new Set<string>(), dueDates: new Set<string>() }])) as Record<BucketId, OwedBucket>
  const customers = new Map<string, { id: string; name: string; amount: number; overdue: number }>()
  const owed = { total: 0, invoices: 0, overdue: 0, overdueInvoices: 0, buckets, customers: [] as { id: string; name: string; amount: number; overdue: number }[] }
  for (const invoice of bakeryInvoices(sandbox).filter(isOwed)) {
    let late = 0
    for (const part of owedParts(invoice)) {
      const id = bucketOn(part.dueDate, asOf)
      buckets[id].amount += part.amount
      buckets[id].invoices.add(invoice.id)
      buckets[id].dueDates.add(part.dueDate)
      if (id !== 'current') late += part.amount
    }
    owed.total += invoice.totals.balance
    owed.invoices++
    owed.overdue += late
    if (late > 0) owed.overdueInvoices++
    const customer = customers.get(invoice.customer.id) ?? { id: invoice.customer.id, name: invoice.customer.name ?? invoice.customer.id, amount: 0, overdue: 0 }
    customer.amount += invoice.totals.balance
    customer.overdue += late
    customers.set(customer.id, customer)
  }
  // Who owes the most first, as the aging lists them.
  owed.customers = [...customers.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name))
  return owed
}

/**
 * What a bucket's filter asks at least: the open statuses and the due dates of its balances, in
 * order (the aging may narrow it further, as by a total above zero); whether it lists exactly the
 * bucket's invoices is for the list to show.
 */
export const bucketFilter = (bucket: OwedBucket): InvoiceFilter => ({ invoiceStatus: { in: OPEN_STATUSES }, dueDate: { in: [...bucket.dueDates].sort() } })

/**
 * An owed invoice whose installments fall in two buckets on `asOf` (an unpaid deposit already late,
 * the rest not), with the part in `bucket`: the case that makes an invoice's balance differ from
 * what it owes in one bucket. `undefined` when the sandbox has none.
 */
export function splitInvoiceIn(sandbox: Sandbox, asOf: string, bucket: BucketId): { invoice: Invoice; inBucket: number } | undefined {
  for (const invoice of bakeryInvoices(sandbox).filter(isOwed)) {
    const parts = owedParts(invoice)
    const inBucket = parts.filter((part) => bucketOn(part.dueDate, asOf) === bucket).reduce((sum, part) => sum + part.amount, 0)
    if (inBucket > 0 && inBucket < invoice.totals.balance) return { invoice, inBucket }
  }
  return undefined
}

/**
 * What the overdue figure would be if each invoice aged by its one due date (the term's), whole
 * balance and all: what counting installments on their own corrects.
 */
export function overdueByTermDueDate(sandbox: Sandbox, asOf: string): number {
  return bakeryInvoices(sandbox)
    .filter(isOwed)
    .filter((invoice) => bucketOn(invoice.collectionInfo?.term?.dueDate as string, asOf) !== 'current')
    .reduce((sum, invoice) => sum + invoice.totals.balance, 0)
}

/** The cell of an `<InvoiceList>` grid's `row` (a body row or the totals row) under the column header named `header`. */
export function cellUnder(grid: HTMLElement, row: HTMLElement, header: string): HTMLElement {
  const headers = within(grid).getAllByRole('columnheader')
  const column = headers.indexOf(within(grid).getByRole('columnheader', { name: header }))
  return within(row).getAllByRole('gridcell')[column] as HTMLElement
}
