import { focusInView } from '../../shared/grid/focusInView'

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
 * Moves the focus from a row's control that leaves with its action (a suggestion, "Mark reviewed")
 * on to the next row, as Enter does; to the control's own row while the next is not drawn.
 */
export function focusNextRow(control: Element): void {
  const row = control.closest<HTMLElement>('[data-index]')
  if (row) focusInView(row.parentElement?.querySelector<HTMLElement>(`[data-index="${Number(row.dataset.index) + 1}"]`) ?? row)
}
