import type { StorageOwner } from '../../../core/store/browserStorage'
import type { SessionGridLayouts } from '../gridLayouts'
import type { StoredCacheOptions } from './database'

/** The provider's `persist` as an object: how long a stored cache may be shown on a later visit. */
export interface PersistOptions {
  /** Milliseconds after it was saved that a stored cache is still restored; default 24 hours. */
  maxAge?: number
}

const DAY = 24 * 60 * 60 * 1000

/**
 * The stored cache's maximum age for the provider's `persist` and `sessionKey`, `undefined` when
 * `persist` is off. Throws at render when `persist` comes without `sessionKey`: a stored cache
 * belongs to one user, and without a key a page could show one user another's books.
 */
export function persistMaxAge(persist: boolean | PersistOptions | undefined, sessionKey: string): number | undefined {
  if (!persist) return undefined
  if (sessionKey === '') {
    throw new Error('bookkit: <BookkeepingProvider persist> needs a sessionKey, the signed-in user’s id.')
  }
  return (persist === true ? undefined : persist.maxAge) ?? DAY
}

/**
 * One session's cache as kept in the browser (`persist`): read back before the session's queries
 * run, then saved as they settle. Only this much loads with the provider; the storage code loads
 * when a session first starts with `persist` on.
 */
export class StoredCache {
  #restoring = true
  #started = false
  #leaving = false
  readonly #listeners = new Set<() => void>()
  readonly #closing = new AbortController()
  readonly #options: Omit<StoredCacheOptions, 'closed' | 'leaving' | 'digest'>
  readonly #owner: StorageOwner
  readonly #gridLayouts: SessionGridLayouts | undefined

  /**
   * `owner`: the session's user as this browser's storage knows them, whose digest names the
   * entries; `gridLayouts`: the session's list layouts, read back with the cache and stored as they change.
   */
  constructor(options: Omit<StoredCacheOptions, 'closed' | 'leaving' | 'digest'>, owner: StorageOwner, gridLayouts?: SessionGridLayouts) {
    this.#options = options
    this.#owner = owner
    this.#gridLayouts = gridLayouts
  }

  /**
   * The user's digest, made once for the session (the records kept without a host `store` are named
   * by the same), by the code that keeps those. Loaded beside the stored cache's code, not by it: a
   * chunk that imported the other would make every page carry the list of its dependencies up front.
   */
  #digest(): Promise<string | undefined> {
    return import('../../../core/store/browserStorage').then((storage) => storage.digestOf(this.#owner))
  }

  /** Whether the stored cache is still being read back (the session's queries wait meanwhile). */
  readonly isRestoring = (): boolean => this.#restoring

  /** Calls `listener` when restoring ends; for `useSyncExternalStore`. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** After commit, once: reads the stored cache back into the query cache, then keeps it saved. */
  start(): void {
    if (this.#started) return
    this.#started = true
    const closed = this.#closing.signal
    const digest = this.#digest()
    import('./database')
      .then((storage) =>
        Promise.all([
          storage.persistSessionCache({ ...this.#options, digest, closed, leaving: () => this.#leaving }),
          this.#gridLayouts && storage.keepGridLayouts(this.#gridLayouts, digest, closed),
        ]),
      )
      // A stored cache that cannot be read is no cache: the queries fetch as they would without `persist`.
      .catch(() => undefined)
      .finally(() => {
        this.#restoring = false
        for (const listener of this.#listeners) listener()
      })
  }

  /**
   * Its provider unmounted (`true`), or mounted it again (`false`, StrictMode's remount). A leaving
   * session closes a task later; meanwhile a session of the same user mounted in its place stores.
   */
  leave(leaving: boolean): void {
    this.#leaving = leaving
  }

  /**
   * Before the session's answers are removed: nothing is saved from here on (an emptied cache must
   * never replace the stored one). `dropStored` also removes what is stored: the next session is another user's.
   */
  stop(dropStored: boolean): void {
    this.#closing.abort()
    if (dropStored)
      void Promise.all([import('./database'), this.#digest()])
        .then(([storage, digest]) => storage.dropStoredCache(digest))
        .catch(() => undefined)
  }
}
