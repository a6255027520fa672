import { focusInView } from '../shared/grid/focusInView'

/** In `focusRow`'s candidates: the grid's current row, wherever it is. */
export const CURRENT_ROW = null

/**
 * Puts the focus back on a queue row, as the grid's roving focus would: the first of `candidates`
 * (row ids, or `CURRENT_ROW`) that is rendered. Called before a control holding the focus leaves
 * (an undo button, the offer form), so the focus never drops to the page.
 */
export function focusRow(inside: Element | null, candidates: readonly (string | typeof CURRENT_ROW)[]): void {
  const queue = inside?.closest('.bk-transaction-list__keys')
  if (!queue) return
  const rows = Array.from(queue.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"][data-id]'))
  for (const candidate of candidates) {
    const row = rows.find((one) => (candidate === CURRENT_ROW ? one.hasAttribute('data-current') : one.dataset.id === candidate))
    if (row) return focusInView(row)
  }
}

/**
 * Puts the focus back on the queue after a row's dialog saved: on the row after `id` in the grid's
 * order when `next` ("Save match": the next step is the next row), else on `id`'s row (the editor's
 * Save); failing those, the current row. Called once the dialog has left the page: the control that
 * opened it may be gone with what the save changed, and the focus would drop to the page.
 */
export function focusAfterSave(inside: Element | null, id: string, next: boolean): void {
  const queue = inside?.closest('.bk-transaction-list__keys')
  const rows = queue ? Array.from(queue.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"][data-id]')) : []
  const index = next ? rows.find((one) => one.dataset.id === id)?.dataset.index : undefined
  const after = index === undefined ? undefined : rows.find((one) => one.dataset.index === String(Number(index) + 1))
  focusRow(inside, [after?.dataset.id ?? id, id, CURRENT_ROW])
}
