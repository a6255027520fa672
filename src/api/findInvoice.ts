import type { BookkeepingClient } from './client'
import { PageWalk } from './paginate'
import type { Invoice, InvoiceFilter } from './types'

/** Invoices per page of the lookup walk: the most one query answers. */
export const FIND_INVOICE_PAGE_SIZE = 250
/** Pages the lookup walks at most (5,000 invoices at 250 a page) before it says the invoice was not found. */
export const FIND_INVOICE_MAX_PAGES = 20
/**
 * Invoices one lookup by number asks for. More than one, so that a service whose `equal` is
 * looser than ours (`MCB-0999` for `MCB-999`, another case) still answers the exact one among them.
 */
export const FIND_INVOICE_BY_NUMBER_LIMIT = 5

/** How far a lookup walk has gone: the pages read and the invoices they held. */
export interface FindInvoiceProgress {
  pagesRead: number
  invoicesSearched: number
}

/** How `findInvoice` narrows and bounds its walk. */
export interface FindInvoiceOptions {
  /**
   * A filter the invoice is known to match, such as `{ invoiceNumber: { equal: 'BAK-1042' } }` or
   * its customer: the walk then reads only the matching invoices, usually one page.
   */
  filter?: InvoiceFilter
  /** Pages read at most; default `FIND_INVOICE_MAX_PAGES`. */
  maxPages?: number
  signal?: AbortSignal
  /** Called after each page that did not hold the invoice, with how far the walk has gone, so a screen can say it is still looking. */
  onPage?: (progress: FindInvoiceProgress) => void
}

/**
 * The invoice with `invoiceId`, or `null` when no page read holds it. The service has no read by
 * id and its query cannot filter by id, so this walks the query's pages (250 a page, in the
 * service's own order, narrowed by `filter` when given) until the id turns up, the pages end, or
 * `maxPages` were read. A service that pages in circles ends the walk with `BookkeepingPagingError`.
 */
export async function findInvoice(client: BookkeepingClient, invoiceId: string, { filter, maxPages = FIND_INVOICE_MAX_PAGES, signal, onPage }: FindInvoiceOptions = {}): Promise<Invoice | null> {
  let cursor: string | undefined
  let invoicesSearched = 0
  const walk = new PageWalk()
  for (let read = 0; read < maxPages; read++) {
    const page = await client.queryInvoices(
      { limit: FIND_INVOICE_PAGE_SIZE, ...(filter && Object.keys(filter).length > 0 ? { filter } : {}), ...(cursor ? { cursor } : {}) },
      { signal },
    )
    const found = page.data.find((invoice) => invoice.id === invoiceId)
    if (found) return found
    cursor = walk.next(page)
    if (cursor === undefined) return null
    invoicesSearched += page.data.length
    onPage?.({ pagesRead: read + 1, invoicesSearched })
  }
  return null
}

/**
 * The invoice numbered `invoiceNumber`, or `null` when there is none, in one request: the invoice
 * query filtered by `invoiceNumber` `equal`. Only an exact match counts, so a service that answers
 * near matches (or ignores the filter) never shows the wrong invoice.
 */
export async function findInvoiceByNumber(client: BookkeepingClient, invoiceNumber: string, { signal }: { signal?: AbortSignal } = {}): Promise<Invoice | null> {
  const page = await client.queryInvoices({ limit: FIND_INVOICE_BY_NUMBER_LIMIT, filter: { invoiceNumber: { equal: invoiceNumber } } }, { signal })
  return page.data.find((invoice) => invoice.invoiceNumber === invoiceNumber) ?? null
}
