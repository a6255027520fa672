import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react'

/** What a keyboard may focus in a header cell: its title's control (a sorting title, the select-all box), and its edge. */
const CONTROLS = 'button,input,select,[role=separator]'
const CELL = '[role=columnheader]'

const columnOf = (element: Element) => element.closest<HTMLElement>(CELL)?.dataset.column

/**
 * Each column's stop in a header row, for the columns on the screen (a cell of a pixel is read by
 * screen readers alone): its title's control, else the header cell itself (never its edge, whose
 * arrows widen it). Without layout (jsdom) every cell counts.
 */
function stopsOf(row: HTMLElement): HTMLElement[] {
  const cells = [...row.querySelectorAll<HTMLElement>(CELL)]
  const laidOut = cells.some((cell) => cell.offsetWidth > 0)
  return cells.flatMap((cell) => (!laidOut || cell.offsetWidth > 1 ? [cell.querySelector<HTMLElement>('button,input,select') ?? cell] : []))
}

/** Makes `stop` the header's one tab stop; every other control leaves the tab order, and a cell that is no stop is not focusable. */
function makeStop(row: HTMLElement, stop: Element | undefined) {
  const stops = stopsOf(row)
  for (const element of row.querySelectorAll<HTMLElement>(`${CONTROLS},${CELL}`))
    if (element.matches(CONTROLS) || stops.includes(element)) element.tabIndex = element === stop ? 0 : -1
    else element.removeAttribute('tabindex')
  return stops
}

/**
 * The grid's header as one stop in the tab order, after the APG's data grid: Tab enters it on the
 * column the user left, Arrow Left and Right move between columns (the text's way, right to left
 * too), Home and End to the first and last. Shift+Arrow on a column widens or narrows it
 * (HeaderCell.tsx), as AG Grid does; an edge that has the focus (clicked) keeps its own arrows.
 */
export function useHeaderStop(rowRef: RefObject<HTMLElement | null>, layoutKey: string) {
  const current = useRef<string | undefined>(undefined)

  // When the columns' layout changes (`layoutKey`): columns come, go and change their controls with
  // it. Not after every render: reading the cells' widths lays the page out at once, and a row
  // moved to (Enter) would pay for it.
  useLayoutEffect(() => {
    const row = rowRef.current
    const stops = row ? stopsOf(row) : []
    if (row) makeStop(row, stops.find((stop) => columnOf(stop) === current.current) ?? stops[0])
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- the layout's change is the trigger; the cells are read from the DOM
  }, [rowRef, layoutKey])

  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // A clicked edge is the stop until the focus moves on: Tab back in lands where the user was.
      current.current = columnOf(event.target)
      makeStop(event.currentTarget, event.target)
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      // An edge's own keys (it stops those it takes) and Shift+Arrow (a width) are not moves.
      if (event.defaultPrevented || event.shiftKey) return
      const row = event.currentTarget
      const stops = stopsOf(row)
      const at = stops.findIndex((stop) => columnOf(stop) === columnOf(event.target as Element))
      const step = getComputedStyle(row).direction === 'rtl' ? -1 : 1
      const next = { ArrowRight: at + step, ArrowLeft: at - step, Home: 0, End: stops.length - 1 }[event.key]
      const target = at < 0 || next === undefined ? undefined : stops[Math.max(0, Math.min(stops.length - 1, next))]
      if (!target) return
      event.preventDefault()
      current.current = columnOf(target)
      makeStop(row, target)
      target.focus()
    },
  }
}
