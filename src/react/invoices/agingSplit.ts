// The receivables' aging split by a dimension, as the hooks read it: the host's values and those the
// plain aging's invoices carry, each shown value's invoices read whole, the columns made from them
// (agingSplitReads.ts, handed in: the table's part imports it, useReceivablesAging loads it).
import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { AccountingDimensionValue, Invoice } from '../../api/types'
import type { ByDimension } from '../../core/statements/byDimension'
import { DEFAULT_VALUE_COLUMNS } from '../../core/statements/byDimension'
import type { FigureStatus } from '../../core/statements/figureStatus'
import type { ageReceivables, AgingRules } from '../../core/statements/receivablesAging'
import type { ReceivablesAgingColumn } from '../../core/statements/dimensionColumns/aging'
import { useBookkeepingContext } from '../provider/context'
import { useQueryScope } from '../provider/queryScope'

/** The split's reads and assembly (agingSplitReads.ts), once loaded. */
export type AgingSplitReadsPart = typeof import('./agingSplitReads')

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
 * narrowed to it (with the values nested under it, each its own read). Without `by`, or until
 * `part` (its reads and assembly) is here, nothing.
 */
export function useAgingSplit(
  part: AgingSplitReadsPart | undefined,
  { by, dimensionValues = NO_HOST_VALUES, maxValueColumns = DEFAULT_VALUE_COLUMNS }: AgingSplitAsked,
  from: AgingSplitFrom,
): AgingSplit {
  const { asOf, rules, invoices, total } = from
  const context = useBookkeepingContext()
  const scope = useQueryScope()
  // A shown parent's column holds its sub-values' invoices too: each is read, shown or not.
  const known = useMemo(
    () => (by !== undefined && part ? part.agingSplitOf(by, dimensionValues, invoices ?? [], maxValueColumns) : undefined),
    [by, part, dimensionValues, invoices, maxValueColumns],
  )
  const readIds = known?.readIds ?? []
  const queries = !part ? [] : part.valueReadsOf(context, rules.read, readIds, from.pageSize, from.enabled && asOf !== undefined)
  for (const query of queries) scope?.add(query.queryKey)
  const results = useQueries({ queries }, context.queryClient)
  const split =
    part && known && asOf !== undefined
      ? part.assembleSplit({ asOf, rules, total, split: known.split }, readIds, results, from.chart, from.partial)
      : undefined
  const failed = results.filter((result) => result.isError)
  return {
    by: split?.by,
    columns: split?.columns ?? [],
    error: failed[0]?.error ?? null,
    refetch: () => Promise.all(failed.map((result) => result.refetch())),
  }
}
