// GET /v5/banks/transactions: header pagination, full listing, and incremental sync with deletedIds.
import { SANDBOX } from '../../src/sandbox'
import { apiFor, bakery, expense, smallSandbox, type Api } from './helpers'

async function syncAll(
  api: Api,
  headers: Record<string, string> = {},
): Promise<Array<{ data: any[]; cursor?: string; lastUpdatedDate: string; deletedIds: string[] }>> {
  const pages = []
  let cursor: string | undefined
  do {
    const answer = await api.sync({ ...headers, ...(cursor ? { cursor } : {}) })
    expect(answer.status).toBe(200)
    pages.push(answer.body)
    cursor = answer.body.cursor
  } while (cursor !== undefined && pages.length < 1000)
  return pages
}

describe('GET /v5/banks/transactions', () => {
  it('lists a history created last (an account connected late) among its own dates, not first, and a page written between pages neither skips nor repeats a record', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    // Two months of an account's history (the open ones: the books are closed through April), created after everything else, oldest first as an import would.
    const late = Array.from({ length: 40 }, (_, i) =>
      expense({
        date: `2026-0${i < 20 ? 5 : 6}-${String(1 + (i % 20)).padStart(2, '0')}`,
        amount: -(500 + i),
        apiName: 'IMPORT',
        apiSourceId: `late-${i}`,
      }),
    )
    expect((await api.saveBankTransactions(late)).body.data.every((item: { statusCode: number }) => item.statusCode === 201)).toBe(true)
    const first = await api.sync({ limit: '30' })
    // A save between pages: a record of the first page moves to a later date, a new one arrives.
    const moved = first.body.data[5]
    await api.saveBankTransactions([{ id: moved.id, date: '2026-06-29' }, expense({ date: '2026-05-02', apiSourceId: 'meanwhile' })])
    const rest = await syncAll(api, { limit: '30', cursor: first.body.cursor })
    const listed = [first.body, ...rest].flatMap((page) => page.data) as Array<{ id: string; date: string; apiSourceId?: string }>
    // Newest date first from the first page to the last, the save between pages included.
    const dates = listed.map((transaction) => transaction.date)
    expect(dates).toEqual([...dates].sort().reverse())
    // The late history is spread among everyone else's dates, not listed first.
    const lateAt = listed.flatMap((transaction, index) => (transaction.apiSourceId?.startsWith('late-') ? [index] : []))
    expect(lateAt).toHaveLength(late.length)
    expect(lateAt[0]).toBeGreaterThan(0)
    expect(lateAt.at(-1)! - lateAt[0]!).toBeGreaterThan(late.length)
    // Each record once: the one moved after it was listed is not listed again, the new one dated ahead of the walk is.
    const ids = listed.map((transaction) => transaction.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => id === moved.id)).toHaveLength(1)
    expect([...ids].sort()).toEqual(
      sandbox.inspect
        .bankTransactions(bakery.id)
        .map((transaction) => transaction.id)
        .sort(),
    )
  })

  it('pages 202 changes at limit 100 as 100, 100 and 2, the last page without a cursor', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const since = (await api.sync({ limit: '1' })).body.lastUpdatedDate
    const items = Array.from({ length: 202 }, (_, i) => expense({ amount: -(100 + i), apiName: 'POS', apiSourceId: `sale-${i}` }))
    const saved = await api.saveBankTransactions(items)
    expect(saved.body.data.every((item: { statusCode: number }) => item.statusCode === 201)).toBe(true)

    const pages = await syncAll(api, { limit: '100', lastUpdatedDate: since })
    expect(pages.map((page) => page.data.length)).toEqual([100, 100, 2])
    expect(pages.map((page) => typeof page.cursor)).toEqual(['string', 'string', 'undefined'])
    expect(pages[2]).not.toHaveProperty('cursor')
    const ids = pages.flatMap((page) => page.data.map((transaction) => transaction.id))
    expect(new Set(ids).size).toBe(202)
    // The newest first (README decision 2): on one date, the last created leads.
    expect(ids).toEqual(saved.body.data.map((item: { data: { id: string } }) => item.data.id).reverse())
    expect(new Set(pages.map((page) => page.lastUpdatedDate)).size).toBe(1)
  })

  it('lists every live transaction of the token’s companies without lastUpdatedDate, 100 per page by default', async () => {
    const sandbox = smallSandbox()
    const pages = await syncAll(apiFor(sandbox, { userId: SANDBOX.users.bookkeeper }))
    const ids = pages.flatMap((page) => page.data.map((transaction) => transaction.id))
    expect(pages[0]?.data).toHaveLength(100)
    // The newest date first, both companies together; on one date, the last created first.
    const stored = sandbox.inspect
      .bankTransactions()
      .map((transaction, created) => ({ id: transaction.id, date: transaction.date, created }))
    expect(ids).toEqual(stored.sort((a, b) => b.date.localeCompare(a.date) || b.created - a.created).map((transaction) => transaction.id))
    expect(pages.every((page) => page.deletedIds.length === 0)).toBe(true)
    expect(pages[0]?.data[0]).toHaveProperty('dimensionValues')
    expect(pages[0]?.data[0]).not.toHaveProperty('classSegments')
  })

  it('syncs only what changed since lastUpdatedDate, with the ids deleted since then', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const first = await syncAll(api)
    const checkpoint = first[0]?.lastUpdatedDate as string
    expect(checkpoint).toBe(sandbox.inspect.now())

    const created = (await api.saveBankTransactions([expense({ apiSourceId: 'new-1' })])).body.data[0].data
    const [victim, edited] = sandbox.inspect.bankTransactions(bakery.id).filter((transaction) => transaction.date > '2026-05-01')
    await api.saveBankTransactions([{ id: edited?.id, notes: 'checked' }])
    await api.delete(`/v6/banks/transactions/${victim?.id}`)
    const deletedBeforeCheckpoint = (await api.saveBankTransactions([expense({ apiSourceId: 'gone' })])).body.data[0].data

    const delta = await syncAll(api, { lastUpdatedDate: checkpoint })
    expect(delta).toHaveLength(1)
    expect(delta[0]?.data.map((transaction) => transaction.id)).toEqual(
      [edited?.id, created.id, deletedBeforeCheckpoint.id].sort().reverse(),
    )
    expect(delta[0]?.deletedIds).toEqual([victim?.id])
    expect((delta[0]?.lastUpdatedDate ?? '') > checkpoint).toBe(true)

    const next = await syncAll(api, { lastUpdatedDate: delta[0]?.lastUpdatedDate as string })
    expect(next[0]).toMatchObject({ data: [], deletedIds: [] })
    await api.delete(`/v6/banks/transactions/${deletedBeforeCheckpoint.id}`)
    const afterDelete = await syncAll(api, { lastUpdatedDate: delta[0]?.lastUpdatedDate as string })
    expect(afterDelete[0]).toMatchObject({ data: [], deletedIds: [deletedBeforeCheckpoint.id] })
  })

  it('accepts a lastUpdatedDate with fractional seconds and no zone', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const answer = await api.sync({ lastUpdatedDate: '2026-06-30T12:00:00.000' })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual([])
  })

  it('keeps the first page’s lastUpdatedDate across pages, so writes during a sync come next time', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const page1 = (await api.sync({ limit: '10' })).body
    await api.saveBankTransactions([expense({ apiSourceId: 'during' })])
    const page2 = (await api.sync({ limit: '10', cursor: page1.cursor })).body
    expect(page2.lastUpdatedDate).toBe(page1.lastUpdatedDate)
    const next = await syncAll(api, { lastUpdatedDate: page1.lastUpdatedDate })
    expect(next.flatMap((page) => page.data).map((transaction) => transaction.apiSourceId)).toContain('during')
  })

  it.each([
    [{ limit: 'ten' }, 'INVALID_FORMAT', 'limit'],
    [{ limit: '0' }, 'INVALID_VALUE', 'limit'],
    [{ limit: '251' }, 'INVALID_VALUE', 'limit'],
    [{ lastUpdatedDate: 'yesterday' }, 'INVALID_FORMAT', 'lastUpdatedDate'],
    [{ lastUpdatedDate: '2026-02-30T00:00:00Z' }, 'INVALID_FORMAT', 'lastUpdatedDate'],
    [{ cursor: 'garbage' }, 'INVALID_VALUE', 'cursor'],
  ])('refuses headers %j with 400 %s', async (headers, type, param) => {
    const answer = await apiFor(smallSandbox()).sync(headers)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toEqual([{ type, message: expect.any(String), param }])
  })

  it('refuses a cursor of another listing, or a tampered one', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const cursor = (await api.sync({ limit: '5' })).body.cursor as string
    expect((await api.sync({ cursor, lastUpdatedDate: '2026-01-01T00:00:00Z' })).body.error[0]).toMatchObject({
      type: 'INVALID_VALUE',
      param: 'cursor',
    })
    const tampered = `${cursor.slice(0, 10)}${cursor[10] === 'A' ? 'B' : 'A'}${cursor.slice(11)}`
    expect((await api.sync({ cursor: tampered })).body.error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'cursor' })
    const gl = (await api.gl(bakery.glAccounts.busyExpense, { limit: 2 })).body.cursor.after
    expect((await api.sync({ cursor: gl })).body.error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'cursor' })
  })
})
