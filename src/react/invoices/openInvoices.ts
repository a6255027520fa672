import { useMemo } from 'react'
import type { BankTransaction, Invoice } from '../../api/types'
import { openBalance } from '../../core/queue/invoiceIndex'
import { matchInvoices, NO_MATCHES, type InvoiceMatch } from '../../core/queue/invoiceMatches'
import { localToday } from '../../format/localToday'
import { useEveryPage } from '../query/everyPage'
import { useInvoices } from './invoiceReads'
import { useBookkeepingContext } from '../provider/context'
import { useServiceProfile } from '../provider/provided'
import type { InvoiceListQuery } from '../query/queries'
import { checkStatuses, owingTodayFilter } from './receivablesAging'

/** The company's invoices that still owe, read page by page. */
export interface OpenInvoices {
  /** Those with a balance above zero read so far, as the service answered them. */
  invoices: readonly Invoice[]
  /** `false` while pages are still to read: more open invoices may come. */
  complete: boolean
  /** No page has arrived yet. */
  isPending: boolean
  /** A page is being read (a first walk, or reading them again after a match): `invoices` may be about to change. */
  isFetching: boolean
  /**
   * Asked at the moment it matters (not as last rendered): whether `invoices` are what the cache
   * holds now, whole, with nothing being read again, and read after `since` (a `Date.now()` time:
   * when a change to what invoices are owed was seen).
   */
  isCurrent: (since?: number) => boolean
  /** When the invoices shown were read (`Date.now()` time); 0 before. */
  readAt: number
  /** Why the walk stopped; `null` when nothing did. */
  error: Error | null
  /** Reads on from the page that failed; once the walk is whole, reads it all again. */
  refetch: () => Promise<unknown>
}

const NO_INVOICES: readonly Invoice[] = Object.freeze([])

/**
 * Every invoice of the company that still owes something today: those in a status that may owe
 * (the service profile's `notOwedInvoiceStatuses` and `paidInvoiceStatuses` left out), with a
 * balance above zero. The same read as today's `useReceivablesAging`, so the two make one walk
 * over the pages (in pages of the profile's `maxPageSize`, one after another); it is read again
 * after a bank transaction naming an invoice is saved or deleted.
 */
export function useOpenInvoices({ enabled = true }: { enabled?: boolean } = {}): OpenInvoices {
  const { notOwedInvoiceStatuses: notOwed, paidInvoiceStatuses: paid, maxPageSize } = useServiceProfile()
  checkStatuses('notOwedInvoiceStatuses', notOwed)
  checkStatuses('paidInvoiceStatuses', paid)
  const today = localToday()
  const query = useMemo(
    (): InvoiceListQuery => ({ limit: maxPageSize, filter: owingTodayFilter(today, notOwed, paid) }),
    [today, notOwed, paid, maxPageSize],
  )
  const { queryClient, keys } = useBookkeepingContext()
  const result = useInvoices(query, { enabled })
  useEveryPage(result, enabled)
  const { data, hasNextPage, isFetchNextPageError, fetchNextPage, refetch } = result
  const read = data?.invoices
  const invoices = useMemo(() => (read ? read.filter((invoice) => openBalance(invoice) !== undefined) : NO_INVOICES), [read])
  return {
    invoices,
    complete: data !== undefined && !hasNextPage && data.stalled === undefined,
    isPending: result.isPending,
    isFetching: result.isFetching,
    isCurrent: (since = 0) => {
      const now = queryClient.getQueryState(keys.invoices.list(query))
      return (
        data !== undefined &&
        !hasNextPage &&
        now?.fetchStatus === 'idle' &&
        !now.isInvalidated &&
        now.dataUpdatedAt === result.dataUpdatedAt &&
        now.dataUpdatedAt > since
      )
    },
    readAt: result.dataUpdatedAt,
    error: result.error ?? data?.stalled ?? null,
    refetch: () => (isFetchNextPageError ? fetchNextPage({ cancelRefetch: false }) : refetch()),
  }
}

/** The open invoices a deposit pays, as `useInvoiceMatches` tells them. */
export interface InvoiceMatchesState {
  /** Best first, over the open invoices read so far; empty for money out, or while none is read. */
  matches: readonly InvoiceMatch[]
  /** The first two are equally likely: the user chooses, nothing is applied by itself. */
  ambiguous: boolean
  /** `false` while open invoices are still to read: a better match may come. */
  complete: boolean
  /** No page of invoices has arrived yet. */
  isPending: boolean
  /** Why the invoices could not all be read; `null` when nothing failed. */
  error: Error | null
}

/**
 * Which open invoices `transaction` (a deposit) pays, best first (`matchInvoices` over
 * `useOpenInvoices`). The matches are over the invoices read so far until `complete`.
 */
export function useInvoiceMatches(transaction: BankTransaction | undefined): InvoiceMatchesState {
  const open = useOpenInvoices()
  const { matches, ambiguous } = useMemo(
    () => (transaction ? matchInvoices(transaction, open.invoices) : NO_MATCHES),
    [transaction, open.invoices],
  )
  return { matches, ambiguous, complete: open.complete, isPending: open.isPending, error: open.error }
}
