import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react'

/** What a keyboard may focus in a header cell: its title's control, and its edge. */
const CONTROLS = 'button, input, select, [role="separator"]'
/** A header cell's own control: its sorting title or the select-all box (not its edge, whose arrows widen it). */
const TITLE = 'button, input, select'

/** Whether the element is laid out on the screen (without layout, as in jsdom, every element counts). */
function shown(cell: HTMLElement, laidOut: boolean): boolean {
  return !laidOut || cell.getBoundingClientRect().width > 1
}

/**
 * Each column's stop in a header row, for the columns on the screen: its title's control (a sorting
 * title, the select-all box), else the header cell itself.
 */
function stopsOf(row: HTMLElement): HTMLElement[] {
  const cells = [...row.querySelectorAll<HTMLElement>('[role="columnheader"]')]
  const laidOut = cells.some((cell) => cell.getBoundingClientRect().width > 0)
  return cells.flatMap((cell) => (shown(cell, laidOut) ? [cell.querySelector<HTMLElement>(TITLE) ?? cell] : []))
}

/** Makes `stop` the header's one tab stop: every other control, and every cell that is a stop, leaves the tab order. */
function makeStop(row: HTMLElement, stops: readonly HTMLElement[], stop: HTMLElement | undefined) {
  for (const control of row.querySelectorAll<HTMLElement>(CONTROLS)) control.tabIndex = control === stop ? 0 : -1
  for (const cell of row.querySelectorAll<HTMLElement>('[role="columnheader"]')) {
    if (stops.includes(cell)) cell.tabIndex = cell === stop ? 0 : -1
    else cell.removeAttribute('tabindex')
  }
}

/**
 * The grid's header as one stop in the tab order, after the APG's data grid: Tab enters it on the
 * column the user left, Arrow Left and Right move between columns (the text's way, right to left
 * too), Home and End to the first and last. Shift+Arrow on a column widens or narrows it
 * (HeaderCell.tsx), as AG Grid does; an edge that has the focus (clicked) keeps its own arrows.
 */
export function useHeaderStop(rowRef: RefObject<HTMLElement | null>) {
  const current = useRef<string | undefined>(undefined)
  const columnOf = (element: Element) => element.closest<HTMLElement>('[role="columnheader"]')?.dataset.column

  // After every render: columns come, go and change their controls with the layout.
  useLayoutEffect(() => {
    const row = rowRef.current
    if (!row) return
    const stops = stopsOf(row)
    makeStop(row, stops, stops.find((element) => columnOf(element) === current.current) ?? stops[0])
  })

  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const column = columnOf(event.target)
      if (column === undefined) return
      current.current = column
      for (const control of event.currentTarget.querySelectorAll<HTMLElement>(CONTROLS))
        control.tabIndex = control === event.target ? 0 : -1
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      // An edge's own keys (it stops those it takes) and a modified key are not moves.
      if (event.defaultPrevented || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return
      const row = event.currentTarget
      const stops = stopsOf(row)
      const at = stops.findIndex((stop) => columnOf(stop) === columnOf(event.target as Element))
      if (at < 0) return
      const forward = getComputedStyle(row).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
      const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight'
      const next = { [forward]: at + 1, [backward]: at - 1, Home: 0, End: stops.length - 1 }[event.key]
      const target = next === undefined ? undefined : stops[Math.max(0, Math.min(stops.length - 1, next))]
      if (!target) return
      event.preventDefault()
      current.current = columnOf(target)
      makeStop(row, stops, target)
      target.focus()
    },
  }
}
