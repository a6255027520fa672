// What the query and list endpoints take on each profile: bookkit keeps its decisions (README 8,
// 10 and 13), described does only what the service description shows: unknown filter members and
// operators restrict nothing, the status lists are open, and the GL's 250 is the only page bound.
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { apiFor, bakery, send, smallSandbox, type Api } from './helpers'

const described = (): Sandbox => smallSandbox({ profile: 'described' })
const bookkit = (): Sandbox => smallSandbox()

const ids = (answer: { body: { data: Array<{ id: string }> } }) => answer.body.data.map((record) => record.id)
const customer = bakery.customers.blueHeronCafe
const receivable = bakery.glAccounts.receivable

/** Invoice filters with a member or operator the query does not know, each named by its `param`. */
const UNKNOWN_INVOICE_FILTERS: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
  ['filter.colour', { colour: { in: ['red'] } }, {}],
  ['filter.amount.about', { amount: { greaterThan: 100000, about: 5 } }, { amount: { greaterThan: 100000 } }],
  ['filter.status.any', { status: { in: ['ACTIVE'], any: ['x'] } }, { status: { in: ['ACTIVE'] } }],
  ['filter.customer.name', { customer: { id: { in: [customer] }, name: 'x' } }, { customer: { id: { in: [customer] } } }],
  ['filter.customer.id.notIn', { customer: { id: { in: [customer], notIn: ['cus_x'] } } }, { customer: { id: { in: [customer] } } }],
]
const UNKNOWN_GL_FILTERS: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
  ['filter.colour', { colour: 1 }, {}],
  ['filter.customer.name', { customer: { id: { in: [customer] }, name: 'x' } }, { customer: { id: { in: [customer] } } }],
  ['filter.customer.id.notIn', { customer: { id: { in: [customer], notIn: ['cus_x'] } } }, { customer: { id: { in: [customer] } } }],
]

describe('filter members and operators the query does not know', () => {
  it.each(UNKNOWN_INVOICE_FILTERS)('are 400 INVALID_VALUE on the bookkit profile: invoices, %s', async (param, filter) => {
    const answer = await apiFor(bookkit()).invoices({ filter })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toEqual([{ type: 'INVALID_VALUE', message: expect.any(String), param }])
  })

  it.each(UNKNOWN_GL_FILTERS)('are 400 INVALID_VALUE on the bookkit profile: the GL, %s', async (param, filter) => {
    const answer = await apiFor(bookkit()).gl(receivable, { filter })
    expect(answer.body.error).toEqual([{ type: 'INVALID_VALUE', message: expect.any(String), param }])
  })

  it('restrict nothing on the described profile', async () => {
    const api = apiFor(described())
    for (const [param, filter, known] of UNKNOWN_INVOICE_FILTERS) {
      const answer = await api.invoices({ limit: 250, filter })
      expect(answer.status, param).toBe(200)
      expect(ids(answer), param).toEqual(ids(await api.invoices({ limit: 250, filter: known })))
    }
    for (const [param, filter, known] of UNKNOWN_GL_FILTERS) {
      const answer = await api.gl(receivable, { limit: 250, filter })
      expect(answer.status, param).toBe(200)
      expect(ids(answer), param).toEqual(ids(await api.gl(receivable, { limit: 250, filter: known })))
    }
  })

  it.each(['bookkit', 'described'] as const)('of the wrong type are still 400 INVALID_FORMAT on the %s profile', async (profile) => {
    const api = apiFor(smallSandbox({ profile }))
    expect((await api.invoices({ filter: { amount: 'lots' } })).body.error[0]).toMatchObject({
      type: 'INVALID_FORMAT',
      param: 'filter.amount',
    })
    expect((await api.invoices({ filter: 'open' })).body.error[0]).toMatchObject({ type: 'INVALID_FORMAT', param: 'filter' })
    expect((await api.gl(receivable, { filter: { customer: 'cus_x' } })).body.error[0]).toMatchObject({
      type: 'INVALID_FORMAT',
      param: 'filter.customer',
    })
  })
})

describe('query body members the description does not name', () => {
  it.each(['bookkit', 'described'] as const)('are ignored on the %s profile', async (profile) => {
    const api = apiFor(smallSandbox({ profile }))
    const invoices = await api.invoices({ limit: 20, colour: 'red', sort: { value: '-date', colour: 'red' } })
    expect(invoices.status).toBe(200)
    expect(ids(invoices)).toEqual(ids(await api.invoices({ limit: 20 })))
    const gl = await api.gl(receivable, { limit: 20, colour: 'red', page: 2 })
    expect(gl.status).toBe(200)
    expect(ids(gl)).toEqual(ids(await api.gl(receivable, { limit: 20 })))
  })
})

describe('the invoice query’s status and invoiceStatus lists', () => {
  it('take bookkit’s values only on the bookkit profile (README decision 13)', async () => {
    const api = apiFor(bookkit())
    const answer = await api.invoices({ filter: { status: { in: ['ARCHIVED'] }, invoiceStatus: { notIn: ['OPEN', 'SENT'] } } })
    expect(answer.body.error).toEqual([
      { type: 'INVALID_VALUE', message: expect.any(String), param: 'filter.status.in[0]' },
      { type: 'INVALID_VALUE', message: expect.any(String), param: 'filter.invoiceStatus.notIn[1]' },
    ])
  })

  it('take any value on the described profile, matched as sent', async () => {
    const api = apiFor(described())
    const all = await api.invoices({ limit: 250 })
    expect((await api.invoices({ limit: 250, filter: { status: { in: ['ARCHIVED'] } } })).body.data).toEqual([])
    expect(ids(await api.invoices({ limit: 250, filter: { status: { notIn: ['ARCHIVED'] } } }))).toEqual(ids(all))
    const open = await api.invoices({ limit: 250, filter: { invoiceStatus: { in: ['OPEN'] } } })
    expect(open.body.data.length).toBeGreaterThan(0)
    expect(ids(await api.invoices({ limit: 250, filter: { invoiceStatus: { in: ['OPEN', 'SENT'] } } }))).toEqual(ids(open))
  })
})

describe('limit', () => {
  // Over 250 invoices and bank transactions for the bookkeeper, who sees both companies.
  const large = (profile: 'bookkit' | 'described') =>
    smallSandbox({ profile, volume: { invoicesPerCompany: 160, bankTransactionsPerCompany: 150 } })
  const bookkeeper = { userId: SANDBOX.users.bookkeeper }
  const listing = (sandbox: Sandbox, api: Api, limit: string) =>
    send(sandbox, 'POST', '/v6/banks/transactions', { token: api.token, headers: { limit } })

  it('is 1 to 250 on every list on the bookkit profile (README decision 10)', async () => {
    const api = apiFor(bookkit())
    for (const limit of [0, 251]) {
      for (const answer of [await api.invoices({ limit }), await api.gl(receivable, { limit }), await api.sync({ limit: String(limit) })]) {
        expect(answer.status, String(limit)).toBe(400)
        expect(answer.body.error).toEqual([{ type: 'INVALID_VALUE', message: expect.any(String), param: 'limit' }])
      }
    }
    expect((await api.sync({ limit: '-5' })).body.error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'limit' })
  })

  it('has no bound on the described profile but the GL’s 250', async () => {
    const sandbox = large('described')
    const api = apiFor(sandbox, bookkeeper)
    const invoices = await api.invoices({ limit: 300 })
    expect(invoices.status).toBe(200)
    expect(invoices.body.data).toHaveLength(300)
    expect(invoices.body.cursor.after).toEqual(expect.any(String))
    const transactions = await listing(sandbox, api, '300')
    expect(transactions.body.data).toHaveLength(300)
    expect(transactions.body.cursor).toEqual(expect.any(String))
    const gl = await api.gl(receivable, { limit: 251 })
    expect(gl.status).toBe(400)
    expect(gl.body.error).toEqual([{ type: 'INVALID_VALUE', message: expect.any(String), param: 'limit' }])
    expect((await api.gl(receivable, { limit: 250 })).status).toBe(200)
  })

  it('below 1 is ignored on the described profile: the default 100 applies', async () => {
    const sandbox = large('described')
    const api = apiFor(sandbox, bookkeeper)
    for (const limit of [0, -5]) {
      expect((await api.invoices({ limit })).body.data, String(limit)).toHaveLength(100)
      expect((await api.gl(bakery.glAccounts.checking, { limit })).body.data, String(limit)).toHaveLength(100)
      expect((await listing(sandbox, api, String(limit))).body.data, String(limit)).toHaveLength(100)
    }
  })

  it.each(['bookkit', 'described'] as const)('that is not an integer is 400 INVALID_FORMAT on the %s profile', async (profile) => {
    const sandbox = smallSandbox({ profile })
    const api = apiFor(sandbox)
    const header = profile === 'bookkit' ? await api.sync({ limit: '2.5' }) : await listing(sandbox, api, '2.5')
    for (const answer of [await api.invoices({ limit: 2.5 }), await api.gl(receivable, { limit: '10' }), header]) {
      expect(answer.status).toBe(400)
      expect(answer.body.error).toEqual([{ type: 'INVALID_FORMAT', message: expect.any(String), param: 'limit' }])
    }
  })
})
