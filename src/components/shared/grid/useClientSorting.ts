import { useEffect, useMemo, useState } from 'react'
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

/** `records` in the order `sorting` asks (a sort is asked for: `sorting` is not empty). */
export type SortRecords<TData> = (records: readonly TData[], sorting: SortingState) => readonly TData[]

/**
 * `records` in the order `sorting` asks, by the list's own sorting table, whose code
 * `load` brings once the rows have painted. A sort asked before it is here is done as it arrives:
 * until then the records stay in the order given (the header already states the sort asked for).
 */
export function useLoadedSorting<TData extends Identified>(
  load: () => Promise<SortRecords<TData>>,
  records: readonly TData[],
  sorting: SortingState,
): readonly TData[] {
  const [sorter, setSorter] = useState<{ sort: SortRecords<TData> }>()
  const sorted = sorting.length > 0
  // Loaded after the first paint; after a failed load, again when a sort is asked.
  useEffect(() => {
    if (sorter) return
    let live = true
    load().then(
      (sort) => live && setSorter({ sort }),
      () => undefined,
    )
    return () => {
      live = false
    }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `load` is the list's one import
  }, [sorter, sorted])
  const sortingKey = JSON.stringify(sorting)
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- the order is of records and sorting (sortingKey)
  return useMemo(() => (sorted && sorter ? sorter.sort(records, sorting) : records), [sorter, records, sortingKey])
}
