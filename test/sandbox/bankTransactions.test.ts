// Saving and deleting bank transactions: create vs update, splits, required fields, amounts,
// the closing lock, and what each answer and the ledger show afterwards.
import { SANDBOX } from '../../src/sandbox'
import { apiFor, bakery, bikeShop, expense, smallSandbox } from './helpers'

describe('POST /v6/banks/transactions', () => {
  it('creates with 201 and answers the saved record with classSegments', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const answer = await api.saveBankTransactions([
      expense({
        vendorId: bakery.vendors.millstoneFlour,
        classSegmentIds: [bakery.dimensions.location.values.riverside],
        customData: { posBatch: 'A-17', nested: { ok: true } },
        notes: 'For the rye special',
      }),
    ])
    expect(answer.status).toBe(200)
    expect(answer.body.result).toBe('SUCCESS')
    const [item] = answer.body.data
    expect(item).toMatchObject({ result: 'SUCCESS', statusCode: 201, error: [] })
    expect(item.data).toMatchObject({
      id: expect.stringMatching(/^btxn_/),
      type: 'EXPENSE',
      amount: -4200,
      status: 'ACTIVE',
      reviewStatus: 'UNREVIEWED',
      displayName: 'Millstone Flour Supply',
      vendor: { id: bakery.vendors.millstoneFlour, name: 'Millstone Flour Supply' },
      category: { id: bakery.categories.ingredients },
      glAccount: { id: bakery.glAccounts.busyExpense, type: 'EXPENSE' },
      bankAccount: { id: bakery.bankAccounts.checking },
      company: { id: bakery.id, name: bakery.name },
      customData: { posBatch: 'A-17', nested: { ok: true } },
      currencyInfo: { originalCurrency: 'USD', originalAmount: -4200 },
    })
    expect(item.data.classSegments).toEqual([
      {
        id: bakery.dimensions.location.values.shops,
        label: { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' },
        name: 'Shops',
        child: { id: bakery.dimensions.location.values.riverside, label: expect.any(Object), name: 'Riverside shop' },
      },
    ])
    expect(item.data).not.toHaveProperty('dimensionValues')
    expect(sandbox.inspect.bankTransactions(bakery.id).some((transaction) => transaction.id === item.data.id)).toBe(true)
  })

  it('derives the type from the sign, and keeps the sign of a given type (a reversed income goes out)', async () => {
    const api = apiFor(smallSandbox())
    const answer = await api.saveBankTransactions([
      expense({ amount: 15000, categoryId: bakery.categories.retailSales }),
      expense({ type: 'INCOME', amount: -10 }),
      expense({ type: 'TRANSFER', amount: 2500, categoryId: undefined, glAccountId: bakery.glAccounts.savings }),
    ])
    expect(answer.body.data[0].data.type).toBe('INCOME')
    expect(answer.body.data[1].data).toMatchObject({ type: 'INCOME', amount: -10 })
    expect(answer.body.data[2].data).toMatchObject({ type: 'TRANSFER', amount: 2500, glAccount: { id: bakery.glAccounts.savings } })
  })

  it('updates by id: sent fields change, left-out fields stay, null clears', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const created = (await api.saveBankTransactions([expense({ vendorId: bakery.vendors.riverbendDairy, notes: 'first' })])).body.data[0]
      .data
    const updated = await api.saveBankTransactions([
      { id: created.id, description: 'Cream, 20 qt', vendorId: null, reviewStatus: 'REVIEWED' },
    ])
    expect(updated.body.data[0]).toMatchObject({ result: 'SUCCESS', statusCode: 200 })
    expect(updated.body.data[0].data).toMatchObject({
      id: created.id,
      description: 'Cream, 20 qt',
      notes: 'first',
      amount: -4200,
      reviewStatus: 'REVIEWED',
    })
    expect(updated.body.data[0].data).not.toHaveProperty('vendor')
    expect(sandbox.inspect.bankTransactions(bakery.id).filter((transaction) => transaction.id === created.id)).toHaveLength(1)
  })

  it('fails an unknown id with 404 NOT_FOUND and creates nothing', async () => {
    const sandbox = smallSandbox()
    const before = sandbox.inspect.bankTransactions().length
    const answer = await apiFor(sandbox).saveBankTransactions([expense({ id: 'btxn_999999' })])
    expect(answer.body.data[0]).toMatchObject({
      result: 'FAILURE',
      statusCode: 404,
      data: null,
      error: [{ type: 'NOT_FOUND', param: 'id' }],
    })
    expect(sandbox.inspect.bankTransactions()).toHaveLength(before)
  })

  it('checks that splits add up to the amount, and posts one line per split', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const bad = await api.saveBankTransactions([
      expense({ amount: -10000, children: [{ amount: -6000, categoryId: bakery.categories.ingredients }, { amount: -3000 }] }),
    ])
    expect(bad.body.data[0].error).toEqual([{ type: 'INVALID_VALUE', message: expect.stringContaining('-9000'), param: 'children' }])
    const good = await api.saveBankTransactions([
      expense({
        amount: -10000,
        categoryId: undefined,
        children: [
          { amount: -6000, categoryId: bakery.categories.ingredients, notes: 'Flour' },
          { amount: -3000, categoryId: bakery.categories.marketing },
          { amount: -1000 },
        ],
      }),
    ])
    const saved = good.body.data[0].data
    expect(saved.children.map((child: { id: string; amount: number }) => child.amount)).toEqual([-6000, -3000, -1000])
    expect(new Set(saved.children.map((child: { id: string }) => child.id)).size).toBe(3)
    expect(saved).not.toHaveProperty('glAccount')
    const lines = [bakery.glAccounts.busyExpense, 'gla_co1_marketing', bakery.glAccounts.suspense, bakery.glAccounts.checking].map(
      (account) => sandbox.inspect.glLines(account).filter((line) => line.sourceId === saved.id),
    )
    expect(lines.map((found) => found.map((line) => [line.drAmount, line.crAmount]))).toEqual([
      [[6000, 0]],
      [[3000, 0]],
      [[1000, 0]],
      [[0, 10000]],
    ])
    expect(lines[0]?.[0]?.description).toBe('Flour')

    const kept = saved.children[0].id
    const resplit = await api.saveBankTransactions([
      {
        id: saved.id,
        children: [
          { id: kept, amount: -9000, categoryId: bakery.categories.ingredients },
          { amount: -1000, categoryId: bakery.categories.rent },
        ],
      },
    ])
    expect(resplit.body.data[0].data.children[0].id).toBe(kept)
    expect(resplit.body.data[0].data.children[1].id).not.toBe(saved.children[1].id)
    const stranger = await api.saveBankTransactions([{ id: saved.id, children: [{ id: 'btxn_000001_1', amount: -10000 }] }])
    expect(stranger.body.data[0].error[0]).toMatchObject({ type: 'NOT_FOUND', param: 'children[0].id' })
    const amountOnly = await api.saveBankTransactions([{ id: saved.id, amount: -12000 }])
    expect(amountOnly.body.data[0].error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'children' })
  })

  it('posts uncategorized money to suspense, and re-posts when categorized', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const saved = (await api.saveBankTransactions([expense({ categoryId: undefined, amount: -777 })])).body.data[0].data
    const inSuspense = () => sandbox.inspect.glLines(bakery.glAccounts.suspense).filter((line) => line.sourceId === saved.id)
    expect(inSuspense()).toEqual([expect.objectContaining({ drAmount: 777, crAmount: 0 })])
    await api.saveBankTransactions([{ id: saved.id, categoryId: bakery.categories.utilities }])
    expect(inSuspense()).toEqual([])
    expect(sandbox.inspect.glLines(bakery.glAccounts.utilities).filter((line) => line.sourceId === saved.id)).toHaveLength(1)
  })

  it('refuses references of another company, and a bank account categorized to itself', async () => {
    const api = apiFor(smallSandbox(), { userId: SANDBOX.users.bookkeeper })
    const answer = await api.saveBankTransactions([
      expense({ categoryId: bikeShop.categories.parts }),
      expense({ categoryId: undefined, glAccountId: bakery.glAccounts.checking }),
      expense({ classSegmentIds: [bakery.dimensions.location.values.mainStreet, bakery.dimensions.location.values.catering] }),
    ])
    expect(answer.body.data[0].error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'categoryId' })
    expect(answer.body.data[1].error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'glAccountId' })
    expect(answer.body.data[2].error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'classSegmentIds' })
  })

  it('refuses to create, change, move into or delete the closed period while modifications are DISABLED', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const closing = sandbox.inspect.closing(bakery.id)
    expect(closing).toEqual({ date: '2026-04-30', modifications: 'DISABLED' })
    const locked = sandbox.inspect.bankTransactions(bakery.id).find((transaction) => transaction.date <= closing.date)
    const open = (await api.saveBankTransactions([expense({ date: '2026-05-01' })])).body.data[0].data
    const answers = await api.saveBankTransactions([
      expense({ date: closing.date }),
      { id: locked?.id, notes: 'too late' },
      { id: open.id, date: '2026-04-15' },
    ])
    for (const item of answers.body.data)
      expect(item).toMatchObject({ statusCode: 400, error: [{ type: 'NOT_MODIFIABLE', param: 'date' }] })
    const remove = await api.delete(`/v6/banks/transactions/${locked?.id}`)
    expect(remove.status).toBe(400)
    expect(remove.body.error[0].type).toBe('NOT_MODIFIABLE')
  })

  it('lets the bike shop change anything: its closing is ENABLED', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox, { userId: SANDBOX.users.bikeShopOwner })
    expect(sandbox.inspect.closing(bikeShop.id).modifications).toBe('ENABLED')
    const old = sandbox.inspect.bankTransactions(bikeShop.id)[0]
    const answer = await api.saveBankTransactions([{ id: old?.id, notes: 'reviewed at year end' }])
    expect(answer.body.data[0].statusCode).toBe(200)
  })
})

describe('DELETE /v6/banks/transactions/{id}', () => {
  it('answers the record with status DELETED and dimensionValues, removes its lines, and a second delete is 404', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox)
    const saved = (
      await api.saveBankTransactions([
        expense({ classSegmentIds: [bakery.dimensions.channel.values.retail], apiName: 'POS', apiSourceId: 'sale-1' }),
      ])
    ).body.data[0].data
    const before = sandbox.inspect.trialBalance(bakery.id)
    const answer = await api.delete(`/v6/banks/transactions/${saved.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ id: saved.id, status: 'DELETED', company: { id: bakery.id } })
    expect(answer.body.data.dimensionValues).toEqual([
      expect.objectContaining({
        id: bakery.dimensions.channel.values.retail,
        dimension: expect.objectContaining({ id: bakery.dimensions.channel.id }),
      }),
    ])
    expect(sandbox.inspect.glLines(bakery.glAccounts.busyExpense).some((line) => line.sourceId === saved.id)).toBe(false)
    const after = sandbox.inspect.trialBalance(bakery.id)
    expect(before.debits - after.debits).toBe(4200)
    expect(after.debits).toBe(after.credits)
    expect(sandbox.inspect.bankTransactions().some((transaction) => transaction.id === saved.id)).toBe(false)
    expect(sandbox.inspect.deletedBankTransactionIds()).toEqual([saved.id])
    const again = await api.delete(`/v6/banks/transactions/${saved.id}`)
    expect(again.status).toBe(404)
    expect(again.body.error[0].type).toBe('NOT_FOUND')
    const update = await api.saveBankTransactions([{ id: saved.id, notes: 'back?' }])
    expect(update.body.data[0].statusCode).toBe(404)
    const recreate = await api.saveBankTransactions([expense({ apiName: 'POS', apiSourceId: 'sale-1' })])
    expect(recreate.body.data[0].statusCode).toBe(201)
  })
})
