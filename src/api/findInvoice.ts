import type { BookkeepingClient } from './client'
import { PageWalk } from './paginate'
import type { Invoice, InvoiceFilter } from './types'

/** Invoices per page of the lookup walk: the most one query answers. */
export const FIND_INVOICE_PAGE_SIZE = 250
/** Pages the lookup walks at most (5,000 invoices at 250 a page) before it says the invoice was not found. */
export const FIND_INVOICE_MAX_PAGES = 20

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
}

/**
 * The invoice with `invoiceId`, or `null` when no page read holds it. The service has no read by
 * id and its query cannot filter by id, so this walks the query's pages (250 a page, in the
 * service's own order, narrowed by `filter` when given) until the id turns up, the pages end, or
 * `maxPages` were read. A service that pages in circles ends the walk with `BookkeepingPagingError`.
 */
export async function findInvoice(client: BookkeepingClient, invoiceId: string, { filter, maxPages = FIND_INVOICE_MAX_PAGES, signal }: FindInvoiceOptions = {}): Promise<Invoice | null> {
  let cursor: string | undefined
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
  }
  return null
}
