// Every error type from the condition that really causes it, always in the failure envelope; and
// malformed bodies of every kind answered with a 4xx envelope, never a 500.
import { createRandom } from '../../src/sandbox/random'
import { apiFor, bakery, expense, send, smallSandbox } from './helpers'

const sandbox = smallSandbox()
const api = apiFor(sandbox)

describe('error types', () => {
  it('JSON_ERROR: a body that is not JSON', async () => {
    const answer = await send(sandbox, 'POST', '/v6/invoicing/invoices/query', { token: api.token, body: '{"limit": 5,' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ result: 'FAILURE', error: [{ type: 'JSON_ERROR', message: expect.any(String) }] })
  })

  it('REQUIRED: one item per missing field, each naming it', async () => {
    const answer = await api.saveBankTransactions([{ description: 'nothing else' }])
    expect(answer.body.data[0].statusCode).toBe(400)
    expect(answer.body.data[0].error.map((item: { type: string; param: string }) => [item.type, item.param])).toEqual([
      ['REQUIRED', 'date'],
      ['REQUIRED', 'amount'],
      ['REQUIRED', 'bankAccountId'],
    ])
  })

  it.each([
    ['a date', { date: '2026-02-30' }, 'date'],
    ['a date written otherwise', { date: '06/15/2026' }, 'date'],
    ['a number', { amount: '42.00' }, 'amount'],
    ['a fractional amount', { amount: -12.5 }, 'amount'],
    ['an array', { classSegmentIds: 'dv_co1_retail' }, 'classSegmentIds'],
    ['an object', { customData: ['a'] }, 'customData'],
    ['a string', { description: 42 }, 'description'],
  ])('INVALID_FORMAT: %s in the wrong format', async (_, fields, param) => {
    const answer = await api.saveBankTransactions([expense(fields)])
    expect(answer.body.data[0].statusCode).toBe(400)
    expect(answer.body.data[0].error).toContainEqual({ type: 'INVALID_FORMAT', message: expect.any(String), param })
  })

  it.each([
    ['an unknown enum value', { reviewStatus: 'MAYBE' }, 'reviewStatus'],
    ['a zero amount', { amount: 0 }, 'amount'],
    ['a huge string', { description: 'x'.repeat(100_000) }, 'description'],
    ['an amount beyond the limit', { amount: -1e15 }, 'amount'],
  ])('INVALID_VALUE: %s', async (_, fields, param) => {
    const answer = await api.saveBankTransactions([expense(fields)])
    expect(answer.body.data[0].statusCode).toBe(400)
    expect(answer.body.data[0].error).toContainEqual({ type: 'INVALID_VALUE', message: expect.any(String), param })
  })

  it('INVALID_VALUE: a GL limit above 250, on the whole request', async () => {
    const answer = await api.gl(bakery.glAccounts.rent, { limit: 251 })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toEqual([{ type: 'INVALID_VALUE', message: expect.any(String), param: 'limit' }])
  })

  it('NOT_FOUND: an unknown id, with the offending parameter', async () => {
    const answer = await api.saveBankTransactions([expense({ categoryId: 'ctg_nope' })])
    expect(answer.body.data[0]).toMatchObject({ statusCode: 404, error: [{ type: 'NOT_FOUND', param: 'categoryId' }] })
    const gl = await api.gl('gla_nope')
    expect(gl.status).toBe(404)
    expect(gl.body.error[0].type).toBe('NOT_FOUND')
  })

  it('DUPLICATE: a second create with the same apiName and apiSourceId in the same bank account; another account may hold it', async () => {
    const item = expense({ apiName: 'POS', apiSourceId: 'sale-991' })
    const first = await api.saveBankTransactions([item])
    expect(first.body.data[0].statusCode).toBe(201)
    const second = await api.saveBankTransactions([
      item,
      expense({ apiName: 'POS', apiSourceId: 'sale-992' }),
      expense({ apiName: 'POS', apiSourceId: 'sale-991', bankAccountId: bakery.bankAccounts.savings }),
    ])
    expect(second.body.data[0]).toMatchObject({ result: 'FAILURE', statusCode: 409, error: [{ type: 'DUPLICATE' }] })
    expect(second.body.data[1]).toMatchObject({ result: 'SUCCESS', statusCode: 201 })
    expect(second.body.data[2]).toMatchObject({ result: 'SUCCESS', statusCode: 201 })
  })

  it('NOT_MODIFIABLE: a record in the closed period', async () => {
    const answer = await api.saveBankTransactions([expense({ date: '2026-03-10' })])
    expect(answer.body.data[0]).toMatchObject({ statusCode: 400, error: [{ type: 'NOT_MODIFIABLE', param: 'date' }] })
  })

  it('FORBIDDEN: a read-only token writing', async () => {
    const reader = apiFor(sandbox, { scope: 'read' })
    const answer = await reader.saveBankTransactions([expense()])
    expect(answer.status).toBe(403)
    expect(answer.body.error[0].type).toBe('FORBIDDEN')
  })

  it('INVALID_TOKEN and EXPIRED_TOKEN', async () => {
    expect((await send(sandbox, 'GET', '/v6/closing', { token: 'nope' })).body.error[0].type).toBe('INVALID_TOKEN')
    const other = smallSandbox()
    const soon = apiFor(other)
    other.expireTokens()
    expect((await soon.get('/v6/closing')).body.error[0].type).toBe('EXPIRED_TOKEN')
  })

  it('BAD_REQUEST: an unknown route or a method the route does not have, 404', async () => {
    for (const [method, path] of [
      ['GET', '/v6/unknown'],
      ['DELETE', '/v6/closing'],
      ['GET', '/v6/banks/transactions'],
      ['PUT', '/v6/notifications/settings'],
      ['GET', '/'],
    ]) {
      const answer = await send(sandbox, method as string, path as string, { token: api.token })
      expect(answer.status).toBe(404)
      expect(answer.body.error[0].type).toBe('BAD_REQUEST')
    }
  })

  it('UNKNOWN_ERROR: anything thrown inside answers 500 with the envelope', async () => {
    const stringify = JSON.stringify
    const spy = vi.spyOn(JSON, 'stringify').mockImplementationOnce(() => {
      throw new Error('boom')
    })
    try {
      const answer = await api.get('/v6/closing')
      expect(answer.status).toBe(500)
      expect(answer.body).toEqual({ result: 'FAILURE', error: [{ type: 'UNKNOWN_ERROR', message: expect.any(String) }] })
      expect(answer.body.error[0].message).not.toContain('boom')
    } finally {
      spy.mockRestore()
    }
    expect(JSON.stringify).toBe(stringify)
  })

  it('messages are sentences for people, not stack traces', async () => {
    const answer = await api.saveBankTransactions([{ amount: 'x', date: 5, children: {} }])
    for (const item of answer.body.data[0].error) {
      expect(item.message).toMatch(/^[A-Za-z].*\.$/)
      expect(item.message).not.toMatch(/Error:|at .*\.ts/)
    }
  })
})

describe('malformed bodies', () => {
  const endpoints: Array<[string, string]> = [
    ['POST', '/v6/banks/transactions'],
    ['POST', '/v6/accounting/manualJournalEntries'],
    [`POST`, `/v6/accounting/glAccounts/${bakery.glAccounts.busyExpense}/generalLedger`],
    ['POST', '/v6/invoicing/invoices/query'],
    ['POST', '/v6/notifications/settings'],
  ]
  const fieldNames = [
    'data',
    'id',
    'date',
    'amount',
    'children',
    'filter',
    'limit',
    'cursor',
    'sort',
    'search',
    'customData',
    'classSegmentIds',
    'bankAccountId',
    'glAccountId',
    'drAmount',
    'crAmount',
    'beginDate',
    'value',
    'in',
    'notIn',
    'dimensionValues',
    'customer',
    'tax',
    'recurrence',
    'financialSummaries',
    'accountingMethod',
    'includeBeginningBalance',
    'invoiceNumber',
    'equal',
    'contain',
    'status',
  ]

  /** A random JSON value: wrong types anywhere, nulls, arrays for objects, long strings. */
  function randomValue(random: ReturnType<typeof createRandom>, depth: number): unknown {
    const roll = random.int(0, depth > 3 ? 6 : 9)
    switch (roll) {
      case 0:
        return null
      case 1:
        return random.int(-1e6, 1e6) / random.pick([1, 3, 100])
      case 2:
        return random.pick(['', 'x', '2026-06-15', 'gla_co1_rent', 'ACTIVE', '-date', 'x'.repeat(random.int(0, 10_000))])
      case 3:
        return random.chance(0.5)
      case 4:
        return random.pick([1e300, -0, Number.MAX_SAFE_INTEGER + 2])
      case 5:
        return random.pick(['ctg_co1_rent', 'dv_co1_retail', 'cus_co1_greenway', bakery.bankAccounts.checking])
      case 6:
        return 'ü€😀'.repeat(random.int(1, 50))
      case 7:
        return Array.from({ length: random.int(0, 4) }, () => randomValue(random, depth + 1))
      default: {
        const object: Record<string, unknown> = {}
        for (let i = random.int(0, 6); i > 0; i--) object[random.pick(fieldNames)] = randomValue(random, depth + 1)
        return object
      }
    }
  }

  it('answers 200 or a 4xx envelope to 400 random bodies, never a 500', async () => {
    const random = createRandom(7, 'fuzz')
    const seen = new Set<number>()
    for (let i = 0; i < 400; i++) {
      const [method, path] = random.pick(endpoints)
      const value = random.chance(0.7)
        ? { data: randomValue(random, 0), filter: randomValue(random, 1), ...(randomValue(random, 2) as object) }
        : randomValue(random, 0)
      const answer = await send(sandbox, method, path, { token: api.token, body: JSON.stringify(value) })
      seen.add(answer.status)
      if (answer.status >= 500) throw new Error(`500 for ${JSON.stringify(value).slice(0, 300)}`)
      if (answer.status !== 200) expect(answer.body.result).toBe('FAILURE')
      for (const item of answer.status === 200 && Array.isArray(answer.body.data) ? answer.body.data : []) {
        if (item?.statusCode !== undefined) expect(item.statusCode).toBeLessThan(500)
      }
    }
    expect([...seen].some((status) => status >= 400)).toBe(true)
  })

  it('answers an array, a string or null body with 400 INVALID_FORMAT', async () => {
    for (const body of ['[]', '"text"', 'null', '42']) {
      const answer = await send(sandbox, 'POST', '/v6/invoicing/invoices/query', { token: api.token, body })
      expect(answer.status).toBe(400)
      expect(answer.body.error[0].type).toBe('INVALID_FORMAT')
    }
  })

  it('refuses a body over 5 MB and deeply nested customData', async () => {
    const big = await send(sandbox, 'POST', '/v6/banks/transactions', {
      token: api.token,
      body: JSON.stringify({ data: [expense({ notes: 'x'.repeat(6_000_000) })] }),
    })
    expect(big.status).toBe(400)
    const nested = (depth: number) => `${'{"nested":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`
    const item = JSON.stringify(expense()).slice(0, -1)
    const deep = await send(sandbox, 'POST', '/v6/banks/transactions', {
      token: api.token,
      body: `{"data":[${item},"customData":${nested(5000)}}]}`,
    })
    expect(deep.body.data[0].error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'customData' })
    const deeper = await send(sandbox, 'POST', '/v6/invoicing/invoices/query', { token: api.token, body: `{"filter":${nested(200_000)}}` })
    expect(deeper.status).toBe(400)
  })
})
