// Body members and parameters the service description does not name, and bank transactions'
// customData, on both profiles: bookkit reads and checks them; described ignores them.
import { isUnreadableCustomData } from '../../src/api/customData'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { apiFor, bakery, bikeShop, expense, smallSandbox } from './helpers'

const described = (): Sandbox => smallSandbox({ profile: 'described' })
const bookkit = (): Sandbox => smallSandbox()

const ids = (answer: { body: { data: Array<{ id: string }> } }) => answer.body.data.map((record) => record.id)

describe('the GL query’s accountingMethod', () => {
  // The bakery keeps accrual books: its receivable account has lines under accrual, none under cash.
  const receivable = bakery.glAccounts.receivable

  it('chooses the method on the bookkit profile, and is checked', async () => {
    const api = apiFor(bookkit())
    const accrual = await api.gl(receivable, { limit: 20 })
    const cash = await api.gl(receivable, { limit: 20, accountingMethod: 'CASH' })
    expect(accrual.body.data.length).toBeGreaterThan(0)
    expect(ids(cash)).not.toEqual(ids(accrual))
    const bogus = await api.gl(receivable, { accountingMethod: 'ACCRUALISH' })
    expect(bogus.status).toBe(400)
    expect(bogus.body.error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'accountingMethod' })
  })

  it('is ignored on the described profile: the company’s configured method applies', async () => {
    const api = apiFor(described())
    const accrual = await api.gl(receivable, { limit: 20 })
    expect(accrual.body.data.length).toBeGreaterThan(0)
    for (const accountingMethod of ['CASH', 'ACCRUALISH', 42]) {
      const answer = await api.gl(receivable, { limit: 20, accountingMethod })
      expect(answer.status, String(accountingMethod)).toBe(200)
      expect(ids(answer)).toEqual(ids(accrual))
    }
    // What the description names is still checked.
    const tooMany = await api.gl(receivable, { limit: 251, accountingMethod: 'CASH' })
    expect(tooMany.body.error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'limit' })
  })
})

describe('the invoice query’s sort', () => {
  it('orders the rows on the bookkit profile, and is checked', async () => {
    const api = apiFor(bookkit())
    const byTotal = await api.invoices({ limit: 50, sort: { value: 'total' } })
    const totals = byTotal.body.data.map((invoice: { totals: { total: number } }) => invoice.totals.total)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    expect(ids(byTotal)).not.toEqual(ids(await api.invoices({ limit: 50 })))
    const bogus = await api.invoices({ sort: { value: 'colour' } })
    expect(bogus.body.error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'sort.value' })
  })

  it('keeps the service’s own order (-date, then id) on the described profile', async () => {
    const api = apiFor(described())
    const own = await api.invoices({ limit: 50 })
    const dates = own.body.data.map((invoice: { date: string }) => invoice.date)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const value of ['total', '-balance', 'colour']) {
      const answer = await api.invoices({ limit: 50, sort: { value } })
      expect(answer.status, value).toBe(200)
      expect(ids(answer), value).toEqual(ids(own))
    }
    // The filter, which the description names, is still checked for its shape.
    const malformed = await api.invoices({ filter: { amount: 'lots' } })
    expect(malformed.body.error[0]).toMatchObject({ type: 'INVALID_FORMAT', param: 'filter.amount' })
  })
})

describe('the closing’s companyId parameter', () => {
  it('names one of the token’s companies on the bookkit profile', async () => {
    const api = apiFor(bookkit(), { userId: SANDBOX.users.bookkeeper })
    const bikes = await api.get(`/v6/closing?companyId=${bikeShop.id}`)
    expect(bikes.body.data.modifications).toBe('ENABLED')
    expect((await api.get('/v6/closing?companyId=co_nowhere')).status).toBe(404)
  })

  it('is ignored on the described profile: the token’s first company applies', async () => {
    const api = apiFor(described(), { userId: SANDBOX.users.bookkeeper })
    const own = await api.get('/v6/closing')
    expect(own.body.data.modifications).toBe('DISABLED')
    for (const companyId of [bikeShop.id, 'co_nowhere']) {
      const answer = await api.get(`/v6/closing?companyId=${companyId}`)
      expect(answer.status, companyId).toBe(200)
      expect(answer.body.data, companyId).toEqual(own.body.data)
    }
  })
})

describe('a bank transaction’s customData', () => {
  const partnerData = { orderRef: 'PO-1042', tags: ['flour'] }

  it('is echoed as saved on the bookkit profile, in the save, the listing and the delete', async () => {
    const api = apiFor(bookkit())
    const saved = await api.saveBankTransactions([expense({ customData: partnerData })])
    const record = saved.body.data[0].data
    expect(record.customData).toEqual(partnerData)
    const listed = (await api.sync({ limit: '250' })).body.data.find((transaction: { id: string }) => transaction.id === record.id)
    expect(listed.customData).toEqual(partnerData)
    expect((await api.delete(`/v6/banks/transactions/${record.id}`)).body.data.customData).toEqual(partnerData)
  })

  it('is answered as JSON-node introspection flags on the described profile, in every answer', async () => {
    const sandbox = described()
    const api = apiFor(sandbox)
    const saved = await api.saveBankTransactions([expense({ customData: partnerData }), expense({ description: 'Oats' })])
    const [full, bare] = saved.body.data.map((item: { data: unknown }) => item.data)
    expect(full.customData).toEqual({
      empty: false,
      object: true,
      nodeType: 'OBJECT',
      array: false,
      null: false,
      textual: false,
      number: false,
      boolean: false,
      valueNode: false,
      containerNode: true,
      missingNode: false,
      pojo: false,
      integralNumber: false,
      floatingPointNumber: false,
      bigDecimal: false,
      bigInteger: false,
      short: false,
      int: false,
      long: false,
      float: false,
      double: false,
      binary: false,
    })
    expect(bare.customData).toEqual({ ...full.customData, empty: true })
    const listing = await api.post('/v6/banks/transactions', undefined, { limit: '250' })
    const listed = listing.body.data.filter((transaction: { id: string }) => [full.id, bare.id].includes(transaction.id))
    expect(listed.map((transaction: { customData: unknown }) => transaction.customData)).toEqual([full.customData, bare.customData])
    const deleted = await api.delete(`/v6/banks/transactions/${full.id}`)
    expect(deleted.body.data.customData).toEqual(full.customData)
    // The client recognises the shape; the sandbox still holds the real data.
    expect(isUnreadableCustomData(full.customData)).toBe(true)
    expect(isUnreadableCustomData(bare.customData)).toBe(true)
    expect(sandbox.inspect.bankTransactions().find((transaction) => transaction.id === bare.id)?.customData).toEqual({})
  })
})

describe('everything else', () => {
  it('is the same books and the same answers on both profiles', async () => {
    const [ours, theirs] = [bookkit(), described()]
    expect(theirs.inspect.bankTransactions()).toEqual(ours.inspect.bankTransactions())
    expect(theirs.inspect.trialBalance(bakery.id)).toEqual(ours.inspect.trialBalance(bakery.id))
    const [a, b] = [apiFor(ours), apiFor(theirs)]
    expect((await b.gl(bakery.glAccounts.busyExpense, { limit: 30 })).body).toEqual(
      (await a.gl(bakery.glAccounts.busyExpense, { limit: 30 })).body,
    )
    expect((await b.invoices({ limit: 30, filter: { invoiceStatus: { in: ['OPEN'] } } })).body).toEqual(
      (await a.invoices({ limit: 30, filter: { invoiceStatus: { in: ['OPEN'] } } })).body,
    )
    const closed = { ...expense(), date: '2026-01-15' }
    const [lockedA, lockedB] = [await a.saveBankTransactions([closed]), await b.saveBankTransactions([closed])]
    expect(lockedB.body).toEqual(lockedA.body)
    expect(lockedB.body.data[0].error[0].type).toBe('NOT_MODIFIABLE')
  })
})
