// The receivables' aging split by a dimension (a class, location or project): one column per
// value, aged from the invoices the service lists under that value; "Not specified" derived as the
// total less the invoices of every value column, each once; and the total, the plain aging's own.
import type { AccountingDimensionValue, Invoice, InvoiceFilter } from '../../../api/types'
import type { ByDimension, DimensionColumn, DimensionColumnValue } from '../byDimension'
import type { FigureStatus } from '../figureStatus'
import { ageReceivables, type AgingBucket, type AgingRules } from '../receivablesAging'
import { splitOf, withDescendants } from './values'

/** One column of an aging split by a dimension: a value's, Not specified (or other values), or the total. */
export interface ReceivablesAgingColumn {
  /** The value's id, `'notSpecified'`, `'otherValues'` or `'total'`. */
  key: string
  dimension: DimensionColumn
  /** The five buckets, not yet due first; a bucket's `filter` lists its invoices under the column's values (Not specified: all of the bucket's). */
  buckets: AgingBucket[]
  /** Everything owed in the column. */
  total: number
  /** The part of it past due. */
  overdue: number
  /** Invoices with an open balance in the column. */
  invoices: number
}

/** The invoices the service listed under one value, and how far that read came. */
export interface ValueRead {
  invoices: readonly Invoice[] | undefined
  status: FigureStatus
}

/**
 * How the aging of `invoices` is split by `by`: the host's values, then those the invoices carry,
 * at most `maxValueColumns` of them shown (`chosen`), the rest `more`; and the values each shown one
 * is read with (itself and every value nested under it, each its own read).
 */
export function agingSplitOf(
  by: string,
  host: readonly AccountingDimensionValue[],
  invoices: readonly Invoice[],
  maxValueColumns: number,
): { split: Omit<ByDimension, 'sharedLines'>; readIds: string[] } {
  const split = splitOf(
    by,
    host,
    invoices.flatMap((invoice) => invoice?.dimensionValues ?? []),
    undefined,
    maxValueColumns,
  )
  const byId = new Map(split.values.map((value) => [value.id, value]))
  return { split, readIds: [...new Set(split.chosen.flatMap((id) => withDescendants(byId, id)))] }
}

/** What `ageByDimension` splits: the plain aging's figures and rules, and each value's read. */
export interface AgingSplitReads {
  asOf: string
  rules: AgingRules
  /** The plain aging (every invoice read once), whose figures are the Total column's. */
  total: ReturnType<typeof ageReceivables> & { status: FigureStatus }
  /** The values known, those shown (`chosen`) and those past the column limit (`more`). */
  split: Omit<ByDimension, 'sharedLines'>
  /** Each value's read, by id: the shown values' and those nested under them. */
  reads: ReadonlyMap<string, ValueRead>
}

/** The filter that lists an invoice carrying any of `ids`. */
const underValues = (filter: InvoiceFilter, ids: readonly string[]): InvoiceFilter => ({
  ...filter,
  dimensionValues: { id: { in: [...ids] } },
})

/**
 * A status of several reads: final when every one is, none known while none is read, sums so far
 * while one is still reading (stopped when one failed or is missing), and partial when every one
 * is whole but one could not tell the company's invoices.
 */
export function statusOfReads(statuses: readonly FigureStatus[]): FigureStatus {
  if (statuses.every((status) => status === 'final')) return 'final'
  if (statuses.every((status) => status === 'unknown')) return 'unknown'
  if (statuses.some((status) => status === 'stopped' || status === 'unknown')) return 'stopped'
  return statuses.includes('counting') ? 'counting' : 'partial'
}

/**
 * The columns of the aging split by a dimension. A value's column ages the invoices of its own read
 * and of every value nested under it, each once (by id), so it is right whether or not the service
 * lists a sub-value's invoices under its parent. Not specified (or, with values past the column
 * limit, other values) is the total less the invoices of every value column, each once; an invoice
 * under two values neither nested in the other shows in both and counts once (`sharedLines`).
 */
export function ageByDimension({ asOf, rules, total, split, reads }: AgingSplitReads): {
  by: ByDimension
  columns: ReceivablesAgingColumn[]
} {
  const byId = new Map(split.values.map((value) => [value.id, value]))
  const union = new Map<string, Invoice>()
  const valuesOf = new Map<string, Set<string>>()
  const columns: ReceivablesAgingColumn[] = []
  const statuses: FigureStatus[] = [total.status]
  for (const id of split.chosen) {
    const value = byId.get(id)
    if (!value) continue
    const ids = withDescendants(byId, id)
    const invoices = new Map<string, Invoice>()
    for (const at of ids) {
      for (const invoice of reads.get(at)?.invoices ?? []) {
        if (typeof invoice?.id !== 'string') continue
        invoices.set(invoice.id, invoice)
        union.set(invoice.id, invoice)
        valuesOf.set(invoice.id, (valuesOf.get(invoice.id) ?? new Set()).add(at))
      }
    }
    const status = statusOfReads(ids.map((at) => reads.get(at)?.status ?? 'unknown'))
    statuses.push(status)
    const aged = ageReceivables([...invoices.values()], asOf, {
      notOwed: rules.notOwed,
      read: underValues(rules.read, ids),
      // A bucket's list is the service's own only once every invoice of the column is read.
      owing: status === 'final' && rules.owing ? underValues(rules.owing, ids) : undefined,
    })
    columns.push({
      key: id,
      dimension: { kind: 'value', value, status, derived: false },
      buckets: aged.buckets,
      total: aged.total,
      overdue: aged.overdue,
      invoices: aged.invoices,
    })
  }
  const { more } = split
  // Values with no column of their own: what is left is theirs or nobody's, and is named so.
  const rest = ageReceivables([...union.values()], asOf, { ...rules, owing: undefined })
  const restStatus: FigureStatus = total.status === 'unknown' ? 'unknown' : statusOfReads(statuses)
  columns.push({
    key: more.length > 0 ? 'otherValues' : 'notSpecified',
    dimension: { kind: more.length > 0 ? 'otherValues' : 'notSpecified', status: restStatus, derived: true },
    buckets: total.buckets.map((bucket, index) => {
      const taken = rest.buckets[index] as AgingBucket
      return { ...bucket, amount: bucket.amount - taken.amount, invoices: bucket.invoices - taken.invoices }
    }),
    total: total.total - rest.total,
    overdue: total.overdue - rest.overdue,
    invoices: total.invoices - rest.invoices,
  })
  columns.push({
    key: 'total',
    dimension: { kind: 'total', status: total.status, derived: false },
    buckets: total.buckets,
    total: total.total,
    overdue: total.overdue,
    invoices: total.invoices,
  })
  return {
    by: { ...split, sharedLines: sharedInvoices(valuesOf, byId) },
    columns,
  }
}

/** Invoices read under two values of which neither is nested in the other. */
function sharedInvoices(valuesOf: ReadonlyMap<string, ReadonlySet<string>>, byId: ReadonlyMap<string, DimensionColumnValue>): number {
  const above = (id: string, under: string) => {
    for (let at = byId.get(under)?.parentId, depth = 0; at !== undefined && depth < 10; at = byId.get(at)?.parentId, depth++) {
      if (at === id) return true
    }
    return false
  }
  let shared = 0
  for (const ids of valuesOf.values()) {
    const list = [...ids]
    if (list.some((a, index) => list.slice(index + 1).some((b) => !above(a, b) && !above(b, a)))) shared++
  }
  return shared
}
