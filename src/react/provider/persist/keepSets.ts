/**
 * Keeping a session's bank-transaction sets stored (sets.ts says how they are stored): after each
 * change, in idle time, the chunks a change touched and the set's line.
 */
import type { QueryCacheNotifyEvent, QueryKey } from '@tanstack/react-query'
import { hashKey } from '@tanstack/react-query'
import { promisifyRequest } from 'idb-keyval'
import type { BankTransaction } from '../../../api/types'
import { type BankTransactionSet } from '../../../core/queue/bankTransactionSet'
import { changesSince } from '../../../core/queue/setChanges'
import { boundsOf, CHUNK_RECORDS, chunkOf, chunkRecords, encodeChunk, type ChunkBounds } from './chunks'
import { isStoredSet, recordsRange, setsKey, type SetStorage, type StoredSets } from './sets'
import { noteSetChanges } from '../../queue/setChangeLog'

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
  // Two changes made before a set's event is read are written as their records, not as the set anew.
  noteSetChanges(queryClient)
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
    const records = set.anew ? undefined : changesSince(data, set.source)
    if (records) {
      for (const { before, after } of records) set.pending.push(...(before ? [before] : []), ...(after ? [after] : []))
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
