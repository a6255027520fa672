import { useState } from 'react'

/**
 * Local state that starts as `committed` and follows it whenever it changes from outside, for
 * fields that may hold something not yet sendable (a date range whose start is after its end).
 */
export function useSyncedDraft<T>(committed: T, equals: (a: T, b: T) => boolean = Object.is): [T, (next: T) => void] {
  const [draft, setDraft] = useState(committed)
  const [seen, setSeen] = useState(committed)
  if (!equals(seen, committed)) {
    setSeen(committed)
    setDraft(committed)
  }
  return [draft, setDraft]
}
