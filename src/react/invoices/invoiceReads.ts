// The invoice reads: the list page by page, one invoice by id (walking the list) or by number, and
// how far a walk by id has gone.
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query'
import type { FindInvoiceProgress, FindInvoiceStop, InvoiceLookup } from '../../api/findInvoice'
import type { Invoice, InvoiceFilter } from '../../api/types'
import {
  invoiceByNumberQuery,
  invoiceLookupProgressQuery,
  invoiceQuery,
  invoicesQuery,
  type InvoiceListQuery,
  type InvoicePages,
} from '../query/queries'
import { useRead, useReadPages, type ReadHookOptions } from '../query/reads'

/** Invoices matching `query`, page by page (`fetchNextPage` loads the next). `data.invoices` holds every loaded one. */
export function useInvoices(query: InvoiceListQuery = {}, { enabled = true }: ReadHookOptions = {}): UseInfiniteQueryResult<InvoicePages> {
  return useReadPages((context) => ({ ...invoicesQuery(context, query), enabled }))
}

const foundInvoice = (lookup: InvoiceLookup): Invoice | null => (lookup.status === 'found' ? lookup.invoice : null)

/**
 * One invoice by id: `data` is the invoice, or `null` when the pages read do not hold it. The
 * lookup walks the invoice query (at most 20 pages of 250); `filter` narrows it to invoices the
 * host knows this one matches (its number, its customer), usually a single page.
 * `useInvoiceLookupProgress` tells how far the walk has gone.
 */
export function useInvoice(
  invoiceId: string,
  { filter, enabled = true }: ReadHookOptions & { filter?: InvoiceFilter } = {},
): UseQueryResult<Invoice | null> {
  return useRead((context) => ({ ...invoiceQuery(context, invoiceId, filter), select: foundInvoice, enabled: enabled && invoiceId !== '' }))
}

/**
 * The walk of `useInvoice` as it came out: found, not found (the pages ended), or stopped after
 * 20 pages, which `from` (that stopped lookup) continues for 20 more. Internal: `<InvoiceDetail>`'s
 * "Keep looking"; hosts have `lookUpInvoice`.
 */
export function useInvoiceLookup(
  invoiceId: string,
  { filter, from, enabled = true }: ReadHookOptions & { filter?: InvoiceFilter; from?: FindInvoiceStop } = {},
): UseQueryResult<InvoiceLookup> {
  return useRead((context) => ({ ...invoiceQuery(context, invoiceId, filter, from), enabled: enabled && invoiceId !== '' }))
}

/**
 * How far the walk of `useInvoice(invoiceId, { filter })` has gone (pages read, invoices searched),
 * updated after each page; `undefined` before it starts. For a "still looking" line.
 */
export function useInvoiceLookupProgress(invoiceId: string, { filter }: { filter?: InvoiceFilter } = {}): FindInvoiceProgress | undefined {
  return useRead((context) => invoiceLookupProgressQuery(context, invoiceId, filter)).data
}

/**
 * One invoice by its number, in one request (the invoice query filtered by `invoiceNumber`
 * `equal`): `data` is the invoice, or `null` when no invoice has exactly that number. An invoice a
 * loaded list page holds shows at once.
 */
export function useInvoiceByNumber(invoiceNumber: string, { enabled = true }: ReadHookOptions = {}): UseQueryResult<Invoice | null> {
  return useRead((context) => ({ ...invoiceByNumberQuery(context, invoiceNumber), enabled: enabled && invoiceNumber !== '' }))
}
