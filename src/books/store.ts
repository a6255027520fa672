/**
 * Where bookkit keeps records the service cannot (rules now; reconciliations, column choices and
 * import settings next): the host's `store`, or without one this browser's storage. Versioned, so
 * two people or two tabs never overwrite each other unseen. Pure types and the browser fallback.
 */

/** A stored record and the version it was stored as. */
export interface StoredRecord {
  value: unknown
  version: string
}

/**
 * The host's storage for bookkit's own records (`<BookkeepingProvider store>`). Keys are namespaced
 * by company (`rules:<companyId>`), so a bookkeeper and the owner share what the host's backend keeps.
 */
export interface BookkitStore {
  /** The record stored under `key`, or `null` when there is none. */
  load(key: string): Promise<StoredRecord | null>
  /**
   * Stores `value` under `key` if what is stored is still `baseVersion` (`null`: nothing stored yet)
   * and resolves to the new version; otherwise rejects with a `StoreConflictError` (or any error
   * with `conflict: true`) and stores nothing.
   */
  save(key: string, value: unknown, baseVersion: string | null): Promise<string>
}

/** A save refused because the record changed since it was read (another tab, another user). */
export class StoreConflictError extends Error {
  readonly conflict = true
  constructor(readonly key: string) {
    super(`bookkit: the record "${key}" changed since it was read; nothing was saved.`)
    this.name = 'StoreConflictError'
  }
}

/** Whether a store's rejection is a version conflict. */
export function isStoreConflict(error: unknown): boolean {
  return (
    error instanceof StoreConflictError ||
    (typeof error === 'object' && error !== null && (error as { conflict?: unknown }).conflict === true)
  )
}

const PREFIX = 'bookkit:store:'

function localStorageOrNothing(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * The store bookkit uses without a host's: this browser's `localStorage`, per key (so per company),
 * shared by this browser's tabs and by nobody else. A page that may not use storage keeps the
 * records in memory for its life.
 */
export function browserStore(): BookkitStore {
  const memory = new Map<string, string>()
  const storage = localStorageOrNothing()
  const read = (key: string): StoredRecord | null => {
    let text: string | null | undefined
    try {
      text = storage ? storage.getItem(PREFIX + key) : memory.get(key)
    } catch {
      return null
    }
    if (!text) return null
    try {
      const stored = JSON.parse(text) as StoredRecord
      return typeof stored?.version === 'string' ? stored : null
    } catch {
      return null
    }
  }
  return {
    load: async (key) => read(key),
    save: async (key, value, baseVersion) => {
      const current = read(key)
      if ((current?.version ?? null) !== baseVersion) throw new StoreConflictError(key)
      const version = String(Number(current?.version ?? 0) + 1)
      const text = JSON.stringify({ value, version })
      // Storage that is full or refused rejects the save: the user's change stays on screen, said not saved.
      if (storage) storage.setItem(PREFIX + key, text)
      else memory.set(key, text)
      return version
    },
  }
}

/** The store's key of a company's rules. */
export const rulesKey = (companyId: string) => `rules:${companyId}`
/** Where how often each rule of a company applied is kept, beside its rules. */
export const ruleUseKey = (companyId: string) => `ruleUse:${companyId}`
/** Where the days each statement import of a company's accounts covered are kept, beside its rules. */
export const statementCoverageKey = (companyId: string) => `statementCoverage:${companyId}`
