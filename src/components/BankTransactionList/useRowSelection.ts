import { useState } from 'react'

/**
 * The rows the user selected, by id: toggle one, extend a range from the last toggled row (Shift-click,
 * Shift+arrows), or take every row that may change. `order` is the view's ids, top to bottom.
 */
export function useRowSelection(order: readonly string[]) {
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
    const from = start === undefined ? -1 : order.indexOf(start)
    const to = order.indexOf(id)
    if (to === -1) return
    const first = from === -1 ? to : Math.min(from, to)
    const last = from === -1 ? to : Math.max(from, to)
    setSelected((previous) => {
      const next = new Set(previous)
      for (const rowId of order.slice(first, last + 1)) if (selectable(rowId)) next.add(rowId)
      return next
    })
    if (from === -1) setAnchor(id)
  }

  const replace = (ids: Iterable<string>) => {
    setSelected(new Set(ids))
    setAnchor(undefined)
  }

  return { selected, toggle, extendTo, replace, clear: () => replace([]) }
}
