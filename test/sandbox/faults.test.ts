// failNext (status, times, path, method, body, network error, dropped answer) and latency (fixed, seeded range, abortable).
// The faults that handle the request first, hang or add headers: faultAnswers.test.ts.
import type { Sandbox } from '../../src/sandbox'
import { apiFor, bakery, buildRequest, expense, send, smallSandbox } from './helpers'

const INVOICES = '/v6/invoicing/invoices/query'

describe('failNext', () => {
  it('answers the failure envelope for a bare status, for `times` matching requests, then recovers', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    sandbox.failNext({ status: 500, times: 2, path: INVOICES })
    expect((await api.get('/v6/closing')).status).toBe(200)
    for (let i = 0; i < 2; i++) {
      const answer = await api.invoices()
      expect(answer.status).toBe(500)
      expect(answer.body).toEqual({ result: 'FAILURE', error: [{ type: 'UNKNOWN_ERROR', message: expect.any(String) }] })
    }
    expect((await api.invoices()).status).toBe(200)
  })

  it.each([
    [401, 'INVALID_TOKEN'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [400, 'BAD_REQUEST'],
  ])('maps status %i to %s', async (status, type) => {
    const sandbox = smallSandbox()
    sandbox.failNext({ status })
    const answer = await apiFor(sandbox).get('/v6/closing')
    expect(answer.status).toBe(status)
    expect(answer.body.error[0].type).toBe(type)
  })

  it('matches the method too, and queues faults in call order', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    sandbox.failNext({ status: 403, method: 'get' })
    sandbox.failNext({ status: 404 })
    expect((await api.invoices()).status).toBe(404)
    expect((await api.get('/v6/closing')).status).toBe(403)
    expect((await api.get('/v6/closing')).status).toBe(200)
  })

  it('answers raw text for `body` (status 200 by default), which is not the contract', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    sandbox.failNext({ body: 'not json', path: INVOICES })
    const response = await sandbox.handle(buildRequest('POST', INVOICES, { token: api.token, body: {} }))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('not json')
    sandbox.failNext({ body: '{"result":"SUCCESS"', status: 502 })
    const broken = await sandbox.handle(buildRequest('GET', '/v6/closing', { token: api.token }))
    expect(broken.status).toBe(502)
    expect(() => JSON.parse('{"result":"SUCCESS"')).toThrow()
    expect((await api.invoices()).status).toBe(200)
  })

  it('answers a network error', async () => {
    const sandbox = smallSandbox()
    sandbox.failNext({ networkError: true, times: 1 })
    const response = await sandbox.handle(buildRequest('GET', '/v6/closing'))
    expect(response.type).toBe('error')
    expect((await send(sandbox, 'GET', '/v6/closing')).status).toBe(401)
  })

  it('handles a request fully and then loses its answer (dropAnswer)', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const before = sandbox.inspect.bankTransactions().length
    sandbox.failNext({ dropAnswer: true, path: '/v6/banks/transactions', method: 'POST' })
    const request = buildRequest('POST', '/v6/banks/transactions', {
      token: api.token,
      body: { data: [expense({ description: 'Rye, answer lost' })] },
    })
    const response = await sandbox.handle(request)
    expect(response.type).toBe('error')
    const stored = sandbox.inspect.bankTransactions().filter((transaction) => transaction.description === 'Rye, answer lost')
    expect(stored).toHaveLength(1)
    expect(sandbox.inspect.bankTransactions()).toHaveLength(before + 1)
    // Used up: the next save answers, and adds its own record.
    expect((await api.saveBankTransactions([expense()])).status).toBe(200)
    expect(sandbox.inspect.bankTransactions()).toHaveLength(before + 2)
  })

  it('drops answers only for matching requests, `times` times', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    sandbox.failNext({ dropAnswer: true, times: 2, method: 'DELETE' })
    expect((await api.get('/v6/closing')).status).toBe(200)
    const [first, second] = sandbox.inspect.bankTransactions(bakery.id).filter((transaction) => transaction.date >= '2026-06-01')
    for (const id of [first?.id, second?.id]) {
      expect((await sandbox.handle(buildRequest('DELETE', `/v6/banks/transactions/${id}`, { token: api.token }))).type).toBe('error')
    }
    expect(sandbox.inspect.deletedBankTransactionIds()).toEqual([first?.id, second?.id])
    // A failed request whose answer is dropped changes nothing either way.
    expect((await api.delete(`/v6/banks/transactions/${first?.id}`)).status).toBe(404)
  })

  it('refuses nonsense options', () => {
    const sandbox = smallSandbox()
    expect(() => sandbox.failNext({ times: 0 })).toThrow(TypeError)
    expect(() => sandbox.failNext({ status: 204 })).toThrow(TypeError)
    expect(() => sandbox.failNext({ status: 700 })).toThrow(TypeError)
    expect(() => sandbox.failNext({ dropAnswer: true, status: 500 })).toThrow(TypeError)
    expect(() => sandbox.failNext({ dropAnswer: true, networkError: true })).toThrow(TypeError)
  })

  it('is forgotten by reset(), which also reseeds the data', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    await api.saveBankTransactions([{ date: '2026-06-01', amount: -5, bankAccountId: bakery.bankAccounts.checking }])
    const count = sandbox.inspect.bankTransactions().length
    sandbox.failNext({ status: 500 })
    sandbox.reset()
    expect(sandbox.inspect.bankTransactions().length).toBe(count - 1)
    expect((await apiFor(sandbox).get('/v6/closing')).status).toBe(200)
    expect((await api.get('/v6/closing')).status).toBe(401)
  })
})

describe('latencyMs', () => {
  // Fake timers make the delays exact and the tests independent of how busy the machine is.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Lets every pending promise run; setImmediate is left real for this. */
  const settle = () => new Promise((resolve) => setImmediate(resolve))

  /** How many ms of the sandbox's latency one request waits, counted on the fake clock. */
  async function delayOf(sandbox: Sandbox): Promise<number> {
    const progress = { answered: false }
    const answer = sandbox.handle(buildRequest('GET', '/v6/closing')).then((response) => {
      progress.answered = true
      return response
    })
    let waited = 0
    await settle()
    while (!progress.answered && waited <= 10_000) {
      await vi.advanceTimersByTimeAsync(1)
      await settle()
      waited++
    }
    expect((await answer).status).toBe(401)
    return waited
  }

  it('delays every answer by a fixed time, and no more', async () => {
    const sandbox = smallSandbox({ latencyMs: 40 })
    expect([await delayOf(sandbox), await delayOf(sandbox)]).toEqual([40, 40])
    expect(await delayOf(smallSandbox())).toBe(0)
  })

  it('draws a range from the seed: the same waits for the same seed, others for another, all within [min, max]', async () => {
    const waits = async (seed: number) => {
      const sandbox = smallSandbox({ seed, latencyMs: [5, 30] })
      const result: number[] = []
      for (let i = 0; i < 8; i++) result.push(await delayOf(sandbox))
      return result
    }
    const [first, again, other] = [await waits(1), await waits(1), await waits(2)]
    expect(again).toEqual(first)
    expect(other).not.toEqual(first)
    for (const ms of [...first, ...other]) {
      expect(ms).toBeGreaterThanOrEqual(5)
      expect(ms).toBeLessThanOrEqual(30)
    }
    expect(new Set(first).size).toBeGreaterThan(1)
  })

  it('is aborted by the request’s signal, long before the latency runs out', async () => {
    const sandbox = smallSandbox({ latencyMs: 10_000 })
    const controller = new AbortController()
    const answer = sandbox.handle(new Request('https://sandbox.bookkit.test/v6/closing', { signal: controller.signal }))
    const rejected = expect(answer).rejects.toMatchObject({ name: 'AbortError' })
    await vi.advanceTimersByTimeAsync(10)
    controller.abort()
    await rejected
    expect(vi.getTimerCount()).toBe(0)
  })
})
