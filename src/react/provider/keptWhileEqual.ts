// A value computed afresh on every render, kept as the last one while it is equal to it: what a
// part hands up to its parent (an effect's dependency, a state) changes only when it changes.
import { useState } from 'react'

/** Plain objects, arrays and maps compared member by member; anything else (an error, a record from the cache) by identity. */
function equal(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((one, at) => equal(one, b[at]))
  if (a instanceof Map) return b instanceof Map && a.size === b.size && [...a].every(([key, one]) => b.has(key) && equal(one, b.get(key)))
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  )
}

/** `value`, or the one returned last while it is equal to it. */
export function useKeptWhileEqual<T>(value: T): T {
  const [kept, setKept] = useState(value)
  if (equal(kept, value)) return kept
  // A new value: kept from this render on (React renders again at once, before anything is drawn).
  setKept(() => value)
  return value
}
