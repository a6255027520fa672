// The closing date's decisions for a reconciliation, pure: what an undo and a finish may still
// write, the repair of a record an undo the closing stopped left "being undone", and the closed
// period's rows a statement shows that count as cleared.
import type { BankTransaction } from '../../../src/api/types'
import { finishLockedBy, reconciledInClosedPeriod } from '../../../src/core/reconcile/closedPeriod'
import { stuckUndoRepair, undoLockedBy } from '../../../src/core/reconcile/undoClosed'
import type { FinishingReconciliation, Reconciliation } from '../../../src/core/reconcile/types'
import { worksheetRows } from '../../../src/core/reconcile/worksheetRows'
import { bookOf, reconciliationOf } from '../../support/reconciliations'

const ACCOUNT = 'bac_reserve'
const closedThrough = (date: string) => (day: string) => day <= date
const rows = [
  { id: 'btx_lube', date: '2026-06-03', amount: -12_000 },
  { id: 'btx_fleet', date: '2026-06-10', amount: 50_000 },
]
const june = reconciliationOf(ACCOUNT, '2026-06-30', rows, { id: 'rec_june' })
const adjusted: Reconciliation = {
  ...reconciliationOf(ACCOUNT, '2026-06-30', [], { id: 'rec_june' }),
  outcome: 'adjusted',
  adjustment: { glAccountId: 'gla_fees', bankGlAccountId: 'gla_bank', amount: 700, date: '2026-06-30' },
}

describe('undoLockedBy', () => {
  it('locks the undo of a reconciliation with a row in the closed period, or an adjustment dated there', () => {
    expect(undoLockedBy(june, closedThrough('2026-05-31'))).toBe(false)
    expect(undoLockedBy(june, closedThrough('2026-06-05'))).toBe(true)
    expect(undoLockedBy(adjusted, closedThrough('2026-06-29'))).toBe(false)
    expect(undoLockedBy(adjusted, closedThrough('2026-06-30'))).toBe(true)
  })
})

describe('finishLockedBy', () => {
  const { finishedAt: _notYet, ...record } = june
  const finishing: FinishingReconciliation = { ...record, startedAt: '2026-06-30T09:00:00.000Z', basedOn: null }

  it('locks a finish whose rows left to save are in the closed period, not one whose locked rows are saved already', () => {
    const fleetSaved = new Map([
      ['btx_lube', 'REVIEWED'],
      ['btx_fleet', 'RECONCILED'],
    ])
    expect(finishLockedBy(finishing, closedThrough('2026-06-05'), fleetSaved)).toBe(true)
    const lubeSaved = new Map([
      ['btx_lube', 'RECONCILED'],
      ['btx_fleet', 'REVIEWED'],
    ])
    expect(finishLockedBy(finishing, closedThrough('2026-06-05'), lubeSaved)).toBe(false)
    expect(finishLockedBy(finishing, closedThrough('2026-05-31'), fleetSaved)).toBe(false)
  })

  it('locks one whose adjustment, not booked yet, is dated in the closed period', () => {
    const { finishedAt: _none, ...plan } = adjusted
    const withAdjustment: FinishingReconciliation = { ...plan, startedAt: '2026-06-30T09:00:00.000Z', basedOn: null }
    expect(finishLockedBy(withAdjustment, closedThrough('2026-06-30'), new Map())).toBe(true)
    const booked = { ...withAdjustment, adjustment: { ...withAdjustment.adjustment!, journalEntryId: 'mje_1' } }
    expect(finishLockedBy(booked, closedThrough('2026-06-30'), new Map())).toBe(false)
  })
})

describe('stuckUndoRepair', () => {
  const stuck = bookOf({ ...june, undoingSince: '2026-06-30T19:00:00.000Z' })

  it('drops the mark of an undo the closing locks, and reconciles again the open rows it had put back', () => {
    const statuses = new Map([
      ['btx_lube', 'RECONCILED'],
      ['btx_fleet', 'REVIEWED'],
    ])
    expect(stuckUndoRepair(stuck, closedThrough('2026-06-05'), statuses)).toEqual({
      book: bookOf(june),
      reconcileAgain: [{ id: 'btx_fleet', reviewStatus: 'RECONCILED' }],
    })
  })

  it('leaves an undo the closing does not lock (it can still end), and a record no undo marked', () => {
    expect(stuckUndoRepair(stuck, closedThrough('2026-05-31'), new Map())).toBeUndefined()
    expect(stuckUndoRepair(bookOf(june), closedThrough('2026-06-30'), new Map())).toBeUndefined()
  })

  it('reconciles a discrepancy’s rows again with its own status, and leaves a row deleted since', () => {
    const discrepancy = bookOf({ ...june, outcome: 'discrepancy', undoingSince: '2026-06-30T19:00:00.000Z' })
    const repair = stuckUndoRepair(discrepancy, closedThrough('2026-06-05'), new Map([['btx_fleet', 'REVIEWED']]))
    expect(repair?.reconcileAgain).toEqual([{ id: 'btx_fleet', reviewStatus: 'RECONCILIATION_DISCREPANCY' }])
    expect(stuckUndoRepair(discrepancy, closedThrough('2026-06-05'), new Map())?.reconcileAgain).toEqual([])
  })
})

describe('reconciledInClosedPeriod', () => {
  const transaction = (id: string, date: string, reviewStatus: string, status = 'ACTIVE'): BankTransaction =>
    ({ id, date, amount: -1_000, reviewStatus, status }) as BankTransaction
  const may = reconciliationOf(ACCOUNT, '2026-05-31', [{ id: 'btx_may', date: '2026-05-20', amount: -3_000 }], { id: 'rec_may' })

  it('counts the statement’s rows reconciled in the accounting app, in the closed period, after the last reconciliation', () => {
    const booked = [
      transaction('btx_app', '2026-06-02', 'RECONCILED'),
      transaction('btx_open', '2026-06-20', 'RECONCILED'),
      transaction('btx_reviewed', '2026-06-03', 'REVIEWED'),
      transaction('btx_gone', '2026-06-04', 'RECONCILED', 'DELETED'),
      transaction('btx_may', '2026-05-20', 'RECONCILED'),
      transaction('btx_before', '2026-05-30', 'RECONCILED'),
      undefined,
    ]
    const counted = reconciledInClosedPeriod(booked, [may], '2026-06-30', closedThrough('2026-06-15'))
    expect(counted.map((one) => one.id)).toEqual(['btx_app'])
  })

  it('counts none after the end date, nor any held by a reconciliation of the book', () => {
    const booked = [transaction('btx_late', '2026-07-02', 'RECONCILED'), transaction('btx_held', '2026-06-02', 'RECONCILED')]
    const held = reconciliationOf(ACCOUNT, '2026-05-31', [{ id: 'btx_held', date: '2026-06-02', amount: -1_000 }])
    expect(reconciledInClosedPeriod(booked, [held], '2026-06-30', closedThrough('2026-07-31'))).toEqual([])
  })
})

describe('worksheetRows', () => {
  const row = (id: string, date: string, reviewStatus = 'REVIEWED'): BankTransaction =>
    ({ id, date, amount: -1_000, reviewStatus, status: 'ACTIVE' }) as BankTransaction
  const lube = row('btx_lube', '2026-06-03')
  const wrench = row('btx_wrench', '2026-06-12', 'UNREVIEWED')
  const fleet = row('btx_fleet', '2026-06-10')
  const fee = row('btx_fee', '2026-06-02', 'RECONCILED')
  const input = {
    candidates: [lube, wrench, fleet],
    onStatement: new Set(['btx_lube', 'btx_wrench']),
    ticks: undefined,
    held: undefined,
    isLocked: closedThrough('2026-06-05'),
    reconciledClosed: [fee],
  }

  it('ticks the closed period’s rows the statement shows, never one still to review, oldest first', () => {
    expect(worksheetRows(input).map(({ transaction, ticked, blocked }) => [transaction.id, ticked, blocked])).toEqual([
      ['btx_fee', true, 'locked'],
      ['btx_lube', true, 'locked'],
      ['btx_fleet', false, undefined],
      ['btx_wrench', false, 'toReview'],
    ])
  })

  it('takes the user’s ticks over the statement’s, for the closed period’s rows too', () => {
    const ticks = new Map([
      ['btx_fee', false],
      ['btx_fleet', true],
    ])
    const ticked = worksheetRows({ ...input, ticks }).filter((one) => one.ticked)
    expect(ticked.map((one) => one.transaction.id)).toEqual(['btx_lube', 'btx_fleet'])
  })
})
