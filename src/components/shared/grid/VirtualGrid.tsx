import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import {
  flexRender,
  useTable,
  type Column,
  type ColumnDef,
  type OnChangeFn,
  type RowData,
  type SortingState,
  type TableFeatures,
  type TableOptions,
} from '@tanstack/react-table'
import { useMessages } from '../../../react/provider/provided'
import { useLatestRef } from '../hooks/useLatestRef'
import { gridMessages } from '../../../messages/grid'
import { ColumnsMenu } from './ColumnsMenu'
import { ColumnWidthsContext, GridCell, GridRow } from './GridCell'
import { HeaderCell } from './HeaderCell'
import { useGridLayout, type GridTable } from './gridTable'
import { useVirtualRows, type GridNavigation } from './useVirtualRows'
import { useRovingFocus } from './useRovingFocus'
import { useHeaderStop } from './useHeaderStop'

export { GridCell, RowTabStopContext } from './GridCell'

/** A list's records: each has the service's `id`, which is its row's id too. */
export interface Identified {
  id: string
}

/** How a list's rows are sorted: the service's order (the list asks again), or its own (`useClientSorting`). */
export interface GridSorting {
  state: SortingState
  onChange: OnChangeFn<SortingState>
}

/** A list's table, as it defines it once: its TanStack Table features and columns, and what its templates read. */
export interface GridDefinition<TFeatures extends TableFeatures, TData extends Identified> {
  /** The list's name among the user's layouts (`invoices`, `generalLedger`, …). */
  list: string
  features: TFeatures
  /** Every column the list can show, in its default order. */
  columns: readonly ColumnDef<TFeatures, TData, any>[]
  /** The host's `columns`: those the list offers, in the host's order (the user may hide and reorder them). */
  offered: readonly string[]
  /** What its templates read as `table.options.meta`. */
  meta: TableOptions<TFeatures, TData>['meta']
  /** A column's name, for the Columns menu and the column's edge. */
  columnName: (columnId: string) => string
  /** With the list's `rowSortingFeature`: how its rows are sorted (it orders `records` so). */
  sorting?: GridSorting
}

/** How a grid's rows page: what a list's table takes from its infinite query and hands to the grid. */
export interface GridPaging {
  /** The first loaded page: a new one means another query's rows, so the grid goes back to the top. */
  firstPage: unknown
  /** The rows are the previous query's, shown until the new ones arrive. */
  refreshing: boolean
  /** More pages exist beyond the loaded ones (the row count is then unknown). */
  hasMore: boolean
  /** The next page may be requested now (more pages, none loading, last attempt not failed). */
  canLoadMore: boolean
  onLoadMore: () => void
}

/** What a list's rows before and after the body are made with: the table, and its columns as shown. */
interface GridParts<TData extends RowData> {
  table: GridTable<TData>
  columns: readonly Column<GridTable<TData>['options']['features'], TData>[]
}

/** What a virtual grid is given: the records, their table, the rows around them, and how the next page loads. */
export interface VirtualGridProps<TFeatures extends TableFeatures, TData extends Identified> extends GridPaging {
  /** Every loaded record, in the order shown; only those near the viewport are in the DOM. */
  records: readonly TData[]
  grid: GridDefinition<TFeatures, TData>
  label: string
  /** Shown beside the Columns menu, above the grid (a note on the sort). */
  tools?: ReactNode
  /** Row groups between the header and the body (a beginning balance), whose rows count in `rowsBefore`. */
  renderBeforeBody?: (parts: GridParts<TData>) => ReactNode
  /** Row groups after the body (totals), whose rows count in `rowsAfter`. */
  renderAfterBody?: (parts: GridParts<TData>) => ReactNode
  /** Rows above the body, the header included: the body's first row has `aria-rowindex` one more. */
  rowsBefore: number
  rowsAfter?: number
  /** A row was chosen (click, Enter or Space); rows are marked selectable when given. */
  onSelect?: (record: TData) => void
  /** Whether a click chooses a row (default), or only makes it current (a double-click then chooses it). */
  clickActivates?: boolean
  /** Sees a key in a row first (see `useRovingFocus`'s `onItemKeyDown`); true when handled. */
  onRowKeyDown?: (record: TData, index: number, event: KeyboardEvent<HTMLElement>, grid: GridNavigation) => boolean
  /** Extra attributes of a row, for its state (`aria-selected`, `data-*`). */
  rowAttributes?: (record: TData) => Record<string, string | boolean | undefined>
  /**
   * What a row's cells show besides its record and the list's `meta`, asked for each row in the
   * window: a row renders again only when its record, one of these values, its attributes, its
   * place, its focus, the columns or `meta` change. Without it, a row shows its record and `meta` alone.
   */
  rowShows?: (record: TData) => readonly unknown[]
  /** Rows can be selected several at a time (`aria-multiselectable`). */
  multiselectable?: boolean
  /**
   * The first rows are on their way, said by this text: the header and the Columns menu show, the
   * rows in view are skeletons, and the grid is measured, so the rows render in one pass when they arrive.
   */
  loading?: string
}

const rowId = (record: Identified) => record.id
/**
 * What a render takes of the table's own state: nothing. Every slice the grid reads is the list's
 * (controlled), so the table's atoms never need to render it again.
 */
const noState = () => null

/**
 * Loaded records as a virtualized grid on TanStack Table: a Columns menu, a scroll region with a
 * sticky header whose column edges set widths, the rows near the viewport, the next page as the
 * user nears the end, and one tab stop with roving focus.
 *
 * The table is given the records in the DOM alone: an action that changes one record of thousands
 * builds rows for a window, not for every record. Sorting is the list's (the service's order, or
 * `useClientSorting` over every record), so the table only states it (`manualSorting`).
 */
export function VirtualGrid<TFeatures extends TableFeatures, TData extends Identified>({
  records,
  grid: definition,
  label,
  tools,
  renderBeforeBody,
  renderAfterBody,
  rowsBefore,
  rowsAfter = 0,
  firstPage,
  refreshing,
  hasMore,
  canLoadMore,
  onLoadMore,
  onSelect,
  clickActivates,
  onRowKeyDown,
  rowAttributes,
  rowShows,
  multiselectable,
  loading,
}: VirtualGridProps<TFeatures, TData>) {
  const messages = useMessages(gridMessages)
  const scrollRef = useRef<HTMLDivElement | null>(null)
  // A column the list's stylesheet takes off the screen in this container (a cell of a pixel, read
  // by screen readers alone) is no stop: the focus would land where nobody can see it.
  const headRowRef = useRef<HTMLDivElement | null>(null)
  const rowsView = useVirtualRows({ scrollRef, records, resetKey: firstPage, canLoadMore, onNearEnd: onLoadMore })
  // The rows are one tab stop with roving focus, over the window: a row moved to is scrolled into the DOM first.
  const rowFocus = useRovingFocus({
    ...rowsView,
    // A row's index is always one of these records': its handlers are this render's, as the rows are.
    onActivate: (index) => onSelect?.(records[index]!),
    clickActivates,
    onItemKeyDown: onRowKeyDown && ((index, event, navigation) => onRowKeyDown(records[index]!, index, event, navigation)),
  })
  // A row's handlers are the latest render's: a row that did not render again still acts on the rows as they are.
  const latestFocus = useLatestRef(rowFocus)
  // The records in the DOM, the same array while the window holds the same records: a change
  // elsewhere in the list (a row saved out of view, a count) builds none of the table's rows again.
  const windowKey = rowsView.items.join()
  const [shown] = useState(() => ({ records: [] as readonly TData[] }))
  const data = useMemo(() => {
    const next = rowsView.items.map((index) => records[index]!)
    const same = next.length === shown.records.length && next.every((record, at) => record === shown.records[at])
    if (!same) shown.records = next
    return shown.records
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the window is its indexes (windowKey) over these records
  }, [records, windowKey, shown])

  const allIds = useMemo(() => definition.columns.map((column) => column.id ?? ''), [definition.columns])
  const layout = useGridLayout(definition.list, allIds, definition.offered)
  // The width under the pointer while a column's edge is dragged: stored once the drag ends.
  const [dragged, setDragged] = useState<{ id: string; width: number } | null>(null)
  const { sorting } = definition
  const options = {
    features: definition.features,
    columns: definition.columns,
    data,
    getRowId: rowId,
    meta: definition.meta,
    state: {
      columnOrder: layout.columnOrder,
      columnVisibility: layout.columnVisibility,
      columnSizing: layout.columnSizing,
      ...(sorting && { sorting: sorting.state }),
    },
    onColumnOrderChange: layout.onColumnOrderChange,
    onColumnVisibilityChange: layout.onColumnVisibilityChange,
    onColumnSizingChange: layout.onColumnSizingChange,
    ...(sorting && {
      onSortingChange: sorting.onChange,
      manualSorting: true,
      enableMultiSort: false,
      enableSortingRemoval: false,
      sortDescFirst: false,
    }),
  }
  // One view of every list's table for the parts below: its features are the list's, its layout ones always among them.
  const table = useTable(options as unknown as TableOptions<GridTable<TData>['options']['features'], TData>, noState) as GridTable<TData>
  const columns = table.getVisibleLeafColumns()
  const columnsKey = columns.map((column) => column.id).join()
  const headStop = useHeaderStop(
    headRowRef,
    JSON.stringify([layout.columnOrder, layout.columnVisibility, layout.columnSizing, dragged, sorting?.state, records.length === 0]),
  )
  const parts: GridParts<TData> = { table, columns }
  const rows = table.getRowModel().rows
  // Stable, so that a column's edge renders again only when its own width or name changes.
  const onDrag = useCallback((id: string, width: number | undefined) => setDragged(width === undefined ? null : { id, width }), [])
  const latestTable = useLatestRef(table)
  const onResize = useCallback(
    (id: string, width: number) => latestTable.current.setColumnSizing((sizes) => ({ ...sizes, [id]: width })),
    [latestTable],
  )
  const widths = useMemo(
    () => (dragged ? { ...layout.columnSizing, [dragged.id]: dragged.width } : layout.columnSizing),
    [layout.columnSizing, dragged],
  )

  // ARIA grid roles on plain elements: the window positions rows absolutely, which native table
  // layout does not allow, and only some rows are in the DOM (aria-rowindex says which).
  // A skeleton takes no focus. `inert` set on the element: React 18 knows no such prop (a boolean
  // given to it is an error in development), React 19 wants a boolean.
  const gridRef = useRef<HTMLDivElement | null>(null)
  useLayoutEffect(() => void gridRef.current?.toggleAttribute('inert', Boolean(loading)), [loading])
  return (
    <ColumnWidthsContext.Provider value={widths}>
      <div className="bk-grid-tools">
        {tools}
        <ColumnsMenu table={table} layout={layout} columnName={definition.columnName} listName={label} messages={messages} />
      </div>
      <div ref={scrollRef} className="bk-grid-region" data-state={loading ? 'loading' : refreshing ? 'refreshing' : undefined}>
        {/* A skeleton is no grid yet: its status says what is on the way, and nothing in it takes the focus. */}
        {loading && (
          <span className="bk-visually-hidden" role="status">
            {loading}
          </span>
        )}
        <div
          className="bk-grid"
          ref={gridRef}
          aria-hidden={loading ? true : undefined}
          role="grid"
          aria-label={label}
          aria-readonly="true"
          aria-multiselectable={multiselectable || undefined}
          aria-rowcount={hasMore ? -1 : records.length + rowsBefore + rowsAfter}
          aria-colcount={columns.length}
        >
          <div className="bk-grid__head" role="rowgroup">
            {/* The header's keys: one tab stop, arrows between its columns (useHeaderStop). */}
            <div
              ref={headRowRef}
              className="bk-grid__row"
              role="row"
              aria-rowindex={1}
              onFocus={headStop.onFocus}
              onKeyDown={headStop.onKeyDown}
            >
              {table.getHeaderGroups()[0]?.headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  column={header.column}
                  name={definition.columnName(header.column.id)}
                  width={widths[header.column.id]}
                  onDrag={onDrag}
                  onResize={onResize}
                  messages={messages}
                >
                  <table.FlexRender header={header} />
                </HeaderCell>
              ))}
            </div>
          </div>
          {renderBeforeBody?.(parts)}
          <div className="bk-grid__body" role="rowgroup" style={{ height: rowsView.bodyHeight }}>
            {/* Skeleton rows, stacked: more than a region shows, each the one height every row has,
                measured before any record arrives. */}
            {loading &&
              Array.from({ length: 24 }, (_, index) => (
                <div key={index} className="bk-grid__row">
                  <span className="bk-skeleton" />
                </div>
              ))}
            {rowsView.items.map((index, at) => {
              const row = rows[at]!
              const item = rowFocus.itemProps(index)
              return (
                <GridRow
                  key={row.id}
                  record={row.original}
                  cells={() =>
                    // flexRender, not <FlexRender>: a component around each of a window's hundreds of cells costs every render.
                    row.getVisibleCells().map((cell) => (
                      <GridCell key={cell.column.id} column={cell.column}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </GridCell>
                    ))
                  }
                  index={index}
                  rowIndex={index + rowsBefore + 1}
                  top={index * rowsView.rowHeight}
                  selectable={onSelect !== undefined}
                  current={item['data-current'] === true}
                  tabStop={index === rowFocus.tabStop}
                  doubleClick={item.onDoubleClick !== undefined}
                  focus={latestFocus}
                  attributes={rowAttributes?.(row.original)}
                  shows={rowShows?.(row.original)}
                  templates={definition.columns}
                  columnsKey={columnsKey}
                  meta={definition.meta}
                />
              )
            })}
          </div>
          {renderAfterBody?.(parts)}
        </div>
      </div>
    </ColumnWidthsContext.Provider>
  )
}
