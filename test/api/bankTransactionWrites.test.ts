// The framework-free half of "a lost answer is found out": what a sync can tell about a write, and
// the save that checks before it sends again. Both profiles, against the sandbox.
import { http, HttpResponse } from 'msw'
import { BookkeepingOutcomeUnknownError } from '../../src/api'
import { holdsWrite, saveBankTransactionsSurely, writeKey, type UnsettledWrites } from '../../src/api/bankTransactionOutcome'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { SANDBOX } from '../../src/sandbox'
import { PROFILES } from '../support/profiles'
import { recordRequests } from '../support/requests'
import { sandboxClient, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const SAVE_PATH = '/v6/banks/transactions'

describe('holdsWrite', () => {
  const record = { id: 'btxn_1', date: '2026-06-01', amount: -500, category: { id: 'ctg_a' }, reviewStatus: 'REVIEWED', classSegments: [{ id: 'dv_2' }, { id: 'dv_1' }] } as unknown as BankTransaction
  it('compares only what the item sent, in the shape the record answers it', () => {
    expect(holdsWrite(record, { id: 'btxn_1', categoryId: 'ctg_a', reviewStatus: 'REVIEWED' })).toBe(true)
    expect(holdsWrite(record, { id: 'btxn_1', categoryId: 'ctg_b' })).toBe(false)
    expect(holdsWrite(record, { id: 'btxn_1', classSegmentIds: ['dv_1', 'dv_2'] })).toBe(true)
    // A field cleared with null is held by a record without it.
    expect(holdsWrite(record, { id: 'btxn_1', notes: null } as unknown as BankTransactionInput)).toBe(true)
    expect(holdsWrite(record, { id: 'btxn_1', vendorId: 'vnd_1' })).toBe(false)
  })
  it('keys a create by its apiName and apiSourceId, an update by its id', () => {
    expect(writeKey({ apiName: 'POS', apiSourceId: 'sale-1', date: '2026-06-01', amount: 1 })).toBe('create:POS:sale-1')
    expect(writeKey({ id: 'btxn_1', categoryId: 'ctg_a' })).toBe('update:btxn_1')
    expect(writeKey({ date: '2026-06-01', amount: 1 })).toBeUndefined()
  })
})

describe.each(PROFILES)('saveBankTransactionsSurely ($profile service)', ({ profile }) => {
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } })
  const isSave = (request: Request) => request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH && request.headers.has('content-type')

  function setUp() {
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const open = (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find((transaction) => transaction.date > closing && (transaction.children ?? []).length === 0) as BankTransaction
    const unsettled: UnsettledWrites = new Map()
    return { client, open, unsettled, requests: recordRequests(state.server) }
  }
  const notesOf = (id: string) => (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find((transaction) => transaction.id === id)?.notes

  it('finds a stored update without a sync instant by walking the whole set, and sends nothing again', async () => {
    const { client, open, unsettled, requests } = setUp()
    state.sandbox.failNext({ dropAnswer: true, method: 'POST', path: SAVE_PATH })
    const [result] = await saveBankTransactionsSurely(client, [{ id: open.id, notes: 'Paid in cash' }], { unsettled, since: () => undefined })
    expect(result).toMatchObject({ ok: true, recovered: true, data: { id: open.id, notes: 'Paid in cash' } })
    expect(requests.filter(isSave)).toHaveLength(1)
    expect(unsettled.size).toBe(0)
  })

  it('sends an update the service never got once more, and then has its answer', async () => {
    const { client, open, unsettled, requests } = setUp()
    const since = (await client.listBankTransactions({ limit: 1 })).lastUpdatedDate
    state.sandbox.failNext({ networkError: true, method: 'POST', path: SAVE_PATH })
    const [result] = await saveBankTransactionsSurely(client, [{ id: open.id, notes: 'Paid by card' }], { unsettled, since: () => since })
    expect(result).toMatchObject({ ok: true, data: { notes: 'Paid by card' } })
    expect(result?.ok && result.recovered).toBeFalsy()
    expect(requests.filter(isSave)).toHaveLength(2)
  })

  it('never sends again a create without an apiSourceId, which no check can tell from another', async () => {
    const { client, unsettled, requests } = setUp()
    state.sandbox.failNext({ dropAnswer: true, method: 'POST', path: SAVE_PATH })
    const create = { date: '2026-06-20', amount: -990, type: 'EXPENSE', bankAccountId: bakery.bankAccounts.checking, description: 'Napkins' }
    await expect(saveBankTransactionsSurely(client, [create], { unsettled, since: () => undefined })).rejects.toMatchObject({ name: 'BookkeepingOutcomeUnknownError', canCheck: false })
    expect(requests.filter(isSave)).toHaveLength(1)
  })

  it('stops at a second lost answer with the outcome unknown, and the next call looks before it sends', async () => {
    const { client, open, unsettled, requests } = setUp()
    const since = (await client.listBankTransactions({ limit: 1 })).lastUpdatedDate
    // Lost once (never handled), checked (not there), sent again and lost again (stored this time).
    // The described service lists with a POST to the same path: only requests with a body are saves.
    let saves = 0
    state.server.use(
      http.post(`${TEST_BASE_URL}${SAVE_PATH}`, async ({ request }) => {
        if (!request.headers.has('content-type') || ++saves > 2) return undefined
        if (saves === 2) await state.sandbox.handle(request)
        return HttpResponse.error()
      }),
    )
    const write = [{ id: open.id, notes: 'Split with the café' }]
    const error = await saveBankTransactionsSurely(client, write, { unsettled, since: () => since }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(BookkeepingOutcomeUnknownError)
    expect(error).toMatchObject({ canCheck: true })
    expect(unsettled.get(`update:${open.id}`)).toBe(since)
    expect(notesOf(open.id)).toBe('Split with the café')
    const sentBefore = requests.filter(isSave).length

    const [result] = await saveBankTransactionsSurely(client, write, { unsettled, since: () => since })
    expect(result).toMatchObject({ ok: true, recovered: true })
    expect(requests.filter(isSave)).toHaveLength(sentBefore)
    expect(unsettled.size).toBe(0)
  })
})
