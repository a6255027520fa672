import { useState } from 'react'

/**
 * `value`; or, while a new query has nothing yet, the last value worth keeping. A list then keeps
 * its rows (and the header the user just sorted by keeps focus) until the new rows arrive, instead
 * of flashing back to a skeleton. An error or the first load still shows its own state.
 */
export function useKeptWhilePending<T>(value: T | undefined, pending: boolean, worthKeeping: (kept: T) => boolean): T | undefined {
  const [kept, setKept] = useState(value)
  if (value !== undefined && value !== kept) setKept(value)
  if (value !== undefined) return value
  return pending && kept !== undefined && worthKeeping(kept) ? kept : undefined
}
