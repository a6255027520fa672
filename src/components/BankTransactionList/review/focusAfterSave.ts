import { CURRENT_ROW, focusRow } from './focusRow'
/**
 * Puts the focus back on the queue after a row's dialog saved: on the row after `id` in the grid's
 * order when `next` ("Save match": the next step is the next row), else on `id`'s row (the editor's
 * Save); failing those, the current row. Called once the dialog has left the page (its opener may be
 * gone with what the save changed, and the focus would drop to the page); `queue` is the
 * `.bk-transaction-list__keys` found while the dialog was on it. A module of its own: only the
 * dialogs, which load on demand, use it.
 */
export function focusAfterSave(inside: Element | null, id: string, next: boolean): void {
  const queue = inside?.closest('.bk-transaction-list__keys')
  const rows = queue ? Array.from(queue.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"][data-id]')) : []
  const index = next ? rows.find((one) => one.dataset.id === id)?.dataset.index : undefined
  const after = index === undefined ? undefined : rows.find((one) => one.dataset.index === String(Number(index) + 1))
  focusRow(inside, [after?.dataset.id ?? id, id, CURRENT_ROW])
}
