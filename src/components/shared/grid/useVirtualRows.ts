import { useRef, type RefObject } from 'react'
import { revealScrollTop } from './rowWindow'
import { useActiveRecord } from './useActiveRecord'
import { useFocusedRowInWindow } from './useFocusedRowInWindow'
import { useHoldsFocus } from './useHoldsFocus'
import { useLoadNearEnd } from './useLoadNearEnd'
import type { RovingActions, RovingFocusOptions, RovingNavigation } from './useRovingFocus'
import { ESTIMATED_ROW_HEIGHT, useRowMeasure } from './useRowMeasure'
import { useScrollAnchor } from './useScrollAnchor'
import { useVisibleRows, type RowMetrics } from './useVisibleRows'

export interface VirtualRowsOptions {
  /** The scroll region: it holds `.bk-grid__head` (sticky), `.bk-grid__body` and an optional `.bk-grid__foot` (sticky). */
  scrollRef: RefObject<HTMLDivElement | null>
  /** The records loaded so far, one per row; a record's `id` is its row's key. */
  records: readonly { id: string }[]
  /** Changes when the rows are replaced by another query's (not when a page is appended): back to the top. */
  resetKey: unknown
  /** Whether the next page may be requested now (more pages, none loading, last attempt not failed). */
  canLoadMore: boolean
  /** Requests the next page; called when the viewport nears the last loaded row. */
  onNearEnd: () => void
}

/** What a list's own keys may do to the grid: `moveTo(index)` makes a row current and focuses it, scrolling it into view first. */
export type GridNavigation = RovingNavigation

/**
 * The window over the rows, and all that their roving focus needs of it (`useRovingFocus`'s options
 * but the actions): the rows in the DOM, the active row, and how a row is scrolled into the window.
 */
export interface VirtualRows extends Omit<RovingFocusOptions, keyof RovingActions> {
  /** The indexes of the rows in the DOM, ascending: those near the viewport, and the active one while the grid holds the focus. */
  items: number[]
  /** Height of the body: every row at the layout's row height. */
  bodyHeight: number
  /** The one height of every body row: row `index` lies at `index * rowHeight` in the body. */
  rowHeight: number
}

/**
 * A virtualized list of rows inside a scroll region with a sticky head and foot: only the rows near
 * the viewport are in the DOM, the next page loads as the user nears the end, and the active row
 * stays the same record as rows arrive.
 *
 * The caller renders the scroll region with its head, body (height `bodyHeight`) and foot, and each
 * row of `items` at `translateY(index * rowHeight)`, and makes the rows one tab stop with
 * `useRovingFocus({ ...rows, onActivate })`: the window scrolls a row into the DOM before the focus
 * moves to it, and keeps the active row there while the grid holds the focus.
 *
 * Each job has its own hook: the active record (`useActiveRecord`), the focus (`useHoldsFocus`),
 * the window (`useVisibleRows`), measuring (`useRowMeasure`), the next page (`useLoadNearEnd`) and
 * scroll anchoring (`useScrollAnchor`); this one composes them and scrolls a row into view.
 */
export function useVirtualRows({ scrollRef, records, resetKey, canLoadMore, onNearEnd }: VirtualRowsOptions): VirtualRows {
  const count = records.length
  const { active, setActive, positions } = useActiveRecord(records, resetKey)
  // While the grid holds the focus, the active row stays rendered wherever it is: rows arriving
  // above it must not unmount the row holding the focus.
  const holdsFocus = useHoldsFocus(scrollRef)
  useFocusedRowInWindow(scrollRef, holdsFocus)
  const metrics = useRef<RowMetrics>({ bodyTop: 0, rowHeight: ESTIMATED_ROW_HEIGHT })
  const [items, syncVisible] = useVisibleRows(scrollRef, count, resetKey, holdsFocus ? active : undefined, metrics)
  const [chrome, rowHeight] = useRowMeasure(scrollRef, items.length > 0, metrics, syncVisible)
  useLoadNearEnd(canLoadMore, count, items.at(-1) ?? -1, onNearEnd)
  useScrollAnchor(scrollRef, records, resetKey, positions, chrome, rowHeight, syncVisible)

  return {
    items,
    bodyHeight: count * rowHeight,
    rowHeight,
    containerRef: scrollRef,
    count,
    active,
    setActive,
    reveal: (index) => {
      const region = scrollRef.current
      if (!region) return
      const layout = {
        ...chrome,
        rowHeight,
        count,
        scrollTop: region.scrollTop,
        viewportHeight: region.clientHeight,
        maxScrollTop: region.scrollHeight - region.clientHeight,
      }
      const top = revealScrollTop(layout, index)
      if (top === undefined) return
      region.scrollTop = top
      // The row renders in this event's commit, so the focus can follow it there.
      syncVisible(region, { bodyTop: chrome.bodyTop, rowHeight })
    },
    // A page is the rows the viewport shows between the sticky head and foot, less one.
    pageSize: () => Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 0) - chrome.head - chrome.foot) / rowHeight) - 1),
  }
}
