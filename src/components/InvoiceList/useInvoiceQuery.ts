import { useMemo } from 'react'
import type { InvoiceFilter } from '../../api/types'
import type { InvoiceSortEncoder } from '../../api/service'
import { useServiceProfile } from '../../react/provider/provided'
import { useInvoices } from '../../react/invoices/invoiceReads'
import type { InvoiceListQuery } from '../../react/query/queries'
import { clampPageSize } from '../shared/grid/pageSize'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'
import { sortRequest } from './columns'
import { compactFilter } from './filter'
import type { InvoiceSortValue } from './types'

/**
 * The invoice query for the list's filter, sort and page size. Filtering and sorting are the
 * service's, never the client's; a service that cannot sort is sent no `sort` and keeps its order.
 */
function invoiceListQuery(
  filter: InvoiceFilter,
  sort: InvoiceSortValue,
  pageSize: number | undefined,
  encodeSort: InvoiceSortEncoder | false,
): InvoiceListQuery {
  const sent = compactFilter(filter)
  return {
    limit: clampPageSize(pageSize),
    ...(encodeSort ? { sort: encodeSort(sortRequest(sort)) } : {}),
    ...(Object.keys(sent).length > 0 ? { filter: sent } : {}),
  }
}

/** The list's infinite query, with the host's load callbacks wired to it. */
export function useInvoiceQuery(filter: InvoiceFilter, sort: InvoiceSortValue, pageSize: number | undefined, callbacks: LoadCallbacks) {
  const { invoiceSort } = useServiceProfile()
  const query = useMemo(() => invoiceListQuery(filter, sort, pageSize, invoiceSort), [filter, sort, pageSize, invoiceSort])
  const result = useInvoices(query)
  useLoadCallbacks({ fetching: result.isFetching, error: result.error ?? result.data?.stalled ?? null }, callbacks)
  // Returned whole, not spread: React Query re-renders only for the result fields a component reads.
  return { query, result }
}
