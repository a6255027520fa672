import { useMemo, useSyncExternalStore } from 'react'
import {
  columnOrderingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  functionalUpdate,
  type ColumnOrderState,
  type ColumnSizingState,
  type ColumnVisibilityState,
  type OnChangeFn,
  type ReactTable,
  type RowData,
} from '@tanstack/react-table'
import { useBookkeepingContext } from '../../../react/provider/context'
import { layoutsOf, type GridLayout } from '../../../react/provider/gridLayouts'

/** What every list's column meta holds: how its cells align, and whether the user may hide or widen it. */
export interface ColumnLayout {
  align?: 'start' | 'end'
  /** A column of controls (the row's checkbox): always shown, at its own width. */
  fixed?: boolean
}

/**
 * The TanStack Table features of every list's grid: the columns the user shows, orders and widens.
 * A list adds its meta types (`tableMeta`, `columnMeta`); one that sorts on the client may sort with
 * a table of its own, loaded after its rows paint (the queue's rows/sorting.ts).
 */
export const layoutFeatures = { columnVisibilityFeature, columnOrderingFeature, columnSizingFeature }

/** A list's grid as the shared parts read it: the layout features. */
// Its state is never rendered from (`null`): every slice the grids read is the list's, controlled.
export type GridTable<TData extends RowData> = ReactTable<typeof layoutFeatures & { columnMeta: ColumnLayout }, TData, null>

/** A width the user may give a column, in CSS pixels. */
export const COLUMN_WIDTH = { min: 48, max: 640 }

/** A template's meta: the list's own values (messages, totals, the host's overrides) its grid is given. */
export function listMeta<TMeta>(table: { options: { meta?: TMeta } }): TMeta {
  const meta = table.options.meta
  if (meta === undefined) throw new Error('bookkit: a list’s cell was rendered outside its grid.')
  return meta
}

/**
 * The offered columns in the user's order: the order they left (columns no longer offered left
 * out), and each column offered since placed after the one it follows in the list's own order.
 */
export function orderedColumns(offered: readonly string[], chosen: readonly string[] | undefined): string[] {
  const offeredSet = new Set(offered)
  const order = (chosen ?? []).filter((id, at, all) => offeredSet.has(id) && all.indexOf(id) === at)
  offered.forEach((id, at) => {
    if (order.includes(id)) return
    const before = at === 0 ? -1 : order.indexOf(offered[at - 1]!)
    order.splice(before + 1, 0, id)
  })
  return order
}

/** A list's columns as TanStack Table's state holds them, and what the Columns menu and the column edges change. */
export interface GridLayoutState {
  /** The columns the list offers, in the user's order. */
  order: readonly string[]
  columnOrder: ColumnOrderState
  columnVisibility: ColumnVisibilityState
  columnSizing: ColumnSizingState
  onColumnOrderChange: OnChangeFn<ColumnOrderState>
  onColumnVisibilityChange: OnChangeFn<ColumnVisibilityState>
  onColumnSizingChange: OnChangeFn<ColumnSizingState>
  /** Whether the user changed anything: the Columns menu then offers its reset. */
  changed: boolean
  /** Back to the host's columns, in the host's order, at their own widths. */
  reset: () => void
}

/**
 * The layout of list `list` for the session's user: which of the `offered` columns show, in what
 * order, and how wide, as they last chose (kept through the provider's `persist` storage when it is
 * on). `all` is every column the list defines; those not offered stay hidden.
 */
export function useGridLayout(list: string, all: readonly string[], offered: readonly string[]): GridLayoutState {
  const gridLayouts = layoutsOf(useBookkeepingContext().gridLayouts)
  const chosen = useSyncExternalStore(gridLayouts.subscribe, gridLayouts.all, gridLayouts.all)[list]
  // Keyed by content: hosts often pass a new `columns` array on every render.
  const offeredKey = offered.join('\n')
  const allKey = all.join('\n')
  return useMemo(() => {
    const offeredIds = offeredKey === '' ? [] : offeredKey.split('\n')
    const allIds = allKey.split('\n')
    const order = orderedColumns(offeredIds, chosen?.order)
    const hiddenByUser = (chosen?.hidden ?? []).filter((id) => order.includes(id))
    // A layout that hides every column shows them all: a grid of no columns is no choice.
    const hidden = new Set(hiddenByUser.length < order.length ? hiddenByUser : [])
    const columnVisibility = Object.fromEntries(allIds.filter((id) => hidden.has(id) || !order.includes(id)).map((id) => [id, false]))
    const columnSizing = Object.fromEntries(Object.entries(chosen?.widths ?? {}).filter(([id]) => order.includes(id)))
    // What the user left as the default is not kept: a column the host adds later then shows.
    const save = (next: GridLayout) => {
      const { order: chosenOrder, hidden: chosenHidden, widths } = { ...chosen, ...next }
      const layout: GridLayout = {
        ...(chosenOrder && { order: chosenOrder }),
        ...(chosenHidden?.length && { hidden: chosenHidden }),
        ...(widths && Object.keys(widths).length > 0 && { widths }),
      }
      gridLayouts.set(list, Object.keys(layout).length > 0 ? layout : undefined)
    }
    return {
      order,
      columnOrder: [...order, ...allIds.filter((id) => !order.includes(id))],
      columnVisibility,
      columnSizing,
      onColumnOrderChange: (updater) => {
        const next = functionalUpdate(updater, [...order]).filter((id) => order.includes(id))
        save({ order: next.join() === offeredIds.join() ? undefined : next })
      },
      onColumnVisibilityChange: (updater) => {
        const next = functionalUpdate(updater, columnVisibility)
        save({ hidden: order.filter((id) => next[id] === false) })
      },
      onColumnSizingChange: (updater) => {
        const next = functionalUpdate(updater, columnSizing)
        save({
          widths: Object.fromEntries(
            Object.entries(next).map(([id, width]) => [id, Math.round(Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, width)))]),
          ),
        })
      },
      changed: chosen !== undefined,
      reset: () => gridLayouts.set(list, undefined),
    }
  }, [gridLayouts, list, chosen, offeredKey, allKey])
}
