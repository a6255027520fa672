import { createContext, useMemo, useRef, type AriaAttributes, type KeyboardEvent, type ReactNode } from 'react'
import { useListTable, type Identified, type ListTableOptions, type ListTableParts } from './listTable'
import { renderCell, renderHeader } from './tableSetup'
import { useVirtualRows, type GridNavigation } from './useVirtualRows'
import { useRovingFocus } from './useRovingFocus'

/**
 * Whether the row being rendered is the grid's tab stop. Only that row's controls (a link in a cell)
 * are tabbable, so the grid stays one stop in the tab order while they remain reachable from the keyboard.
 */
export const RowTabStopContext = createContext(false)

/** How a column's cells align: every list's column meta has it. */
export interface ColumnLayout {
  align?: 'start' | 'end'
}

/** What a grid cell shows of its column: its id, and its alignment from the column's meta. */
interface GridColumn {
  id: string
  meta?: ColumnLayout
}

/** One cell of a grid row, with its column and alignment as data attributes for CSS. */
export function GridCell({ column, role = 'gridcell', children, ...aria }: { column: GridColumn; role?: 'gridcell' | 'columnheader'; children: ReactNode } & Pick<AriaAttributes, 'aria-sort'>) {
  return (
    <div className="bk-grid__cell" role={role} data-column={column.id} data-align={column.meta?.align} {...aria}>
      {children}
    </div>
  )
}

/** The header row's cells: each column's header in its `columnheader` cell. */
function columnHeaderCells<TData, TMeta, TColumnMeta extends ColumnLayout>({ columns, table }: ListTableParts<TData, TMeta, TColumnMeta>) {
  return columns.map((column) => (
    <GridCell key={column.id} column={column} role="columnheader">
      {renderHeader(column, table)}
    </GridCell>
  ))
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

/** What a virtual grid is given: the records, their table, the rows around them, and how the next page loads. */
export interface VirtualGridProps<TData extends Identified, TMeta, TColumnMeta extends ColumnLayout> extends GridPaging {
  /** Every loaded record; only those near the viewport are in the DOM. */
  records: readonly TData[]
  /**
   * The table's columns and meta. Its rows are for the records near the viewport alone: an action
   * that changes one record of thousands builds rows for a window, not for every record.
   */
  table: ListTableOptions<TData, TMeta, TColumnMeta>
  label: string
  /** The cells of the header row; by default each column's header. */
  renderHeaderCells?: (parts: ListTableParts<TData, TMeta, TColumnMeta>) => ReactNode
  /** Row groups between the header and the body (a beginning balance), whose rows count in `rowsBefore`. */
  renderBeforeBody?: (parts: ListTableParts<TData, TMeta, TColumnMeta>) => ReactNode
  /** Row groups after the body (totals), whose rows count in `rowsAfter`. */
  renderAfterBody?: (parts: ListTableParts<TData, TMeta, TColumnMeta>) => ReactNode
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
  /** Rows can be selected several at a time (`aria-multiselectable`). */
  multiselectable?: boolean
}

/**
 * Loaded records as a virtualized grid: a scroll region with a sticky header, the rows near the
 * viewport, the next page as the user nears the end, and one tab stop with roving focus.
 */
export function VirtualGrid<TData extends Identified, TMeta, TColumnMeta extends ColumnLayout>({
  records,
  table,
  label,
  renderHeaderCells = columnHeaderCells,
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
  multiselectable,
}: VirtualGridProps<TData, TMeta, TColumnMeta>) {
  const scrollRef = useRef<HTMLDivElement | null>(null)
  const grid = useVirtualRows({
    scrollRef,
    records,
    resetKey: firstPage,
    canLoadMore,
    onNearEnd: onLoadMore,
  })
  // The rows are one tab stop with roving focus, over the window: a row moved to is scrolled into the DOM first.
  const rowFocus = useRovingFocus({
    ...grid,
    // A row's index is always one of these records': its handlers are this render's, as the rows are.
    onActivate: (index) => onSelect?.(records[index]!),
    clickActivates,
    onItemKeyDown: onRowKeyDown && ((index, event, navigation) => onRowKeyDown(records[index]!, index, event, navigation)),
  })
  // Rows (keyed by record id) for the records in the DOM alone, made again only when the window or
  // one of its records changes.
  const windowKey = grid.items.map((item) => item.index).join()
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- the window is its indexes (windowKey) over these records
  const data = useMemo(() => grid.items.map((item) => records[item.index]!), [records, windowKey])
  const parts = useListTable(table, data)
  const { columns, rows } = parts

  // ARIA grid roles on plain elements: the window positions rows absolutely, which native table
  // layout does not allow, and only some rows are in the DOM (aria-rowindex says which).
  return (
    <div ref={scrollRef} className="bk-grid-region" data-state={refreshing ? 'refreshing' : undefined}>
      <div
        className="bk-grid"
        role="grid"
        aria-label={label}
        aria-readonly="true"
        aria-multiselectable={multiselectable || undefined}
        aria-rowcount={hasMore ? -1 : records.length + rowsBefore + rowsAfter}
        aria-colcount={columns.length}
      >
        <div className="bk-grid__head" role="rowgroup">
          <div className="bk-grid__row" role="row" aria-rowindex={1}>
            {renderHeaderCells(parts)}
          </div>
        </div>
        {renderBeforeBody?.(parts)}
        <div className="bk-grid__body" role="rowgroup" style={{ height: grid.bodyHeight }}>
          {grid.items.map((item, at) => {
            const row = rows[at]!
            return (
              <div
                key={row.id}
                className="bk-grid__row"
                role="row"
                aria-rowindex={item.index + rowsBefore + 1}
                data-selectable={onSelect ? true : undefined}
                style={{ transform: `translateY(${grid.rowOffset(item)}px)` }}
                {...rowAttributes?.(row.original)}
                {...rowFocus.itemProps(item.index)}
              >
                <RowTabStopContext.Provider value={item.index === rowFocus.tabStop}>
                  {columns.map((column) => (
                    <GridCell key={column.id} column={column}>
                      {renderCell(column, row, parts.table)}
                    </GridCell>
                  ))}
                </RowTabStopContext.Provider>
              </div>
            )
          })}
        </div>
        {renderAfterBody?.(parts)}
      </div>
    </div>
  )
}
