import { useEffect, useRef } from 'react'
import { useBeforeUnload } from './useBeforeUnload'

/**
 * Tells the host when a form becomes dirty or clean (`onDirtyChange`, once per change) and asks the
 * browser to warn before the page is left while it is dirty.
 */
export function useUnsavedChanges(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined): void {
  const reported = useRef(false)
  useEffect(() => {
    // A host passing a new callback each render re-runs this; the ref keeps it to one call per change.
    if (reported.current === dirty) return
    reported.current = dirty
    onDirtyChange?.(dirty)
  }, [dirty, onDirtyChange])
  useBeforeUnload(dirty)
}
