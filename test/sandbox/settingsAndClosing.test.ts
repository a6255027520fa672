// Notification settings per user (partner-level too) and the closing of each company.
import { SANDBOX } from '../../src/sandbox'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import { SMALL, apiFor, bakery, bikeShop, smallSandbox } from './helpers'

const SETTINGS = '/v6/notifications/settings'

describe('notification settings', () => {
  it('are per user, seeded with a mix that includes null', async () => {
    const sandbox = smallSandbox()
    const seen = []
    for (const userId of [SANDBOX.users.bakeryOwner, SANDBOX.users.bikeShopOwner, SANDBOX.users.bookkeeper, null]) {
      const answer = await apiFor(sandbox, { userId }).get(SETTINGS)
      expect(answer.status).toBe(200)
      expect(Object.keys(answer.body.data).sort()).toEqual(['bankConnectionErrors', 'conversations', 'financialSummaries'])
      seen.push(answer.body.data)
    }
    expect(new Set(seen.map((settings) => JSON.stringify(settings))).size).toBe(4)
    expect(seen.flatMap((settings) => Object.values(settings))).toEqual(expect.arrayContaining([null, 'SMS', 'EMAIL', 'OFF']))
  })

  it('saves for the token’s user only; a left-out key is kept, null clears', async () => {
    const sandbox = smallSandbox()
    const owner = apiFor(sandbox, { userId: SANDBOX.users.bakeryOwner })
    const before = (await owner.get(SETTINGS)).body.data
    const saved = await owner.post(SETTINGS, { data: { conversations: 'SMS', financialSummaries: null } })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toEqual({ ...before, conversations: 'SMS', financialSummaries: null })
    expect((await owner.get(SETTINGS)).body.data).toEqual(saved.body.data)
    expect(sandbox.inspect.notificationSettings(SANDBOX.users.bookkeeper)).toEqual({
      financialSummaries: null,
      bankConnectionErrors: null,
      conversations: 'SMS',
    })
    const partner = apiFor(sandbox, { userId: null })
    await partner.post(SETTINGS, { data: { financialSummaries: 'OFF' } })
    expect(sandbox.inspect.notificationSettings(null)?.financialSummaries).toBe('OFF')
    expect(sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)?.financialSummaries).toBeNull()
  })

  it.each([
    [{}, 'REQUIRED', 'data'],
    [{ data: [] }, 'INVALID_FORMAT', 'data'],
    [{ data: { conversations: 'PIGEON' } }, 'INVALID_VALUE', 'data.conversations'],
    [{ data: { conversations: 1 } }, 'INVALID_FORMAT', 'data.conversations'],
    [{ data: { marketing: 'EMAIL' } }, 'INVALID_VALUE', 'data.marketing'],
  ])('refuses %j with 400 %s', async (body, type, param) => {
    const sandbox = smallSandbox()
    const answer = await apiFor(sandbox).post(SETTINGS, body)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toEqual([{ type, message: expect.any(String), param }])
  })
})

describe('GET /v6/closing', () => {
  it('answers the token’s company: the bakery closed two months back and locked, the bike shop open', async () => {
    const sandbox = smallSandbox({ today: '2026-06-30' })
    expect((await apiFor(sandbox, { userId: SANDBOX.users.bakeryOwner }).get('/v6/closing')).body.data).toEqual({
      date: '2026-04-30',
      modifications: 'DISABLED',
    })
    expect((await apiFor(sandbox, { userId: SANDBOX.users.bikeShopOwner }).get('/v6/closing')).body.data).toEqual({
      date: '2025-12-31',
      modifications: 'ENABLED',
    })
  })

  it('follows today', async () => {
    const sandbox = smallSandbox({ today: '2026-03-15' })
    expect((await apiFor(sandbox).get('/v6/closing')).body.data).toEqual({ date: '2026-01-31', modifications: 'DISABLED' })
  })

  it('lets a token of several companies choose with companyId, defaulting to its first', async () => {
    const bookkeeper = apiFor(smallSandbox(), { userId: SANDBOX.users.bookkeeper })
    expect((await bookkeeper.get('/v6/closing')).body.data.modifications).toBe('DISABLED')
    expect((await bookkeeper.get(`/v6/closing?companyId=${bikeShop.id}`)).body.data.modifications).toBe('ENABLED')
    const owner = apiFor(smallSandbox())
    const other = await owner.get(`/v6/closing?companyId=${bikeShop.id}`)
    expect(other.status).toBe(404)
    expect(other.body.error[0]).toMatchObject({ type: 'NOT_FOUND', param: 'companyId' })
    expect((await owner.get(`/v6/closing?companyId=${bakery.id}`)).status).toBe(200)
  })
})

describe('closeBooks', () => {
  it('closes a company’s books while the sandbox runs: the closing answers it and a change dated in it is refused', async () => {
    const sandbox = smallSandbox({ today: '2026-06-30' })
    const owner = apiFor(sandbox, { userId: SANDBOX.users.bikeShopOwner })
    const saved = await owner.saveBankTransactions([
      { bankAccountId: bikeShop.bankAccounts.savings, date: '2026-06-03', amount: -12_000, description: 'Chain lube order' },
    ])
    const { id } = saved.body.data[0].data
    sandbox.closeBooks('2026-06-05', bikeShop.id)
    expect((await owner.get('/v6/closing')).body.data).toEqual({ date: '2026-06-05', modifications: 'DISABLED' })
    const refused = await owner.saveBankTransactions([{ id, reviewStatus: 'RECONCILED' }])
    expect(refused.body.data[0]).toMatchObject({ statusCode: 400, error: [{ type: 'NOT_MODIFIABLE', param: 'date' }] })
    // The bakery's books are as seeded.
    expect(sandbox.inspect.closing(bakery.id)).toEqual({ date: '2026-04-30', modifications: 'DISABLED' })
  })

  it('leaves the other copies of the same seed, and reset() opens the books again', () => {
    const make = sandboxMaker({ ...SMALL, today: '2026-06-30' })
    const first = make()
    const second = make()
    first.closeBooks('2026-06-05', bikeShop.id)
    expect(second.inspect.closing(bikeShop.id)).toEqual({ date: '2025-12-31', modifications: 'ENABLED' })
    first.reset()
    expect(first.inspect.closing(bikeShop.id)).toEqual({ date: '2025-12-31', modifications: 'ENABLED' })
  })

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => smallSandbox().closeBooks('June 5')).toThrow('closeBooks: date must be YYYY-MM-DD')
  })
})
