import { memo, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react'
import type { Column, RowData, SortingState } from '@tanstack/react-table'
import type { GridMessages } from '../../../messages/grid'
import { COLUMN_WIDTH, type GridTable } from './gridTable'
import { GridCell } from './GridCell'

type GridColumn<TData extends RowData> = Column<GridTable<TData>['options']['features'], TData>

const clampWidth = (width: number) => Math.round(Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, width)))

const cellOf = (element: HTMLElement) => element.closest<HTMLElement>('.bk-grid__cell')
const laidOutWidth = (element: HTMLElement) => cellOf(element)?.getBoundingClientRect().width
/** The way a column's end edge moves out: right in a left-to-right grid, left in a right-to-left one. */
function outward(element: HTMLElement): 1 | -1 {
  const cell = cellOf(element)
  return cell && getComputedStyle(cell).direction === 'rtl' ? -1 : 1
}

/** The width an arrow key gives the column of `element` (Shift: four steps), or `undefined` for another key. */
function arrowWidth(element: HTMLElement, key: string, shift: boolean, width: number | undefined): number | undefined {
  const step = (shift ? KEY_STEP * 4 : KEY_STEP) * outward(element)
  const current = width ?? laidOutWidth(element) ?? COLUMN_WIDTH.min
  const next = { ArrowRight: current + step, ArrowLeft: current - step }[key]
  return next === undefined ? undefined : clampWidth(next)
}

/** Arrow keys widen or narrow a column by this much (Shift: four times as much). */
const KEY_STEP = 16

/**
 * The width a column needs to show every cell in the DOM whole: its widest content (laid out on
 * one line, cut short or not) and the cell's padding.
 */
function fittingWidth(grid: Element, columnId: string): number {
  const range = document.createRange()
  let widest = 0
  for (const cell of grid.querySelectorAll<HTMLElement>(`.bk-grid__cell[data-column="${CSS.escape(columnId)}"]`)) {
    const style = getComputedStyle(cell)
    if (style.display === 'none') continue
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
    widest = Math.max(widest, contentWidth(cell, range) + padding)
  }
  return clampWidth(Math.ceil(widest) + 1)
}

/** How wide a cell's content is laid out, from its first box to its last, the column's edge left out. */
function contentWidth(cell: HTMLElement, range: Range): number {
  let start = Infinity
  let end = -Infinity
  for (const node of cell.childNodes) {
    // The edge sits at the cell's end: measured with the content, every fit would be at least as
    // wide as the column already is, and each double-click would widen it by the padding.
    if (node instanceof Element && node.classList.contains('bk-grid__edge')) continue
    range.selectNode(node)
    const box = range.getBoundingClientRect()
    if (box.width === 0 && box.height === 0) continue
    start = Math.min(start, box.left)
    end = Math.max(end, box.right)
  }
  return end > start ? end - start : 0
}

interface ColumnEdgeProps {
  columnId: string
  name: string
  /** The width the user set, if any. */
  width: number | undefined
  /** While a drag lasts: the width under the pointer (`undefined`: the drag ended). */
  onDrag: (columnId: string, width: number | undefined) => void
  onResize: (columnId: string, width: number) => void
  messages: GridMessages
}

/**
 * A column's end edge: dragged, or focused and moved with the arrow keys (Home and End: narrowest
 * and widest), it sets the column's width; a double-click or Enter fits the column to its cells.
 * An ARIA `separator` whose value is the width in pixels.
 */
// Memoized: an edge renders again only when its column's name or width changes, not with every row the grid shows.
const ColumnEdge = memo(function ColumnEdge({ columnId, name, width, onDrag, onResize, messages }: ColumnEdgeProps) {
  const [measured, setMeasured] = useState<number | undefined>(undefined)
  const [drag, setDrag] = useState<{ pointer: number; startX: number; start: number; direction: 1 | -1; width: number } | null>(null)
  const now = drag?.width ?? width ?? measured
  const edgeRef = useRef<HTMLSpanElement | null>(null)
  // A focusable separator must state its value before it is focused (a screen reader's browse
  // mode reads it unfocused): the width as laid out, kept as the container or the other columns change it.
  // Measured before the first paint too: the observer's first report comes a frame later, and a
  // checker (or a screen reader) reading the grid at once would find a separator without a value.
  useLayoutEffect(() => {
    const cell = edgeRef.current?.closest<HTMLElement>('.bk-grid__cell')
    const laidOut = cell?.getBoundingClientRect().width ?? 0
    // Without layout (a server, jsdom) a cell measures 0: no value rather than a wrong one.
    if (laidOut > 0) setMeasured(laidOut)
  }, [])
  useEffect(() => {
    const cell = edgeRef.current?.closest<HTMLElement>('.bk-grid__cell')
    if (!cell || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setMeasured(cell.getBoundingClientRect().width))
    observer.observe(cell)
    return () => observer.disconnect()
  }, [])
  const widthOf = (element: HTMLElement) => laidOutWidth(element) ?? width ?? COLUMN_WIDTH.min
  const fit = (element: HTMLElement) => {
    const grid = element.closest('.bk-grid')
    if (grid) onResize(columnId, fittingWidth(grid, columnId))
  }

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    const edge = event.currentTarget
    const start = widthOf(edge)
    edge.setPointerCapture?.(event.pointerId)
    setDrag({ pointer: event.pointerId, startX: event.clientX, start, direction: outward(edge), width: clampWidth(start) })
  }
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointer) return
    const next = clampWidth(drag.start + drag.direction * (event.clientX - drag.startX))
    if (next === drag.width) return
    setDrag({ ...drag, width: next })
    onDrag(columnId, next)
  }
  const endDrag = (event: ReactPointerEvent<HTMLElement>, keep: boolean) => {
    if (!drag || event.pointerId !== drag.pointer) return
    setDrag(null)
    onDrag(columnId, undefined)
    if (keep && drag.width !== clampWidth(drag.start)) onResize(columnId, drag.width)
  }

  return (
    <span
      ref={edgeRef}
      className="bk-grid__edge"
      role="separator"
      aria-orientation="vertical"
      aria-label={messages['grid.columnWidth'](name)}
      aria-valuemin={COLUMN_WIDTH.min}
      aria-valuemax={COLUMN_WIDTH.max}
      // Within its range even where a narrow container squeezes the column below the narrowest width.
      aria-valuenow={now === undefined ? undefined : clampWidth(now)}
      // The header's one tab stop (useHeaderStop) takes the edge of a column without a sorting title.
      tabIndex={-1}
      data-dragging={drag ? true : undefined}
      onFocus={(event) => setMeasured(widthOf(event.currentTarget))}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, true)}
      onPointerCancel={(event) => endDrag(event, false)}
      onDoubleClick={(event) => fit(event.currentTarget)}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        // An arrow moves the edge its way, as a drag would: Right widens a left-to-right column and narrows a right-to-left one.
        const next =
          arrowWidth(event.currentTarget, event.key, event.shiftKey, width) ?? { Home: COLUMN_WIDTH.min, End: COLUMN_WIDTH.max }[event.key]
        if (event.key === 'Enter') fit(event.currentTarget)
        else if (next !== undefined) onResize(columnId, clampWidth(next))
        else return
        event.preventDefault()
        event.stopPropagation()
      }}
    />
  )
})

interface HeaderCellProps<TData extends RowData> {
  column: GridColumn<TData>
  name: string
  /** The width the user set, if any. */
  width: number | undefined
  onDrag: (columnId: string, width: number | undefined) => void
  onResize: (columnId: string, width: number) => void
  messages: GridMessages
  children: ReactNode
}

/** What a grid that sorts states in its table's options (VirtualGrid's `sorting`). */
interface SortingOptions {
  state?: { sorting?: SortingState }
  onSortingChange?: (sorting: SortingState) => void
}

/**
 * A column's header: its title (a button that sorts, where the column sorts), `aria-sort` when the
 * grid sorts, and its edge to widen it (not on a fixed column of controls).
 */
export function HeaderCell<TData extends RowData>({ column, name, width, onDrag, onResize, messages, children }: HeaderCellProps<TData>) {
  // Only a grid that states its sorting sorts: the others' headers are titles alone. Drawn from that
  // state as TanStack's sorting feature would (one column at a time, its first direction, then the
  // other; never back to none), so the grid's table need not register it.
  const { state, onSortingChange } = column.table.options as SortingOptions
  const def = column.columnDef as { enableSorting?: boolean; sortDescFirst?: boolean }
  const sortable = !!onSortingChange && def.enableSorting !== false && !!column.accessorFn
  const current = sortable ? state?.sorting?.find((sort) => sort.id === column.id) : undefined
  const sorted = current ? (current.desc ? 'desc' : 'asc') : false
  const resizable = !column.columnDef.meta?.fixed
  return (
    // Named by its title alone: the edge inside it has a name of its own.
    <GridCell
      column={column}
      role="columnheader"
      aria-label={name}
      aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
      aria-keyshortcuts={resizable ? 'Shift+ArrowLeft Shift+ArrowRight' : undefined}
      onKeyDown={(event) => {
        // Shift+Arrow on a column's title (or the header cell itself) widens or narrows it, as its edge's
        // arrows do (the edge's own never come here: it stops them).
        const next = resizable && event.shiftKey ? arrowWidth(event.target as HTMLElement, event.key, false, width) : undefined
        if (next === undefined) return
        event.preventDefault()
        onResize(column.id, next)
      }}
    >
      {sortable ? (
        <button
          type="button"
          className="bk-grid__sort"
          data-sorted={sorted || undefined}
          onClick={() => onSortingChange?.([{ id: column.id, desc: current ? !current.desc : !!def.sortDescFirst }])}
        >
          {children}
          <span className="bk-grid__sort-icon" aria-hidden="true">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        children
      )}
      {resizable && <ColumnEdge columnId={column.id} name={name} width={width} onDrag={onDrag} onResize={onResize} messages={messages} />}
    </GridCell>
  )
}
