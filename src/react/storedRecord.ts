/**
 * A provider's record that tabs add to (each rule's use, each statement import's days): read back
 * strictly, never written over when it cannot be read, and changed again from what another tab
 * saved when that tab's save came first. Each record brings its strict reader and its change.
 */
import { isStoreConflict } from '../books/store'
import type { BookkeepingContextValue } from './context'
import { recordStore } from './recordStore'

/** A record read back strictly: every field known and of its type, or the path of the first that is not. */
export type RecordReading<T> = { ok: true; record: T } | { ok: false; field: string }

/** Whether a stored value is an object of fields (not an array, not `null`), for a strict reader. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The first field of `value` not among `keys`: a strict reader refuses a record with a field it does not know. */
export const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).find((key) => !keys.includes(key))

/** How one kind of record is kept: its strict reader, what it is before anything is stored, and its name in an error. */
export interface RecordKind<T> {
  read: (value: unknown) => RecordReading<T>
  empty: T
  /** As an error names it: "the rule use stored under …". */
  name: string
}

/** The stored record cannot be read (a newer version, or edited by hand): never written over, nor read again. */
class StoredRecordUnreadableError extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
    name: string,
  ) {
    super(`bookkit: the ${name} stored under "${key}" cannot be read (${field}); nothing was changed.`)
    this.name = 'StoredRecordUnreadableError'
  }
}

/** The record under `key` and the version it was read at (`null`: none stored yet, the kind's empty record). */
export async function loadStoredRecord<T>(
  context: Pick<BookkeepingContextValue, 'store'>,
  key: string,
  kind: RecordKind<T>,
): Promise<{ record: T; version: string | null }> {
  const stored = await recordStore(context).load(key)
  if (!stored) return { record: kind.empty, version: null }
  const reading = kind.read(stored.value)
  if (!reading.ok) throw new StoredRecordUnreadableError(key, reading.field, kind.name)
  return { record: reading.record, version: stored.version }
}

/** How many times a change is made again after another tab's save came first. */
const ATTEMPTS = 5

/**
 * Saves `change` of the record under `key` (nothing when it gives `undefined`), and shows it to
 * the record's query. A save another tab's came before is read again and changed again, up to 5
 * times; a record that cannot be read rejects, unchanged.
 */
export async function changeStoredRecord<T>(
  context: Pick<BookkeepingContextValue, 'store' | 'queryClient' | 'keys'>,
  key: string,
  kind: RecordKind<T>,
  change: (record: T) => T | undefined,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { record, version } = await loadStoredRecord(context, key, kind)
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

/** Whether a record's read failed because it cannot be read: not worth reading again. */
export const isUnreadableRecord = (error: Error) => error.name === 'StoredRecordUnreadableError'
