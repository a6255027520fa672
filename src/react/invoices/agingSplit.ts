// The receivables' aging split by a dimension: each value's invoices read whole (the aging's own
// filter, narrowed to the value), and the columns assembled from them beside the plain aging. The
// assembly loads with the first aging given `by`: a plain aging's page carries none of it.
import { queryOptions, useQueries } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { collectAll } from '../../api/transport/paginate'
import type { ListPage } from '../../api/results'
import type { AccountingDimensionValue, Invoice, InvoiceFilter } from '../../api/types'
import { invoicesOfChart } from '../../core/queue/companyOf'
import type { ByDimension } from '../../core/statements/byDimension'
import { DEFAULT_VALUE_COLUMNS } from '../../core/statements/byDimension'
import type { FigureStatus } from '../../core/statements/figureStatus'
import type { ageReceivables, AgingRules } from '../../core/statements/receivablesAging'
import type { ReceivablesAgingColumn, ValueRead } from '../../core/statements/dimensionColumns/aging'
import { readPolicy } from '../../api/errors'
import { useBookkeepingContext, type BookkeepingContextValue } from '../provider/context'
import { useQueryScope } from '../provider/queryScope'

type Assembly = typeof import('../../core/statements/dimensionColumns/aging')
// The assembly once loaded, for every aging after the first (a loaded module, as lazyPart keeps one).
let assembly: Assembly | undefined
let loading: Promise<Assembly> | undefined
const loadAssembly = () =>
  (loading ??= import('../../core/statements/dimensionColumns/aging').then(
    (module) => (assembly = module),
    (error: unknown) => {
      // The next aging asks again: a network that failed once may not fail twice.
      loading = undefined
      throw error
    },
  ))

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

/** What the split reads and assembles from. */
export interface AgingSplitOptions {
  by: string | undefined
  dimensionValues: readonly AccountingDimensionValue[] | undefined
  maxValueColumns: number | undefined
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
export function useAgingSplit(options: AgingSplitOptions): AgingSplit {
  const { by, dimensionValues = NO_HOST_VALUES, maxValueColumns = DEFAULT_VALUE_COLUMNS, asOf, rules, invoices, total, chart } = options
  const context = useBookkeepingContext()
  const scope = useQueryScope()
  const [loaded, setLoaded] = useState<Assembly | undefined>(() => assembly)
  const [loadError, setLoadError] = useState<Error | null>(null)
  useEffect(() => {
    if (by !== undefined && !loaded) loadAssembly().then(setLoaded, (failed: unknown) => setLoadError(failed as Error))
  }, [by, loaded])
  // A shown parent's column holds its sub-values' invoices too: each is read, shown or not.
  const known = useMemo(
    () => (by !== undefined && loaded ? loaded.agingSplitOf(by, dimensionValues, invoices ?? [], maxValueColumns) : undefined),
    [by, loaded, dimensionValues, invoices, maxValueColumns],
  )
  const readIds = known?.readIds ?? []
  const queries = readIds.map((id) => ({
    ...valueInvoicesQuery(context, { ...rules.read, dimensionValues: { id: { in: [id] } } }, options.pageSize),
    enabled: options.enabled && asOf !== undefined,
  }))
  for (const query of queries) scope?.add(query.queryKey)
  const results = useQueries({ queries }, context.queryClient)
  const reads = new Map<string, ValueRead>(
    readIds.map((id, index) => {
      const { data } = results[index]!
      const invoicesOfValue = data && (chart ? invoicesOfChart(data, chart) : data)
      return [id, { invoices: invoicesOfValue, status: data === undefined ? 'unknown' : options.partial ? 'partial' : 'final' }]
    }),
  )
  const split = known && loaded && asOf !== undefined ? loaded.ageByDimension({ asOf, rules, total, split: known.split, reads }) : undefined
  const failed = results.filter((result) => result.isError)
  return {
    by: split?.by,
    columns: split?.columns ?? [],
    error: failed[0]?.error ?? loadError,
    refetch: () => {
      // A load that failed is asked again by the next render's effect.
      if (loadError) setLoadError(null)
      return Promise.all(failed.map((result) => result.refetch()))
    },
  }
}
