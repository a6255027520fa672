// The framework-free home of bank-transaction writes: one outcome per item whatever the service
// answers. A 5xx, a timeout, a lost or unreadable answer is unknown and found out by a sync before
// anything is sent again; only a 4xx is a refusal; batches are bounded and read item by item;
// a 429 waits for Retry-After. Both profiles, against the sandbox with its faults.
import { http, HttpResponse } from 'msw'
import { createBookkeepingClient, type BookkeepingClient } from '../../src/api'
import { bankTransactionItem } from '../../src/api/writes/bankTransactionItems'
import { holdsWrite } from '../../src/api/writes/bankTransactionChecks'
import { writeKey, type UnsettledWrites } from '../../src/api/writes/unsettledWrites'
import { deleteBankTransactionSurely, saveBankTransactionsSurely } from '../../src/api/writes/bankTransactionWrites'
import type { WriteProgress } from '../../src/api/writes/outcome'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { SANDBOX } from '../../src/sandbox'
import { PROFILES } from '../support/profiles'
import { recordRequests } from '../support/requests'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const SAVE_PATH = '/v6/banks/transactions'
const save = { method: 'POST', path: SAVE_PATH } as const

describe('holdsWrite', () => {
  const record = {
    id: 'btxn_1',
    date: '2026-06-01',
    amount: -500,
    category: { id: 'ctg_a' },
    reviewStatus: 'REVIEWED',
    classSegments: [{ id: 'dv_2' }, { id: 'dv_1' }],
  } as unknown as BankTransaction
  it('compares only what the item sent, in the shape the record answers it', () => {
    expect(holdsWrite(record, { id: 'btxn_1', categoryId: 'ctg_a', reviewStatus: 'REVIEWED' })).toBe(true)
    expect(holdsWrite(record, { id: 'btxn_1', categoryId: 'ctg_b' })).toBe(false)
    expect(holdsWrite(record, { id: 'btxn_1', classSegmentIds: ['dv_1', 'dv_2'] })).toBe(true)
    // A field cleared with null is held by a record without it.
    expect(holdsWrite(record, { id: 'btxn_1', notes: null } as unknown as BankTransactionInput)).toBe(true)
    expect(holdsWrite(record, { id: 'btxn_1', vendorId: 'vnd_1' })).toBe(false)
  })
  it('keys a create by its apiName and apiSourceId, an update by its id', () => {
    expect(writeKey({ apiName: 'POS', apiSourceId: 'sale-1', date: '2026-06-01', amount: 1 })).toBe('create:POS:sale-1')
    expect(writeKey({ id: 'btxn_1', categoryId: 'ctg_a' })).toBe('update:btxn_1')
    expect(writeKey({ date: '2026-06-01', amount: 1 })).toBeUndefined()
  })
})

describe.each(PROFILES)('saveBankTransactionsSurely ($profile service)', ({ profile, service }) => {
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } })
  const isSave = (request: Request) =>
    request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH && request.headers.has('content-type')
  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  const notesOf = (id: string) => stored().find((transaction) => transaction.id === id)?.notes

  function setUp({
    maxBatchSize = service.maxBatchSize,
    requestTimeout,
    settleWindowMs,
  }: { maxBatchSize?: number; requestTimeout?: number; settleWindowMs?: number } = {}) {
    const fetchToken = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const client: BookkeepingClient = createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken,
      service: { ...service, maxBatchSize, settleWindowMs },
      requestTimeout,
    })
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const open = stored().filter((transaction) => transaction.date > closing && (transaction.children ?? []).length === 0)
    const closed = stored().find((transaction) => transaction.date <= closing) as BankTransaction
    const unsettled: UnsettledWrites = new Map()
    const progress: WriteProgress[] = []
    const options = (since?: string) => ({
      unsettled,
      since: () => since,
      maxBatchSize,
      settleWindowMs: client.service.settleWindowMs,
      onProgress: (told: WriteProgress) => void progress.push(told),
    })
    return { client, open, closed, unsettled, progress, options, requests: recordRequests(state.server), first: open[0] as BankTransaction }
  }
  /** When each save was sent, in epoch milliseconds. */
  const saveTimes = () => {
    const times: number[] = []
    const listener = ({ request }: { request: Request }) => void (isSave(request) && times.push(Date.now()))
    state.server.events.on('request:start', listener)
    onTestFinished(() => void state.server.events.removeListener('request:start', listener))
    return times
  }
  const sinceOf = async (client: BookkeepingClient) => (await client.listBankTransactions({ limit: 1 })).lastUpdatedDate

  it('finds a stored update without a sync instant by walking the whole set, and sends nothing again', async () => {
    const { client, first, options, unsettled, requests } = setUp()
    state.sandbox.failNext({ dropAnswer: true, ...save })
    const [outcome] = await saveBankTransactionsSurely(client, [{ id: first.id, notes: 'Paid in cash' }], options())
    expect(outcome).toMatchObject({ status: 'saved', recovered: true, record: { id: first.id, notes: 'Paid in cash' } })
    expect(requests.filter(isSave)).toHaveLength(1)
    expect(unsettled.size).toBe(0)
  })

  it('sends an update the service never got once more, and then has its answer', async () => {
    const { client, first, options, requests } = setUp()
    const since = await sinceOf(client)
    state.sandbox.failNext({ networkError: true, ...save })
    const [outcome] = await saveBankTransactionsSurely(client, [{ id: first.id, notes: 'Paid by card' }], options(since))
    expect(outcome).toMatchObject({ status: 'saved', recovered: false, record: { notes: 'Paid by card' } })
    expect(requests.filter(isSave)).toHaveLength(2)
  })

  it('a 500 answered after the service stored the write is found by a check and saved, never sent again', async () => {
    const { client, first, options, requests } = setUp()
    const since = await sinceOf(client)
    state.sandbox.failNext({ stored: true, status: 500, ...save })
    const [outcome] = await saveBankTransactionsSurely(client, [{ id: first.id, notes: 'Stored, then a 500' }], options(since))
    expect(outcome).toMatchObject({ status: 'saved', recovered: true, record: { id: first.id, notes: 'Stored, then a 500' } })
    expect(requests.filter(isSave)).toHaveLength(1)
    expect(notesOf(first.id)).toBe('Stored, then a 500')
  })

  it('a create answered 500 after it was stored is saved once: the check finds it by its apiSourceId', async () => {
    const { client, options, requests } = setUp()
    const since = await sinceOf(client)
    const create = {
      date: '2026-06-20',
      amount: -990,
      type: 'EXPENSE',
      bankAccountId: bakery.bankAccounts.checking,
      description: 'Napkins',
      apiSourceId: 'draft-napkins',
    }
    state.sandbox.failNext({ stored: true, status: 500, ...save })
    const [outcome] = await saveBankTransactionsSurely(client, [create], options(since))
    expect(outcome).toMatchObject({ status: 'saved', recovered: true, record: { description: 'Napkins' } })
    expect(stored().filter((transaction) => transaction.description === 'Napkins')).toHaveLength(1)
    expect(requests.filter(isSave)).toHaveLength(1)
  })

  it('a 500 the check finds not stored is refused with the service’s own words, and not sent again', async () => {
    const { client, first, options, requests } = setUp()
    const since = await sinceOf(client)
    state.sandbox.failNext({ status: 500, ...save })
    const [outcome] = await saveBankTransactionsSurely(client, [{ id: first.id, notes: 'Never stored' }], options(since))
    expect(outcome).toMatchObject({ status: 'refused', errors: [{ type: 'UNKNOWN_ERROR', message: expect.stringMatching(/./) }] })
    expect(requests.filter(isSave)).toHaveLength(1)
    expect(notesOf(first.id)).not.toBe('Never stored')
  })

  it('a write past its time limit is unknown at once; the next call finds it stored before sending', async () => {
    const { client, first, options, unsettled, requests } = setUp({ requestTimeout: 300 })
    const since = await sinceOf(client)
    state.sandbox.failNext({ stored: true, hang: true, ...save })
    const write = [{ id: first.id, notes: 'Stored, answer never came' }]
    const [outcome] = await saveBankTransactionsSurely(client, write, options(since))
    expect(outcome).toMatchObject({ status: 'unknown', reason: 'timeout', canCheck: true })
    expect(unsettled.get(`update:${first.id}`)?.since).toBe(since)
    expect(requests.filter(isSave)).toHaveLength(1)

    const [again] = await saveBankTransactionsSurely(client, write, options(since))
    expect(again).toMatchObject({ status: 'saved', recovered: true })
    expect(requests.filter(isSave)).toHaveLength(1)
  })

  it('a cancelled write is unknown; the next call holds until its settle window has passed, finds it not stored and sends it once', async () => {
    const { client, first, options, progress, requests } = setUp({ settleWindowMs: 500 })
    const since = await sinceOf(client)
    state.sandbox.failNext({ hang: true, ...save })
    const controller = new AbortController()
    const write = [{ id: first.id, notes: 'Cancelled while waiting' }]
    const sendTimes = saveTimes()
    const pending = saveBankTransactionsSurely(client, write, { ...options(since), signal: controller.signal })
    await vi.waitFor(() => expect(requests.filter(isSave)).toHaveLength(1))
    const sentBy = Date.now()
    controller.abort()
    const [cancelled] = await pending
    expect(cancelled).toEqual({ status: 'unknown', reason: 'cancelled', canCheck: true, errors: [], settlesAt: expect.any(Number) })
    const { settlesAt } = cancelled as { settlesAt: number }
    expect(settlesAt).toBeLessThanOrEqual(sentBy + 500)

    const [again] = await saveBankTransactionsSurely(client, write, options(since))
    expect(again).toMatchObject({ status: 'saved', recovered: false, record: { notes: 'Cancelled while waiting' } })
    expect(progress).toContainEqual(expect.objectContaining({ checkingUntil: settlesAt }))
    // Sent again only once the first could no longer land unseen.
    expect(requests.filter(isSave)).toHaveLength(2)
    expect(sendTimes[1]).toBeGreaterThanOrEqual(settlesAt)
  })

  it('a session that ends while a write is on its way settles it as cancelled, never a rejection', async () => {
    const { client, first, options, requests } = setUp()
    state.sandbox.failNext({ hang: true, ...save })
    const pending = saveBankTransactionsSurely(client, [{ id: first.id, notes: 'Signed out meanwhile' }], options())
    await vi.waitFor(() => expect(requests.filter(isSave)).toHaveLength(1))
    client.close()
    expect(await pending).toEqual([{ status: 'unknown', reason: 'cancelled', canCheck: true, errors: [], settlesAt: expect.any(Number) }])
  })

  it('reads a batch item by item under an outer FAILURE: the stored items are saved, the refused one keeps its reason', async () => {
    const { client, open, closed, options } = setUp()
    const items = [
      { id: open[0]!.id, notes: 'One' },
      { id: closed.id, notes: 'Closed' },
      { id: open[1]!.id, notes: 'Two' },
    ]
    state.sandbox.failNext({ outerFailure: true, status: 500, ...save })
    const outcomes = await saveBankTransactionsSurely(client, items, options(await sinceOf(client)))
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved', 'refused', 'saved'])
    expect(outcomes[1]).toMatchObject({ errors: [{ type: 'NOT_MODIFIABLE' }] })
    expect([notesOf(open[0]!.id), notesOf(open[1]!.id)]).toEqual(['One', 'Two'])
  })

  it('a SUCCESS item with status 201 and no data is saved, its record read back from a sync', async () => {
    const { client, options } = setUp()
    const create = {
      date: '2026-06-21',
      amount: -450,
      type: 'EXPENSE',
      bankAccountId: bakery.bankAccounts.checking,
      description: 'Paper cups',
      apiSourceId: 'draft-cups',
    }
    state.sandbox.failNext({ itemsWithoutData: true, ...save })
    const [outcome] = await saveBankTransactionsSurely(client, [create], options(await sinceOf(client)))
    const created = stored().find((transaction) => transaction.description === 'Paper cups')
    expect(outcome).toMatchObject({
      status: 'saved',
      statusCode: 201,
      recovered: false,
      record: { id: created?.id, description: 'Paper cups' },
    })
  })

  it('sends a large write in batches of maxBatchSize, in order, with progress, each batch landing as it comes', async () => {
    const { client, open, options, progress, requests } = setUp({ maxBatchSize: 2 })
    const items = open.slice(0, 5).map((transaction, index) => ({ id: transaction.id, notes: `Batch ${index}` }))
    const landed: number[] = []
    const outcomes = await saveBankTransactionsSurely(client, items, { ...options(), onBatch: (batch) => void landed.push(batch.length) })
    expect(outcomes.every((outcome) => outcome.status === 'saved')).toBe(true)
    const bodies = await Promise.all(
      requests.filter(isSave).map((request) => request.clone().json() as Promise<{ data: BankTransactionInput[] }>),
    )
    expect(bodies.map((body) => body.data.map((item) => item.notes))).toEqual([['Batch 0', 'Batch 1'], ['Batch 2', 'Batch 3'], ['Batch 4']])
    expect(landed).toEqual([2, 2, 1])
    expect(progress.map(({ done, total, saved }) => [done, total, saved])).toEqual([
      [0, 5, 0],
      [2, 5, 2],
      [4, 5, 4],
      [5, 5, 5],
    ])
  })

  it('a batch refused whole stops the rest: what was stored stays saved, the rest is not sent', async () => {
    const { client, open, options, requests } = setUp({ maxBatchSize: 2 })
    const items = open.slice(0, 5).map((transaction, index) => ({ id: transaction.id, notes: `Stopped ${index}` }))
    let batches = 0
    const outcomes = await saveBankTransactionsSurely(client, items, {
      ...options(),
      // The second batch is refused whole, as a service refuses a request it cannot take.
      onBatch: () => void (++batches === 1 && state.sandbox.failNext({ status: 400, ...save })),
    })
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved', 'saved', 'refused', 'refused', 'notSent'])
    expect(outcomes[2]).toMatchObject({ statusCode: 400, errors: [{ type: 'BAD_REQUEST' }] })
    expect(requests.filter(isSave)).toHaveLength(2)
    expect(items.map((item) => notesOf(item.id))).toEqual(['Stopped 0', 'Stopped 1', ...[2, 3, 4].map((index) => notesOf(open[index]!.id))])
    expect(notesOf(open[4]!.id)).not.toBe('Stopped 4')
  })

  it('a 429 with Retry-After (a plain-text body) waits, says until when, checks, and sends once', async () => {
    const { client, first, options, progress, requests } = setUp()
    const since = await sinceOf(client)
    state.sandbox.failNext({
      status: 429,
      body: 'Too many requests',
      headers: { 'content-type': 'text/plain', 'Retry-After': '1' },
      ...save,
    })
    const started = Date.now()
    const [outcome] = await saveBankTransactionsSurely(client, [{ id: first.id, notes: 'After the wait' }], options(since))
    expect(outcome).toMatchObject({ status: 'saved', record: { notes: 'After the wait' } })
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    expect(progress.some((told) => told.waitingUntil !== undefined && told.waitingUntil >= started + 900)).toBe(true)
    expect(requests.filter(isSave)).toHaveLength(2)
  })

  it('a second 429 is unknown with when it may be sent again; nothing is sent a third time', async () => {
    const { client, first, options, requests } = setUp()
    // Only saves are turned away: on the described service the check between is a POST to the same path.
    state.server.use(
      http.post(`${TEST_BASE_URL}${SAVE_PATH}`, ({ request }) =>
        request.headers.has('content-type') ? new HttpResponse('Slow down', { status: 429, headers: { 'Retry-After': '0' } }) : undefined,
      ),
    )
    const [outcome] = await saveBankTransactionsSurely(client, [{ id: first.id, notes: 'Busy twice' }], options(await sinceOf(client)))
    expect(outcome).toMatchObject({ status: 'unknown', reason: 'busy', canCheck: true, retryAt: expect.any(Number) })
    expect(requests.filter(isSave)).toHaveLength(2)
  })

  it('never sends again a create without an apiSourceId, which no check can tell from another', async () => {
    const { client, options, requests } = setUp()
    state.sandbox.failNext({ dropAnswer: true, ...save })
    const create = {
      date: '2026-06-20',
      amount: -990,
      type: 'EXPENSE',
      bankAccountId: bakery.bankAccounts.checking,
      description: 'Napkins',
    }
    const [outcome] = await saveBankTransactionsSurely(client, [create], options())
    expect(outcome).toMatchObject({ status: 'unknown', reason: 'noAnswer', canCheck: false })
    expect(requests.filter(isSave)).toHaveLength(1)
  })

  it('stops at a second lost answer with the outcome unknown, and the next call looks before it sends', async () => {
    const { client, first, options, unsettled, requests } = setUp()
    const since = await sinceOf(client)
    // Lost once (never handled), checked (not there), sent again and lost again (stored this time).
    // The described service lists with a POST to the same path: only requests with a body are saves.
    let saves = 0
    state.server.use(
      http.post(`${TEST_BASE_URL}${SAVE_PATH}`, async ({ request }) => {
        if (!request.headers.has('content-type') || ++saves > 2) return undefined
        if (saves === 2) await state.sandbox.handle(request)
        return HttpResponse.error()
      }),
    )
    const write = [{ id: first.id, notes: 'Split with the café' }]
    const [outcome] = await saveBankTransactionsSurely(client, write, options(since))
    expect(outcome).toMatchObject({ status: 'unknown', reason: 'noAnswer', canCheck: true })
    expect(unsettled.get(`update:${first.id}`)?.since).toBe(since)
    expect(notesOf(first.id)).toBe('Split with the café')
    const sentBefore = requests.filter(isSave).length

    const [again] = await saveBankTransactionsSurely(client, write, options(since))
    expect(again).toMatchObject({ status: 'saved', recovered: true })
    expect(requests.filter(isSave)).toHaveLength(sentBefore)
    expect(unsettled.size).toBe(0)
  })

  describe('a save the service finishes after the client gave up (README decision 20)', () => {
    const create = (apiSourceId: string): BankTransactionInput => ({
      date: '2026-06-22',
      amount: -1875,
      type: 'EXPENSE',
      bankAccountId: bakery.bankAccounts.checking,
      description: 'Flour, late delivery',
      apiName: 'BOOKKIT',
      apiSourceId,
    })
    const storedWith = (apiSourceId: string) => stored().filter((transaction) => transaction.apiSourceId === apiSourceId)

    /**
     * The clock, faked: it runs on by itself, and the test moves it to the end of a hold once the
     * hold has said until when (`checkingUntil`), instead of waiting the window out.
     */
    function fakeClock() {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
      onTestFinished(() => void vi.useRealTimers())
    }
    async function toTheEndOfTheHold(progress: readonly WriteProgress[]) {
      const until = await vi.waitFor(() => progress.at(-1)?.checkingUntil ?? expect.fail('no hold yet'))
      await vi.advanceTimersByTimeAsync(Math.max(0, until - Date.now()))
    }

    it('after a timeout, saving again waits for the first to land, finds it, and books it once', async () => {
      fakeClock()
      const { client, options, progress, requests } = setUp({ requestTimeout: 300, settleWindowMs: 3_000 })
      const since = await sinceOf(client)
      state.sandbox.failNext({ finishAfterMs: 800, ...save })
      const [first] = await saveBankTransactionsSurely(client, [create('late-timeout')], options(since))
      expect(first).toMatchObject({ status: 'unknown', reason: 'timeout', settlesAt: expect.any(Number) })

      const pending = saveBankTransactionsSurely(client, [create('late-timeout')], options(since))
      await toTheEndOfTheHold(progress)
      const [again] = await pending
      expect(again).toMatchObject({ status: 'saved', recovered: true, record: { apiSourceId: 'late-timeout' } })
      expect(requests.filter(isSave)).toHaveLength(1)
      expect(storedWith('late-timeout')).toHaveLength(1)
    })

    it('after a cancel, saving again waits for the first to land, finds it, and books it once', async () => {
      fakeClock()
      const { client, options, progress, requests } = setUp({ settleWindowMs: 3_000 })
      const since = await sinceOf(client)
      state.sandbox.failNext({ finishAfterMs: 800, ...save })
      const controller = new AbortController()
      const pending = saveBankTransactionsSurely(client, [create('late-cancel')], { ...options(since), signal: controller.signal })
      await vi.waitFor(() => expect(requests.filter(isSave)).toHaveLength(1))
      controller.abort()
      expect(await pending).toEqual([expect.objectContaining({ status: 'unknown', reason: 'cancelled' })])

      const saving = saveBankTransactionsSurely(client, [create('late-cancel')], options(since))
      await toTheEndOfTheHold(progress)
      const [again] = await saving
      expect(again).toMatchObject({ status: 'saved', recovered: true, record: { apiSourceId: 'late-cancel' } })
      expect(requests.filter(isSave)).toHaveLength(1)
      expect(storedWith('late-cancel')).toHaveLength(1)
    })

    it("a hold ends early only by the user's choice: released, it looks once more and sends", async () => {
      const { client, options, progress, requests } = setUp({ settleWindowMs: 60_000 })
      const since = await sinceOf(client)
      state.sandbox.failNext({ hang: true, ...save })
      const controller = new AbortController()
      const pending = saveBankTransactionsSurely(client, [create('released')], { ...options(since), signal: controller.signal })
      await vi.waitFor(() => expect(requests.filter(isSave)).toHaveLength(1))
      controller.abort()
      await pending

      const release = new AbortController()
      const again = saveBankTransactionsSurely(client, [create('released')], { ...options(since), release: release.signal })
      await vi.waitFor(() => expect(progress.at(-1)?.checkingUntil).toBeGreaterThan(Date.now() + 30_000))
      expect(requests.filter(isSave)).toHaveLength(1)
      release.abort()
      expect(await again).toEqual([expect.objectContaining({ status: 'saved', recovered: false })])
      expect(requests.filter(isSave)).toHaveLength(2)
    })

    it('a cancel during the hold sends nothing, and the window still counts from the first send', async () => {
      const { client, options, progress, requests } = setUp({ settleWindowMs: 60_000 })
      const since = await sinceOf(client)
      state.sandbox.failNext({ hang: true, ...save })
      const first = new AbortController()
      const pending = saveBankTransactionsSurely(client, [create('held-twice')], { ...options(since), signal: first.signal })
      await vi.waitFor(() => expect(requests.filter(isSave)).toHaveLength(1))
      first.abort()
      const [cancelled] = await pending
      const { settlesAt } = cancelled as { settlesAt: number }

      const second = new AbortController()
      const held = saveBankTransactionsSurely(client, [create('held-twice')], { ...options(since), signal: second.signal })
      await vi.waitFor(() => expect(progress.at(-1)?.checkingUntil).toBe(settlesAt))
      second.abort()
      expect(await held).toEqual([{ status: 'unknown', reason: 'cancelled', canCheck: true, errors: [], settlesAt }])
      expect(requests.filter(isSave)).toHaveLength(1)
    })
  })

  it('restates a record as read: a whole update of an unchanged record holds what the service has', async () => {
    const { client, first, options } = setUp()
    const [outcome] = await saveBankTransactionsSurely(client, [bankTransactionItem(first)], options())
    expect(outcome).toMatchObject({ status: 'saved', record: { id: first.id, amount: first.amount, date: first.date } })
  })
})

describe.each(PROFILES)('deleteBankTransactionSurely ($profile service)', ({ profile, service }) => {
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
  const isDelete = (request: Request) => request.method === 'DELETE'

  function setUp() {
    const fetchToken = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const client = createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken, service })
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const record = (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find(
      (transaction) => transaction.date > closing,
    ) as BankTransaction
    return {
      client,
      record,
      context: { unsettled: new Map() as UnsettledWrites, since: () => undefined },
      requests: recordRequests(state.server),
    }
  }
  const isStored = (id: string) =>
    (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).some((transaction) => transaction.id === id)

  it('a delete answered 500 after it took effect is found done by a check, and not sent again', async () => {
    const { client, record, context, requests } = setUp()
    state.sandbox.failNext({ stored: true, status: 500, method: 'DELETE', path: `${SAVE_PATH}/${record.id}` })
    const outcome = await deleteBankTransactionSurely(client, record, context)
    expect(outcome).toMatchObject({ status: 'saved', recovered: true, record: { id: record.id, status: 'DELETED' } })
    expect(isStored(record.id)).toBe(false)
    expect(requests.filter(isDelete)).toHaveLength(1)
  })

  it('a delete refused 404 is refused, with the service’s reason', async () => {
    const { client, context } = setUp()
    const outcome = await deleteBankTransactionSurely(client, { id: 'btxn_missing' }, context)
    expect(outcome).toMatchObject({ status: 'refused', statusCode: 404, kind: 'notFound' })
  })
})
