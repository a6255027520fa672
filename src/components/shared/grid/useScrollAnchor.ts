import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { GridChrome } from './useRowMeasure'
import type { SyncVisible } from './useVisibleRows'

/**
 * Rows never jump under the pointer or the keyboard focus when rows arrive or change: after each
 * commit the row in focus (else the first one in view) is noted with its place in the window, and
 * when the rows change, the region scrolls so that row is in the same place again (what changed
 * above the region in that commit, such as a count's line, included).
 *
 * A new `records` array is a change the row is kept in place through; a new `resetKey` (another
 * query's rows) keeps nothing. `positions` says where a record is now (`useActiveRecord`'s), and
 * `syncVisible` renders the rows in view after the region scrolled.
 */
export function useScrollAnchor(
  scrollRef: RefObject<HTMLElement | null>,
  records: readonly { id: string }[],
  resetKey: unknown,
  positions: (key: string, hint: number) => number | undefined,
  { bodyTop, head }: GridChrome,
  rowHeight: number,
  syncVisible: SyncVisible,
): void {
  const anchor = useRef<{ key: string; index: number; top: number; rows: unknown; resetKey: unknown } | null>(null)
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
    anchor.current =
      index < records.length ? { key: records[index]?.id ?? String(index), index, top: topOf(index), rows: records, resetKey } : null
  })
}
