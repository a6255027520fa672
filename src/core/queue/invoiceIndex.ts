/**
 * The open invoices indexed for matching deposits (`invoiceMatches.ts`): by number, by the number's
 * digits, by balance, by the balances of a few of one customer's invoices together, and by the
 * words of the customer's name, so matching one deposit is a few map look-ups. Built in one pass
 * (`indexInvoices`), or in slices that give the main thread its turns (`indexInvoicesInSlices`).
 * Pure apart from those turns.
 */
import type { Invoice } from '../../api/types'
import { yieldToMain } from '../yieldToMain'
import { readText } from '../rules/words'
import { numberDigits, numberTokens } from './invoiceTokens'

/**
 * How many of a customer's oldest open invoices their totals are made of. Their sums of two to four
 * are indexed: at most C(8,2) + C(8,3) + C(8,4) = 154 per customer, so the index grows with the
 * number of customers, never with the subsets of a customer of many invoices.
 */
const TOTAL_OF_OLDEST = 8
/** Invoice numbers of more tokens than this are not looked for ("INV 2026 1042" is three). */
export const NUMBER_TOKENS_AT_MOST = 3

/** One customer with open invoices. */
export interface CustomerOpen {
  id: string
  /** Their name as the first of their invoices gives it. */
  name: string | undefined
  /** Oldest first. */
  invoices: Invoice[]
  /** Everything they owe. */
  owed: number
  /** Their open invoices by balance, oldest first. */
  byBalance: Map<number, Invoice[]>
}

/** A customer's name as words, to find in a description. */
interface NameEntry {
  words: readonly string[]
  customerId: string
}

/** The open invoices, indexed. */
export interface InvoiceIndex {
  /** By the folded number's tokens, joined by a space. */
  byNumber: Map<string, Invoice[]>
  /** By the number's digits alone, when they are one run of three or more. */
  byDigits: Map<string, Invoice[]>
  /** By balance, oldest first. */
  byBalance: Map<number, Invoice[]>
  /**
   * By the sum of two to four balances of one customer: each set as one number, the customer's place
   * in `customerList` times 256 plus a bit for each of their oldest invoices in it (numbers, not
   * arrays: tens of thousands of sets leave the collector little to walk). `customerTotal` reads one.
   */
  byCustomerTotal: Map<number, number[]>
  customers: Map<string, CustomerOpen>
  customerList: CustomerOpen[]
  /** Customers' names by their first word. */
  names: Map<string, NameEntry[]>
}

/** An invoice's balance when it owes something (a positive whole number of minor units). */
export function openBalance(invoice: Invoice): number | undefined {
  const balance = invoice?.totals?.balance
  return Number.isSafeInteger(balance) && (balance as number) > 0 ? (balance as number) : undefined
}

/**
 * The statuses of an invoice that owes nothing whatever its balance says: a deleted record, a draft,
 * a void, a write-off (the names both service profiles use, `src/api/service.ts`). A whole invoice
 * list given to the matcher never has one paid.
 */
const NOT_OWED_STATUSES: ReadonlySet<string> = new Set(['DRAFT', 'VOIDED', 'VOID', 'WRITTEN_OFF'])

/** Whether an invoice may be paid: neither deleted nor a draft, void or write-off. */
function isOwed(invoice: Invoice): boolean {
  const { status, invoiceStatus } = invoice
  if (typeof status === 'string' && status.toUpperCase() === 'DELETED') return false
  return typeof invoiceStatus !== 'string' || !NOT_OWED_STATUSES.has(invoiceStatus.toUpperCase())
}

/** Oldest first: by date, then by id, so the order never depends on how the invoices were listed. */
export function byAge(a: Invoice, b: Invoice): number {
  const left = typeof a.date === 'string' ? a.date : '\uffff'
  const right = typeof b.date === 'string' ? b.date : '\uffff'
  if (left !== right) return left < right ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** The steps of building an index: each a slice of work the sliced builder can stop between. */
function* indexing(openInvoices: readonly Invoice[]): Generator<void, InvoiceIndex> {
  const index: InvoiceIndex = {
    byNumber: new Map(),
    byDigits: new Map(),
    byBalance: new Map(),
    byCustomerTotal: new Map(),
    customers: new Map(),
    customerList: [],
    names: new Map(),
  }
  const open = openInvoices.filter((invoice) => typeof invoice?.id === 'string' && openBalance(invoice) !== undefined && isOwed(invoice))
  open.sort(byAge)
  yield
  const namesSeen = new Set<string>()
  for (const [at, invoice] of open.entries()) {
    const balance = openBalance(invoice) as number
    push(index.byBalance, balance, invoice)
    if (typeof invoice.invoiceNumber === 'string') {
      const tokens = numberTokens(invoice.invoiceNumber)
      if (tokens.length > 0 && tokens.length <= NUMBER_TOKENS_AT_MOST) push(index.byNumber, tokens.join(' '), invoice)
      const digits = numberDigits(tokens)
      if (digits !== undefined) push(index.byDigits, digits, invoice)
    }
    const customerId = invoice.customer?.id
    if (typeof customerId === 'string') {
      let customer = index.customers.get(customerId)
      if (!customer) {
        const named = typeof invoice.customer.name === 'string' ? invoice.customer.name : undefined
        index.customers.set(customerId, (customer = { id: customerId, name: named, invoices: [], owed: 0, byBalance: new Map() }))
        index.customerList.push(customer)
      }
      customer.invoices.push(invoice)
      customer.owed += balance
      push(customer.byBalance, balance, invoice)
      const name = invoice.customer.name
      if (typeof name === 'string' && !namesSeen.has(`${customerId}\u0000${name}`)) {
        namesSeen.add(`${customerId}\u0000${name}`)
        addName(index, customerId, name)
      }
    }
    if (at % 100 === 99) yield
  }
  for (const [place, customer] of index.customerList.entries()) {
    addTotals(index.byCustomerTotal, place, customer.invoices)
    if (place % 20 === 19) yield
  }
  return index
}

/** A customer's name, read as a rule reads a description; a name of number words alone names nothing. */
function addName(index: InvoiceIndex, customerId: string, name: string): void {
  const reading = readText(name)
  if (reading.words.length === 0 || reading.words.every((_, at) => reading.numbers?.[at])) return
  const first = reading.words[0] as string
  const entries = index.names.get(first)
  if (entries?.some((entry) => entry.customerId === customerId && entry.words.join(' ') === reading.words.join(' '))) return
  push(index.names, first, { words: reading.words, customerId })
}

/** Every set of two to four of the customer's oldest `TOTAL_OF_OLDEST` invoices, by the sum of their balances. */
function addTotals(byTotal: Map<number, number[]>, place: number, invoices: readonly Invoice[]): void {
  const count = Math.min(invoices.length, TOTAL_OF_OLDEST)
  const balances = invoices.slice(0, count).map((invoice) => openBalance(invoice) as number)
  const choose = (from: number, mask: number, size: number, sum: number) => {
    if (size >= 2) push(byTotal, sum, place * 256 + mask)
    if (size === 4) return
    for (let at = from; at < count; at++) choose(at + 1, mask | (1 << at), size + 1, sum + (balances[at] as number))
  }
  choose(0, 0, 0, 0)
}

/** The invoices of a set `byCustomerTotal` holds, oldest first. */
export function customerTotal(index: InvoiceIndex, set: number): Invoice[] {
  const customer = index.customerList[Math.floor(set / 256)] as CustomerOpen
  const mask = set % 256
  return customer.invoices.filter((_, at) => at < TOTAL_OF_OLDEST && (mask & (1 << at)) !== 0)
}

/** The index of `openInvoices` at once (the ones without a balance above zero or an id, or not owed (`isOwed`), left out). */
export function indexInvoices(openInvoices: readonly Invoice[]): InvoiceIndex {
  const steps = indexing(openInvoices)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** Milliseconds of work between two turns of the main thread: well under a long task's 50. */
const SLICE_MS = 8

/**
 * The index of `openInvoices`, built in slices of a few milliseconds with the main thread's turn
 * between them, so thousands of invoices never make a long task. Rejects with the signal's reason
 * once it aborts.
 */
export async function indexInvoicesInSlices(openInvoices: readonly Invoice[], signal?: AbortSignal): Promise<InvoiceIndex> {
  const steps = indexing(openInvoices)
  let sliceStart = performance.now()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToMain(signal)
      sliceStart = performance.now()
    }
  }
}
