// bookkit/server's token request, as a partner's backend runs it: over real HTTP against the
// sandbox server on 127.0.0.1.
import { createBookkeepingClient } from '../../src/api'
import { SANDBOX, startSandboxServer } from '../../src/sandbox'
import { AccessTokenError, createAccessToken, type TokenResponse } from '../../src/server'

type SandboxServer = Awaited<ReturnType<typeof startSandboxServer>>

let server: SandboxServer
let baseUrl: string

beforeAll(async () => {
  server = await startSandboxServer({
    port: 0,
    seed: 1,
    today: '2026-06-30',
    volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 },
  })
  baseUrl = server.url
})

afterAll(async () => {
  await server?.close()
})

const credentials = () => ({ baseUrl, clientId: SANDBOX.clientId, clientSecret: SANDBOX.clientSecret })

async function failureOf(promise: Promise<unknown>): Promise<AccessTokenError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(AccessTokenError)
  return error as AccessTokenError
}

describe('createAccessToken', () => {
  it('runs against a real HTTP server on 127.0.0.1', () => {
    expect(new URL(baseUrl)).toMatchObject({ protocol: 'http:', hostname: '127.0.0.1' })
    expect(Number(new URL(baseUrl).port)).toBeGreaterThan(0)
  })

  it("gets a write token for a user, which the browser client can use to read that user's company", async () => {
    const token = await createAccessToken({ ...credentials(), userId: SANDBOX.users.bakeryOwner })

    expect(token).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600, scope: 'write' })
    const client = createBookkeepingClient({ baseUrl, fetchToken: async () => token })
    await expect(client.getClosing()).resolves.toMatchObject({ modifications: 'DISABLED' })
    expect(client.session.getState()).toMatchObject({ status: 'ready', scope: 'write' })
  })

  it('reflects scope read: the session is read-only and a write is FORBIDDEN', async () => {
    const token: TokenResponse = await createAccessToken({ ...credentials(), userId: SANDBOX.users.bikeShopOwner, scope: 'read' })

    expect(token.scope).toBe('read')
    const client = createBookkeepingClient({
      baseUrl,
      fetchToken: () => createAccessToken({ ...credentials(), userId: SANDBOX.users.bikeShopOwner, scope: 'read' }),
    })
    await expect(client.getClosing()).resolves.toMatchObject({ modifications: 'ENABLED' })
    expect(client.session.getState().scope).toBe('read')
    await expect(
      client.updateNotificationSettings({ financialSummaries: 'OFF', bankConnectionErrors: 'OFF', conversations: 'OFF' }),
    ).rejects.toMatchObject({
      status: 403,
      type: 'FORBIDDEN',
    })
  })

  it('gets a partner-level token without a user', async () => {
    const token = await createAccessToken(credentials())
    const client = createBookkeepingClient({ baseUrl, fetchToken: async () => token })
    const invoices = await client.queryInvoices({ limit: 250 })
    expect(invoices.data).toHaveLength(10)
  })

  it('sends the client credentials as HTTP Basic and the options as form parameters', async () => {
    const sent: Request[] = []
    const spy: typeof fetch = async (input, init) => {
      const request = new Request(input, init)
      sent.push(request.clone())
      return fetch(request)
    }
    await createAccessToken({ ...credentials(), userId: SANDBOX.users.bookkeeper, scope: 'read', fetch: spy })

    const [request] = sent
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe(`${baseUrl}/v6/auth/token`)
    expect(request?.headers.get('authorization')).toBe(`Basic ${btoa(`${SANDBOX.clientId}:${SANDBOX.clientSecret}`)}`)
    expect(request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/)
    expect(Object.fromEntries(new URLSearchParams(await request?.text()))).toEqual({ userId: SANDBOX.users.bookkeeper, scope: 'read' })
  })

  it('fails with status 401 for a wrong secret, and never puts the secret in the error', async () => {
    const secret = 'not-the-sandbox-secret-3f9a'
    const error = await failureOf(createAccessToken({ ...credentials(), clientSecret: secret }))

    expect(error.status).toBe(401)
    expect(error.type).toBe('INVALID_TOKEN')
    for (const text of [error.message, String(error), String(error.cause ?? ''), JSON.stringify(error)]) {
      expect(text).not.toContain(secret)
      expect(text).not.toContain(btoa(`${SANDBOX.clientId}:${secret}`))
    }
  })

  it('keeps the real secret out of every error too', async () => {
    const error = await failureOf(createAccessToken({ ...credentials(), userId: 'usr_nobody' }))
    expect(error.status).toBeGreaterThanOrEqual(400)
    expect(String(error)).not.toContain(SANDBOX.clientSecret)
    expect(error.message).not.toContain(SANDBOX.clientSecret)
  })

  it('fails with status 0 when the host cannot be reached', async () => {
    const unreachable = await startSandboxServer({
      port: 0,
      today: '2026-06-30',
      volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 },
    })
    const closedUrl = unreachable.url
    await unreachable.close()

    const error = await failureOf(createAccessToken({ ...credentials(), baseUrl: closedUrl }))

    expect(error.status).toBe(0)
    expect(error.message).toMatch(/could not be reached/)
    expect(String(error)).not.toContain(SANDBOX.clientSecret)
  })

  it('fails with status 0 without credentials, before sending anything', async () => {
    const spy = vi.fn<typeof fetch>()
    const error = await failureOf(createAccessToken({ ...credentials(), clientSecret: '', fetch: spy }))
    expect(error.status).toBe(0)
    expect(spy).not.toHaveBeenCalled()
  })

  it('rejects with the abort reason when the signal aborts', async () => {
    const reason = new Error('request cancelled')
    await expect(createAccessToken({ ...credentials(), signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
  })
})
