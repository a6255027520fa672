import { FlexRender, useTable, type Header, type TableFeatures, type TableOptions } from '@tanstack/react-table'
import { GridCell } from './VirtualGrid'

/** A list's records: each has the service's `id`, which is its row's id too. */
interface Identified {
  id: string
}

const byId = (record: Identified) => record.id

/**
 * The table of a list (invoices, ledger lines, bank transactions): TanStack Table's core row model
 * over `data` in the order given, each row keyed by its record's id. Every list orders, filters and
 * pages its rows itself (or the service does), so the core model is all the table needs.
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

/** The header row's cells: each column's header in its `columnheader` cell. */
export function headerCells<TFeatures extends TableFeatures, TData extends Identified>(headers: readonly Header<TFeatures, TData, unknown>[]) {
  return headers.map((header) => (
    <GridCell key={header.id} column={header.column} role="columnheader">
      <FlexRender header={header} />
    </GridCell>
  ))
}
