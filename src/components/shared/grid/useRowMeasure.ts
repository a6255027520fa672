import { useLayoutEffect, useState, type RefObject } from 'react'
import type { RowMetrics, SyncVisible } from './useVisibleRows'

/** Row height used until a row is measured (the default of `--bk-row-height`). */
export const ESTIMATED_ROW_HEIGHT = 40

/** The grid's parts around its rows, in CSS pixels. */
export interface GridChrome {
  /** Where the body starts in the region's content: below the sticky head and any static rows. */
  bodyTop: number
  /** Height of the sticky head. */
  head: number
  /** Height of the sticky foot. */
  foot: number
}

/**
 * The sticky parts' sizes and the one row height. Every body row has the one height its layout
 * sets in CSS (wide, or stacked in a narrow container): one row is measured when the first rows
 * render and when the region's size changes, never each row as it scrolls in. (The body's height
 * is every row at that height, so rows appearing resize nothing.)
 *
 * `scrollRef`'s region holds `.bk-grid__head`, `.bk-grid__body` and an optional `.bk-grid__foot`.
 * `rowsShown` says whether any row is rendered: a row's height needs a row, so the rows are measured
 * again once they exist. After each commit `metrics` holds this render's layout, for handlers that
 * outlive a render; `onMeasured` hears each measurement, so the window follows it before the frame
 * is painted.
 */
export function useRowMeasure(
  scrollRef: RefObject<HTMLElement | null>,
  rowsShown: boolean,
  metrics: RefObject<RowMetrics>,
  onMeasured: SyncVisible,
): [chrome: GridChrome, rowHeight: number] {
  const [chrome, setChrome] = useState<GridChrome>({ bodyTop: 0, head: 0, foot: 0 })
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT)
  useLayoutEffect(() => {
    metrics.current = { bodyTop: chrome.bodyTop, rowHeight }
  })
  useLayoutEffect(() => {
    const region = scrollRef.current
    if (!region) return
    const part = (name: string) => region.querySelector<HTMLElement>(`.bk-grid__${name}`)
    const measure = () => {
      const next = { bodyTop: part('body')?.offsetTop ?? 0, head: part('head')?.offsetHeight ?? 0, foot: part('foot')?.offsetHeight ?? 0 }
      setChrome((previous) =>
        previous.bodyTop === next.bodyTop && previous.head === next.head && previous.foot === next.foot ? previous : next,
      )
      // Without layout (jsdom, a hidden tab) a row measures 0; keep the last height then.
      const height = part('body')?.querySelector('.bk-grid__row')?.getBoundingClientRect().height ?? 0
      if (height > 0) setRowHeight((previous) => (Math.abs(previous - height) < 0.01 ? previous : height))
      onMeasured(region, { bodyTop: next.bodyTop, rowHeight: height > 0 ? height : metrics.current.rowHeight })
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    for (const observed of [region, part('head'), part('foot'), part('static'), part('body')]) if (observed) observer.observe(observed)
    return () => observer.disconnect()
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- measured again once rows exist: a row's height needs a row
  }, [scrollRef, rowsShown, metrics, onMeasured])
  return [chrome, rowHeight]
}
