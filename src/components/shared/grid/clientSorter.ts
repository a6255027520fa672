/**
 * A list's sorting table, loaded with `import()` once its rows have painted: TanStack Table's
 * sorting feature, its sorted row model and sort functions are in no list's first load.
 */
import {
  constructTable,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  type ColumnDef,
  type SortingState,
  type TableFeatures,
  type TableOptions,
} from '@tanstack/react-table'
import type { Identified } from './VirtualGrid'

/** What a list's columns are written for when it sorts on the client: their `sortFn` and `sortDescFirst`. */
export type ClientSortingFeatures = ReturnType<typeof sortingFeatures>

/** `records` in the order `sorting` asks (a sort is asked for: `sorting` is not empty). */
export type SortRecords<TData> = (records: readonly TData[], sorting: SortingState) => readonly TData[]

/**
 * The sorting table's state is given with each sort and read at once: no render subscribes to
 * it, so its atoms are plain values (React's would schedule renders nobody reads).
 */
const plainReactivity = {
  createOptionsStore: false,
  wrapExternalAtoms: false,
  batch: (run: () => void) => run(),
  schedule: (run: () => void) => queueMicrotask(run),
  untrack: <T>(read: () => T) => read(),
  createReadonlyAtom: <T>(read: () => T) => ({ get: read, subscribe: () => ({ unsubscribe: () => undefined }) }),
  createWritableAtom: <T>(initial: T) => {
    let value = initial
    return {
      get: () => value,
      set: (next: T | ((previous: T) => T)) => void (value = typeof next === 'function' ? (next as (previous: T) => T)(value) : next),
      subscribe: () => ({ unsubscribe: () => undefined }),
    }
  },
}

// Dates are `YYYY-MM-DD` strings and amounts numbers: the basic comparison is the one the lists' columns name.
const sortingFeatures = () => tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { basic: sortFn_basic } })

const rowId = (record: Identified) => record.id

/**
 * Sorts by TanStack Table's sorted row model over `columns`, one table for every sort: the rows it
 * made for the same records are made once, and a new order only sorts them again.
 */
export function clientSorter<TFeatures extends ClientSortingFeatures, TData extends Identified>(
  columns: readonly ColumnDef<TFeatures, TData, any>[],
): SortRecords<TData> {
  const features = { ...sortingFeatures(), coreReactivityFeature: plainReactivity }
  const options = {
    features,
    columns,
    data: [] as readonly TData[],
    getRowId: rowId,
    state: { sorting: [] as SortingState },
    enableMultiSort: false,
  }
  const table = constructTable(options as unknown as TableOptions<TFeatures & TableFeatures, TData>)
  return (records, sorting) => {
    table.setOptions((previous) => ({ ...previous, data: records as TData[], state: { sorting } }))
    return table.getSortedRowModel().rows.map((row) => row.original)
  }
}
