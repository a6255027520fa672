// The batch protocol of both save endpoints: one result per item, in order; an item's failure
// stays in that item; only a missing or malformed `data` fails the whole request.
import type { SandboxProfile } from '../../src/sandbox'
import { apiFor, bakery, balancedEntry, expense, smallSandbox } from './helpers'

const ENDPOINTS = ['/v6/banks/transactions', '/v6/accounting/manualJournalEntries'] as const

describe.each(ENDPOINTS)('POST %s', (path) => {
  it.each([
    [{}, 'REQUIRED'],
    [{ data: null }, 'REQUIRED'],
    [{ data: { date: '2026-06-01' } }, 'INVALID_FORMAT'],
    [{ data: 'everything' }, 'INVALID_FORMAT'],
    [{ data: Array.from({ length: 1001 }, () => ({})) }, 'INVALID_VALUE'],
  ])('fails the whole request for %j with 400 %s on data', async (body, type) => {
    const answer = await apiFor(smallSandbox()).post(path, body)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ result: 'FAILURE', error: [{ type, message: expect.any(String), param: 'data' }] })
  })

  it('answers an empty batch with an empty list', async () => {
    const answer = await apiFor(smallSandbox()).post(path, { data: [] })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ result: 'SUCCESS', data: [] })
  })

  it('reports an element that is not an object in that element only', async () => {
    const answer = await apiFor(smallSandbox()).post(path, { data: [42, null, ['x']] })
    expect(answer.status).toBe(200)
    expect(answer.body.result).toBe('SUCCESS')
    for (const item of answer.body.data)
      expect(item).toMatchObject({ result: 'FAILURE', statusCode: 400, data: null, error: [{ type: 'INVALID_FORMAT' }] })
  })
})

describe('mixed batches', () => {
  it('saves the good items and reports each failure with its own status, in order', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const existing = (await api.saveBankTransactions([expense({ apiName: 'POS', apiSourceId: 'first' })])).body.data[0].data
    const before = sandbox.inspect.bankTransactions().length
    const answer = await api.saveBankTransactions([
      expense({ apiSourceId: 'ok-1', apiName: 'POS' }),
      { id: existing.id, notes: 'updated' },
      expense({ amount: 'lots' }),
      { id: 'btxn_404040' },
      expense({ apiName: 'POS', apiSourceId: 'first' }),
      expense({ date: '2026-01-05' }),
      expense({ bankAccountId: bakery.bankAccounts.savings, apiSourceId: 'ok-2' }),
    ])
    expect(answer.status).toBe(200)
    expect(answer.body.result).toBe('SUCCESS')
    expect(answer.body.data.map((item: { result: string; statusCode: number }) => [item.result, item.statusCode])).toEqual([
      ['SUCCESS', 201],
      ['SUCCESS', 200],
      ['FAILURE', 400],
      ['FAILURE', 404],
      ['FAILURE', 409],
      ['FAILURE', 400],
      ['SUCCESS', 201],
    ])
    expect(answer.body.data[5].error[0].type).toBe('NOT_MODIFIABLE')
    expect(sandbox.inspect.bankTransactions().length).toBe(before + 2)
  })
})

describe.each(['bookkit', 'described'] as const satisfies readonly SandboxProfile[])('maxBatchItems in the %s profile', (profile) => {
  it.each([
    ['/v6/banks/transactions', 'bankTransactions', (n: number) => expense({ description: `Capped batch ${n}` })],
    ['/v6/accounting/manualJournalEntries', 'journalEntries', (n: number) => balancedEntry({ description: `Capped batch ${n}` })],
  ] as const)('caps %s: 4 items are refused 400 INVALID_VALUE on data, 3 are taken', async (path, records, item) => {
    const sandbox = smallSandbox({ profile, maxBatchItems: 3 })
    expect(sandbox.options.maxBatchItems).toBe(3)
    const api = apiFor(sandbox)
    const capped = () => sandbox.inspect[records](bakery.id).filter((record) => record.description?.startsWith('Capped batch'))
    const refused = await api.post(path, { data: [1, 2, 3, 4].map(item) })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      result: 'FAILURE',
      error: [{ type: 'INVALID_VALUE', message: expect.stringContaining('3'), param: 'data' }],
    })
    expect(capped()).toHaveLength(0)
    const taken = await api.post(path, { data: [1, 2, 3].map(item) })
    expect(taken.status).toBe(200)
    expect(taken.body.data.map((result: { statusCode: number }) => result.statusCode)).toEqual([201, 201, 201])
    expect(capped()).toHaveLength(3)
  })
})

describe('maxBatchItems', () => {
  it('defaults to 1000', () => {
    expect(smallSandbox().options.maxBatchItems).toBe(1000)
  })

  it.each([0, -1, 2.5, Number.NaN])('refuses %s', (maxBatchItems) => {
    expect(() => smallSandbox({ maxBatchItems })).toThrow(new TypeError('createSandbox: maxBatchItems must be a whole number >= 1'))
  })
})
