import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { revealInWindow } from './focusInView'
import type { GridChrome } from './useRowMeasure'
import type { SyncVisible } from './useVisibleRows'

/** The row noted as the one to keep in place, where it was on screen, and the rows it was noted among. */
interface Anchor {
  key: string
  index: number
  top: number
  rows: unknown
  resetKey: unknown
}

/**
 * Rows never jump under the pointer or the keyboard focus when rows arrive or change: the row in
 * focus (else the first one in view) is noted with its place in the window, and when the rows
 * change, the region scrolls so that row is in the same place again (what changed above the region
 * in that commit, such as a count's line, included).
 *
 * A new `records` array is a change the row is kept in place through; a new `resetKey` (another
 * query's rows) keeps nothing. `positions` says where a record is now (`useActiveRecord`'s), and
 * `syncVisible` renders the rows in view after the region scrolled.
 *
 * Geometry is read only when it is needed: after a commit that changed the rows (to put the row
 * back, then to note it again); after any other commit the row is noted once in the next frame, in
 * the frame's own time (before its layout, which the read then does for it). A commit that moves no
 * row (a count, a part's view, a save's status, the focus moved) forces no layout.
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
  const anchor = useRef<Anchor | null>(null)
  // What the frame's note reads: the last commit's rows and layout.
  const latest = useRef({ records, resetKey, bodyTop, head, rowHeight })
  const frame = useRef(0)
  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  useLayoutEffect(() => {
    latest.current = { records, resetKey, bodyTop, head, rowHeight }
    const region = scrollRef.current
    if (!region || rowHeight <= 0) return
    const previous = anchor.current
    if (previous && previous.rows === records && previous.resetKey === resetKey) {
      frame.current ||= requestAnimationFrame(() => {
        frame.current = 0
        if (scrollRef.current) anchor.current = noteAnchor(scrollRef.current, latest.current)
      })
      return
    }
    if (previous && previous.resetKey === resetKey) {
      const index = positions(previous.key, previous.index)
      if (index !== undefined) {
        const wanted = Math.max(0, region.scrollTop + rowTop(region, latest.current, index) - previous.top)
        if (Math.abs(region.scrollTop - wanted) >= 1) {
          region.scrollTop = wanted
          // The rows now in view render before this frame is painted, not after the scroll event.
          syncVisible(region, { bodyTop, rowHeight })
        }
      }
    }
    anchor.current = noteAnchor(region, latest.current)
    // A page that scrolls as a whole moves nothing when the region's own scroll is set: the row in
    // focus is shown in the window itself when the rows changed around it.
    const focused = region.contains(document.activeElement) ? document.activeElement?.closest<HTMLElement>('[role="row"]') : null
    if (focused) revealInWindow(focused)
  })
}

/** Where row `index` is on screen now. */
function rowTop(region: HTMLElement, { bodyTop, rowHeight }: { bodyTop: number; rowHeight: number }, index: number): number {
  return region.getBoundingClientRect().top + bodyTop + index * rowHeight - region.scrollTop
}

/** The row in focus, else the first one in view, with where it is on screen now; null when there is none. */
function noteAnchor(
  region: HTMLElement,
  layout: { records: readonly { id: string }[]; resetKey: unknown; bodyTop: number; head: number; rowHeight: number },
): Anchor | null {
  const { records, resetKey, bodyTop, head, rowHeight } = layout
  if (rowHeight <= 0) return null
  const focused = region.contains(document.activeElement) ? document.activeElement?.closest<HTMLElement>('[data-index]') : null
  const index = focused ? Number(focused.dataset.index) : Math.max(0, Math.ceil((region.scrollTop + head - bodyTop) / rowHeight))
  return index < records.length
    ? { key: records[index]?.id ?? String(index), index, top: rowTop(region, layout, index), rows: records, resetKey }
    : null
}
