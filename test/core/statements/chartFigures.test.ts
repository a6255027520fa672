// The bank charts' figures in Node: the months a flow shows (or the error naming its option),
// whether a month is whole while a first sync runs, money in and out by month, and money out by
// category with a split counted once in a group of its categories. Against the sandbox's records,
// whatever the sync: test/react/overview/chartFigures.property.test.ts.
import { describe, expect, it } from 'vitest'
import { statusOver, UNCATEGORIZED, type DaySums } from '../../../src/core/statements/charts/chartFigures'
import { cashFlowOf, monthsAsked } from '../../../src/core/statements/charts/monthFlows'
import { rangeComplete, spendingIn } from '../../../src/core/statements/charts/spendingFigures'
import { PeriodError } from '../../../src/format/period'

const day = (sums: Partial<DaySums>): DaySums => ({
  moneyIn: 0,
  moneyOut: 0,
  count: 0,
  transfers: 0,
  spending: new Map(),
  splits: new Map(),
  ...sums,
})

describe('monthsAsked', () => {
  it('gives the months ending with endMonth, oldest first', () => {
    expect(monthsAsked(3, '2026-02')).toEqual(['2025-12', '2026-01', '2026-02'])
  })

  it.each(['2026-6', '2026-13', 'June', '2026-06-01'])('names endMonth for %j', (endMonth) => {
    const error = monthsAsked(12, endMonth)
    expect(error).toBeInstanceOf(PeriodError)
    expect(error).toMatchObject({ field: 'endMonth', value: endMonth })
    expect((error as PeriodError).message).toMatch(/^endMonth /)
  })

  it.each([0, 121, 2.5])('names months for %j: a whole number from 1 to 120', (months) => {
    expect(monthsAsked(months, '2026-06')).toMatchObject({ name: 'PeriodError', field: 'months', value: months })
  })
})

describe('whether a month is whole', () => {
  const newestFirst = { syncing: { through: { order: 'newestFirst', date: '2026-04-10' } } }
  const oldestFirst = { syncing: { through: { order: 'oldestFirst', date: '2026-04-10' } } }

  it('is whole once the sync ends, or once a first sync in a stated date order has passed it; never before any page', () => {
    expect(rangeComplete({}, { from: '2026-01-01', to: '2026-01-31' })).toBe(true)
    expect(rangeComplete(undefined, { from: '2026-01-01', to: '2026-01-31' })).toBe(false)
    expect(rangeComplete(newestFirst, { from: '2026-05-01', to: '2026-06-30' })).toBe(true)
    expect(rangeComplete(newestFirst, { from: '2026-04-01', to: '2026-04-30' })).toBe(false)
    expect(rangeComplete(oldestFirst, { from: '2026-03-01', to: '2026-03-31' })).toBe(true)
    expect(rangeComplete(oldestFirst, { from: '2026-03-01', to: '2026-05-31' })).toBe(false)
    // A listing that states no order has passed nothing until it ends.
    expect(rangeComplete({ syncing: {} }, { from: '2020-01-01', to: '2020-01-31' })).toBe(false)
  })

  it('calls figures over whole months final, and otherwise what the set says', () => {
    expect(statusOver({ figures: 'counting' }, true)).toBe('final')
    expect(statusOver({ figures: 'stopped' }, false)).toBe('stopped')
    expect(statusOver({ figures: 'unknown' }, true)).toBe('unknown')
  })
})

describe('cashFlowOf', () => {
  it('sums each month’s days, the net and the totals, and gives no month before any sums arrived', () => {
    const days = new Map([
      ['2026-05-02', day({ moneyIn: 5_000, count: 1 })],
      ['2026-05-20', day({ moneyOut: 1_200, count: 2, transfers: 1 })],
      ['2026-06-01', day({ moneyOut: 300, count: 1 })],
    ])
    const flow = cashFlowOf({}, days, ['2026-05', '2026-06'])
    expect(
      flow.months.map((month) => [month.month, month.moneyIn, month.moneyOut, month.net, month.count, month.transfers, month.complete]),
    ).toEqual([
      ['2026-05', 5_000, 1_200, 3_800, 3, 1, true],
      ['2026-06', 0, 300, -300, 1, 0, true],
    ])
    expect(flow.totals).toEqual({ moneyIn: 5_000, moneyOut: 1_500, net: 3_500, count: 4, transfers: 1 })
    expect(cashFlowOf(undefined, undefined, ['2026-05']).months).toEqual([])
  })
})

describe('spendingIn', () => {
  it('gives money out by category within the range, the largest first, what has none apart, and a split once in a group', () => {
    const days = new Map([
      [
        '2026-06-03',
        day({
          spending: new Map([
            ['ctg_flour', { amount: 600, count: 1 }],
            ['ctg_butter', { amount: 400, count: 1 }],
            [UNCATEGORIZED, { amount: 90, count: 1 }],
          ]),
          splits: new Map([['btxn_1', ['ctg_flour', 'ctg_butter']]]),
        }),
      ],
      ['2026-07-01', day({ spending: new Map([['ctg_flour', { amount: 5_000, count: 1 }]]) })],
    ])
    const spent = spendingIn({ days, names: new Map([['ctg_flour', 'Flour']]) }, { from: '2026-06-01', to: '2026-06-30' })
    expect(spent.categories).toEqual([
      { categoryId: 'ctg_flour', name: 'Flour', amount: 600, count: 1 },
      { categoryId: 'ctg_butter', name: undefined, amount: 400, count: 1 },
    ])
    expect(spent.uncategorized).toEqual({ amount: 90, count: 1 })
    expect(spent.total).toBe(1_090)
    expect(spent.countUnder(['ctg_flour', 'ctg_butter'])).toBe(1)
    expect(spent.countUnder(['ctg_flour', UNCATEGORIZED])).toBe(2)
  })
})
