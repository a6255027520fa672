// useReceivablesAging against the sandbox on the bookkit service (the described one's statuses and
// page size: test/api/serviceProfile.test.ts, test/core/statements/receivablesAging.test.ts): the total, the overdue part,
// each bucket's amount and invoices and each customer's figures are what the sandbox's stored
// invoices add up to, recomputed without bookkit's code (test/support/receivables); every invoice
// with a balance counts unless its status owes nothing (partly paid ones too); for a past day they
// are what was owed at its end (invoices dated later owe nothing, those paid since owed then); the
// walk reads every page of the invoices that may owe, in pages of the profile's maxPageSize, and
// says "so far" until the last; a page that fails stops it with the figures so far, and refetch
// reads on from that page; nobody owing anything asks once whether there are invoices at all; an
// asOf that cannot be read is an error naming it, sent nowhere; with `by`, each value is read with
// the same filter narrowed to it and its column is what the invoices under it add up to. Then every bucket's and customer's
// filter sent back to the sandbox (ageReceivables itself is tested in Node:
// test/core/statements/receivablesAging.test.ts). The viewer's today is the sandbox's (test/support/viewerToday).
import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { ServiceProfile } from '../../../src/api'
import type { Invoice, InvoiceFilter, InvoiceQuery } from '../../../src/api/types'
import { BookkeepingProvider } from '../../../src/react'
import { useReceivablesAging } from '../../../src/react/invoices/receivablesAging'
import { SANDBOX } from '../../../src/sandbox'
import { BOOKKIT } from '../../support/profiles'
import { recordRequests, requestsTo } from '../../support/requests'
import { sandboxClient, sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import {
  BUCKETS,
  bucketFilter,
  customerFilter,
  failLaterInvoicePages,
  holdLaterInvoicePages,
  INVOICE_QUERY,
  notOwedStatusesOf,
  owedOn,
  owingFilter,
  PAID_STATUSES,
  storedReceivables,
  unreadToday,
  type StoredReceivables,
} from '../../support/receivables'
import { settled } from '../../support/settled'
import { useViewerToday } from '../../support/viewerToday'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const owner = SANDBOX.users.bakeryOwner
const AS_OF = '2026-06-30'
/** A past day for the viewer: the end of the first quarter. */
const PAST = '2026-03-31'
/** The seed's year of invoices, with few bank transactions: the receivables read only invoices. */
const VOLUME = { invoicesPerCompany: 160, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 }
/** Enough invoices that the unpaid ones take several pages of 250 (bookkit) and of 100 (described). */
const MANY = { invoicesPerCompany: 2600, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 }
/** Books with no records at all. */
const EMPTY = { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 }
/** A few invoices, every one of them paid by the sandbox's today (seed 1): checked where used. */
const FEW = { invoicesPerCompany: 3, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 }
/** A dozen invoices, owed in some buckets and not in others today (seed 1): checked where used. */
const DOZEN = { invoicesPerCompany: 12, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 }

afterEach(() => vi.restoreAllMocks())
// The sandbox lives on AS_OF, and so does the viewer: AS_OF is today, PAST is in the past.
useViewerToday(AS_OF)

type SandboxState = ReturnType<typeof useSandboxServer>

/** The date `days` after `date` (before, when negative). */
function addDays(date: string, days: number): string {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days))
    .toISOString()
    .slice(0, 10)
}

/** The figures a result states, in the shape `expectedFigures` gives. */
function figuresOf(
  aging: Pick<ReturnType<typeof useReceivablesAging>, 'buckets' | 'total' | 'overdue' | 'invoices' | 'overdueInvoices' | 'customers'>,
) {
  return {
    buckets: aging.buckets.map(({ id, amount, invoices }) => ({ id, amount, invoices })),
    total: aging.total,
    overdue: aging.overdue,
    invoices: aging.invoices,
    overdueInvoices: aging.overdueInvoices,
    customers: [...aging.customers]
      .sort((a, b) => (a.customer.id < b.customer.id ? -1 : 1))
      .map(({ customer, amount, overdue, invoices }) => ({ id: customer.id, amount, overdue, invoices })),
  }
}

/** The stored receivables' figures, in the shape `figuresOf` gives. */
function expectedFigures(aging: StoredReceivables) {
  return {
    buckets: aging.buckets.map(({ id, amount, invoiceIds }) => ({ id, amount, invoices: invoiceIds.size })),
    total: aging.total,
    overdue: aging.overdue,
    invoices: aging.invoices,
    overdueInvoices: aging.overdueInvoices,
    customers: [...aging.customers]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map(({ id, amount, overdue, invoiceIds }) => ({ id, amount, overdue, invoices: invoiceIds.size })),
  }
}

// ── Rendering and the service's side ───────────────────────────────────────────────────────────

/**
 * The hook for the bakery's owner, with the provider's `service` as given (none: bookkit's
 * defaults); each render's progress is kept.
 */
function renderAging(state: SandboxState, { asOf = AS_OF, service, by }: { asOf?: string; service?: ServiceProfile; by?: string } = {}) {
  const queryClient = new QueryClient()
  const fetchToken = sandboxTokenFetcher(state.sandbox, { userId: owner })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} service={service} queryClient={queryClient}>
      {children}
    </BookkeepingProvider>
  )
  const renders: Array<{ read: number; complete: boolean; figures: string; total: number }> = []
  const rendered = renderHook(
    ({ day }: { day: string }) => {
      const aging = useReceivablesAging({ asOf: day, by })
      renders.push({ read: aging.read, complete: aging.complete, figures: aging.figures, total: aging.total })
      return aging
    },
    { wrapper, initialProps: { day: asOf } },
  )
  return { queryClient, renders, ...rendered }
}

/** The bodies of the invoice queries among `requests`, in the order they were sent. */
const invoiceQueryBodies = (requests: readonly Request[]): Promise<InvoiceQuery[]> =>
  Promise.all(requestsTo(requests, INVOICE_QUERY).map((request) => request.clone().json() as Promise<InvoiceQuery>))

/** The invoices of every invoice-query page the service answered from now on, page by page. */
function recordInvoicePages(state: SandboxState): Array<Promise<Invoice[]>> {
  const pages: Array<Promise<Invoice[]>> = []
  const answered = ({ request, response }: { request: Request; response: Response }) => {
    if (new URL(request.url).pathname === INVOICE_QUERY && response.ok)
      pages.push(
        response
          .clone()
          .json()
          .then((body: { data: Invoice[] }) => body.data),
      )
  }
  state.server.events.on('response:mocked', answered)
  onTestFinished(() => void state.server.events.removeListener('response:mocked', answered))
  return pages
}

/** Every invoice `filter` lists, walked through the client as another app would, in pages of 250. */
async function listedBy(state: SandboxState, filter: InvoiceFilter): Promise<string[]> {
  const { client } = sandboxClient(state.sandbox, { userId: owner })
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const page = await client.queryInvoices({ limit: 250, filter, ...(cursor ? { cursor } : {}) })
    ids.push(...page.data.map((invoice) => invoice.id))
    cursor = page.cursor?.after || undefined
  } while (cursor)
  return ids.sort()
}

const sortedIds = (ids: Iterable<string>) => [...ids].sort()

/** The invoices a walk reads when `excluded` are the statuses left unread: the others with a total above 0, dated on or before `asOf`. */
const mayOwe = (invoices: readonly Invoice[], excluded: readonly string[], asOf: string) =>
  invoices.filter((invoice) => !excluded.includes(invoice.invoiceStatus) && invoice.totals.total > 0 && invoice.date <= asOf)

// ── The hook ───────────────────────────────────────────────────────────────────────────────────

describe('useReceivablesAging on the bakery’s invoices', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: VOLUME })
  const stored = () => state.sandbox.inspect.invoices(bakery.id)
  const notOwed = notOwedStatusesOf(profile)

  it('gives the total, the overdue part, each bucket and each customer as the stored invoices add up, to the cent', async () => {
    const { result } = renderAging(state)
    expect(result.current).toMatchObject({ isPending: true, complete: false, figures: 'unknown', read: 0, total: 0 })
    await waitFor(() => expect(result.current.complete).toBe(true))

    const expected = storedReceivables(stored(), AS_OF, notOwed)
    expect(figuresOf(result.current)).toEqual(expectedFigures(expected))
    expect(result.current).toMatchObject({
      asOf: AS_OF,
      figures: 'final',
      hasInvoices: true,
      isPending: false,
      isError: false,
      error: null,
      unreadable: 0,
      filter: owingFilter(unreadToday(notOwed), AS_OF),
    })
    // Today's walk reads neither the invoices that owe nothing nor the paid ones.
    expect(result.current.read).toBe(mayOwe(stored(), unreadToday(notOwed), AS_OF).length)
    // Who owes the most first.
    const amounts = result.current.customers.map((customer) => customer.amount)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    // The seed holds what each rule is about: every bucket, and invoices owing in two of them.
    for (const bucket of expected.buckets) expect(bucket.invoiceIds.size, bucket.id).toBeGreaterThan(0)
    const counted = expected.buckets.reduce((sum, bucket) => sum + bucket.invoiceIds.size, 0)
    expect(counted).toBeGreaterThan(expected.invoices)
    expect(expected.overdue).toBeGreaterThan(0)
    expect(expected.overdue).toBeLessThan(expected.total)
  })

  it('splits the figures by a dimension for a host that draws its own: each value read under it with the same filter, the total the plain one', async () => {
    const { dimension } = stored().flatMap((invoice) => invoice.dimensionValues ?? [])[0]!
    const requests = recordRequests(state.server)
    const { result } = renderAging(state, { by: dimension.id })
    await waitFor(() => expect(result.current.columns.length).toBeGreaterThan(2))
    await waitFor(() => expect(result.current.columns.every((column) => column.dimension.status === 'final')).toBe(true))
    const { by, columns } = result.current
    expect(by?.dimension).toEqual({ id: dimension.id, name: dimension.name })
    expect(columns.map((column) => column.key)).toEqual([...by!.chosen, 'notSpecified', 'total'])
    expect(columns.at(-1)).toMatchObject({
      total: result.current.total,
      invoices: result.current.invoices,
      buckets: result.current.buckets,
    })
    expect(columns.at(-2)!.dimension).toMatchObject({ kind: 'notSpecified', derived: true })
    const carries = (invoice: Invoice, id: string) =>
      (invoice.dimensionValues ?? []).some((top) => {
        for (let value: typeof top | undefined = top; value; value = value.child) if (value.id === id) return true
        return false
      })
    for (const column of columns.filter((one) => one.dimension.kind === 'value')) {
      const under = stored().filter((invoice) => carries(invoice, column.key))
      expect(column.total, column.dimension.value!.name).toBe(storedReceivables(under, AS_OF, notOwed).total)
    }
    // Each value's read is the plain aging's filter narrowed to that value alone.
    const split = (await invoiceQueryBodies(requests)).filter((body) => body.filter?.dimensionValues)
    expect(new Set(split.map((body) => (body.filter!.dimensionValues as { id: { in: string[] } }).id.in.join()))).toEqual(
      new Set(by!.chosen),
    )
    for (const { filter } of split) {
      const { dimensionValues: _value, ...rest } = filter!
      expect(rest).toEqual(owingFilter(unreadToday(notOwed), AS_OF))
    }
  })

  it('counts every invoice with a balance unless its status owes nothing: partly paid ones too, drafts and voids never', async () => {
    const invoices = stored()
    const partlyPaid = invoices.filter((invoice) => invoice.invoiceStatus === 'PARTIALLY_PAID' && invoice.totals.balance > 0)
    expect(partlyPaid.length).toBeGreaterThan(0)
    const { result } = renderAging(state)
    await waitFor(() => expect(result.current.complete).toBe(true))

    const owed = storedReceivables(invoices, AS_OF, notOwed)
    expect(figuresOf(result.current)).toEqual(expectedFigures(owed))
    // Each partly paid invoice counts for what it still owes: leaving them out would be seen.
    const owedIds = new Set(owed.owedInvoices.map(({ invoice }) => invoice.id))
    expect(partlyPaid.every((invoice) => owedIds.has(invoice.id))).toBe(true)
    expect(owed.total).toBeGreaterThan(
      storedReceivables(
        invoices.filter((invoice) => invoice.invoiceStatus === 'OPEN'),
        AS_OF,
        notOwed,
      ).total,
    )
    // The seed's voids still carry a balance: counting them would be seen too.
    expect(storedReceivables(invoices, AS_OF, []).total).toBeGreaterThan(owed.total)
  })

  it('ages one company’s invoices for a bookkeeper who sees two, told by its chart; without the chart, never final', async () => {
    const queryClient = new QueryClient()
    const fetchToken = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bookkeeper })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} queryClient={queryClient}>
        {children}
      </BookkeepingProvider>
    )
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    const { result } = renderHook(
      () => ({
        chart: useReceivablesAging({ asOf: AS_OF, companyId: bakery.id, accounts }),
        noChart: useReceivablesAging({ asOf: AS_OF, companyId: bakery.id }),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.chart.complete).toBe(true))
    // The bike shop owes something too: counting its invoices would be seen.
    expect(storedReceivables(state.sandbox.inspect.invoices(SANDBOX.companies.bikeShop.id), AS_OF, notOwed).total).toBeGreaterThan(0)
    expect(figuresOf(result.current.chart)).toEqual(expectedFigures(storedReceivables(stored(), AS_OF, notOwed)))
    expect(result.current.chart.figures).toBe('final')
    expect(result.current.noChart.figures).toBe('partial')
  })
})

describe('useReceivablesAging on a past day', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: VOLUME })
  const notOwed = notOwedStatusesOf(profile)

  it('gives what was owed at the end of that day: invoices written later owe nothing, invoices paid since owe what was unpaid then', async () => {
    const invoices = state.sandbox.inspect.invoices(bakery.id)
    // The seed holds what the rules are about: invoices written after PAST and still owed today,
    // and invoices paid in full since that still owed something on PAST.
    const writtenLater = invoices.filter((invoice) => invoice.date > PAST && !notOwed.includes(invoice.invoiceStatus))
    expect(writtenLater.filter((invoice) => invoice.totals.balance > 0).length).toBeGreaterThan(0)
    const paidSince = invoices.filter((invoice) => invoice.invoiceStatus === 'PAID' && owedOn(invoice, PAST).length > 0)
    expect(paidSince.length).toBeGreaterThan(0)
    const requests = recordRequests(state.server)
    const { result, queryClient } = renderAging(state, { asOf: PAST })
    await waitFor(() => expect(result.current.complete).toBe(true))
    await settled(queryClient)

    const expected = storedReceivables(invoices, PAST, notOwed)
    expect(figuresOf(result.current)).toEqual(expectedFigures(expected))
    expect(result.current).toMatchObject({ asOf: PAST, figures: 'final', hasInvoices: true, isError: false, error: null, unreadable: 0 })
    const owedIds = new Set(expected.owedInvoices.map(({ invoice }) => invoice.id))
    expect(paidSince.every((invoice) => owedIds.has(invoice.id))).toBe(true)
    expect(writtenLater.some((invoice) => owedIds.has(invoice.id))).toBe(false)
    expect(expected.total).not.toBe(storedReceivables(invoices, AS_OF, notOwed).total)

    // The walk reads every invoice written by then that may have owed, the paid ones too.
    const bodies = await invoiceQueryBodies(requests)
    expect(bodies.length).toBeGreaterThan(0)
    for (const [index, body] of bodies.entries()) {
      expect(body.filter, `page ${index + 1}`).toEqual(owingFilter(notOwed, PAST))
      expect(body.filter?.date, `page ${index + 1}`).toEqual({ lessThanEqual: PAST })
      expect(body.filter?.invoiceStatus?.notIn, `page ${index + 1}`).not.toContain('PAID')
    }
    expect(result.current.read).toBe(mayOwe(invoices, notOwed, PAST).length)
    expect(result.current.filter).toEqual(owingFilter(notOwed, PAST))
    // A list shows invoices as they stand today, not what was owed then: no bucket hands a filter.
    expect(expected.buckets.filter((bucket) => bucket.amount > 0).length).toBeGreaterThan(2)
    expect(result.current.buckets.map((bucket) => bucket.filter)).toEqual(BUCKETS.map(() => undefined))
    expect(result.current.customers.length).toBeGreaterThan(1)
    for (const owing of result.current.customers)
      expect(owing.filter, owing.customer.id).toEqual(customerFilter(notOwed, PAST, owing.customer.id))
  })

  it('keeps the filters of a past day after which nothing was paid: each bucket lists exactly its invoices', async () => {
    // The viewer is a fortnight on from the books' last day, and nothing was paid after it.
    vi.setSystemTime(new Date(`${addDays(AS_OF, 15)}T12:00:00`))
    const invoices = state.sandbox.inspect.invoices(bakery.id)
    expect(invoices.every((invoice) => (invoice.payments ?? []).every((payment) => payment.date! <= AS_OF))).toBe(true)
    const requests = recordRequests(state.server)
    const { result, queryClient } = renderAging(state)
    await waitFor(() => expect(result.current.complete).toBe(true))
    await settled(queryClient)

    const expected = storedReceivables(invoices, AS_OF, notOwed)
    expect(figuresOf(result.current)).toEqual(expectedFigures(expected))
    // Read as a past day is (the paid ones too), handed back as today's owed invoices.
    for (const body of await invoiceQueryBodies(requests)) expect(body.filter).toEqual(owingFilter(notOwed, AS_OF))
    expect(result.current.filter).toEqual(owingFilter(unreadToday(notOwed), AS_OF))
    let checked = 0
    for (const bucket of result.current.buckets) {
      const { invoiceIds, dueDates } = expected.buckets.find((candidate) => candidate.id === bucket.id)!
      if (invoiceIds.size === 0) continue
      expect(bucket.filter, bucket.id).toEqual(bucketFilter(unreadToday(notOwed), AS_OF, dueDates))
      expect(await listedBy(state, bucket.filter!), bucket.id).toEqual(sortedIds(invoiceIds))
      checked++
    }
    expect(checked).toBeGreaterThan(2)
  })

  it('hands a past day no bucket filter while its walk still reads: a later page may hold an invoice paid since', async () => {
    vi.setSystemTime(new Date(`${addDays(AS_OF, 15)}T12:00:00`))
    const release = holdLaterInvoicePages(state)
    const { result } = renderAging(state, { service: { maxPageSize: 20 } })
    await waitFor(() => expect(result.current.read).toBe(20))
    expect(result.current).toMatchObject({ figures: 'counting', complete: false })
    expect(result.current.buckets.some((bucket) => bucket.amount > 0)).toBe(true)
    expect(result.current.buckets.map((bucket) => bucket.filter)).toEqual(BUCKETS.map(() => undefined))

    release()
    await waitFor(() => expect(result.current.figures).toBe('final'))
    // Nothing was paid after the day: once every invoice is read, the buckets list theirs.
    expect(result.current.buckets.filter((bucket) => bucket.amount > 0).every((bucket) => bucket.filter !== undefined)).toBe(true)
  })
})

describe('the walk over every page of the invoices that may owe', () => {
  const { profile, service } = BOOKKIT
  const state = useSandboxServer({ profile, volume: MANY })
  const notOwed = notOwedStatusesOf(profile)
  // What today's walk asks for: neither paid nor in a status that owes nothing, a total above zero, written by today.
  const unpaid = () => mayOwe(state.sandbox.inspect.invoices(bakery.id), unreadToday(notOwed), AS_OF)

  it('reads every page with the profile’s maxPageSize as limit and only the unpaid invoices, the figures "so far" until the last', async () => {
    const requests = recordRequests(state.server)
    const answers = recordInvoicePages(state)
    const { result, renders, queryClient } = renderAging(state)
    await waitFor(() => expect(result.current.complete).toBe(true))
    await settled(queryClient)

    const owing = unpaid()
    const pages = Math.ceil(owing.length / service.maxPageSize)
    expect(pages).toBeGreaterThan(1)
    const bodies = await invoiceQueryBodies(requests)
    expect(bodies).toHaveLength(pages)
    for (const [index, body] of bodies.entries()) {
      expect(body.limit, `page ${index + 1}`).toBe(service.maxPageSize)
      expect(body.filter, `page ${index + 1}`).toEqual(owingFilter(unreadToday(notOwed), AS_OF))
      expect(Boolean(body.cursor), `page ${index + 1}`).toBe(index > 0)
    }

    // After each page, the figures are the sums of the pages read so far, counting until the last.
    const read = await Promise.all(answers)
    expect(read.map((page) => page.length)).toEqual(
      Array.from({ length: pages }, (_, index) => Math.min(service.maxPageSize, owing.length - index * service.maxPageSize)),
    )
    let soFar: Invoice[] = []
    for (const [index, page] of read.entries()) {
      soFar = [...soFar, ...page]
      const seen = renders.filter((render) => render.read === soFar.length)
      expect(seen.length, `after page ${index + 1}`).toBeGreaterThan(0)
      const last = index === pages - 1
      for (const render of seen) {
        expect(render, `after page ${index + 1}`).toEqual({
          read: soFar.length,
          complete: last,
          figures: last ? 'final' : 'counting',
          total: storedReceivables(soFar, AS_OF, notOwed).total,
        })
      }
    }
    expect(figuresOf(result.current)).toEqual(expectedFigures(storedReceivables(state.sandbox.inspect.invoices(bakery.id), AS_OF, notOwed)))
  })

  it('says the figures are so far while a page is still to come', async () => {
    const release = holdLaterInvoicePages(state)
    const answers = recordInvoicePages(state)
    const { result } = renderAging(state)
    await waitFor(() => expect(result.current.read).toBeGreaterThan(0))
    const first = await answers[0]!
    expect(result.current).toMatchObject({
      read: service.maxPageSize,
      complete: false,
      figures: 'counting',
      isPending: false,
      isError: false,
      error: null,
    })
    expect(figuresOf(result.current)).toEqual(expectedFigures(storedReceivables(first, AS_OF, notOwed)))

    release()
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current).toMatchObject({ read: unpaid().length, figures: 'final' })
  })
})

describe('a host’s maxPageSize', () => {
  const state = useSandboxServer({ volume: MANY })

  it('pages the walk by it: service { maxPageSize: 40 } reads pages of 40', async () => {
    const requests = recordRequests(state.server)
    const { result, queryClient } = renderAging(state, { service: { maxPageSize: 40 } })
    await waitFor(() => expect(result.current.complete).toBe(true))
    await settled(queryClient)
    const owing = mayOwe(state.sandbox.inspect.invoices(bakery.id), unreadToday(), AS_OF)
    const bodies = await invoiceQueryBodies(requests)
    expect(bodies).toHaveLength(Math.ceil(owing.length / 40))
    expect(bodies.length).toBeGreaterThan(5)
    expect(new Set(bodies.map((body) => body.limit))).toEqual(new Set([40]))
    for (const body of bodies) expect(body.filter).toEqual(owingFilter(unreadToday(), AS_OF))
    expect(result.current.read).toBe(owing.length)
    expect(result.current.total).toBe(storedReceivables(owing, AS_OF).total)
  })
})

describe('a page that fails mid-walk', () => {
  const state = useSandboxServer({ volume: VOLUME })
  /** Three pages of the bakery's unpaid invoices. */
  const PAGE = 10

  it('stops the walk with the figures so far, and refetch reads on from that page to the whole figures', async () => {
    const owing = mayOwe(state.sandbox.inspect.invoices(bakery.id), unreadToday(), AS_OF)
    expect(owing.length).toBeGreaterThan(2 * PAGE)
    const requests = recordRequests(state.server)
    const answers = recordInvoicePages(state)
    // The second page fails, and so do both of its automatic retries.
    failLaterInvoicePages(state, 3)
    const { result, queryClient } = renderAging(state, { service: { maxPageSize: PAGE } })

    await waitFor(() => expect(result.current.isError).toBe(true))
    const first = await answers[0]!
    expect(answers).toHaveLength(1)
    expect(result.current.error).toMatchObject({ name: 'BookkeepingApiError', status: 503 })
    expect(result.current).toMatchObject({ read: PAGE, complete: false, figures: 'stopped', isPending: false })
    expect(figuresOf(result.current)).toEqual(expectedFigures(storedReceivables(first, AS_OF)))
    const failedCursor = (await invoiceQueryBodies(requests)).at(-1)?.cursor
    expect(failedCursor).toBeTruthy()
    const sentBefore = requestsTo(requests, INVOICE_QUERY).length
    expect(sentBefore).toBe(4)

    await act(() => result.current.refetch())
    await waitFor(() => expect(result.current.complete).toBe(true))
    await settled(queryClient)
    const after = (await invoiceQueryBodies(requests)).slice(sentBefore)
    // On from the page that failed: the first page is not read again.
    expect(after[0]?.cursor).toBe(failedCursor)
    expect(after.every((body) => body.cursor)).toBe(true)
    expect(after).toHaveLength(Math.ceil(owing.length / PAGE) - 1)
    expect(result.current).toMatchObject({ read: owing.length, figures: 'final', isError: false, error: null })
    expect(figuresOf(result.current)).toEqual(expectedFigures(storedReceivables(owing, AS_OF)))
  })
})

describe('an asOf that cannot be read', () => {
  const state = useSandboxServer({ volume: VOLUME })

  it('is a PeriodError naming asOf, with no request sent; a date then brings the figures', async () => {
    const requests = recordRequests(state.server)
    const { result, rerender, queryClient } = renderAging(state, { asOf: 'not-a-date' })
    expect(result.current.error).toMatchObject({ name: 'PeriodError', field: 'asOf', value: 'not-a-date' })
    expect(result.current.error?.message).toMatch(/^asOf "not-a-date" /)
    expect(result.current).toMatchObject({
      asOf: undefined,
      figures: 'unknown',
      hasInvoices: undefined,
      isError: true,
      isPending: false,
      complete: false,
      total: 0,
      read: 0,
      customers: [],
    })
    await settled(queryClient)
    expect(requestsTo(requests, INVOICE_QUERY)).toEqual([])

    rerender({ day: AS_OF })
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current).toMatchObject({ asOf: AS_OF, figures: 'final', error: null, isError: false })
    expect(result.current.total).toBe(storedReceivables(state.sandbox.inspect.invoices(bakery.id), AS_OF).total)
  })
})

describe('whether there are invoices at all, when nobody owes anything', () => {
  const { profile, service } = BOOKKIT
  const state = useSandboxServer({ profile, volume: VOLUME })
  const notOwed = notOwedStatusesOf(profile)
  /** The question asked once nobody owes anything: one invoice written by `asOf`, not in a status that owes nothing. */
  const anyInvoice = (asOf: string) => ({ limit: 1, filter: { invoiceStatus: { notIn: [...notOwed] }, date: { lessThanEqual: asOf } } })
  const walk = (asOf: string, excluded: readonly string[]) =>
    expect.objectContaining({ limit: service.maxPageSize, filter: owingFilter(excluded, asOf) })

  it('is no on books without invoices, asked by one request of one invoice after the walk', async () => {
    state.reset({ volume: EMPTY })
    expect(state.sandbox.inspect.invoices(bakery.id)).toEqual([])
    const requests = recordRequests(state.server)
    const { result, queryClient } = renderAging(state)
    await waitFor(() => expect(result.current.hasInvoices).toBe(false))
    await settled(queryClient)
    expect(result.current).toMatchObject({ figures: 'final', complete: true, total: 0, invoices: 0, read: 0 })
    expect(await invoiceQueryBodies(requests)).toEqual([walk(AS_OF, unreadToday(notOwed)), expect.objectContaining(anyInvoice(AS_OF))])
  })

  it('is yes where every invoice is paid', async () => {
    state.reset({ volume: FEW })
    const invoices = state.sandbox.inspect.invoices(bakery.id)
    expect(invoices.filter((invoice) => !notOwed.includes(invoice.invoiceStatus)).length).toBeGreaterThan(0)
    expect(storedReceivables(invoices, AS_OF, notOwed).invoices).toBe(0)
    const requests = recordRequests(state.server)
    const { result, queryClient } = renderAging(state)
    await waitFor(() => expect(result.current.hasInvoices).toBe(true))
    await settled(queryClient)
    expect(result.current).toMatchObject({ figures: 'final', complete: true, total: 0, invoices: 0 })
    expect(await invoiceQueryBodies(requests)).toEqual([walk(AS_OF, unreadToday(notOwed)), expect.objectContaining(anyInvoice(AS_OF))])
  })

  it('is no on a day before the first invoice was written, though invoices came later', async () => {
    const written = state.sandbox.inspect.invoices(bakery.id).filter((invoice) => !notOwed.includes(invoice.invoiceStatus))
    expect(written.length).toBeGreaterThan(0)
    const dayBefore = addDays(written.map((invoice) => invoice.date).sort()[0]!, -1)
    const requests = recordRequests(state.server)
    const { result, queryClient } = renderAging(state, { asOf: dayBefore })
    await waitFor(() => expect(result.current.hasInvoices).toBe(false))
    await settled(queryClient)
    expect(result.current).toMatchObject({ asOf: dayBefore, figures: 'final', total: 0, invoices: 0, read: 0 })
    expect(await invoiceQueryBodies(requests)).toEqual([walk(dayBefore, notOwed), expect.objectContaining(anyInvoice(dayBefore))])
  })

  it('is yes at once where someone owes, with nothing more asked', async () => {
    const requests = recordRequests(state.server)
    const { result, queryClient } = renderAging(state)
    await waitFor(() => expect(result.current.complete).toBe(true))
    await settled(queryClient)
    expect(result.current.invoices).toBeGreaterThan(0)
    expect(result.current.hasInvoices).toBe(true)
    const bodies = await invoiceQueryBodies(requests)
    expect(bodies.length).toBeGreaterThan(0)
    expect(bodies.every((body) => body.limit === service.maxPageSize)).toBe(true)
  })
})

describe('notOwedInvoiceStatuses and paidInvoiceStatuses', () => {
  const state = useSandboxServer({ volume: VOLUME })

  it.each<[string, string, unknown]>([
    ['notOwedInvoiceStatuses', 'a string, not a list', 'VOIDED'],
    ['notOwedInvoiceStatuses', 'an empty status', ['VOIDED', '']],
    ['notOwedInvoiceStatuses', 'a status that is not a string', ['VOIDED', 7]],
    ['paidInvoiceStatuses', 'a string, not a list', 'PAID'],
    ['paidInvoiceStatuses', 'an empty status', ['']],
  ])('throw a TypeError naming %s when the receivables read one that cannot be read: %s', async (member, _, value) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const requests = recordRequests(state.server)
    expect(() => renderAging(state, { service: { [member]: value } as ServiceProfile })).toThrow(
      expect.objectContaining({ name: 'TypeError', message: expect.stringContaining(`service.${member}`) }),
    )
    expect(requestsTo(requests, INVOICE_QUERY)).toEqual([])
  })

  it('may list no status that owes nothing: drafts and voids with a balance then count, and only paid invoices go unread', async () => {
    const requests = recordRequests(state.server)
    const { result, queryClient } = renderAging(state, { service: { notOwedInvoiceStatuses: [] } })
    await waitFor(() => expect(result.current.complete).toBe(true))
    await settled(queryClient)
    const invoices = state.sandbox.inspect.invoices(bakery.id)
    const everyBalance = storedReceivables(invoices, AS_OF, [])
    expect(everyBalance.total).toBeGreaterThan(storedReceivables(invoices, AS_OF).total)
    expect(figuresOf(result.current)).toEqual(expectedFigures(everyBalance))
    expect((await invoiceQueryBodies(requests)).map((body) => body.filter)).toEqual([owingFilter(PAID_STATUSES, AS_OF)])
  })
})

// ── The filters, sent back to the service ─────────────────────────────────────────────────────

describe('each filter lists exactly its invoices', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: VOLUME })
  const notOwed = notOwedStatusesOf(profile)

  it.each([AS_OF, '2026-03-15'])(
    'every non-empty bucket’s filter, on books and a viewer whose today is %s, lists that bucket’s invoices and no other',
    async (today) => {
      state.reset({ today })
      vi.setSystemTime(new Date(`${today}T12:00:00`))
      const { result } = renderAging(state, { asOf: today })
      await waitFor(() => expect(result.current.complete).toBe(true))
      const expected = storedReceivables(state.sandbox.inspect.invoices(bakery.id), today, notOwed)
      let checked = 0
      for (const bucket of result.current.buckets) {
        const { invoiceIds, dueDates } = expected.buckets.find((candidate) => candidate.id === bucket.id)!
        if (invoiceIds.size === 0) {
          expect(bucket.filter, bucket.id).toBeUndefined()
          continue
        }
        expect(bucket.filter, bucket.id).toEqual(bucketFilter(unreadToday(notOwed), today, dueDates))
        expect(await listedBy(state, bucket.filter!), bucket.id).toEqual(sortedIds(invoiceIds))
        checked++
      }
      expect(checked).toBeGreaterThan(2)
    },
  )

  it('gives an empty bucket no filter', async () => {
    state.reset({ volume: DOZEN })
    const expected = storedReceivables(state.sandbox.inspect.invoices(bakery.id), AS_OF, notOwed)
    // These books owe in some buckets today and not in others.
    const empty = expected.buckets.filter((bucket) => bucket.amount === 0)
    expect(empty.length).toBeGreaterThan(0)
    expect(empty.length).toBeLessThan(BUCKETS.length)
    const { result } = renderAging(state)
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(figuresOf(result.current)).toEqual(expectedFigures(expected))
    expect(result.current.buckets.map((bucket) => bucket.filter === undefined)).toEqual(
      expected.buckets.map((bucket) => bucket.amount === 0),
    )
  })

  it('each customer’s filter lists exactly that customer’s owed invoices', async () => {
    const { result } = renderAging(state)
    await waitFor(() => expect(result.current.complete).toBe(true))
    const expected = storedReceivables(state.sandbox.inspect.invoices(bakery.id), AS_OF, notOwed)
    expect(result.current.customers.length).toBeGreaterThan(1)
    for (const owing of result.current.customers) {
      expect(owing.filter, owing.customer.id).toEqual(customerFilter(unreadToday(notOwed), AS_OF, owing.customer.id))
      expect(await listedBy(state, owing.filter), owing.customer.id).toEqual(
        sortedIds(expected.customers.find((customer) => customer.id === owing.customer.id)!.invoiceIds),
      )
    }
    // And the filter of every unpaid invoice lists them all.
    expect(await listedBy(state, result.current.filter)).toEqual(sortedIds(expected.owedInvoices.map(({ invoice }) => invoice.id)))
  })
})
