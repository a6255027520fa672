// What a write's failure means, as data: `requestFailure` tells a refusal (the service said no, it
// stored nothing) from an unknown outcome (it may have stored it), from the errors the client really
// throws against the sandbox; `itemOutcome` does the same for one item of a batch answer, and
// `writeInBatches` sends a long write in batches that stop at the first failure.
import { BookkeepingAuthError, BookkeepingError, createBookkeepingClient, type BatchItemResult } from '../../src/api'
import type { BankTransactionInput } from '../../src/api/types'
import {
  countOutcomes,
  itemOutcome,
  requestFailure,
  writeInBatches,
  type WriteOutcome,
  type WriteProgress,
} from '../../src/api/writes/outcome'
import { SANDBOX } from '../../src/sandbox'
import { sandboxClient, sandboxTokenFetcher, serviceFor, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery
const BANK_TRANSACTIONS = '/v6/banks/transactions'

function expense(apiSourceId: string): BankTransactionInput {
  return {
    date: '2026-06-15',
    amount: -1500,
    type: 'EXPENSE',
    bankAccountId: bakery.bankAccounts.checking,
    categoryId: bakery.categories.ingredients,
    description: 'Butter',
    apiName: 'BOOKKIT_TEST',
    apiSourceId,
  }
}

/** What a save's rejection means, as `requestFailure` tells it. */
async function failureOfSave(save: Promise<unknown>, signal?: AbortSignal) {
  const error = await save.then(
    (value) => {
      throw new Error(`expected the save to fail, got ${JSON.stringify(value)}`)
    },
    (failure: unknown) => failure,
  )
  return requestFailure(error, signal)
}

/** A signed-in client of the sandbox, so that a fault meets the save and not the sign-in. */
async function signedInClient(options: Partial<Parameters<typeof createBookkeepingClient>[0]> = {}) {
  const client = createBookkeepingClient({
    baseUrl: TEST_BASE_URL,
    fetchToken: sandboxTokenFetcher(state.sandbox),
    service: serviceFor(state.sandbox),
    ...options,
  })
  await client.getClosing()
  return client
}

describe('requestFailure: refused, when the service said no', () => {
  it("is refused with the service's error items for a 400 FAILURE envelope", async () => {
    const client = await signedInClient()
    state.sandbox.failNext({
      status: 400,
      body: JSON.stringify({
        result: 'FAILURE',
        error: [{ type: 'INVALID_VALUE', message: 'The amount is not a number.', param: 'amount' }],
      }),
      path: BANK_TRANSACTIONS,
    })
    expect(await failureOfSave(client.saveBankTransactions([expense('refused-400')]))).toEqual({
      status: 'refused',
      statusCode: 400,
      errors: [{ type: 'INVALID_VALUE', message: 'The amount is not a number.', param: 'amount' }],
      kind: 'service',
    })
  })

  it('is refused for a 409', async () => {
    const client = await signedInClient()
    state.sandbox.failNext({ status: 409, path: BANK_TRANSACTIONS })
    expect(await failureOfSave(client.saveBankTransactions([expense('refused-409')]))).toMatchObject({
      status: 'refused',
      statusCode: 409,
      errors: [expect.objectContaining({ type: 'DUPLICATE' })],
      kind: 'service',
    })
  })

  it('is refused, kind forbidden, for a write of a read-only session', async () => {
    const { client } = sandboxClient(state.sandbox, { scope: 'read' })
    expect(await failureOfSave(client.saveBankTransactions([expense('read-only')]))).toMatchObject({
      status: 'refused',
      statusCode: 403,
      errors: [expect.objectContaining({ type: 'FORBIDDEN' })],
      kind: 'forbidden',
    })
  })

  it('is refused, kind auth, when signing in failed: nothing was sent', async () => {
    const client = createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken: () => Promise.reject(new Error('the host route answered 500')),
    })
    const failure = await failureOfSave(client.saveBankTransactions([expense('no-sign-in')]))
    expect(failure).toMatchObject({
      status: 'refused',
      statusCode: 401,
      kind: 'auth',
      errors: [expect.objectContaining({ type: 'INVALID_TOKEN' })],
    })
    expect(requestFailure(new BookkeepingAuthError('fetchToken failed'))).toMatchObject({ status: 'refused', kind: 'auth' })
  })

  it('is refused for a write bookkit would not send (more items than maxBatchSize)', async () => {
    const client = await signedInClient({ service: { ...serviceFor(state.sandbox), maxBatchSize: 1 } })
    const failure = await failureOfSave(client.saveBankTransactions([expense('too-many-1'), expense('too-many-2')]))
    expect(failure).toMatchObject({
      status: 'refused',
      kind: 'service',
      errors: [expect.objectContaining({ message: expect.stringMatching(/maxBatchSize/) })],
    })
  })
})

describe('requestFailure: unknown, when it may have been stored', () => {
  it.each([500, 503, 408])("is unknown (failed) for a %s, keeping the service's words", async (status) => {
    const client = await signedInClient()
    state.sandbox.failNext({ status, path: BANK_TRANSACTIONS })
    const failure = await failureOfSave(client.saveBankTransactions([expense(`failed-${status}`)]))
    expect(failure).toEqual({
      status: 'unknown',
      reason: 'failed',
      statusCode: status,
      errors: [expect.objectContaining({ message: expect.any(String) })],
    })
  })

  it('is unknown (noAnswer) when the connection broke', async () => {
    const client = await signedInClient()
    state.sandbox.failNext({ networkError: true, path: BANK_TRANSACTIONS })
    expect(await failureOfSave(client.saveBankTransactions([expense('no-answer')]))).toEqual({
      status: 'unknown',
      reason: 'noAnswer',
      errors: [],
    })
  })

  it('is unknown (timeout) when no answer came within the write limit', async () => {
    const client = await signedInClient({ requestTimeout: { write: 150 } })
    state.sandbox.failNext({ hang: true, stored: true, path: BANK_TRANSACTIONS })
    expect(await failureOfSave(client.saveBankTransactions([expense('timed-out')]))).toEqual({
      status: 'unknown',
      reason: 'timeout',
      errors: [],
    })
  })

  it('is unknown (unreadable) when the answer could not be read', async () => {
    const client = await signedInClient()
    state.sandbox.failNext({ status: 200, body: 'not json', path: BANK_TRANSACTIONS })
    expect(await failureOfSave(client.saveBankTransactions([expense('unreadable')]))).toEqual({
      status: 'unknown',
      reason: 'unreadable',
      errors: [],
    })
  })

  it('is unknown (busy) with retryAt for a 429', async () => {
    const client = await signedInClient()
    state.sandbox.failNext({ status: 429, headers: { 'Retry-After': '5' }, path: BANK_TRANSACTIONS })
    const before = Date.now()
    const failure = await failureOfSave(client.saveBankTransactions([expense('busy')]))
    expect(failure).toEqual({ status: 'unknown', reason: 'busy', errors: [], retryAt: expect.any(Number) })
    if (failure.status !== 'unknown') throw new Error('expected unknown')
    expect(failure.retryAt).toBeGreaterThanOrEqual(before + 5_000)
    expect(failure.retryAt).toBeLessThanOrEqual(Date.now() + 5_000)
  })

  it('is unknown (cancelled) when the user aborted the signal', async () => {
    const client = await signedInClient()
    state.sandbox.failNext({ hang: true, path: BANK_TRANSACTIONS })
    const controller = new AbortController()
    const save = client.saveBankTransactions([expense('cancelled')], { signal: controller.signal })
    setTimeout(() => controller.abort(new DOMException('The user cancelled the save.', 'AbortError')), 50)
    expect(await failureOfSave(save, controller.signal)).toEqual({ status: 'unknown', reason: 'cancelled', errors: [] })
  })

  it('rethrows what is not a bookkeeping failure: a defect, not an outcome', () => {
    const defect = new TypeError("Cannot read properties of undefined (reading 'id')")
    expect(() => requestFailure(defect)).toThrow(defect)
    expect(requestFailure(new BookkeepingError('unsupported'))).toMatchObject({ status: 'refused', kind: 'service' })
  })
})

describe('itemOutcome', () => {
  const record = { id: 'btxn_1', date: '2026-06-15', amount: -100 }

  it('is saved for an ok item, with its record or without one', () => {
    expect(itemOutcome({ ok: true, statusCode: 201, data: record })).toEqual({ status: 'saved', statusCode: 201, record, recovered: false })
    expect(itemOutcome({ ok: true, statusCode: 200 })).toEqual({ status: 'saved', statusCode: 200, record: undefined, recovered: false })
  })

  it('is refused for a 4xx item, with its kind, and unknown for a failed (5xx) item', () => {
    const errors = [{ type: 'NOT_FOUND' as const, message: 'No such transaction.' }]
    expect(itemOutcome({ ok: false, statusCode: 404, errors })).toEqual({ status: 'refused', statusCode: 404, errors, kind: 'notFound' })
    expect(itemOutcome({ ok: false, statusCode: 400, errors: [{ type: 'REQUIRED', message: 'x', param: 'date' }] })).toMatchObject({
      status: 'refused',
      kind: 'service',
    })
    const failed: BatchItemResult<typeof record> = { ok: false, statusCode: 500, errors: [{ type: 'UNKNOWN_ERROR', message: 'Oops' }] }
    expect(itemOutcome(failed)).toEqual({ status: 'unknown', reason: 'failed', canCheck: false, errors: failed.errors })
  })

  it('counts outcomes by status', () => {
    const outcomes: WriteOutcome<unknown>[] = [
      { status: 'saved', statusCode: 201, record: undefined, recovered: false },
      { status: 'saved', statusCode: 200, record: undefined, recovered: true },
      { status: 'refused', statusCode: 400, errors: [], kind: 'service' },
      { status: 'notSent' },
    ]
    expect(countOutcomes(outcomes)).toEqual({ saved: 2, refused: 1, unknown: 0, notSent: 1 })
  })
})

describe('writeInBatches', () => {
  const saved: WriteOutcome<string> = { status: 'saved', statusCode: 201, record: 'ok', recovered: false }

  it('sends batches of at most maxBatchSize one after another, reporting progress', async () => {
    const batches: number[][] = []
    const progress: WriteProgress[] = []
    let inFlight = 0
    const outcomes = await writeInBatches(
      ['a', 'b', 'c', 'd', 'e'],
      async (indexes) => {
        inFlight++
        expect(inFlight).toBe(1)
        batches.push([...indexes])
        await new Promise((resolve) => setTimeout(resolve, 5))
        inFlight--
        return { outcomes: indexes.map(() => saved), failed: false }
      },
      { maxBatchSize: 2, onProgress: (step) => progress.push(step) },
    )
    expect(batches).toEqual([[0, 1], [2, 3], [4]])
    expect(outcomes).toEqual([saved, saved, saved, saved, saved])
    expect(progress.at(0)).toEqual({ done: 0, total: 5, saved: 0 })
    expect(progress.at(-1)).toEqual({ done: 5, total: 5, saved: 5 })
  })

  it('stops at a batch that failed as a whole: what was saved stays saved, the rest is not sent', async () => {
    const unknown: WriteOutcome<string> = { status: 'unknown', reason: 'noAnswer', canCheck: true, errors: [] }
    const sent: number[] = []
    const outcomes = await writeInBatches(
      ['a', 'b', 'c', 'd', 'e'],
      async (indexes) => {
        sent.push(...indexes)
        return indexes[0] === 2
          ? { outcomes: indexes.map(() => unknown), failed: true }
          : { outcomes: indexes.map(() => saved), failed: false }
      },
      { maxBatchSize: 2 },
    )
    expect(sent).toEqual([0, 1, 2, 3])
    expect(outcomes).toEqual([saved, saved, unknown, unknown, { status: 'notSent' }])
  })

  it('sends nothing once the signal is aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    const send = vi.fn()
    expect(await writeInBatches(['a', 'b'], send, { maxBatchSize: 1, signal: controller.signal })).toEqual([
      { status: 'notSent' },
      { status: 'notSent' },
    ])
    expect(send).not.toHaveBeenCalled()
  })
})
