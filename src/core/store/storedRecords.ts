/**
 * What the records bookkit keeps in the `store` and loads on first use do the same way (statement
 * coverage, transfer marks): read strictly, never written over when it cannot be read, and changed by
 * reading it again and making the change again when another tab's save came first.
 */
import type { BooksPort } from './port'
import { recordStore } from './recordStore'
import { isStoreConflict } from './store'

/** A stored value read back: the record, or the path of the first field that could not be read. */
export type StoredReading<T> = { ok: true; record: T } | { ok: false; field: string }

/**
 * The record under `key` and the version to save over: `empty` (version `null`) when nothing is
 * stored; a value `read` refuses rejects with `unreadable(key, field)`.
 */
export async function loadStoredRecord<T>(
  context: Parameters<typeof recordStore>[0],
  key: string,
  empty: T,
  read: (value: unknown) => StoredReading<T>,
  unreadable: (key: string, field: string) => Error,
): Promise<{ record: T; version: string | null }> {
  const stored = await recordStore(context).load(key)
  if (!stored) return { record: empty, version: null }
  const reading = read(stored.value)
  if (!reading.ok) throw unreadable(key, reading.field)
  return { record: reading.record, version: stored.version }
}

/** How many times a change is made again after another tab's save came first. */
const ATTEMPTS = 5

/**
 * Saves `change` of the record as `load` reads it now, over the version it read; a save the store
 * refuses as a conflict is read and made again. `change` answers `undefined` when there is nothing
 * to save. The saved record is what the provider's cache holds under the key afterwards.
 */
export async function changeStoredRecord<T>(
  context: Parameters<typeof recordStore>[0] & Pick<BooksPort, 'queryClient' | 'keys'>,
  key: string,
  load: () => Promise<{ record: T; version: string | null }>,
  change: (record: T) => T | undefined,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { record, version } = await load()
    const next = change(record)
    if (next === undefined) return
    try {
      await recordStore(context).save(key, next, version)
      context.queryClient.setQueryData(context.keys.stored(key), next)
      return
    } catch (error) {
      if (!isStoreConflict(error) || attempt === ATTEMPTS) throw error
    }
  }
}
