/**
 * The queue's sorting table, loaded with `import()` once its rows have painted: TanStack Table's
 * sorting feature, its sorted row model and sort functions are not in the queue's first load.
 */
import {
  constructTable,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  type SortingState,
  type TableFeatures,
  type TableOptions,
} from '@tanstack/react-table'
import type { BankTransaction } from '../../../api/types'
import type { SortRecords } from '../../shared/grid/useClientSorting'
import { sortableTransactionColumns } from './columns'

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

// Dates are `YYYY-MM-DD` strings and amounts numbers: the basic comparison is the one the columns name.
const sortingFeatures = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { basic: sortFn_basic } })

/**
 * A queue's sorting table: the transactions in the order `sorting` asks, by TanStack Table's sorted
 * row model, one table for every sort (the rows it made for the same records are made once, and a
 * new order only sorts them again). One per queue: two queues on a page never share their records.
 */
export function transactionSorter(): SortRecords<BankTransaction> {
  const options = {
    features: { ...sortingFeatures, coreReactivityFeature: plainReactivity },
    columns: sortableTransactionColumns,
    data: [] as BankTransaction[],
    getRowId: (transaction: BankTransaction) => transaction.id,
    state: { sorting: [] as SortingState },
    enableMultiSort: false,
  }
  // The columns are written for the grid's features too (columns.tsx): this table reads their sorting alone.
  const table = constructTable(options as unknown as TableOptions<typeof sortingFeatures & TableFeatures, BankTransaction>)
  return (records, sorting) => {
    table.setOptions((previous) => ({ ...previous, data: records as BankTransaction[], state: { sorting } }))
    return table.getSortedRowModel().rows.map((row) => row.original)
  }
}
