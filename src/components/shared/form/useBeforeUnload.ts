import { useEffect } from 'react'

/** While `dirty`, the browser asks before the page is left or reloaded (the text of that prompt is the browser's own). */
export function useBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older Chromium and Safari show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
}
