// Manual journal entries: balance rules, create vs update, one company, the closing lock.
import { SANDBOX } from '../../src/sandbox'
import { apiFor, bakery, balancedEntry, bikeShop, smallSandbox } from './helpers'

function entry(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return balancedEntry({ date: '2026-06-20', ...fields })
}

describe('POST /v6/accounting/manualJournalEntries', () => {
  it('creates a balanced entry: amount is the sum of one side, each child posts its line', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const answer = await api.saveJournalEntries([
      entry({
        dimensionValueIds: [bakery.dimensions.location.values.mainStreet],
        bankAccountId: bakery.bankAccounts.checking,
        attachmentIds: [bakery.attachments[0]],
        recurrence: { updateType: 'FUTURE_ONLY', frequency: 'MONTHLY', interval: 1, endDate: '2026-12-31' },
        customData: { ticket: 'BK-12' },
      }),
    ])
    expect(answer.status).toBe(200)
    const [item] = answer.body.data
    expect(item).toMatchObject({ result: 'SUCCESS', statusCode: 201, error: [] })
    expect(item.data).toMatchObject({
      id: expect.stringMatching(/^mje_/),
      status: 'ACTIVE',
      date: '2026-06-20',
      amount: 12500,
      apiName: 'MANUAL_ENTRY',
      bankAccount: { id: bakery.bankAccounts.checking },
      recurrence: { frequency: 'MONTHLY', interval: 1, endDate: '2026-12-31' },
      customData: { ticket: 'BK-12' },
      attachments: [expect.objectContaining({ id: bakery.attachments[0], url: expect.stringMatching(/^https:/) })],
      // A sub-value is given as its parent with the value as `child`.
      dimensionValues: [
        expect.objectContaining({
          id: bakery.dimensions.location.values.shops,
          child: expect.objectContaining({ id: bakery.dimensions.location.values.mainStreet, name: 'Main Street shop' }),
        }),
      ],
    })
    expect(item.data.children).toEqual([
      { glAccount: expect.objectContaining({ id: bakery.glAccounts.rent, type: 'EXPENSE' }), amount: 12500, drAmount: 12500, crAmount: 0 },
      { glAccount: expect.objectContaining({ id: bakery.glAccounts.utilities }), amount: 12500, drAmount: 0, crAmount: 12500 },
    ])
    const rentLine = sandbox.inspect.glLines(bakery.glAccounts.rent).find((line) => line.sourceId === item.data.id)
    expect(rentLine).toMatchObject({ date: '2026-06-20', drAmount: 12500, crAmount: 0 })
  })

  it('dates an entry today when no date is sent', async () => {
    const answer = await apiFor(smallSandbox({ today: '2026-06-30' })).saveJournalEntries([entry({ date: undefined })])
    expect(answer.body.data[0].data.date).toBe('2026-06-30')
  })

  it.each([
    [
      'unequal sides',
      [
        [bakery.glAccounts.rent, 100, 0],
        [bakery.glAccounts.utilities, 0, 90],
      ],
    ],
    [
      'a line with both sides',
      [
        [bakery.glAccounts.rent, 100, 100],
        [bakery.glAccounts.utilities, 0, 0],
      ],
    ],
    [
      'a line with neither side',
      [
        [bakery.glAccounts.rent, 100, 0],
        [bakery.glAccounts.utilities, 0, 100],
        [bakery.glAccounts.wages, 0, 0],
      ],
    ],
    ['one side only', [[bakery.glAccounts.rent, 100, 0]]],
  ])('refuses %s with 400 INVALID_VALUE on children', async (_, lines) => {
    const children = lines.map(([glAccountId, drAmount, crAmount]) => ({ glAccountId, drAmount, crAmount }))
    const answer = await apiFor(smallSandbox()).saveJournalEntries([entry({ children })])
    expect(answer.body.data[0]).toMatchObject({ result: 'FAILURE', statusCode: 400, error: [{ type: 'INVALID_VALUE', param: 'children' }] })
  })

  it('refuses negative amounts, missing accounts and missing children with their params', async () => {
    const api = apiFor(smallSandbox())
    const answer = await api.saveJournalEntries([
      entry({ children: [{ glAccountId: bakery.glAccounts.rent, drAmount: -5 }, { crAmount: 5 }] }),
      entry({ children: undefined }),
      entry({ children: [] }),
    ])
    expect(answer.body.data[0].error).toEqual([
      expect.objectContaining({ type: 'INVALID_VALUE', param: 'children[0].drAmount' }),
      expect.objectContaining({ type: 'REQUIRED', param: 'children[1].glAccountId' }),
    ])
    expect(answer.body.data[1].error).toEqual([expect.objectContaining({ type: 'REQUIRED', param: 'children' })])
    expect(answer.body.data[2].error).toEqual([expect.objectContaining({ type: 'REQUIRED', param: 'children' })])
  })

  it('keeps every line in one company, and 404s an account the token cannot see', async () => {
    const bookkeeper = apiFor(smallSandbox(), { userId: SANDBOX.users.bookkeeper })
    const mixed = await bookkeeper.saveJournalEntries([
      entry({
        children: [
          { glAccountId: bakery.glAccounts.rent, drAmount: 100 },
          { glAccountId: bikeShop.glAccounts.rent, crAmount: 100 },
        ],
      }),
    ])
    expect(mixed.body.data[0].error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'children' })
    const owner = apiFor(smallSandbox())
    const hidden = await owner.saveJournalEntries([
      entry({
        children: [
          { glAccountId: bakery.glAccounts.rent, drAmount: 100 },
          { glAccountId: bikeShop.glAccounts.rent, crAmount: 100 },
        ],
      }),
    ])
    expect(hidden.body.data[0]).toMatchObject({ statusCode: 404, error: [{ type: 'NOT_FOUND', param: 'children[1].glAccountId' }] })
  })

  it('updates by id (lines replaced, other fields kept), 404s an unknown id, 409s a duplicate source id', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const created = (await api.saveJournalEntries([entry({ apiSourceId: 'je-1' })])).body.data[0].data
    const updated = await api.saveJournalEntries([
      {
        id: created.id,
        children: [
          { glAccountId: bakery.glAccounts.rent, drAmount: 20000 },
          { glAccountId: bakery.glAccounts.utilities, crAmount: 20000 },
        ],
      },
    ])
    expect(updated.body.data[0]).toMatchObject({
      statusCode: 200,
      data: { id: created.id, amount: 20000, description: created.description, apiSourceId: 'je-1' },
    })
    expect(sandbox.inspect.glLines(bakery.glAccounts.rent).filter((line) => line.sourceId === created.id)).toEqual([
      expect.objectContaining({ drAmount: 20000 }),
    ])
    const answer = await api.saveJournalEntries([entry({ id: 'mje_424242' }), entry({ apiSourceId: 'je-1' })])
    expect(answer.body.data[0]).toMatchObject({ statusCode: 404, error: [{ type: 'NOT_FOUND', param: 'id' }] })
    expect(answer.body.data[1]).toMatchObject({ statusCode: 409, error: [{ type: 'DUPLICATE' }] })
  })

  it('refuses entries in or moved into the closed period', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const seeded = sandbox.inspect.journalEntries(bakery.id).find((journal) => journal.date <= '2026-04-30')
    const open = (await api.saveJournalEntries([entry()])).body.data[0].data
    const answer = await api.saveJournalEntries([
      entry({ date: '2026-04-30' }),
      { id: seeded?.id, description: 'edit' },
      { id: open.id, date: '2026-01-31' },
    ])
    for (const item of answer.body.data) expect(item.error[0]).toMatchObject({ type: 'NOT_MODIFIABLE', param: 'date' })
  })

  it('seeds a year of entries that each balance', () => {
    const entries = smallSandbox().inspect.journalEntries()
    expect(entries.length).toBeGreaterThan(20)
    for (const journal of entries) {
      const debits = journal.children.reduce((sum, child) => sum + (child.drAmount ?? 0), 0)
      const credits = journal.children.reduce((sum, child) => sum + (child.crAmount ?? 0), 0)
      expect(debits).toBe(credits)
      expect(journal.amount).toBe(debits)
    }
  })
})
