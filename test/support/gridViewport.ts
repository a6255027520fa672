import { waitFor } from '@testing-library/react'

/**
 * jsdom has no layout: gives the grids' scroll regions (`.bk-grid-region`) a 1000×600 viewport so the
 * virtualizer renders rows at all. Spies on HTMLElement; `vi.restoreAllMocks()` takes them away.
 */
export function giveGridsAViewport(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('bk-grid-region') ? 600 : 0
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('bk-grid-region') ? 1000 : 0
  })
}

/** The first row a grid's virtualizer rendered, once there is one. */
export function findFirstRow(): Promise<HTMLElement> {
  return waitFor(() => {
    const row = document.querySelector<HTMLElement>('[role="row"][data-index="0"]')
    if (!row) throw new Error('no first row yet')
    return row
  })
}
