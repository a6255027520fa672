// Removing what no session may read any more from bookkit's IndexedDB store, when a session opens
// and as its entries expire. Loaded with database.ts.
import { promisifyRequest, type UseStore } from 'idb-keyval'
import { CACHE_KEY_PREFIX, expiryOf, LAYOUTS_PREFIX, named, SETS_PREFIX } from './entries'
import { storingDigests } from './pageSessions'
import { recordsRange } from './sets'

/** The longest delay a browser timer takes (a longer one fires at once). */
export const LONGEST_TIMER = 2 ** 31 - 1

/**
 * Removes, in one transaction, what no session may read any more, and resolves with when the next
 * entry left expires: every entry past the maxAge it was written with (a set's records with it), an
 * earlier release's entries, and records no `sets:` entry describes (a first write cut short)
 * unless a session of this page is writing them. Another user's cache stays
 * until then: two providers of one page (two users, or two companies) keep theirs side by side.
 * Reads the named entries and one record key per user: 20,000 bank transactions are not read to be deleted.
 */
export function sweep(store: UseStore): Promise<number> {
  const storing = storingDigests()
  return store('readwrite', (entries) => {
    const now = Date.now()
    let next = Infinity
    const described = new Set<string>()
    const walkNamed = entries.openCursor(named())
    walkNamed.onsuccess = () => {
      const cursor = walkNamed.result
      if (!cursor) return walkRecords()
      const key = String(cursor.key)
      const expiry = expiryOf(cursor.value)
      // A user's chosen columns are no cache and never expire.
      if (key.startsWith(LAYOUTS_PREFIX)) return cursor.continue()
      if (expiry <= now || !(key.startsWith(CACHE_KEY_PREFIX) || key.startsWith(SETS_PREFIX))) {
        // An expired set goes with its records, whoever's they are.
        if (key.startsWith(SETS_PREFIX)) entries.delete(recordsRange(key.slice(SETS_PREFIX.length)))
        cursor.delete()
      } else {
        next = Math.min(next, expiry)
        if (key.startsWith(SETS_PREFIX)) described.add(key.slice(SETS_PREFIX.length))
      }
      cursor.continue()
    }
    const walkRecords = () => {
      const walk = entries.openKeyCursor(IDBKeyRange.lowerBound([]))
      walk.onsuccess = () => {
        const cursor = walk.result
        if (!cursor) return
        const [digest] = cursor.key as [string]
        if (!described.has(digest) && !storing.has(digest)) entries.delete(recordsRange(digest))
        // On to the next user's first record: every key of this one's sorts below `[digest, []]`.
        cursor.continue([digest, []])
      }
    }
    return promisifyRequest(entries.transaction).then(() => next)
  })
}

/**
 * While a session is open: removes what expires when it does, even if its user never comes back.
 * At least every `maxAge` too, for what another tab or provider wrote meanwhile.
 */
export function sweepUntil(closed: AbortSignal, store: UseStore, maxAge: number, firstExpiry: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const sweepAt = (expiry: number) => {
    if (closed.aborted) return
    const delay = Math.min(Math.max(expiry - Date.now(), 0), maxAge, LONGEST_TIMER)
    timer = setTimeout(() => void sweep(store).then(sweepAt, () => sweepAt(Infinity)), delay)
  }
  closed.addEventListener('abort', () => clearTimeout(timer), { once: true })
  sweepAt(firstExpiry)
}
