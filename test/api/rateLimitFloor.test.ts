// A service that answers 429 with `Retry-After: 0`, or a date already past, must not be asked again
// at once, over and over (one read sent 1,165 requests in 2 s): every resend waits at least the
// floor, a read asks again a bounded number of times, and a header value of any kind reads as a
// real time. Real time; the gaps are measured with Date.now as lower bounds only.
import { BookkeepingRateLimitError, bookkitService, createBookkeepingClient } from '../../src/api'
import { RATE_LIMIT_FLOOR_MS, rateLimitResendAt } from '../../src/api/transport/retry'
import { MAX_RATE_LIMITED_RETRIES, retryAtOf } from '../../src/api/transport/transport'
import type { ManualJournalEntryInput } from '../../src/api/types'
import { saveManualJournalEntriesSurely } from '../../src/api/writes/journalEntryWrites'
import { SANDBOX } from '../../src/sandbox'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const INVOICES = '/v6/invoicing/invoices/query'
const JOURNAL = '/v6/accounting/manualJournalEntries'
const bakery = SANDBOX.companies.bakery
/** Timers and the wall clock round apart by a millisecond or so: a gap measured with Date.now may come out that much short. */
const CLOCK_SLACK_MS = 2

const entry: ManualJournalEntryInput = {
  description: 'Flour delivery',
  dimensionValueIds: [bakery.dimensions.location.values.mainStreet],
  children: [
    { glAccountId: bakery.glAccounts.unused, drAmount: 900, crAmount: 0 },
    { glAccountId: bakery.glAccounts.checking, drAmount: 0, crAmount: 900 },
  ],
}

describe('retryAtOf and rateLimitResendAt', () => {
  const now = Date.UTC(2026, 5, 30, 12)
  const headers = (retryAfter: string) => new Headers({ 'Retry-After': retryAfter })

  it('reads seconds and HTTP dates, and a date already past as now', () => {
    expect(retryAtOf(headers('2'), now, 1_000)).toBe(now + 2_000)
    expect(retryAtOf(headers(new Date(now + 5_000).toUTCString()), now, 1_000)).toBe(now + 5_000)
    expect(retryAtOf(headers(new Date(now - 60_000).toUTCString()), now, 1_000)).toBe(now)
  })

  it('reads garbage as no header, and a wait past any date as the last instant a Date holds', () => {
    expect(retryAtOf(headers('soon'), now, 1_000)).toBe(now + 1_000)
    expect(retryAtOf(headers('-5 seconds'), now, 1_000)).toBe(now + 1_000)
    for (const huge of ['99999999999999', '9'.repeat(400)]) {
      const retryAt = retryAtOf(headers(huge), now, 1_000)
      expect(Number.isNaN(new Date(retryAt).getTime()), huge).toBe(false)
      expect(retryAt).toBeGreaterThan(now + 100 * 365 * 86_400_000)
    }
  })

  it('never resends sooner than the floor, at most twice the floor when told "now", and at retryAt when that is later', () => {
    for (let draw = 0; draw < 50; draw++) {
      const resendAt = rateLimitResendAt(now, now)
      expect(resendAt - now).toBeGreaterThanOrEqual(RATE_LIMIT_FLOOR_MS)
      expect(resendAt - now).toBeLessThanOrEqual(2 * RATE_LIMIT_FLOOR_MS)
    }
    expect(rateLimitResendAt(now + 10_000, now)).toBe(now + 10_000)
  })
})

// Plain reads, tokens and undated journal-entry writes, which both profiles ask and answer alike:
// once, on the sandbox's default profile.
describe('a service that answers 429 with no wait', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 3, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 } })
  afterEach(() => state.server.events.removeAllListeners())

  const clientFor = () =>
    createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken: sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner }),
      service: bookkitService,
    })

  /** When each request to `pathname` started, by Date.now. */
  function sendTimes(pathname: string): number[] {
    const times: number[] = []
    state.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === pathname) times.push(Date.now())
    })
    return times
  }
  const gaps = (times: readonly number[]) => times.slice(1).map((time, index) => time - (times[index] as number))

  it.each([
    ['Retry-After: 0', () => '0'],
    ['a Retry-After date already past', () => new Date(Date.now() - 60_000).toUTCString()],
  ])('%s: a read asks again a bounded number of times, each after the floor, then fails as busy', async (_case, retryAfter) => {
    const client = clientFor()
    await client.getClosing() // the token is in
    state.sandbox.failNext({ status: 429, times: 1000, headers: { 'Retry-After': retryAfter() }, path: INVOICES })
    const times = sendTimes(INVOICES)
    const error = await client.queryInvoices({}).catch((reason: unknown) => reason)

    expect(error).toBeInstanceOf(BookkeepingRateLimitError)
    expect(times.length).toBeGreaterThan(1)
    expect(times.length).toBeLessThanOrEqual(MAX_RATE_LIMITED_RETRIES + 1)
    for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(RATE_LIMIT_FLOOR_MS - CLOCK_SLACK_MS)
  })

  it('Retry-After: 0 on a save: it is sent once more, after the floor, not at once', async () => {
    const client = clientFor()
    await client.getClosing()
    state.sandbox.failNext({ status: 429, headers: { 'Retry-After': '0' }, method: 'POST', path: JOURNAL })
    const times = sendTimes(JOURNAL)
    const [outcome] = await saveManualJournalEntriesSurely(client, [entry], {
      maxBatchSize: bookkitService.maxBatchSize,
      settleWindowMs: client.service.settleWindowMs,
    })

    expect(outcome).toMatchObject({ status: 'saved' })
    expect(times).toHaveLength(2)
    expect(gaps(times)[0]).toBeGreaterThanOrEqual(RATE_LIMIT_FLOOR_MS - CLOCK_SLACK_MS)
  })
})
