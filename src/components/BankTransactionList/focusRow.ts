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
  const rows = queueRows(queue)
  for (const candidate of candidates) {
    const row = rows.find((one) => (candidate === CURRENT_ROW ? one.hasAttribute('data-current') : one.dataset.id === candidate))
    if (row) return focusInView(row)
  }
}

/**
 * Moves the focus on from row `id`, whose action a user took, to the row after it in the grid's
 * order, as Enter does; failing that, `id`'s row, then the current row. Called as a row's control
 * that leaves with the action (a suggestion, "Mark reviewed", a retry) is used, so that the focus
 * never drops to the page with it.
 */
export function focusRowAfter(inside: Element | null, id: string): void {
  const queue = inside?.closest('.bk-transaction-list__keys')
  const rows = queue ? queueRows(queue) : []
  const index = rows.find((one) => one.dataset.id === id)?.dataset.index
  const after = index === undefined ? undefined : rows.find((one) => one.dataset.index === String(Number(index) + 1))
  focusRow(inside, [after?.dataset.id ?? id, id, CURRENT_ROW])
}

const queueRows = (queue: Element) => Array.from(queue.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"][data-id]'))
