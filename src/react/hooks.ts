import {
  useInfiniteQuery,
  useQuery,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { useContext, useMemo, useSyncExternalStore } from 'react'
import type { BookkeepingClient } from '../api/client'
import type { SessionScope } from '../api/tokens'
import type { ResolvedServiceProfile } from '../api/service'
import type { BookkeepingAuthError } from '../api/errors'
import type { FindInvoiceProgress, FindInvoiceStop, InvoiceLookup } from '../api/findInvoice'
import type { Closing, Invoice, InvoiceFilter, NotificationSettings } from '../api/types'
import { resolveMessages, type MessageSet } from '../messages/messageSet'
import { BookkeepingContext, useBookkeepingContext, type BookkeepingContextValue } from './context'
import { useQueryScope, useScopedQueryKey } from './queryScope'
import type { UploadAttachment } from './upload'
import {
  CLOSING_REFRESH_MS,
  closingQuery,
  generalLedgerQuery,
  invoiceByNumberQuery,
  invoiceLookupProgressQuery,
  invoiceQuery,
  invoicesQuery,
  notificationSettingsQuery,
  type GeneralLedgerListQuery,
  type GeneralLedgerPages,
  type InvoiceListQuery,
  type InvoicePages,
} from './queries'

/**
 * Every read hook's one pattern: its options made from the provider's context, its key kept to this
 * provider's session (an answer cached for another user is never read), and the provider's
 * QueryClient. A hook that skipped one of these read stale or foreign answers, or none.
 */
function useRead<TQueryFnData, TData, TKey extends QueryKey>(
  options: (context: BookkeepingContextValue) => UseQueryOptions<TQueryFnData, Error, TData, TKey>,
): UseQueryResult<TData> {
  const context = useBookkeepingContext()
  const made = options(context)
  useScopedQueryKey(made.queryKey)
  return useQuery(made, context.queryClient)
}

/** `useRead` for a list read page by page. */
function useReadPages<TPage, TData, TKey extends QueryKey, TPageParam>(
  options: (context: BookkeepingContextValue) => UseInfiniteQueryOptions<TPage, Error, TData, TKey, TPageParam>,
): UseInfiniteQueryResult<TData> {
  const context = useBookkeepingContext()
  const made = options(context)
  useScopedQueryKey(made.queryKey)
  return useInfiniteQuery(made, context.queryClient)
}

/** The provider's client, for calls no hook covers. */
export function useBookkeepingClient(): BookkeepingClient {
  return useBookkeepingContext().client
}

/** Query switches a host may set on any read hook. */
export interface ReadHookOptions {
  /** `false` keeps the query idle (for example until a filter is complete). */
  enabled?: boolean
}

/** Invoices matching `query`, page by page (`fetchNextPage` loads the next). `data.invoices` holds every loaded one. */
export function useInvoices(query: InvoiceListQuery = {}, { enabled = true }: ReadHookOptions = {}): UseInfiniteQueryResult<InvoicePages> {
  return useReadPages((context) => ({ ...invoicesQuery(context, query), enabled }))
}

const foundInvoice = (lookup: InvoiceLookup): Invoice | null => (lookup.status === 'found' ? lookup.invoice : null)

/**
 * One invoice by id: `data` is the invoice, or `null` when the pages read do not hold it. The
 * lookup walks the invoice query (at most 20 pages of 250); `filter` narrows it to invoices the
 * host knows this one matches (its number, its customer), usually a single page.
 * `useInvoiceLookupProgress` tells how far the walk has gone.
 */
export function useInvoice(
  invoiceId: string,
  { filter, enabled = true }: ReadHookOptions & { filter?: InvoiceFilter } = {},
): UseQueryResult<Invoice | null> {
  return useRead((context) => ({ ...invoiceQuery(context, invoiceId, filter), select: foundInvoice, enabled: enabled && invoiceId !== '' }))
}

/**
 * The walk of `useInvoice` as it came out: found, not found (the pages ended), or stopped after
 * 20 pages, which `from` (that stopped lookup) continues for 20 more. Internal: `<InvoiceDetail>`'s
 * "Keep looking"; hosts have `lookUpInvoice`.
 */
export function useInvoiceLookup(
  invoiceId: string,
  { filter, from, enabled = true }: ReadHookOptions & { filter?: InvoiceFilter; from?: FindInvoiceStop } = {},
): UseQueryResult<InvoiceLookup> {
  return useRead((context) => ({ ...invoiceQuery(context, invoiceId, filter, from), enabled: enabled && invoiceId !== '' }))
}

/**
 * How far the walk of `useInvoice(invoiceId, { filter })` has gone (pages read, invoices searched),
 * updated after each page; `undefined` before it starts. For a "still looking" line.
 */
export function useInvoiceLookupProgress(invoiceId: string, { filter }: { filter?: InvoiceFilter } = {}): FindInvoiceProgress | undefined {
  return useRead((context) => invoiceLookupProgressQuery(context, invoiceId, filter)).data
}

/**
 * One invoice by its number, in one request (the invoice query filtered by `invoiceNumber`
 * `equal`): `data` is the invoice, or `null` when no invoice has exactly that number. An invoice a
 * loaded list page holds shows at once.
 */
export function useInvoiceByNumber(invoiceNumber: string, { enabled = true }: ReadHookOptions = {}): UseQueryResult<Invoice | null> {
  return useRead((context) => ({ ...invoiceByNumberQuery(context, invoiceNumber), enabled: enabled && invoiceNumber !== '' }))
}

/** One GL account's lines, page by page; `data.lines` holds every loaded line, `data.beginningBalance` page 1's. */
export function useGeneralLedger(
  glAccountId: string,
  query: GeneralLedgerListQuery = {},
  { enabled = true }: ReadHookOptions = {},
): UseInfiniteQueryResult<GeneralLedgerPages> {
  return useReadPages((context) => ({ ...generalLedgerQuery(context, glAccountId, query), enabled: enabled && glAccountId !== '' }))
}

/** The signed-in user's notification settings. */
export function useNotificationSettings({ enabled = true }: ReadHookOptions = {}): UseQueryResult<NotificationSettings> {
  return useRead((context) => ({ ...notificationSettingsQuery(context), enabled }))
}

/** The closing, with whether modifications are enabled and a test for dates inside the closed period. */
export interface ClosingState extends Closing {
  /** False when `modifications` is `DISABLED`. */
  modificationsEnabled: boolean
  /** True when a record dated `date` (YYYY-MM-DD) may not be created, changed or deleted. */
  isLocked(date: string | undefined | null): boolean
}

const selectClosing = (closing: Closing): ClosingState => {
  const modificationsEnabled = closing.modifications !== 'DISABLED'
  return {
    ...closing,
    modificationsEnabled,
    isLocked: (date) => !modificationsEnabled && typeof date === 'string' && date !== '' && date <= closing.date,
  }
}

/** The closing configuration of the token's company (or of `companyId`). */
export function useClosing({ companyId, enabled = true }: ReadHookOptions & { companyId?: string } = {}): UseQueryResult<ClosingState> {
  return useRead((context) => ({ ...closingQuery(context, companyId), select: selectClosing, enabled }))
}

/**
 * `useClosing` for a component that writes: also read again every `CLOSING_REFRESH_MS` while it is
 * mounted and the page visible, so rows another user closed meanwhile lock before a save is refused.
 * Read-only components keep `useClosing` and never poll. Internal: the public hook's signature stays.
 */
export function useLiveClosing({ companyId }: { companyId?: string } = {}): UseQueryResult<ClosingState> {
  return useRead((context) => ({ ...closingQuery(context, companyId), select: selectClosing, refetchInterval: CLOSING_REFRESH_MS }))
}

/** The session as the UI needs it: read-only when the token's scope is `read`, and the last sign-in failure. */
export interface Session {
  scope: SessionScope | undefined
  readOnly: boolean
  status: 'idle' | 'fetching' | 'ready' | 'error'
  error: BookkeepingAuthError | undefined
}

/** The provider's session; re-renders when the token's scope or sign-in state changes. */
export function useSession(): Session {
  const { session } = useBookkeepingContext().client
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState)
  return { scope: state.scope, readOnly: state.scope === 'read', status: state.status, error: state.error }
}

/** The service profile the provider's client follows (every member filled in). */
export function useServiceProfile(): ResolvedServiceProfile {
  return useBookkeepingContext().client.service
}

/** The provider's locale and currency. */
export function useLocaleSettings(): { locale: string; currency: string } {
  const { locale, currency } = useBookkeepingContext()
  return { locale, currency }
}

/** A component's strings: its English defaults with the provider's `messages` laid over them. */
export function useMessages<M extends MessageSet>(defaults: M): M {
  const { messages } = useBookkeepingContext()
  return useMemo(() => resolveMessages(defaults, messages), [defaults, messages])
}

/**
 * What a render-error fallback needs, with or without a provider around it (a component rendered
 * outside one must fail in its fallback, not in the host's page): its strings, and a way to drop
 * the answers this component read (its query scope, see `QueryScopeProvider`), so a retry fetches
 * them afresh instead of re-rendering a bad record, while the components beside it keep theirs.
 */
export function useRenderErrorRecovery<M extends MessageSet>(defaults: M): { messages: M; dropCachedAnswers: () => void } {
  const context = useContext(BookkeepingContext)
  const scope = useQueryScope()
  return {
    messages: resolveMessages(defaults, context?.messages),
    dropCachedAnswers: () => {
      if (!context || !scope) return
      for (const queryKey of scope.queryKeys()) void context.queryClient.resetQueries({ queryKey, exact: true })
    },
  }
}

/** The upload an editor uses: its own prop when given, else the provider's `onUploadAttachment`, else none. */
export function useUploadAttachment(own?: UploadAttachment): UploadAttachment | undefined {
  const { uploadAttachment } = useBookkeepingContext()
  return own ?? uploadAttachment
}
