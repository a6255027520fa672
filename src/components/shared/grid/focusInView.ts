/**
 * Scrolls the page the least that shows `row`, when it lies outside the window. The grid reveals a
 * row inside its own region, but a region taller than what the window shows of it (a partner's
 * page scrolls, not the grid) could leave the focused row below the window.
 */
export function revealInWindow(row: HTMLElement): void {
  const view = row.ownerDocument.defaultView
  // jsdom lays nothing out and has no scrollIntoView.
  if (!view || typeof row.scrollIntoView !== 'function') return
  const { top, bottom } = row.getBoundingClientRect()
  if (top < 0 || bottom > view.innerHeight) row.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}

/**
 * Focuses a row without the browser's own scroll (which would move the grid's window to put the row
 * in its middle), then shows it in the window if it is outside (`revealInWindow`).
 */
export function focusInView(row: HTMLElement): void {
  row.focus({ preventScroll: true })
  revealInWindow(row)
}
