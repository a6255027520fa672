// @vitest-environment node
// failNext (status, times, path, method, body, network error, dropped answer) and latency (fixed, seeded range, abortable).
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
    const request = buildRequest('POST', '/v6/banks/transactions', { token: api.token, body: { data: [expense({ description: 'Rye, answer lost' })] } })
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
  it('delays every answer by a fixed time', async () => {
    const sandbox = smallSandbox({ latencyMs: 40 })
    const started = performance.now()
    expect((await send(sandbox, 'GET', '/v6/closing')).status).toBe(401)
    expect(performance.now() - started).toBeGreaterThanOrEqual(35)
  })

  it('draws a range from the seed, so two sandboxes with one seed wait alike', async () => {
    const timings = async () => {
      const sandbox = smallSandbox({ latencyMs: [0, 30] })
      const result: number[] = []
      for (let i = 0; i < 6; i++) {
        const started = performance.now()
        await sandbox.handle(buildRequest('GET', '/v6/closing'))
        result.push(performance.now() - started)
      }
      return result
    }
    const [first, second] = [await timings(), await timings()]
    const spread = Math.max(...first) - Math.min(...first)
    expect(spread).toBeGreaterThan(3)
    first.forEach((ms, i) => expect(Math.abs(ms - (second[i] as number))).toBeLessThan(15))
  })

  it('is aborted by the request’s signal', async () => {
    const sandbox = smallSandbox({ latencyMs: 10_000 })
    const controller = new AbortController()
    const request = new Request('https://sandbox.bookkit.test/v6/closing', { signal: controller.signal })
    const answer = sandbox.handle(request)
    setTimeout(() => controller.abort(), 10)
    const started = performance.now()
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' })
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
