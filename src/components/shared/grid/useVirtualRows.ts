import { defaultRangeExtractor, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { useLatestRef } from '../hooks/useLatestRef'

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
  /** The row at `index` was chosen with Enter, Space or a click (a double-click when `clickActivates` is false). */
  onActivate: (index: number) => void
  /** Whether a click on a row chooses it; when false it only makes the row current. Default true. */
  clickActivates?: boolean
  /**
   * Sees every key pressed in a row, on the row or on a control inside it, before the grid does
   * (a list's own shortcuts): returning true means it was handled, and the grid neither moves nor
   * activates. The grid's own keys apply only to keys pressed on the row itself.
   */
  onRowKeyDown?: (index: number, event: KeyboardEvent<HTMLElement>, grid: GridNavigation) => boolean
}

/** What a list's own keys may do to the grid. */
export interface GridNavigation {
  /** Makes the row at `index` current and moves the focus to it (scrolling it into view first). */
  moveTo: (index: number) => void
}

/** What a row element needs to be positioned and keyboard-navigable. */
export interface VirtualRowProps {
  'data-index': number
  'data-current': boolean | undefined
  tabIndex: number
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onClick: () => void
  onDoubleClick: (() => void) | undefined
  onFocus: () => void
}

/**
 * A virtualized list of rows inside a scroll region with a sticky head and foot: only the rows near
 * the viewport are in the DOM, the next page loads as the user nears the end, and the rows form one
 * tab stop with roving focus (Arrow Up/Down, Home/End, PageUp/PageDown; Enter or Space activates).
 *
 * The caller renders the scroll region with its head, body (height `bodyHeight`) and foot, and each
 * visible row at `translateY(rowOffset(item))` with `rowProps(item.index)`.
 */
export function useVirtualRows({ scrollRef, records, resetKey, canLoadMore, onNearEnd, onActivate, clickActivates = true, onRowKeyDown }: VirtualRowsOptions) {
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
  const setActive = useCallback((index: number) => setActiveState({ key: records[Math.max(0, Math.min(index, records.length - 1))]?.id, index }), [records])
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
      const holdsFocus = typeof document !== 'undefined' && scrollRef.current?.contains(document.activeElement) === true
      return holdsFocus && count > 0 && !indexes.includes(active) ? [...indexes, active].sort((a, b) => a - b) : indexes
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

  const pendingFocus = useRef<number | null>(null)
  const rendered = (index: number) => items.some((item) => item.index === index)
  // One row is the tab stop: the active one while it is rendered, else the first rendered one.
  const tabStop = rendered(active) ? active : (items[0]?.index ?? -1)

  // Moving to a row that is not rendered yet scrolls first; focus follows once the row exists.
  useEffect(() => {
    const index = pendingFocus.current
    if (index === null) return
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)
    if (!row) return
    pendingFocus.current = null
    row.focus({ preventScroll: true })
  })

  const moveTo = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(index, count - 1))
      setActive(target)
      pendingFocus.current = target
      virtualizer.scrollToIndex(target, { align: 'auto' })
    },
    [count, setActive, virtualizer],
  )

  const rowsPerPage = () => {
    const viewport = (scrollRef.current?.clientHeight ?? 0) - chrome.head - chrome.foot
    return Math.max(1, Math.floor(viewport / rowHeight) - 1)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLElement>) => {
    if (onRowKeyDown?.(index, event, { moveTo })) {
      event.preventDefault()
      return
    }
    // Other keys pressed on a link or button inside the row belong to that control.
    if (event.target !== event.currentTarget) return
    switch (event.key) {
      case 'ArrowDown': moveTo(index + 1); break
      case 'ArrowUp': moveTo(index - 1); break
      case 'Home': moveTo(0); break
      case 'End': moveTo(count - 1); break
      case 'PageDown': moveTo(index + rowsPerPage()); break
      case 'PageUp': moveTo(index - rowsPerPage()); break
      case 'Enter':
      case ' ':
        onActivate(index)
        break
      default:
        return
    }
    event.preventDefault()
  }

  const rowProps = (index: number): VirtualRowProps => ({
    'data-index': index,
    'data-current': index === active || undefined,
    tabIndex: index === tabStop ? 0 : -1,
    onKeyDown: (event) => onKeyDown(index, event),
    onClick: () => {
      setActive(index)
      if (clickActivates) onActivate(index)
    },
    onDoubleClick: clickActivates ? undefined : () => onActivate(index),
    onFocus: () => setActive(index),
  })

  return {
    items,
    /** Height of the body: every row at the layout's row height. */
    bodyHeight: Math.max(0, virtualizer.getTotalSize() - chrome.bodyTop),
    /** Offset of a row inside the body. */
    rowOffset: (item: VirtualItem) => item.start - chrome.bodyTop,
    rowProps,
    /** Whether the row at `index` is the tab stop (controls inside it may then be tabbable). */
    isTabStop: (index: number) => index === tabStop,
  }
}
