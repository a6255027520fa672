// The way out of a finish the books' closing stopped part-way, pure: which refused rows finishing it
// counts as cleared in a closed period, and whether Undo it or that finish can end.
import { countedInClosedPeriod, lockedFinishWayOut } from '../../../src/core/reconcile/lockedFinish'
import type { FinishingReconciliation } from '../../../src/core/reconcile/types'
import { reconciliationOf } from '../../support/reconciliations'

const closedThrough = (date: string) => (day: string) => day <= date
const { finishedAt: _notYet, ...record } = reconciliationOf(
  'bac_reserve',
  '2026-06-30',
  [
    { id: 'btx_lube', date: '2026-06-03', amount: -12_000 },
    { id: 'btx_pump', date: '2026-06-04', amount: -3_000 },
    { id: 'btx_fleet', date: '2026-06-10', amount: 50_000 },
  ],
  { id: 'rec_june' },
)
const finishing: FinishingReconciliation = {
  ...record,
  clearedIn: 50_000,
  clearedOut: -15_000,
  startedAt: '2026-06-30T09:00:00.000Z',
  basedOn: null,
}
const statuses = (saved: readonly string[]) =>
  new Map(finishing.transactions.map((one) => [one.id, saved.includes(one.id) ? 'RECONCILED' : 'REVIEWED']))
const adjustment = { glAccountId: 'gla_fees', bankGlAccountId: 'gla_bank', amount: 700, date: '2026-06-30' }

describe('lockedFinishWayOut', () => {
  it('counts the refused rows of the closed period, and refuses Undo it when a row it saved is in the closed period too', () => {
    // The lube order saved before the books were closed through June 5; the pump refused; the fleet payment not sent.
    const wayOut = lockedFinishWayOut(finishing, closedThrough('2026-06-05'), statuses(['btx_lube']))
    expect(wayOut.locked.map((one) => one.id)).toEqual(['btx_pump'])
    expect(wayOut).toMatchObject({ finishable: true, undoable: false, savedLocked: 1 })
  })

  it('leaves Undo it when what it saved is open, and counts no row the set does not hold', () => {
    const held = statuses(['btx_fleet'])
    held.delete('btx_pump')
    const wayOut = lockedFinishWayOut(finishing, closedThrough('2026-06-05'), held)
    expect(wayOut.locked.map((one) => one.id)).toEqual(['btx_lube'])
    expect(wayOut).toMatchObject({ finishable: true, undoable: true, savedLocked: 0 })
  })

  it('cannot be finished with an adjustment left to book in the closed period, nor once an undo has begun reversing it', () => {
    const adjusted = { ...finishing, outcome: 'adjusted' as const, adjustment }
    expect(lockedFinishWayOut(adjusted, closedThrough('2026-06-30'), statuses([])).finishable).toBe(false)
    expect(
      lockedFinishWayOut(
        { ...adjusted, adjustment: { ...adjustment, journalEntryId: 'mje_1' } },
        closedThrough('2026-06-30'),
        statuses([]),
      ),
    ).toMatchObject({ finishable: true, undoable: false })
    expect(
      lockedFinishWayOut(
        {
          ...adjusted,
          adjustment: { ...adjustment, journalEntryId: 'mje_1' },
          abandoning: true,
          reversal: { apiSourceId: 'rec_june:reversal' },
        },
        closedThrough('2026-06-05'),
        statuses([]),
      ),
    ).toMatchObject({ finishable: false, undoable: true })
  })
})

describe('countedInClosedPeriod', () => {
  it('moves the locked rows to the cleared in a closed period, keeps the totals, and takes back an undo’s mark', () => {
    const locked = finishing.transactions.filter((one) => one.id === 'btx_pump')
    const counted = countedInClosedPeriod({ ...finishing, abandoning: true }, locked)
    expect(counted.transactions.map((one) => one.id)).toEqual(['btx_lube', 'btx_fleet'])
    expect(counted.clearedInClosedPeriod?.map((one) => one.id)).toEqual(['btx_pump'])
    expect(counted).toMatchObject({ clearedIn: 50_000, clearedOut: -15_000 })
    expect(counted.abandoning).toBeUndefined()
  })
})
