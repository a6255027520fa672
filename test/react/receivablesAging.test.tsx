// useReceivablesAging against the sandbox on both service profiles: the total, the overdue part,
// each bucket's amount and invoices and each customer's figures are what the sandbox's stored
// invoices add up to, recomputed without bookkit's code (test/support/receivables); the walk reads
// every page of the open invoices only, in pages of the profile's maxPageSize, and says "so far"
// until the last; a page that fails stops it with the figures so far, and refetch reads on from
// that page; an asOf that cannot be read is an error naming it, sent nowhere. Then ageReceivables
// and owedParts on copies of real invoices, and every bucket's and customer's filter sent back to
// the sandbox.
import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { bookkitService, describedService, type ServiceProfile } from '../../src/api'
import type { Invoice, InvoiceFilter, InvoiceQuery } from '../../src/api/types'
import { BookkeepingProvider } from '../../src/react'
import { agingBucketOf, owedParts } from '../../src/api/owedParts'
import { ageReceivables, useReceivablesAging, type AgingBucketId } from '../../src/react/receivablesAging'
import { SANDBOX } from '../../src/sandbox'
import { PROFILES } from '../support/profiles'
import { recordRequests, requestsTo } from '../support/requests'
import { sandboxClient, sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'
import { BUCKETS, bucketByDaysLate, bucketFilter, customerFilter, daysLate, failLaterInvoicePages, holdLaterInvoicePages, INVOICE_QUERY, OPEN_STATUSES, openInvoicesFilter, storedReceivables, type StoredReceivables } from '../support/receivables'
import { settled } from '../support/settled'

const bakery = SANDBOX.companies.bakery
const owner = SANDBOX.users.bakeryOwner
const AS_OF = '2026-06-30'
/** The seed's year of invoices, with few bank transactions: the receivables read only invoices. */
const VOLUME = { invoicesPerCompany: 160, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 }
/** Enough invoices that the open ones take several pages of 250 (bookkit) and of 100 (described). */
const MANY = { invoicesPerCompany: 1800, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 }

vi.setConfig({ testTimeout: 30_000 })
afterEach(() => vi.restoreAllMocks())

type SandboxState = ReturnType<typeof useSandboxServer>

/** The date `days` after `date` (before, when negative). */
function addDays(date: string, days: number): string {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days)).toISOString().slice(0, 10)
}

/** The figures a result states, in the shape `expectedFigures` gives. */
function figuresOf(aging: Pick<ReturnType<typeof useReceivablesAging>, 'buckets' | 'total' | 'overdue' | 'invoices' | 'overdueInvoices' | 'customers'>) {
  return {
    buckets: aging.buckets.map(({ id, amount, invoices }) => ({ id, amount, invoices })),
    total: aging.total,
    overdue: aging.overdue,
    invoices: aging.invoices,
    overdueInvoices: aging.overdueInvoices,
    customers: [...aging.customers].sort((a, b) => (a.customer.id < b.customer.id ? -1 : 1)).map(({ customer, amount, overdue, invoices }) => ({ id: customer.id, amount, overdue, invoices })),
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
    customers: [...aging.customers].sort((a, b) => (a.id < b.id ? -1 : 1)).map(({ id, amount, overdue, invoiceIds }) => ({ id, amount, overdue, invoices: invoiceIds.size })),
  }
}

// ── Rendering and the service's side ───────────────────────────────────────────────────────────

/**
 * The hook for the bakery's owner, with the provider's `service` as given (none: bookkit's
 * defaults); each render's progress is kept.
 */
function renderAging(state: SandboxState, { asOf = AS_OF, service }: { asOf?: string; service?: ServiceProfile } = {}) {
  const queryClient = new QueryClient()
  const fetchToken = sandboxTokenFetcher(state.sandbox, { userId: owner })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} service={service} queryClient={queryClient}>
      {children}
    </BookkeepingProvider>
  )
  const renders: Array<{ read: number; complete: boolean; total: number }> = []
  const rendered = renderHook(
    ({ day }: { day: string }) => {
      const aging = useReceivablesAging({ asOf: day })
      renders.push({ read: aging.read, complete: aging.complete, total: aging.total })
      return aging
    },
    { wrapper, initialProps: { day: asOf } },
  )
  return { queryClient, renders, ...rendered }
}

/** The bodies of the invoice queries among `requests`, in the order they were sent. */
const invoiceQueryBodies = (requests: readonly Request[]): Promise<InvoiceQuery[]> => Promise.all(requestsTo(requests, INVOICE_QUERY).map((request) => request.clone().json() as Promise<InvoiceQuery>))

/** The invoices of every invoice-query page the service answered from now on, page by page. */
function recordInvoicePages(state: SandboxState): Array<Promise<Invoice[]>> {
  const pages: Array<Promise<Invoice[]>> = []
  const answered = ({ request, response }: { request: Request; response: Response }) => {
    if (new URL(request.url).pathname === INVOICE_QUERY && response.ok) pages.push(response.clone().json().then((body: { data: Invoice[] }) => body.data))
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

/** The provider's `service` on a sandbox of `profile`: none on ours (bookkit's defaults), `describedService` on the described one. */
const serviceOption = (profile: 'bookkit' | 'described'): ServiceProfile | undefined => (profile === 'described' ? describedService : undefined)

// ── The hook ───────────────────────────────────────────────────────────────────────────────────

describe.each(PROFILES)('useReceivablesAging on the bakery’s invoices ($profile service)', ({ profile, service }) => {
  const state = useSandboxServer({ profile, volume: VOLUME })
  const stored = () => state.sandbox.inspect.invoices(bakery.id)

  it('gives the total, the overdue part, each bucket and each customer as the stored open invoices add up, to the cent', async () => {
    const { result } = renderAging(state, { service: serviceOption(profile) })
    expect(result.current).toMatchObject({ isPending: true, complete: false, read: 0, total: 0 })
    await waitFor(() => expect(result.current.complete).toBe(true))

    const expected = storedReceivables(stored(), service.openInvoiceStatuses, AS_OF)
    expect(figuresOf(result.current)).toEqual(expectedFigures(expected))
    expect(result.current).toMatchObject({ asOf: AS_OF, isPending: false, isError: false, error: null, unreadable: 0, filter: openInvoicesFilter(service.openInvoiceStatuses) })
    expect(result.current.read).toBe(stored().filter((invoice) => service.openInvoiceStatuses.includes(invoice.invoiceStatus)).length)
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

  it('counts only the profile’s open statuses', async () => {
    const invoices = stored()
    const partlyPaid = invoices.filter((invoice) => invoice.invoiceStatus === 'PARTIALLY_PAID' && invoice.totals.balance > 0)
    expect(partlyPaid.length).toBeGreaterThan(0)
    const { result } = renderAging(state, { service: serviceOption(profile) })
    await waitFor(() => expect(result.current.complete).toBe(true))
    const withPartlyPaid = storedReceivables(invoices, ['OPEN', 'PARTIALLY_PAID'], AS_OF)
    const openOnly = storedReceivables(invoices, ['OPEN'], AS_OF)
    // The described service's "still owed" is OPEN alone: partly paid invoices are not in its figures.
    expect(result.current.total).toBe(profile === 'described' ? openOnly.total : withPartlyPaid.total)
    expect(withPartlyPaid.total).toBeGreaterThan(openOnly.total)
  })
})

describe.each(PROFILES)('the walk over every page of open invoices ($profile service)', ({ profile, service }) => {
  const state = useSandboxServer({ profile, volume: MANY })
  // What the walk asks for: an open status and a total above zero.
  const openInvoices = () => state.sandbox.inspect.invoices(bakery.id).filter((invoice) => service.openInvoiceStatuses.includes(invoice.invoiceStatus) && invoice.totals.total > 0)

  it('reads every page with the profile’s maxPageSize as limit and only the open statuses, the figures "so far" until the last', async () => {
    const requests = recordRequests(state.server)
    const answers = recordInvoicePages(state)
    const { result, renders, queryClient } = renderAging(state, { service: serviceOption(profile) })
    await waitFor(() => expect(result.current.complete).toBe(true))
    await settled(queryClient)

    const open = openInvoices()
    const pages = Math.ceil(open.length / service.maxPageSize)
    expect(pages).toBeGreaterThan(1)
    const bodies = await invoiceQueryBodies(requests)
    expect(bodies).toHaveLength(pages)
    for (const [index, body] of bodies.entries()) {
      expect(body.limit, `page ${index + 1}`).toBe(service.maxPageSize)
      expect(body.filter, `page ${index + 1}`).toEqual(openInvoicesFilter(service.openInvoiceStatuses))
      expect(Boolean(body.cursor), `page ${index + 1}`).toBe(index > 0)
    }

    // After each page, the figures are the sums of the pages read so far, and not complete until the last.
    const read = await Promise.all(answers)
    expect(read.map((page) => page.length)).toEqual(Array.from({ length: pages }, (_, index) => Math.min(service.maxPageSize, open.length - index * service.maxPageSize)))
    let soFar: Invoice[] = []
    for (const [index, page] of read.entries()) {
      soFar = [...soFar, ...page]
      const seen = renders.filter((render) => render.read === soFar.length)
      expect(seen.length, `after page ${index + 1}`).toBeGreaterThan(0)
      const last = index === pages - 1
      for (const render of seen) expect(render, `after page ${index + 1}`).toEqual({ read: soFar.length, complete: last, total: storedReceivables(soFar, service.openInvoiceStatuses, AS_OF).total })
    }
    expect(figuresOf(result.current)).toEqual(expectedFigures(storedReceivables(state.sandbox.inspect.invoices(bakery.id), service.openInvoiceStatuses, AS_OF)))
  })

  it('says the figures are so far while a page is still to come', async () => {
    const release = holdLaterInvoicePages(state)
    const answers = recordInvoicePages(state)
    const { result } = renderAging(state, { service: serviceOption(profile) })
    await waitFor(() => expect(result.current.read).toBeGreaterThan(0))
    const first = await answers[0]!
    expect(result.current).toMatchObject({ read: service.maxPageSize, complete: false, isPending: false, isError: false, error: null })
    expect(figuresOf(result.current)).toEqual(expectedFigures(storedReceivables(first, service.openInvoiceStatuses, AS_OF)))

    release()
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current.read).toBe(openInvoices().length)
  })
})

describe('a host’s maxPageSize', () => {
  const state = useSandboxServer({ volume: MANY })

  it('pages the walk by it: service { maxPageSize: 40 } reads pages of 40', async () => {
    const requests = recordRequests(state.server)
    const { result, queryClient } = renderAging(state, { service: { maxPageSize: 40 } })
    await waitFor(() => expect(result.current.complete).toBe(true))
    await settled(queryClient)
    const open = state.sandbox.inspect.invoices(bakery.id).filter((invoice) => bookkitService.openInvoiceStatuses.includes(invoice.invoiceStatus) && invoice.totals.total > 0)
    const bodies = await invoiceQueryBodies(requests)
    expect(bodies).toHaveLength(Math.ceil(open.length / 40))
    expect(bodies.length).toBeGreaterThan(5)
    expect(new Set(bodies.map((body) => body.limit))).toEqual(new Set([40]))
    expect(bodies.every((body) => JSON.stringify(body.filter) === JSON.stringify(openInvoicesFilter(OPEN_STATUSES)))).toBe(true)
    expect(result.current.read).toBe(open.length)
    expect(result.current.total).toBe(storedReceivables(open, bookkitService.openInvoiceStatuses, AS_OF).total)
  })
})

describe('a page that fails mid-walk', () => {
  const state = useSandboxServer({ volume: VOLUME })
  /** Three pages of the bakery's open invoices. */
  const PAGE = 10

  it('stops the walk with the figures so far, and refetch reads on from that page to the whole figures', async () => {
    const open = state.sandbox.inspect.invoices(bakery.id).filter((invoice) => bookkitService.openInvoiceStatuses.includes(invoice.invoiceStatus) && invoice.totals.total > 0)
    expect(open.length).toBeGreaterThan(2 * PAGE)
    const requests = recordRequests(state.server)
    const answers = recordInvoicePages(state)
    // The second page fails, and so do both of its automatic retries.
    failLaterInvoicePages(state, 3)
    const { result, queryClient } = renderAging(state, { service: { maxPageSize: PAGE } })

    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 10_000 })
    const first = await answers[0]!
    expect(answers).toHaveLength(1)
    expect(result.current.error).toMatchObject({ name: 'BookkeepingApiError', status: 503 })
    expect(result.current).toMatchObject({ read: PAGE, complete: false, isPending: false })
    expect(figuresOf(result.current)).toEqual(expectedFigures(storedReceivables(first, bookkitService.openInvoiceStatuses, AS_OF)))
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
    expect(after).toHaveLength(Math.ceil(open.length / PAGE) - 1)
    expect(result.current).toMatchObject({ read: open.length, isError: false, error: null })
    expect(figuresOf(result.current)).toEqual(expectedFigures(storedReceivables(open, bookkitService.openInvoiceStatuses, AS_OF)))
  })
})

describe('an asOf that cannot be read', () => {
  const state = useSandboxServer({ volume: VOLUME })

  it('is a PeriodError naming asOf, with no request sent; a date then brings the figures', async () => {
    const requests = recordRequests(state.server)
    const { result, rerender, queryClient } = renderAging(state, { asOf: 'not-a-date' })
    expect(result.current.error).toMatchObject({ name: 'PeriodError', field: 'asOf', value: 'not-a-date' })
    expect(result.current.error?.message).toMatch(/^asOf "not-a-date" /)
    expect(result.current).toMatchObject({ asOf: undefined, isError: true, isPending: false, complete: false, total: 0, read: 0, customers: [] })
    await settled(queryClient)
    expect(requestsTo(requests, INVOICE_QUERY)).toEqual([])

    rerender({ day: AS_OF })
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current).toMatchObject({ asOf: AS_OF, error: null, isError: false })
    expect(result.current.total).toBe(storedReceivables(state.sandbox.inspect.invoices(bakery.id), bookkitService.openInvoiceStatuses, AS_OF).total)
  })
})

describe('openInvoiceStatuses that cannot be read', () => {
  const state = useSandboxServer({ volume: VOLUME })

  it.each<[string, unknown]>([
    ['an empty list', []],
    ['a string, not a list', 'OPEN'],
    ['an empty status', ['OPEN', '']],
  ])('throw a TypeError naming the member when the receivables read them: %s', async (_, openInvoiceStatuses) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const requests = recordRequests(state.server)
    expect(() => renderAging(state, { service: { openInvoiceStatuses: openInvoiceStatuses as string[] } })).toThrow(
      expect.objectContaining({ name: 'TypeError', message: expect.stringContaining('service.openInvoiceStatuses') }),
    )
    expect(requestsTo(requests, INVOICE_QUERY)).toEqual([])
  })
})

// ── The pure functions, on copies of real invoices ────────────────────────────────────────────

describe('ageReceivables and owedParts', () => {
  const state = useSandboxServer({ volume: VOLUME })
  const OPEN = bookkitService.openInvoiceStatuses
  const stored = () => state.sandbox.inspect.invoices(bakery.id)
  /** An open invoice whose deposit and balance are both still owed, as the sandbox stores it. */
  function withDepositAndBalance(): Invoice {
    const found = stored().find((invoice) => invoice.invoiceStatus === 'OPEN' && (invoice.installments ?? []).filter((part) => (part.balance ?? 0) > 0).length === 2)
    if (!found) throw new Error('the seed has no open invoice with a deposit')
    return found
  }

  it('ages an unpaid deposit overdue and a balance not yet due in two buckets, each with its own part', () => {
    const invoice = withDepositAndBalance()
    const [deposit, rest] = invoice.installments as [Required<NonNullable<Invoice['installments']>[number]>, Required<NonNullable<Invoice['installments']>[number]>]
    expect(deposit.dueDate < rest.dueDate).toBe(true)
    // The day the balance falls due: the deposit is late by the invoice's term, the balance not yet.
    const asOf = rest.dueDate
    const depositBucket = bucketByDaysLate(daysLate(deposit.dueDate, asOf))
    expect(depositBucket).not.toBe('current')

    expect(owedParts(invoice)).toEqual([
      { dueDate: deposit.dueDate, amount: deposit.balance },
      { dueDate: rest.dueDate, amount: rest.balance },
    ])
    const aging = ageReceivables([invoice], asOf, OPEN)
    for (const bucket of aging.buckets) {
      const amount = bucket.id === depositBucket ? deposit.balance : bucket.id === 'current' ? rest.balance : 0
      expect(bucket, bucket.id).toMatchObject({ amount, invoices: amount > 0 ? 1 : 0 })
    }
    expect(aging).toMatchObject({ total: invoice.totals.balance, overdue: deposit.balance, invoices: 1, overdueInvoices: 1, unreadable: 0 })
    expect(aging.customers).toEqual([expect.objectContaining({ customer: invoice.customer, amount: invoice.totals.balance, overdue: deposit.balance, invoices: 1 })])
    expect(aging.buckets.find((bucket) => bucket.id === depositBucket)?.filter).toEqual(bucketFilter(OPEN, [deposit.dueDate]))
    expect(aging.buckets.find((bucket) => bucket.id === 'current')?.filter).toEqual(bucketFilter(OPEN, [rest.dueDate]))
  })

  it('falls back to the whole balance on the term’s due date when the installments do not add up to it', () => {
    const invoice = structuredClone(withDepositAndBalance())
    invoice.installments![0]!.balance! -= 100
    const dueDate = invoice.collectionInfo!.term!.dueDate!
    expect(owedParts(invoice)).toEqual([{ dueDate, amount: invoice.totals.balance }])
    const aging = ageReceivables([invoice], AS_OF, OPEN)
    const bucket = bucketByDaysLate(daysLate(dueDate, AS_OF))
    expect(aging.buckets.filter((candidate) => candidate.amount > 0)).toEqual([{ id: bucket, amount: invoice.totals.balance, invoices: 1, filter: bucketFilter(OPEN, [dueDate]) }])
  })

  it('counts a paid invoice nowhere, and one whose status is not open nowhere either', () => {
    const paid = stored().find((invoice) => invoice.invoiceStatus === 'PAID')!
    expect(owedParts(paid)).toEqual([])
    const voided = { ...structuredClone(withDepositAndBalance()), invoiceStatus: 'VOIDED' }
    const aging = ageReceivables([paid, voided], AS_OF, OPEN)
    expect(aging).toMatchObject({ total: 0, overdue: 0, invoices: 0, overdueInvoices: 0, customers: [], unreadable: 0 })
    expect(aging.buckets.map(({ amount, invoices, filter }) => ({ amount, invoices, filter }))).toEqual(BUCKETS.map(() => ({ amount: 0, invoices: 0, filter: undefined })))
  })

  it('counts an open invoice whose balance or due date cannot be read in unreadable, and in no figure', () => {
    const invoice = withDepositAndBalance()
    const textBalance = { ...structuredClone(invoice), totals: { ...invoice.totals, balance: '1427.35' as unknown as number } }
    const noDueDate = structuredClone(stored().find((candidate) => candidate.invoiceStatus === 'OPEN' && candidate.id !== invoice.id)!)
    noDueDate.installments = []
    noDueDate.collectionInfo!.term!.dueDate = '2026-02-30'
    expect(owedParts(textBalance)).toBeUndefined()
    expect(owedParts(noDueDate)).toBeUndefined()
    const aging = ageReceivables([textBalance, noDueDate, invoice], AS_OF, OPEN)
    expect(aging).toMatchObject({ unreadable: 2, invoices: 1, total: invoice.totals.balance })
  })

  it('puts a balance in its bucket by whole days past due: 0 is not yet due, then 1–30, 31–60, 61–90, over 90', () => {
    const cases: Array<[number, AgingBucketId]> = [[-5, 'current'], [0, 'current'], [1, 'late1to30'], [30, 'late1to30'], [31, 'late31to60'], [60, 'late31to60'], [61, 'late61to90'], [90, 'late61to90'], [91, 'lateOver90'], [400, 'lateOver90']]
    for (const [late, bucket] of cases) expect(agingBucketOf(addDays(AS_OF, -late), AS_OF), `${late} days late`).toBe(bucket)
    // Across a month end and a leap day.
    expect(agingBucketOf('2024-01-30', '2024-03-01')).toBe(bucketByDaysLate(daysLate('2024-01-30', '2024-03-01')))
    expect(daysLate('2024-01-30', '2024-03-01')).toBe(31)
  })
})

// ── The filters, sent back to the service ─────────────────────────────────────────────────────

describe.each(PROFILES)('each filter lists exactly its invoices ($profile service)', ({ profile, service }) => {
  const state = useSandboxServer({ profile, volume: VOLUME })

  it.each([AS_OF, '2026-03-15'])('every non-empty bucket’s filter, as of %s, lists that bucket’s invoices and no other', async (asOf) => {
    const { result } = renderAging(state, { asOf, service: serviceOption(profile) })
    await waitFor(() => expect(result.current.complete).toBe(true))
    const expected = storedReceivables(state.sandbox.inspect.invoices(bakery.id), service.openInvoiceStatuses, asOf)
    let checked = 0
    for (const bucket of result.current.buckets) {
      const ids = expected.buckets.find((candidate) => candidate.id === bucket.id)!.invoiceIds
      if (ids.size === 0) {
        expect(bucket.filter, bucket.id).toBeUndefined()
        continue
      }
      expect(bucket.filter?.invoiceStatus, bucket.id).toEqual({ in: [...service.openInvoiceStatuses] })
      expect(await listedBy(state, bucket.filter!), bucket.id).toEqual(sortedIds(ids))
      checked++
    }
    expect(checked).toBeGreaterThan(2)
  })

  it('gives an empty bucket no filter', async () => {
    // A year before the seed's first invoice fell due, nothing is late.
    const { result } = renderAging(state, { asOf: '2025-01-01', service: serviceOption(profile) })
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current.buckets.map(({ id, amount, invoices }) => ({ id, amount, invoices }))).toEqual(
      BUCKETS.map(({ id }) => ({ id, amount: id === 'current' ? result.current.total : 0, invoices: id === 'current' ? result.current.invoices : 0 })),
    )
    expect(result.current.buckets.map((bucket) => bucket.filter === undefined)).toEqual([false, true, true, true, true])
  })

  it('each customer’s filter lists exactly that customer’s owed invoices', async () => {
    const { result } = renderAging(state, { service: serviceOption(profile) })
    await waitFor(() => expect(result.current.complete).toBe(true))
    const expected = storedReceivables(state.sandbox.inspect.invoices(bakery.id), service.openInvoiceStatuses, AS_OF)
    expect(result.current.customers.length).toBeGreaterThan(1)
    for (const owing of result.current.customers) {
      expect(owing.filter, owing.customer.id).toEqual(customerFilter(service.openInvoiceStatuses, owing.customer.id))
      expect(await listedBy(state, owing.filter), owing.customer.id).toEqual(sortedIds(expected.customers.find((customer) => customer.id === owing.customer.id)!.invoiceIds))
    }
    // And the filter of every open invoice lists them all.
    expect(await listedBy(state, result.current.filter)).toEqual(sortedIds(expected.owedInvoices.map(({ invoice }) => invoice.id)))
  })
})
