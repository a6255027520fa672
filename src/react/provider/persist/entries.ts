// How bookkit's IndexedDB store names and shapes a session's entries, for the code that writes them
// (database.ts) and the code that removes them (sweep.ts).
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { setsKey } from './sets'

/**
 * How this release keys a user's stored cache in bookkit's own IndexedDB store: by the SHA-256 of
 * their `sessionKey` (its digest, src/core/store/browserStorage.ts, which names their records in
 * localStorage too), which finds their entries again and never stores the id itself:
 * `queries:<digest>` (the small queries, TanStack's entry), `sets:<digest>` and one entry per
 * bank transaction (sets.ts). Any other key is an earlier release's (a plain `queries`, whose
 * buster named the user).
 */
export const CACHE_KEY_PREFIX = 'queries:'
/** The user's list layouts (../gridLayouts.ts): `layouts:<digest>`, kept until the user signs out. */
export const LAYOUTS_PREFIX = 'layouts:'
/** How the entry describing a session's sets is named: `sets:<digest>`. */
export const SETS_PREFIX = setsKey('')

/** A stored cache as kept: TanStack's (`timestamp` is when it was written) and the `maxAge` it was written with. */
export interface StoredEntry extends PersistedClient {
  maxAge: number
}

/** Keys below every array: the entries named by a string (each session's two), not its records. */
export const named = () => IDBKeyRange.upperBound([], true)

/** When a stored entry expires, by what it recorded; at once for one it cannot tell (an earlier release's). */
export function expiryOf(entry: unknown): number {
  const { timestamp, maxAge } = entry as Partial<StoredEntry>
  return typeof timestamp === 'number' && typeof maxAge === 'number' ? timestamp + maxAge : -Infinity
}
