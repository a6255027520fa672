// The sandbox behind a real HTTP server (CORS included) and behind MSW.
import { setupServer } from 'msw/node'
import { BookkeepingNetworkError, createBookkeepingClient } from '../../src/api'
import { SANDBOX, sandboxHandlers, startSandboxServer, type Sandbox, type SandboxServer } from '../../src/sandbox'
import { expectContract } from '../support/contract'
import { bakery, isPending, smallSandbox, SMALL } from './helpers'

describe('startSandboxServer', () => {
  let server: SandboxServer
  beforeAll(async () => {
    server = await startSandboxServer({ ...SMALL, port: 0 })
  })
  afterAll(() => server.close())

  it('serves a token request and then an authorised GL query over real HTTP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const tokenUrl = `${server.url}/v6/auth/token`
    const tokenResponse = await fetch(tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${SANDBOX.clientId}:${SANDBOX.clientSecret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ userId: SANDBOX.users.bakeryOwner }),
    })
    const token = await expectContract('POST', tokenUrl, tokenResponse)
    expect(tokenResponse.status).toBe(200)
    expect(token.token_type).toBe('Bearer')

    const glUrl = `${server.url}/v6/accounting/glAccounts/${bakery.glAccounts.busyExpense}/generalLedger`
    const glResponse = await fetch(glUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json', origin: 'http://localhost:6006' },
      body: JSON.stringify({ limit: 5, filter: { includeBeginningBalance: true } }),
    })
    const page = await expectContract('POST', glUrl, glResponse)
    expect(glResponse.status).toBe(200)
    expect(page.data).toHaveLength(5)
    expect(page.beginningBalance).toBe(0)
    expect(glResponse.headers.get('access-control-allow-origin')).toBe('http://localhost:6006')
  })

  it('answers CORS preflights, allowing and exposing the v5 paging headers', async () => {
    const response = await fetch(`${server.url}/v5/banks/transactions`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:6006',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, limit, cursor, lastupdateddate',
      },
    })
    expect(response.status).toBe(204)
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase()
    for (const header of ['authorization', 'content-type', 'limit', 'cursor', 'lastupdateddate']) expect(allowed).toContain(header)
    expect((response.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain('lastupdateddate')
  })

  it('passes v5 headers through, and drops the connection for an injected network error', async () => {
    const { access_token: token } = server.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
    const url = `${server.url}/v5/banks/transactions`
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, limit: '3' } })
    const page = await expectContract('GET', url, response)
    expect(page.data).toHaveLength(3)
    server.sandbox.failNext({ networkError: true })
    await expect(fetch(url, { headers: { authorization: `Bearer ${token}` } })).rejects.toThrow()
  })

  it('stores a write whose answer it then drops (dropAnswer): fetch rejects, the record exists', async () => {
    const { access_token: token } = server.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
    const before = server.sandbox.inspect.bankTransactions().length
    server.sandbox.failNext({ dropAnswer: true, path: '/v6/banks/transactions', method: 'POST' })
    const save = fetch(`${server.url}/v6/banks/transactions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        data: [{ date: '2026-06-12', amount: -1250, bankAccountId: bakery.bankAccounts.checking, description: 'Lost in transit' }],
      }),
    })
    await expect(save).rejects.toThrow()
    const stored = server.sandbox.inspect.bankTransactions().filter((transaction) => transaction.description === 'Lost in transit')
    expect(stored).toHaveLength(1)
    expect(server.sandbox.inspect.bankTransactions()).toHaveLength(before + 1)
  })
})

describe('startSandboxServer and a hung request', () => {
  let server: SandboxServer
  beforeAll(async () => {
    server = await startSandboxServer({ ...SMALL, port: 0 })
  })
  afterAll(() => server.close())

  it('never answers it, and lets it go when the client disconnects', async () => {
    // The server's side ends too: the disconnect aborted the sandbox's request.
    await expectHungUntilAborted(server.sandbox, `${server.url}/v6/closing`, { userId: SANDBOX.users.bakeryOwner })
  })
})

describe('startSandboxServer({ profile: "described" })', () => {
  let server: SandboxServer
  beforeAll(async () => {
    server = await startSandboxServer({ ...SMALL, port: 0, profile: 'described' })
  })
  afterAll(() => server.close())

  it('serves the described profile: a token body without scope, and the bodiless listing', async () => {
    expect(server.sandbox.options.profile).toBe('described')
    const tokenUrl = `${server.url}/v6/auth/token`
    const tokenResponse = await fetch(tokenUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${SANDBOX.clientId}:${SANDBOX.clientSecret}`)}` },
      body: new URLSearchParams({ userId: SANDBOX.users.bakeryOwner }),
    })
    const token = await expectContract('POST', tokenUrl, tokenResponse)
    expect(Object.keys(token).sort()).toEqual(['access_token', 'expires_in', 'token_type'])

    const url = `${server.url}/v6/banks/transactions`
    const first = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token.access_token}`, limit: '4' } })
    const page = await expectContract('POST', url, first)
    expect(page.data).toHaveLength(4)
    const next = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, limit: '4', cursor: page.cursor },
    })
    const second = await expectContract('POST', url, next)
    expect(second.data.map((transaction: { id: string }) => transaction.id)).not.toContain(page.data[0].id)
    const v5 = await fetch(`${server.url}/v5/banks/transactions`, { headers: { authorization: `Bearer ${token.access_token}` } })
    expect(v5.status).toBe(404)
  })

  it('lets a browser send the listing’s headers with a POST across origins', async () => {
    const response = await fetch(`${server.url}/v6/banks/transactions`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:6006',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'accept, authorization, limit, cursor, lastupdateddate',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/)
    for (const header of ['accept', 'authorization', 'limit', 'cursor', 'lastupdateddate']) expect(allowed).toContain(header)
  })
})

describe('sandboxHandlers', () => {
  const msw = setupServer()
  beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => msw.resetHandlers())
  afterAll(() => msw.close())

  it('answers any origin by default, for the service’s paths', async () => {
    const sandbox = smallSandbox()
    msw.use(...sandboxHandlers(sandbox))
    const { access_token: token } = sandbox.issueToken()
    for (const origin of ['https://api.staging.example', 'http://localhost:1234']) {
      const url = `${origin}/v6/closing`
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
      expect((await expectContract('GET', url, response)).data.modifications).toBe('DISABLED')
    }
  })

  it('strips a base URL’s path prefix, and turns Response.error() into a network error', async () => {
    const sandbox = smallSandbox()
    msw.use(...sandboxHandlers(sandbox, { baseUrl: 'https://partner.example/bookkeeping/' }))
    const { access_token: token } = sandbox.issueToken()
    const url = 'https://partner.example/bookkeeping/v6/invoicing/invoices/query'
    const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ limit: 2 }) })
    const page = await expectContract('POST', '/v6/invoicing/invoices/query', response)
    expect(page.data).toHaveLength(2)
    sandbox.failNext({ networkError: true })
    await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow()
  })

  it('leaves a hung request pending until the client aborts it, reporting no crash', async () => {
    const sandbox = smallSandbox()
    msw.use(...sandboxHandlers(sandbox))
    // The handler ends with a network error nobody reads, not a rejection MSW would report.
    await expectHungUntilAborted(sandbox, 'https://api.staging.example/v6/closing', {})
  })

  it('stores a save whose answer it drops (dropAnswer); the client sees a network error', async () => {
    const sandbox = smallSandbox()
    msw.use(...sandboxHandlers(sandbox, { baseUrl: 'https://api.staging.example' }))
    const client = createBookkeepingClient({
      baseUrl: 'https://api.staging.example',
      fetchToken: async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner }),
    })
    const before = sandbox.inspect.bankTransactions().length
    sandbox.failNext({ dropAnswer: true, path: '/v6/banks/transactions' })
    const save = client.saveBankTransactions([
      { date: '2026-06-12', amount: -1250, bankAccountId: bakery.bankAccounts.checking, description: 'Flour, answer lost' },
    ])
    await expect(save).rejects.toBeInstanceOf(BookkeepingNetworkError)
    expect(sandbox.inspect.bankTransactions().filter((transaction) => transaction.description === 'Flour, answer lost')).toHaveLength(1)
    expect(sandbox.inspect.bankTransactions()).toHaveLength(before + 1)
  })
})

/**
 * A `hang` fault on GET `url`: the sandbox takes the request and holds it, the client's fetch stays
 * pending until it aborts, the sandbox's side then ends as a network error nobody reads, and the
 * next request is answered.
 */
async function expectHungUntilAborted(sandbox: Sandbox, url: string, who: { userId?: string }) {
  const handle = vi.spyOn(sandbox, 'handle')
  const { access_token: token } = sandbox.issueToken(who)
  sandbox.failNext({ hang: true, path: new URL(url).pathname })
  const controller = new AbortController()
  const closing = fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
  closing.catch(() => undefined)
  await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(1))
  const served = handle.mock.results[0]?.value as Promise<Response>
  // The sandbox has the request and holds it: the answer the client waits for is not coming.
  expect(await isPending(served)).toBe(true)
  expect(await isPending(closing)).toBe(true)
  controller.abort()
  await expect(closing).rejects.toMatchObject({ name: 'AbortError' })
  expect((await served).type).toBe('error')
  handle.mockRestore()
  expect((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
}
