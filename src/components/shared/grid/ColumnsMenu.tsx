import { Suspense, useId, useRef, useState } from 'react'
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
  const buttonRef = useRef<HTMLButtonElement | null>(null)
  usePreloadPartsWhenIdle([columnsPanel])

  const close = (toButton: boolean) => {
    setOpen(false)
    if (toButton) buttonRef.current?.focus()
  }

  return (
    <div className="bk-columns">
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
              close(true)
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  )
}
