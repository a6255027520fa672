// What `persist` left in this browser for a session, read from bookkit's IndexedDB store as any
// script of the page could read it, and written back as an earlier page load would have left it.
// The layout is spelled out here, not imported from src/: it is what a next release must read.
import { hashKey, type QueryKey } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { clear, createStore, del, delMany, entries, set as put, setMany } from 'idb-keyval'
import type { BankTransaction } from '../../src/api/types'
import { TransactionPool } from '../../src/core/queue/leanTransactions'
import { decodeChunk, type StoredChunk } from '../../src/react/provider/persist/chunks'
import { sessionDigest } from '../../src/core/store/browserStorage'

/** bookkit's own store. */
export const cacheStore = () => createStore('bookkit', 'cache')

/** TanStack's entry of the small queries, with the `maxAge` it was written with. */
export type StoredQueries = PersistedClient & { maxAge: number }

/** One bank-transaction set, as `sets:<digest>` describes it. */
interface StoredSetLine {
  queryKey: QueryKey
  lastUpdatedDate: string | undefined
  dataUpdatedAt: number
  count: number
  /** Where its chunks are cut: the date and id of each chunk's last record, the last chunk's left out. */
  bounds: Array<{ date: string; id: string }>
}

/** What `sets:<digest>` holds. */
interface StoredSets {
  timestamp: number
  maxAge: number
  buster: string
  sets: Record<string, StoredSetLine>
}

/** The queue's set (`useBankTransactions()`, 100 a page), by its key after the session's scope. */
export const QUEUE_SET_KEY = ['bankTransactions', 'list', { limit: 100 }] as const
/** The id a set's records and line are stored under: TanStack's hash of that key. */
export const QUEUE_SET = hashKey(QUEUE_SET_KEY)

/** Everything stored for one session. */
export interface StoredState {
  digest: string
  /** `queries:<digest>`. */
  queries: StoredQueries | undefined
  /** `sets:<digest>`. */
  sets: StoredSets | undefined
  /** Every chunk entry `[<digest>, <set>, <number>]` of the session, in key order. */
  chunks: Array<{ key: [string, string, number]; value: StoredChunk }>
  /** The records of those chunks, each keyed `[<digest>, <set>, <id>]`, by key (by id). */
  records: Array<{ key: [string, string, string]; value: BankTransaction }>
}

/** Whether a key is one of the session `digest`'s chunk entries. */
const isChunkOf = (digest: string, key: IDBValidKey): key is [string, string, number] => Array.isArray(key) && key[0] === digest

/** Everything stored for `sessionKey`, read as the page would read it on its next load. */
export async function storedState(sessionKey: string): Promise<StoredState> {
  const digest = await sessionDigest(sessionKey)
  const all = await entries(cacheStore())
  const named = new Map(all.filter(([key]) => typeof key === 'string'))
  const chunks = all
    .filter(([key]) => isChunkOf(digest, key))
    .map(([key, value]) => ({ key: key as [string, string, number], value: value as StoredChunk }))
  const records = chunks.flatMap(({ key: [, set], value }) =>
    (Array.isArray(value?.shapes) ? decodeChunk(value, new TransactionPool()) : []).map((record) => ({
      key: [digest, set, record.id] as [string, string, string],
      value: record,
    })),
  )
  return {
    digest,
    queries: named.get(`queries:${digest}`) as StoredQueries | undefined,
    sets: named.get(`sets:${digest}`) as StoredSets | undefined,
    chunks,
    records: records.sort((a, b) => (a.key[1] === b.key[1] ? (a.key[2] < b.key[2] ? -1 : 1) : a.key[1] < b.key[1] ? -1 : 1)),
  }
}

/** The records stored for one set of a session's state, in key order (by id). */
export const recordsOf = (state: StoredState, set: string = QUEUE_SET) =>
  state.records.filter(({ key }) => key[1] === set).map(({ value }) => value)

/** Whether a set is stored whole: its line in `sets:`, and as many records as the line counts (some). */
export function hasStoredSet(state: StoredState, set: string = QUEUE_SET): boolean {
  const line = state.sets?.sets[set]
  return line !== undefined && line.count > 0 && line.count === recordsOf(state, set).length
}

/** The ids of `records`. */
export const idsOf = (records: ReadonlyArray<{ id: string }>) => records.map((record) => record.id)

/** `ids` in the order their records are stored: by id (IndexedDB orders strings by code unit, as `sort()` does). */
export const byId = <Id extends string | null>(ids: readonly Id[]) => [...ids].sort()

/** Whether nothing at all is stored for the session: no entry of its small queries, no set, no chunk. */
export const isEmpty = (state: StoredState) => state.queries === undefined && state.sets === undefined && state.chunks.length === 0

/** Puts `state` back in the store as it was read, beside whatever is there. */
export async function writeState(state: StoredState): Promise<void> {
  const { digest, queries, sets, chunks } = state
  if (queries) await put(`queries:${digest}`, queries, cacheStore())
  else await del(`queries:${digest}`, cacheStore())
  if (sets) await put(`sets:${digest}`, sets, cacheStore())
  else await del(`sets:${digest}`, cacheStore())
  const current = (await entries(cacheStore())).map(([key]) => key).filter((key) => isChunkOf(digest, key))
  await delMany(current, cacheStore())
  await setMany(
    chunks.map(({ key, value }) => [key, value]),
    cacheStore(),
  )
}

/** Empties bookkit's store, by hand (no session is told). */
export const emptyStore = () => clear(cacheStore())

/**
 * TanStack's entry as the first layout stored it: the queue's set among the small queries, with no
 * `sets:` entry or record beside it, and a buster without `layout`. `buster` changes that buster's
 * members (an earlier release's named the user).
 */
export function asFirstLayout(
  state: StoredState,
  buster: (members: Record<string, unknown>) => Record<string, unknown> = (members) => members,
): StoredQueries {
  const { queries, sets } = state
  const line = sets?.sets[QUEUE_SET]
  if (!queries || !sets || !line) throw new Error('Nothing stored to restate: visit the queue first.')
  const { layout: _layout, ...members } = JSON.parse(queries.buster) as Record<string, unknown>
  const transactions = recordsOf(state).sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1))
  const set = {
    queryKey: [...line.queryKey],
    queryHash: hashKey(line.queryKey),
    dehydratedAt: line.dataUpdatedAt,
    state: {
      data: { transactions, lastUpdatedDate: line.lastUpdatedDate },
      dataUpdateCount: 1,
      dataUpdatedAt: line.dataUpdatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
    },
  }
  return {
    ...queries,
    buster: JSON.stringify(buster(members)),
    clientState: { mutations: [], queries: [...queries.clientState.queries, set] },
  }
}
