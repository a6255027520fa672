import { createContext, useContext, type AriaAttributes, type KeyboardEventHandler, type ReactNode } from 'react'
import type { ColumnLayout } from './gridTable'

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
