// Loaded with database.ts: only a provider with `persist` on brings it.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { promisifyRequest, type UseStore } from 'idb-keyval'
import type { BankTransaction } from '../../../api/types'
import { mergeChanges, type BankTransactionSet, type LocalWrites } from '../../../core/queue/bankTransactionSet'
import { poolOf, type TransactionPool } from '../../../core/queue/leanTransactions'
import { decodeChunk, type ChunkBounds, type StoredChunk } from './chunks'
import { inScope } from './queries'

/**
 * The bank-transaction sets of `persist`, stored in chunks of records in the set's order
 * (chunks.ts), so that a revisit reads a few dozen entries for 100,000 records and a save rewrites
 * the chunk it changed, not the history. In bookkit's one IndexedDB store, beside the TanStack
 * entry of the small queries (`queries:<digest>`), a session has:
 * - `sets:<digest>`: what each set is (its key, `lastUpdatedDate`, when it was fetched, how many
 *   records, where its chunks are cut), what it is valid for (the buster) and when it was written
 *   (with the `maxAge` it was written with, as the TanStack entry records it);
 * - `[<digest>, <set>, <chunk number>]`: each chunk of records.
 * A set's line in `sets:` is written in the same transaction as its last chunk, and taken out in
 * the same transaction that starts writing a set anew; a save rewrites its chunks and the line in
 * one transaction: a set read back is always one that was whole (newer records beside an older
 * `lastUpdatedDate` only make the next sync bring them again), and one that does not add up is
 * not shown.
 */

/** What `sets:<digest>` holds. */
export interface StoredSets {
  timestamp: number
  maxAge: number
  buster: string
  sets: Record<string, StoredSet>
}

/** One set, as its records are stored. */
interface StoredSet {
  /** Its query key after the session's scope. */
  queryKey: QueryKey
  lastUpdatedDate: string | undefined
  dataUpdatedAt: number
  count: number
  /** Where its chunks are cut: one chunk more than bounds. */
  bounds: ChunkBounds
}

/** What the session's bank-transaction writes share with its stored sets. */
export interface SetWrites {
  /** Makes the records read back lean (src/core/queue/leanTransactions.ts). */
  pool?: TransactionPool
  /** When each record was last written from this page: the older chunks read back never undo it. */
  local?: LocalWrites
  /** The older chunks of the sets being read back; a set's sync waits for it. */
  restoring?: Promise<void>
}

/** Where a session's sets are, and what they are valid for. */
export interface SetStorage {
  store: UseStore
  /** The session's key digest (its stored entries' names end with it). */
  digest: string
  scope: QueryKey
  queryClient: QueryClient
  buster: string
  maxAge: number
  /** The session's bank-transaction writes: their pool makes the records read back lean. */
  writes: SetWrites
}

/** The key of the entry that describes a session's sets. */
export const setsKey = (digest: string) => `sets:${digest}`

/** Every stored chunk of the session `digest` (of one set, when `set` is given). */
export function recordsRange(digest: string, set?: string): IDBKeyRange {
  return set === undefined ? IDBKeyRange.bound([digest], [digest, []]) : IDBKeyRange.bound([digest, set], [digest, set, []])
}

/** Whether a query (by its key after the scope) is a bank-transaction set. */
const isSetKey = (key: readonly unknown[]) => key[0] === 'bankTransactions' && key[1] === 'list'

/** Whether a query is a set this session stores in chunks (the TanStack entry leaves them out). */
export function isStoredSet(queryKey: QueryKey, scope: QueryKey): boolean {
  return inScope(queryKey, scope) && isSetKey(queryKey.slice(scope.length))
}

/** What `restoreSets` read: the sets' entry (`undefined`: none), and the sets' older chunks, read after the first. */
export interface RestoredSets {
  entry: StoredSets | undefined
  /** Resolves once every set is whole (or left to its sync, when its chunks do not add up). */
  rest: Promise<void>
}

/**
 * Reads the session's sets back into the query cache, each marked stale (shown at once, asked
 * again for what changed since as soon as a component reads it), and resolves with what it read.
 * A set of one chunk is read whole; a longer one shows its first chunk (the newest records) at
 * once, saying "so far" (`syncing`), while the older chunks are read after it: the session's
 * writes hold that read as `restoring`, which the set's sync waits for. Sets written for another
 * version, address or profile, or older than `maxAge`, are removed.
 */
export async function restoreSets(storage: SetStorage, stopped: AbortSignal): Promise<RestoredSets> {
  const { store, digest, scope, queryClient, buster, maxAge, writes } = storage
  const entry = await store('readonly', (entries) => promisifyRequest(entries.get(setsKey(digest)) as IDBRequest<StoredSets | undefined>))
  const now = Date.now()
  if (!entry || entry.buster !== buster || entry.timestamp + entry.maxAge <= now) {
    if (entry) await dropSets(store, digest)
    return { entry: undefined, rest: Promise.resolve() }
  }
  const sets = Object.keys(entry.sets)
  const firsts = await store('readonly', (entries) =>
    Promise.all(sets.map((set) => promisifyRequest(entries.get([digest, set, 0]) as IDBRequest<StoredChunk | undefined>))),
  )
  const pool = poolOf(writes)
  // Like a listing page sent now: what the user writes from here on wins over the older chunks.
  const sentAt = writes.local?.now() ?? 0
  const older: Array<Promise<void>> = []
  sets.forEach((set, index) => {
    const line = entry.sets[set]!
    const { queryKey, lastUpdatedDate, dataUpdatedAt, count, bounds } = line
    const first = firsts[index]
    const transactions = first ? decodeChunk(first, pool) : []
    const whole = bounds.length === 0
    // A set that does not add up, or fetched too long ago, is not shown: its sync starts afresh.
    if (!first || (whole && transactions.length !== count) || now - dataUpdatedAt > maxAge) {
      delete entry.sets[set]
      return
    }
    const key = [...scope, ...queryKey]
    const syncing = { received: transactions.length, through: { order: 'newestFirst' as const, date: bounds[0]?.date ?? '' } }
    queryClient.setQueryData<BankTransactionSet>(
      key,
      { transactions, lastUpdatedDate, ...(whole ? {} : { syncing }) },
      { updatedAt: dataUpdatedAt },
    )
    void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' })
    if (!whole) older.push(restoreOlder(storage, entry, set, transactions, sentAt, stopped))
  })
  const rest = Promise.all(older).then(() => undefined)
  writes.restoring = rest
  return { entry, rest }
}

/**
 * Reads a set's chunks after its first, a chunk a task, and makes the set whole: the older
 * records, less any the user wrote meanwhile. A set written to meanwhile is stored anew; one whose
 * chunks do not add up stays "so far", without a `lastUpdatedDate`, so its sync walks the whole listing.
 */
async function restoreOlder(
  { store, digest, scope, queryClient, writes }: SetStorage,
  entry: StoredSets,
  set: string,
  first: readonly BankTransaction[],
  sentAt: number,
  stopped: AbortSignal,
): Promise<void> {
  const line = entry.sets[set]!
  const key = [...scope, ...line.queryKey]
  const pool = poolOf(writes)
  let chunks: StoredChunk[] = []
  const older: BankTransaction[] = []
  try {
    chunks = await store('readonly', (entries) =>
      promisifyRequest(entries.getAll(IDBKeyRange.bound([digest, set, 1], [digest, set, []])) as IDBRequest<StoredChunk[]>),
    )
    for (const chunk of chunks) {
      for (const record of decodeChunk(chunk, pool)) older.push(record)
      // Each chunk its own task: a key pressed meanwhile waits a few milliseconds at most.
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
  } catch {
    // Not read, or not chunks: the set does not add up.
    chunks = []
  }
  const current = queryClient.getQueryData<BankTransactionSet>(key)
  if (stopped.aborted || !current?.syncing) return
  const updatedAt = { updatedAt: line.dataUpdatedAt }
  if (chunks.length !== line.bounds.length || first.length + older.length !== line.count) {
    delete entry.sets[set]
    queryClient.setQueryData<BankTransactionSet>(key, { ...current, lastUpdatedDate: undefined }, updatedAt)
  } else if (current.transactions === first) {
    queryClient.setQueryData<BankTransactionSet>(
      key,
      { transactions: first.concat(older), lastUpdatedDate: current.lastUpdatedDate },
      updatedAt,
    )
  } else {
    const unwritten = older.filter((record) => !writes.local?.writtenSince(record.id, sentAt))
    delete entry.sets[set]
    const { transactions } = mergeChanges(current.transactions, unwritten)
    queryClient.setQueryData<BankTransactionSet>(key, { transactions, lastUpdatedDate: current.lastUpdatedDate }, updatedAt)
  }
  void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' })
}

/** Removes every set of the session `digest`, and what describes them. */
export function dropSets(store: UseStore, digest: string): Promise<void> {
  return store('readwrite', (entries) => {
    entries.delete(setsKey(digest))
    entries.delete(recordsRange(digest))
    return promisifyRequest(entries.transaction)
  })
}
