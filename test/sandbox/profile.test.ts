// The two profiles: `bookkit` (our decisions) and `described` (only what the service description
// shows). Each difference is checked both ways, so the default profile is pinned as unchanged.
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { apiFor, bakery, expense, requestToken, send, smallSandbox, type Api } from './helpers'

const described = (): Sandbox => smallSandbox({ profile: 'described' })
const bookkit = (): Sandbox => smallSandbox()

/** The described service's listing: a POST with only the bearer header (and the v5 paging headers). */
function listByPost(sandbox: Sandbox, api: Api, headers: Record<string, string> = {}, body?: unknown) {
  return send(sandbox, 'POST', '/v6/banks/transactions', { token: api.token, headers, body })
}

describe('the profile option', () => {
  it('defaults to bookkit and refuses an unknown profile', () => {
    expect(bookkit().options.profile).toBe('bookkit')
    expect(described().options.profile).toBe('described')
    expect(() => smallSandbox({ profile: 'openapi' as never })).toThrow(TypeError)
  })
})

describe('an expired token', () => {
  it.each([
    ['bookkit', 'EXPIRED_TOKEN'],
    ['described', 'FORBIDDEN'],
  ] as const)('answers 403 on the %s profile with %s, by the clock and by expireTokens()', async (profile, type) => {
    const sandbox = smallSandbox({ profile, tokenTtlSeconds: 60 })
    const byClock = apiFor(sandbox)
    sandbox.advanceClock(60)
    const late = await byClock.get('/v6/closing')
    expect(late.status).toBe(403)
    expect(late.body.error).toEqual([{ type, message: expect.any(String) }])

    const revoked = apiFor(sandbox)
    expect((await revoked.get('/v6/closing')).status).toBe(200)
    sandbox.expireTokens()
    const refused = await revoked.get('/v6/closing')
    expect(refused.status).toBe(403)
    expect(refused.body.error[0].type).toBe(type)
  })

  it('is indistinguishable from a refused write on the described profile', async () => {
    const sandbox = described()
    const reader = apiFor(sandbox, { userId: SANDBOX.users.bakeryOwner, scope: 'read' })
    const write = await reader.saveBankTransactions([expense()])
    const expired = apiFor(sandbox)
    sandbox.expireTokens()
    const read = await expired.get('/v6/closing')
    expect([read.status, read.body.error[0].type]).toEqual([write.status, write.body.error[0].type])
  })
})

describe('the token endpoint', () => {
  it('names the scope on the bookkit profile', async () => {
    const answer = await requestToken(bookkit(), { userId: SANDBOX.users.bakeryOwner, scope: 'read' })
    expect(answer.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600, scope: 'read' })
  })

  it('answers exactly access_token, token_type and expires_in on the described profile', async () => {
    const sandbox = described()
    const answer = await requestToken(sandbox, { userId: SANDBOX.users.bakeryOwner, scope: 'read' })
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body).sort()).toEqual(['access_token', 'expires_in', 'token_type'])
    // The read scope was still granted: the token cannot write.
    const write = await send(sandbox, 'POST', '/v6/banks/transactions', { token: answer.body.access_token, body: { data: [expense()] } })
    expect(write.status).toBe(403)
    // Test helpers keep reading the scope from issueToken.
    expect(sandbox.issueToken({ scope: 'read' }).scope).toBe('read')
  })
})

describe('routes only bookkit decided', () => {
  it('serves GET /v5/banks/transactions and POST /v6/notifications/settings on the bookkit profile', async () => {
    const api = apiFor(bookkit())
    expect((await api.sync({ limit: '1' })).status).toBe(200)
    const saved = await api.post('/v6/notifications/settings', { data: { financialSummaries: 'EMAIL' } })
    expect(saved.status).toBe(200)
  })

  it('answers both 404 BAD_REQUEST, like any unknown route, on the described profile', async () => {
    const sandbox = described()
    const api = apiFor(sandbox)
    for (const answer of [await api.sync(), await api.post('/v6/notifications/settings', { data: { financialSummaries: 'EMAIL' } })]) {
      expect(answer.status).toBe(404)
      expect(answer.body.error).toEqual([{ type: 'BAD_REQUEST', message: expect.any(String) }])
    }
    // Reading the settings is in the description.
    expect((await api.get('/v6/notifications/settings')).status).toBe(200)
  })
})

describe('POST /v6/banks/transactions without data', () => {
  it('is a save missing its data on the bookkit profile: 400 REQUIRED, and 403 for a read-only token', async () => {
    const sandbox = bookkit()
    const answer = await listByPost(sandbox, apiFor(sandbox))
    expect(answer.status).toBe(400)
    expect(answer.body.error).toEqual([{ type: 'REQUIRED', message: expect.any(String), param: 'data' }])
    const reader = apiFor(sandbox, { userId: SANDBOX.users.bakeryOwner, scope: 'read' })
    expect((await listByPost(sandbox, reader)).status).toBe(403)
  })

  it.each([
    ['no body', undefined],
    ['an empty body', ''],
    ['a JSON object without data', { limit: 5 }],
  ])('lists the token’s bank transactions on the described profile, given %s', async (_, body) => {
    const sandbox = described()
    const api = apiFor(sandbox)
    const answer = await listByPost(sandbox, api, { limit: '7' }, body)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      result: 'SUCCESS',
      lastUpdatedDate: '2026-06-30T12:00:00.000Z',
      deletedIds: [],
      cursor: expect.any(String),
    })
    expect(answer.body.data).toHaveLength(7)
    expect(answer.body.data.every((transaction: { company: { id: string } }) => transaction.company.id === bakery.id)).toBe(true)
  })

  it('pages as the bookkit profile’s GET /v5/banks/transactions does, in creation order where bookkit lists the newest date first', async () => {
    const [mine, ours] = [described(), bookkit()]
    const [post, get] = [apiFor(mine, { userId: SANDBOX.users.bookkeeper }), apiFor(ours, { userId: SANDBOX.users.bookkeeper })]
    const walk = async (page: (cursor?: string) => Promise<{ body: any }>) => {
      const pages: any[] = []
      let cursor: string | undefined
      do {
        const { body } = await page(cursor)
        pages.push(body)
        cursor = body.cursor
      } while (cursor !== undefined && pages.length < 100)
      return pages
    }
    const headers = (cursor?: string) => ({ limit: '50', ...(cursor ? { cursor } : {}) })
    const posted = await walk((cursor) => listByPost(mine, post, headers(cursor)))
    const got = await walk((cursor) => get.sync(headers(cursor)))
    // customData is the one difference: the described profile answers it as introspection flags.
    const records = (pages: any[]) =>
      pages.flatMap((page) => page.data.map((transaction: object) => ({ ...transaction, customData: undefined })))
    // The same records: by creation on the described profile, the newest date first (the last created first on a date) on ours.
    const created = records(posted)
    const byDate = created
      .map((record, index) => ({ record, index }))
      .sort((a, b) => b.record.date.localeCompare(a.record.date) || b.index - a.index)
      .map(({ record }) => record)
    expect(records(got)).toEqual(byDate)
    expect(created.map((record) => record.date)).not.toEqual(byDate.map((record) => record.date))
    expect(posted.map((page) => page.data.length)).toEqual(got.map((page) => page.data.length))
    expect(posted.map((page) => page.lastUpdatedDate)).toEqual(got.map((page) => page.lastUpdatedDate))
    const ids = posted.flatMap((page) => page.data.map((transaction: { id: string }) => transaction.id))
    expect(new Set(ids).size).toBe(mine.inspect.bankTransactions().length)
  })

  it('syncs changes and deletions since lastUpdatedDate on the described profile', async () => {
    const sandbox = described()
    const api = apiFor(sandbox)
    const first = await listByPost(sandbox, api, { limit: '1' })
    const saved = await api.saveBankTransactions([expense()])
    const id = saved.body.data[0].data.id
    const gone = sandbox.inspect
      .bankTransactions(bakery.id)
      .find((transaction) => transaction.date >= '2026-06-01' && transaction.id !== id)?.id as string
    expect((await api.delete(`/v6/banks/transactions/${gone}`)).status).toBe(200)
    const delta = await listByPost(sandbox, api, { lastUpdatedDate: first.body.lastUpdatedDate })
    expect(delta.body.data.map((transaction: { id: string }) => transaction.id)).toEqual([id])
    expect(delta.body.deletedIds).toEqual([gone])
  })

  it('lists for a read-only token but saves only for a write token, on the described profile', async () => {
    const sandbox = described()
    const reader = apiFor(sandbox, { userId: SANDBOX.users.bakeryOwner, scope: 'read' })
    expect((await listByPost(sandbox, reader)).status).toBe(200)
    const refused = await reader.saveBankTransactions([expense()])
    expect(refused.status).toBe(403)
    expect(refused.body.error[0].type).toBe('FORBIDDEN')
    const before = sandbox.inspect.bankTransactions().length
    const saved = await apiFor(sandbox).saveBankTransactions([expense()])
    expect(saved.body.data[0]).toMatchObject({ result: 'SUCCESS', statusCode: 201 })
    expect(sandbox.inspect.bankTransactions()).toHaveLength(before + 1)
  })

  it('still checks what a listing or a save is given, on the described profile', async () => {
    const sandbox = described()
    const api = apiFor(sandbox)
    expect((await listByPost(sandbox, api, { limit: '1.5' })).body.error[0]).toMatchObject({ type: 'INVALID_FORMAT', param: 'limit' })
    expect((await listByPost(sandbox, api, { cursor: 'made-up' })).body.error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'cursor' })
    expect((await listByPost(sandbox, api, {}, '{"limit": ')).body.error[0].type).toBe('JSON_ERROR')
    expect((await listByPost(sandbox, api, {}, { data: null })).body.error[0]).toMatchObject({ type: 'REQUIRED', param: 'data' })
    expect((await listByPost(sandbox, api, {}, [expense()])).body.error[0].type).toBe('INVALID_FORMAT')
    const item = await api.saveBankTransactions([{ amount: -5 }])
    expect(item.body.data[0].error.map((error: { param: string }) => error.param)).toEqual(['date', 'bankAccountId'])
  })
})
