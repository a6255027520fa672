/**
 * Where bookkit keeps records the service cannot (rules, their use, statement coverage,
 * reconciliations and their worksheets, claims of rows): the host's `store`, or without one this
 * browser's storage. Versioned, so two people or two tabs never overwrite each other unseen. Pure
 * types and the browser fallback.
 */
import { ownStorage, type OwnStorage, type StorageOwner } from './browserStorage'

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

/**
 * The store bookkit uses without a host's: this browser's `localStorage`, under the signed-in user's
 * digest and the record's key (`bookkit:store:<digest>:rules:<companyId>`, see ./browserStorage.ts),
 * so shared by this browser's tabs for that user, read by nobody else, and kept until the user signs
 * out. Where storage is refused or the user cannot be named, in the page's memory for its life.
 */
export function browserStore(owner: StorageOwner): BookkitStore {
  const read = (storage: OwnStorage, key: string): StoredRecord | null => {
    let text: string | null
    try {
      text = storage.read('store', key)
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
    load: async (key) => read(await ownStorage(owner), key),
    save: async (key, value, baseVersion) => {
      const storage = await ownStorage(owner)
      const current = read(storage, key)
      if ((current?.version ?? null) !== baseVersion) throw new StoreConflictError(key)
      const version = String(Number(current?.version ?? 0) + 1)
      // Storage that is full or refused rejects the save, as does a user signed out meanwhile: the
      // user's change stays on screen, said not saved.
      storage.write('store', key, JSON.stringify({ value, version }))
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
/** Where the transfers of a company marked before their other side arrived are kept (which account each went to). */
export const transferMarksKey = (companyId: string) => `transferMarks:${companyId}`
/** Where a company's questions to its owner are kept, asked and answered (the service has no endpoint for them). */
export const questionsKey = (companyId: string) => `questions:${companyId}`
