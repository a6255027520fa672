// The framework-free client against the sandbox: what each method sends (checked against the
// contract) and what it resolves to, batch saves reporting each item, and tenancy of the token.
import {
  BookkeepingError,
  BookkeepingRateLimitError,
  createBookkeepingClient,
  type BatchItemResult,
  type BookkeepingClient,
} from '../../src/api'
import type { BankTransaction, BankTransactionInput, ManualJournalEntry, ManualJournalEntryInput } from '../../src/api/types'
import { SANDBOX } from '../../src/sandbox'
import { requestSchemaErrors } from '../support/contract'
import { recordRequests, requestsTo } from '../support/requests'
import { sandboxClient, sandboxTokenFetcher, serviceFor, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'
import { RANKED_DEPOSITS } from '../../src/sandbox/seed/invoiceDepositRanking'

const state = useSandboxServer({ volume: { invoicesPerCompany: 30, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery
const bikeShop = SANDBOX.companies.bikeShop

function expense(apiSourceId: string, fields: Partial<BankTransactionInput> = {}): BankTransactionInput {
  return {
    date: '2026-06-15',
    amount: -4200,
    type: 'EXPENSE',
    bankAccountId: bakery.bankAccounts.checking,
    categoryId: bakery.categories.ingredients,
    description: 'Rye flour, 50 lb',
    apiName: 'BOOKKIT_TEST',
    apiSourceId,
    ...fields,
  }
}

function journalEntry(apiSourceId: string, drAmount: number, crAmount: number): ManualJournalEntryInput {
  return {
    date: '2026-06-20',
    description: 'Move a misfiled utility bill to rent',
    apiName: 'MANUAL_ENTRY',
    apiSourceId,
    children: [
      { glAccountId: bakery.glAccounts.rent, drAmount, crAmount: 0 },
      { glAccountId: bakery.glAccounts.utilities, drAmount: 0, crAmount },
    ],
  }
}

function failed<T>(result: BatchItemResult<T> | undefined) {
  if (!result || result.ok) throw new Error(`expected a failed item, got ${JSON.stringify(result)}`)
  return result
}

/** The record a saved item carries: an ok item may come without one, which these tests do not expect. */
function saved<T>(result: BatchItemResult<T> | undefined): T {
  if (!result?.ok || result.data === undefined) throw new Error(`expected a saved item with its record, got ${JSON.stringify(result)}`)
  return result.data
}

describe('request bodies', () => {
  it('match the contract for every client method', async () => {
    const { client } = sandboxClient(state.sandbox)
    const requests = recordRequests(state.server)

    const settings = await client.getNotificationSettings()
    await client.updateNotificationSettings({ ...settings, conversations: 'EMAIL' })
    await client.saveManualJournalEntries([journalEntry('contract-mje', 500, 500)])
    await client.queryGeneralLedger(bakery.glAccounts.rent, {
      limit: 10,
      accountingMethod: 'CASH',
      filter: { includeBeginningBalance: true, beginDate: '2026-01-01', endDate: '2026-06-30', search: 'rent' },
    })
    await client.queryInvoices({ limit: 10, sort: { value: '-date' }, filter: { invoiceStatus: { in: ['OPEN'] } } })
    const [created] = await client.saveBankTransactions([expense('contract-btxn')])
    await client.deleteBankTransaction(saved(created).id)
    await client.listBankTransactions({ limit: 10 })
    await client.getClosing({ companyId: bakery.id })

    expect(requests).toHaveLength(9)
    for (const request of requests) {
      const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.text()
      expect(requestSchemaErrors(request.method, request.url, body), `${request.method} ${request.url}`).toEqual([])
      expect(request.headers.get('accept')).toBe('application/json')
      if (body !== undefined) expect(request.headers.get('content-type')).toBe('application/json')
    }
  })

  it('send the v5 list options as headers and the closing company as a query parameter', async () => {
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bookkeeper })
    const requests = recordRequests(state.server)

    const first = await client.listBankTransactions({ limit: 5 })
    const second = await client.listBankTransactions({ limit: 5, cursor: first.cursor })
    const changes = await client.listBankTransactions({ limit: 5, lastUpdatedDate: first.lastUpdatedDate })
    const closing = await client.getClosing({ companyId: bikeShop.id })

    const [list, next, sync, closingRequest] = requests
    expect(list?.headers.get('limit')).toBe('5')
    expect(list?.headers.has('cursor')).toBe(false)
    expect(list?.headers.has('lastUpdatedDate')).toBe(false)
    expect(next?.headers.get('cursor')).toBe(first.cursor)
    expect(second.data.map((record) => record.id)).not.toEqual(expect.arrayContaining(first.data.map((record) => record.id)))
    expect(sync?.headers.get('lastUpdatedDate')).toBe(first.lastUpdatedDate)
    expect(changes).toMatchObject({ data: [], deletedIds: [] })
    expect(new URL(closingRequest?.url ?? '').searchParams.get('companyId')).toBe(bikeShop.id)
    expect(closing.modifications).toBe('ENABLED')
  })

  it('escape ids in the path', async () => {
    const { client } = sandboxClient(state.sandbox)
    const requests = recordRequests(state.server)
    await client.deleteBankTransaction('btxn_1/../../v6/closing').catch(() => undefined)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v6/banks/transactions/btxn_1%2F..%2F..%2Fv6%2Fclosing')
  })
})

describe('single-object and list methods', () => {
  it('resolve to the object itself, and to pages with their cursor', async () => {
    const { client } = sandboxClient(state.sandbox)

    const settings = await client.getNotificationSettings()
    expect(Object.keys(settings).sort()).toEqual(['bankConnectionErrors', 'conversations', 'financialSummaries'])

    const page = await client.queryInvoices({ limit: 10 })
    expect(page.data).toHaveLength(10)
    expect(page.cursor?.after).toEqual(expect.any(String))
    const next = await client.queryInvoices({ limit: 10, cursor: page.cursor?.after })
    expect(next.data.map((invoice) => invoice.id)).not.toEqual(expect.arrayContaining(page.data.map((invoice) => invoice.id)))

    const ledger = await client.queryGeneralLedger(bakery.glAccounts.checking, {
      limit: 5,
      filter: { includeBeginningBalance: true, beginDate: '2026-06-01' },
    })
    expect(ledger.beginningBalance).toEqual(expect.any(Number))
    expect(ledger.data).toHaveLength(5)
  })

  it('saves notification settings and reads them back', async () => {
    const { client } = sandboxClient(state.sandbox)
    const next = { financialSummaries: 'SMS', bankConnectionErrors: null, conversations: 'OFF' } as const
    expect(await client.updateNotificationSettings(next)).toEqual(next)
    const { client: later } = sandboxClient(state.sandbox)
    expect(await later.getNotificationSettings()).toEqual(next)
  })

  it('deletes a bank transaction: the answer has status DELETED and the id leaves the list', async () => {
    const { client } = sandboxClient(state.sandbox)
    const since = (await client.listBankTransactions({ limit: 1 })).lastUpdatedDate
    const record = saved((await client.saveBankTransactions([expense('to-delete')]))[0])

    const deleted = await client.deleteBankTransaction(record.id)

    expect(deleted).toMatchObject({ id: record.id, status: 'DELETED' })
    const sync = await client.listBankTransactions({ limit: 250, lastUpdatedDate: since })
    expect(sync.deletedIds).toContain(record.id)
    expect(sync.data.map((transaction) => transaction.id)).not.toContain(record.id)
  })

  it('shows a token only its own companies', async () => {
    const owner1 = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner }).client
    const owner2 = sandboxClient(state.sandbox, { userId: SANDBOX.users.bikeShopOwner }).client
    const bookkeeper = sandboxClient(state.sandbox, { userId: SANDBOX.users.bookkeeper }).client

    const ids = async (client: BookkeepingClient) => new Set((await client.queryInvoices({ limit: 250 })).data.map((invoice) => invoice.id))
    const [mine, theirs, both] = await Promise.all([ids(owner1), ids(owner2), ids(bookkeeper)])

    // The volume's 30 each, and the cases of a match that only looks as good, seeded on top of it.
    expect(mine.size).toBe(30 + RANKED_DEPOSITS.invoices)
    expect(theirs.size).toBe(30 + RANKED_DEPOSITS.invoices)
    expect([...mine].filter((id) => theirs.has(id))).toEqual([])
    expect(both).toEqual(new Set([...mine, ...theirs]))
    await expect(owner2.queryGeneralLedger(bakery.glAccounts.rent, { limit: 1 })).rejects.toMatchObject({ status: 404 })
  })
})

describe('batch saves', () => {
  it('report each bank transaction: the valid one saved, the invalid one with its params, nothing thrown', async () => {
    const { client } = sandboxClient(state.sandbox)

    const results = await client.saveBankTransactions([
      expense('batch-valid'),
      { description: 'No date, amount or bank account', apiName: 'BOOKKIT_TEST', apiSourceId: 'batch-invalid' },
    ])

    expect(results).toHaveLength(2)
    const record = saved(results[0])
    expect(results[0]).toMatchObject({ ok: true, statusCode: 201 })
    expect(record).toMatchObject({ id: expect.stringMatching(/^btxn_/), amount: -4200, apiSourceId: 'batch-valid' })
    const failure = failed(results[1])
    expect(failure.statusCode).toBe(400)
    expect(failure.errors.every((error) => error.type === 'REQUIRED')).toBe(true)
    expect(failure.errors.map((error) => error.param).sort()).toEqual(['amount', 'bankAccountId', 'date'])
  })

  it('report a split whose parts do not add up against children, and an unknown id as NOT_FOUND', async () => {
    const { client } = sandboxClient(state.sandbox)

    const results = await client.saveBankTransactions([
      expense('split', {
        amount: -1000,
        children: [
          { amount: -600, categoryId: bakery.categories.ingredients },
          { amount: -300, categoryId: bakery.categories.utilities },
        ],
      }),
      { id: 'btxn_999999999', amount: -100 },
    ])

    expect(failed(results[0])).toMatchObject({
      statusCode: 400,
      errors: [expect.objectContaining({ type: 'INVALID_VALUE', param: 'children' })],
    })
    expect(failed(results[1])).toMatchObject({ statusCode: 404, errors: [expect.objectContaining({ type: 'NOT_FOUND' })] })
  })

  it('report a second create with the same apiName and apiSourceId as DUPLICATE (409)', async () => {
    const { client } = sandboxClient(state.sandbox)
    saved((await client.saveBankTransactions([expense('once')]))[0])
    const [again] = await client.saveBankTransactions([expense('once')])
    expect(failed(again)).toMatchObject({ statusCode: 409, errors: [expect.objectContaining({ type: 'DUPLICATE' })] })
  })

  it('update the record named by id', async () => {
    const { client } = sandboxClient(state.sandbox)
    const record = saved((await client.saveBankTransactions([expense('update-me')]))[0])
    const [updated] = await client.saveBankTransactions([{ id: record.id, amount: -9900, description: 'Rye flour, 100 lb' }])
    expect(updated).toMatchObject({ ok: true, statusCode: 200 })
    expect(saved(updated)).toMatchObject({ id: record.id, amount: -9900, description: 'Rye flour, 100 lb' })
  })

  it('report each journal entry: a balanced one saved, an unbalanced one failing on children', async () => {
    const { client } = sandboxClient(state.sandbox)

    const results = await client.saveManualJournalEntries([
      journalEntry('mje-balanced', 2500, 2500),
      journalEntry('mje-unbalanced', 2500, 2400),
    ])

    const entry: ManualJournalEntry = saved(results[0])
    expect(entry).toMatchObject({ id: expect.stringMatching(/^mje_/), amount: 2500, apiSourceId: 'mje-balanced' })
    expect(failed(results[1])).toMatchObject({
      statusCode: 400,
      errors: [expect.objectContaining({ type: 'INVALID_VALUE', param: 'children' })],
    })
  })

  it('report a write into the closed period as NOT_MODIFIABLE', async () => {
    const { client } = sandboxClient(state.sandbox)
    const closing = await client.getClosing()
    expect(closing.modifications).toBe('DISABLED')
    const [result] = await client.saveBankTransactions([expense('closed-period', { date: closing.date })])
    expect(failed(result).errors[0]?.type).toBe('NOT_MODIFIABLE')
  })
})

describe('the fetch option', () => {
  it('sends every request through the host-given fetch', async () => {
    const hostFetch = vi.fn((request: Request) => fetch(request))
    const client = createBookkeepingClient({
      baseUrl: `${TEST_BASE_URL}/`,
      fetchToken: sandboxTokenFetcher(state.sandbox),
      fetch: hostFetch as typeof fetch,
    })
    const results: BatchItemResult<BankTransaction>[] = await client.saveBankTransactions([expense('through-host-fetch')])
    expect(results[0]?.ok).toBe(true)
    expect(hostFetch).toHaveBeenCalledTimes(1)
    expect(hostFetch.mock.calls[0]?.[0].url).toBe(`${TEST_BASE_URL}/v6/banks/transactions`)
  })
})

describe('batch size and batch answers that are not plain SUCCESS', () => {
  const BANK_TRANSACTIONS = '/v6/banks/transactions'
  const storedFor = (apiSourceId: string) =>
    state.sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiSourceId === apiSourceId).length

  it('refuses more items than service.maxBatchSize before signing in or sending anything, and sends exactly the limit', async () => {
    const fetchToken = sandboxTokenFetcher(state.sandbox)
    const client = createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken,
      service: { ...serviceFor(state.sandbox), maxBatchSize: 2 },
    })
    const requests = recordRequests(state.server)

    const error = await client.saveBankTransactions([expense('over-1'), expense('over-2'), expense('over-3')]).then(
      () => undefined,
      (failure: unknown) => failure,
    )
    expect(error).toBeInstanceOf(BookkeepingError)
    expect((error as BookkeepingError).message).toMatch(/maxBatchSize/)
    await expect(
      client.saveManualJournalEntries([journalEntry('over-a', 1, 1), journalEntry('over-b', 1, 1), journalEntry('over-c', 1, 1)]),
    ).rejects.toThrow(/maxBatchSize/)
    expect(requests).toHaveLength(0)
    expect(fetchToken).not.toHaveBeenCalled()
    expect(storedFor('over-1')).toBe(0)

    const results = await client.saveBankTransactions([expense('at-limit-1'), expense('at-limit-2')])
    expect(results.map((result) => result.ok)).toEqual([true, true])
    expect(requests).toHaveLength(1)
  })

  it('reads a batch under an outer FAILURE envelope item by item: the stored item is ok, the other has its own errors', async () => {
    const { client } = sandboxClient(state.sandbox)
    state.sandbox.failNext({ outerFailure: true, path: BANK_TRANSACTIONS })

    const results = await client.saveBankTransactions([
      expense('outer-valid'),
      { description: 'No date, amount or bank account', apiName: 'BOOKKIT_TEST', apiSourceId: 'outer-invalid' },
    ])

    expect(results[0]).toMatchObject({ ok: true, statusCode: 201 })
    expect(saved(results[0])).toMatchObject({ apiSourceId: 'outer-valid', amount: -4200 })
    expect(failed(results[1])).toMatchObject({
      statusCode: 400,
      errors: expect.arrayContaining([expect.objectContaining({ type: 'REQUIRED', param: 'date' })]),
    })
    expect(storedFor('outer-valid')).toBe(1)
  })

  it('still rejects a whole-request FAILURE envelope that carries no item results', async () => {
    const { client } = sandboxClient(state.sandbox)
    state.sandbox.failNext({ status: 500, path: BANK_TRANSACTIONS })
    await expect(client.saveBankTransactions([expense('whole-failure')])).rejects.toMatchObject({
      name: 'BookkeepingApiError',
      status: 500,
    })
    expect(storedFor('whole-failure')).toBe(0)
  })

  it('takes a SUCCESS item that comes without its record as saved, without data', async () => {
    const { client } = sandboxClient(state.sandbox)
    state.sandbox.failNext({ itemsWithoutData: true, path: BANK_TRANSACTIONS })
    const [transaction] = await client.saveBankTransactions([expense('without-data')])
    expect(transaction).toEqual({ ok: true, statusCode: 201 })
    expect(storedFor('without-data')).toBe(1)

    state.sandbox.failNext({ itemsWithoutData: true, path: '/v6/accounting/manualJournalEntries' })
    const [entry] = await client.saveManualJournalEntries([journalEntry('entry-without-data', 900, 900)])
    expect(entry).toMatchObject({ ok: true })
    expect(entry?.data).toBeUndefined()
    expect(state.sandbox.inspect.journalEntries(bakery.id).filter((record) => record.apiSourceId === 'entry-without-data')).toHaveLength(1)
  })
})

// Reads under a time limit, and a read answered 429, are in requestTimeout.test.ts.
describe('a write under a time limit, or answered 429', () => {
  const BANK_TRANSACTIONS = '/v6/banks/transactions'
  const clientWith = (requestTimeout: Parameters<typeof createBookkeepingClient>[0]['requestTimeout']) =>
    createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken: sandboxTokenFetcher(state.sandbox),
      service: serviceFor(state.sandbox),
      requestTimeout,
    })

  it('gives a write twice the read limit by default, or its own limit; a write that times out may be stored', async () => {
    state.sandbox.failNext({ hang: true, stored: true, path: BANK_TRANSACTIONS })
    await expect(clientWith(150).saveBankTransactions([expense('slow-default')])).rejects.toMatchObject({
      name: 'BookkeepingTimeoutError',
      timeoutMs: 300,
      kind: 'network',
    })
    expect(state.sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiSourceId === 'slow-default')).toHaveLength(1)

    state.sandbox.failNext({ hang: true, path: BANK_TRANSACTIONS })
    await expect(clientWith({ read: 5_000, write: 120 }).saveBankTransactions([expense('slow-own')])).rejects.toMatchObject({
      name: 'BookkeepingTimeoutError',
      timeoutMs: 120,
    })
  })

  it('rejects a write answered 429 at once with BookkeepingRateLimitError, retryAt from Retry-After, without sending it again', async () => {
    const { client } = sandboxClient(state.sandbox)
    await client.getClosing()
    const requests = recordRequests(state.server)
    state.sandbox.failNext({ status: 429, headers: { 'Retry-After': '30' }, path: BANK_TRANSACTIONS })

    const before = Date.now()
    const error = await client.saveBankTransactions([expense('busy-write')]).then(
      () => undefined,
      (failure: unknown) => failure,
    )
    const after = Date.now()

    expect(error).toBeInstanceOf(BookkeepingRateLimitError)
    expect(error).toMatchObject({ kind: 'service' })
    const { retryAt } = error as BookkeepingRateLimitError
    expect(retryAt).toBeGreaterThanOrEqual(before + 30_000)
    expect(retryAt).toBeLessThanOrEqual(after + 30_000)
    expect(after - before).toBeLessThan(5_000)
    expect(requestsTo(requests, BANK_TRANSACTIONS)).toHaveLength(1)
    expect(state.sandbox.inspect.bankTransactions(bakery.id).some((record) => record.apiSourceId === 'busy-write')).toBe(false)
  })
})
