import type { BookkeepingClient } from './client'
import { PageWalk } from './paginate'
import type { BankTransaction } from './types'

/** What a walk of the bank-transaction listing found. */
export interface BankTransactionChanges {
  /** Every record the listing answered: all of them, or those changed since the `since` sent. */
  changed: BankTransaction[]
  /** Records removed since the `since` sent (none for a full walk). */
  deletedIds: string[]
  /** The instant to sync from next: the first page's `lastUpdatedDate`; `undefined` when the service sent none, so the next sync is a full one. */
  lastUpdatedDate: string | undefined
}

/** Options of `listBankTransactionChanges`. */
export interface BankTransactionChangesOptions {
  /** Only what changed since this `lastUpdatedDate`; absent: the whole set. */
  since?: string
  /** Records a page; default 250. */
  limit?: number
  signal?: AbortSignal
}

/**
 * Walks the bank-transaction listing (the v5 header style, README decision 2) page by page, from
 * `since` or from the start, and hands back everything it answered. The walk always ends: a service
 * that repeats a cursor or pages without anything new stops it with `BookkeepingPagingError`.
 */
export async function listBankTransactionChanges(client: BookkeepingClient, { since, limit = 250, signal }: BankTransactionChangesOptions = {}): Promise<BankTransactionChanges> {
  const walk = new PageWalk()
  const changed: BankTransaction[] = []
  const deletedIds: string[] = []
  let lastUpdatedDate: string | undefined
  let cursor: string | undefined
  let firstPage = true
  do {
    const page = await client.listBankTransactions({ limit, cursor, ...(since ? { lastUpdatedDate: since } : {}) }, { signal })
    // The first page's instant is the one to sync from next time: later changes may fall between pages.
    if (firstPage) lastUpdatedDate = page.lastUpdatedDate
    firstPage = false
    changed.push(...page.data)
    deletedIds.push(...page.deletedIds)
    cursor = walk.next(page)
  } while (cursor !== undefined)
  return { changed, deletedIds, lastUpdatedDate }
}
