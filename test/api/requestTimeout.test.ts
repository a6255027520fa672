// Every request has a time limit: a read past it fails as `network` (BookkeepingTimeoutError), a
// host's fetchToken that never answers fails sign-in, a 429 read waits for Retry-After within the
// read's limit. Fake timers drive the default limits; the sandbox's `hang` fault never answers.
import {
  BookkeepingAuthError,
  BookkeepingRateLimitError,
  BookkeepingTimeoutError,
  bookkitService,
  createBookkeepingClient,
} from '../../src/api'
import { requestTimeouts } from '../../src/api/transport/transport'
import { SANDBOX } from '../../src/sandbox'
import { recordRequests } from '../support/requests'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const INVOICES = '/v6/invoicing/invoices/query'

describe('requestTimeouts', () => {
  it('defaults to 30 s for reads and twice that for writes; a number sets reads and doubles for writes', () => {
    expect(requestTimeouts(undefined)).toEqual({ read: 30_000, write: 60_000 })
    expect(requestTimeouts(5_000)).toEqual({ read: 5_000, write: 10_000 })
    expect(requestTimeouts({ write: 90_000 })).toEqual({ read: 30_000, write: 90_000 })
  })
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s, naming the option', (ms) => {
    expect(() => requestTimeouts(ms)).toThrow(/requestTimeout's read limit must be a positive number of milliseconds/)
  })
})

// Plain reads, tokens and undated journal-entry writes, which both profiles ask and answer alike:
// once, on the sandbox's default profile.
describe('the time limit of a request', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 3, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 } })
  afterEach(() => vi.useRealTimers())

  const clientFor = (options: { requestTimeout?: number } = {}) =>
    createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken: sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner }),
      service: bookkitService,
      ...options,
    })

  it('a read the service never answers fails after 30 seconds as a network timeout, and not a moment before', async () => {
    const client = clientFor()
    await client.getClosing() // the token is in
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    state.sandbox.failNext({ hang: true, path: INVOICES })
    const outcome = client.queryInvoices({}).then(
      () => 'answered',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(29_900)
    expect(await Promise.race([outcome, Promise.resolve('still waiting')])).toBe('still waiting')
    await vi.advanceTimersByTimeAsync(200)
    const error = await outcome
    expect(error).toBeInstanceOf(BookkeepingTimeoutError)
    expect(error).toMatchObject({
      kind: 'network',
      timeoutMs: 30_000,
      message: 'The bookkeeping service did not answer within 30 seconds.',
    })
  })

  it('a host fetchToken that never answers fails sign-in after the read limit, and nothing is sent', async () => {
    const requests = recordRequests(state.server)
    const client = createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken: () => new Promise(() => {}), service: bookkitService })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const outcome = client.getClosing().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(30_000)
    const error = await outcome
    expect(error).toBeInstanceOf(BookkeepingAuthError)
    expect(error).toMatchObject({ kind: 'auth', message: expect.stringContaining('fetchToken did not answer within 30 seconds') })
    expect(requests).toHaveLength(0)
  })

  it('a read answered 429 waits for Retry-After and asks again by itself', async () => {
    const client = clientFor()
    const requests = recordRequests(state.server)
    state.sandbox.failNext({ status: 429, headers: { 'Retry-After': '2' }, path: INVOICES })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const page = client.queryInvoices({})
    await vi.advanceTimersByTimeAsync(1_900)
    expect(requests.filter((request) => new URL(request.url).pathname === INVOICES)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(200)
    expect((await page).data.length).toBeGreaterThan(0)
    expect(requests.filter((request) => new URL(request.url).pathname === INVOICES)).toHaveLength(2)
  })

  it('a read told to wait longer than its limit fails at once with when it may be sent again', async () => {
    const client = clientFor()
    state.sandbox.failNext({ status: 429, headers: { 'Retry-After': '120' }, path: INVOICES })
    const before = Date.now()
    const error = await client.queryInvoices({}).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(BookkeepingRateLimitError)
    expect((error as BookkeepingRateLimitError).retryAt).toBeGreaterThanOrEqual(before + 120_000)
  })

  it('a write gets twice the read limit: an answer past the read limit still arrives', async () => {
    // Latency applies to every answer: 300 ms is past the 200 ms read limit but within the 400 ms write limit.
    state.reset({ latencyMs: 300 })
    const readError = await clientFor({ requestTimeout: 200 })
      .getClosing()
      .catch((error: unknown) => error)
    expect(readError).toBeInstanceOf(BookkeepingTimeoutError)
    const [result] = await clientFor({ requestTimeout: 200 }).saveManualJournalEntries([{ description: 'Within the write limit' }])
    expect(result?.statusCode).toBeGreaterThanOrEqual(200)
  })
})
