import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query'
import { isTransientError } from '../api/errors'
import { findInvoice } from '../api/findInvoice'
import { nextCursor } from '../api/paginate'
import type { GeneralLedgerPage, Page } from '../api/results'
import type { Closing, GeneralLedgerQuery, GlEntry, Invoice, InvoiceFilter, InvoiceQuery } from '../api/types'
import type { BookkeepingContextValue } from './context'

/** Reads are retried twice on faults a retry can cure (5xx, network, malformed body); never on a 4xx. */
const MAX_READ_RETRIES = 2

/** How every bookkit read behaves, whichever QueryClient runs it. */
export const readPolicy = {
  retry: (failures: number, error: Error) => failures < MAX_READ_RETRIES && isTransientError(error),
  retryDelay: (attempt: number) => Math.min(250 * 2 ** attempt, 2_000),
  staleTime: 30_000,
  refetchOnWindowFocus: false,
} as const

/** Invoice query without a cursor: the cursor is the infinite query's page parameter. */
export type InvoiceListQuery = Omit<InvoiceQuery, 'cursor'>
/** General-ledger query without a cursor. */
export type GeneralLedgerListQuery = Omit<GeneralLedgerQuery, 'cursor'>

/** The loaded invoice pages, with every loaded invoice in one array. */
export interface InvoicePages extends InfiniteData<Page<Invoice>, string | undefined> {
  invoices: Invoice[]
}

/** The loaded ledger pages, with every loaded line in one array and page 1's beginning balance. */
export interface GeneralLedgerPages extends InfiniteData<GeneralLedgerPage<GlEntry>, string | undefined> {
  lines: GlEntry[]
  beginningBalance: number | null
}

const selectInvoices = (data: InfiniteData<Page<Invoice>, string | undefined>): InvoicePages => ({
  ...data,
  invoices: data.pages.flatMap((page) => page.data),
})

const selectLedger = (data: InfiniteData<GeneralLedgerPage<GlEntry>, string | undefined>): GeneralLedgerPages => ({
  ...data,
  lines: data.pages.flatMap((page) => page.data),
  beginningBalance: data.pages[0]?.beginningBalance ?? null,
})

/** The invoice list as an infinite query: one page per cursor, the cursor in the body. */
export function invoicesQuery({ client, keys }: BookkeepingContextValue, query: InvoiceListQuery) {
  return infiniteQueryOptions({
    ...readPolicy,
    queryKey: keys.invoices.list(query),
    queryFn: ({ pageParam, signal }) => client.queryInvoices({ ...query, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => nextCursor(last),
    select: selectInvoices,
  })
}

/** The invoice with `invoiceId` in a list page already loaded, and when that page was loaded. */
function cachedInvoice({ queryClient, keys }: BookkeepingContextValue, invoiceId: string): { invoice: Invoice; updatedAt: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...keys.invoices.all, 'list'] })) {
    const pages = (query.state.data as InfiniteData<Page<Invoice>> | undefined)?.pages
    const invoice = pages?.flatMap((page) => page.data).find((candidate) => candidate.id === invoiceId)
    if (invoice) return { invoice, updatedAt: query.state.dataUpdatedAt }
  }
  return undefined
}

/**
 * One invoice by id, found by walking the invoice query's pages (the service has no read by id;
 * see `findInvoice`). An invoice a loaded list page holds shows at once, refreshed when stale.
 * `null`: not found.
 */
export function invoiceQuery(context: BookkeepingContextValue, invoiceId: string, filter?: InvoiceFilter) {
  return queryOptions<Invoice | null>({
    ...readPolicy,
    queryKey: context.keys.invoices.detail(invoiceId, filter),
    queryFn: ({ signal }) => findInvoice(context.client, invoiceId, { filter, signal }),
    initialData: () => cachedInvoice(context, invoiceId)?.invoice,
    initialDataUpdatedAt: () => cachedInvoice(context, invoiceId)?.updatedAt,
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
    getNextPageParam: (last) => nextCursor(last),
    select: selectLedger,
  })
}

/** The closing of the token's company, or of `companyId` when the token sees several. */
export function closingQuery({ client, keys }: BookkeepingContextValue, companyId?: string) {
  return queryOptions<Closing>({
    ...readPolicy,
    queryKey: keys.closing(companyId),
    queryFn: ({ signal }) => client.getClosing({ signal, ...(companyId ? { companyId } : {}) }),
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
