import { useMemo } from 'react'
import type { ListColumn, ListRow, ListTable } from './tableSetup'

/** A list's records: each has the service's `id`, which is its row's id too. */
export interface Identified {
  id: string
}

/** A list's table as its grid is given it: the columns shown, in order, and the meta their templates read. */
export interface ListTableOptions<TData, TMeta, TColumnMeta> {
  columns: readonly ListColumn<TData, TMeta, TColumnMeta>[]
  meta: TMeta
}

/** What a list's grid reads of its table: the table its templates are given, its columns, and the rows made. */
export interface ListTableParts<TData, TMeta, TColumnMeta> extends Pick<ListTableOptions<TData, TMeta, TColumnMeta>, 'columns'> {
  table: ListTable<TMeta>
  rows: readonly ListRow<TData>[]
}

/**
 * The table of a list (invoices, ledger lines, bank transactions): a row for each of `records` in
 * the order given, keyed by its record's id. Every list orders, filters and pages its rows itself
 * (or the service does), and the grid gives only the records near the viewport (VirtualGrid), so
 * the rows are made again only when those records change.
 */
export function useListTable<TData extends Identified, TMeta, TColumnMeta>({ columns, meta }: ListTableOptions<TData, TMeta, TColumnMeta>, records: readonly TData[]): ListTableParts<TData, TMeta, TColumnMeta> {
  const table = useMemo(() => ({ meta }), [meta])
  const rows = useMemo(() => records.map((record) => ({ id: record.id, original: record })), [records])
  return { table, columns, rows }
}
