import { defaultRangeExtractor, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useLatestRef } from '../hooks/useLatestRef'
import type { RovingActions, RovingFocusOptions, RovingNavigation } from './useRovingFocus'

/** Row height used until a row is measured (the default of `--bk-row-height`). */
const ESTIMATED_ROW_HEIGHT = 40
/** Rows kept rendered beyond the viewport on each side. */
const OVERSCAN = 6
/** How close to the last loaded row the next page starts loading. */
const NEAR_END_ROWS = 15

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
  /** The rows in the DOM: those near the viewport, and the active one while the grid holds the focus. */
  items: VirtualItem[]
  /** Height of the body: every row at the layout's row height. */
  bodyHeight: number
  /** Offset of a row inside the body. */
  rowOffset: (item: VirtualItem) => number
}

/**
 * A virtualized list of rows inside a scroll region with a sticky head and foot: only the rows near
 * the viewport are in the DOM, the next page loads as the user nears the end, and the active row
 * stays the same record as rows arrive.
 *
 * The caller renders the scroll region with its head, body (height `bodyHeight`) and foot, and each
 * row of `items` at `translateY(rowOffset(item))`, and makes the rows one tab stop with
 * `useRovingFocus({ ...rows, onActivate })`: the window scrolls a row into the DOM before the focus
 * moves to it, and keeps the active row there while the grid holds the focus.
 */
export function useVirtualRows({ scrollRef, records, resetKey, canLoadMore, onNearEnd }: VirtualRowsOptions): VirtualRows {
  const [chrome, setChrome] = useState({ bodyTop: 0, head: 0, foot: 0 })
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT)
  const count = records.length
  const getRowKey = (index: number) => records[index]?.id ?? String(index)

  // The active row is a record, not a position: rows arriving above it (a page of older records
  // sorted in, a change merged) leave the same record active. Where a record went is read at the
  // place it was first (an action that changed no order), and only else from a map of every row,
  // made at most once per set of rows.
  const positions = useMemo(() => {
    let byKey: Map<string, number> | undefined
    return (key: string, hint: number): number | undefined => {
      if (records[hint]?.id === key) return hint
      byKey ??= new Map(records.map((record, index) => [record.id, index]))
      return byKey.get(key)
    }
  }, [records])
  const [activeState, setActiveState] = useState<{ key: string | undefined; index: number }>({ key: undefined, index: 0 })
  // Given a rendered row's index, or a move the roving focus has clamped to the rows.
  const setActive = (index: number) => setActiveState({ key: records[index]?.id, index })
  const [shownKey, setShownKey] = useState(resetKey)
  if (shownKey !== resetKey) {
    setShownKey(resetKey)
    setActiveState({ key: undefined, index: 0 })
  }
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0
  }, [resetKey, scrollRef])
  const activeIndex = (activeState.key === undefined ? undefined : positions(activeState.key, activeState.index)) ?? activeState.index
  const active = Math.max(0, Math.min(activeIndex, count - 1))

  // One key function for the grid's life: a new one makes the virtualizer lay out every row again
  // (an object per row), and rows are never measured one by one, so a size never follows a key.
  const latestKey = useLatestRef(getRowKey)
  const getItemKey = useCallback((index: number) => latestKey.current(index), [latestKey])
  // The compiler cannot memoise around the virtualizer's methods; TanStack Virtual is the list's engine by design.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLElement>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey,
    overscan: OVERSCAN,
    // While the grid holds the focus, the active row stays rendered wherever it is: rows arriving
    // above it must not unmount the row holding the focus.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range)
      // (On a server the region is never mounted, so `document` is not read; and a range is asked
      // for only while there are rows, so `active` is one.)
      const holdsFocus = scrollRef.current?.contains(document.activeElement)
      return holdsFocus && !indexes.includes(active) ? [...indexes, active].sort((a, b) => a - b) : indexes
    },
    scrollMargin: chrome.bodyTop,
    scrollPaddingStart: chrome.head,
    scrollPaddingEnd: chrome.foot,
  })
  // A new layout (the container crossed a breakpoint, the host changed --bk-row-height): every row takes the new height.
  useLayoutEffect(() => {
    virtualizer.measure()
  }, [rowHeight, virtualizer])
  const items = virtualizer.getVirtualItems()
  const lastRendered = items.at(-1)?.index ?? -1
  const hasRows = items.length > 0

  // The body starts below the sticky head (and any static rows); rows scrolled to must clear both sticky parts.
  // Every body row has the one height its layout sets in CSS (wide, or stacked in a narrow container):
  // one row is measured when the first rows render and when the region's size changes, never each
  // row as it scrolls in. (The body's height is the virtualizer's estimate, so rows appearing resize nothing.)
  useLayoutEffect(() => {
    const region = scrollRef.current
    if (!region) return
    const part = (name: string) => region.querySelector<HTMLElement>(`.bk-grid__${name}`)
    const measure = () => {
      const next = { bodyTop: part('body')?.offsetTop ?? 0, head: part('head')?.offsetHeight ?? 0, foot: part('foot')?.offsetHeight ?? 0 }
      setChrome((previous) => (previous.bodyTop === next.bodyTop && previous.head === next.head && previous.foot === next.foot ? previous : next))
      // Without layout (jsdom, a hidden tab) a row measures 0; keep the last height then.
      const height = part('body')?.querySelector('.bk-grid__row')?.getBoundingClientRect().height ?? 0
      if (height > 0) setRowHeight((previous) => (Math.abs(previous - height) < 0.01 ? previous : height))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    for (const observed of [region, part('head'), part('foot'), part('static'), part('body')]) if (observed) observer.observe(observed)
    return () => observer.disconnect()
  }, [scrollRef, hasRows])

  const nearEnd = useLatestRef(onNearEnd)
  useEffect(() => {
    if (canLoadMore && count > 0 && lastRendered >= count - NEAR_END_ROWS) nearEnd.current()
  }, [canLoadMore, count, lastRendered, nearEnd])

  // Rows never jump under the pointer or the keyboard focus when rows arrive or change: after each
  // commit the row in focus (else the first one in view) is noted with its place in the window, and
  // when the rows change, the region scrolls so that row is in the same place again (what changed
  // above the region in that commit, such as a count's line, included).
  const anchor = useRef<{ key: string; index: number; top: number; rows: unknown; resetKey: unknown } | null>(null)
  useLayoutEffect(() => {
    const region = scrollRef.current
    if (!region || rowHeight <= 0) return
    const topOf = (index: number) => region.getBoundingClientRect().top + chrome.bodyTop + index * rowHeight - region.scrollTop
    const previous = anchor.current
    if (previous && previous.rows !== records && previous.resetKey === resetKey) {
      const index = positions(previous.key, previous.index)
      if (index !== undefined) {
        const wanted = Math.max(0, region.scrollTop + topOf(index) - previous.top)
        if (Math.abs(region.scrollTop - wanted) >= 1) region.scrollTop = wanted
      }
    }
    const focused = region.contains(document.activeElement) ? document.activeElement?.closest<HTMLElement>('[data-index]') : null
    const index = focused ? Number(focused.dataset.index) : Math.max(0, Math.ceil((region.scrollTop + chrome.head - chrome.bodyTop) / rowHeight))
    anchor.current = index < count ? { key: getRowKey(index), index, top: topOf(index), rows: records, resetKey } : null
  })

  return {
    items,
    bodyHeight: Math.max(0, virtualizer.getTotalSize() - chrome.bodyTop),
    rowOffset: (item) => item.start - chrome.bodyTop,
    containerRef: scrollRef,
    count,
    active,
    setActive,
    reveal: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    // A page is the rows the viewport shows between the sticky head and foot, less one.
    pageSize: () => Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 0) - chrome.head - chrome.foot) / rowHeight) - 1),
  }
}
