import { useEffect, useState } from 'react'

/** After this long, a save still on its way says so and offers to stop waiting. */
const STILL_SAVING_AFTER_MS = 3_000

/** Whether `pending` has been true for `STILL_SAVING_AFTER_MS` without a break. */
export function useStillPending(pending: boolean): boolean {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setSlow(true), STILL_SAVING_AFTER_MS)
    return () => {
      clearTimeout(timer)
      setSlow(false)
    }
  }, [pending])
  return pending && slow
}
