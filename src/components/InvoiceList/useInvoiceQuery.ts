import { useMemo } from 'react'
import type { InvoiceFilter } from '../../api/types'
import { useInvoices } from '../../react/hooks'
import type { InvoiceListQuery } from '../../react/queries'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/useLoadCallbacks'
import { compactFilter } from './filter'
import type { InvoiceSortValue } from './types'

/** Invoices per page unless the host asks otherwise (README decision 10). */
export const DEFAULT_PAGE_SIZE = 100
const MAX_PAGE_SIZE = 250

/** A page size the service accepts: a whole number from 1 to 250. */
export function clampPageSize(pageSize: number | undefined): number {
  if (pageSize === undefined || !Number.isFinite(pageSize)) return DEFAULT_PAGE_SIZE
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize)))
}

/** The invoice query for the list's filter, sort and page size. Filtering and sorting are the service's, never the client's. */
export function invoiceListQuery(filter: InvoiceFilter, sort: InvoiceSortValue, pageSize: number | undefined): InvoiceListQuery {
  const sent = compactFilter(filter)
  return {
    limit: clampPageSize(pageSize),
    sort: { value: sort },
    ...(Object.keys(sent).length > 0 ? { filter: sent } : {}),
  }
}

/** The list's infinite query, with the host's load callbacks wired to it. */
export function useInvoiceQuery(filter: InvoiceFilter, sort: InvoiceSortValue, pageSize: number | undefined, callbacks: LoadCallbacks) {
  const query = useMemo(() => invoiceListQuery(filter, sort, pageSize), [filter, sort, pageSize])
  const result = useInvoices(query)
  useLoadCallbacks({ fetching: result.isFetching, error: result.error }, callbacks)
  // Returned whole, not spread: React Query re-renders only for the result fields a component reads.
  return { query, result }
}
