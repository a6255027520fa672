import type { BookkeepingClient } from './client'
import { PageWalk } from './transport/paginate'
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
  /** The page to start at: a walk that stopped before it goes on from there. */
  cursor?: string
  signal?: AbortSignal
}

/** One page of a walk of the bank-transaction listing. */
export interface BankTransactionChangesPage {
  data: BankTransaction[]
  deletedIds: string[]
  /** The page's `lastUpdatedDate`; the first page's is the one to sync from next. */
  lastUpdatedDate: string | undefined
  /** The cursor of the page after it; `undefined` on the last. */
  next: string | undefined
}

/**
 * The bank-transaction listing (the v5 header style, README decision 2) page by page, from `since`
 * or from the start: each page is requested when the previous one has been taken, so a consumer
 * can show the first page while the rest is on its way. The walk always ends: a service that
 * repeats a cursor or pages without anything new stops it with `BookkeepingPagingError`.
 */
export async function* bankTransactionPages(
  client: BookkeepingClient,
  { since, limit = 250, cursor: from, signal }: BankTransactionChangesOptions = {},
): AsyncGenerator<BankTransactionChangesPage> {
  const walk = new PageWalk(from)
  let cursor = from
  do {
    const page = await client.listBankTransactions({ limit, cursor, ...(since ? { lastUpdatedDate: since } : {}) }, { signal })
    cursor = walk.next(page)
    yield { data: page.data, deletedIds: page.deletedIds, lastUpdatedDate: page.lastUpdatedDate, next: cursor }
  } while (cursor !== undefined)
}

/** Walks the whole listing from `since` (see `bankTransactionPages`) and hands back everything it answered. */
export async function listBankTransactionChanges(
  client: BookkeepingClient,
  options: BankTransactionChangesOptions = {},
): Promise<BankTransactionChanges> {
  const changed: BankTransaction[] = []
  const deletedIds: string[] = []
  let lastUpdatedDate: string | undefined
  let firstPage = true
  for await (const page of bankTransactionPages(client, options)) {
    // The first page's instant is the one to sync from next time: later changes may fall between pages.
    if (firstPage) lastUpdatedDate = page.lastUpdatedDate
    firstPage = false
    changed.push(...page.data)
    deletedIds.push(...page.deletedIds)
  }
  return { changed, deletedIds, lastUpdatedDate }
}
