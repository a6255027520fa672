import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { bankTransactionPages } from '../api/bankTransactionChanges'
import type { BookkeepingClient } from '../api/client'
import type { BankTransaction } from '../api/types'

/** Every bank transaction the token sees, newest first, and the instant to sync changes from. */
export interface BankTransactionSet {
  transactions: BankTransaction[]
  /** The service's `lastUpdatedDate` of the last sync, sent back to receive only changes; `undefined` when it sent none (the next sync is a full one). */
  lastUpdatedDate: string | undefined
  /**
   * Set while a full sync is still bringing older pages: the set holds what arrived so far, and
   * `received` counts the records the sync has received (a few more than the set may show until
   * the next batch is merged). `undefined` once the set is whole.
   */
  syncing?: { received: number }
}

/** Newest first; same date: by id, so the order never jumps between syncs. */
export function byDateDescending(a: BankTransaction, b: BankTransaction): number {
  return (b.date ?? '').localeCompare(a.date ?? '') || (a.id ?? '').localeCompare(b.id ?? '')
}

/**
 * `set` (in `byDateDescending` order) with `changed` upserted and `removedIds` (and anything now
 * DELETED) taken out. One pass over the set and a sort of the changes only: the set is merged,
 * never sorted again.
 */
export function mergeBankTransactions(set: readonly BankTransaction[], changed: readonly BankTransaction[], removedIds: Iterable<string> = []): BankTransaction[] {
  const removedList = [...removedIds]
  // Nothing changed: the same array, so nothing downstream (the index, the filters, the grid) works again.
  if (changed.length === 0 && removedList.length === 0 && !set.some((transaction) => transaction.status === 'DELETED')) return set as BankTransaction[]
  const incoming = new Map<string, BankTransaction>()
  for (const transaction of changed) incoming.set(transaction.id, transaction)
  const removed = new Set(removedList)
  const additions = [...incoming.values()].filter((transaction) => transaction.status !== 'DELETED' && !removed.has(transaction.id)).sort(byDateDescending)
  const merged: BankTransaction[] = []
  let next = 0
  for (const transaction of set) {
    if (incoming.has(transaction.id) || removed.has(transaction.id) || transaction.status === 'DELETED') continue
    while (next < additions.length && byDateDescending(additions[next]!, transaction) < 0) merged.push(additions[next++]!)
    merged.push(transaction)
  }
  while (next < additions.length) merged.push(additions[next++]!)
  return merged
}

/**
 * When each record was last written from this page, on a clock that ticks once per write and per
 * listing request sent. A listing page sent before a write may carry the record as it was: a
 * write stamped after the page was sent wins, so a page arriving late never undoes what the user did.
 */
export class LocalWrites {
  #clock = 0
  readonly #stamps = new Map<string, number>()

  /** Stamps a listing request about to be sent. */
  now(): number {
    return ++this.#clock
  }

  /** Records that `ids` were written (saved or deleted) just now. */
  wrote(ids: Iterable<string>): void {
    const stamp = ++this.#clock
    for (const id of ids) this.#stamps.set(id, stamp)
  }

  /** Whether the record was written after a listing request stamped `sentAt` was sent. */
  writtenSince(id: string, sentAt: number): boolean {
    return (this.#stamps.get(id) ?? 0) > sentAt
  }
}

/** Records of a page, stamped with when their request was sent. */
interface Received {
  data: readonly BankTransaction[]
  deletedIds: readonly string[]
  sentAt: number
}

/** What the pages say, less what the user wrote after each page was sent. */
function unlessWrittenSince(writes: LocalWrites, received: readonly Received[]): { changed: BankTransaction[]; deletedIds: string[] } {
  const changed: BankTransaction[] = []
  const deletedIds: string[] = []
  for (const { data, deletedIds: deleted, sentAt } of received) {
    for (const transaction of data) if (!writes.writtenSince(transaction.id, sentAt)) changed.push(transaction)
    for (const id of deleted) if (!writes.writtenSince(id, sentAt)) deletedIds.push(id)
  }
  return { changed, deletedIds }
}

/** What a sync of the set needs: where the set is cached, and how to reach the service. */
export interface SetSync {
  client: BookkeepingClient
  queryClient: QueryClient
  queryKey: QueryKey
  writes: LocalWrites
  limit: number
  signal: AbortSignal
}

/**
 * Brings the cached set up to date and resolves to it.
 *
 * With a whole set holding a `lastUpdatedDate`, it asks only for what changed since and merges it
 * once. Otherwise it walks the whole listing, and the set is useful after its first page: pages
 * are merged into the cache as they arrive, in batches that each at least double what is shown (the
 * first page at once), so a sync of N records merges O(N) records in total and renders a handful
 * of times, while `syncing.received` counts every page. At the end, a record no page answered has
 * left the service and leaves the set (unless written here meanwhile).
 */
export async function syncBankTransactions({ client, queryClient, queryKey, writes, limit, signal }: SetSync): Promise<BankTransactionSet> {
  const cached = () => queryClient.getQueryData<BankTransactionSet>(queryKey)
  const base = cached()
  const since = base && !base.syncing ? base.lastUpdatedDate : undefined
  const startedAt = writes.now()
  const received: Received[] = []
  const answered = new Set<string>()
  let lastUpdatedDate: string | undefined
  let batch: Received[] = []
  let batchSize = 0
  const merged = (current: readonly BankTransaction[], pages: readonly Received[]) => {
    const { changed, deletedIds } = unlessWrittenSince(writes, pages)
    return mergeBankTransactions(current, changed, deletedIds)
  }

  // A set already whole (its service sent no `lastUpdatedDate`) is walked again in full, and stays whole meanwhile.
  const counting = !base || base.syncing !== undefined
  const pages = bankTransactionPages(client, { since, limit, signal })
  let first = true
  for (;;) {
    const sentAt = writes.now()
    const next = await pages.next()
    if (next.done) break
    const page = { ...next.value, sentAt }
    // The first page's instant is the one to sync from next time: later changes may fall between pages.
    if (first) lastUpdatedDate = page.lastUpdatedDate
    first = false
    if (since !== undefined) {
      received.push(page)
      continue
    }
    for (const transaction of page.data) answered.add(transaction.id)
    batch.push(page)
    batchSize += page.data.length
    const shown = cached()
    const syncing = counting ? { received: answered.size } : undefined
    // The first page at once; then whenever the batch would at least double the rows shown.
    if (!shown || batchSize >= shown.transactions.length) {
      queryClient.setQueryData<BankTransactionSet>(queryKey, { transactions: merged(shown?.transactions ?? [], batch), lastUpdatedDate, syncing })
      batch = []
      batchSize = 0
    } else if (counting) {
      queryClient.setQueryData<BankTransactionSet>(queryKey, { ...shown, syncing })
    }
  }

  const current = cached()?.transactions ?? []
  // What changed since the last sync, in one merge.
  if (since !== undefined) return { transactions: merged(current, received), lastUpdatedDate }
  // A full walk answers the whole set: what it did not answer is gone (a deletion meanwhile is in
  // no deletedIds), unless it was written here after the walk began.
  const whole = merged(current, batch).filter((transaction) => answered.has(transaction.id) || writes.writtenSince(transaction.id, startedAt))
  return { transactions: whole, lastUpdatedDate }
}
