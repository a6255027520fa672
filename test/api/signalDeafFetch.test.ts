// A host's fetch that ignores its AbortSignal (a wrapper that builds a new request without it) must
// not disable the time limits or Cancel: the transport races every exchange, the request and the
// body read, against its deadline and the caller's signal. What `fetch` still answers after that is
// let go: its body cancelled, its rejection handled. Small limits (300 ms), real time, and waits
// that end on the event (a promise settling, a request seen), never on a clock.
import { BookkeepingTimeoutError, bookkitService, createBookkeepingClient } from '../../src/api'
import type { ManualJournalEntryInput } from '../../src/api/types'
import { saveManualJournalEntriesSurely } from '../../src/api/writes/journalEntryWrites'
import { SANDBOX } from '../../src/sandbox'
import { endlessResponse, signalDeafFetch } from '../support/deafFetch'
import { onceSent } from '../support/requests'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const INVOICES = '/v6/invoicing/invoices/query'
const JOURNAL = '/v6/accounting/manualJournalEntries'
const bakery = SANDBOX.companies.bakery
const LIMIT_MS = 300

const entry: ManualJournalEntryInput = {
  description: 'Oven repair',
  dimensionValueIds: [bakery.dimensions.location.values.mainStreet],
  children: [
    { glAccountId: bakery.glAccounts.unused, drAmount: 1500, crAmount: 0 },
    { glAccountId: bakery.glAccounts.checking, drAmount: 0, crAmount: 1500 },
  ],
}

/** A promise to hand out as `fetch`'s answer, settled when the test says. */
function heldAnswer() {
  let answer!: (response: Response) => void
  let fail!: (error: unknown) => void
  const promise = new Promise<Response>((resolve, reject) => {
    answer = resolve
    fail = reject
  })
  return { promise, answer, fail }
}

/** Unhandled rejections from now until the test ends. */
function recordUnhandledRejections(): unknown[] {
  const reasons: unknown[] = []
  const listener = (reason: unknown) => void reasons.push(reason)
  process.on('unhandledRejection', listener)
  onTestFinished(() => void process.off('unhandledRejection', listener))
  return reasons
}

/** The next turn of the event loop: Node reports a rejection nobody handled before it. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

// Plain reads and undated journal-entry writes, which both profiles ask and answer alike: once, on
// the sandbox's default profile.
describe('a fetch that ignores its signal', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 3, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 } })
  afterEach(() => state.server.events.removeAllListeners())

  /** A client whose fetch drops the signal; `answer` may answer a request in place of the sandbox. */
  async function deafClient({
    requestTimeout,
    answer,
  }: { requestTimeout?: number; answer?: (request: Request) => Promise<Response> | undefined } = {}) {
    const fetch = signalDeafFetch((request) => answer?.(request) ?? globalThis.fetch(request))
    const client = createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken: sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner }),
      service: bookkitService,
      fetch,
      ...(requestTimeout ? { requestTimeout } : {}),
    })
    await client.getClosing() // the token is in
    return client
  }
  const isInvoiceQuery = (request: Request) => new URL(request.url).pathname === INVOICES

  it('a read the service never answers rejects with BookkeepingTimeoutError at its limit', async () => {
    const client = await deafClient({ requestTimeout: LIMIT_MS })
    state.sandbox.failNext({ hang: true, path: INVOICES })
    const error = await client.queryInvoices({}).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(BookkeepingTimeoutError)
    expect(error).toMatchObject({ kind: 'network', timeoutMs: LIMIT_MS })
  })

  it('a body that starts and never ends rejects with BookkeepingTimeoutError too, and its stream is cancelled', async () => {
    const cancelled = vi.fn()
    const client = await deafClient({
      requestTimeout: LIMIT_MS,
      answer: (request) => (isInvoiceQuery(request) ? Promise.resolve(endlessResponse(cancelled)) : undefined),
    })
    const error = await client.queryInvoices({}).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(BookkeepingTimeoutError)
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalledTimes(1))
  })

  it('an answer that arrives after the limit is let go: its body is cancelled and nothing is unhandled', async () => {
    const late = heldAnswer()
    const client = await deafClient({ requestTimeout: LIMIT_MS, answer: (request) => (isInvoiceQuery(request) ? late.promise : undefined) })
    await expect(client.queryInvoices({})).rejects.toBeInstanceOf(BookkeepingTimeoutError)
    const cancelled = vi.fn()
    late.answer(endlessResponse(cancelled))
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalledTimes(1))
  })

  it('a fetch that fails after the limit is no unhandled rejection', async () => {
    const unhandled = recordUnhandledRejections()
    const late = heldAnswer()
    const client = await deafClient({ requestTimeout: LIMIT_MS, answer: (request) => (isInvoiceQuery(request) ? late.promise : undefined) })
    await expect(client.queryInvoices({})).rejects.toBeInstanceOf(BookkeepingTimeoutError)
    late.fail(new TypeError('The connection closed at last'))
    await nextTurn()
    expect(unhandled).toEqual([])
  })

  it('a save the service never answers times out: its outcome is unknown, reason timeout', async () => {
    const client = await deafClient({ requestTimeout: LIMIT_MS })
    state.sandbox.failNext({ hang: true, method: 'POST', path: JOURNAL })
    const [outcome] = await saveManualJournalEntriesSurely(client, [entry], {
      maxBatchSize: bookkitService.maxBatchSize,
      settleWindowMs: client.service.settleWindowMs,
    })
    expect(outcome).toMatchObject({ status: 'unknown', reason: 'timeout' })
  })

  it('a cancel rejects a read at once with the signal’s reason, long before the limit', async () => {
    // The default limit (30 s) is far past the test's own: only the cancel can end this read.
    const client = await deafClient()
    state.sandbox.failNext({ hang: true, path: INVOICES })
    const controller = new AbortController()
    const reason = new DOMException('The user left the page', 'AbortError')
    onceSent(state.server, INVOICES, 'POST', () => controller.abort(reason))
    await expect(client.queryInvoices({}, { signal: controller.signal })).rejects.toBe(reason)
  })

  it('a cancelled save is unknown, reason cancelled, at once', async () => {
    const client = await deafClient()
    state.sandbox.failNext({ hang: true, method: 'POST', path: JOURNAL })
    const controller = new AbortController()
    onceSent(state.server, JOURNAL, 'POST', () => controller.abort())
    const [outcome] = await saveManualJournalEntriesSurely(client, [entry], {
      maxBatchSize: bookkitService.maxBatchSize,
      settleWindowMs: client.service.settleWindowMs,
      signal: controller.signal,
    })
    expect(outcome).toMatchObject({ status: 'unknown', reason: 'cancelled' })
  })
})

describe('the race leaves nothing behind', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 3, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 } })
  afterEach(() => vi.useRealTimers())

  it('no timer of a read is left, whether it was answered or timed out', async () => {
    let answer = (request: Request) => globalThis.fetch(request)
    const fetch = signalDeafFetch((request) => answer(request))
    const client = createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken: sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner }),
      fetch,
      requestTimeout: LIMIT_MS,
    })
    await client.getClosing() // the token, and its renewal timer, are in
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
    const before = vi.getTimerCount()
    await client.queryInvoices({})
    expect(vi.getTimerCount()).toBe(before)

    answer = () => heldAnswer().promise
    const outcome = client.queryInvoices({}).catch((reason: unknown) => reason)
    await vi.advanceTimersByTimeAsync(LIMIT_MS)
    expect(await outcome).toBeInstanceOf(BookkeepingTimeoutError)
    expect(vi.getTimerCount()).toBe(before)
  })
})
