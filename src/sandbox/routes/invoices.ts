import { ApiFailure, badRequest } from '../service/errors'
import { readJsonObject, successResponse } from '../service/http'
import type { JsonObject } from '../model'
import { decodeCursor, encodeCursor, queryFingerprint, readCursorText, readLimit } from '../service/pagination'
import { invoiceWire } from '../serialize/invoice'
import { InputReader } from '../service/validate'
import { canSee } from '../service/viewer'
import { invoiceFacts, naturalCompare, readInvoiceFilter, type InvoiceFacts } from './invoiceQuery'
import type { Route } from './types'

const SORT_FIELDS = ['date', 'invoiceNumber', 'dueDate', 'total', 'balance'] as const
type SortField = (typeof SORT_FIELDS)[number]

/**
 * `POST /v6/invoicing/invoices/query` (README decision 8): filter, sort (default `-date`, ties by
 * id; a profile that does not honour `sort.value` keeps that order), then page. Invoices only change when the sandbox is reset, so the cursor is an offset
 * bound to the query that made it.
 */
export const queryInvoicesRoute: Route = {
  method: 'POST',
  path: '/v6/invoicing/invoices/query',
  access: 'read',
  async handle({ request, store, viewer, conventions }) {
    const body = await readJsonObject(request)
    const reader = new InputReader()
    const cursorText = readCursorText(reader, body)
    const limit = readLimit(reader, body, { max: conventions.maxListLimit, belowOne: conventions.limitBelowOne })
    const sort = readSort(reader, body, conventions.invoiceSortHonoured)
    const predicates = readInvoiceFilter(reader, body, store, conventions)
    if (!reader.ok) throw badRequest(reader.issues)

    const fingerprint = queryFingerprint([body.filter ?? null, sort, viewer.companyIds])
    let offset = 0
    if (cursorText !== undefined) {
      const cursor = decodeCursor(cursorText, 'invoices')
      if (cursor.q !== fingerprint || typeof cursor.o !== 'number') {
        throw ApiFailure.of(400, 'INVALID_VALUE', 'The cursor belongs to another query; start again from the first page.', 'cursor')
      }
      offset = cursor.o
    }
    const matching: InvoiceFacts[] = []
    for (const invoice of store.invoices.values()) {
      if (!canSee(viewer, invoice.companyId)) continue
      const facts = invoiceFacts(store, invoice)
      if (predicates.every((predicate) => predicate(facts))) matching.push(facts)
    }
    matching.sort(comparator(sort))
    const page = matching.slice(offset, offset + limit)
    const hasMore = offset + limit < matching.length
    return successResponse({
      data: page.map((facts) => invoiceWire(store, facts.invoice)),
      ...(hasMore
        ? {
            cursor: {
              after: encodeCursor('invoices', { o: offset + limit, q: fingerprint }),
              before: offset > 0 ? encodeCursor('invoices', { o: Math.max(0, offset - limit), q: fingerprint }) : '',
            },
          }
        : {}),
    })
  },
}

interface Sort {
  field: SortField
  descending: boolean
}

const SERVICE_ORDER: Sort = { field: 'date', descending: true }

/** `sort: {value}`, shaped as the description names it; its value orders the rows only where `honoured`. */
function readSort(reader: InputReader, body: JsonObject, honoured: boolean): Sort {
  const sort = reader.object(body, 'sort')
  const value = sort ? reader.at('sort').string(sort, 'value', { max: 50 }) : undefined
  if (!honoured || value === undefined || value === null || value === '') return SERVICE_ORDER
  const descending = value.startsWith('-')
  const field = descending ? value.slice(1) : value
  if (!(SORT_FIELDS as readonly string[]).includes(field)) {
    reader.fail(
      'INVALID_VALUE',
      'sort.value',
      `sort.value must be one of ${SORT_FIELDS.join(', ')}, optionally prefixed with - for descending.`,
    )
    return SERVICE_ORDER
  }
  return { field: field as SortField, descending }
}

function comparator({ field, descending }: Sort): (a: InvoiceFacts, b: InvoiceFacts) => number {
  const direction = descending ? -1 : 1
  return (a, b) => direction * compareField(field, a, b) || (a.invoice.id < b.invoice.id ? -1 : a.invoice.id > b.invoice.id ? 1 : 0)
}

function compareField(field: SortField, a: InvoiceFacts, b: InvoiceFacts): number {
  switch (field) {
    case 'date':
      return a.invoice.date < b.invoice.date ? -1 : a.invoice.date > b.invoice.date ? 1 : 0
    case 'dueDate':
      return a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0
    case 'invoiceNumber':
      return naturalCompare(a.invoice.invoiceNumber, b.invoice.invoiceNumber)
    case 'total':
      return a.totals.total - b.totals.total
    case 'balance':
      return a.totals.balance - b.totals.balance
    default:
      return field satisfies never
  }
}
