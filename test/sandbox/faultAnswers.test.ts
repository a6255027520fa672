// failNext faults that let the request be handled first (stored, outerFailure, itemsWithoutData),
// that never answer (hang), and that add headers (429 Retry-After): what a client sees, and what
// the sandbox holds afterwards.
import type { Sandbox, SandboxProfile } from '../../src/sandbox'
import { apiFor, bakery, balancedEntry, buildRequest, expense, isPending, smallSandbox } from './helpers'

const BANK = '/v6/banks/transactions'
const JOURNAL = '/v6/accounting/manualJournalEntries'
const PROFILES: readonly SandboxProfile[] = ['bookkit', 'described']

/** Sends a save through `sandbox.handle`, unchecked: fault answers are off the contract on purpose. */
async function rawSave(sandbox: Sandbox, path: string, items: unknown[], signal?: AbortSignal): Promise<Response> {
  const token = sandbox.issueToken().access_token
  return sandbox.handle(new Request(buildRequest('POST', path, { token, body: { data: items } }), { signal }))
}

function bankTransactionsDescribed(sandbox: Sandbox, description: string) {
  return sandbox.inspect.bankTransactions(bakery.id).filter((transaction) => transaction.description === description)
}

// Faults answered before any route is reached, which no profile's conventions touch: once, on the
// sandbox's default profile.
describe('failNext, answered before the route', () => {
  it('hang: stays pending past the latency until the client aborts, then resolves to a network error', async () => {
    const sandbox = smallSandbox({ latencyMs: 5 })
    sandbox.failNext({ hang: true, path: BANK, method: 'POST' })
    const controller = new AbortController()
    const answer = rawSave(sandbox, BANK, [expense({ description: 'Hung, never handled' })], controller.signal)
    // A save sent after it, with the same latency, answers only after the hung one took its fault:
    // the fault is used up, and the first save has had every chance to answer.
    expect((await rawSave(sandbox, BANK, [expense()])).status).toBe(200)
    expect(await isPending(answer)).toBe(true)
    controller.abort()
    expect((await answer).type).toBe('error')
    expect(bankTransactionsDescribed(sandbox, 'Hung, never handled')).toHaveLength(0)
  })

  it('headers: a 429 envelope with Retry-After, and a plain-text 429 whose content-type wins', async () => {
    const sandbox = smallSandbox()
    sandbox.failNext({ status: 429, headers: { 'Retry-After': '2' } })
    sandbox.failNext({ status: 429, body: 'Too many requests', headers: { 'content-type': 'text/plain' } })
    const limited = await rawSave(sandbox, BANK, [expense({ description: 'Rate limited' })])
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('2')
    expect(limited.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await limited.json()).toEqual({
      result: 'FAILURE',
      error: [{ type: 'BAD_REQUEST', message: 'Too many requests: wait before sending again.' }],
    })
    const text = await rawSave(sandbox, BANK, [expense({ description: 'Rate limited' })])
    expect([text.status, text.headers.get('content-type'), await text.text()]).toEqual([429, 'text/plain', 'Too many requests'])
    expect(bankTransactionsDescribed(sandbox, 'Rate limited')).toHaveLength(0)
  })

  it.each([
    [408, 'The request took too long to arrive: send it again.'],
    [429, 'Too many requests: wait before sending again.'],
  ])('answers a bare %i with the BAD_REQUEST envelope', async (status, message) => {
    const sandbox = smallSandbox()
    sandbox.failNext({ status })
    const response = await sandbox.handle(buildRequest('GET', '/v6/closing', { token: sandbox.issueToken().access_token }))
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ result: 'FAILURE', error: [{ type: 'BAD_REQUEST', message }] })
  })
})

describe.each(PROFILES)('failNext in the %s profile', (profile) => {
  it('stored: stores the write, then answers the 500 envelope instead of the real answer', async () => {
    const sandbox = smallSandbox({ profile })
    const api = apiFor(sandbox)
    sandbox.failNext({ stored: true, status: 500, path: BANK, method: 'POST' })
    const answer = await api.saveBankTransactions([expense({ description: 'Rye, stored then 500' })])
    expect(answer.status).toBe(500)
    expect(answer.body).toEqual({ result: 'FAILURE', error: [{ type: 'UNKNOWN_ERROR', message: expect.any(String) }] })
    expect(bankTransactionsDescribed(sandbox, 'Rye, stored then 500')).toHaveLength(1)
    // Without `stored` the same fault leaves the books alone.
    sandbox.failNext({ status: 500, path: BANK, method: 'POST' })
    expect((await api.saveBankTransactions([expense({ description: 'Rye, not stored' })])).status).toBe(500)
    expect(bankTransactionsDescribed(sandbox, 'Rye, not stored')).toHaveLength(0)
  })

  it('stored: answers a raw body, or a network error as dropAnswer does, after storing', async () => {
    const sandbox = smallSandbox({ profile })
    sandbox.failNext({ stored: true, body: '<html>Bad gateway</html>', status: 502 })
    const malformed = await rawSave(sandbox, BANK, [expense({ description: 'Stored, HTML answer' })])
    expect([malformed.status, await malformed.text()]).toEqual([502, '<html>Bad gateway</html>'])
    sandbox.failNext({ stored: true, networkError: true })
    expect((await rawSave(sandbox, BANK, [expense({ description: 'Stored, answer lost' })])).type).toBe('error')
    expect(bankTransactionsDescribed(sandbox, 'Stored, HTML answer')).toHaveLength(1)
    expect(bankTransactionsDescribed(sandbox, 'Stored, answer lost')).toHaveLength(1)
  })

  it('finishAfterMs: stores a save the client gave up on, once the time has passed, and answers a client still waiting', async () => {
    const sandbox = smallSandbox({ profile })
    sandbox.failNext({ finishAfterMs: 50, path: BANK, method: 'POST' })
    const controller = new AbortController()
    const abandoned = rawSave(sandbox, BANK, [expense({ description: 'Finished after the client left' })], controller.signal)
    controller.abort()
    expect((await abandoned).type).toBe('error')
    expect(bankTransactionsDescribed(sandbox, 'Finished after the client left')).toHaveLength(1)

    sandbox.failNext({ finishAfterMs: 10, path: BANK, method: 'POST' })
    expect((await rawSave(sandbox, BANK, [expense({ description: 'Finished late, answered' })])).status).toBe(200)
    expect(bankTransactionsDescribed(sandbox, 'Finished late, answered')).toHaveLength(1)
    expect(() => sandbox.failNext({ finishAfterMs: -1 })).toThrow('failNext: finishAfterMs must be a number of milliseconds >= 0')
    expect(() => sandbox.failNext({ finishAfterMs: 10, status: 500 })).toThrow(
      'failNext: finishAfterMs answers the real answer late, so it takes only times, path and method',
    )
  })

  it('hang with stored: the write is stored, and the answer still never comes until the abort', async () => {
    const sandbox = smallSandbox({ profile })
    sandbox.failNext({ hang: true, stored: true, path: JOURNAL })
    const controller = new AbortController()
    const before = sandbox.inspect.journalEntries(bakery.id).length
    const answer = rawSave(sandbox, JOURNAL, [balancedEntry({ description: 'Hung after storing' })], controller.signal)
    await vi.waitFor(() => expect(sandbox.inspect.journalEntries(bakery.id)).toHaveLength(before + 1))
    expect(await isPending(answer)).toBe(true)
    controller.abort()
    expect((await answer).type).toBe('error')
    expect(sandbox.inspect.journalEntries(bakery.id).filter((entry) => entry.description === 'Hung after storing')).toHaveLength(1)
  })

  describe.each([
    [BANK, 'bankTransactions', (marker: string) => expense({ description: marker }), expense({ amount: 'lots' })],
    [JOURNAL, 'journalEntries', (marker: string) => balancedEntry({ description: marker }), balancedEntry({ children: [] })],
  ] as const)('on %s', (path, records, good, refused) => {
    const stored = (sandbox: Sandbox, marker: string) =>
      sandbox.inspect[records](bakery.id).filter((record) => record.description === marker)

    it('outerFailure: the real per-item results under an outer FAILURE envelope, HTTP 500; the good items are stored', async () => {
      const sandbox = smallSandbox({ profile })
      sandbox.failNext({ outerFailure: true, path })
      const response = await rawSave(sandbox, path, [good('Outer failure, first'), refused, good('Outer failure, third')])
      expect(response.status).toBe(500)
      const body = await response.json()
      expect(body.result).toBe('FAILURE')
      expect(body.error).toEqual([{ type: 'UNKNOWN_ERROR', message: expect.stringMatching(/not saved/) }])
      expect(body.data.map((item: { result: string; statusCode: number }) => [item.result, item.statusCode])).toEqual([
        ['SUCCESS', 201],
        ['FAILURE', 400],
        ['SUCCESS', 201],
      ])
      expect(body.data[1]).toMatchObject({ data: null, error: [{ type: expect.any(String), message: expect.any(String) }] })
      const [first] = stored(sandbox, 'Outer failure, first')
      expect(body.data[0].data).toMatchObject({ id: first?.id, description: 'Outer failure, first' })
      expect(stored(sandbox, 'Outer failure, third')).toHaveLength(1)
    })

    it('outerFailure with a status: the outer FAILURE at that status (200 here), the contract’s shape', async () => {
      const sandbox = smallSandbox({ profile })
      const api = apiFor(sandbox)
      sandbox.failNext({ outerFailure: true, status: 200, path })
      const answer = await api.post(path, { data: [good('Outer failure at 200')] })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({
        result: 'FAILURE',
        data: [{ result: 'SUCCESS', statusCode: 201 }],
        error: [{ type: 'UNKNOWN_ERROR' }],
      })
      expect(stored(sandbox, 'Outer failure at 200')).toHaveLength(1)
    })

    it('itemsWithoutData: the real envelope, each SUCCESS item’s data null with its statusCode kept; the record is stored', async () => {
      const sandbox = smallSandbox({ profile })
      const api = apiFor(sandbox)
      sandbox.failNext({ itemsWithoutData: true, path })
      const answer = await api.post(path, { data: [good('Saved, no data back'), refused] })
      expect(answer.status).toBe(200)
      expect(answer.body.result).toBe('SUCCESS')
      expect(answer.body.data[0]).toEqual({ result: 'SUCCESS', statusCode: 201, data: null, error: [] })
      expect(answer.body.data[1]).toMatchObject({ result: 'FAILURE', statusCode: 400, data: null, error: [expect.any(Object)] })
      expect(stored(sandbox, 'Saved, no data back')).toHaveLength(1)
    })

    it('rewrites no whole-request failure: a batch refused as a whole passes as it is', async () => {
      const sandbox = smallSandbox({ profile })
      const api = apiFor(sandbox)
      sandbox.failNext({ outerFailure: true, itemsWithoutData: true, path })
      const answer = await api.post(path, { data: 'everything' })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ result: 'FAILURE', error: [{ type: 'INVALID_FORMAT', message: expect.any(String), param: 'data' }] })
    })
  })
})

describe('failNext({ outerFailure }) and the described listing', () => {
  it('passes a listing that the fault matched as it is', async () => {
    const sandbox = smallSandbox({ profile: 'described' })
    const api = apiFor(sandbox)
    sandbox.failNext({ outerFailure: true, path: BANK, method: 'POST' })
    const page = await api.post(BANK, undefined, { limit: '2' })
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ result: 'SUCCESS', data: [expect.any(Object), expect.any(Object)], deletedIds: [] })
  })
})

describe('failNext option checks', () => {
  it.each([
    ['hang with a status', { hang: true, status: 500 }],
    ['hang with a body', { hang: true, body: 'x' }],
    ['hang with networkError', { hang: true, networkError: true }],
    ['hang with dropAnswer', { hang: true, dropAnswer: true }],
    ['headers on a hang', { hang: true, headers: { 'Retry-After': '1' } }],
    ['headers on a network error', { networkError: true, headers: { 'Retry-After': '1' } }],
    ['headers that are not strings', { status: 429, headers: { 'Retry-After': 2 } }],
    ['a header name HTTP cannot carry', { status: 429, headers: { 'Retry After': '2' } }],
    ['outerFailure with a body', { outerFailure: true, body: 'x' }],
    ['outerFailure with networkError', { outerFailure: true, networkError: true }],
    ['outerFailure with hang', { outerFailure: true, hang: true }],
    ['itemsWithoutData with dropAnswer', { itemsWithoutData: true, dropAnswer: true }],
    ['itemsWithoutData with a status', { itemsWithoutData: true, status: 500 }],
    ['outerFailure with stored: false', { outerFailure: true, stored: false }],
    ['dropAnswer with stored: false', { dropAnswer: true, stored: false }],
  ])('refuses %s', (_, options) => {
    expect(() => smallSandbox().failNext(options as never)).toThrow(TypeError)
  })

  it('takes the combinations that mean something', () => {
    const sandbox = smallSandbox()
    expect(() => sandbox.failNext({ hang: true, stored: true, path: BANK })).not.toThrow()
    expect(() =>
      sandbox.failNext({ outerFailure: true, itemsWithoutData: true, status: 502, headers: { 'Retry-After': '5' } }),
    ).not.toThrow()
    expect(() => sandbox.failNext({ stored: true, dropAnswer: true })).not.toThrow()
  })
})
