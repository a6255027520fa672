// What of a stored value is a user's list layouts: read only where the stored layouts are
// (database.ts, loaded on demand with `persist`), so a page without it carries none of this.
import type { GridLayout, GridLayoutsByList } from '../gridLayouts'

/** Whether a stored value is a layout: anything else (an older shape, a hand edit) is ignored. */
function isLayout(value: unknown): value is GridLayout {
  if (!value || typeof value !== 'object') return false
  const { order, hidden, widths } = value as Record<string, unknown>
  const names = (list: unknown) => list === undefined || (Array.isArray(list) && list.every((name) => typeof name === 'string'))
  const sizes =
    widths === undefined ||
    (typeof widths === 'object' &&
      widths !== null &&
      Object.values(widths).every((width) => typeof width === 'number' && Number.isFinite(width) && width > 0))
  return names(order) && names(hidden) && sizes
}

/** The layouts of a stored value that are layouts. */
export function readLayouts(value: unknown): GridLayoutsByList {
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(Object.entries(value).filter(([, layout]) => isLayout(layout)))
}
