// The arithmetic of a window over rows of one height: which rows a viewport shows, which are
// rendered, and where to scroll so a row is in view. Framework-free and free of the DOM, so that
// each rule is tested on its own (test/components/rowWindow.test.ts) and a window costs O(rows in
// view), never O(rows): no row is visited unless it is rendered.

/** Where a scroll region is and how its rows lie in it, in CSS pixels. */
export interface RowLayout {
  /** The region's `scrollTop`. */
  scrollTop: number
  /** The region's `clientHeight`: 0 when it has no layout (a server, jsdom, a hidden tab). */
  viewportHeight: number
  /** Where the first row starts in the region's content (below the head and any static rows). */
  bodyTop: number
  /** The one height of every row. */
  rowHeight: number
}

/** The rows a viewport touches, first and last, inclusive; `last` may lie past the rows loaded. */
export interface VisibleRows {
  first: number
  last: number
}

/**
 * The rows the viewport touches, sticky parts included (a row under the sticky head counts: it is
 * rendered as a margin), or null when the region shows nothing (no height, no row height).
 * Not clamped to a row count, so that the range holds while rows arrive; `rowWindow` clamps it.
 */
export function visibleRows({ scrollTop, viewportHeight, bodyTop, rowHeight }: RowLayout): VisibleRows | null {
  if (viewportHeight <= 0 || rowHeight <= 0) return null
  const first = Math.max(0, Math.floor((scrollTop - bodyTop) / rowHeight))
  // A row whose top is at the viewport's bottom edge is not in view.
  const last = Math.max(first, Math.ceil((scrollTop + viewportHeight - bodyTop) / rowHeight) - 1)
  return { first, last }
}

/**
 * The indexes to render, ascending: the visible rows and `overscan` more on each side, within
 * `count` rows, and `keep` (the row holding the focus) wherever it is. A range past the end (the
 * rows shrank before the region clamped its scroll) slides back to end at the last row.
 */
export function rowWindow(visible: VisibleRows | null, count: number, overscan: number, keep?: number): number[] {
  if (!visible || count <= 0) return []
  const beyond = Math.max(0, visible.last - (count - 1))
  const start = Math.max(0, visible.first - beyond - overscan)
  const end = Math.min(count - 1, visible.last - beyond + overscan)
  const indexes: number[] = []
  for (let index = start; index <= end; index++) indexes.push(index)
  if (keep === undefined || keep < 0 || keep >= count || (keep >= start && keep <= end)) return indexes
  return keep < start ? [keep, ...indexes] : [...indexes, keep]
}

/** What `revealScrollTop` needs besides the layout: the sticky parts and how far the region scrolls. */
export interface RevealLayout extends RowLayout {
  /** Height of the sticky head, which covers the region's top. */
  head: number
  /** Height of the sticky foot, which covers its bottom. */
  foot: number
  /** The region's `scrollHeight - clientHeight`. */
  maxScrollTop: number
  count: number
}

/**
 * The `scrollTop` that shows row `index` whole between the sticky head and foot, moving the least
 * (the row lands at the edge it came from), or undefined when it is in view already. The last row
 * goes to the very end, so that whatever follows the rows shows too.
 */
export function revealScrollTop(layout: RevealLayout, index: number): number | undefined {
  const { scrollTop, viewportHeight, bodyTop, rowHeight, head, foot, maxScrollTop, count } = layout
  if (count <= 0 || rowHeight <= 0) return undefined
  const row = Math.max(0, Math.min(index, count - 1))
  const top = bodyTop + row * rowHeight
  const bottom = top + rowHeight
  const clamp = (wanted: number) => Math.max(0, Math.min(wanted, Math.max(0, maxScrollTop)))
  // Half a pixel of slack: fractional row heights leave a row that fits a hair off the edge.
  if (bottom > scrollTop + viewportHeight - foot + 0.5) return clamp(row === count - 1 ? maxScrollTop : bottom + foot - viewportHeight)
  if (top < scrollTop + head - 0.5) return clamp(top - head)
  return undefined
}
