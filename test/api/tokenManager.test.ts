// TokenManager on its own, with a controlled clock: when it fetches, when it renews, what it
// reports. The same rules are exercised against the sandbox in tokens.test.ts.
import { BookkeepingAuthError } from '../../src/api/errors'
import { TokenManager, type FetchToken } from '../../src/api/transport/tokens'
import type { TokenResponse } from '../../src/api/types'

/** A fetchToken spy that hands out tok_1, tok_2… each living `expiresIn` seconds. */
function tokenSource(expiresIn = 100, scope?: 'read' | 'write') {
  let issued = 0
  return vi.fn<FetchToken>(async () => {
    issued += 1
    return { access_token: `tok_${issued}`, token_type: 'Bearer', expires_in: expiresIn, ...(scope ? { scope } : {}) }
  })
}

/** A promise settled from outside, to hold a fetchToken call open. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function clock(start = 1_000_000) {
  const state = { now: start }
  return { now: () => state.now, advanceSeconds: (seconds: number) => void (state.now += seconds * 1000) }
}

describe('TokenManager', () => {
  it('fetches nothing until the first request, then once for 100 concurrent requests', async () => {
    const fetchToken = tokenSource()
    const tokens = new TokenManager(fetchToken)
    expect(fetchToken).not.toHaveBeenCalled()
    expect(tokens.getState().status).toBe('idle')

    const all = await Promise.all(Array.from({ length: 100 }, () => tokens.token()))

    expect(fetchToken).toHaveBeenCalledTimes(1)
    expect(new Set(all)).toEqual(new Set(['tok_1']))
    expect(tokens.getState()).toEqual({ status: 'ready', scope: undefined, error: undefined })
  })

  it('keeps using the token before 80 % of its life without asking for another', async () => {
    const time = clock()
    const fetchToken = tokenSource(100)
    const tokens = new TokenManager(fetchToken, time.now)
    await tokens.token()

    time.advanceSeconds(79)
    expect(await tokens.token()).toBe('tok_1')
    expect(fetchToken).toHaveBeenCalledTimes(1)
  })

  it('renews in the background at 80 % of expires_in while requests keep the valid token', async () => {
    const time = clock()
    const renewal = deferred<TokenResponse>()
    const fetchToken = vi
      .fn<FetchToken>()
      .mockResolvedValueOnce({ access_token: 'tok_1', token_type: 'Bearer', expires_in: 100 })
      .mockReturnValueOnce(renewal.promise)
    const tokens = new TokenManager(fetchToken, time.now)
    await tokens.token()

    time.advanceSeconds(81)
    // The renewal is still pending, yet every request gets the held token at once.
    const during = await Promise.all(Array.from({ length: 10 }, () => tokens.token()))
    expect(during).toEqual(Array(10).fill('tok_1'))
    expect(fetchToken).toHaveBeenCalledTimes(2)

    renewal.resolve({ access_token: 'tok_2', token_type: 'Bearer', expires_in: 100 })
    await vi.waitFor(() => expect(tokens.getState().status).toBe('ready'))
    expect(await tokens.token()).toBe('tok_2')
    expect(fetchToken).toHaveBeenCalledTimes(2)
  })

  it('waits for a fresh token once the held one is about to expire', async () => {
    const time = clock()
    const fetchToken = tokenSource(100)
    const tokens = new TokenManager(fetchToken, time.now)
    await tokens.token()

    time.advanceSeconds(99)
    expect(await tokens.token()).toBe('tok_2')
    expect(fetchToken).toHaveBeenCalledTimes(2)
  })

  it('keeps a still-valid token when the background renewal fails', async () => {
    const time = clock()
    const fetchToken = vi
      .fn<FetchToken>()
      .mockResolvedValueOnce({ access_token: 'tok_1', token_type: 'Bearer', expires_in: 100 })
      .mockRejectedValueOnce(new Error('host route down'))
      .mockResolvedValueOnce({ access_token: 'tok_2', token_type: 'Bearer', expires_in: 100 })
    const tokens = new TokenManager(fetchToken, time.now)
    await tokens.token()

    time.advanceSeconds(85)
    expect(await tokens.token()).toBe('tok_1')
    await vi.waitFor(() => expect(fetchToken).toHaveBeenCalledTimes(2))
    await vi.waitFor(() => expect(tokens.getState().status).toBe('error'))

    // The held token has 15 s left: the next request still uses it (and retries the renewal).
    expect(await tokens.token()).toBe('tok_1')
    await vi.waitFor(() => expect(tokens.getState().status).toBe('ready'))
    expect(await tokens.token()).toBe('tok_2')
    expect(fetchToken).toHaveBeenCalledTimes(3)
  })

  it('uses a token handed with the page for its lifetime without asking fetchToken, then fetches as for its own', async () => {
    const time = clock()
    const fetchToken = tokenSource(100)
    const tokens = new TokenManager(fetchToken, time.now, { accessToken: 'tok_page', expiresIn: 100 })
    expect(tokens.getState()).toEqual({ status: 'ready', scope: undefined, error: undefined })

    expect(await Promise.all([tokens.token(), tokens.token()])).toEqual(['tok_page', 'tok_page'])
    time.advanceSeconds(79)
    expect(await tokens.token()).toBe('tok_page')
    expect(fetchToken).not.toHaveBeenCalled()

    time.advanceSeconds(20)
    expect(await tokens.token()).toBe('tok_1')
    expect(fetchToken).toHaveBeenCalledTimes(1)
  })

  it.each([0, -30, Number.NaN])('does not use a token handed with the page whose expiresIn is %s', async (expiresIn) => {
    const fetchToken = tokenSource()
    const tokens = new TokenManager(fetchToken, Date.now, { accessToken: 'tok_page', expiresIn })
    expect(await tokens.token()).toBe('tok_1')
    expect(fetchToken).toHaveBeenCalledTimes(1)
  })

  it('renews once for every request that saw the same token refused', async () => {
    const fetchToken = tokenSource()
    const tokens = new TokenManager(fetchToken)
    const first = await tokens.token()

    const renewed = await Promise.all(Array.from({ length: 20 }, () => tokens.renewAfterRejection(first)))
    expect(new Set(renewed)).toEqual(new Set(['tok_2']))
    expect(fetchToken).toHaveBeenCalledTimes(2)

    // A late refusal of the old token is answered with the one already renewed to.
    expect(await tokens.renewAfterRejection(first)).toBe('tok_2')
    expect(fetchToken).toHaveBeenCalledTimes(2)
    // A refusal of the current token renews again.
    expect(await tokens.renewAfterRejection('tok_2')).toBe('tok_3')
  })

  it('reports the scope the token response names', async () => {
    const tokens = new TokenManager(tokenSource(100, 'read'))
    const listener = vi.fn()
    tokens.subscribe(listener)
    await tokens.token()
    expect(tokens.getState()).toEqual({ status: 'ready', scope: 'read', error: undefined })
    expect(listener).toHaveBeenCalled()
  })

  it('stops notifying a listener after it unsubscribes', async () => {
    const tokens = new TokenManager(tokenSource())
    const listener = vi.fn()
    const unsubscribe = tokens.subscribe(listener)
    unsubscribe()
    await tokens.token()
    expect(listener).not.toHaveBeenCalled()
  })

  it('turns a rejecting fetchToken into BookkeepingAuthError, then recovers on the next request', async () => {
    const cause = new Error('502 from /my-backend/bookkit-token')
    const fetchToken = vi
      .fn<FetchToken>()
      .mockRejectedValueOnce(cause)
      .mockResolvedValueOnce({ access_token: 'tok_ok', token_type: 'Bearer', expires_in: 3600 })
    const tokens = new TokenManager(fetchToken)

    const error = await tokens.token().catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(BookkeepingAuthError)
    expect((error as BookkeepingAuthError).cause).toBe(cause)
    expect(tokens.getState()).toMatchObject({ status: 'error', error })

    expect(await tokens.token()).toBe('tok_ok')
    expect(tokens.getState()).toEqual({ status: 'ready', scope: undefined, error: undefined })
  })

  it.each([
    ['null', null, /not an object/],
    ['a string', 'tok_plain', /not an object/],
    ['an object without access_token', { token_type: 'Bearer', expires_in: 3600 }, /without access_token/],
    ['an empty access_token', { access_token: '', expires_in: 3600 }, /without access_token/],
    ['no expires_in', { access_token: 'tok_secret_value' }, /positive expires_in/],
    ['a zero expires_in', { access_token: 'tok_secret_value', expires_in: 0 }, /positive expires_in/],
    ['a string expires_in', { access_token: 'tok_secret_value', expires_in: '3600' }, /positive expires_in/],
  ])('rejects a fetchToken that resolves to %s with a clear BookkeepingAuthError', async (_name, answer, message) => {
    const tokens = new TokenManager(async () => answer as TokenResponse)
    const error = await tokens.token().catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(BookkeepingAuthError)
    expect((error as Error).message).toMatch(/fetchToken resolved to/)
    expect((error as Error).message).toMatch(message)
    expect(String(error)).not.toContain('tok_secret_value')
    expect(tokens.getState().status).toBe('error')
  })
})
