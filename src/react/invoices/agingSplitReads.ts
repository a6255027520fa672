// The aging split's reads and assembly: each value's invoices read whole under the aging's own
// filter narrowed to it, and the columns made from them beside the plain aging. The table of
// `<ReceivablesAging by>` imports it (loaded with it); `useReceivablesAging` loads it with `by`.
import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query'
import { collectAll } from '../../api/transport/paginate'
import { readPolicy } from '../../api/errors'
import type { ListPage } from '../../api/results'
import type { Invoice, InvoiceFilter } from '../../api/types'
import { invoicesOfChart } from '../../core/queue/companyOf'
import { ageByDimension, type AgingSplitReads, type ValueRead } from '../../core/statements/dimensionColumns/aging'
import type { BookkeepingContextValue } from '../provider/context'

export { agingSplitOf } from '../../core/statements/dimensionColumns/aging'

/** Every invoice `filter` lists, read page after page in one query: a column is final only once all are here. */
function valueInvoicesQuery(
  { client, keys }: BookkeepingContextValue,
  filter: InvoiceFilter,
  limit: number,
): UseQueryOptions<Invoice[], Error, Invoice[], QueryKey> {
  return {
    ...readPolicy,
    queryKey: [...keys.invoices.all, 'every', { limit, filter }],
    queryFn: ({ signal }) =>
      collectAll<Invoice, ListPage<Invoice>>(
        (cursor, pageSignal) => client.queryInvoices({ limit, filter, ...(cursor ? { cursor } : {}) }, { signal: pageSignal ?? signal }),
        { signal },
      ),
  }
}

/** The read of each of `readIds`: the invoices `read` lists under that value alone. */
export const valueReadsOf = (
  context: BookkeepingContextValue,
  read: InvoiceFilter,
  readIds: readonly string[],
  limit: number,
  enabled: boolean,
): Array<UseQueryOptions<Invoice[], Error, Invoice[], QueryKey>> =>
  readIds.map((id) => ({ ...valueInvoicesQuery(context, { ...read, dimensionValues: { id: { in: [id] } } }, limit), enabled }))

/**
 * The columns from each value's read (`results`, in the order of `readIds`): a company's invoices
 * as its chart tells them, and no column final where they cannot be told (`partial`).
 */
export function assembleSplit(
  asked: Omit<AgingSplitReads, 'reads'>,
  readIds: readonly string[],
  results: readonly Pick<UseQueryResult<Invoice[]>, 'data'>[],
  chart: ReadonlySet<string> | undefined,
  partial: boolean,
) {
  const reads = new Map<string, ValueRead>(
    readIds.map((id, index) => {
      const data = results[index]?.data
      const invoices = data && (chart ? invoicesOfChart(data, chart) : data)
      return [id, { invoices, status: data === undefined ? 'unknown' : partial ? 'partial' : 'final' }]
    }),
  )
  return ageByDimension({ ...asked, reads })
}
