import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { RowMetrics } from './useVisibleRows'

export interface ScrollAnchorOptions {
  scrollRef: RefObject<HTMLElement | null>
  /** The rows; a new array is a change the anchor row is kept in place through. */
  records: readonly { id: string }[]
  /** Changes when the rows are replaced by another query's: nothing is kept in place then. */
  resetKey: unknown
  /** Where a record is now, looked up first where it was (`useActiveRecord`'s `positions`). */
  positions: (key: string, hint: number) => number | undefined
  /** Where the body starts, the sticky head's height and the row height, as measured. */
  layout: RowMetrics & { head: number }
  /** Renders the rows now in view, after the region scrolled. */
  syncVisible: (region: HTMLElement, metrics: RowMetrics) => void
}

/**
 * Rows never jump under the pointer or the keyboard focus when rows arrive or change: after each
 * commit the row in focus (else the first one in view) is noted with its place in the window, and
 * when the rows change, the region scrolls so that row is in the same place again (what changed
 * above the region in that commit, such as a count's line, included).
 */
export function useScrollAnchor({ scrollRef, records, resetKey, positions, layout, syncVisible }: ScrollAnchorOptions): void {
  const anchor = useRef<{ key: string; index: number; top: number; rows: unknown; resetKey: unknown } | null>(null)
  const { bodyTop, head, rowHeight } = layout
  useLayoutEffect(() => {
    const region = scrollRef.current
    if (!region || rowHeight <= 0) return
    const topOf = (index: number) => region.getBoundingClientRect().top + bodyTop + index * rowHeight - region.scrollTop
    const previous = anchor.current
    if (previous && previous.rows !== records && previous.resetKey === resetKey) {
      const index = positions(previous.key, previous.index)
      if (index !== undefined) {
        const wanted = Math.max(0, region.scrollTop + topOf(index) - previous.top)
        if (Math.abs(region.scrollTop - wanted) >= 1) {
          region.scrollTop = wanted
          // The rows now in view render before this frame is painted, not after the scroll event.
          syncVisible(region, { bodyTop, rowHeight })
        }
      }
    }
    const focused = region.contains(document.activeElement) ? document.activeElement?.closest<HTMLElement>('[data-index]') : null
    const index = focused ? Number(focused.dataset.index) : Math.max(0, Math.ceil((region.scrollTop + head - bodyTop) / rowHeight))
    anchor.current = index < records.length ? { key: records[index]?.id ?? String(index), index, top: topOf(index), rows: records, resetKey } : null
  })
}
