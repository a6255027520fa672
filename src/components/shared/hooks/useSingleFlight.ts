import { useCallback, useRef, useState } from 'react'

/**
 * Runs one async task at a time. Two clicks (or two Enter presses) can land before React re-renders
 * a disabled button, so the guard is a ref checked synchronously, not the pending state alone.
 * `run` returns `false` when a task is already running and this call was ignored. A task reports its
 * own failures (to the form, to an alert); a rejection that escapes it is dropped here, never unhandled.
 */
export function useSingleFlight(): { running: boolean; run: (task: () => Promise<unknown>) => boolean } {
  const busy = useRef(false)
  const [running, setRunning] = useState(false)
  const run = useCallback((task: () => Promise<unknown>) => {
    if (busy.current) return false
    busy.current = true
    setRunning(true)
    void task()
      .catch(() => undefined)
      .finally(() => {
        busy.current = false
        setRunning(false)
      })
    return true
  }, [])
  return { running, run }
}
