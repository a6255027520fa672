// The client's `service` option: each convention the service description leaves open goes out the
// way the profile says, and a profile that lacks a capability never sends a guess.
import { bookkitService, createBookkeepingClient, describedService, type ServiceProfile } from '../../src/api'
import { resolveServiceProfile } from '../../src/api/service'
import { BookkeepingUnsupportedError } from '../../src/api/client'
import { SANDBOX } from '../../src/sandbox'
import { recordRequests } from '../support/requests'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 } })

function clientWith(service: ServiceProfile, userId: string = SANDBOX.users.bakeryOwner) {
  return createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken: sandboxTokenFetcher(state.sandbox, { userId }), service })
}

describe('resolveServiceProfile', () => {
  it('fills every member left out with bookkit’s decision and keeps every false', () => {
    expect(resolveServiceProfile()).toEqual(bookkitService)
    const resolved = resolveServiceProfile({
      invoiceSort: false,
      closingCompanyParam: false,
      invoiceFilterValues: { invoiceStatus: ['OPEN', 'PAID'] },
    })
    expect(resolved.invoiceSort).toBe(false)
    expect(resolved.closingCompanyParam).toBe(false)
    expect(resolved.accountingMethodField).toBe('accountingMethod')
    expect(resolved.invoiceFilterValues).toEqual({ status: bookkitService.invoiceFilterValues.status, invoiceStatus: ['OPEN', 'PAID'] })
  })

  it('keeps today’s save items by default and follows the description where asked, member by member', () => {
    expect(resolveServiceProfile()).toMatchObject({
      newTransactionReviewStatus: 'UNREVIEWED',
      journalEntryDate: true,
      recurrenceEndDate: true,
      updates: 'partial',
    })
    expect(resolveServiceProfile(describedService)).toEqual(describedService)
    expect(describedService).toMatchObject({
      newTransactionReviewStatus: false,
      journalEntryDate: false,
      recurrenceEndDate: false,
      updates: 'whole',
    })
    expect(resolveServiceProfile({ journalEntryDate: false, newTransactionReviewStatus: 'NEW' })).toMatchObject({
      newTransactionReviewStatus: 'NEW',
      journalEntryDate: false,
      recurrenceEndDate: true,
      updates: 'partial',
    })
  })
})

describe('what the receivables read: notOwedInvoiceStatuses, paidInvoiceStatuses and maxPageSize', () => {
  it('default to drafts and voids owing nothing and PAID as paid, in pages of 250; on the described service the usual names of what owes nothing, in pages of 100', () => {
    const ours = { notOwedInvoiceStatuses: ['DRAFT', 'VOIDED'], paidInvoiceStatuses: ['PAID'], maxPageSize: 250 }
    const described = {
      notOwedInvoiceStatuses: ['DRAFT', 'VOIDED', 'VOID', 'WRITTEN_OFF'],
      paidInvoiceStatuses: ['PAID'],
      maxPageSize: 100,
    }
    expect(bookkitService).toMatchObject(ours)
    expect(resolveServiceProfile()).toMatchObject(ours)
    expect(describedService).toMatchObject(described)
    expect(resolveServiceProfile(describedService)).toMatchObject(described)
    // Frozen, as every other member of the two profiles.
    for (const profile of [bookkitService, describedService]) {
      expect(Object.isFrozen(profile.notOwedInvoiceStatuses) && Object.isFrozen(profile.paidInvoiceStatuses)).toBe(true)
    }
    // The member they replace is gone, and a host still giving it is not taken.
    expect(bookkitService).not.toHaveProperty('openInvoiceStatuses')
    expect(describedService).not.toHaveProperty('openInvoiceStatuses')
    expect(resolveServiceProfile({ openInvoiceStatuses: ['OPEN'] } as unknown as ServiceProfile)).toEqual(bookkitService)
  })

  it('take a host’s values, member by member, the others keeping bookkit’s', () => {
    expect(resolveServiceProfile({ maxPageSize: 40 })).toEqual({ ...bookkitService, maxPageSize: 40 })
    expect(resolveServiceProfile({ notOwedInvoiceStatuses: ['DRAFT', 'VOIDED', 'WRITTEN_OFF'] })).toEqual({
      ...bookkitService,
      notOwedInvoiceStatuses: ['DRAFT', 'VOIDED', 'WRITTEN_OFF'],
    })
    expect(resolveServiceProfile({ paidInvoiceStatuses: ['PAID', 'SETTLED'] })).toEqual({
      ...bookkitService,
      paidInvoiceStatuses: ['PAID', 'SETTLED'],
    })
    expect(resolveServiceProfile({ ...describedService, maxPageSize: 500 })).toEqual({ ...describedService, maxPageSize: 500 })
    // An empty list is a list: no status that owes nothing, or none that says paid.
    expect(resolveServiceProfile({ notOwedInvoiceStatuses: [], paidInvoiceStatuses: [] })).toEqual({
      ...bookkitService,
      notOwedInvoiceStatuses: [],
      paidInvoiceStatuses: [],
    })
    // Left out, undefined or null: bookkit's decision.
    const defaults = { maxPageSize: 250, notOwedInvoiceStatuses: ['DRAFT', 'VOIDED'], paidInvoiceStatuses: ['PAID'] }
    expect(
      resolveServiceProfile({ maxPageSize: undefined, notOwedInvoiceStatuses: undefined, paidInvoiceStatuses: undefined }),
    ).toMatchObject(defaults)
    expect(
      resolveServiceProfile({ maxPageSize: null, notOwedInvoiceStatuses: null, paidInvoiceStatuses: null } as unknown as ServiceProfile),
    ).toMatchObject(defaults)
    expect(clientWith({ maxPageSize: 40, notOwedInvoiceStatuses: ['VOIDED'], paidInvoiceStatuses: [] }).service).toMatchObject({
      maxPageSize: 40,
      notOwedInvoiceStatuses: ['VOIDED'],
      paidInvoiceStatuses: [],
    })
  })

  it.each([0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '40'])(
    'refuse maxPageSize %j with a TypeError naming the member, from the resolver and the client',
    (maxPageSize) => {
      const profile = { maxPageSize } as unknown as ServiceProfile
      expect(() => resolveServiceProfile(profile)).toThrow(TypeError)
      expect(() => resolveServiceProfile(profile)).toThrow(/^bookkit: service\.maxPageSize must be a whole number of at least 1, not /)
      expect(() => clientWith(profile)).toThrow(/service\.maxPageSize/)
    },
  )
})

describe('settleWindowMs: how long a save that timed out or was cancelled may still land (README decision 20)', () => {
  const withLimit = (service: ServiceProfile, requestTimeout?: number | { read?: number; write?: number }) =>
    createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken: sandboxTokenFetcher(state.sandbox), service, requestTimeout })

  it("defaults to twice the client's write limit, on either profile, and takes a host's value", () => {
    expect(withLimit({}).service.settleWindowMs).toBe(120_000)
    expect(withLimit(describedService, { write: 400 }).service.settleWindowMs).toBe(800)
    expect(withLimit(bookkitService, 5_000).service.settleWindowMs).toBe(20_000)
    expect(withLimit({ settleWindowMs: 0 }, { write: 400 }).service.settleWindowMs).toBe(0)
    expect(withLimit({ ...describedService, settleWindowMs: 90_000 }).service.settleWindowMs).toBe(90_000)
    // The frozen profiles leave it to the client, which knows its limit.
    expect(bookkitService.settleWindowMs).toBeUndefined()
    expect(describedService.settleWindowMs).toBeUndefined()
  })

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, '5000'])('refuses %j with a TypeError naming the member', (settleWindowMs) => {
    expect(() => withLimit({ settleWindowMs } as unknown as ServiceProfile)).toThrow(
      /^bookkit: service\.settleWindowMs must be a number of milliseconds of at least 0, not /,
    )
  })

  // A status list that cannot be read (not a list, or a value that is not a non-empty string) is
  // refused where the receivables read it, with a TypeError naming the member:
  // test/react/invoices/receivablesAging.test.tsx, "notOwedInvoiceStatuses and paidInvoiceStatuses".
})

describe('the service option', () => {
  it('lists bank transactions with a bodiless POST to the save path on the described service, paged by the v5 headers', async () => {
    state.reset({ profile: 'described', volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 } })
    const requests = recordRequests(state.server)
    const client = clientWith(describedService)
    const first = await client.listBankTransactions({ limit: 100 })
    expect(first.data).toHaveLength(100)
    expect(first.cursor).toBeTruthy()
    const second = await client.listBankTransactions({ limit: 100, cursor: first.cursor })
    expect(second.data.length).toBeGreaterThan(0)
    expect(new Set([...first.data, ...second.data].map((transaction) => transaction.id)).size).toBe(first.data.length + second.data.length)
    const sent = requests.filter((request) => new URL(request.url).pathname === '/v6/banks/transactions')
    expect(sent.map((request) => request.method)).toEqual(['POST', 'POST'])
    expect(sent[0]?.headers.get('limit')).toBe('100')
    expect(await sent[0]?.text()).toBe('')
    expect(sent[1]?.headers.get('cursor')).toBe(first.cursor)
  })

  it('lists with GET /v5/banks/transactions by default', async () => {
    const requests = recordRequests(state.server)
    const page = await clientWith({}).listBankTransactions({ limit: 10 })
    expect(page.data).toHaveLength(10)
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toContain('GET /v5/banks/transactions')
  })

  it('sends the accounting method under the member name the profile gives, and not at all where it names none (issue 56: a service ignores a member it does not know, so it cannot be learned)', async () => {
    const requests = recordRequests(state.server)
    const bodies = async () =>
      Promise.all(requests.filter((request) => request.url.includes('/generalLedger')).map((request) => request.clone().json()))
    await clientWith({ accountingMethodField: 'basis' }).queryGeneralLedger(bakery.glAccounts.rent, { limit: 5, accountingMethod: 'CASH' })
    await clientWith({ accountingMethodField: false }).queryGeneralLedger(bakery.glAccounts.rent, { limit: 5, accountingMethod: 'CASH' })
    await clientWith({}).queryGeneralLedger(bakery.glAccounts.rent, { limit: 5, accountingMethod: 'CASH' })
    await clientWith(bookkitService).queryGeneralLedger(bakery.glAccounts.rent, { limit: 5, accountingMethod: 'CASH' })
    expect(await bodies()).toEqual([{ limit: 5, basis: 'CASH' }, { limit: 5 }, { limit: 5 }, { limit: 5, accountingMethod: 'CASH' }])
    expect(clientWith({}).service.accountingMethodField).toBe(false)
  })

  it('names the closing’s company with the profile’s parameter, or not at all', async () => {
    const requests = recordRequests(state.server)
    const bookkeeper = SANDBOX.users.bookkeeper
    await clientWith({}, bookkeeper).getClosing({ companyId: SANDBOX.companies.bikeShop.id })
    await clientWith({ closingCompanyParam: false }, bookkeeper).getClosing({ companyId: SANDBOX.companies.bikeShop.id })
    expect(requests.filter((request) => request.url.includes('/v6/closing')).map((request) => new URL(request.url).search)).toEqual([
      `?companyId=${SANDBOX.companies.bikeShop.id}`,
      '',
    ])
  })

  it('saves settings where the profile says, and refuses without a request where nothing can save them', async () => {
    const requests = recordRequests(state.server)
    const settings = { financialSummaries: 'OFF', bankConnectionErrors: 'OFF', conversations: 'OFF' } as const
    await expect(clientWith({ saveNotificationSettings: false }).updateNotificationSettings(settings)).rejects.toBeInstanceOf(
      BookkeepingUnsupportedError,
    )
    expect(requests).toHaveLength(0)
    state.reset({ profile: 'described' })
    await expect(
      clientWith({ saveNotificationSettings: { method: 'POST', path: '/v6/notifications/settings' } }).updateNotificationSettings(settings),
    ).rejects.toMatchObject({
      status: 404,
      type: 'BAD_REQUEST',
    })
  })
})

// README decision 13: with a member left out, the client tries our decision once and keeps what the service answered.
describe('a member the profile leaves out', () => {
  const listingCalls = (requests: Request[]) =>
    requests
      .filter((request) => !request.headers.has('content-type'))
      .map((request) => `${request.method} ${new URL(request.url).pathname}`)
      .filter((sent) => sent.endsWith('/banks/transactions'))

  it('lists with GET /v5 where the service answers it, and with the described bodiless POST after one refusal where it does not', async () => {
    const ours = recordRequests(state.server)
    const onOurs = clientWith({})
    await onOurs.listBankTransactions({ limit: 5 })
    await onOurs.listBankTransactions({ limit: 5 })
    expect(listingCalls(ours)).toEqual(['GET /v5/banks/transactions', 'GET /v5/banks/transactions'])
    expect(onOurs.service.listBankTransactions).toBe('v5-get')

    // Below the volume at which the sandbox adds its card and transfers: the company holds exactly 99.
    state.reset({ profile: 'described', volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 99, extraGlLinesPerCompany: 0 } })
    const described = recordRequests(state.server)
    const client = clientWith({})
    const first = await client.listBankTransactions({ limit: 50 })
    const second = await client.listBankTransactions({ limit: 50, cursor: first.cursor })
    expect(first.data).toHaveLength(50)
    expect(second.data).toHaveLength(49)
    expect(listingCalls(described)).toEqual(['GET /v5/banks/transactions', 'POST /v6/banks/transactions', 'POST /v6/banks/transactions'])
    expect(client.service.listBankTransactions).toBe('v6-post')
  })

  it('does not learn from a listing that failed for another reason', async () => {
    const requests = recordRequests(state.server)
    const client = clientWith({})
    state.sandbox.failNext({ status: 500, path: '/v5/banks/transactions' })
    await client.listBankTransactions({ limit: 5 }).catch(() => undefined)
    await client.listBankTransactions({ limit: 5 })
    const calls = listingCalls(requests)
    expect(calls.length).toBeGreaterThanOrEqual(2)
    expect(calls.every((sent) => sent === 'GET /v5/banks/transactions')).toBe(true)
  })

  it('finds out once whether settings can be saved, by a save that changes no setting', async () => {
    const ours = recordRequests(state.server)
    const onOurs = clientWith({})
    const before = state.sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)
    expect(await onOurs.canSaveNotificationSettings()).toBe(true)
    expect(await onOurs.canSaveNotificationSettings()).toBe(true)
    const probes = ours.filter((request) => request.method === 'POST')
    expect(probes).toHaveLength(1)
    expect(await probes[0]?.text()).toBe('{"data":{}}')
    expect(state.sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)).toEqual(before)

    state.reset({ profile: 'described' })
    const described = clientWith({})
    expect(await described.canSaveNotificationSettings()).toBe(false)
    expect(described.service.saveNotificationSettings).toBe(false)
    const requests = recordRequests(state.server)
    await expect(
      described.updateNotificationSettings({ financialSummaries: 'OFF', bankConnectionErrors: 'OFF', conversations: 'OFF' }),
    ).rejects.toBeInstanceOf(BookkeepingUnsupportedError)
    expect(requests).toHaveLength(0)
  })

  it('learns from a save turned away as having no endpoint, and asks nothing of a profile that names the save', async () => {
    state.reset({ profile: 'described' })
    const client = clientWith({})
    const settings = { financialSummaries: 'OFF', bankConnectionErrors: 'OFF', conversations: 'OFF' } as const
    await expect(client.updateNotificationSettings(settings)).rejects.toBeInstanceOf(BookkeepingUnsupportedError)
    const requests = recordRequests(state.server)
    expect(await client.canSaveNotificationSettings()).toBe(false)
    expect(await clientWith(describedService).canSaveNotificationSettings()).toBe(false)
    expect(await clientWith(bookkitService).canSaveNotificationSettings()).toBe(true)
    expect(requests).toHaveLength(0)
  })

  it('leaves the question open when the service did not answer', async () => {
    const client = clientWith({})
    state.sandbox.failNext({ networkError: true, path: '/v6/notifications/settings', method: 'POST' })
    await expect(client.canSaveNotificationSettings()).rejects.toMatchObject({ kind: 'network' })
    expect(await client.canSaveNotificationSettings()).toBe(true)
  })
})
