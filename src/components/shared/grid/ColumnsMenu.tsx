import { Suspense, useEffect, useId, useRef, useState } from 'react'
import type { RowData } from '@tanstack/react-table'
import { lazyPart, usePreloadPartsWhenIdle } from '../lazyPart'
import type { ColumnsMenuProps, ColumnsPanelProps } from './ColumnsPanel'
import type { GridTable } from './gridTable'

/** The open menu's list of columns: no first action needs it, so it loads once the list has painted. */
const columnsPanel = lazyPart(
  () => import('./ColumnsPanel'),
  // One part for every list's rows: the panel reads them through the table it is given.
  (module) => module.ColumnsPanel as (props: ColumnsPanelProps<RowData>) => ReturnType<typeof module.ColumnsPanel>,
)

/**
 * The user's Columns menu: a button that opens a list of the list's columns, each with a checkbox
 * (shown or hidden) and buttons that move it earlier or later; Alt+Arrow Up/Down on a checkbox
 * moves its column too. Escape, or a click elsewhere, closes it and the focus returns to the button.
 */
export function ColumnsMenu<TData extends RowData>({ table, layout, columnName, listName, messages }: ColumnsMenuProps<TData>) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement | null>(null)
  const buttonRef = useRef<HTMLButtonElement | null>(null)
  usePreloadPartsWhenIdle([columnsPanel])

  useEffect(() => {
    const root = rootRef.current
    if (!open || !root) return
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) setOpen(false)
    }
    // Tabbed out of the menu: left open, the panel would cover the headers and rows the focus goes to.
    const closeOnLeave = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) setOpen(false)
    }
    // On the button too: the focus stays there when a click opens the menu.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', closeOutside)
    root.addEventListener('focusout', closeOnLeave)
    root.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      root.removeEventListener('focusout', closeOnLeave)
      root.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div ref={rootRef} className="bk-columns">
      <button
        ref={buttonRef}
        type="button"
        className="bk-button bk-columns__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {messages['grid.columns']}
      </button>
      {open && (
        <Suspense fallback={null}>
          <columnsPanel.Component
            panelId={panelId}
            table={table as GridTable<RowData>}
            layout={layout}
            columnName={columnName}
            listName={listName}
            messages={messages}
            onReset={() => {
              layout.reset()
              buttonRef.current?.focus()
              setOpen(false)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
