// What a save changes that the user closed, pure: the reconciliations and signed-off months a set of
// changes touches (only a change that moves money, before or after a date moves), what must be read
// to tell, and the parts of the sentence that asks first, years said once.
import type { BankTransaction, BankTransactionInput } from '../../../src/api/types'
import { bankTransactionUpdate, reviewItem } from '../../../src/api/writes/bankTransactionItems'
import {
  changedParts,
  changedPeriods,
  recordsToRead,
  type PendingChange,
  type PeriodsOnRecord,
} from '../../../src/core/close/changedPeriods'
import type { SignedMonth } from '../../../src/core/close/monthClose'
import { reconciliationOf } from '../../support/reconciliations'

const CHECKING = { id: 'bka_checking', name: 'Business Checking' }
const SAVINGS = { id: 'bka_savings', name: 'Reserve Savings' }

const transaction = (id: string, date: string, fields: Partial<BankTransaction> = {}): BankTransaction =>
  ({
    id,
    date,
    amount: -4500,
    bankAccount: CHECKING,
    category: { id: 'cat_rent', name: 'Rent' },
    reviewStatus: 'REVIEWED',
    ...fields,
  }) as BankTransaction
const reconciled = (id: string, date: string, fields: Partial<BankTransaction> = {}) =>
  transaction(id, date, { reviewStatus: 'RECONCILED', ...fields })

const MAY: SignedMonth = { month: '2026-05', at: '2026-06-03T09:00:00.000Z', by: 'Dana at Cornerstone Bookkeeping' }
const MARCH: SignedMonth = { month: '2026-03', at: '2026-04-03T09:00:00.000Z' }

const onRecord = (signed: readonly SignedMonth[], held: Array<[BankTransaction, string]> = [], company = 'co1'): PeriodsOnRecord => ({
  signedMonths: new Map([[company, signed]]),
  reconciliations: new Map(
    held.map(([one, endDate]) => [
      one.id,
      { ...reconciliationOf(one.bankAccount!.id, endDate, [one]), bankAccountName: one.bankAccount!.name },
    ]),
  ),
})
const change = (before: BankTransaction | undefined, item: BankTransactionInput, companyId = 'co1'): PendingChange => ({
  before,
  item,
  companyId,
})
const categorize = (before: BankTransaction, categoryId = 'cat_utilities') =>
  change(before, reviewItem(before, { categoryId, review: true })!)

describe('changedPeriods', () => {
  it('names the reconciliation that holds a reconciled transaction recategorized in a signed-off month, and the month’s sign-off', () => {
    const rent = reconciled('btx_1', '2026-05-04')
    const periods = changedPeriods([categorize(rent)], onRecord([MAY], [[rent, '2026-05-31']]))
    expect(periods).toEqual({
      reconciliations: [{ bankAccountId: CHECKING.id, accountName: 'Business Checking', endDate: '2026-05-31' }],
      signOffs: [MAY],
      count: 1,
    })
    expect(changedParts(periods)).toEqual({
      parts: [
        { kind: 'reconciliation', accountName: 'Business Checking', month: '2026-05', withYear: true },
        { kind: 'signOff', month: '2026-05', withYear: false },
      ],
      more: 0,
    })
  })

  it('names a reconciled transaction that no stored record holds by its account alone', () => {
    const periods = changedPeriods([categorize(reconciled('btx_1', '2026-06-04'))], onRecord([MAY]))
    expect(periods.reconciliations).toEqual([{ bankAccountId: CHECKING.id, accountName: 'Business Checking' }])
    expect(periods.signOffs).toEqual([])
    expect(changedParts(periods).parts).toEqual([{ kind: 'reconciliation', accountName: 'Business Checking', withYear: true }])
  })

  it('asks nothing of a change that moves no money: a memo, a receipt, a review status, a category already set', () => {
    const rent = reconciled('btx_1', '2026-05-04')
    const open = transaction('btx_2', '2026-05-09', { reviewStatus: 'UNREVIEWED' })
    const record = onRecord([MAY], [[rent, '2026-05-31']])
    const quiet = [
      change(rent, reviewItem(rent, { notes: 'May’s rent, paid early' })!),
      change(rent, reviewItem(rent, { attach: ['att_1'] })!),
      change(open, reviewItem(open, { review: true })!),
      change(open, reviewItem(open, { categoryId: 'cat_rent', review: true })!),
      // A whole update restates every field as read: only what differs counts.
      change(rent, bankTransactionUpdate(rent, { notes: 'Paid early' }, 'whole')),
    ]
    expect(changedPeriods(quiet, record)).toEqual({ reconciliations: [], signOffs: [], count: 0 })
    expect(recordsToRead(quiet)).toEqual({ companies: [], accounts: [] })
  })

  it('names what a delete changes: all of its money moves, though its item restates the record as read', () => {
    const rent = reconciled('btx_1', '2026-05-04')
    const deleting: PendingChange = { ...change(rent, bankTransactionUpdate(rent, {}, 'whole')), deletes: true }
    const periods = changedPeriods([deleting], onRecord([MAY], [[rent, '2026-05-31']]))
    expect(periods).toEqual({
      reconciliations: [{ bankAccountId: CHECKING.id, accountName: 'Business Checking', endDate: '2026-05-31' }],
      signOffs: [MAY],
      count: 1,
    })
    expect(recordsToRead([deleting])).toEqual({ companies: ['co1'], accounts: [{ companyId: 'co1', bankAccountId: CHECKING.id }] })
    const june = transaction('btx_5', '2026-06-02')
    expect(changedPeriods([{ ...change(june, { id: june.id }), deletes: true }], onRecord([MAY])).count).toBe(0)
  })

  it('names the signed-off month a date moves a transaction out of, and the one it moves it into', () => {
    const june = transaction('btx_3', '2026-06-02')
    expect(changedPeriods([change(june, { id: june.id, date: '2026-05-30' })], onRecord([MAY])).signOffs).toEqual([MAY])
    const may = transaction('btx_4', '2026-05-30')
    expect(changedPeriods([change(may, { id: may.id, date: '2026-03-31' })], onRecord([MARCH, MAY])).signOffs).toEqual([MARCH, MAY])
    expect(changedPeriods([change(june, { id: june.id, date: '2026-06-30' })], onRecord([MAY])).count).toBe(0)
  })

  it('names the month a new transaction is added to, and a reconciled one taken out of its reconciliation by its review status', () => {
    expect(
      changedPeriods([change(undefined, { date: '2026-05-12', amount: -900, bankAccountId: CHECKING.id })], onRecord([MAY])).signOffs,
    ).toEqual([MAY])
    const rent = reconciled('btx_1', '2026-06-04')
    const periods = changedPeriods([change(rent, { id: rent.id, reviewStatus: 'UNREVIEWED' })], onRecord([MAY], [[rent, '2026-06-15']]))
    expect(periods.reconciliations).toEqual([{ bankAccountId: CHECKING.id, accountName: 'Business Checking', endDate: '2026-06-15' }])
    expect(periods.signOffs).toEqual([])
  })

  it('says nothing of the months of a company whose list could not be read', () => {
    const may = transaction('btx_4', '2026-05-30')
    expect(changedPeriods([categorize(may)], { signedMonths: new Map(), reconciliations: new Map() }).count).toBe(0)
    expect(changedPeriods([change(may, reviewItem(may, { categoryId: 'cat_utilities' })!, 'co2')], onRecord([MAY])).count).toBe(0)
  })

  it('counts each reconciliation and month once over many changes, in date order, and the changes that touch one', () => {
    const rows = [
      reconciled('btx_1', '2026-05-04'),
      reconciled('btx_2', '2026-05-20'),
      reconciled('btx_3', '2026-03-08', { bankAccount: SAVINGS }),
      transaction('btx_4', '2026-06-10'),
    ]
    const periods = changedPeriods(
      rows.map((row) => categorize(row)),
      onRecord(
        [MARCH, MAY],
        [
          [rows[0]!, '2026-05-31'],
          [rows[1]!, '2026-05-31'],
          [rows[2]!, '2026-03-31'],
        ],
      ),
    )
    expect(periods.count).toBe(3)
    expect(periods.reconciliations.map(({ accountName, endDate }) => [accountName, endDate])).toEqual([
      ['Reserve Savings', '2026-03-31'],
      ['Business Checking', '2026-05-31'],
    ])
    expect(periods.signOffs).toEqual([MARCH, MAY])
    // Up to the limit, every part is named; past it, one fewer, and the rest counted.
    expect(changedParts(periods).parts).toHaveLength(4)
    expect(changedParts(periods, 3)).toEqual({
      parts: [
        { kind: 'reconciliation', accountName: 'Reserve Savings', month: '2026-03', withYear: true },
        { kind: 'reconciliation', accountName: 'Business Checking', month: '2026-05', withYear: false },
      ],
      more: 2,
    })
  })

  it('says the year again where a month of another year follows', () => {
    const december = reconciled('btx_9', '2025-12-29')
    const periods = changedPeriods(
      [categorize(december), categorize(transaction('btx_10', '2026-05-02'))],
      onRecord([MAY], [[december, '2025-12-31']]),
    )
    expect(changedParts(periods).parts.map(({ month, withYear }) => [month, withYear])).toEqual([
      ['2025-12', true],
      ['2026-05', true],
    ])
  })
})

describe('recordsToRead', () => {
  it('reads the companies of changes that move money, and the accounts of the reconciled ones, each once', () => {
    const rows = [
      reconciled('btx_1', '2026-05-04'),
      reconciled('btx_2', '2026-05-20'),
      transaction('btx_3', '2026-05-21', { bankAccount: SAVINGS }),
    ]
    expect(recordsToRead([...rows.map((row) => categorize(row)), change(rows[2], { id: 'btx_3', categoryId: 'cat_fuel' }, 'co2')])).toEqual(
      {
        companies: ['co1', 'co2'],
        accounts: [{ companyId: 'co1', bankAccountId: CHECKING.id }],
      },
    )
  })
})
