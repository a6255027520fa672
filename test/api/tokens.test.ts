// Token handling of the client against the sandbox: one fetch for many requests, one renewal after
// expiry, renewal ahead of expiry, no loops on a refusal a new token cannot cure, sign-in failures.
import { BookkeepingApiError, BookkeepingAuthError, createBookkeepingClient, type BookkeepingClient, type FetchToken } from '../../src/api'
import type { BankTransactionInput, TokenResponse } from '../../src/api/types'
import { SANDBOX } from '../../src/sandbox'
import { recordRequests } from '../support/requests'
import { sandboxClient, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery

const bearerOf = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '')

/** The access tokens `fetchToken` resolved to, in order. */
async function issuedTokens(fetchToken: { mock: { results: Array<{ value: unknown }> } }): Promise<string[]> {
  return Promise.all(fetchToken.mock.results.map(async (result) => ((await result.value) as TokenResponse).access_token))
}

function expense(apiSourceId: string, amount = -1234): BankTransactionInput {
  return {
    date: '2026-06-15',
    amount,
    type: 'EXPENSE',
    bankAccountId: bakery.bankAccounts.checking,
    categoryId: bakery.categories.ingredients,
    description: `Flour order ${apiSourceId}`,
    apiName: 'BOOKKIT_TEST',
    apiSourceId,
  }
}

/** Every bank transaction changed since `since`, through the v5 incremental sync. */
async function changedSince(client: BookkeepingClient, since: string) {
  const changed = []
  let cursor: string | undefined
  do {
    const page = await client.listBankTransactions({ limit: 250, cursor, lastUpdatedDate: since })
    changed.push(...page.data)
    cursor = page.cursor
  } while (cursor)
  return changed
}

/** The apiSourceIds of this file's records as the sandbox stores them, duplicates included. */
function storedSourceIds(): string[] {
  return state.sandbox.inspect
    .bankTransactions(bakery.id)
    .filter((record) => record.apiName === 'BOOKKIT_TEST')
    .map((record) => String(record.apiSourceId))
    .sort()
}

/** A moment to sync from: the `lastUpdatedDate` of a fresh first page. */
async function syncPoint(client: BookkeepingClient): Promise<string> {
  return (await client.listBankTransactions({ limit: 1 })).lastUpdatedDate ?? ''
}

describe('one token shared by every request', () => {
  it('asks fetchToken once for 100 concurrent requests, and sends that token on each', async () => {
    const { client, fetchToken } = sandboxClient(state.sandbox)
    const requests = recordRequests(state.server)

    const closings = await Promise.all(Array.from({ length: 100 }, () => client.getClosing()))

    expect(fetchToken).toHaveBeenCalledTimes(1)
    expect(closings).toHaveLength(100)
    expect(new Set(closings.map((closing) => JSON.stringify(closing))).size).toBe(1)
    const [token] = await issuedTokens(fetchToken)
    expect(requests).toHaveLength(100)
    expect(new Set(requests.map(bearerOf))).toEqual(new Set([token]))
  })

  it('asks for no token before the first request', () => {
    const { client, fetchToken } = sandboxClient(state.sandbox)
    expect(client.session.getState().status).toBe('idle')
    expect(fetchToken).not.toHaveBeenCalled()
  })
})

describe('after sandbox.expireTokens()', () => {
  it('renews once for 30 concurrent requests, and every one of them succeeds', async () => {
    const { client, fetchToken } = sandboxClient(state.sandbox)
    await client.getNotificationSettings()
    state.sandbox.expireTokens()
    const requests = recordRequests(state.server)

    const pages = await Promise.all(Array.from({ length: 30 }, () => client.queryInvoices({ limit: 5 })))

    expect(pages.every((page) => page.data.length === 5)).toBe(true)
    expect(fetchToken).toHaveBeenCalledTimes(2)
    const [expired, renewed] = await issuedTokens(fetchToken)
    // Each request went out with the expired token, was refused, and was sent once more.
    expect(requests.filter((request) => bearerOf(request) === expired)).toHaveLength(30)
    expect(requests.filter((request) => bearerOf(request) === renewed)).toHaveLength(30)
    expect(requests).toHaveLength(60)
  })

  it('asks fetchToken once when the token handed with the page is refused, and resends each request with the new one', async () => {
    const initial = state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner, scope: 'write' })
    const fetchToken = vi.fn<FetchToken>(async () => state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner, scope: 'write' }))
    const client = createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken,
      initialToken: { accessToken: initial.access_token, expiresIn: initial.expires_in },
    })
    state.sandbox.expireTokens()
    const requests = recordRequests(state.server)

    const pages = await Promise.all(Array.from({ length: 5 }, () => client.queryInvoices({ limit: 5 })))

    expect(pages.every((page) => page.data.length === 5)).toBe(true)
    expect(fetchToken).toHaveBeenCalledTimes(1)
    const [renewed] = await issuedTokens(fetchToken)
    expect(requests.filter((request) => bearerOf(request) === initial.access_token)).toHaveLength(5)
    expect(requests.filter((request) => bearerOf(request) === renewed)).toHaveLength(5)
    expect(requests).toHaveLength(10)
  })

  it('resends 20 concurrent saves refused for the expired token; each record exists exactly once', async () => {
    const { client, fetchToken } = sandboxClient(state.sandbox)
    const since = await syncPoint(client)
    state.sandbox.expireTokens()
    const sourceIds = Array.from({ length: 20 }, (_, index) => `expired-save-${index}`)
    const requests = recordRequests(state.server)

    const batches = await Promise.all(sourceIds.map((sourceId) => client.saveBankTransactions([expense(sourceId)])))

    expect(batches.map(([result]) => result?.ok)).toEqual(Array(20).fill(true))
    expect(fetchToken).toHaveBeenCalledTimes(2)
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(40)
    const saved = (await changedSince(client, since)).filter((record) => record.apiName === 'BOOKKIT_TEST')
    expect(saved.map((record) => record.apiSourceId).sort()).toEqual([...sourceIds].sort())
    expect(new Set(saved.map((record) => record.id)).size).toBe(20)
    expect(storedSourceIds()).toEqual([...sourceIds].sort())
  })

  it('writes each record exactly once when the tokens expire while the saves are in flight', async () => {
    const sandbox = state.reset({
      latencyMs: 200,
      volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 },
    })
    const { client, fetchToken } = sandboxClient(sandbox)
    const since = await syncPoint(client)
    const sourceIds = Array.from({ length: 20 }, (_, index) => `in-flight-save-${index}`)
    const requests = recordRequests(state.server)
    // The sandbox checks the token after its latency: once the 20th save is on the wire, every
    // one of them is in flight with a token that expires before the sandbox looks at it.
    const expireOnTwentieth = () => {
      if (requests.length === 20) sandbox.expireTokens()
    }
    state.server.events.on('request:start', expireOnTwentieth)
    onTestFinished(() => state.server.events.removeListener('request:start', expireOnTwentieth))

    const batches = await Promise.all(sourceIds.map((sourceId) => client.saveBankTransactions([expense(sourceId)])))

    expect(batches.map(([result]) => result?.ok)).toEqual(Array(20).fill(true))
    expect(fetchToken).toHaveBeenCalledTimes(2)
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(40)
    const saved = (await changedSince(client, since)).filter((record) => record.apiName === 'BOOKKIT_TEST')
    expect(saved.map((record) => record.apiSourceId).sort()).toEqual([...sourceIds].sort())
    expect(storedSourceIds()).toEqual([...sourceIds].sort())
  })
})

describe('renewal ahead of expiry', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** fetchToken from the sandbox whose second call waits until `release()`. */
  function slowSecondFetch() {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const fetchToken = vi.fn<FetchToken>(async () => {
      if (fetchToken.mock.calls.length === 2) await gate
      return { ...state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner, scope: 'write' }), scope: 'write' }
    })
    return { fetchToken, release }
  }

  it('renews at ~80 % of expires_in without holding back requests that still have a valid token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    state.reset({ tokenTtlSeconds: 100 })
    const { fetchToken, release } = slowSecondFetch()
    const client = createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken })
    const requests = recordRequests(state.server)
    await client.getClosing()

    vi.setSystemTime(Date.now() + 79_000)
    await client.getClosing()
    expect(fetchToken).toHaveBeenCalledTimes(1)

    vi.setSystemTime(Date.now() + 2_000)
    // fetchToken's second call is held open: these answers cannot have waited for it.
    await Promise.all([client.getClosing(), client.getNotificationSettings()])
    expect(fetchToken).toHaveBeenCalledTimes(2)

    release()
    await vi.waitFor(() => expect(client.session.getState().status).toBe('ready'))
    await client.getClosing()
    const [first, second] = await issuedTokens(fetchToken)
    expect(requests.map(bearerOf)).toEqual([first, first, first, first, second])
    expect(fetchToken).toHaveBeenCalledTimes(2)
  })

  it('fetches a fresh token before sending once the held one has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    state.reset({ tokenTtlSeconds: 100 })
    const { client, fetchToken } = sandboxClient(state.sandbox)
    const requests = recordRequests(state.server)
    await client.getClosing()

    vi.setSystemTime(Date.now() + 101_000)
    await client.getClosing()

    const [first, second] = await issuedTokens(fetchToken)
    expect(requests.map(bearerOf)).toEqual([first, second])
  })
})

describe('refusals a new token cannot cure', () => {
  it('refuses the first write of a token whose body says read-only, without sending it or renewing', async () => {
    const { client, fetchToken } = sandboxClient(state.sandbox, { scope: 'read' })
    const requests = recordRequests(state.server)

    const error = await client.saveBankTransactions([expense('read-only-write')]).catch((reason: unknown) => reason)

    expect(error).toBeInstanceOf(BookkeepingApiError)
    expect(error).toMatchObject({ status: 403, type: 'FORBIDDEN' })
    expect(fetchToken).toHaveBeenCalledTimes(1)
    expect(requests.filter((request) => new URL(request.url).pathname === '/v6/banks/transactions')).toHaveLength(0)
    // The read-only session still reads, with the token it has.
    await expect(client.getClosing()).resolves.toMatchObject({ date: expect.any(String) })
    expect(fetchToken).toHaveBeenCalledTimes(1)
  })

  it.each([
    [
      'updateNotificationSettings',
      (client: BookkeepingClient) =>
        client.updateNotificationSettings({ financialSummaries: 'OFF', bankConnectionErrors: 'OFF', conversations: 'OFF' }),
    ],
    [
      'saveManualJournalEntries',
      (client: BookkeepingClient) => client.saveManualJournalEntries([{ description: 'Read only', children: [] }]),
    ],
    ['deleteBankTransaction', (client: BookkeepingClient) => client.deleteBankTransaction('btxn_000001')],
  ])('refuses %s with FORBIDDEN for a token whose body says read-only, sending nothing and renewing nothing', async (_name, write) => {
    const { client, fetchToken } = sandboxClient(state.sandbox, { scope: 'read' })
    const requests = recordRequests(state.server)
    await expect(write(client)).rejects.toMatchObject({ name: 'BookkeepingApiError', status: 403, type: 'FORBIDDEN' })
    expect(fetchToken).toHaveBeenCalledTimes(1)
    expect(requests).toHaveLength(0)
  })

  it('takes a write refused 403 on a fresh token as that write’s error when the token body states its scope, and stays writable', async () => {
    // The body says write; the service refuses this one write (a rule of its own about this record, say).
    const { client, fetchToken } = sandboxClient(state.sandbox, { scope: 'write' })
    const requests = recordRequests(state.server)
    state.sandbox.failNext({ status: 403, times: 2, method: 'POST', path: '/v6/banks/transactions' })

    const error = await client.saveBankTransactions([expense('refused-once')]).catch((reason: unknown) => reason)

    expect(error).toMatchObject({ name: 'BookkeepingApiError', status: 403, type: 'FORBIDDEN' })
    // Sent, renewed once (the description reports an expired token the same way), sent again.
    expect(requests.filter((request) => new URL(request.url).pathname === '/v6/banks/transactions')).toHaveLength(2)
    expect(fetchToken).toHaveBeenCalledTimes(2)
    expect(client.session.getState().scope).toBe('write')
    const [saved] = await client.saveBankTransactions([expense('sent-after-the-refusal')])
    expect(saved).toMatchObject({ ok: true })
    expect(requests.filter((request) => new URL(request.url).pathname === '/v6/banks/transactions')).toHaveLength(3)
  })

  it('learns that a session is read-only from a write refused on a fresh token when the token body says nothing of scope', async () => {
    const fetchToken = vi.fn<FetchToken>(async () => {
      const { scope: _unsaid, ...body } = state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner, scope: 'read' })
      return body
    })
    const client = createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken })
    const requests = recordRequests(state.server)

    await expect(client.saveBankTransactions([expense('taught-read-only')])).rejects.toMatchObject({ status: 403, type: 'FORBIDDEN' })
    expect(client.session.getState().scope).toBe('read')
    await expect(client.saveBankTransactions([expense('not-sent')])).rejects.toMatchObject({ status: 403, type: 'FORBIDDEN' })
    expect(requests.filter((request) => new URL(request.url).pathname === '/v6/banks/transactions')).toHaveLength(2)
    expect(fetchToken).toHaveBeenCalledTimes(2)
  })

  it('surfaces INVALID_TOKEN (401) for a token the service does not know, after one renewal, without leaking it', async () => {
    const fetchToken = vi.fn<FetchToken>(async () => ({ access_token: 'tok_made_up_by_the_host', token_type: 'Bearer', expires_in: 3600 }))
    const client = createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken })
    const requests = recordRequests(state.server)

    const error = await client.getClosing().catch((reason: unknown) => reason)

    expect(error).toBeInstanceOf(BookkeepingApiError)
    expect(error).toMatchObject({ status: 401, type: 'INVALID_TOKEN' })
    expect(fetchToken).toHaveBeenCalledTimes(2)
    expect(requests).toHaveLength(2)
    expect(String(error)).not.toContain('tok_made_up_by_the_host')
    expect((error as Error).message).not.toContain('tok_made_up_by_the_host')
  })
})

describe('sign-in failures', () => {
  it('turns a rejecting fetchToken into BookkeepingAuthError, sends nothing, and recovers on the next call', async () => {
    const goodToken = () => ({
      ...state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner, scope: 'write' }),
      scope: 'write' as const,
    })
    const fetchToken = vi
      .fn<FetchToken>()
      .mockRejectedValueOnce(new Error('host route answered 502'))
      .mockImplementation(async () => goodToken())
    const client = createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken })
    const requests = recordRequests(state.server)

    const error = await client.getClosing().catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(BookkeepingAuthError)
    expect(client.session.getState()).toMatchObject({ status: 'error', error })
    expect(requests).toHaveLength(0)

    await expect(client.getClosing()).resolves.toMatchObject({ date: expect.any(String) })
    expect(client.session.getState()).toMatchObject({ status: 'ready', error: undefined })
    expect(fetchToken).toHaveBeenCalledTimes(2)
  })

  it('turns a fetchToken that resolves to garbage into a clear BookkeepingAuthError', async () => {
    // A host that forgot to unwrap its own response, for example.
    const fetchToken = vi.fn(async () => ({ token: { access_token: 'tok_wrapped', expires_in: 3600 } }) as unknown as TokenResponse)
    const client = createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken })
    const requests = recordRequests(state.server)

    const error = await client.getClosing().catch((reason: unknown) => reason)

    expect(error).toBeInstanceOf(BookkeepingAuthError)
    expect((error as Error).message).toMatch(/fetchToken resolved to an object without access_token/)
    expect(String(error)).not.toContain('tok_wrapped')
    expect(client.session.getState().status).toBe('error')
    expect(requests).toHaveLength(0)
  })
})
