import { useEffect, useMemo, useState } from 'react'
import { AGING_BUCKET_IDS, type AgingBucketId } from '../../api/owedParts'
import type { AccountingDimensionValue, InvoiceFilter } from '../../api/types'
import type { ByDimension } from '../../core/statements/byDimension'
import type { ReceivablesAgingColumn } from '../../core/statements/dimensionColumns/aging'
import { invoicesOfChart } from '../../core/queue/companyOf'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import {
  ageReceivables,
  agingFilters,
  checkStatuses,
  readAsOf,
  type AgingBucket,
  type CustomerOwing,
} from '../../core/statements/receivablesAging'
import { PeriodError } from '../../format/period'
import { useEveryPage } from '../query/everyPage'
import { pageWalkState, type PageWalkState } from '../query/pageWalk'
import { useServiceProfile } from '../provider/provided'
import { useInvoices } from './invoiceReads'
import { useAgingSplit, type AgingSplit, type AgingSplitFrom, type AgingSplitReadsPart } from './agingSplit'
import type { InvoiceListQuery } from '../query/queries'

// The buckets are the invoices' own arithmetic (src/api/owedParts.ts), named here beside the hook.
export { AGING_BUCKET_IDS, type AgingBucketId }
export type { AgingBucket, CustomerOwing } from '../../core/statements/receivablesAging'
export type { ReceivablesAgingColumn } from '../../core/statements/dimensionColumns/aging'
export { checkStatuses, owingTodayFilter, readAsOf } from '../../core/statements/receivablesAging'

/** Who owes the business what, by how late it is, for `<ReceivablesAging>` or a host's own drawing. */
export interface Receivables extends PageWalkState {
  /** The day the ages count to, `YYYY-MM-DD`; `undefined` when `asOf` cannot be read (`error` says why). */
  asOf: string | undefined
  /** The five buckets, not yet due first. */
  buckets: AgingBucket[]
  /** Everything owed. */
  total: number
  /** The part of it past due. */
  overdue: number
  /** Invoices with an open balance. */
  invoices: number
  /** Invoices with some balance past due. */
  overdueInvoices: number
  /** Customers with an open balance, who owes the most first. */
  customers: CustomerOwing[]
  /**
   * The invoices that may owe on `asOf`, for `<InvoiceList filter>` (`onSelectReceivables`): those
   * owing today, dated on or before it; when an invoice was paid after `asOf`, also the paid ones
   * dated by then (a list shows them as they stand today).
   */
  filter: InvoiceFilter
  /** Invoices read so far. */
  read: number
  /**
   * Whether the business had any invoice by `asOf` (drafts and voids aside); asked only when
   * nobody owes anything, `undefined` until then or when it could not be told.
   */
  hasInvoices: boolean | undefined
  /** Invoices left out because their balance, date, due date or payments cannot be read. */
  unreadable: number
  /** Reads on from the page that failed; once the walk is whole, reads it all again. Also reads again each value's read that failed. */
  refetch: () => Promise<unknown>
  /** With `by`: the dimension, its values and those past the column limit; `undefined` without `by` or until the split can be made. */
  by: ByDimension | undefined
  /**
   * With `by`: the figures split by its values, in order: each value shown (a parent before its
   * children, its column holding theirs), Not specified (`otherValues` when values are past the
   * limit: what is left is theirs or nobody's), then the total, the same figures as without `by`.
   * Each value's figures are its own read of the invoices; Not specified is worked out from the
   * others (`dimension.derived`). Empty without `by`.
   */
  columns: ReceivablesAgingColumn[]
}

/** Options of `useReceivablesAging`. */
export interface ReceivablesAgingOptions {
  /** The day the ages count to, `YYYY-MM-DD`; default today where the user is. */
  asOf?: string
  /**
   * The company whose invoices are aged, for a token that sees several. Invoices carry no company:
   * with `accounts` (its chart), an invoice is its when a line item posts to one of them; without
   * them which invoices are its cannot be told, and the figures are never `final` (`partial`). The
   * filters handed back still list by status and dates: another company's invoices may show in them.
   */
  companyId?: string
  /** The company's chart of accounts, for `companyId`. */
  accounts?: readonly GlAccountInfo[]
  /**
   * A dimension's id (a class, location or project): the figures are also split by its values in
   * `columns`, each read from the invoices the service lists under that value.
   */
  by?: string
  /**
   * The dimension's values the host knows, as `<GeneralLedger filterOptions>` takes them (a value
   * nested under another given as the parent with `child`); those the invoices carry are added.
   */
  dimensionValues?: readonly AccountingDimensionValue[]
  /** How many values get a column of their own, read at once; default 8. The others are named in `by.more`. */
  maxValueColumns?: number
  enabled?: boolean
}

/**
 * Whether the business had any invoice by `asOf` (the statuses that owe nothing aside): one
 * request of one invoice, made only while `enabled` (nobody owes anything, so the chart can say
 * whether that is because every invoice is paid or because there are none yet).
 */
function useAnyInvoice(asOf: string, notOwed: readonly string[], enabled: boolean): boolean | undefined {
  const query = useMemo(
    (): InvoiceListQuery => ({
      limit: 1,
      filter: { ...(notOwed.length > 0 ? { invoiceStatus: { notIn: [...notOwed] } } : {}), date: { lessThanEqual: asOf } },
    }),
    [asOf, notOwed],
  )
  const { data } = useInvoices(query, { enabled })
  return data === undefined ? undefined : data.invoices.length > 0
}

/**
 * Who owes the business what on `asOf`, by how late it is. Every invoice that may owe is read (in
 * pages of the profile's `maxPageSize`, one after another): for today, those not paid and not in a
 * status that owes nothing; for a past date, paid ones too, since they may have been owed then.
 * Each balance is what was owed at the end of `asOf` (today's, plus what was paid after it) and is
 * aged by its due date; an invoice with installments ages each by its own. The figures are sums so
 * far until `complete`; a page that fails stops the walk with the pages read kept, and `refetch`
 * reads on from it. With `by`, the figures are also split by the dimension's values (`columns`):
 * each value's invoices are read whole under the same filter narrowed to it, by a part loaded then.
 * Integer minor units.
 */
export function useReceivablesAging({ by, dimensionValues, maxValueColumns, ...options }: ReceivablesAgingOptions = {}): Receivables {
  const { aging, splitFrom } = usePlainAging(options)
  const [part, setPart] = useState(() => loadedReads)
  const [loadError, setLoadError] = useState<Error | null>(null)
  const load = () => loadReads().then(setPart, (failed: unknown) => setLoadError(failed as Error))
  useEffect(() => {
    if (by !== undefined && !part) void loadReads().then(setPart, (failed: unknown) => setLoadError(failed as Error))
  }, [by, part])
  const split = useAgingSplit(part, { by, dimensionValues, maxValueColumns }, splitFrom)
  if (!loadError) return withSplit(aging, split)
  // The reads failed to load: Try again asks once more.
  return withSplit(aging, {
    ...split,
    error: loadError,
    refetch: () => {
      setLoadError(null)
      return load()
    },
  })
}

// The split's reads once loaded, for every aging after the first (a loaded module, as lazyPart keeps one).
let loadedReads: AgingSplitReadsPart | undefined
let loadingReads: Promise<AgingSplitReadsPart> | undefined
const loadReads = () =>
  (loadingReads ??= import('./agingSplitReads').then(
    (reads) => (loadedReads = reads),
    (error: unknown) => {
      // The next aging asks again: a network that failed once may not fail twice.
      loadingReads = undefined
      throw error
    },
  ))

const NO_COLUMNS: ReceivablesAgingColumn[] = []

/** The aging with its split: a value's read that failed is told as the walk's would be, and read again with it. */
function withSplit(aging: Receivables, split: AgingSplit): Receivables {
  return {
    ...aging,
    isError: aging.isError || split.error !== null,
    error: aging.error ?? split.error,
    refetch: split.error ? () => Promise.all([aging.isError ? aging.refetch() : undefined, split.refetch()]) : aging.refetch,
    by: split.by,
    columns: split.columns,
  }
}

/**
 * `useReceivablesAging` without a split (`by` and `columns` empty), and what a split of it is made
 * from: for bookkit's own parts, whose split (if any) reads in a part loaded with it.
 */
export function usePlainAging({
  asOf,
  companyId,
  accounts,
  enabled = true,
}: Omit<ReceivablesAgingOptions, 'by' | 'dimensionValues' | 'maxValueColumns'> = {}): { aging: Receivables; splitFrom: AgingSplitFrom } {
  const { notOwedInvoiceStatuses: notOwed, paidInvoiceStatuses: paid, maxPageSize } = useServiceProfile()
  checkStatuses('notOwedInvoiceStatuses', notOwed)
  checkStatuses('paidInvoiceStatuses', paid)
  const day = useMemo(() => readAsOf(asOf), [asOf])
  const readable = !(day instanceof PeriodError)
  // Paid invoices are read only for a past date: one paid since may have been owed then.
  const { owing, read } = useMemo(() => agingFilters(readable ? day : '', notOwed, paid), [readable, day, notOwed, paid])
  const query = useMemo((): InvoiceListQuery => ({ limit: maxPageSize, filter: read }), [read, maxPageSize])
  const result = useInvoices(query, { enabled: enabled && readable })
  useEveryPage(result, enabled && readable)
  const { data, hasNextPage, isFetchNextPageError, fetchNextPage, refetch } = result
  // A company's invoices, as its chart tells them (invoicesOfChart).
  const chart = useMemo(
    () => (companyId !== undefined && accounts ? new Set(accounts.map((one) => one.id)) : undefined),
    [companyId, accounts],
  )
  const invoices = useMemo(() => data && (chart ? invoicesOfChart(data.invoices, chart) : data.invoices), [data, chart])
  const stalled = data?.stalled
  const complete = data !== undefined && !hasNextPage && stalled === undefined
  // A past day's buckets (it reads more than what owes today) are listable only once every invoice is
  // read: a later page may hold one paid since.
  const known = read === owing || complete
  const aged = useMemo(
    () => ageReceivables(invoices ?? [], readable ? day : '', { notOwed, read, owing: known ? owing : undefined }),
    [invoices, readable, day, notOwed, read, owing, known],
  )
  // The one-invoice request cannot tell a company's: for one, only an invoice of its read tells (else not known).
  const anyInvoice = useAnyInvoice(readable ? day : '', notOwed, enabled && readable && complete && aged.invoices === 0 && !companyId)
  const hasInvoices = companyId === undefined ? anyInvoice : (invoices?.length ?? 0) > 0 || undefined
  const walk = pageWalkState(result, complete, stalled, readable ? undefined : day)
  // A company's invoices without its chart cannot be told from another's.
  const partial = companyId !== undefined && !accounts
  const figures = partial && walk.figures === 'final' ? 'partial' : walk.figures
  const readOn = () => (isFetchNextPageError ? fetchNextPage({ cancelRefetch: false }) : refetch())
  const total = useMemo(() => ({ ...aged, status: figures }), [aged, figures])
  return {
    aging: {
      ...aged,
      asOf: readable ? day : undefined,
      read: invoices?.length ?? 0,
      hasInvoices: aged.invoices > 0 || hasInvoices,
      ...walk,
      figures,
      refetch: readOn,
      by: undefined,
      columns: NO_COLUMNS,
    },
    splitFrom: {
      asOf: readable ? day : undefined,
      // Each value's read is whole on its own: its buckets are listable once it is (ageByDimension).
      rules: { notOwed, read, owing },
      invoices,
      total,
      chart,
      partial,
      pageSize: maxPageSize,
      enabled: enabled && readable,
    },
  }
}
