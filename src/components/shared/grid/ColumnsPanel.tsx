import { useEffect, useId, useRef } from 'react'
import type { RowData } from '@tanstack/react-table'
import type { GridMessages } from '../../../messages/grid'
import { useLatestRef } from '../hooks/useLatestRef'
import type { GridLayoutState, GridTable } from './gridTable'

/** What the Columns menu is given. */
export interface ColumnsMenuProps<TData extends RowData> {
  table: GridTable<TData>
  layout: Pick<GridLayoutState, 'order' | 'changed' | 'reset'>
  columnName: (id: string) => string
  /** The list's name, for the menu's label ("Columns of Invoices"). */
  listName: string
  messages: GridMessages
}

/** Which control of a column's item the focus goes back to once the column has moved. */
type Control = 'show' | 'earlier' | 'later'

/** What the open menu is given: the menu's props, its id, what Reset does and how it closes. */
export interface ColumnsPanelProps<TData extends RowData> extends ColumnsMenuProps<TData> {
  panelId: string
  onReset: () => void
  /** Closes the menu; `toButton`: the focus goes back to its button (Escape). */
  onClose: (toButton: boolean) => void
}

/**
 * The open Columns menu: every column the list offers but its fixed ones, in the user's order. Made
 * only while open; its code loads once the list has painted (ColumnsMenu.tsx).
 */
export function ColumnsPanel<TData extends RowData>({
  panelId,
  table,
  layout,
  columnName,
  listName,
  messages,
  onReset,
  onClose,
}: ColumnsPanelProps<TData>) {
  const hintId = useId()
  const panelRef = useRef<HTMLDivElement | null>(null)
  const latestClose = useLatestRef(onClose)
  // Open, the menu closes on a click elsewhere, on Escape, or when the focus leaves it (here, not in
  // the menu's button: a list that never opens its menu carries none of it).
  useEffect(() => {
    const root = panelRef.current?.closest<HTMLElement>('.bk-columns')
    if (!root) return
    const close = (toButton: boolean) => latestClose.current(toButton)
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) close(false)
    }
    // Tabbed out of the menu: left open, the panel would cover the headers and rows the focus goes to.
    const closeOnLeave = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) close(false)
    }
    // On the button too: the focus stays there when a click opens the menu.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      close(true)
    }
    document.addEventListener('pointerdown', closeOutside)
    root.addEventListener('focusout', closeOnLeave)
    root.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      root.removeEventListener('focusout', closeOnLeave)
      root.removeEventListener('keydown', closeOnEscape)
    }
  }, [latestClose])
  // Where the focus goes once a moved column's item is in its new place (after the commit that moves it).
  const refocus = useRef<{ id: string; control: Control } | null>(null)
  useEffect(() => {
    const target = refocus.current
    if (!target) return
    refocus.current = null
    const item = panelRef.current?.querySelector<HTMLElement>(`[data-column-item="${CSS.escape(target.id)}"]`)
    const control = item?.querySelector<HTMLButtonElement | HTMLInputElement>(`[data-control="${target.control}"]`)
    ;(control && !control.disabled ? control : item?.querySelector<HTMLElement>('[data-control="show"]'))?.focus()
  })

  // The row's own controls (its checkbox) are no column to choose: always shown, always first.
  const isFixed = (column: string) => table.getColumn(column)?.columnDef.meta?.fixed === true
  const fixed = layout.order.filter(isFixed)
  const items = layout.order.filter((column) => !isFixed(column))
  const shown = items.filter((column) => table.getColumn(column)?.getIsVisible())

  const move = (column: string, by: -1 | 1, control: Control) => {
    const at = items.indexOf(column)
    const to = at + by
    if (at < 0 || to < 0 || to >= items.length) return
    const next = [...items]
    next.splice(at, 1)
    next.splice(to, 0, column)
    refocus.current = { id: column, control }
    table.setColumnOrder([...fixed, ...next])
  }

  return (
    <div ref={panelRef} id={panelId} className="bk-columns__panel" role="group" aria-label={messages['grid.columnsLabel'](listName)}>
      <p id={hintId} className="bk-columns__hint">
        {messages['grid.columnsHint']}
      </p>
      <ul className="bk-columns__list">
        {items.map((id, at) => {
          const column = table.getColumn(id)
          const name = columnName(id)
          const visible = column?.getIsVisible() ?? false
          return (
            <li key={id} className="bk-columns__item" data-column-item={id}>
              <label className="bk-columns__show">
                <input
                  type="checkbox"
                  data-control="show"
                  checked={visible}
                  // The last column shown stays: a grid of no columns shows nothing to choose.
                  disabled={visible && shown.length === 1}
                  aria-describedby={hintId}
                  onChange={() => column?.toggleVisibility(!visible)}
                  onKeyDown={(event) => {
                    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
                    event.preventDefault()
                    move(id, event.key === 'ArrowUp' ? -1 : 1, 'show')
                  }}
                />
                <span>{name}</span>
              </label>
              <button
                type="button"
                className="bk-columns__move"
                data-control="earlier"
                aria-label={messages['grid.moveColumnEarlier'](name)}
                disabled={at === 0}
                onClick={() => move(id, -1, 'earlier')}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                className="bk-columns__move"
                data-control="later"
                aria-label={messages['grid.moveColumnLater'](name)}
                disabled={at === items.length - 1}
                onClick={() => move(id, 1, 'later')}
              >
                <span aria-hidden="true">↓</span>
              </button>
            </li>
          )
        })}
      </ul>
      {layout.changed && (
        <button type="button" className="bk-button bk-columns__reset" onClick={onReset}>
          {messages['grid.resetColumns']}
        </button>
      )}
    </div>
  )
}
