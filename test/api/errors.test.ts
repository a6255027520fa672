// What a caller of the client sees when something goes wrong: one error class per kind of failure,
// carrying what a host needs to react, and never the access token.
import {
  BookkeepingApiError,
  BookkeepingAuthError,
  BookkeepingError,
  BookkeepingNetworkError,
  BookkeepingResponseError,
  createBookkeepingClient,
  BookkeepingPagingError,
  BookkeepingRateLimitError,
  BookkeepingTimeoutError,
} from '../../src/api'
import { asBookkeepingError, isRetriableRead, isTransientError } from '../../src/api/errors'
import type { TokenResponse } from '../../src/api/types'
import { SANDBOX } from '../../src/sandbox'
import { sandboxClient, sandboxTokenFetcher, serviceFor, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery

/** The status and JSON body of every answer the sandbox gives during this test. */
function recordAnswers(): Array<{ status: number; body: Promise<unknown> }> {
  const answers: Array<{ status: number; body: Promise<unknown> }> = []
  const listener = ({ response }: { response: Response }) => {
    answers.push({
      status: response.status,
      body: response
        .clone()
        .json()
        .catch(() => undefined),
    })
  }
  state.server.events.on('response:mocked', listener)
  onTestFinished(() => state.server.events.removeListener('response:mocked', listener))
  return answers
}

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(BookkeepingError)
  return outcome.error as Error
}

/** The client of a test, with the token it signs in with. */
async function signedIn() {
  const { client, fetchToken } = sandboxClient(state.sandbox)
  await client.getClosing()
  const [token] = await Promise.all(fetchToken.mock.results.map(async (result) => ((await result.value) as TokenResponse).access_token))
  if (!token) throw new Error('fetchToken was not called')
  return { client, token }
}

function expectNoToken(error: Error, token: string) {
  expect(token.length).toBeGreaterThan(8)
  expect(String(error)).not.toContain(token)
  expect(error.message).not.toContain(token)
  expect(error.message).not.toMatch(/bearer|authorization/i)
  expect(String(error.cause ?? '')).not.toContain(token)
}

describe('an answer that is not the envelope', () => {
  it('gives BookkeepingResponseError with the status for a body that is not JSON', async () => {
    const { client, token } = await signedIn()
    const answers = recordAnswers()
    state.sandbox.failNext({ body: 'not json' })

    const error = await failureOf(client.getNotificationSettings())

    expect(error).toBeInstanceOf(BookkeepingResponseError)
    const status = answers[0]?.status
    expect((error as BookkeepingResponseError).status).toBe(status)
    expect(error.message).toBe(`The service answered ${status} with a body that is not JSON.`)
    expect((error as BookkeepingError).kind).toBe('badAnswer')
    expect(isTransientError(error)).toBe(true)
    expectNoToken(error, token)
  })

  it('gives BookkeepingResponseError for JSON without the envelope', async () => {
    const { client, token } = await signedIn()
    const answers = recordAnswers()
    state.sandbox.failNext({ body: JSON.stringify({ data: [{ id: 'inv_1' }] }) })

    const error = await failureOf(client.queryInvoices({ limit: 5 }))

    expect(error).toBeInstanceOf(BookkeepingResponseError)
    expect((error as BookkeepingResponseError).status).toBe(answers[0]?.status)
    expect(error.message).toMatch(/not the service envelope/)
    expect((error as BookkeepingError).kind).toBe('badAnswer')
    expectNoToken(error, token)
  })

  it('recovers on the next call: a fault is for one answer only', async () => {
    const { client } = await signedIn()
    state.sandbox.failNext({ body: 'not json' })
    await failureOf(client.getClosing())
    await expect(client.getClosing()).resolves.toMatchObject({ date: expect.any(String) })
  })
})

describe('no answer at all', () => {
  it('gives BookkeepingNetworkError for a network failure', async () => {
    const { client, token } = await signedIn()
    state.sandbox.failNext({ networkError: true })

    const error = await failureOf(client.getClosing())

    expect(error).toBeInstanceOf(BookkeepingNetworkError)
    expect(error.message).toMatch(/could not be reached/)
    expect((error as BookkeepingError).kind).toBe('network')
    expect(isTransientError(error)).toBe(true)
    expectNoToken(error, token)
  })

  it('gives BookkeepingNetworkError for a host that does not exist', async () => {
    const fetchToken = async () => ({
      ...state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner, scope: 'write' }),
      scope: 'write' as const,
    })
    // A custom fetch standing in for a DNS failure, since MSW refuses unknown hosts in tests.
    const client = createBookkeepingClient({
      baseUrl: 'https://nowhere.invalid',
      fetchToken,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    })
    const error = await failureOf(client.getClosing())
    expect(error).toBeInstanceOf(BookkeepingNetworkError)
    expect(error.cause).toBeInstanceOf(TypeError)
    expect((error as BookkeepingError).kind).toBe('network')
  })
})

describe('an answer that comes too late, or a service that asks to wait', () => {
  it('gives BookkeepingTimeoutError, a BookkeepingNetworkError of kind network, when no answer comes within requestTimeout', async () => {
    const fetchToken = sandboxTokenFetcher(state.sandbox)
    const client = createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken, service: serviceFor(state.sandbox), requestTimeout: 200 })
    await client.getClosing()
    const [issued] = fetchToken.mock.results
    if (!issued) throw new Error('fetchToken was not called')
    const token = ((await issued.value) as TokenResponse).access_token
    state.sandbox.failNext({ hang: true, path: '/v6/closing' })

    const error = await failureOf(client.getClosing())

    expect(error).toBeInstanceOf(BookkeepingTimeoutError)
    expect(error).toBeInstanceOf(BookkeepingNetworkError)
    expect(error).toMatchObject({ name: 'BookkeepingTimeoutError', kind: 'network', timeoutMs: 200 })
    expect(error.message).toMatch(/did not answer within/)
    // A later attempt may cure it, but a read that timed out is not tried again by itself: the user has waited long enough.
    expect(isTransientError(error)).toBe(true)
    expect(isRetriableRead(error)).toBe(false)
    expectNoToken(error, token)
  })

  it('names the limit in whole seconds', () => {
    const error = new BookkeepingTimeoutError(30_000)
    expect(error).toMatchObject({
      timeoutMs: 30_000,
      kind: 'network',
      message: 'The bookkeeping service did not answer within 30 seconds.',
    })
    expect(error).toBeInstanceOf(BookkeepingError)
  })

  it('gives BookkeepingRateLimitError (kind service) with retryAt for a write answered 429, without the token', async () => {
    const { client, token } = await signedIn()
    state.sandbox.failNext({ status: 429, headers: { 'Retry-After': '7' }, path: '/v6/notifications/settings', method: 'POST' })

    const before = Date.now()
    const error = await failureOf(
      client.updateNotificationSettings({ financialSummaries: 'SMS', bankConnectionErrors: null, conversations: 'OFF' }),
    )

    expect(error).toBeInstanceOf(BookkeepingRateLimitError)
    expect(error).not.toBeInstanceOf(BookkeepingApiError)
    expect(error).toMatchObject({ name: 'BookkeepingRateLimitError', kind: 'service' })
    const { retryAt } = error as BookkeepingRateLimitError
    expect(retryAt).toBeGreaterThanOrEqual(before + 7_000)
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 7_000)
    expect(error.message).toMatch(/busy/)
    expect(isTransientError(error)).toBe(false)
    expect(isRetriableRead(error)).toBe(false)
    expectNoToken(error, token)
  })

  it('reads Retry-After as an HTTP date too', async () => {
    const { client } = await signedIn()
    const at = new Date(Date.now() + 90_000)
    at.setMilliseconds(0)
    state.sandbox.failNext({ status: 429, headers: { 'Retry-After': at.toUTCString() }, path: '/v6/banks/transactions' })
    const error = await failureOf(
      client.saveBankTransactions([{ date: '2026-06-15', amount: -100, bankAccountId: bakery.bankAccounts.checking }]),
    )
    expect(error).toMatchObject({ name: 'BookkeepingRateLimitError', retryAt: at.getTime() })
  })
})

describe('a FAILURE envelope', () => {
  it('gives BookkeepingApiError with the status, every error item, and the type of the first', async () => {
    const { client, token } = await signedIn()
    const answers = recordAnswers()

    const error = await failureOf(
      client.queryGeneralLedger(bakery.glAccounts.rent, { limit: 300, filter: { beginDate: '2026-02-30', endDate: 'yesterday' } }),
    )

    expect(error).toBeInstanceOf(BookkeepingApiError)
    const apiError = error as BookkeepingApiError
    const answer = answers[0]
    const body = (await answer?.body) as { error: Array<{ type: string; message: string; param?: string }> }
    expect(apiError.status).toBe(400)
    expect(answer?.status).toBe(400)
    expect(apiError.errors).toEqual(body.error)
    expect(apiError.errors.length).toBeGreaterThanOrEqual(3)
    expect(apiError.type).toBe(body.error[0]?.type)
    expect(apiError.message).toBe(body.error[0]?.message)
    expect(apiError.forParam('limit')).toMatchObject({ type: 'INVALID_VALUE', param: 'limit' })
    expect(apiError.errors.map((item) => item.param)).toEqual(expect.arrayContaining(['limit']))
    expect(isTransientError(apiError)).toBe(false)
    expect(apiError.kind).toBe('service')
    expectNoToken(apiError, token)
  })

  it('gives BookkeepingApiError NOT_FOUND (404) for an unknown record', async () => {
    const { client, token } = await signedIn()
    const error = await failureOf(client.deleteBankTransaction('btxn_does_not_exist'))
    expect(error).toMatchObject({ name: 'BookkeepingApiError', status: 404, type: 'NOT_FOUND', kind: 'notFound' })
    expectNoToken(error, token)
  })

  it('gives BookkeepingApiError UNKNOWN_ERROR (500) for an injected fault, which a retry may cure', async () => {
    const { client, token } = await signedIn()
    state.sandbox.failNext({ status: 500, path: '/v6/closing' })
    const error = await failureOf(client.getClosing())
    expect(error).toMatchObject({ name: 'BookkeepingApiError', status: 500, type: 'UNKNOWN_ERROR', kind: 'service' })
    expect(isTransientError(error)).toBe(true)
    expectNoToken(error, token)
    await expect(client.getClosing()).resolves.toMatchObject({ date: expect.any(String) })
  })

  it('counts a 408 as transient like a 5xx, and other 4xx as not', () => {
    const timeoutAnswer = new BookkeepingApiError(408, [{ type: 'BAD_REQUEST', message: 'Request timeout' }])
    expect(isTransientError(timeoutAnswer)).toBe(true)
    expect(isRetriableRead(timeoutAnswer)).toBe(true)
    expect(isTransientError(new BookkeepingApiError(503, []))).toBe(true)
    expect(isTransientError(new BookkeepingApiError(409, [{ type: 'DUPLICATE', message: 'exists' }]))).toBe(false)
    expect(isRetriableRead(new BookkeepingNetworkError(new TypeError('fetch failed')))).toBe(true)
  })

  it('gives BookkeepingApiError FORBIDDEN (403) for a read-only write, without the token', async () => {
    const { client, fetchToken } = sandboxClient(state.sandbox, { scope: 'read' })
    const error = await failureOf(
      client.updateNotificationSettings({ financialSummaries: 'SMS', bankConnectionErrors: null, conversations: 'OFF' }),
    )
    const tokens = await Promise.all(fetchToken.mock.results.map(async (result) => ((await result.value) as TokenResponse).access_token))
    expect(error).toMatchObject({ name: 'BookkeepingApiError', status: 403, type: 'FORBIDDEN', kind: 'forbidden' })
    for (const token of tokens) expectNoToken(error, token)
  })
})

describe('sign-in errors', () => {
  it('keep the token out of a BookkeepingAuthError for a token response with a bad expires_in', async () => {
    const client = createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken: async () => ({ access_token: 'tok_host_secret_value', token_type: 'Bearer', expires_in: -5 }),
    })
    const error = await failureOf(client.getClosing())
    expect(error).toBeInstanceOf(BookkeepingAuthError)
    expect((error as BookkeepingError).kind).toBe('auth')
    expectNoToken(error, 'tok_host_secret_value')
  })

  it('give kind auth when fetchToken itself fails', async () => {
    const client = createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken: () => Promise.reject(new Error('the host route answered 500')),
    })
    const error = await failureOf(client.getClosing())
    expect(error).toMatchObject({ name: 'BookkeepingAuthError', kind: 'auth' })
  })
})

describe('the kind a host switches on', () => {
  it.each([
    [401, 'INVALID_TOKEN', 'auth'],
    [403, 'FORBIDDEN', 'forbidden'],
    [404, 'BAD_REQUEST', 'notFound'],
    [404, 'NOT_FOUND', 'notFound'],
    [400, 'INVALID_VALUE', 'service'],
    [409, 'DUPLICATE', 'service'],
    [500, 'UNKNOWN_ERROR', 'service'],
  ] as const)('is %s %s → %s for a FAILURE envelope', (status, type, kind) => {
    expect(new BookkeepingApiError(status, [{ type, message: 'refused' }]).kind).toBe(kind)
  })

  it('is badAnswer for a page walk that stopped, network for a time limit passed, service for a busy service', () => {
    expect(new BookkeepingPagingError('repeatedCursor', 3).kind).toBe('badAnswer')
    expect(new BookkeepingTimeoutError(30_000).kind).toBe('network')
    expect(new BookkeepingRateLimitError(Date.now() + 1_000).kind).toBe('service')
  })

  it('wraps what is not ours as badAnswer, keeping it as the cause', () => {
    const thrown = new TypeError("Cannot read properties of undefined (reading 'data')")
    const wrapped = asBookkeepingError(thrown)
    expect(wrapped).toBeInstanceOf(BookkeepingError)
    expect(wrapped).toMatchObject({ kind: 'badAnswer', message: thrown.message, cause: thrown })
    const ours = new BookkeepingNetworkError(new TypeError('fetch failed'))
    expect(asBookkeepingError(ours)).toBe(ours)
  })
})
