import { dueDate, installmentsOf, invoiceStatus, invoiceTotals, type InvoiceStatus, type InvoiceTotals } from '../invoiceMath'
import type { InvoiceRecord, JsonObject } from '../model'
import type { ProfileConventions, UnknownMembers } from '../service/profile'
import type { Store } from '../store'
import type { InputReader } from '../service/validate'
import { checkOperators, readFilter, readIdIn, withSubValues } from './filters'

/** An invoice with what the filters and sorts look at, computed once per query. */
export interface InvoiceFacts {
  invoice: InvoiceRecord
  totals: InvoiceTotals
  invoiceStatus: InvoiceStatus
  /** `collectionInfo.term.dueDate`, what the `dueDate` sort compares. */
  dueDate: string
  /** What `filter.dueDate` matches: the term's due date and the due date of every installment with a balance left. */
  dueDates: string[]
  /** Lower-cased invoice number, customer name and email, and line descriptions. */
  searchText: string
}

/** One filter member; an invoice must pass them all. */
export type InvoicePredicate = (facts: InvoiceFacts) => boolean

const FILTER_KEYS = [
  'search',
  'invoiceNumber',
  'status',
  'invoiceStatus',
  'dueDate',
  'amount',
  'date',
  'customer',
  'dimensionValues',
] as const
const COMPARISONS = ['equal', 'notEqual', 'greaterThan', 'greaterThanEqual', 'lessThan', 'lessThanEqual'] as const
/** The sandbox's value sets for the `status` and `invoiceStatus` lists (README decision 13); the description shows none. */
const RECORD_STATUSES = ['ACTIVE', 'DELETED'] as const
const INVOICE_STATUSES: readonly InvoiceStatus[] = ['DRAFT', 'OPEN', 'PARTIALLY_PAID', 'PAID', 'VOIDED']
type Comparison = (typeof COMPARISONS)[number] | 'contain'

/** Computes what filters and sorts need, once per invoice per query. */
export function invoiceFacts(store: Store, invoice: InvoiceRecord): InvoiceFacts {
  const totals = invoiceTotals(invoice)
  const customer = store.customers.get(invoice.customerId)
  const termDueDate = dueDate(invoice)
  const openDueDates = installmentsOf(invoice, totals)
    .filter((part) => part.balance > 0)
    .map((part) => part.dueDate)
  return {
    invoice,
    totals,
    invoiceStatus: invoiceStatus(invoice, totals),
    dueDate: termDueDate,
    dueDates: [...new Set([termDueDate, ...openDueDates])],
    searchText: [invoice.invoiceNumber, customer?.name ?? '', customer?.email ?? '', ...invoice.lineItems.map((line) => line.description)]
      .join('\n')
      .toLowerCase(),
  }
}

/**
 * README decision 8: every member must hold (AND); inside `in`/`notIn` any listed value will do
 * (OR). Unknown members and the status lists' values are checked as the profile's conventions say.
 */
export function readInvoiceFilter(
  reader: InputReader,
  body: JsonObject,
  store: Store,
  conventions: ProfileConventions,
): InvoicePredicate[] {
  const unknown = conventions.unknownFilterMembers
  const filter = readFilter(reader, body, FILTER_KEYS, unknown)
  const at = reader.at('filter')
  const predicates: InvoicePredicate[] = []
  const search = at.string(filter, 'search', { max: 200 })?.trim().toLowerCase()
  if (search) predicates.push((facts) => facts.searchText.includes(search))

  const number = comparisons(at, filter, 'invoiceNumber', unknown, [...COMPARISONS, 'contain'], (value, key) =>
    typeof value === 'string' && value.length <= 100
      ? value
      : at.at('invoiceNumber').fail('INVALID_FORMAT', key, `filter.invoiceNumber.${key} must be a string.`),
  )
  for (const [operator, value] of number) predicates.push((facts) => compareText(facts.invoice.invoiceNumber, operator, value))
  const amount = comparisons(at, filter, 'amount', unknown, COMPARISONS, (value, key) =>
    Number.isSafeInteger(value)
      ? (value as number)
      : at.at('amount').fail('INVALID_FORMAT', key, `filter.amount.${key} must be an integer.`),
  )
  for (const [operator, value] of amount) predicates.push((facts) => compare(facts.totals.total - value, operator))
  const date = comparisons(at, filter, 'date', unknown, COMPARISONS, (value, key) => at.at('date').date({ [key]: value }, key) ?? undefined)
  for (const [operator, value] of date)
    predicates.push((facts) => compare(facts.invoice.date < value ? -1 : facts.invoice.date > value ? 1 : 0, operator))

  // An open set matches a value as sent: one the sandbox never holds matches no invoice.
  const closed = conventions.exampleValueSets === 'closed'
  const statuses = closed ? RECORD_STATUSES : undefined
  const invoiceStatuses = closed ? INVOICE_STATUSES : undefined
  lists(
    at,
    filter,
    'status',
    unknown,
    predicates,
    (facts) => [facts.invoice.status],
    (list, value, key) => list.stringList(value, key, { values: statuses }),
  )
  lists(
    at,
    filter,
    'invoiceStatus',
    unknown,
    predicates,
    (facts) => [facts.invoiceStatus],
    (list, value, key) => list.stringList(value, key, { values: invoiceStatuses }),
  )
  // An aging bucket lists the due dates of the open parts it holds: an unpaid deposit counts on its own date.
  lists(at, filter, 'dueDate', unknown, predicates, (facts) => facts.dueDates, dateList)

  const customers = readIdIn(at, filter, 'customer', unknown)
  if (customers) predicates.push((facts) => customers.includes(facts.invoice.customerId))
  const dimensionValues = readIdIn(at, filter, 'dimensionValues', unknown)
  if (dimensionValues) {
    const selected = withSubValues(store, dimensionValues)
    predicates.push((facts) => facts.invoice.dimensionValueIds.some((id) => selected.has(id)))
  }
  return predicates
}

/** An operator object such as `{greaterThanEqual: 100, lessThan: 500}`; every operator given must hold. */
function comparisons<T>(
  reader: InputReader,
  filter: JsonObject,
  key: string,
  unknown: UnknownMembers,
  operators: readonly Comparison[],
  read: (value: unknown, operator: string) => T | undefined,
): Array<[Comparison, T]> {
  const value = reader.object(filter, key)
  if (!value) return []
  checkOperators(reader, key, value, operators, unknown)
  return operators.flatMap((operator): Array<[Comparison, T]> => {
    if (value[operator] === undefined || value[operator] === null) return []
    const read1 = read(value[operator], operator)
    return read1 === undefined ? [] : [[operator, read1]]
  })
}

type ListReader = (reader: InputReader, value: JsonObject, key: 'in' | 'notIn') => string[] | null | undefined

/**
 * `{in: [...], notIn: [...]}` over an invoice's values for the member (one, or several such as its
 * due dates): `in` needs one of them listed, `notIn` none. An empty list restricts nothing.
 */
function lists(
  reader: InputReader,
  filter: JsonObject,
  key: string,
  unknown: UnknownMembers,
  predicates: InvoicePredicate[],
  values: (facts: InvoiceFacts) => readonly string[],
  read: ListReader,
): void {
  const value = reader.object(filter, key)
  if (!value) return
  checkOperators(reader, key, value, ['in', 'notIn'], unknown)
  const at = reader.at(key)
  const included = read(at, value, 'in')
  const excluded = read(at, value, 'notIn')
  if (included && included.length > 0) predicates.push((facts) => values(facts).some((own) => included.includes(own)))
  if (excluded && excluded.length > 0) predicates.push((facts) => !values(facts).some((own) => excluded.includes(own)))
}

function dateList(reader: InputReader, value: JsonObject, key: 'in' | 'notIn'): string[] | undefined {
  const list = reader.array(value, key, { max: 500 })
  if (!list) return undefined
  const at = reader.at(key)
  const dates = list.map((_, index) => at.date(list as unknown as JsonObject, index))
  return dates.filter((date): date is string => typeof date === 'string')
}

function compare(difference: number, operator: Comparison): boolean {
  switch (operator) {
    case 'equal':
      return difference === 0
    case 'notEqual':
      return difference !== 0
    case 'greaterThan':
      return difference > 0
    case 'greaterThanEqual':
      return difference >= 0
    case 'lessThan':
      return difference < 0
    case 'lessThanEqual':
      return difference <= 0
    case 'contain':
      return false
    default:
      return operator satisfies never
  }
}

/** Invoice numbers compare naturally (`MCB-999` before `MCB-1000`); `contain` ignores case. */
function compareText(value: string, operator: Comparison, operand: string): boolean {
  if (operator === 'contain') return value.toLowerCase().includes(operand.toLowerCase())
  return compare(naturalCompare(value, operand), operator)
}

/** Compares digit runs as numbers: `MCB-999` < `MCB-1000`. */
export function naturalCompare(a: string, b: string): number {
  const chunk = /(\d+|\D+)/g
  const left = a.match(chunk) ?? []
  const right = b.match(chunk) ?? []
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as string
    const y = right[i] as string
    if (x === y) continue
    const bothNumbers = /^\d/.test(x) && /^\d/.test(y)
    if (bothNumbers && Number(x) !== Number(y)) return Number(x) < Number(y) ? -1 : 1
    return x < y ? -1 : 1
  }
  return left.length - right.length
}
