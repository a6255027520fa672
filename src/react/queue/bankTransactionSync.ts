// Keeping the bank-transaction set of the query cache in step with the service: pages read, merged
// under what the user wrote since each page was sent.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { bankTransactionPages } from '../../api/bankTransactionChanges'
import type { BookkeepingClient } from '../../api/client'
import type { BankTransaction } from '../../api/types'
import type { ListingOrder } from '../../api/service'
import { mergeChanges, type BankTransactionSet, type LocalWrites, type SyncedThrough } from '../../core/queue/bankTransactionSet'
import { syncStart, type SyncResumes } from '../../core/queue/syncResume'
import type { TransactionPool } from '../../core/queue/leanTransactions'

/** Follows a full walk's dates, record by record, in the order the listing states, until one breaks it. */
class ArrivalOrder {
  readonly #order: ListingOrder | false
  #broken = false
  #last: string | undefined

  /** `last`: the date the pages merged before an interruption reached (a walk that goes on). */
  constructor(order: ListingOrder | false, last?: string) {
    this.#order = order
    this.#last = last
  }

  see(records: readonly BankTransaction[]): void {
    if (this.#order === false) return
    for (const { date } of records) {
      if (typeof date !== 'string') continue
      if (this.#last !== undefined && (this.#order === 'newestFirst' ? date > this.#last : date < this.#last)) this.#broken = true
      this.#last = date
    }
  }

  /** How far the records seen so far reach, while they have kept the stated order. */
  get through(): SyncedThrough | undefined {
    return this.#order === false || this.#broken || this.#last === undefined ? undefined : { order: this.#order, date: this.#last }
  }
}

/** Records of a page, stamped with when their request was sent. */
interface Received {
  data: readonly BankTransaction[]
  deletedIds: readonly string[]
  sentAt: number
}

/** What the pages say, less what the user wrote after each page was sent, each record made lean by `pool`. */
function unlessWrittenSince(
  writes: LocalWrites,
  pool: TransactionPool,
  received: readonly Received[],
): { changed: BankTransaction[]; deletedIds: string[] } {
  const changed: BankTransaction[] = []
  const deletedIds: string[] = []
  for (const { data, deletedIds: deleted, sentAt } of received) {
    for (const transaction of data) if (!writes.writtenSince(transaction.id, sentAt)) changed.push(pool.lean(transaction))
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
  /** The session's pool (leanTransactions.ts): every record enters the set through it. */
  pool: TransactionPool
  /** The session's resume points: a walk left short goes on where it stopped. */
  resumes: SyncResumes
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
export async function syncBankTransactions({
  client,
  queryClient,
  queryKey,
  writes,
  pool,
  resumes,
  limit,
  signal,
}: SetSync): Promise<BankTransactionSet> {
  const cached = () => queryClient.getQueryData<BankTransactionSet>(queryKey)
  const base = cached()
  const start = syncStart(base, resumes)
  const since = start.kind === 'changes' ? start.since : undefined
  const resumed = start.kind === 'resume' ? start.resume : undefined
  const startedAt = resumed?.startedAt ?? writes.now()
  const received: Received[] = []
  const answered = new Set(resumed?.answered)
  let lastUpdatedDate = resumed?.lastUpdatedDate
  let batch: Received[] = []
  let batchSize = 0
  const merged = (current: readonly BankTransaction[], pages: readonly Received[]) => {
    const { changed, deletedIds } = unlessWrittenSince(writes, pool, pages)
    return mergeChanges(current, changed, deletedIds)
  }

  // A set already whole (its service sent no `lastUpdatedDate`) is walked again in full, and stays whole meanwhile.
  const counting = start.kind !== 'walk' || start.counting
  // The listing's order is known once it has answered (a service without decision 2's listing is learned on the first page).
  // A walk that goes on follows from where its pages reached; where they had broken the order (no `through`), none is followed.
  const through = base?.syncing?.through
  let arrival = resumed && new ArrivalOrder(through ? through.order : false, through?.date)
  const pages = bankTransactionPages(client, { since, limit, cursor: resumed?.cursor, signal })
  let first = resumed === undefined
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
    // The first page at once; then whenever the batch would at least double the rows shown.
    if (!shown || batchSize >= shown.transactions.length) {
      arrival ??= new ArrivalOrder(client.service.bankTransactionOrder)
      for (const merging of batch) arrival.see(merging.data)
      // A walk cancelled after this merge is never taken as finished: a counting one says where it goes
      // on (`resume`), one under a whole set keeps that set's instant until it ends.
      const resume =
        counting && page.next !== undefined ? { cursor: page.next, lastUpdatedDate, answered: new Set(answered), startedAt } : undefined
      const syncing = counting ? { received: answered.size, through: arrival.through } : undefined
      if (syncing && resume) resumes.set(syncing, resume)
      queryClient.setQueryData<BankTransactionSet>(queryKey, {
        ...merged(shown?.transactions ?? [], batch),
        lastUpdatedDate: counting ? lastUpdatedDate : base?.lastUpdatedDate,
        syncing,
      })
      batch = []
      batchSize = 0
    } else if (counting) {
      const syncing = { received: answered.size, through: shown.syncing?.through }
      const resume = shown.syncing && resumes.get(shown.syncing)
      if (resume) resumes.set(syncing, resume)
      queryClient.setQueryData<BankTransactionSet>(queryKey, { ...shown, syncing })
    }
  }
  const current = cached()?.transactions ?? []
  // What changed since the last sync, in one merge.
  if (since !== undefined) return { ...merged(current, received), lastUpdatedDate }
  // A full walk answers the whole set: what it did not answer is gone (a deletion meanwhile is in
  // no deletedIds), unless it was written here after the walk began.
  const { changed, deletedIds } = unlessWrittenSince(writes, pool, batch)
  const gone = current
    .filter((transaction) => !answered.has(transaction.id) && !writes.writtenSince(transaction.id, startedAt))
    .map((transaction) => transaction.id)
  return { ...mergeChanges(current, changed, [...deletedIds, ...gone]), lastUpdatedDate }
}
