import { useEffect } from 'react'

/** Long enough for the first rows' work to finish; a page that is never idle still gets its code by then. */
const IDLE_WITHIN_MS = 2_000

/**
 * Runs `work` in idle time, or within two seconds if the page is never idle (soon where the
 * browser cannot tell idle time: Safari, jsdom). Returns what cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: IDLE_WITHIN_MS })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(work, 1)
  return () => clearTimeout(timer)
}

/**
 * Starts `loads` (each an `import()` of code needed only after an action) in idle time once the
 * component has painted, so the action does not wait for the network. A failed load is left to
 * the action's own attempt, which says so. Nothing is loaded while `when` is false.
 */
export function useImportsWhenIdle(loads: readonly (() => Promise<unknown>)[], when = true): void {
  useEffect(() => {
    if (!when) return
    return whenIdle(() => {
      for (const load of loads) load().catch(() => undefined)
    })
    // The loads are module-level functions: their identity never changes.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [when])
}
