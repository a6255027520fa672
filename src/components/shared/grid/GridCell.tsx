import { createContext, memo, useContext, type AriaAttributes, type KeyboardEventHandler, type ReactNode, type RefObject } from 'react'
import type { ColumnLayout } from './gridTable'
import type { RovingItemProps } from './useRovingFocus'

/**
 * Whether the row being rendered is the grid's tab stop. Only that row's controls (a link in a cell)
 * are tabbable, so the grid stays one stop in the tab order while they remain reachable from the keyboard.
 */
export const RowTabStopContext = createContext(false)

/** The widths the user set, by column id: every cell of a column has its column's. */
export const ColumnWidthsContext = createContext<Readonly<Record<string, number>>>({})

/** What a grid cell shows of its column: its id, and its alignment from the column's meta. */
interface CellColumn {
  id: string
  columnDef: { meta?: ColumnLayout }
}

/**
 * One cell of a grid row, with its column and alignment as data attributes for CSS. A column the
 * user widened or narrowed starts at that width, and still gives way in a container too narrow for
 * every column (the grid never scrolls sideways).
 */
export function GridCell({
  column,
  role = 'gridcell',
  children,
  onKeyDown,
  ...aria
}: {
  column: CellColumn
  role?: 'gridcell' | 'columnheader'
  children?: ReactNode
  /** A header's keys (its width by Shift+Arrow). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>
} & Pick<AriaAttributes, 'aria-sort' | 'aria-label' | 'aria-keyshortcuts'>) {
  const width = useContext(ColumnWidthsContext)[column.id]
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- its role is given: a gridcell or a columnheader
    <div
      className="bk-grid__cell"
      role={role}
      data-column={column.id}
      data-align={column.columnDef.meta?.align}
      data-sized={width === undefined ? undefined : true}
      style={width === undefined ? undefined : { flex: `0 1 ${width}px` }}
      onKeyDown={onKeyDown}
      {...aria}
    >
      {children}
    </div>
  )
}

/** What a row of the window is drawn from; its handlers are read from `focus` when they run. */
interface GridRowProps {
  record: { id: string }
  /** Its cells, drawn from this render's table (compared by `record` alone). */
  cells: () => ReactNode
  index: number
  rowIndex: number
  top: number
  selectable: boolean
  current: boolean
  tabStop: boolean
  doubleClick: boolean
  focus: Readonly<RefObject<{ itemProps: (index: number) => RovingItemProps }>>
  attributes: Record<string, string | boolean | undefined> | undefined
  shows: readonly unknown[] | undefined
  templates: unknown
  columnsKey: string
  meta: unknown
}

/**
 * One row of the window. A change elsewhere in the list (a count, another row saved, a part of the
 * page loaded) renders none of the rows whose record and what they show stayed the same: a row
 * renders again when its record, its place, its focus, its attributes, what it shows (`rowShows`),
 * the columns or the list's `meta` change (the `Row` follows its record: a window that moved makes
 * new ones for the same records, and its cells are drawn from the latest).
 */
export const GridRow = memo(function GridRow({
  cells,
  index,
  rowIndex,
  top,
  selectable,
  current,
  tabStop,
  doubleClick,
  focus,
  attributes,
}: GridRowProps) {
  const handlers = () => focus.current.itemProps(index)
  return (
    <div
      className="bk-grid__row"
      role="row"
      aria-rowindex={rowIndex}
      data-selectable={selectable || undefined}
      style={{ transform: `translateY(${top}px)` }}
      {...attributes}
      data-index={index}
      data-current={current || undefined}
      tabIndex={tabStop ? 0 : -1}
      onKeyDown={(event) => handlers().onKeyDown(event)}
      onFocus={() => handlers().onFocus()}
      onClick={() => handlers().onClick()}
      onDoubleClick={doubleClick ? () => handlers().onDoubleClick?.() : undefined}
    >
      <RowTabStopContext.Provider value={tabStop}>{cells()}</RowTabStopContext.Provider>
    </div>
  )
}, sameRow)

/** Every prop the same, or its values the same (a row's attributes, what it shows); its cells are drawn from the latest table. */
function sameRow(before: GridRowProps, after: GridRowProps): boolean {
  return (Object.keys(after) as (keyof GridRowProps)[]).every((key) => key === 'cells' || sameValues(before[key], after[key]))
}

const sameValues = (before: unknown, after: unknown) =>
  Object.is(before, after) ||
  (before instanceof Object &&
    after instanceof Object &&
    Object.keys(before).length === Object.keys(after).length &&
    Object.entries(before).every(([key, value]) => Object.is(value, (after as Record<string, unknown>)[key])))
