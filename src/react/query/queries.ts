import { infiniteQueryOptions, queryOptions, skipToken, type InfiniteData } from '@tanstack/react-query'
import { readPolicy, type BookkeepingPagingError } from '../../api/errors'
import {
  findInvoiceByNumber,
  lookUpInvoice,
  type FindInvoiceProgress,
  type FindInvoiceStop,
  type InvoiceLookup,
} from '../../api/findInvoice'
import { nextCursor, pagingStall, type AnyPage } from '../../api/transport/paginate'
import type { GeneralLedgerPage, ListPage } from '../../api/results'
import type { GeneralLedgerQuery, GlEntry, Invoice, InvoiceFilter, InvoiceQuery } from '../../api/types'
import type { BookkeepingContextValue } from '../provider/context'

/** Invoice query without a cursor: the cursor is the infinite query's page parameter. */
export type InvoiceListQuery = Omit<InvoiceQuery, 'cursor'>
/** General-ledger query without a cursor. */
export type GeneralLedgerListQuery = Omit<GeneralLedgerQuery, 'cursor'>

/** Loaded pages of a list, and why no more can be loaded when the service pages in circles. */
interface LoadedPages<P> extends InfiniteData<P, string | undefined> {
  /**
   * Set when the last page's cursor leads nowhere new (a cursor followed before, or a page with
   * nothing new): the list ends there, with this error to show, instead of loading for ever.
   */
  stalled: BookkeepingPagingError | undefined
}

/** The loaded invoice pages, with every loaded invoice in one array. */
export interface InvoicePages extends LoadedPages<ListPage<Invoice>> {
  invoices: Invoice[]
}

/** The loaded ledger pages, with every loaded line in one array and page 1's beginning balance. */
export interface GeneralLedgerPages extends LoadedPages<GeneralLedgerPage<GlEntry>> {
  lines: GlEntry[]
  beginningBalance: number | null
}

/** The next page's cursor, unless following it would page in circles. */
const nextPageParam = (last: AnyPage<unknown>, all: AnyPage<unknown>[]) => (pagingStall(all) ? undefined : nextCursor(last))

/**
 * Every record of the pages once, in page order: a service that pages in circles answers some
 * twice. A record without an id is kept as it came, for the component to contain.
 */
function uniqueById<T extends { id: string }>(pages: readonly { data: T[] }[]): T[] {
  const seen = new Set<string>()
  const records: T[] = []
  for (const page of pages) {
    for (const record of page.data) {
      const id: unknown = (record as Partial<T> | null)?.id
      if (typeof id === 'string' && seen.has(id)) continue
      if (typeof id === 'string') seen.add(id)
      records.push(record)
    }
  }
  return records
}

const selectInvoices = (data: InfiniteData<ListPage<Invoice>, string | undefined>): InvoicePages => ({
  ...data,
  invoices: uniqueById(data.pages),
  stalled: pagingStall(data.pages),
})

const selectLedger = (data: InfiniteData<GeneralLedgerPage<GlEntry>, string | undefined>): GeneralLedgerPages => ({
  ...data,
  lines: uniqueById(data.pages),
  beginningBalance: data.pages[0]?.beginningBalance ?? null,
  stalled: pagingStall(data.pages),
})

/** The invoice list as an infinite query: one page per cursor, the cursor in the body. */
export function invoicesQuery({ client, keys }: BookkeepingContextValue, query: InvoiceListQuery) {
  return infiniteQueryOptions({
    ...readPolicy,
    queryKey: keys.invoices.list(query),
    queryFn: ({ pageParam, signal }) => client.queryInvoices({ ...query, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageParam,
    select: selectInvoices,
  })
}

/** The first invoice `matches` in a list page already loaded, and when that page was loaded. */
function cachedInvoice(
  { queryClient, keys }: BookkeepingContextValue,
  matches: (invoice: Invoice) => boolean,
): { invoice: Invoice; updatedAt: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...keys.invoices.all, 'list'] })) {
    const pages = (query.state.data as InfiniteData<ListPage<Invoice>> | undefined)?.pages
    const invoice = pages?.flatMap((page) => page.data).find(matches)
    if (invoice) return { invoice, updatedAt: query.state.dataUpdatedAt }
  }
  return undefined
}

/**
 * One invoice by id, looked up by walking the invoice query's pages (the service has no read by id;
 * see `lookUpInvoice`), from the first page or, given `from`, from where a walk stopped. An invoice
 * a loaded list page holds shows at once, refreshed when stale. The walk's progress is written to
 * `invoiceLookupProgressQuery`'s key.
 */
export function invoiceQuery(context: BookkeepingContextValue, invoiceId: string, filter?: InvoiceFilter, from?: FindInvoiceStop) {
  const byId = (invoice: Invoice) => invoice.id === invoiceId
  const progressKey = context.keys.invoices.lookupProgress(invoiceId, filter)
  return queryOptions<InvoiceLookup>({
    ...readPolicy,
    queryKey: context.keys.invoices.detail(invoiceId, filter, from?.cursor),
    queryFn: ({ signal }) => {
      // A retry or a refresh walks again from where this walk started: so does the count.
      context.queryClient.setQueryData<FindInvoiceProgress>(progressKey, {
        pagesRead: from?.pagesRead ?? 0,
        invoicesSearched: from?.invoicesSearched ?? 0,
      })
      return lookUpInvoice(context.client, invoiceId, {
        filter,
        from,
        signal,
        onPage: (progress) => context.queryClient.setQueryData(progressKey, progress),
      })
    },
    initialData: () => {
      const invoice = cachedInvoice(context, byId)?.invoice
      return invoice && { status: 'found', invoice }
    },
    initialDataUpdatedAt: () => cachedInvoice(context, byId)?.updatedAt,
  })
}

/**
 * How far the walk of `invoiceQuery(context, invoiceId, filter)` has gone (no data before it
 * starts). Written by that query's function, never fetched by itself: in the query cache, every
 * component looking for the same invoice watches the one walk, and it goes with the session's cache.
 */
export function invoiceLookupProgressQuery({ keys }: BookkeepingContextValue, invoiceId: string, filter?: InvoiceFilter) {
  return queryOptions<FindInvoiceProgress>({
    queryKey: keys.invoices.lookupProgress(invoiceId, filter),
    queryFn: skipToken,
    staleTime: Infinity,
  })
}

/**
 * One invoice by its number, in one request (see `findInvoiceByNumber`). An invoice a loaded list
 * page holds with that number shows at once, refreshed when stale. `null`: no invoice has that number.
 */
export function invoiceByNumberQuery(context: BookkeepingContextValue, invoiceNumber: string) {
  const byNumber = (invoice: Invoice) => invoice.invoiceNumber === invoiceNumber
  return queryOptions<Invoice | null>({
    ...readPolicy,
    queryKey: context.keys.invoices.byNumber(invoiceNumber),
    queryFn: ({ signal }) => findInvoiceByNumber(context.client, invoiceNumber, { signal }),
    initialData: () => cachedInvoice(context, byNumber)?.invoice,
    initialDataUpdatedAt: () => cachedInvoice(context, byNumber)?.updatedAt,
  })
}

/** One GL account's ledger as an infinite query. */
export function generalLedgerQuery({ client, keys }: BookkeepingContextValue, glAccountId: string, query: GeneralLedgerListQuery) {
  return infiniteQueryOptions({
    ...readPolicy,
    queryKey: keys.generalLedger.list(glAccountId, query),
    queryFn: ({ pageParam, signal }) =>
      client.queryGeneralLedger(glAccountId, { ...query, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageParam,
    select: selectLedger,
  })
}

/** The signed-in user's notification settings. */
export function notificationSettingsQuery({ client, keys }: BookkeepingContextValue) {
  return queryOptions({
    ...readPolicy,
    queryKey: keys.notificationSettings,
    queryFn: ({ signal }) => client.getNotificationSettings({ signal }),
  })
}

/** Options of a list hook that pages with a fixed page size. */
export interface ReadHookOptionsWithLimit {
  /** Page size, 1 to 250; default 100. */
  limit?: number
  enabled?: boolean
}
