import type { BookkeepingClient } from './client'
import { PageWalk } from './transport/paginate'
import type { Invoice, InvoiceFilter } from './types'

/** Invoices per page of the lookup walk: the most one query answers. */
const FIND_INVOICE_PAGE_SIZE = 250
/** Pages the lookup walks at most (5,000 invoices at 250 a page) before it stops and says how far it looked. */
const FIND_INVOICE_MAX_PAGES = 20
/**
 * Invoices one lookup by number asks for. More than one, so that a service whose `equal` is
 * looser than ours (`MCB-0999` for `MCB-999`, another case) still answers the exact one among them.
 */
const FIND_INVOICE_BY_NUMBER_LIMIT = 5

/** How far a lookup walk has gone: the pages read and the invoices they held. */
export interface FindInvoiceProgress {
  pagesRead: number
  invoicesSearched: number
}

/** Where a walk that stopped before the pages ended goes on from: the next page's cursor, and how far it had gone. */
export interface FindInvoiceStop extends FindInvoiceProgress {
  cursor: string
}

/**
 * What a lookup by id came to: the invoice; `notFound` when the pages ended without it; or
 * `stopped` when `maxPages` were read and more remain, which is not "not found" (pass it as
 * `from` to look further).
 */
export type InvoiceLookup =
  | { status: 'found'; invoice: Invoice }
  | ({ status: 'notFound' } & FindInvoiceProgress)
  | ({ status: 'stopped' } & FindInvoiceStop)

/** How `findInvoice` and `lookUpInvoice` narrow and bound their walk. */
export interface FindInvoiceOptions {
  /**
   * A filter the invoice is known to match, such as `{ invoiceNumber: { equal: 'BAK-1042' } }` or
   * its customer: the walk then reads only the matching invoices, usually one page.
   */
  filter?: InvoiceFilter
  /** Pages read at most (at least one is); default `FIND_INVOICE_MAX_PAGES`. */
  maxPages?: number
  /** A walk that stopped: this one goes on from its cursor for another `maxPages`, counting on from where it stopped. */
  from?: FindInvoiceStop
  signal?: AbortSignal
  /** Called after each page that did not hold the invoice, with how far the walk has gone, so a screen can say it is still looking. */
  onPage?: (progress: FindInvoiceProgress) => void
}

/**
 * Looks for the invoice with `invoiceId`. The service has no read by id and its query cannot
 * filter by id, so this walks the query's pages (250 a page, in the service's own order, narrowed
 * by `filter` when given) until the id turns up (`found`), the pages end (`notFound`), or
 * `maxPages` were read (`stopped`, with where to go on from). A service that pages in circles
 * ends the walk with `BookkeepingPagingError`.
 */
export async function lookUpInvoice(
  client: BookkeepingClient,
  invoiceId: string,
  { filter, maxPages = FIND_INVOICE_MAX_PAGES, from, signal, onPage }: FindInvoiceOptions = {},
): Promise<InvoiceLookup> {
  let cursor = from?.cursor
  let { pagesRead, invoicesSearched } = from ?? { pagesRead: 0, invoicesSearched: 0 }
  const walk = new PageWalk(cursor)
  for (let read = 1; ; read++) {
    const page = await client.queryInvoices(
      { limit: FIND_INVOICE_PAGE_SIZE, ...(filter && Object.keys(filter).length > 0 ? { filter } : {}), ...(cursor ? { cursor } : {}) },
      { signal },
    )
    const found = page.data.find((invoice) => invoice.id === invoiceId)
    if (found) return { status: 'found', invoice: found }
    pagesRead++
    invoicesSearched += page.data.length
    const next = walk.next(page)
    if (next === undefined) return { status: 'notFound', pagesRead, invoicesSearched }
    onPage?.({ pagesRead, invoicesSearched })
    if (read >= maxPages) return { status: 'stopped', pagesRead, invoicesSearched, cursor: next }
    cursor = next
  }
}

/**
 * The invoice with `invoiceId`, or `null` when the pages read do not hold it: the walk of
 * `lookUpInvoice`, which also tells the pages ending from the walk stopping after `maxPages`.
 */
export async function findInvoice(client: BookkeepingClient, invoiceId: string, options: FindInvoiceOptions = {}): Promise<Invoice | null> {
  const lookup = await lookUpInvoice(client, invoiceId, options)
  return lookup.status === 'found' ? lookup.invoice : null
}

/**
 * The invoice numbered `invoiceNumber`, or `null` when there is none, in one request: the invoice
 * query filtered by `invoiceNumber` `equal`. Only an exact match counts, so a service that answers
 * near matches (or ignores the filter) never shows the wrong invoice.
 */
export async function findInvoiceByNumber(
  client: BookkeepingClient,
  invoiceNumber: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Invoice | null> {
  const page = await client.queryInvoices(
    { limit: FIND_INVOICE_BY_NUMBER_LIMIT, filter: { invoiceNumber: { equal: invoiceNumber } } },
    { signal },
  )
  return page.data.find((invoice) => invoice.invoiceNumber === invoiceNumber) ?? null
}
