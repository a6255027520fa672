import { useEffect, useRef } from 'react'

/**
 * A native `<dialog>` shown modally for as long as it is mounted: the browser traps the focus and
 * Escape fires its `cancel` event. Unmounting it gives the focus back to what held it before (a
 * row, a button), unless something else took the focus meanwhile.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    const opener = element?.ownerDocument.activeElement ?? document.activeElement
    if (element && !element.hasAttribute('open')) {
      // jsdom has no showModal: the open attribute still shows the dialog.
      if (typeof element.showModal === 'function') element.showModal()
      else element.setAttribute('open', '')
    }
    return () => {
      const focused = document.activeElement
      const lost = focused === null || focused === document.body || element?.contains(focused)
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [])
  return dialog
}
