import { useState } from 'react'

/**
 * The rows the user selected, by id: toggle one, extend a range from the last toggled row (Shift-click,
 * Shift+arrows), or take every row that may change. `rows` are the view's, top to bottom, and
 * `positionOf` finds a row's place in them without a pass over them.
 */
export function useRowSelection(rows: readonly { id: string }[], positionOf: (id: string) => number) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [anchor, setAnchor] = useState<string>()

  const toggle = (id: string) => {
    setSelected((previous) => {
      const next = new Set(previous)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
    setAnchor(id)
  }

  /** Selects every row from the anchor (else `from`, else `id` alone) to `id`, inclusive. */
  const extendTo = (id: string, selectable: (id: string) => boolean, origin?: string) => {
    const start = anchor ?? origin
    if (anchor === undefined && origin !== undefined) setAnchor(origin)
    const from = start === undefined ? -1 : positionOf(start)
    const to = positionOf(id)
    if (to === -1) return
    const first = from === -1 ? to : Math.min(from, to)
    const last = from === -1 ? to : Math.max(from, to)
    setSelected((previous) => {
      const next = new Set(previous)
      for (const row of rows.slice(first, last + 1)) if (selectable(row.id)) next.add(row.id)
      return next
    })
    if (from === -1) setAnchor(id)
  }

  const replace = (ids: Iterable<string>) => {
    setSelected(new Set(ids))
    setAnchor(undefined)
  }

  /** Rows an action saved leave the selection, whatever else was selected meanwhile. */
  const leave = (ids: readonly string[]) => {
    const gone = new Set(ids)
    setSelected((previous) => new Set([...previous].filter((id) => !gone.has(id))))
  }

  /** Rows an undo put back rejoin the selection they left. */
  const rejoin = (ids: readonly string[]) => setSelected((previous) => new Set([...previous, ...ids]))

  return { selected, toggle, extendTo, replace, clear: () => replace([]), leave, rejoin }
}
