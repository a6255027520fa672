// The receivables' aging split by a dimension, as the hook reads it: the host's values and those the
// plain aging's invoices carry, each shown value's invoices read whole (agingSplitPart.ts), the
// columns made from them. `<ReceivablesAging by>` reads it in its table's part, loaded with `by`.
import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import { collectAll } from '../../api/transport/paginate'
import { readPolicy } from '../../api/errors'
import type { ListPage } from '../../api/results'
import { invoicesOfChart } from '../../core/queue/companyOf'
import type { AccountingDimensionValue, Invoice, InvoiceFilter } from '../../api/types'
import type { ByDimension } from '../../core/statements/byDimension'
import { DEFAULT_VALUE_COLUMNS } from '../../core/statements/byDimension'
import type { FigureStatus } from '../../core/statements/figureStatus'
import type { ageReceivables, AgingRules } from '../../core/statements/receivablesAging'
import {
  ageByDimension,
  agingSplitOf,
  type AgingSplitReads,
  type ReceivablesAgingColumn,
  type ValueRead,
} from '../../core/statements/dimensionColumns/aging'
import { useBookkeepingContext, type BookkeepingContextValue } from '../provider/context'
import { useQueryScope } from '../provider/queryScope'

/** Every invoice `filter` lists, read page after page in one query: a column is final only once all are here. */
function valueInvoicesQuery({ client, keys }: BookkeepingContextValue, filter: InvoiceFilter, limit: number) {
  return queryOptions({
    ...readPolicy,
    queryKey: [...keys.invoices.all, 'every', { limit, filter }] as const,
    queryFn: ({ signal }) =>
      collectAll<Invoice, ListPage<Invoice>>(
        (cursor, pageSignal) => client.queryInvoices({ limit, filter, ...(cursor ? { cursor } : {}) }, { signal: pageSignal ?? signal }),
        { signal },
      ),
  })
}

/** The read of each of `readIds`: the invoices `read` lists under that value alone. */
const valueReadsOf = (context: BookkeepingContextValue, read: InvoiceFilter, readIds: readonly string[], limit: number, enabled: boolean) =>
  readIds.map((id) => ({ ...valueInvoicesQuery(context, { ...read, dimensionValues: { id: { in: [id] } } }, limit), enabled }))

/**
 * The columns from each value's read (`results`, in the order of `readIds`): a company's invoices
 * as its chart tells them, and no column final where they cannot be told (`partial`).
 */
function assembleSplit(
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

/** What a split is asked: the dimension, the host's values, the column limit. */
export interface AgingSplitAsked {
  by: string | undefined
  dimensionValues: readonly AccountingDimensionValue[] | undefined
  maxValueColumns: number | undefined
}

/** What the plain aging hands a split of it (`usePlainAging`). */
export interface AgingSplitFrom {
  /** The day aged, once it can be read. */
  asOf: string | undefined
  rules: AgingRules
  /** The plain aging's invoices and figures: the Total column, and the values they carry. */
  invoices: readonly Invoice[] | undefined
  total: ReturnType<typeof ageReceivables> & { status: FigureStatus }
  /** The company's accounts, whose invoices alone count (as the plain aging's). */
  chart: ReadonlySet<string> | undefined
  /** A company's invoices without its chart cannot be told from another's: no column is final. */
  partial: boolean
  pageSize: number
  enabled: boolean
}

/** The split's columns and what they are made of, with the reads' failure and their retry. */
export interface AgingSplit {
  by: ByDimension | undefined
  columns: ReceivablesAgingColumn[]
  error: Error | null
  refetch: () => Promise<unknown>
}

const NO_HOST_VALUES: readonly AccountingDimensionValue[] = []

/**
 * The aging split by the dimension `by`: the host's values and those the plain aging's invoices
 * carry, at most `maxValueColumns` of them as columns, each read whole under the aging's filter
 * narrowed to it (with the values nested under it, each its own read). Without `by`, nothing.
 */
export function useAgingSplit(
  { by, dimensionValues = NO_HOST_VALUES, maxValueColumns = DEFAULT_VALUE_COLUMNS }: AgingSplitAsked,
  from: AgingSplitFrom,
): AgingSplit {
  const { asOf, rules, invoices, total } = from
  const context = useBookkeepingContext()
  const scope = useQueryScope()
  // A shown parent's column holds its sub-values' invoices too: each is read, shown or not.
  const known = useMemo(
    () => (by !== undefined ? agingSplitOf(by, dimensionValues, invoices ?? [], maxValueColumns) : undefined),
    [by, dimensionValues, invoices, maxValueColumns],
  )
  const readIds = known?.readIds ?? []
  const queries = valueReadsOf(context, rules.read, readIds, from.pageSize, from.enabled && asOf !== undefined)
  for (const query of queries) scope?.add(query.queryKey)
  const results = useQueries({ queries }, context.queryClient)
  const split =
    known && asOf !== undefined
      ? assembleSplit({ asOf, rules, total, split: known.split }, readIds, results, from.chart, from.partial)
      : undefined
  const failed = results.filter((result) => result.isError)
  return {
    by: split?.by,
    columns: split?.columns ?? [],
    error: failed[0]?.error ?? null,
    refetch: () => Promise.all(failed.map((result) => result.refetch())),
  }
}
