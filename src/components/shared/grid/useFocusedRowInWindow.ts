import { useEffect, type RefObject } from 'react'
import { revealInWindow } from './focusInView'

/**
 * While the grid holds the focus, keeps its focused row inside the window as the component around
 * it changes size: a notice or an offer drawn above the grid after an Enter moves the rows down, and
 * on a page that scrolls as a whole the row the user is on slid below the window. Only the
 * component's own resizing moves the page, never the user's scrolling.
 */
export function useFocusedRowInWindow(regionRef: RefObject<HTMLElement | null>, holdsFocus: boolean): void {
  useEffect(() => {
    const region = regionRef.current
    const root = region?.closest('.bk-root')
    if (!holdsFocus || !region || !root || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const focused = region.ownerDocument.activeElement
      if (focused instanceof HTMLElement && focused.getAttribute('role') === 'row' && region.contains(focused)) revealInWindow(focused)
    })
    observer.observe(root)
    return () => observer.disconnect()
  }, [regionRef, holdsFocus])
}
