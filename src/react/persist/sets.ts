// Loaded with database.ts: only a provider with `persist` on brings it.
import type { QueryCacheNotifyEvent, QueryClient, QueryKey } from '@tanstack/react-query'
import { hashKey } from '@tanstack/react-query'
import { promisifyRequest, type UseStore } from 'idb-keyval'
import type { BankTransaction } from '../../api/types'
import { mergeChanges, type BankTransactionSet, type LocalWrites } from '../../books/bankTransactionSet'
import { poolOf, type TransactionPool } from '../../books/leanTransactions'
import { boundsOf, CHUNK_RECORDS, chunkOf, chunkRecords, decodeChunk, encodeChunk, type ChunkBounds, type StoredChunk } from './chunks'
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
  /** Makes the records read back lean (../../books/leanTransactions.ts). */
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
function isStoredSet(queryKey: QueryKey, scope: QueryKey): boolean {
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

/** What is left to store of one set. */
interface Tracked {
  /** The full query key. */
  queryKey: QueryKey
  /** The records the storage holds, or will once what is pending is written. */
  source: readonly BankTransaction[] | undefined
  /** Records changed since, as they were and as they are: their chunks are written again. */
  pending: BankTransaction[]
  /** The set must be written anew (its storage does not follow `source` by changes). */
  anew: boolean
  /** The set left the query cache: its chunks go. */
  gone: boolean
}

/** One write, in as many idle slices as it needs (a set written anew) or in one (a change); the set's line goes in with the last chunk. */
interface Job {
  id: string
  tracked: Tracked
  set: BankTransactionSet
  dataUpdatedAt: number
  anew: boolean
  bounds: ChunkBounds
  /** The chunks to write, by number. */
  chunks: number[]
  next: number
}

/** How long a write waits for idle time after a change, and between the slices of one write. */
const FIRST_SLICE_WITHIN_MS = 1_000
const NEXT_SLICE_WITHIN_MS = 100
/** The most a slice works, idle time or not: a key pressed meanwhile waits no longer than this. */
const SLICE_MS = 8
/** Writes failed in a row after which the next waits for a change (a full storage fails every time). */
const MAX_FAILURES = 3

/** Whether a slice may go on writing. */
type Budget = () => boolean

/**
 * Runs `work` in idle time, or within `withinMs` if the page is never idle, with a budget of a
 * few milliseconds (less if the idle period ends first). Where the browser cannot tell idle time
 * (Safari, jsdom), soon.
 */
function whenIdle(withinMs: number, work: (budget: Budget) => void): () => void {
  const budget = (idle?: IdleDeadline): Budget => {
    const started = performance.now()
    return () => performance.now() - started < SLICE_MS && (!idle || idle.didTimeout || idle.timeRemaining() > 1)
  }
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback((idle) => work(budget(idle)), { timeout: withinMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(() => work(budget()), 50)
  return () => clearTimeout(timer)
}

/**
 * Keeps the session's sets stored while `stopped` is not aborted: after each change to a set, in
 * idle time, the chunks it changed and the set's line. A set that changed whole (its first sync)
 * is written in slices of a few milliseconds each. Nothing is written while a set
 * is being synced: a set half-way through a sync never replaces a whole one.
 */
export function keepSetsStored(storage: SetStorage, stored: StoredSets | undefined, stopped: AbortSignal): void {
  const { store, digest, scope, queryClient, buster, maxAge } = storage
  const entry: StoredSets = stored ?? { timestamp: Date.now(), maxAge, buster, sets: {} }
  const tracked = new Map<string, Tracked>()
  let job: Job | undefined
  let cancel: (() => void) | undefined
  /** A slice's transaction is open. */
  let writing = false
  /** Writes that failed in a row. */
  let failures = 0

  // What was read back is what the storage holds.
  for (const [id, set] of Object.entries(entry.sets)) {
    const queryKey = [...scope, ...set.queryKey]
    tracked.set(id, {
      queryKey,
      source: queryClient.getQueryData<BankTransactionSet>(queryKey)?.transactions,
      pending: [],
      anew: false,
      gone: false,
    })
  }

  const schedule = () => {
    if (!cancel && !writing && !stopped.aborted) cancel = whenIdle(job ? NEXT_SLICE_WITHIN_MS : FIRST_SLICE_WITHIN_MS, run)
  }

  const observe = (event: QueryCacheNotifyEvent) => {
    const { queryKey } = event.query
    if (!isStoredSet(queryKey, scope)) return
    const id = hashKey(queryKey.slice(scope.length))
    let set = tracked.get(id)
    if (!set) tracked.set(id, (set = { queryKey, source: undefined, pending: [], anew: true, gone: false }))
    if (event.type === 'removed') {
      set.gone = true
      return schedule()
    }
    const data = event.query.state.data as BankTransactionSet | undefined
    if (!data || data.transactions === set.source) {
      // A fetch that ended (or an observer) changes nothing stored, but may let a waiting write start.
      if (set.anew || set.pending.length > 0) schedule()
      return
    }
    set.gone = false
    if (!set.anew && set.source !== undefined && data.change?.from === set.source) {
      for (const { before, after } of data.change.records) set.pending.push(...(before ? [before] : []), ...(after ? [after] : []))
    } else {
      set.anew = true
      set.pending = []
    }
    set.source = data.transactions
    schedule()
  }

  /** The next write to start, of a set that is settled (not being synced). */
  const nextJob = (): Job | undefined => {
    for (const [id, set] of tracked) {
      if (set.gone) {
        tracked.delete(id)
        const none: BankTransactionSet = { transactions: [], lastUpdatedDate: undefined }
        return { id, tracked: set, set: none, dataUpdatedAt: 0, anew: true, bounds: [], chunks: [], next: 0 }
      }
      if (!set.anew && set.pending.length === 0) continue
      const query = queryClient.getQueryCache().find<BankTransactionSet>({ queryKey: set.queryKey, exact: true })
      const data = query?.state.data
      if (!query || !data || data.syncing || query.state.fetchStatus === 'fetching') continue
      const cut = entry.sets[id]?.bounds
      // The chunks the changed records were in and are in now; a chunk grown to twice its size has the set cut anew.
      const changed = cut && !set.anew ? [...new Set(set.pending.map((record) => chunkOf(cut, record)))] : undefined
      const anew = !changed || changed.some((chunk) => chunkRecords(data.transactions, cut!, chunk).length > 2 * CHUNK_RECORDS)
      const bounds = anew ? boundsOf(data.transactions) : cut!
      set.anew = false
      set.pending = []
      return {
        id,
        tracked: set,
        set: data,
        dataUpdatedAt: query.state.dataUpdatedAt,
        anew,
        bounds,
        chunks: anew ? Array.from({ length: bounds.length + 1 }, (_, chunk) => chunk) : changed!,
        next: 0,
      }
    }
    return undefined
  }

  /**
   * Writes one slice of the current write, in `entries`' transaction: a set written anew, as many
   * chunks as the idle time allows; a change, every chunk it changed (a few milliseconds), so that
   * the chunks stored always add up to the set the line describes.
   */
  const writeSlice = (entries: IDBObjectStore, current: Job, budget: Budget) => {
    const { id, anew, chunks, bounds } = current
    if (current.next === 0 && anew) {
      // Written anew: the set's line goes first, so an unfinished write is never read back.
      delete entry.sets[id]
      Object.assign(entry, { timestamp: Date.now(), maxAge, buster })
      entries.put(entry, setsKey(digest))
      entries.delete(recordsRange(digest, id))
    }
    // At least one chunk, so a write always moves on; a change, all of its chunks.
    const more = anew ? budget : () => true
    do {
      const chunk = chunks[current.next++]
      if (chunk !== undefined) entries.put(encodeChunk(chunkRecords(current.set.transactions, bounds, chunk)), [digest, id, chunk])
    } while (current.next < chunks.length && more())
    if (current.next >= chunks.length && !current.tracked.gone) {
      const { transactions, lastUpdatedDate } = current.set
      entry.sets[id] = {
        queryKey: current.tracked.queryKey.slice(scope.length),
        lastUpdatedDate,
        dataUpdatedAt: current.dataUpdatedAt,
        count: transactions.length,
        bounds,
      }
      Object.assign(entry, { timestamp: Date.now(), maxAge, buster })
      entries.put(entry, setsKey(digest))
    }
  }

  /** One slice at a time: the next is scheduled once this one's transaction has ended. */
  const run = (budget: Budget) => {
    cancel = undefined
    if (stopped.aborted || writing) return
    job ??= nextJob()
    const current = job
    if (!current) return
    writing = true
    void store('readwrite', (entries) => {
      if (current.next > 0 || current.anew) writeSlice(entries, current, budget)
      else {
        // Changes go onto the set as stored: if it is gone meanwhile (swept once past its maxAge,
        // dropped by another tab's sign-out), what is stored is taken as it is, and the set is written anew.
        const reading = entries.get(setsKey(digest)) as IDBRequest<StoredSets | undefined>
        reading.onsuccess = () => {
          if (reading.result?.sets[current.id]) return writeSlice(entries, current, budget)
          entry.sets = { ...reading.result?.sets }
          current.tracked.anew = true
          current.next = current.chunks.length
        }
      }
      return promisifyRequest(entries.transaction)
    })
      .then(
        () => {
          failures = 0
          if (current.next >= current.chunks.length) job = undefined
        },
        () => {
          // Not written (the storage is full, or closed): the set is written anew, tried again a few
          // times, then after its next change.
          job = undefined
          current.tracked.anew = true
          failures++
        },
      )
      .finally(() => {
        writing = false
        if (failures < MAX_FAILURES) schedule()
      })
  }

  const unsubscribe = queryClient.getQueryCache().subscribe(observe)
  stopped.addEventListener(
    'abort',
    () => {
      unsubscribe()
      cancel?.()
    },
    { once: true },
  )
  // Sets already in the cache (a sync that ended while the stored cache was read) are written too.
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...scope, 'bankTransactions', 'list'] }))
    observe({ type: 'updated', query } as QueryCacheNotifyEvent)
}
