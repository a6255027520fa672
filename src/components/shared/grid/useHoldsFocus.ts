import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the focus is inside the region. Followed from focus events, so that render reads no ref
 * and no `document`.
 */
export function useHoldsFocus(regionRef: RefObject<HTMLElement | null>): boolean {
  const [holdsFocus, setHoldsFocus] = useState(false)
  useEffect(() => {
    const region = regionRef.current
    if (!region) return
    const onFocusIn = () => setHoldsFocus(true)
    const onFocusOut = (event: FocusEvent) => setHoldsFocus(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))
    region.addEventListener('focusin', onFocusIn)
    region.addEventListener('focusout', onFocusOut)
    setHoldsFocus(region.contains(document.activeElement))
    return () => {
      region.removeEventListener('focusin', onFocusIn)
      region.removeEventListener('focusout', onFocusOut)
    }
  }, [regionRef])
  return holdsFocus
}
