/**
 * The host's `store` as a partner's backend would keep it, in memory: versioned records by key, a
 * save refused when its base version is not the stored one. `createSandbox().store` is one, for
 * stories and tests (pass it as `<BookkeepingProvider store>`); `put` plays another user's change.
 */
import { StoreConflictError, type BookkitStore, type StoredRecord } from '../core/store/store'

/** The sandbox's store: a host's `store`, and what a test needs to look into it or change it behind bookkit's back. */
export interface SandboxStore extends BookkitStore {
  /** What is stored under `key` now (a copy), or `null`. */
  peek(key: string): StoredRecord | null
  /** Stores `value` as another tab or user would, whatever the version: the next save based on the old version is a conflict. */
  put(key: string, value: unknown): string
  /** Every key stored. */
  keys(): string[]
  /** Saves made through `save` so far (refused ones too), for tests that count them. */
  readonly saves: number
  /** Forgets every record. */
  clear(): void
}

const copy = <T>(value: T): T => structuredClone(value)

export function createHostStore(): SandboxStore {
  const records = new Map<string, StoredRecord>()
  let versions = 0
  let saves = 0
  const put = (key: string, value: unknown) => {
    const version = `v${++versions}`
    records.set(key, { value: copy(value), version })
    return version
  }
  return {
    async load(key) {
      const record = records.get(key)
      return record ? copy(record) : null
    },
    async save(key, value, baseVersion) {
      saves++
      if ((records.get(key)?.version ?? null) !== baseVersion) throw new StoreConflictError(key)
      return put(key, value)
    },
    peek: (key) => {
      const record = records.get(key)
      return record ? copy(record) : null
    },
    put,
    keys: () => [...records.keys()],
    get saves() {
      return saves
    },
    clear: () => records.clear(),
  }
}
