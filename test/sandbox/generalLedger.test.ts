// The GL query: pages, running and beginning balances checked against the stored lines, filters,
// cursors both ways, and the accounting method.
import { SANDBOX } from '../../src/sandbox'
import { allGlPages, apiFor, bakery, bikeShop, expense, normalBalance, smallSandbox } from './helpers'

describe('POST /v6/accounting/glAccounts/{id}/generalLedger', () => {
  it('pages 202 lines at limit 100 as 100, 100 and 2, with a running balance continuous across pages', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const unused = bakery.glAccounts.unused
    expect(sandbox.inspect.glLines(unused)).toEqual([])
    const items = Array.from({ length: 202 }, (_, i) =>
      expense({
        date: `2026-06-${String(1 + (i % 28)).padStart(2, '0')}`,
        amount: -(1000 + i),
        categoryId: undefined,
        glAccountId: unused,
      }),
    )
    await api.saveBankTransactions(items)

    const pages = await allGlPages(api, unused, { limit: 100, filter: { includeBeginningBalance: true } })
    expect(pages.map((page) => page.data.length)).toEqual([100, 100, 2])
    expect(pages.map((page) => page.cursor === undefined)).toEqual([false, false, true])
    expect(pages[0].cursor.before).toBe('')
    expect(pages[1].cursor.before).not.toBe('')
    expect(pages.map((page) => page.beginningBalance)).toEqual([0, null, null])
    const entries = pages.flatMap((page) => page.data)
    let balance = 0
    for (const entry of entries) {
      balance += entry.drAmount - entry.crAmount
      expect(entry.runningBalance).toBe(balance)
    }
    expect(balance).toBe(items.reduce((sum, item) => sum - (item.amount as number), 0))
    const sorted = [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    expect(entries.map((entry) => entry.date)).toEqual(sorted.map((entry) => entry.date))
  })

  it('answers GL entries in the contract’s shape, the entity being the source record', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const answer = await api.gl(bakery.glAccounts.rent, { limit: 5 })
    const rent = answer.body.data.find((entry: { entity: { id: string } }) => entry.entity.id.startsWith('btxn_'))
    expect(rent).toMatchObject({
      id: expect.stringMatching(/^glt_/),
      glAccount: { id: bakery.glAccounts.rent },
      type: 'EXPENSE',
      entity: {
        displayName: 'Harbor Row Properties',
        secondaryDisplayName: 'Business Checking ••4821',
        glAccount: { id: bakery.glAccounts.checking, type: 'ASSET' },
      },
    })
  })

  it('computes running and beginning balances from the stored lines (busy account, date range)', async () => {
    const sandbox = smallSandbox({ volume: { extraGlLinesPerCompany: 3200 } })
    const api = apiFor(sandbox)
    const account = bakery.glAccounts.busyExpense
    const lines = sandbox.inspect.glLines(account)
    expect(lines.length).toBeGreaterThanOrEqual(3000)
    const type = sandbox.inspect.glAccountType(account)
    const pages = await allGlPages(api, account, {
      limit: 250,
      filter: { includeBeginningBalance: true, beginDate: '2026-01-01', endDate: '2026-03-31' },
    })
    const entries = pages.flatMap((page) => page.data)
    const inRange = lines.filter((line) => line.date >= '2026-01-01' && line.date <= '2026-03-31')
    expect(entries.map((entry) => entry.id)).toEqual(inRange.map((line) => line.id))
    const before = lines.filter((line) => line.date < '2026-01-01')
    expect(pages[0].beginningBalance).toBe(normalBalance(type, before))
    entries.forEach((entry, i) => expect(entry.runningBalance).toBe(normalBalance(type, [...before, ...inRange.slice(0, i + 1)])))
  })

  it('runs a REVENUE account’s balance credit minus debit', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const account = bakery.glAccounts.wholesaleRevenue
    const entries = (await allGlPages(api, account, { limit: 250 })).flatMap((page) => page.data)
    const last = entries.at(-1)
    expect(last.runningBalance).toBe(normalBalance('REVENUE', sandbox.inspect.glLines(account)))
    expect(last.runningBalance).toBeGreaterThan(0)
  })

  it('filters by search, but running balances still count every line', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const account = bakery.glAccounts.busyExpense
    const lines = sandbox.inspect.glLines(account)
    const entries = (await allGlPages(api, account, { limit: 7, filter: { search: 'MILLSTONE' } })).flatMap((page) => page.data)
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) {
      expect(`${entry.description} ${entry.entity.displayName}`.toLowerCase()).toContain('millstone')
      const position = lines.findIndex((line) => line.id === entry.id)
      expect(entry.runningBalance).toBe(normalBalance('EXPENSE', lines.slice(0, position + 1)))
    }
    const description = (lines.find((line) => line.description.includes(' ')) ?? lines[0])?.description as string
    const byDescription = (await api.gl(account, { limit: 250, filter: { search: `  ${description.toUpperCase()} ` } })).body.data
    expect(byDescription.length).toBeGreaterThan(0)
    expect(
      byDescription.every((entry: { description: string; entity: { displayName: string } }) =>
        `${entry.description}\n${entry.entity.displayName}`.includes(description),
      ),
    ).toBe(true)
  })

  it('filters by customer and by dimension values (a parent value takes its sub-values; groups AND)', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const location = bakery.dimensions.location
    const saved = (
      await api.saveBankTransactions([
        expense({ classSegmentIds: [location.values.riverside], customerId: bakery.customers.greenwayGrocers }),
        expense({ classSegmentIds: [location.values.riverside, bakery.dimensions.channel.values.wholesale] }),
        expense({ classSegmentIds: [location.values.catering] }),
      ])
    ).body.data.map((item: { data: { id: string } }) => item.data.id)
    const ids = async (filter: unknown) =>
      (await allGlPages(api, bakery.glAccounts.busyExpense, { filter })).flatMap((page) => page.data).map((entry) => entry.entity.id)

    const shops = await ids({ dimensionValues: [{ dimensionId: location.id, dimensionValueIds: [location.values.shops] }] })
    expect(shops).toEqual(expect.arrayContaining([saved[0], saved[1]]))
    expect(shops).not.toContain(saved[2])
    const both = await ids({
      dimensionValues: [
        { dimensionId: location.id, dimensionValueIds: [location.values.shops] },
        { dimensionId: bakery.dimensions.channel.id, dimensionValueIds: [bakery.dimensions.channel.values.wholesale] },
      ],
    })
    expect(both).toEqual([saved[1]])
    const customer = await ids({ customer: { id: { in: [bakery.customers.greenwayGrocers] } } })
    expect(customer).toEqual([saved[0]])
  })

  it('pages 100 lines by default', async () => {
    const answer = await apiFor(smallSandbox()).gl(bakery.glAccounts.checking)
    expect(answer.body.data).toHaveLength(100)
    expect(answer.body.beginningBalance).toBeNull()
    expect(answer.body.cursor.after).toEqual(expect.any(String))
  })

  it('pages backwards with cursor.before', async () => {
    const api = apiFor(smallSandbox())
    const account = bakery.glAccounts.busyExpense
    const first = (await api.gl(account, { limit: 10 })).body
    const second = (await api.gl(account, { limit: 10, cursor: first.cursor.after })).body
    const third = (await api.gl(account, { limit: 10, cursor: second.cursor.after })).body
    const back = (await api.gl(account, { limit: 10, cursor: third.cursor.before })).body
    expect(back.data.map((entry: { id: string }) => entry.id)).toEqual(second.data.map((entry: { id: string }) => entry.id))
    expect(back.data.map((entry: { runningBalance: number }) => entry.runningBalance)).toEqual(
      second.data.map((entry: { runningBalance: number }) => entry.runningBalance),
    )
    const start = (await api.gl(account, { limit: 10, cursor: back.cursor.before })).body
    expect(start.data.map((entry: { id: string }) => entry.id)).toEqual(first.data.map((entry: { id: string }) => entry.id))
    expect(start.cursor.before).toBe('')
  })

  it('keeps a page’s neighbours when a line is posted in the past between two requests', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const account = bakery.glAccounts.busyExpense
    const first = (await api.gl(account, { limit: 5 })).body
    await api.saveBankTransactions([expense({ date: '2026-06-29', amount: -1 })])
    const next = (await api.gl(account, { limit: 5, cursor: first.cursor.after })).body
    const all = sandbox.inspect.glLines(account)
    const at = all.findIndex((line) => line.id === first.data.at(-1).id)
    expect(next.data.map((entry: { id: string }) => entry.id)).toEqual(all.slice(at + 1, at + 6).map((line) => line.id))
  })

  it('uses the company’s accounting method by default, and accountingMethod when sent', async () => {
    const sandbox = smallSandbox()
    const bookkeeper = apiFor(sandbox, { userId: SANDBOX.users.bookkeeper })
    const accrual = (await bookkeeper.gl(bakery.glAccounts.receivable, { limit: 250 })).body.data
    const cash = (await bookkeeper.gl(bakery.glAccounts.receivable, { limit: 250, accountingMethod: 'CASH' })).body.data
    expect(accrual.length).toBeGreaterThan(0)
    expect(cash).toEqual([])
    const bikeDefault = (await bookkeeper.gl(bikeShop.glAccounts.receivable)).body.data
    expect(bikeDefault).toEqual([])
    const bikeAccrual = (await bookkeeper.gl(bikeShop.glAccounts.receivable, { accountingMethod: 'ACCRUAL' })).body.data
    expect(bikeAccrual.length).toBeGreaterThan(0)
    const revenue = sandbox.inspect.glLines(bakery.glAccounts.wholesaleRevenue, 'CASH')
    expect(revenue.every((line) => line.basis !== 'ACCRUAL')).toBe(true)
  })

  it.each([
    [{ limit: 251 }, 'INVALID_VALUE', 'limit'],
    [{ limit: 0 }, 'INVALID_VALUE', 'limit'],
    [{ limit: 'ten' }, 'INVALID_FORMAT', 'limit'],
    [{ cursor: 'garbage' }, 'INVALID_VALUE', 'cursor'],
    [{ cursor: 42 }, 'INVALID_FORMAT', 'cursor'],
    [{ accountingMethod: 'MODIFIED_CASH' }, 'INVALID_VALUE', 'accountingMethod'],
    [{ filter: { beginDate: '2026-13-01' } }, 'INVALID_FORMAT', 'filter.beginDate'],
    [{ filter: { beginDate: '2026-06-01', endDate: '2026-05-01' } }, 'INVALID_VALUE', 'filter.endDate'],
    [{ filter: { includeBeginningBalance: 'yes' } }, 'INVALID_FORMAT', 'filter.includeBeginningBalance'],
    [{ filter: { vendor: { id: { in: ['x'] } } } }, 'INVALID_VALUE', 'filter.vendor'],
    [{ filter: { customer: { id: { in: 'cus_co1_greenway' } } } }, 'INVALID_FORMAT', 'filter.customer.id.in'],
    [{ filter: { customer: { id: { in: ['cus_nobody'] } } } }, 'NOT_FOUND', 'filter.customer.id.in[0]'],
    [
      { filter: { dimensionValues: [{ dimensionId: 'dim_co2_bay', dimensionValueIds: ['dv_co2_bay_1'] }] } },
      'INVALID_VALUE',
      'filter.dimensionValues[0].dimensionId',
    ],
    [{ filter: { dimensionValues: [{ dimensionValueIds: ['dv_co1_retail'] }] } }, 'REQUIRED', 'filter.dimensionValues[0].dimensionId'],
    [{ filter: [] }, 'INVALID_FORMAT', 'filter'],
  ])('refuses %j with 400 %s', async (body, type, param) => {
    const answer = await apiFor(smallSandbox(), { userId: SANDBOX.users.bookkeeper }).gl(bakery.glAccounts.rent, body)
    expect(answer.status).toBe(type === 'NOT_FOUND' ? 404 : 400)
    expect(answer.body.error).toContainEqual({ type, message: expect.any(String), param })
  })

  it('refuses a cursor replayed on another query', async () => {
    const api = apiFor(smallSandbox())
    const cursor = (await api.gl(bakery.glAccounts.busyExpense, { limit: 3 })).body.cursor.after
    const other = await api.gl(bakery.glAccounts.busyExpense, { limit: 3, cursor, filter: { search: 'eggs' } })
    expect(other.body.error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'cursor' })
    const elsewhere = await api.gl(bakery.glAccounts.rent, { cursor })
    expect(elsewhere.body.error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'cursor' })
    const biggerPages = await api.gl(bakery.glAccounts.busyExpense, { limit: 50, cursor })
    expect(biggerPages.status).toBe(200)
  })
})
