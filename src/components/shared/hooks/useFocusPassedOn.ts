import { useLayoutEffect, useRef } from 'react'

/**
 * For a button its own action removes ("Try again": the error it answers goes once the read
 * starts again): if it goes while it holds the focus, the focus goes to `place(button)` (the
 * component, the row it was in), never to the page's body, where a keyboard user starts over.
 * The place is found while the button is still in the page, and focused once the commit that
 * removed the button is done; a place that cannot take the focus is given `tabindex="-1"`.
 * `place` is a module-level function: a new one would run the cleanup while the button stays.
 */
export function useFocusPassedOn<T extends HTMLElement>(place: (button: T) => HTMLElement | null) {
  const button = useRef<T>(null)
  useLayoutEffect(() => {
    const held = button.current
    // A layout effect's cleanup runs before React takes the button's node out of the page.
    return () => {
      if (!held || held.ownerDocument.activeElement !== held) return
      const target = place(held)
      if (!target) return
      queueMicrotask(() => {
        const focused = target.ownerDocument.activeElement
        if (!target.isConnected || (focused !== null && focused !== target.ownerDocument.body)) return
        if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1
        target.focus()
      })
    }
  }, [place])
  return button
}
