// The token endpoint, what each kind of token sees, expiry, and read-only scope.
import { SANDBOX } from '../../src/sandbox'
import { apiFor, bakery, bikeShop, expense, requestToken, send, smallSandbox } from './helpers'

describe('POST /v6/auth/token', () => {
  it('issues an unwrapped bearer token for a user, with the default write scope', async () => {
    const sandbox = smallSandbox({ tokenTtlSeconds: 900 })
    const answer = await requestToken(sandbox, { userId: SANDBOX.users.bakeryOwner })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900, scope: 'write' })
    expect(answer.body).not.toHaveProperty('result')
    const closing = await send(sandbox, 'GET', '/v6/closing', { token: answer.body.access_token })
    expect(closing.status).toBe(200)
  })

  it('issues distinct, opaque tokens, and a read-only one on request', async () => {
    const sandbox = smallSandbox()
    const first = await requestToken(sandbox, {})
    const second = await requestToken(sandbox, { scope: 'read' })
    expect(second.body.scope).toBe('read')
    expect(first.body.access_token).not.toBe(second.body.access_token)
    expect(first.body.access_token).toMatch(/^[A-Za-z0-9_]{32,}$/)
    expect(first.body.access_token).not.toContain('usr_')
  })

  it.each([
    ['a wrong secret', `${SANDBOX.clientId}:nope`],
    ['a wrong client id', `someone:${SANDBOX.clientSecret}`],
    ['garbage', 'no-colon-at-all'],
  ])('refuses %s with 401 INVALID_TOKEN', async (_, credentials) => {
    const answer = await requestToken(smallSandbox(), { userId: SANDBOX.users.bakeryOwner }, credentials)
    expect(answer.status).toBe(401)
    expect(answer.body.error[0].type).toBe('INVALID_TOKEN')
  })

  it('refuses missing credentials with 401 INVALID_TOKEN', async () => {
    const answer = await send(smallSandbox(), 'POST', '/v6/auth/token', {
      body: 'userId=usr_owner_1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ result: 'FAILURE', error: [{ type: 'INVALID_TOKEN', message: expect.any(String) }] })
  })

  it('refuses an unknown user and an unknown scope with 400 INVALID_VALUE naming the parameter', async () => {
    const sandbox = smallSandbox()
    const user = await requestToken(sandbox, { userId: 'usr_nobody' })
    expect(user.status).toBe(400)
    expect(user.body.error).toEqual([{ type: 'INVALID_VALUE', message: expect.any(String), param: 'userId' }])
    const scope = await requestToken(sandbox, { scope: 'admin' })
    expect(scope.status).toBe(400)
    expect(scope.body.error).toEqual([{ type: 'INVALID_VALUE', message: expect.any(String), param: 'scope' }])
  })

  it('refuses a JSON body instead of silently issuing a partner-level token', async () => {
    const answer = await send(smallSandbox(), 'POST', '/v6/auth/token', {
      body: { userId: SANDBOX.users.bakeryOwner },
      headers: { authorization: `Basic ${btoa(`${SANDBOX.clientId}:${SANDBOX.clientSecret}`)}` },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error[0].type).toBe('INVALID_FORMAT')
  })
})

describe('what a token sees', () => {
  const sandbox = smallSandbox()

  async function companiesSeen(userId: string | null): Promise<string[]> {
    const api = apiFor(sandbox, { userId })
    const invoices = await api.invoices({ limit: 250 })
    const ids = new Set<string>(
      (invoices.body.data as Array<{ invoiceNumber: string }>).map((invoice) => invoice.invoiceNumber.slice(0, 3)),
    )
    return [...ids].sort()
  }

  it.each([
    ['the bakery owner', SANDBOX.users.bakeryOwner, ['MCB']],
    ['the bike shop owner', SANDBOX.users.bikeShopOwner, ['SSB']],
    ['the bookkeeper', SANDBOX.users.bookkeeper, ['MCB', 'SSB']],
    ['a partner-level token', null, ['MCB', 'SSB']],
  ])('%s sees only its companies’ invoices', async (_, userId, prefixes) => {
    expect(await companiesSeen(userId)).toEqual(prefixes)
  })

  it('answers 404 NOT_FOUND for another company’s GL account, and its records are not in lists', async () => {
    const owner = apiFor(sandbox, { userId: SANDBOX.users.bakeryOwner })
    const other = await owner.gl(bikeShop.glAccounts.busyExpense)
    expect(other.status).toBe(404)
    expect(other.body.error[0]).toMatchObject({ type: 'NOT_FOUND', param: 'id' })
    const sync = await owner.sync({ limit: '250' })
    expect(sync.body.data.every((transaction: { company: { id: string } }) => transaction.company.id === bakery.id)).toBe(true)
    const bookkeeper = apiFor(sandbox, { userId: SANDBOX.users.bookkeeper })
    expect((await bookkeeper.gl(bikeShop.glAccounts.busyExpense)).status).toBe(200)
  })

  it('cannot update, delete or post to another company’s records', async () => {
    const owner = apiFor(sandbox, { userId: SANDBOX.users.bikeShopOwner })
    const bakeryTransaction = sandbox.inspect.bankTransactions(bakery.id).at(-1)
    const update = await owner.saveBankTransactions([{ id: bakeryTransaction?.id, notes: 'peek' }])
    expect(update.body.data[0]).toMatchObject({ result: 'FAILURE', statusCode: 404, error: [{ type: 'NOT_FOUND', param: 'id' }] })
    const create = await owner.saveBankTransactions([expense()])
    expect(create.body.data[0]).toMatchObject({
      result: 'FAILURE',
      statusCode: 404,
      error: [{ type: 'NOT_FOUND', param: 'bankAccountId' }],
    })
    const remove = await owner.delete(`/v6/banks/transactions/${bakeryTransaction?.id}`)
    expect(remove.status).toBe(404)
  })
})

describe('token expiry and scope', () => {
  it('answers 401 INVALID_TOKEN without a token or with an unknown one', async () => {
    const sandbox = smallSandbox()
    const missing = await send(sandbox, 'GET', '/v6/closing')
    expect(missing.status).toBe(401)
    expect(missing.body.error[0].type).toBe('INVALID_TOKEN')
    const unknown = await send(sandbox, 'GET', '/v6/closing', { token: 'sbx_made_up' })
    expect(unknown.status).toBe(401)
    expect(unknown.body.error[0].type).toBe('INVALID_TOKEN')
    const wrongScheme = await send(sandbox, 'GET', '/v6/closing', { headers: { authorization: `Basic ${btoa('a:b')}` } })
    expect(wrongScheme.status).toBe(401)
  })

  it('expires every token issued so far with expireTokens(), but not later ones', async () => {
    const sandbox = smallSandbox()
    const before = apiFor(sandbox)
    expect((await before.get('/v6/closing')).status).toBe(200)
    sandbox.expireTokens()
    const expired = await before.get('/v6/closing')
    expect(expired.status).toBe(403)
    expect(expired.body.error[0].type).toBe('EXPIRED_TOKEN')
    const after = apiFor(sandbox)
    expect((await after.get('/v6/closing')).status).toBe(200)
  })

  it('expires a token after tokenTtlSeconds of the sandbox clock', async () => {
    const sandbox = smallSandbox({ tokenTtlSeconds: 60 })
    const api = apiFor(sandbox)
    sandbox.advanceClock(59)
    expect((await api.get('/v6/closing')).status).toBe(200)
    sandbox.advanceClock(1)
    const answer = await api.get('/v6/closing')
    expect(answer.status).toBe(403)
    expect(answer.body.error[0].type).toBe('EXPIRED_TOKEN')
  })

  it('counts writes on the sandbox clock too (one second each)', async () => {
    const sandbox = smallSandbox({ tokenTtlSeconds: 3 })
    const api = apiFor(sandbox)
    for (let i = 0; i < 3; i++) expect((await api.saveBankTransactions([expense({ apiSourceId: `tick-${i}` })])).status).toBe(200)
    expect((await api.get('/v6/closing')).body.error?.[0].type).toBe('EXPIRED_TOKEN')
  })

  it('lets a read-only token read but answers 403 FORBIDDEN to every write', async () => {
    const sandbox = smallSandbox()
    const reader = apiFor(sandbox, { userId: SANDBOX.users.bakeryOwner, scope: 'read' })
    expect((await reader.gl(bakery.glAccounts.rent)).status).toBe(200)
    expect((await reader.invoices()).status).toBe(200)
    expect((await reader.sync()).status).toBe(200)
    expect((await reader.get('/v6/notifications/settings')).status).toBe(200)
    const writes = [
      await reader.saveBankTransactions([expense()]),
      await reader.saveJournalEntries([]),
      await reader.delete(`/v6/banks/transactions/${sandbox.inspect.bankTransactions(bakery.id).at(-1)?.id}`),
      await reader.post('/v6/notifications/settings', { data: { conversations: 'OFF' } }),
    ]
    for (const answer of writes) {
      expect(answer.status).toBe(403)
      expect(answer.body.error[0].type).toBe('FORBIDDEN')
    }
    expect(sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)?.conversations).toBeNull()
  })

  it('issueToken() refuses unknown users', () => {
    expect(() => smallSandbox().issueToken({ userId: 'usr_ghost' })).toThrow(/usr_ghost/)
  })
})
