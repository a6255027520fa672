import { useTable, type TableFeatures, type TableOptions } from '@tanstack/react-table'

/** A list's records: each has the service's `id`, which is its row's id too. */
export interface Identified {
  id: string
}

/** What a list's grid reads of its table: the rows made, and the header and footer cells of its columns. */
export type ListTableParts<TFeatures extends TableFeatures, TData extends Identified> = ReturnType<typeof useListTable<TFeatures, TData>>

const byId = (record: Identified) => record.id

/**
 * The table of a list (invoices, ledger lines, bank transactions): TanStack Table's core row model
 * over `data` in the order given, each row keyed by its record's id. Every list orders, filters and
 * pages its rows itself (or the service does), so the core model is all the table needs; and the
 * grid gives it only the records near the viewport (VirtualGrid).
 */
export function useListTable<TFeatures extends TableFeatures, TData extends Identified>(options: TableOptions<TFeatures, TData>) {
  const table = useTable<TFeatures, TData>({ getRowId: byId, ...options })
  return {
    table,
    rows: table.getRowModel().rows,
    headers: table.getHeaderGroups()[0]?.headers ?? [],
    footers: table.getFooterGroups()[0]?.headers ?? [],
  }
}
