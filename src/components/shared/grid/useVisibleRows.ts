import { useCallback, useEffect, useState, type RefObject } from 'react'
import { rowWindow, visibleRows, type RowLayout, type VisibleRows } from './rowWindow'

/** Rows kept rendered beyond the viewport on each side. */
const OVERSCAN = 6

/** Where the rows start in the region and the one height of every row, as last measured. */
export type RowMetrics = Pick<RowLayout, 'bodyTop' | 'rowHeight'>

/** Reads the region's scroll position and height, and renders again only if other rows are in view. */
export type SyncVisible = (region: HTMLElement, metrics: RowMetrics) => void

/**
 * The window over the rows. It is fixed-height arithmetic (rowWindow.ts): the state is only the
 * range of rows the viewport touches, so a scroll within the same rows renders nothing. It starts
 * empty, as on the server, until the region is measured after mount (hydration then finds the
 * server's markup).
 *
 * Of `count` rows in `scrollRef`'s region, it renders those in view and `keep` (the active row while
 * the grid holds the focus); a new `resetKey` (another query's rows) scrolls back to the top. The
 * region's scrolls are read with `metrics`, the layout last measured (`useRowMeasure` keeps it).
 * Returns the indexes to render, ascending, and the function that reads the region again.
 */
export function useVisibleRows(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  resetKey: unknown,
  keep: number | undefined,
  metrics: Readonly<RefObject<RowMetrics>>,
): [items: number[], syncVisible: SyncVisible] {
  const [visible, setVisible] = useState<VisibleRows | null>(null)
  const syncVisible = useCallback((region: HTMLElement, layout: RowMetrics) => {
    const next = visibleRows({ scrollTop: region.scrollTop, viewportHeight: region.clientHeight, ...layout })
    setVisible((previous) => (previous?.first === next?.first && previous?.last === next?.last ? previous : next))
  }, [])
  useEffect(() => {
    const region = scrollRef.current
    if (!region) return
    const onScroll = () => syncVisible(region, metrics.current)
    region.addEventListener('scroll', onScroll, { passive: true })
    return () => region.removeEventListener('scroll', onScroll)
  }, [scrollRef, metrics, syncVisible])
  useEffect(() => {
    const region = scrollRef.current
    if (!region) return
    region.scrollTop = 0
    syncVisible(region, metrics.current)
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the effect is for a new resetKey: another query's rows start at the top
  }, [resetKey, scrollRef, metrics, syncVisible])
  return [rowWindow(visible, count, OVERSCAN, keep), syncVisible]
}
