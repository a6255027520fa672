// The grids' window arithmetic (src/components/shared/grid/rowWindow.ts): which rows a viewport
// shows, which are rendered, and where the region scrolls so a row is whole between the sticky
// head and foot. Rows of 40 px below a 41 px head, in a 600 px region, as in a wide InvoiceList.
import { revealScrollTop, rowWindow, visibleRows, type RevealLayout } from '../../src/components/shared/grid/rowWindow'

const layout = { scrollTop: 0, viewportHeight: 600, bodyTop: 41, rowHeight: 40 }

describe('visibleRows', () => {
  it('is the rows the viewport touches, the one under the sticky head included', () => {
    // The body's first 559 px are in view: rows 0 to 13 (row 14 starts at 560, just below the edge).
    expect(visibleRows(layout)).toEqual({ first: 0, last: 13 })
    expect(visibleRows({ ...layout, scrollTop: 1 })).toEqual({ first: 0, last: 13 })
    expect(visibleRows({ ...layout, scrollTop: 2 })).toEqual({ first: 0, last: 14 })
    expect(visibleRows({ ...layout, scrollTop: 41 + 400 })).toEqual({ first: 10, last: 24 })
    expect(visibleRows({ ...layout, scrollTop: 41 + 410 })).toEqual({ first: 10, last: 25 })
  })

  it('is nothing while the region has no height (a server, jsdom, a hidden tab) or no row height', () => {
    expect(visibleRows({ ...layout, viewportHeight: 0 })).toBeNull()
    expect(visibleRows({ ...layout, rowHeight: 0 })).toBeNull()
  })

  it('takes fractional row heights and a body far below the top', () => {
    expect(visibleRows({ scrollTop: 0, viewportHeight: 100, bodyTop: 300, rowHeight: 37.5 })).toEqual({ first: 0, last: 0 })
    expect(visibleRows({ scrollTop: 1000, viewportHeight: 100, bodyTop: 0, rowHeight: 37.5 })).toEqual({ first: 26, last: 29 })
  })
})

describe('rowWindow', () => {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at)

  it('renders the visible rows and the overscan on each side, within the rows', () => {
    expect(rowWindow({ first: 10, last: 24 }, 1000, 6)).toEqual(range(4, 30))
    expect(rowWindow({ first: 0, last: 13 }, 1000, 6)).toEqual(range(0, 19))
    expect(rowWindow({ first: 0, last: 13 }, 5, 6)).toEqual(range(0, 4))
  })

  it('renders nothing without a viewport or without rows', () => {
    expect(rowWindow(null, 1000, 6)).toEqual([])
    expect(rowWindow({ first: 0, last: 13 }, 0, 6)).toEqual([])
  })

  it('slides a range past the last row back to end there (the rows shrank before the region clamped its scroll)', () => {
    expect(rowWindow({ first: 90, last: 104 }, 50, 6)).toEqual(range(29, 49))
  })

  it('keeps the row holding the focus wherever it is, in order, once', () => {
    expect(rowWindow({ first: 10, last: 24 }, 1000, 6, 500)).toEqual([...range(4, 30), 500])
    expect(rowWindow({ first: 100, last: 114 }, 1000, 6, 2)).toEqual([2, ...range(94, 120)])
    expect(rowWindow({ first: 10, last: 24 }, 1000, 6, 12)).toEqual(range(4, 30))
    // A kept index the rows no longer have is not rendered.
    expect(rowWindow({ first: 0, last: 13 }, 10, 6, 40)).toEqual(range(0, 9))
  })

  it('costs the rows in view, not the rows loaded', () => {
    expect(rowWindow({ first: 50_000, last: 50_014 }, 100_000, 6)).toHaveLength(27)
  })
})

describe('revealScrollTop', () => {
  // 1,000 rows, a 40 px sticky foot (totals), the region ending 41 + 40,000 + 40 - 600 down.
  const region: RevealLayout = { ...layout, head: 41, foot: 40, count: 1000, maxScrollTop: 41 + 40_000 + 40 - 600 }
  const placed = (scrollTop: number, index: number) => {
    const top = region.bodyTop + index * region.rowHeight - scrollTop
    return { top, bottom: top + region.rowHeight }
  }

  it('leaves a row already whole between the head and the foot where it is', () => {
    expect(revealScrollTop(region, 0)).toBeUndefined()
    // The foot covers 560 to 600: row 11 ends at 521, in view; row 12 ends at 561, a pixel under the foot.
    expect(revealScrollTop(region, 11)).toBeUndefined()
    expect(revealScrollTop(region, 12)).toBe(1)
    expect(revealScrollTop({ ...region, scrollTop: 400 }, 15)).toBeUndefined()
  })

  it('scrolls the least to bring a row below the view up to just above the foot', () => {
    const scrollTop = revealScrollTop(region, 30) as number
    expect(placed(scrollTop, 30).bottom).toBe(region.viewportHeight - region.foot)
  })

  it('scrolls the least to bring a row above the view down to just below the head', () => {
    const scrollTop = revealScrollTop({ ...region, scrollTop: 4000 }, 50) as number
    expect(placed(scrollTop, 50).top).toBe(region.head)
    // A row half under the sticky head is not whole, so it moves too.
    const half = revealScrollTop({ ...region, scrollTop: 41 + 20 * 40 + 20 }, 20) as number
    expect(placed(half, 20).top).toBe(region.head)
  })

  it('takes the first row to the top and the last to the very end, whatever follows the rows', () => {
    expect(revealScrollTop({ ...region, scrollTop: 4000 }, 0)).toBe(0)
    expect(revealScrollTop(region, 999)).toBe(region.maxScrollTop)
    expect(revealScrollTop({ ...region, maxScrollTop: region.maxScrollTop + 30 }, 999)).toBe(region.maxScrollTop + 30)
  })

  it('clamps an index past either end to the rows, and does nothing without rows', () => {
    expect(revealScrollTop(region, 5000)).toBe(region.maxScrollTop)
    expect(revealScrollTop({ ...region, scrollTop: 4000 }, -3)).toBe(0)
    expect(revealScrollTop({ ...region, count: 0 }, 0)).toBeUndefined()
  })
})
