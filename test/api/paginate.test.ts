// `paginate` over both list styles against the sandbox: 202 records at limit 100 come as
// 100 / 100 / 2, a walk resumes from a cursor, and an AbortSignal stops the walk without another request.
import type { BookkeepingClient, GeneralLedgerPage } from '../../src/api'
import { collectAll, paginate } from '../../src/api/transport/paginate'
import type { BankTransactionInput, GlEntry, ManualJournalEntryInput } from '../../src/api/types'
import { SANDBOX } from '../../src/sandbox'
import { recordRequests } from '../support/requests'
import { sandboxClient, useSandboxServer } from '../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 10, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery
const CLEAN_ACCOUNT = bakery.glAccounts.unused

/** 202 journal entries, each posting one line to the account no seeded record touches. */
/** Saves `items` as the client takes them: at most 100 (the profile's maxBatchSize) a request. */
async function inBatches<Item, Result>(items: Item[], save: (batch: Item[]) => Promise<Result[]>): Promise<Result[]> {
  const results: Result[] = []
  for (let start = 0; start < items.length; start += 100) results.push(...(await save(items.slice(start, start + 100))))
  return results
}

async function post202Lines(client: BookkeepingClient) {
  const entries = Array.from({ length: 202 }, (_, index): ManualJournalEntryInput => ({
    date: '2026-06-10',
    description: `Petty cash ${index}`,
    apiName: 'BOOKKIT_TEST',
    apiSourceId: `petty-${index}`,
    children: [
      { glAccountId: CLEAN_ACCOUNT, drAmount: 100 + index, crAmount: 0 },
      { glAccountId: bakery.glAccounts.checking, drAmount: 0, crAmount: 100 + index },
    ],
  }))
  const results = await inBatches(entries, (batch) => client.saveManualJournalEntries(batch))
  expect(results.filter((result) => result.ok)).toHaveLength(202)
}

/** 202 new bank transactions, after the instant returned. */
async function create202BankTransactions(client: BookkeepingClient): Promise<string> {
  const since = (await client.listBankTransactions({ limit: 1 })).lastUpdatedDate ?? ''
  const items = Array.from({ length: 202 }, (_, index): BankTransactionInput => ({
    date: '2026-06-12',
    amount: -(500 + index),
    type: 'EXPENSE',
    bankAccountId: bakery.bankAccounts.checking,
    categoryId: bakery.categories.ingredients,
    description: `Eggs, crate ${index}`,
    apiName: 'BOOKKIT_TEST',
    apiSourceId: `eggs-${index}`,
  }))
  const results = await inBatches(items, (batch) => client.saveBankTransactions(batch))
  expect(results.filter((result) => result.ok)).toHaveLength(202)
  return since
}

describe('paginate', () => {
  it('walks 202 GL lines at limit 100 as 100 / 100 / 2 (v6, cursor in the body)', async () => {
    const { client } = sandboxClient(state.sandbox)
    await post202Lines(client)
    const requests = recordRequests(state.server)

    const pages = []
    for await (const page of paginate((cursor, signal) => client.queryGeneralLedger(CLEAN_ACCOUNT, { limit: 100, cursor }, { signal })))
      pages.push(page)

    expect(pages.map((page) => page.data.length)).toEqual([100, 100, 2])
    expect(pages.map((page) => page.cursor === undefined)).toEqual([false, false, true])
    expect(requests).toHaveLength(3)
    const bodies = await Promise.all(requests.map(async (request) => JSON.parse(await request.text()) as { cursor?: string }))
    expect(bodies.map((body) => body.cursor)).toEqual([undefined, pages[0]?.cursor?.after, pages[1]?.cursor?.after])
    const ids = pages.flatMap((page) => page.data.map((line) => line.id))
    expect(new Set(ids).size).toBe(202)
  })

  it('walks 202 changed bank transactions at limit 100 as 100 / 100 / 2 (v5, cursor in a header)', async () => {
    const { client } = sandboxClient(state.sandbox)
    const since = await create202BankTransactions(client)
    const requests = recordRequests(state.server)

    const pages = []
    for await (const page of paginate((cursor, signal) =>
      client.listBankTransactions({ limit: 100, cursor, lastUpdatedDate: since }, { signal }),
    )) {
      pages.push(page)
    }

    expect(pages.map((page) => page.data.length)).toEqual([100, 100, 2])
    expect(pages.map((page) => typeof page.cursor)).toEqual(['string', 'string', 'undefined'])
    expect(requests.map((request) => request.headers.get('cursor'))).toEqual([null, pages[0]?.cursor, pages[1]?.cursor])
    expect(requests.every((request) => request.headers.get('limit') === '100' && request.headers.get('lastUpdatedDate') === since)).toBe(
      true,
    )
    const sourceIds = pages.flatMap((page) => page.data.map((record) => record.apiSourceId))
    expect(new Set(sourceIds)).toEqual(new Set(Array.from({ length: 202 }, (_, index) => `eggs-${index}`)))
  })

  it('resumes from a cursor: the pages after it, and none before', async () => {
    const { client } = sandboxClient(state.sandbox)
    await post202Lines(client)
    const fetchPage = (cursor: string | undefined, signal: AbortSignal | undefined) =>
      client.queryGeneralLedger(CLEAN_ACCOUNT, { limit: 100, cursor }, { signal })
    const all = await collectAll<GlEntry, GeneralLedgerPage<GlEntry>>(fetchPage)
    const first = await client.queryGeneralLedger(CLEAN_ACCOUNT, { limit: 100 })
    const requests = recordRequests(state.server)

    const rest = await collectAll<GlEntry, GeneralLedgerPage<GlEntry>>(fetchPage, { from: first.cursor?.after })
    expect(rest.map((line) => line.id)).toEqual(all.slice(100).map((line) => line.id))
    const bodies = await Promise.all(requests.map(async (request) => JSON.parse(await request.text()) as { cursor?: string }))
    expect(bodies[0]?.cursor).toBe(first.cursor?.after)
    expect(bodies).toHaveLength(2)
  })

  it('collects every record with collectAll', async () => {
    const { client } = sandboxClient(state.sandbox)
    await post202Lines(client)
    const lines = await collectAll((cursor, signal) => client.queryGeneralLedger(CLEAN_ACCOUNT, { limit: 100, cursor }, { signal }))
    expect(lines).toHaveLength(202)
  })

  it('stops when the signal aborts between pages: rejects with the reason, no further request', async () => {
    const { client } = sandboxClient(state.sandbox)
    await post202Lines(client)
    const requests = recordRequests(state.server)
    const controller = new AbortController()
    const reason = new Error('the user left the page')

    const seen: number[] = []
    const walk = (async () => {
      for await (const page of paginate((cursor, signal) => client.queryGeneralLedger(CLEAN_ACCOUNT, { limit: 100, cursor }, { signal }), {
        signal: controller.signal,
      })) {
        seen.push(page.data.length)
        controller.abort(reason)
      }
    })()

    await expect(walk).rejects.toBe(reason)
    expect(seen).toEqual([100])
    expect(requests).toHaveLength(1)
  })

  it('stops when the signal aborts while a page is in flight', async () => {
    const sandbox = state.reset({
      latencyMs: 50,
      volume: { invoicesPerCompany: 10, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 },
    })
    const { client } = sandboxClient(sandbox)
    await post202Lines(client)
    const requests = recordRequests(state.server)
    const controller = new AbortController()
    const reason = new Error('filter changed')
    // The sandbox's MSW handlers answer an aborted request with a network error, never a crash.
    const handlerExceptions: unknown[] = []
    const onException = ({ error }: { error: unknown }) => void handlerExceptions.push(error)
    state.server.events.on('unhandledException', onException)
    onTestFinished(() => state.server.events.removeListener('unhandledException', onException))
    // Whether the sandbox's handler is done with the request: it answered (MSW then reports a
    // match; for an aborted request it reports nothing after that), or it threw.
    let handled = false
    const onHandled = () => void (handled = true)
    state.server.events.on('request:match', onHandled)
    state.server.events.on('unhandledException', onHandled)
    onTestFinished(() => {
      state.server.events.removeListener('request:match', onHandled)
      state.server.events.removeListener('unhandledException', onHandled)
    })

    // Abort as soon as the first page is on the wire; the sandbox holds its answer for 50 ms.
    const abortOnSend = () => controller.abort(reason)
    state.server.events.on('request:start', abortOnSend)
    onTestFinished(() => state.server.events.removeListener('request:start', abortOnSend))

    const walk = collectAll((cursor, signal) => client.queryGeneralLedger(CLEAN_ACCOUNT, { limit: 100, cursor }, { signal }), {
      signal: controller.signal,
    })

    await expect(walk).rejects.toBe(reason)
    // The sandbox holds the aborted request for its latency: wait until it is done with it.
    await vi.waitFor(() => expect(handled).toBe(true))
    expect(requests).toHaveLength(1)
    expect(handlerExceptions).toEqual([])
  })

  it('does not start when the signal is already aborted', async () => {
    const { client } = sandboxClient(state.sandbox)
    const requests = recordRequests(state.server)
    const reason = new Error('unmounted')
    const signal = AbortSignal.abort(reason)
    await expect(collectAll((cursor, s) => client.queryInvoices({ cursor }, { signal: s }), { signal })).rejects.toBe(reason)
    expect(requests).toHaveLength(0)
  })

  it('refuses to walk in circles when a service repeats a cursor', async () => {
    const fetchPage = vi.fn(async () => ({ data: [1], cursor: { after: 'same', before: '' } }))
    await expect(collectAll(fetchPage)).rejects.toMatchObject({ name: 'BookkeepingPagingError', problem: 'repeatedCursor', pagesRead: 2 })
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })
})
