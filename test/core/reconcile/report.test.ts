import { clearedBalanceOf } from '../../../src/core/reconcile/notCleared'
import { clearedByKind, reportPeriod } from '../../../src/core/reconcile/report'
import { april, may } from '../../support/reconciliationReports'

describe('a reconciliation’s report', () => {
  it('covers the day after the one before through its end date; the first covers everything through its end date', () => {
    expect(reportPeriod([april, may], may)).toEqual({ from: '2026-05-01', to: '2026-05-31' })
    expect(reportPeriod([april, may], april)).toEqual({ from: undefined, to: '2026-04-30' })
  })

  it('lists money in then money out, each oldest first, and the cleared balance is opening plus what cleared', () => {
    const { moneyIn, moneyOut } = clearedByKind(april)
    expect(moneyIn.map((one) => one.id)).toEqual(['bt_1', 'bt_2'])
    expect(moneyOut.map((one) => one.id)).toEqual(['bt_3'])
    expect(clearedBalanceOf(april)).toBe(150_000)
  })
})
