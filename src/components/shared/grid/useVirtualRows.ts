import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useLatestRef } from '../hooks/useLatestRef'
import { revealScrollTop, rowWindow, visibleRows, type RowLayout, type VisibleRows } from './rowWindow'
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
  const activeIndex = (activeState.key === undefined ? undefined : positions(activeState.key, activeState.index)) ?? activeState.index
  const active = Math.max(0, Math.min(activeIndex, count - 1))

  // The window is fixed-height arithmetic (rowWindow.ts): the state is only the range of rows the
  // viewport touches, so a scroll within the same rows renders nothing. It starts empty, as on the
  // server, until the region is measured after mount (hydration then finds the server's markup).
  const [visible, setVisible] = useState<VisibleRows | null>(null)
  // Read by the scroll and resize handlers, which outlive a render.
  const latestLayout = useLatestRef({ bodyTop: chrome.bodyTop, rowHeight })
  /** Reads the region's scroll position and height, and renders again only if other rows are in view. */
  const syncVisible = useCallback((region: HTMLElement, layout: Pick<RowLayout, 'bodyTop' | 'rowHeight'>) => {
    const next = visibleRows({ scrollTop: region.scrollTop, viewportHeight: region.clientHeight, ...layout })
    setVisible((previous) => (previous?.first === next?.first && previous?.last === next?.last ? previous : next))
  }, [])
  // While the grid holds the focus, the active row stays rendered wherever it is: rows arriving
  // above it must not unmount the row holding the focus. Followed from focus events, so that
  // render reads no ref and no `document`.
  const [holdsFocus, setHoldsFocus] = useState(false)
  useEffect(() => {
    const region = scrollRef.current
    if (!region) return
    const onScroll = () => syncVisible(region, latestLayout.current)
    const onFocusIn = () => setHoldsFocus(true)
    const onFocusOut = (event: FocusEvent) => setHoldsFocus(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))
    region.addEventListener('scroll', onScroll, { passive: true })
    region.addEventListener('focusin', onFocusIn)
    region.addEventListener('focusout', onFocusOut)
    setHoldsFocus(region.contains(document.activeElement))
    return () => {
      region.removeEventListener('scroll', onScroll)
      region.removeEventListener('focusin', onFocusIn)
      region.removeEventListener('focusout', onFocusOut)
    }
  }, [scrollRef, latestLayout, syncVisible])
  useEffect(() => {
    const region = scrollRef.current
    if (!region) return
    region.scrollTop = 0
    syncVisible(region, latestLayout.current)
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the effect is for a new resetKey: another query's rows start at the top
  }, [resetKey, scrollRef, latestLayout, syncVisible])

  const items = rowWindow(visible, count, OVERSCAN, holdsFocus ? active : undefined)

  const lastRendered = items.at(-1) ?? -1
  const hasRows = items.length > 0

  // The body starts below the sticky head (and any static rows); rows scrolled to must clear both sticky parts.
  // Every body row has the one height its layout sets in CSS (wide, or stacked in a narrow container):
  // one row is measured when the first rows render and when the region's size changes, never each
  // row as it scrolls in. (The body's height is every row at that height, so rows appearing resize nothing.)
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
      syncVisible(region, { bodyTop: next.bodyTop, rowHeight: height > 0 ? height : latestLayout.current.rowHeight })
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    for (const observed of [region, part('head'), part('foot'), part('static'), part('body')]) if (observed) observer.observe(observed)
    return () => observer.disconnect()
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- measured again once rows exist: a row's height needs a row
  }, [scrollRef, hasRows, latestLayout, syncVisible])

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
        if (Math.abs(region.scrollTop - wanted) >= 1) {
          region.scrollTop = wanted
          // The rows now in view render before this frame is painted, not after the scroll event.
          syncVisible(region, { bodyTop: chrome.bodyTop, rowHeight })
        }
      }
    }
    const focused = region.contains(document.activeElement) ? document.activeElement?.closest<HTMLElement>('[data-index]') : null
    const index = focused ? Number(focused.dataset.index) : Math.max(0, Math.ceil((region.scrollTop + chrome.head - chrome.bodyTop) / rowHeight))
    anchor.current = index < count ? { key: getRowKey(index), index, top: topOf(index), rows: records, resetKey } : null
  })

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
      const layout = { ...chrome, rowHeight, count, scrollTop: region.scrollTop, viewportHeight: region.clientHeight, maxScrollTop: region.scrollHeight - region.clientHeight }
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
