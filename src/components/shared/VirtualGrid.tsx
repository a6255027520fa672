import { FlexRender, type Row, type RowData, type TableFeatures } from '@tanstack/react-table'
import { createContext, useCallback, useRef, type AriaAttributes, type KeyboardEvent, type ReactNode } from 'react'
import { useVirtualRows, type GridNavigation } from './useVirtualRows'

/**
 * Whether the row being rendered is the grid's tab stop. Only that row's controls (a link in a cell)
 * are tabbable, so the grid stays one stop in the tab order while they remain reachable from the keyboard.
 */
export const RowTabStopContext = createContext(false)

/** What a grid cell shows of its column: its id, and its alignment from the column's meta. */
interface GridColumn {
  id: string
  columnDef: { meta?: { align?: 'start' | 'end' } }
}

/** One cell of a grid row, with its column and alignment as data attributes for CSS. */
export function GridCell({ column, role = 'gridcell', children, ...aria }: { column: GridColumn; role?: 'gridcell' | 'columnheader'; children: ReactNode } & Pick<AriaAttributes, 'aria-sort'>) {
  return (
    <div className="bk-grid__cell" role={role} data-column={column.id} data-align={column.columnDef.meta?.align} {...aria}>
      {children}
    </div>
  )
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

/** What a virtual grid is given: the table's rows, the rows around them, and how the next page loads. */
export interface VirtualGridProps<TFeatures extends TableFeatures, TData extends RowData> extends GridPaging {
  /** Every loaded row; only those near the viewport are in the DOM. */
  rows: readonly Row<TFeatures, TData>[]
  label: string
  columnCount: number
  /** The cells of the header row. */
  headerCells: ReactNode
  /** Row groups between the header and the body (a beginning balance), whose rows count in `rowsBefore`. */
  beforeBody?: ReactNode
  /** Row groups after the body (totals), whose rows count in `rowsAfter`. */
  afterBody?: ReactNode
  /** Rows above the body, the header included: the body's first row has `aria-rowindex` one more. */
  rowsBefore: number
  rowsAfter?: number
  /** A row was chosen (click, Enter or Space); rows are marked selectable when given. */
  onSelect?: (record: TData) => void
  /** Whether a click chooses a row (default), or only makes it current (a double-click then chooses it). */
  clickActivates?: boolean
  /** Sees a key in a row first (see `useVirtualRows`); true when handled. */
  onRowKeyDown?: (record: TData, index: number, event: KeyboardEvent<HTMLElement>, grid: GridNavigation) => boolean
  /** Extra attributes of a row, for its state (`aria-selected`, `data-*`). */
  rowAttributes?: (record: TData) => Record<string, string | boolean | undefined>
  /** Rows can be selected several at a time (`aria-multiselectable`). */
  multiselectable?: boolean
}

/**
 * Loaded records as a virtualized grid: a scroll region with a sticky header, the rows near the
 * viewport, the next page as the user nears the end, and one tab stop with roving focus.
 */
export function VirtualGrid<TFeatures extends TableFeatures, TData extends RowData>({
  rows,
  label,
  columnCount,
  headerCells,
  beforeBody,
  afterBody,
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
  multiselectable,
}: VirtualGridProps<TFeatures, TData>) {
  const scrollRef = useRef<HTMLDivElement | null>(null)
  // Stable while the rows are: a new key function makes the virtualizer lay out every loaded row
  // again, and the grid renders on every scrolled frame.
  const getRowKey = useCallback((index: number) => rows[index]?.id ?? String(index), [rows])
  const grid = useVirtualRows({
    scrollRef,
    count: rows.length,
    resetKey: firstPage,
    getRowKey,
    canLoadMore,
    onNearEnd: onLoadMore,
    onActivate: (index) => {
      const record = rows[index]?.original
      if (record) onSelect?.(record)
    },
    clickActivates,
    onRowKeyDown: onRowKeyDown
      ? (index, event, navigation) => {
          const record = rows[index]?.original
          return record ? onRowKeyDown(record, index, event, navigation) : false
        }
      : undefined,
  })

  // ARIA grid roles on plain elements: the virtualizer positions rows absolutely, which native table
  // layout does not allow, and only some rows are in the DOM (aria-rowindex says which).
  return (
    <div ref={scrollRef} className="bk-grid-region" data-state={refreshing ? 'refreshing' : undefined}>
      <div
        className="bk-grid"
        role="grid"
        aria-label={label}
        aria-readonly="true"
        aria-multiselectable={multiselectable || undefined}
        aria-rowcount={hasMore ? -1 : rows.length + rowsBefore + rowsAfter}
        aria-colcount={columnCount}
      >
        <div className="bk-grid__head" role="rowgroup">
          <div className="bk-grid__row" role="row" aria-rowindex={1}>
            {headerCells}
          </div>
        </div>
        {beforeBody}
        <div className="bk-grid__body" role="rowgroup" style={{ height: grid.bodyHeight }}>
          {grid.items.map((item) => {
            const row = rows[item.index] as Row<TFeatures, TData>
            return (
              <div
                key={row.id}
                className="bk-grid__row"
                role="row"
                aria-rowindex={item.index + rowsBefore + 1}
                data-selectable={onSelect ? true : undefined}
                style={{ transform: `translateY(${grid.rowOffset(item)}px)` }}
                {...rowAttributes?.(row.original)}
                {...grid.rowProps(item.index)}
              >
                <RowTabStopContext.Provider value={grid.isTabStop(item.index)}>
                  {row.getAllCells().map((cell) => (
                    <GridCell key={cell.id} column={cell.column}>
                      <FlexRender cell={cell} />
                    </GridCell>
                  ))}
                </RowTabStopContext.Provider>
              </div>
            )
          })}
        </div>
        {afterBody}
      </div>
    </div>
  )
}
