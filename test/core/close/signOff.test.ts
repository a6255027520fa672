// A month's sign-off and reopening as the close makes them through its port, in Node with a plain
// QueryClient and a host's store in memory: what a sign-off keeps (each item, its figure and the
// reason it was signed off without being done, the totals, each account's balance, the month's live
// transactions), refused before anything is saved when an item has no reason, the transactions are
// still read or the session may only read; the provider told once the record is saved; the
// reopening kept with who and why; and the record read again after a write refused. The record's
// own writes (conflicts, the list mended, an unreadable record) are ./record.test.ts's.
import type { BankTransaction } from '../../../src/api/types'
import type { MonthEndCloseItem } from '../../../src/core/close/closeItems'
import { closeKey, monthRange, signedMonthsKey, type CloseRecord, type SignedMonths } from '../../../src/core/close/monthClose'
import { reopenSignedMonth, signMonthOff, type MonthToSign } from '../../../src/core/close/signOff'
import { createHostStore } from '../../../src/sandbox/hostStore'
import { closePortOn } from './closePort'

const COMPANY = 'co_bakery'
const MONTH = '2026-05'
const MAY = monthRange(MONTH)
const AT = '2026-06-03T09:00:00.000Z'

const transaction = (id: string, date: string, amount: number, extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({ id, date, amount, ...extra }) as BankTransaction
const SET = [
  transaction('bt_rent', '2026-05-02', -120000, { category: { id: 'ctg_rent', name: 'Rent' } } as Partial<BankTransaction>),
  transaction('bt_sales', '2026-05-15', 56000),
  transaction('bt_gone', '2026-05-16', 900, { status: 'DELETED' }),
  transaction('bt_june', '2026-06-01', 4000),
]
const base = { figures: 'final' as const, error: null, filter: MAY }
const ITEMS: MonthEndCloseItem[] = [
  { ...base, id: 'review', state: 'toDo', left: 3, toReview: 3, transactions: 40 },
  { ...base, id: 'reconcile', state: 'done', left: 0, accounts: [] },
  { ...base, id: 'match', state: 'unknown', figures: 'counting', left: undefined, deposits: undefined, transfers: undefined },
  { ...base, id: 'suspense', state: 'done', left: 0, accounts: [] },
]
const RENT = { id: 'gl_rent', name: 'Rent', type: 'EXPENSE' }
const CASH = { id: 'gl_cash', name: 'Business Checking', type: 'ASSET' }

const closeOf = (extra: Partial<MonthToSign> = {}): MonthToSign => ({
  companyId: COMPANY,
  month: MONTH,
  items: ITEMS,
  trialBalance: { debits: 620000, credits: 620000 },
  signedOff: undefined,
  readOnly: false,
  ...extra,
})
/** The month's transactions as synced, and each account's balance at its end. */
const KEPT = [
  SET,
  [
    { account: CASH, balance: 500000 },
    { account: RENT, balance: 0 },
  ],
] as const
const REASONS = { review: '  The owner reviews these on Monday ', match: 'Seen' }

describe('signMonthOff', () => {
  it('keeps each item with its figure and reason, the totals, each balance not zero and the month’s live transactions, then the list, and tells the host', async () => {
    const store = createHostStore()
    const port = closePortOn(store)
    const saved = await signMonthOff(port, closeOf(), ...KEPT, { reasons: REASONS, userName: 'Dana at Cornerstone Bookkeeping' }, AT)

    expect(store.peek(closeKey(COMPANY, MONTH))?.value).toEqual(saved)
    expect(saved.signOffs).toEqual([
      {
        at: AT,
        by: 'Dana at Cornerstone Bookkeeping',
        items: [
          { id: 'review', state: 'toDo', figure: 3, reason: 'The owner reviews these on Monday' },
          { id: 'reconcile', state: 'done', figure: 0 },
          { id: 'match', state: 'unknown', reason: 'Seen' },
          { id: 'suspense', state: 'done', figure: 0 },
        ],
        trialBalance: { debits: 620000, credits: 620000 },
        balances: [['gl_cash', 500000]],
        transactions: [
          ['bt_rent', '2026-05-02', -120000, 'ctg_rent'],
          ['bt_sales', '2026-05-15', 56000, ''],
        ],
      },
    ])
    expect((store.peek(signedMonthsKey(COMPANY))!.value as SignedMonths).months).toEqual([
      { month: MONTH, at: AT, by: 'Dana at Cornerstone Bookkeeping' },
    ])
    expect(port.events).toEqual([{ type: 'monthSignedOff', companyId: COMPANY, month: MONTH }])
    // The cache holds what was saved: the checklist shows it without a read.
    expect(port.queryClient.getQueryData(port.keys.stored(closeKey(COMPANY, MONTH)))).toEqual(saved)
  })

  it('refuses naming each item not done without a reason, saves nothing, tells nothing, and reads the record again', async () => {
    const store = createHostStore()
    const port = closePortOn(store)
    port.queryClient.setQueryData(port.keys.stored(closeKey(COMPANY, MONTH)), { month: MONTH })
    await expect(signMonthOff(port, closeOf(), ...KEPT, { reasons: { match: 'Seen', review: '   ' } }, AT)).rejects.toMatchObject({
      name: 'SignOffIncompleteError',
      fields: ['review'],
    })
    expect(store.saves).toBe(0)
    expect(port.events).toEqual([])
    expect(port.queryClient.getQueryState(port.keys.stored(closeKey(COMPANY, MONTH)))?.isInvalidated).toBe(true)
  })

  it('refuses while the month’s transactions are still read, even with every item done', async () => {
    const store = createHostStore()
    const done = ITEMS.map((item) => ({ ...item, state: 'done' as const }))
    await expect(signMonthOff(closePortOn(store), closeOf({ items: done }), undefined, KEPT[1], {}, AT)).rejects.toMatchObject({
      name: 'SignOffIncompleteError',
      fields: [],
    })
    expect(store.saves).toBe(0)
  })

  it('refuses a read-only session before anything is read or saved', async () => {
    const store = createHostStore()
    const port = closePortOn(store)
    const load = vi.spyOn(store, 'load')
    await expect(signMonthOff(port, closeOf({ readOnly: true }), ...KEPT, { reasons: REASONS }, AT)).rejects.toMatchObject({
      name: 'CloseRefusedError',
      reason: 'readOnly',
    })
    expect(load).not.toHaveBeenCalled()
    expect(store.saves).toBe(0)
  })
})

describe('reopenSignedMonth', () => {
  it('marks the sign-off the user saw reopened, with who and why, takes the month off the list and tells the host', async () => {
    const store = createHostStore()
    const port = closePortOn(store)
    const signed = await signMonthOff(port, closeOf(), ...KEPT, { reasons: REASONS }, AT)
    const reopened = await reopenSignedMonth(
      port,
      closeOf({ signedOff: signed.signOffs[0] }),
      { reason: ' A deposit was keyed wrong ', userName: 'Sam at Maple Crumb' },
      '2026-06-10T09:00:00.000Z',
    )
    expect(reopened.signOffs[0]!.reopened).toEqual({
      at: '2026-06-10T09:00:00.000Z',
      by: 'Sam at Maple Crumb',
      reason: 'A deposit was keyed wrong',
    })
    expect((store.peek(closeKey(COMPANY, MONTH))!.value as CloseRecord).signOffs).toHaveLength(1)
    expect((store.peek(signedMonthsKey(COMPANY))!.value as SignedMonths).months).toEqual([])
    expect(port.events.map((event) => event.type)).toEqual(['monthSignedOff', 'monthReopened'])
  })

  it('refuses to reopen a sign-off made since the user saw the month, and a read-only session, changing nothing', async () => {
    const store = createHostStore()
    const port = closePortOn(store)
    const signed = await signMonthOff(port, closeOf(), ...KEPT, { reasons: REASONS }, AT)
    const seen = { ...signed.signOffs[0]!, at: '2026-06-01T08:00:00.000Z' }
    const before = store.peek(closeKey(COMPANY, MONTH))
    await expect(reopenSignedMonth(port, closeOf({ signedOff: seen }), {}, '2026-06-10T09:00:00.000Z')).rejects.toMatchObject({
      name: 'CloseRefusedError',
      reason: 'signedOff',
    })
    await expect(reopenSignedMonth(port, closeOf({ signedOff: signed.signOffs[0], readOnly: true }))).rejects.toMatchObject({
      reason: 'readOnly',
    })
    expect(store.peek(closeKey(COMPANY, MONTH))).toEqual(before)
    expect(port.events.map((event) => event.type)).toEqual(['monthSignedOff'])
  })
})
