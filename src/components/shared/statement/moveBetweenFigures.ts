import type { KeyboardEvent } from 'react'

/** Moves focus between the figures' buttons with the arrow keys, Home and End: the statement read as a grid. */
export function moveBetweenFigures(event: KeyboardEvent<HTMLTableElement>): void {
  const from = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]')
  if (!from) return
  const [row, column] = (from.dataset.cell ?? '').split(',').map(Number) as [number, number]
  const step: Record<string, [number, number] | undefined> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }
  const cells = [...event.currentTarget.querySelectorAll<HTMLElement>('button[data-cell]')].filter(
    (cell) => cell.offsetParent !== null || cell.getClientRects().length > 0,
  )
  const at = (cell: HTMLElement) => (cell.dataset.cell ?? '').split(',').map(Number) as [number, number]
  let target: HTMLElement | undefined
  if (event.key === 'Home' || event.key === 'End') {
    const inRow = cells.filter((cell) => at(cell)[0] === row)
    target = event.key === 'Home' ? inRow[0] : inRow.at(-1)
  } else {
    const move = step[event.key]
    if (!move) return
    const [down, across] = move
    const candidates = cells.filter((cell) => {
      const [r, c] = at(cell)
      return down !== 0 ? c === column && Math.sign(r - row) === down : r === row && Math.sign(c - column) === across
    })
    target = down > 0 || across > 0 ? candidates[0] : candidates.at(-1)
  }
  if (!target) return
  event.preventDefault()
  target.focus()
}
