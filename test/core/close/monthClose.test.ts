// A month's close as kept in the store, pure: what changed since a sign-off (added, changed, deleted,
// moved out of the month), the strict readers that never let an unknown record be written over,
// the list of signed-off months mended from a month's record, and the accounts the ledger's items
// look at, told from the names, types and subtypes charts give them.
import type { BankTransaction } from '../../../src/api/types'
import { isReceivableAccount, isSuspenseAccount } from '../../../src/core/close/closeItems'
import { balancesMovedSince, totalsMovedSince } from '../../../src/core/close/items'
import {
  addMonthsTo,
  changesSinceSignOff,
  emptyCloseRecord,
  mendSignedMonths,
  monthRange,
  NO_SIGNED_MONTHS,
  signedMonthOf,
  signedTransactionOf,
  type SignOff,
} from '../../../src/core/close/monthClose'
import { readCloseRecord, readSignedMonths } from '../../../src/core/close/monthCloseRead'

const transaction = (id: string, date: string, amount: number, category?: string): BankTransaction =>
  ({ id, date, amount, ...(category && { category: { id: category, name: category } }) }) as BankTransaction

const signOff = (transactions: BankTransaction[], extra: Partial<SignOff> = {}): SignOff => ({
  at: '2026-06-03T09:00:00.000Z',
  by: 'Dana at Cornerstone Bookkeeping',
  items: [{ id: 'review', state: 'done', figure: 0 }],
  trialBalance: { debits: 1000, credits: 1000 },
  transactions: transactions.map(signedTransactionOf),
  ...extra,
})

describe('changesSinceSignOff', () => {
  const kept = [
    transaction('a', '2026-05-02', -1200, 'rent'),
    transaction('b', '2026-05-10', 5000),
    transaction('c', '2026-05-20', -300, 'fuel'),
  ]

  it('tells each transaction of the month added, changed (with what) or deleted since, and nothing of one unchanged or of another month', () => {
    const now = [
      transaction('a', '2026-05-02', -1200, 'rent'),
      transaction('b', '2026-05-11', 5100, 'sales'),
      transaction('d', '2026-05-25', 900),
      transaction('e', '2026-06-01', 40),
    ]
    const changes = changesSinceSignOff(signOff(kept), '2026-05', now)
    expect(changes.map(({ id, kind, changes: what }) => [id, kind, what])).toEqual([
      ['b', 'changed', ['amount', 'date', 'category']],
      ['d', 'added', []],
      ['c', 'deleted', []],
    ])
  })

  it('tells a transaction moved out of the month as changed, and one deleted in the set as deleted', () => {
    const now = [
      transaction('a', '2026-06-02', -1200, 'rent'),
      { ...transaction('b', '2026-05-10', 5000), status: 'DELETED' } as BankTransaction,
      kept[2]!,
    ]
    expect(changesSinceSignOff(signOff(kept), '2026-05', now).map(({ id, kind }) => [id, kind])).toEqual([
      ['a', 'changed'],
      ['b', 'deleted'],
    ])
  })
})

describe('balancesMovedSince', () => {
  const account = (id: string) => ({ id, name: id, type: 'EXPENSE' })
  const kept = signOff([], {
    balances: [
      ['gla_rent', 420000],
      ['gla_utilities', 58289],
    ],
  })

  it('tells each account whose balance moved, money moved between two with the totals equal too, and an account at zero then', () => {
    const now = [
      { account: account('gla_rent'), balance: 400000 },
      { account: account('gla_utilities'), balance: 78289 },
      { account: account('gla_insurance'), balance: 0 },
      { account: account('gla_marketing'), balance: 1500 },
    ]
    expect(totalsMovedSince(kept, { debits: 1000, credits: 1000 })).toBe(false)
    expect(balancesMovedSince(kept, now).map(({ account: { id }, then, now: at }) => [id, then, at])).toEqual([
      ['gla_rent', 420000, 400000],
      ['gla_utilities', 58289, 78289],
      ['gla_marketing', 0, 1500],
    ])
  })

  it('tells nothing while the balances now are not final, of a sign-off reopened, or of one that kept no balances', () => {
    const now = [{ account: account('gla_rent'), balance: 1 }]
    expect(balancesMovedSince(kept, undefined)).toEqual([])
    expect(balancesMovedSince({ ...kept, reopened: { at: '2026-06-10T09:00:00.000Z' } }, now)).toEqual([])
    expect(balancesMovedSince(signOff([]), now)).toEqual([])
  })
})

describe('the stored records', () => {
  it('reads a record it wrote, and refuses one with a field it does not know, of another month, or with a mistyped transaction, naming the field', () => {
    const record = { ...emptyCloseRecord('2026-05'), signOffs: [signOff([transaction('a', '2026-05-02', -1200)])] }
    expect(readCloseRecord(JSON.parse(JSON.stringify(record)), '2026-05')).toEqual({ ok: true, record })
    expect(readCloseRecord({ ...record, lockedBy: 'x' }, '2026-05')).toEqual({ ok: false, field: 'lockedBy' })
    expect(readCloseRecord(record, '2026-06')).toEqual({ ok: false, field: 'month' })
    expect(readCloseRecord({ ...record, formatVersion: 2 }, '2026-05')).toEqual({ ok: false, field: 'formatVersion' })
    const broken = { ...record, signOffs: [{ ...record.signOffs[0], transactions: [['a', '2026-05-02', 12.5, '']] }] }
    expect(readCloseRecord(broken, '2026-05')).toEqual({ ok: false, field: 'signOffs.0.transactions.0' })
    const balanced = { ...record, signOffs: [{ ...record.signOffs[0]!, balances: [['gla_rent', 420000]] as Array<[string, number]> }] }
    expect(readCloseRecord(JSON.parse(JSON.stringify(balanced)), '2026-05')).toEqual({ ok: true, record: balanced })
    const badBalance = { ...record, signOffs: [{ ...record.signOffs[0], balances: [['gla_rent', '4200.00']] }] }
    expect(readCloseRecord(badBalance, '2026-05')).toEqual({ ok: false, field: 'signOffs.0.balances.0' })
    const badItem = { ...record, signOffs: [{ ...record.signOffs[0], items: [{ id: 'coffee', state: 'done' }] }] }
    expect(readCloseRecord(badItem, '2026-05')).toEqual({ ok: false, field: 'signOffs.0.items.0.id' })
    expect(readSignedMonths({ ...NO_SIGNED_MONTHS, months: [{ month: '2026-13', at: '2026-06-03T09:00:00.000Z' }] })).toEqual({
      ok: false,
      field: 'months.0.month',
    })
  })

  it('reads a sign-off kept before the questions item was on the checklist, and one that keeps it', () => {
    const before = ['review', 'reconcile', 'match', 'suspense', 'receivables', 'balances', 'changes'] as const
    const kept = signOff([], { items: before.map((id) => ({ id, state: 'done' as const, figure: 0 })) })
    const older = { ...emptyCloseRecord('2026-05'), signOffs: [kept] }
    expect(readCloseRecord(JSON.parse(JSON.stringify(older)), '2026-05')).toEqual({ ok: true, record: older })
    const withQuestions = {
      ...older,
      signOffs: [
        { ...kept, items: [...kept.items, { id: 'questions' as const, state: 'toDo' as const, figure: 2, reason: 'The owner is away' }] },
      ],
    }
    expect(readCloseRecord(JSON.parse(JSON.stringify(withQuestions)), '2026-05')).toEqual({ ok: true, record: withQuestions })
  })

  it('mends the list of signed-off months from a month’s record: added when signed off, dropped once reopened, left when it agrees', () => {
    const signed = { ...emptyCloseRecord('2026-05'), signOffs: [signOff([])] }
    const listed = mendSignedMonths(NO_SIGNED_MONTHS, '2026-05', signedMonthOf(signed))!
    expect(listed.months).toEqual([{ month: '2026-05', at: '2026-06-03T09:00:00.000Z', by: 'Dana at Cornerstone Bookkeeping' }])
    expect(mendSignedMonths(listed, '2026-05', signedMonthOf(signed))).toBeUndefined()
    const reopened = { ...signed, signOffs: [{ ...signed.signOffs[0]!, reopened: { at: '2026-06-10T09:00:00.000Z' } }] }
    expect(mendSignedMonths(listed, '2026-05', signedMonthOf(reopened))!.months).toEqual([])
  })
})

describe('months', () => {
  it('gives a month’s first and last days, leap years too, and counts months across years', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(addMonthsTo('2026-01', -1)).toBe('2025-12')
    expect(addMonthsTo('2026-06', -12)).toBe('2025-06')
  })
})

describe('the accounts the ledger’s items look at', () => {
  it('finds suspense and uncategorized accounts by name, type or subtype, however charts spell them, and nothing else', () => {
    const suspense = [
      { name: 'Suspense', type: 'CURRLIAB' },
      { name: 'Uncategorized Expense', type: 'EXPENSE' },
      { name: 'Uncategorised Income', type: 'REVENUE' },
      { name: 'Ask My Accountant', type: 'EXPENSE' },
      { name: 'Holding', type: 'ASSET', subtype: 'SuspenseAccount' },
      { name: 'Compte non catégorisé', type: 'ASSET', subtype: 'UNCATÉGORIZED' },
    ]
    for (const account of suspense) expect(isSuspenseAccount(account), account.name).toBe(true)
    for (const account of [
      { name: 'Categories of sales', type: 'REVENUE' },
      { name: 'Office supplies', type: 'EXPENSE' },
    ])
      expect(isSuspenseAccount(account), account.name).toBe(false)
  })

  it('finds accounts receivable by QuickBooks’ type, a subtype, or a name that says only that, and not notes receivable', () => {
    const receivable = [
      { name: 'A/R', type: 'Accounts Receivable' },
      { name: 'Trade debtors', type: 'ASSET', subtype: 'AccountsReceivable' },
      { name: 'Accounts Receivable (A/R)', type: 'ASSET' },
      { name: 'Accounts receivable', type: 'CURRENT' },
    ]
    for (const account of receivable) expect(isReceivableAccount(account), account.name).toBe(true)
    expect(isReceivableAccount({ name: 'Notes Receivable', type: 'ASSET' })).toBe(false)
  })
})
