import type { ListingOrder } from '../../api/service'
import type { BankTransaction } from '../../api/types'

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
  syncing?: { received: number; through?: SyncedThrough }
  /**
   * What made `transactions` from the set before it, when a merge did: what is derived from the set
   * (an index, counts, what is stored) then updates for those records alone. Absent on a set made
   * otherwise (a first page, a set read back from storage): derive it again from the whole.
   */
  change?: BankTransactionSetChange
}

/**
 * While a full sync runs, in a date order the listing states (the profile's `bankTransactionOrder`),
 * as long as every record merged so far has kept it: every record dated beyond `date` on the side
 * they came from has arrived (after it when newest first, before it when oldest first). Absent
 * when the listing states no order, before the first page, or once a record broke the order: then
 * no month is whole until the sync ends.
 */
export interface SyncedThrough {
  order: ListingOrder
  /** The date (`YYYY-MM-DD`) the pages merged so far have reached. */
  date: string
}

/** How a set's `transactions` were made from an earlier array: the records that changed. */
export interface BankTransactionSetChange {
  /** The earlier `transactions`. */
  from: readonly BankTransaction[]
  /** Each record that changed: `before` is absent for one added, `after` for one removed. */
  records: ReadonlyArray<{ before?: BankTransaction; after?: BankTransaction }>
}

/** One record a change changed: `before` is absent for one added, `after` for one removed. */
export type ChangedRecord = { before?: BankTransaction; after?: BankTransaction }

/**
 * Newest first; same date: by id, so the order never jumps between syncs. Compared by code unit,
 * not by locale: the order is the same in every browser, and a record's place can be found by
 * binary search.
 */
export function byDateDescending(a: BankTransaction, b: BankTransaction): number {
  return compare(b.date ?? '', a.date ?? '') || compare(a.id ?? '', b.id ?? '')
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The first of `count` indexes for which `after` holds, by binary search (it holds for every index after it too); `count` if none. */
export function firstIndex(count: number, after: (index: number) => boolean): number {
  let low = 0
  let high = count
  while (low < high) {
    const middle = (low + high) >>> 1
    if (after(middle)) high = middle
    else low = middle + 1
  }
  return low
}

/** Where `transaction` is, or would go, in `rows` (in `byDateDescending` order). */
export const placeOf = (rows: readonly BankTransaction[], transaction: BankTransaction): number =>
  firstIndex(rows.length, (index) => byDateDescending(rows[index]!, transaction) >= 0)

/**
 * `set` (in `byDateDescending` order) with `changed` upserted and `removedIds` (and anything now
 * DELETED) taken out, and each record that changed. Records saved with their date unchanged (every
 * review, categorization and undo) are found by binary search and replaced in a copy: the cost
 * follows the change. Otherwise one pass over the set, and the changes sorted in: the set stays one
 * ordered run, which the engine's sort (TimSort) merges with the new run without sorting it again.
 */
export function mergeChanges(
  set: readonly BankTransaction[],
  changed: readonly BankTransaction[],
  removedIds: Iterable<string> = [],
): { transactions: BankTransaction[]; change?: BankTransactionSetChange } {
  const removed = new Set(removedIds)
  // Nothing changed: the same array, so nothing downstream (the index, the filters, the grid) works again.
  if (changed.length === 0 && removed.size === 0) return { transactions: set as BankTransaction[] }
  const replaced = removed.size === 0 ? replaceInPlace(set, changed) : undefined
  if (replaced) return replaced
  const incoming = new Map(changed.map((transaction) => [transaction.id, transaction]))
  const stays = (transaction: BankTransaction) => transaction.status !== 'DELETED' && !removed.has(transaction.id)
  const records: { before?: BankTransaction; after?: BankTransaction }[] = []
  const kept = set.filter((before) => {
    const after = incoming.get(before.id)
    if (!after && !removed.has(before.id)) return true
    records.push({ before, after: after && stays(after) ? after : undefined })
    return false
  })
  const known = new Set(records.map(({ before }) => before!.id))
  const additions = [...incoming.values()].filter(stays)
  for (const after of additions) if (!known.has(after.id)) records.push({ after })
  return { transactions: additions.length > 0 ? [...kept, ...additions].sort(byDateDescending) : kept, change: { from: set, records } }
}

/** `changed` put in place of the records they replace, each where it already is (same id, same date); `undefined` if one is new, moved or gone. */
function replaceInPlace(
  set: readonly BankTransaction[],
  changed: readonly BankTransaction[],
): { transactions: BankTransaction[]; change: BankTransactionSetChange } | undefined {
  const transactions = set.slice()
  const records = []
  for (const after of changed) {
    const place = placeOf(set, after)
    if (after.status === 'DELETED' || set[place]?.id !== after.id) return undefined
    records.push({ before: transactions[place], after })
    transactions[place] = after
  }
  return { transactions, change: { from: set, records } }
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
