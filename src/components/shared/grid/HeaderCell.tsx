import { useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react'
import type { Column, RowData } from '@tanstack/react-table'
import type { SharedMessages } from '../../../messages/shared'
import { COLUMN_WIDTH, type GridTable } from './gridTable'
import { GridCell } from './GridCell'

type GridColumn<TData extends RowData> = Column<GridTable<TData>['options']['features'], TData>

const clampWidth = (width: number) => Math.round(Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, width)))

/** Arrow keys widen or narrow a column by this much (Shift: four times as much). */
const KEY_STEP = 16

/**
 * The width a column needs to show every cell in the DOM whole: its widest content (laid out on
 * one line, cut short or not) and the cell's padding.
 */
export function fittingWidth(grid: Element, columnId: string): number {
  const range = document.createRange()
  let widest = 0
  for (const cell of grid.querySelectorAll<HTMLElement>(`.bk-grid__cell[data-column="${CSS.escape(columnId)}"]`)) {
    const style = getComputedStyle(cell)
    if (style.display === 'none') continue
    range.selectNodeContents(cell)
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
    widest = Math.max(widest, range.getBoundingClientRect().width + padding)
  }
  return clampWidth(Math.ceil(widest) + 1)
}

interface ColumnEdgeProps {
  columnId: string
  name: string
  /** The width the user set, if any. */
  width: number | undefined
  /** While a drag lasts: the width under the pointer (`undefined`: the drag ended). */
  onDrag: (width: number | undefined) => void
  onResize: (width: number) => void
  messages: SharedMessages
}

/**
 * A column's end edge: dragged, or focused and moved with the arrow keys (Home and End: narrowest
 * and widest), it sets the column's width; a double-click or Enter fits the column to its cells.
 * An ARIA `separator` whose value is the width in pixels.
 */
function ColumnEdge({ columnId, name, width, onDrag, onResize, messages }: ColumnEdgeProps) {
  const [measured, setMeasured] = useState<number | undefined>(undefined)
  const [drag, setDrag] = useState<{ pointer: number; startX: number; start: number; direction: 1 | -1; width: number } | null>(null)
  const now = drag?.width ?? width ?? measured
  const cellOf = (element: HTMLElement) => element.closest<HTMLElement>('.bk-grid__cell')
  const widthOf = (element: HTMLElement) => cellOf(element)?.getBoundingClientRect().width ?? width ?? COLUMN_WIDTH.min
  // A focusable separator must state its value (ARIA): the width as laid out, until the user sets one.
  const edgeRef = useRef<HTMLSpanElement | null>(null)
  useLayoutEffect(() => {
    if (width === undefined && edgeRef.current) setMeasured(widthOf(edgeRef.current))
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- measured once laid out, and again when the user's width goes
  }, [width])
  const fit = (element: HTMLElement) => {
    const grid = element.closest('.bk-grid')
    if (grid) onResize(fittingWidth(grid, columnId))
  }

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    const edge = event.currentTarget
    const cell = cellOf(edge)
    const start = widthOf(edge)
    edge.setPointerCapture?.(event.pointerId)
    setDrag({ pointer: event.pointerId, startX: event.clientX, start, direction: cell && getComputedStyle(cell).direction === 'rtl' ? -1 : 1, width: clampWidth(start) })
  }
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointer) return
    const next = clampWidth(drag.start + drag.direction * (event.clientX - drag.startX))
    if (next === drag.width) return
    setDrag({ ...drag, width: next })
    onDrag(next)
  }
  const endDrag = (event: ReactPointerEvent<HTMLElement>, keep: boolean) => {
    if (!drag || event.pointerId !== drag.pointer) return
    setDrag(null)
    onDrag(undefined)
    if (keep && drag.width !== clampWidth(drag.start)) onResize(drag.width)
  }

  return (
    <span
      ref={edgeRef}
      className="bk-grid__edge"
      role="separator"
      aria-orientation="vertical"
      aria-label={messages['shared.columnWidth'](name)}
      aria-valuemin={COLUMN_WIDTH.min}
      aria-valuemax={COLUMN_WIDTH.max}
      aria-valuenow={now === undefined ? undefined : Math.round(now)}
      tabIndex={0}
      data-dragging={drag ? true : undefined}
      onFocus={(event) => setMeasured(widthOf(event.currentTarget))}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, true)}
      onPointerCancel={(event) => endDrag(event, false)}
      onDoubleClick={(event) => fit(event.currentTarget)}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP
        const current = width ?? widthOf(event.currentTarget)
        const next = { ArrowRight: current + step, ArrowLeft: current - step, Home: COLUMN_WIDTH.min, End: COLUMN_WIDTH.max }[event.key]
        if (event.key === 'Enter') fit(event.currentTarget)
        else if (next !== undefined) onResize(clampWidth(next))
        else return
        event.preventDefault()
        event.stopPropagation()
      }}
    />
  )
}

interface HeaderCellProps<TData extends RowData> {
  column: GridColumn<TData>
  name: string
  /** The width the user set, if any. */
  width: number | undefined
  onDrag: (columnId: string, width: number | undefined) => void
  onResize: (columnId: string, width: number) => void
  messages: SharedMessages
  children: ReactNode
}

/**
 * A column's header: its title (a button that sorts, where the column sorts), `aria-sort` when the
 * grid sorts, and its edge to widen it (not on a fixed column of controls).
 */
export function HeaderCell<TData extends RowData>({ column, name, width, onDrag, onResize, messages, children }: HeaderCellProps<TData>) {
  // Only a grid registered with sorting has these: the others' headers are titles alone.
  const sortable = typeof column.getCanSort === 'function' && column.getCanSort()
  const sorted = sortable ? column.getIsSorted() : false
  const canSortAtAll = typeof column.getCanSort === 'function' && column.columnDef.enableSorting !== false
  return (
    // Named by its title alone: the edge inside it has a name of its own.
    <GridCell column={column} role="columnheader" aria-label={name} aria-sort={sortable || (canSortAtAll && sorted) ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}>
      {sortable ? (
        <button type="button" className="bk-grid__sort" data-sorted={sorted || undefined} onClick={column.getToggleSortingHandler()}>
          {children}
          <span className="bk-grid__sort-icon" aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
        </button>
      ) : (
        children
      )}
      {!column.columnDef.meta?.fixed && (
        <ColumnEdge columnId={column.id} name={name} width={width} onDrag={(next) => onDrag(column.id, next)} onResize={(next) => onResize(column.id, next)} messages={messages} />
      )}
    </GridCell>
  )
}
