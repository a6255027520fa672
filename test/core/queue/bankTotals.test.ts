// The sums the charts draw, by day: money in and out, what went out under each category (a split's
// money out shared among its lines that took money out), transfers left out, records that cannot be read counted and never
// guessed. A save moves the sums by the records it changed; they must then be exactly what summing
// the whole set afresh gives.
import * as fc from 'fast-check'
import type { BankTransaction, BankTransactionSplit } from '../../../src/api/types'
import { mergeChanges, type BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { isTransfer, sumTransactions, totalsOf, UNCATEGORIZED, type BankTotals } from '../../../src/core/queue/bankTotals'

const CHECKING = { id: 'bka_checking', name: 'Checking' }
const SAVINGS = { id: 'bka_savings', name: 'Savings' }
const INGREDIENTS = { id: 'ctg_ingredients', name: 'Ingredients' }
const PACKAGING = { id: 'ctg_packaging', name: 'Packaging' }
const SALES = { id: 'ctg_sales', name: 'Retail sales' }

let made = 0
/** A bank transaction on the checking account: money in for a positive amount, out for a negative one. */
function transaction(date: string, amount: number, extra: Partial<BankTransaction> = {}): BankTransaction {
  return {
    id: `btxn_${String(++made).padStart(4, '0')}`,
    status: 'ACTIVE',
    type: amount >= 0 ? 'INCOME' : 'EXPENSE',
    date,
    amount,
    bankAccount: CHECKING,
    ...extra,
  }
}

const line = (amount: number, categoryId?: string): BankTransactionSplit => ({ amount, ...(categoryId ? { categoryId } : {}) })
const everything = () => true
const onChecking = (record: BankTransaction) => record.bankAccount?.id === CHECKING.id

/** The money out under each category on `date`, as plain objects. */
const spendingOn = (totals: BankTotals, date: string) => Object.fromEntries(totals.days.get(date)?.spending ?? [])

describe('sumTransactions', () => {
  it('sums money in and money out of each day, money out as a positive number', () => {
    const totals = sumTransactions(
      [
        transaction('2026-06-02', 12_500, { category: SALES }),
        transaction('2026-06-02', 4_050),
        transaction('2026-06-02', -3_199, { category: INGREDIENTS }),
        transaction('2026-06-03', -1),
      ],
      everything,
    )
    expect(totals.days.get('2026-06-02')).toMatchObject({ moneyIn: 16_550, moneyOut: 3_199, count: 3, transfers: 0 })
    expect(totals.days.get('2026-06-03')).toMatchObject({ moneyIn: 0, moneyOut: 1, count: 1, transfers: 0 })
    expect([...totals.days.keys()].sort()).toEqual(['2026-06-02', '2026-06-03'])
    expect(totals.unreadable).toBe(0)
  })

  it('puts money out under its category and under UNCATEGORIZED when it has none; money in under none', () => {
    const totals = sumTransactions(
      [
        transaction('2026-06-02', -3_000, { category: INGREDIENTS }),
        transaction('2026-06-02', -2_000, { category: INGREDIENTS }),
        transaction('2026-06-02', -700),
        transaction('2026-06-02', -300, { category: { id: '', name: '' } }),
        transaction('2026-06-02', 9_999, { category: SALES }),
      ],
      everything,
    )
    expect(spendingOn(totals, '2026-06-02')).toEqual({
      [INGREDIENTS.id]: { amount: 5_000, count: 2 },
      [UNCATEGORIZED]: { amount: 1_000, count: 2 },
    })
    expect(Object.fromEntries(totals.names)).toEqual({ [INGREDIENTS.id]: 'Ingredients', [SALES.id]: 'Retail sales' })
  })

  it('leaves transfers out of every sum and counts them on their own', () => {
    const totals = sumTransactions(
      [
        transaction('2026-06-25', -150_000, { type: 'TRANSFER', category: { id: 'ctg_reserve', name: 'Transfer to savings' } }),
        transaction('2026-06-25', 150_000, { type: 'TRANSFER' }),
        transaction('2026-06-25', -500),
      ],
      everything,
    )
    expect(totals.days.get('2026-06-25')).toMatchObject({ moneyIn: 0, moneyOut: 500, count: 1, transfers: 2 })
    expect(spendingOn(totals, '2026-06-25')).toEqual({ [UNCATEGORIZED]: { amount: 500, count: 1 } })
  })

  it('counts a pair of transfer sides as transfers, whatever type each says', () => {
    const out = transaction('2026-06-26', -123_456, { type: 'EXPENSE', category: INGREDIENTS })
    const arrived = transaction('2026-06-26', 123_456, { type: 'INCOME', bankAccount: SAVINGS, matchingBankTransaction: { id: out.id } })
    const paired = { ...out, matchingBankTransaction: { id: arrived.id } }
    expect([isTransfer(paired), isTransfer(arrived), isTransfer(out)]).toEqual([true, true, false])
    const totals = sumTransactions([paired, arrived], everything)
    expect(totals.days.get('2026-06-26')).toMatchObject({ moneyIn: 0, moneyOut: 0, count: 0, transfers: 2 })
    expect(spendingOn(totals, '2026-06-26')).toEqual({})
  })

  it("puts a split's money out under each line's category, counting the transaction once under each", () => {
    const warehouseRun = transaction('2026-06-10', -59_892, {
      category: SALES,
      children: [line(-35_935, INGREDIENTS.id), line(-14_973, 'ctg_repairs'), line(-4_000, INGREDIENTS.id), line(-4_984)],
    })
    const totals = sumTransactions([warehouseRun, transaction('2026-06-10', -1_000, { category: INGREDIENTS })], everything)
    expect(spendingOn(totals, '2026-06-10')).toEqual({
      [INGREDIENTS.id]: { amount: 40_935, count: 2 },
      ctg_repairs: { amount: 14_973, count: 1 },
      [UNCATEGORIZED]: { amount: 4_984, count: 1 },
    })
    // The record's own category is not where a split's money went.
    expect(spendingOn(totals, '2026-06-10')[SALES.id]).toBeUndefined()
    expect(totals.days.get('2026-06-10')).toMatchObject({ moneyOut: 60_892, count: 2 })
  })

  it("shares a split purchase's money out among its lines that took money out: a refund inside it lowers the purchase, not another category", () => {
    // 80.00 paid: 100.00 of ingredients, less 20.00 of packaging returned in the same purchase.
    const purchase = transaction('2026-06-11', -8_000, { children: [line(-10_000, INGREDIENTS.id), line(2_000, PACKAGING.id)] })
    const boxes = transaction('2026-06-11', -5_000, { category: PACKAGING })
    const totals = sumTransactions([purchase, boxes], everything)
    expect(spendingOn(totals, '2026-06-11')).toEqual({
      [INGREDIENTS.id]: { amount: 8_000, count: 1 },
      [PACKAGING.id]: { amount: 5_000, count: 1 },
    })
    expect(totals.days.get('2026-06-11')).toMatchObject({ moneyIn: 0, moneyOut: 13_000 })
  })

  it('shares a split in proportion to its lines, to the cent, the amounts adding up to the money out', () => {
    // 90.00 paid: 60.00 and 40.00 of goods, 10.00 back; then 0.10 paid over three equal lines and a credit.
    const goods = transaction('2026-06-12', -9_000, {
      children: [line(-6_000, INGREDIENTS.id), line(-4_000, PACKAGING.id), line(1_000, SALES.id)],
    })
    const thirds = transaction('2026-06-13', -10, {
      children: [line(-4, INGREDIENTS.id), line(-4, PACKAGING.id), line(-4, 'ctg_repairs'), line(2, SALES.id)],
    })
    const totals = sumTransactions([goods, thirds], everything)
    expect(spendingOn(totals, '2026-06-12')).toEqual({
      [INGREDIENTS.id]: { amount: 5_400, count: 1 },
      [PACKAGING.id]: { amount: 3_600, count: 1 },
    })
    // 3.33… cents each: a cent each, and the one left over to the first line.
    expect(spendingOn(totals, '2026-06-13')).toEqual({
      [INGREDIENTS.id]: { amount: 4, count: 1 },
      [PACKAGING.id]: { amount: 3, count: 1 },
      ctg_repairs: { amount: 3, count: 1 },
    })
    // A split under several categories is remembered, so that a group of them counts it once.
    expect(Object.fromEntries(totals.days.get('2026-06-12')!.splits)).toEqual({ [goods.id]: [INGREDIENTS.id, PACKAGING.id] })
    for (const date of ['2026-06-12', '2026-06-13']) {
      const day = totals.days.get(date)!
      expect(
        [...day.spending.values()].reduce((sum, spent) => sum + spent.amount, 0),
        date,
      ).toBe(day.moneyOut)
    }
  })

  it("puts a split's whole amount under the record's category when a line's amount cannot be read", () => {
    const totals = sumTransactions(
      [
        transaction('2026-06-12', -2_500, {
          category: INGREDIENTS,
          children: [line(-2_000, PACKAGING.id), { amount: '5.00' as unknown as number }],
        }),
      ],
      everything,
    )
    expect(spendingOn(totals, '2026-06-12')).toEqual({ [INGREDIENTS.id]: { amount: 2_500, count: 1 } })
  })

  it('puts nothing under a category for money in, split or not', () => {
    const totals = sumTransactions(
      [transaction('2026-06-13', 7_000, { children: [line(9_000, SALES.id), line(-2_000, PACKAGING.id)] })],
      everything,
    )
    expect(totals.days.get('2026-06-13')).toMatchObject({ moneyIn: 7_000, moneyOut: 0, count: 1 })
    expect(spendingOn(totals, '2026-06-13')).toEqual({})
  })

  it.each<[string, Partial<BankTransaction>]>([
    ['no date', { date: undefined as unknown as string }],
    ['a date and time', { date: '2026-06-14T10:00:00Z' }],
    ['a date written with slashes', { date: '2026/06/14' }],
    ['a day that does not exist', { date: '2026-02-30' }],
    ['no amount', { amount: undefined as unknown as number }],
    ['an amount in text', { amount: '-12.50' as unknown as number }],
    ['a fraction of a cent', { amount: -12.5 }],
    ['an amount beyond safe integers', { amount: -(2 ** 60) }],
  ])('counts a record with %s as unreadable and sums nothing from it', (_, broken) => {
    const totals = sumTransactions(
      [transaction('2026-06-14', -1_250, { category: INGREDIENTS, ...broken }), transaction('2026-06-15', 400)],
      everything,
    )
    expect(totals.unreadable).toBe(1)
    expect([...totals.days.keys()]).toEqual(['2026-06-15'])
    expect(totals.days.get('2026-06-15')).toMatchObject({ moneyIn: 400, moneyOut: 0, count: 1 })
  })

  it('sums only the records the filter keeps, and counts only their unreadable ones', () => {
    const totals = sumTransactions(
      [
        transaction('2026-06-16', -900),
        transaction('2026-06-16', 35, { bankAccount: SAVINGS }),
        transaction('2026-06-16', 12, { bankAccount: SAVINGS, amount: Number.NaN }),
        transaction('2026-06-17', 100),
      ],
      onChecking,
    )
    expect(totals.days.get('2026-06-16')).toMatchObject({ moneyIn: 0, moneyOut: 900, count: 1 })
    expect(totals.days.get('2026-06-17')).toMatchObject({ moneyIn: 100, count: 1 })
    expect(totals.unreadable).toBe(0)
  })
})

/**
 * Every category name a fresh sum knows, the moved sums know the same. They may know more: a name
 * stays known after the last record carrying it leaves, so a category a split line still spends
 * under keeps its name.
 */
function expectNamesOf(moved: BankTotals, fresh: BankTotals) {
  for (const [id, name] of fresh.names) expect(moved.names.get(id)).toBe(name)
}

describe('totalsOf', () => {
  /** The set a merge makes from `set`, as a sync or a save makes it. */
  function merged(set: BankTransactionSet, changed: BankTransaction[], removedIds: string[] = []): BankTransactionSet {
    return { lastUpdatedDate: set.lastUpdatedDate, ...mergeChanges(set.transactions, changed, removedIds) }
  }

  function seeded() {
    const records = {
      flour: transaction('2026-06-02', -4_200, { category: INGREDIENTS }),
      boxes: transaction('2026-06-02', -1_800, { category: PACKAGING }),
      sale: transaction('2026-06-03', 25_000, { category: SALES }),
      unsorted: transaction('2026-06-03', -990),
      warehouseRun: transaction('2026-06-04', -30_000, { children: [line(-20_000, INGREDIENTS.id), line(-10_000, PACKAGING.id)] }),
      reserve: transaction('2026-06-05', -100_000, { type: 'TRANSFER' }),
      interest: transaction('2026-06-05', 131, { bankAccount: SAVINGS }),
      garbled: transaction('2026-06-06', Number.NaN),
    }
    return { set: merged({ transactions: [], lastUpdatedDate: 'T0' }, Object.values(records)), records }
  }

  /** After the merge that made `next`, the moved sums equal a fresh sum, for all records and for one account. */
  function expectMovedEqualsFresh(before: BankTransactionSet, next: BankTransactionSet) {
    for (const keep of [everything, onChecking]) {
      const previous = sumTransactions(before.transactions, keep)
      const moved = totalsOf(next, keep, previous)
      const fresh = sumTransactions(next.transactions, keep)
      expect(moved.transactions).toBe(next.transactions)
      expect(moved.days).toEqual(fresh.days)
      expect(moved.unreadable).toBe(fresh.unreadable)
      expectNamesOf(moved, fresh)
    }
  }

  it('gives the same object for a set with the same records, whatever else the set says', () => {
    const { set } = seeded()
    const totals = totalsOf(set, everything, undefined)
    expect(totalsOf(set, everything, totals)).toBe(totals)
    expect(totalsOf({ ...set, syncing: { received: 9 } }, everything, totals)).toBe(totals)
    // A merge that changed nothing hands back the same records.
    expect(totalsOf(merged(set, []), everything, totals)).toBe(totals)
  })

  it('moves the sums by a record added, the same as summing afresh', () => {
    const { set } = seeded()
    const next = merged(set, [transaction('2026-06-03', -2_500, { category: INGREDIENTS }), transaction('2026-06-20', 800)])
    expectMovedEqualsFresh(set, next)
    expect(totalsOf(next, everything, sumTransactions(set.transactions, everything)).days.get('2026-06-20')).toMatchObject({
      moneyIn: 800,
      count: 1,
    })
  })

  it('moves the sums by a record removed, and drops a day left with nothing', () => {
    const { set, records } = seeded()
    const next = merged(set, [], [records.flour.id, records.reserve.id, records.interest.id])
    expectMovedEqualsFresh(set, next)
    const moved = totalsOf(next, everything, sumTransactions(set.transactions, everything))
    expect(moved.days.has('2026-06-05')).toBe(false)
    expect(spendingOn(moved, '2026-06-02')).toEqual({ [PACKAGING.id]: { amount: 1_800, count: 1 } })
  })

  it('moves a record to another day, and only the two days it left and reached are new objects', () => {
    const { set, records } = seeded()
    const previous = sumTransactions(set.transactions, everything)
    const next = merged(set, [{ ...records.flour, date: '2026-06-04' }])
    expectMovedEqualsFresh(set, next)
    const moved = totalsOf(next, everything, previous)
    expect(moved.days.get('2026-06-02')).toMatchObject({ moneyOut: 1_800, count: 1 })
    expect(spendingOn(moved, '2026-06-04')[INGREDIENTS.id]).toEqual({ amount: 24_200, count: 2 })
    expect(moved.days.get('2026-06-03')).toBe(previous.days.get('2026-06-03'))
    expect(moved.days.get('2026-06-05')).toBe(previous.days.get('2026-06-05'))
  })

  it('moves money out from one category to another when a record is recategorized, and out of UNCATEGORIZED', () => {
    const { set, records } = seeded()
    const next = merged(set, [
      { ...records.flour, category: PACKAGING },
      { ...records.unsorted, category: { id: 'ctg_marketing', name: 'Marketing' } },
    ])
    expectMovedEqualsFresh(set, next)
    const moved = totalsOf(next, everything, sumTransactions(set.transactions, everything))
    expect(spendingOn(moved, '2026-06-02')).toEqual({ [PACKAGING.id]: { amount: 6_000, count: 2 } })
    expect(spendingOn(moved, '2026-06-03')).toEqual({ ctg_marketing: { amount: 990, count: 1 } })
    expect(moved.names.get('ctg_marketing')).toBe('Marketing')
  })

  it('moves the sums when a split is changed, a record becomes a transfer (typed or paired), or one becomes readable', () => {
    const { set, records } = seeded()
    const next = merged(set, [
      { ...records.warehouseRun, children: [line(-25_000, INGREDIENTS.id), line(-7_000, 'ctg_repairs'), line(2_000, PACKAGING.id)] },
      { ...records.boxes, type: 'TRANSFER' },
      { ...records.flour, matchingBankTransaction: { id: records.interest.id } },
      { ...records.garbled, amount: -610 },
      { ...records.sale, date: 'soon' },
    ])
    expectMovedEqualsFresh(set, next)
    const moved = totalsOf(next, everything, sumTransactions(set.transactions, everything))
    expect(moved.unreadable).toBe(1)
    // 300.00 paid for 250.00 and 70.00 of goods, 20.00 back: shared 250 : 70, the half cent to the first.
    expect(spendingOn(moved, '2026-06-04')).toEqual({
      [INGREDIENTS.id]: { amount: 23_438, count: 1 },
      ctg_repairs: { amount: 6_562, count: 1 },
    })
  })

  it("moves a record between accounts in and out of one account's sums", () => {
    const { set, records } = seeded()
    const next = merged(set, [
      { ...records.interest, bankAccount: CHECKING },
      { ...records.flour, bankAccount: SAVINGS },
    ])
    expectMovedEqualsFresh(set, next)
  })

  it('sums afresh when the totals follow another array than the one the set was merged from', () => {
    const { set, records } = seeded()
    const stale = sumTransactions([records.sale], everything)
    const next = merged(set, [{ ...records.flour, amount: -4_300 }])
    expect(totalsOf(next, everything, stale)).toEqual(sumTransactions(next.transactions, everything))
  })

  it('equals a fresh sum after any run of saves and syncs', () => {
    const dates = ['2026-05-31', '2026-06-01', '2026-06-02', '2026-13-01', '2026-06-03']
    const categories = [undefined, INGREDIENTS, PACKAGING, SALES]
    const categoryIds = [undefined, INGREDIENTS.id, PACKAGING.id, 'ctg_repairs']
    const fields = fc.record({
      date: fc.constantFrom(...dates),
      amount: fc.oneof(fc.integer({ min: -50_000, max: 50_000 }), fc.constant(0), fc.constant(Number.NaN)),
      type: fc.constantFrom('INCOME', 'EXPENSE', 'TRANSFER'),
      category: fc.constantFrom(...categories),
      bankAccount: fc.constantFrom(CHECKING, SAVINGS),
      children: fc.oneof(
        fc.constant(undefined),
        fc.array(fc.record({ amount: fc.integer({ min: -20_000, max: 5_000 }), categoryId: fc.constantFrom(...categoryIds) }), {
          maxLength: 3,
        }),
      ),
    })
    const step = fc.record({
      upserts: fc.array(fc.tuple(fc.nat({ max: 11 }), fields), { maxLength: 4 }),
      removals: fc.array(fc.nat({ max: 11 }), { maxLength: 2 }),
    })
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 8 }), (steps) => {
        let set: BankTransactionSet = { transactions: [], lastUpdatedDate: undefined }
        let totals = { all: totalsOf(set, everything, undefined), checking: totalsOf(set, onChecking, undefined) }
        for (const { upserts, removals } of steps) {
          const byId = new Map(
            upserts.map(([n, record]) => [`btxn_${n}`, { ...record, id: `btxn_${n}`, status: 'ACTIVE' } as BankTransaction]),
          )
          set = merged(
            set,
            [...byId.values()],
            removals.map((n) => `btxn_${n}`).filter((id) => !byId.has(id)),
          )
          totals = { all: totalsOf(set, everything, totals.all), checking: totalsOf(set, onChecking, totals.checking) }
          for (const [moved, keep] of [
            [totals.all, everything],
            [totals.checking, onChecking],
          ] as const) {
            const fresh = sumTransactions(set.transactions, keep)
            expect(moved.days).toEqual(fresh.days)
            expect(moved.unreadable).toBe(fresh.unreadable)
            expectNamesOf(moved, fresh)
          }
        }
      }),
      { numRuns: 300 },
    )
  })
})
