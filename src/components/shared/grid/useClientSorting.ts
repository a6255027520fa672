import { useMemo } from 'react'
import { useTable, type ColumnDef, type SortingState, type TableFeatures, type TableOptions } from '@tanstack/react-table'
import type { GridTable } from './gridTable'
import type { Identified } from './VirtualGrid'

const NONE: never[] = []
const rowId = (record: Identified) => record.id
/** The sorting is the caller's (controlled): the table's own atoms never need to render it again. */
const noState = () => null

/**
 * `records` in the order `sorting` asks, sorted by TanStack Table's sorted row model over every
 * record at hand (the list's `features` register `rowSortingFeature`, `sortedRowModel` and the sort
 * functions its columns name). Unsorted, the records stay as given and no row is made for them.
 */
export function useClientSorting<TFeatures extends TableFeatures, TData extends Identified>(
  features: TFeatures,
  columns: readonly ColumnDef<TFeatures, TData, any>[],
  records: readonly TData[],
  sorting: SortingState,
): readonly TData[] {
  const sorted = sorting.length > 0
  const options = { features, columns, data: sorted ? records : NONE, getRowId: rowId, state: { sorting }, enableMultiSort: false }
  const table = useTable(options as unknown as TableOptions<GridTable<TData>['options']['features'], TData>, noState) as GridTable<TData>
  const sortingKey = JSON.stringify(sorting)
  // The table's options are this render's (useTable sets them as it is called), so the rows sorted are `records`.
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- the table is one instance; its input is records and sorting (sortingKey)
  return useMemo(() => (sorted ? table.getSortedRowModel().rows.map((row) => row.original) : records), [records, sortingKey])
}
