// What the two save endpoints take on each profile: bookkit keeps its decisions (README 3, 4 and
// 13), described does only what the service description shows: no deduplication, no `date` or
// `recurrence.endDate` on a journal entry, and open value sets where it shows only examples.
import type { Sandbox } from '../../src/sandbox'
import { apiFor, bakery, balancedEntry, expense, send, smallSandbox, type Api } from './helpers'

const described = (): Sandbox => smallSandbox({ profile: 'described' })
const bookkit = (): Sandbox => smallSandbox()

/** The described service's listing: a POST with only the bearer header. */
async function listed(sandbox: Sandbox, api: Api): Promise<Array<Record<string, any>>> {
  return (await send(sandbox, 'POST', '/v6/banks/transactions', { token: api.token, headers: { limit: '1000' } })).body.data
}

describe('a second record with the same apiName and apiSourceId', () => {
  const source = { apiName: 'POS', apiSourceId: 'sale-991' }

  it('is refused 409 DUPLICATE on the bookkit profile, for bank transactions and journal entries', async () => {
    const sandbox = bookkit()
    const api = apiFor(sandbox)
    const transactions = await api.saveBankTransactions([expense(source), expense(source)])
    expect(transactions.body.data.map((item: { statusCode: number }) => item.statusCode)).toEqual([201, 409])
    expect(transactions.body.data[1].error).toEqual([{ type: 'DUPLICATE', message: expect.any(String), param: 'apiSourceId' }])
    const entries = await api.saveJournalEntries([balancedEntry(source), balancedEntry(source)])
    expect(entries.body.data.map((item: { statusCode: number }) => item.statusCode)).toEqual([201, 409])
    expect(entries.body.data[1].error[0].type).toBe('DUPLICATE')
    expect(sandbox.inspect.bankTransactions().filter((transaction) => transaction.apiSourceId === 'sale-991')).toHaveLength(1)
    expect(sandbox.inspect.journalEntries().filter((entry) => entry.apiSourceId === 'sale-991')).toHaveLength(1)
  })

  it('is stored as another record on the described profile, created or moved there by an update', async () => {
    const sandbox = described()
    const api = apiFor(sandbox)
    const transactions = await api.saveBankTransactions([expense(source), expense(source), expense({ ...source, apiSourceId: 'sale-992' })])
    expect(transactions.body.data.map((item: { statusCode: number }) => item.statusCode)).toEqual([201, 201, 201])
    const [first, second, third] = transactions.body.data.map((item: { data: { id: string } }) => item.data.id)
    expect(new Set([first, second, third]).size).toBe(3)
    const moved = await api.saveBankTransactions([{ id: third, apiSourceId: 'sale-991' }])
    expect(moved.body.data[0]).toMatchObject({ result: 'SUCCESS', statusCode: 200 })
    const held = (await listed(sandbox, api)).filter((transaction) => transaction.apiSourceId === 'sale-991')
    expect(held.map((transaction) => transaction.id)).toEqual([first, second, third])

    const entries = await api.saveJournalEntries([balancedEntry(source), balancedEntry(source)])
    expect(entries.body.data.map((item: { statusCode: number }) => item.statusCode)).toEqual([201, 201])
    expect(sandbox.inspect.journalEntries().filter((entry) => entry.apiSourceId === 'sale-991')).toHaveLength(2)
  })
})

describe('body members the save items do not name', () => {
  it.each(['bookkit', 'described'] as const)('are ignored on the %s profile', async (profile) => {
    const sandbox = smallSandbox({ profile })
    const api = apiFor(sandbox)
    const unknown = { colour: 'red', nested: { deep: [1, 2] }, children2: 'x' }
    const transaction = await api.saveBankTransactions([expense({ ...unknown, apiSourceId: 'extra-1' })])
    expect(transaction.body.data[0]).toMatchObject({ result: 'SUCCESS', statusCode: 201 })
    const entry = await api.saveJournalEntries([
      balancedEntry({ ...unknown, recurrence: { frequency: 'MONTHLY', interval: 1, colour: 'red' } }),
    ])
    expect(entry.body.data[0]).toMatchObject({ result: 'SUCCESS', statusCode: 201 })
    const stored = sandbox.inspect.bankTransactions().find((record) => record.apiSourceId === 'extra-1')
    expect(stored).not.toHaveProperty('colour')
  })
})

describe('a journal entry’s date and recurrence.endDate', () => {
  const recurrence = { updateType: 'FUTURE_ONLY', frequency: 'MONTHLY', interval: 1, endDate: '2026-12-31' }

  it('are taken and checked on the bookkit profile (README decision 4)', async () => {
    const sandbox = bookkit()
    const api = apiFor(sandbox)
    const created = await api.saveJournalEntries([balancedEntry({ date: '2026-06-20', recurrence })])
    expect(created.body.data[0].data).toMatchObject({ date: '2026-06-20', recurrence: { endDate: '2026-12-31' } })
    const id = created.body.data[0].data.id
    const moved = await api.saveJournalEntries([{ id, date: '2026-06-25', recurrence: { endDate: '2027-06-30' } }])
    expect(moved.body.data[0].data).toMatchObject({ date: '2026-06-25', recurrence: { endDate: '2027-06-30' } })
    expect(sandbox.inspect.journalEntries().find((entry) => entry.id === id)).toMatchObject({ date: '2026-06-25' })
    const malformed = await api.saveJournalEntries([balancedEntry({ date: 'soon', recurrence: { endDate: 'never' } })])
    expect(malformed.body.data[0].error.map((error: { param: string }) => error.param)).toEqual(['date', 'recurrence.endDate'])
  })

  it('are ignored on the described profile: a new entry is dated today, an update keeps its dates', async () => {
    const sandbox = described()
    const api = apiFor(sandbox)
    const created = await api.saveJournalEntries([
      balancedEntry({ date: '2026-06-20', recurrence }),
      balancedEntry({ date: 'soon', recurrence: { endDate: 'never' } }),
    ])
    expect(created.body.data.map((item: { statusCode: number }) => item.statusCode)).toEqual([201, 201])
    const [fresh] = created.body.data.map((item: { data: any }) => item.data)
    expect(fresh.date).toBe('2026-06-30')
    expect(fresh.recurrence).toEqual({ frequency: 'MONTHLY', interval: 1 })

    const seeded = sandbox.inspect
      .journalEntries(bakery.id)
      .find((entry) => entry.recurrence?.endDate !== undefined && entry.date > '2026-05-01')
    expect(seeded).toBeDefined()
    const updated = await api.saveJournalEntries([
      { id: seeded?.id, date: '2026-06-29', recurrence: { frequency: 'MONTHLY', interval: 2, endDate: '2030-01-31' } },
    ])
    expect(updated.body.data[0]).toMatchObject({
      statusCode: 200,
      data: { date: seeded?.date, recurrence: { interval: 2, endDate: seeded?.recurrence?.endDate } },
    })
    expect(sandbox.inspect.journalEntries().find((entry) => entry.id === seeded?.id)?.date).toBe(seeded?.date)
  })
})

describe('values the description shows only as examples', () => {
  const unseen = {
    type: 'FEE',
    reviewStatus: 'FLAGGED',
    userAccess: 'ADMIN',
    accountantAccess: 'COMMENT',
    status: 'PENDING',
    tax: { paymentInfo: { region: 'PROVINCIAL', year: 2026, quarter: 'H1' } },
  }

  it('are closed to bookkit’s sets on the bookkit profile (README decision 13)', async () => {
    const api = apiFor(bookkit())
    const answer = await api.saveBankTransactions([expense(unseen)])
    expect(answer.body.data[0]).toMatchObject({ result: 'FAILURE', statusCode: 400 })
    expect(answer.body.data[0].error.map((error: { type: string; param: string }) => `${error.type} ${error.param}`)).toEqual([
      'INVALID_VALUE status',
      'INVALID_VALUE reviewStatus',
      'INVALID_VALUE userAccess',
      'INVALID_VALUE accountantAccess',
      'INVALID_VALUE type',
      'INVALID_VALUE tax.paymentInfo.region',
      'INVALID_VALUE tax.paymentInfo.quarter',
    ])
    const entry = await api.saveJournalEntries([
      balancedEntry({ recurrence: { updateType: 'THIS_ONLY', frequency: 'FORTNIGHTLY', interval: 1 } }),
    ])
    expect(entry.body.data[0].error.map((error: { param: string }) => error.param)).toEqual([
      'recurrence.updateType',
      'recurrence.frequency',
    ])
  })

  it('are stored and answered as sent on the described profile', async () => {
    const sandbox = described()
    const api = apiFor(sandbox)
    const answer = await api.saveBankTransactions([
      expense({ ...unseen, apiSourceId: 'fee-1' }),
      expense({ type: 'FEE', amount: 900, apiSourceId: 'fee-2' }),
    ])
    expect(answer.body.data.map((item: { statusCode: number }) => item.statusCode)).toEqual([201, 201])
    expect(answer.body.data[0].data).toMatchObject({ type: 'FEE', reviewStatus: 'FLAGGED', status: 'PENDING', tax: unseen.tax })
    const stored = sandbox.inspect.bankTransactions().filter((transaction) => transaction.apiSourceId?.startsWith('fee-'))
    expect(stored.map(({ type, status, amount }) => ({ type, status, amount }))).toEqual([
      { type: 'FEE', status: 'PENDING', amount: -4200 },
      { type: 'FEE', status: 'ACTIVE', amount: 900 },
    ])
    // Listed like any live record, and deleted like one.
    const id = answer.body.data[0].data.id
    expect((await listed(sandbox, api)).map((transaction) => transaction.id)).toContain(id)
    expect((await api.delete(`/v6/banks/transactions/${id}`)).body.data.status).toBe('DELETED')
    expect((await listed(sandbox, api)).map((transaction) => transaction.id)).not.toContain(id)

    const entry = await api.saveJournalEntries([
      balancedEntry({ recurrence: { updateType: 'THIS_ONLY', frequency: 'FORTNIGHTLY', interval: 1 } }),
    ])
    expect(entry.body.data[0]).toMatchObject({ statusCode: 201, data: { recurrence: { frequency: 'FORTNIGHTLY', interval: 1 } } })
  })

  it.each(['bookkit', 'described'] as const)(
    'keep the sign they are given on the %s profile: a refund is an EXPENSE coming in',
    async (profile) => {
      const api = apiFor(profile === 'bookkit' ? bookkit() : described())
      const answer = await api.saveBankTransactions([
        expense({ type: 'EXPENSE', amount: 500, children: [{ amount: 300 }, { amount: 200 }] }),
        expense({ type: 'INCOME', amount: -500 }),
      ])
      expect(answer.body.data.map((item: { statusCode: number }) => item.statusCode)).toEqual([201, 201])
      expect(answer.body.data[0].data).toMatchObject({ type: 'EXPENSE', amount: 500, children: [{ amount: 300 }, { amount: 200 }] })
      expect(answer.body.data[1].data).toMatchObject({ type: 'INCOME', amount: -500 })
    },
  )

  it.each(['bookkit', 'described'] as const)(
    'never take status DELETED on a save on the %s profile: deleting is DELETE',
    async (profile) => {
      const sandbox = smallSandbox({ profile })
      const api = apiFor(sandbox)
      const before = sandbox.inspect.bankTransactions(bakery.id)
      const existing = before.find((transaction) => transaction.date > '2026-05-01')
      const answer = await api.saveBankTransactions([expense({ status: 'DELETED' }), { id: existing?.id, status: 'DELETED' }])
      for (const item of answer.body.data)
        expect(item).toMatchObject({ statusCode: 400, error: [{ type: 'INVALID_VALUE', param: 'status' }] })
      expect(sandbox.inspect.bankTransactions(bakery.id)).toEqual(before)
    },
  )

  it('stay closed where the description gives the complete set: notification preferences', async () => {
    const api = apiFor(bookkit())
    const answer = await api.post('/v6/notifications/settings', { data: { financialSummaries: 'PUSH' } })
    expect(answer.body.error).toEqual([{ type: 'INVALID_VALUE', message: expect.any(String), param: 'data.financialSummaries' }])
  })
})
