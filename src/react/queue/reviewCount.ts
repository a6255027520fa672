import { useMemo, useState } from 'react'
import { isWaitingDeposit, usePayingDeposits } from './payingDeposits'
import type { BankTransaction } from '../../api/types'
import { toReviewCountOf, type ToReviewCount } from '../../core/queue/view/toReviewCount'
import { useBankTransactions } from './bankTransactions'
import { figureStatus, type FigureStatus } from '../../core/statements/figureStatus'
import type { ReadHookOptionsWithLimit } from '../query/queries'

import { QUEUE_PAGE_SIZE } from './queuePageSize'

/** How many bank transactions are still to review, for a host's badge. */
export interface ReviewCount {
  /** Bank transactions still to review; `undefined` until the first page has arrived. */
  count: number | undefined
  /** Bank transactions there are, reviewed or not (so far, while a first sync runs); `undefined` until the first page. */
  transactions: number | undefined
  /** Whether `count` is final, a count so far (`counting`, or `stopped` by a failure), or not known (`unknown`). */
  figures: FigureStatus
  /** `false` while a first sync is still bringing older pages (`count` is a count so far), or before any page. */
  complete: boolean
  /** Whether the last sync failed (`count` keeps what was counted before). */
  isError: boolean
  /** Why the last sync failed; `null` when it did not. */
  error: Error | null
  /**
   * With `matches: true`: how many of those to review are deposits that pay an open invoice (their
   * match is one step away in the queue); `undefined` until the open invoices are read and matched,
   * or without `matches`.
   */
  payInvoices: number | undefined
  /** Syncs again: only what changed since the last sync, once a sync has ended. */
  refetch: () => Promise<unknown>
}

/** Options of `useReviewCount`. */
export interface ReviewCountOptions extends ReadHookOptionsWithLimit {
  /** Also count the deposits to review that pay an open invoice (reads every open invoice). */
  matches?: boolean
}

/**
 * How many bank transactions are to review, live, for a host's badge: the rule and the synced set
 * of `<BankTransactionList>`'s "To review" tab. Saves and deletes through bookkit's hooks and
 * components change the count without a request. `limit` is the sync's page size (default 250,
 * the queue's default, so that both share one sync); `enabled: false` keeps it idle.
 */
export function useReviewCount({ limit = QUEUE_PAGE_SIZE, enabled = true, matches = false }: ReviewCountOptions = {}): ReviewCount {
  const { data, isError, isFetching, error, refetch } = useBankTransactions({ limit, enabled })
  const payInvoices = usePayingCount(data?.transactions, enabled && matches)
  const [counted, setCounted] = useState<ToReviewCount>()
  const next = data === undefined ? undefined : toReviewCountOf(data, counted)
  if (next !== counted) setCounted(next)
  const complete = data !== undefined && data.syncing === undefined
  const figures = figureStatus({ read: data !== undefined, complete, failed: isError && !isFetching })
  return { count: next?.count, transactions: data?.transactions.length, figures, complete, isError, error, payInvoices, refetch }
}

/**
 * How many deposits to review among `transactions` pay an open invoice as the queue would suggest
 * it, counted again as the set or the open invoices change. The last count stands while the next
 * is made: a save does not blank the badge.
 */
function usePayingCount(transactions: readonly BankTransaction[] | undefined, enabled: boolean): number | undefined {
  const waiting = useMemo(() => (enabled ? transactions?.filter(isWaitingDeposit) : undefined), [enabled, transactions])
  const { found } = usePayingDeposits(waiting, enabled)
  return enabled ? found?.ids.size : undefined
}
