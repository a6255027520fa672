// What the worksheet decides besides its rows, as pure functions: the company whose store keeps the
// record, the rows a finish on its way keeps on the worksheet, how far that finish got and whether
// the closing locks it, and why a finish is refused before anything is written.
import type { BankTransaction } from '../../../src/api/types'
import type { FinishingReconciliation } from '../../../src/core/reconcile/types'
import {
  finishProgress,
  finishRefusal,
  reconcilingCompany,
  worksheetCandidates,
  type FinishReadiness,
} from '../../../src/core/reconcile/worksheetState'
import { reconciliationOf } from '../../support/reconciliations'

const ACCOUNT = 'bka_till'
const row = (id: string, date: string, amount: number, more: Partial<BankTransaction> = {}): BankTransaction => ({
  id,
  date,
  amount,
  status: 'ACTIVE',
  reviewStatus: 'REVIEWED',
  bankAccount: { id: ACCOUNT, name: 'Till' },
  ...more,
})

describe('reconcilingCompany', () => {
  const ofBakery = row('t1', '2026-06-02', 100, { company: { id: 'co_bakery', name: 'Crumb & Co' } })
  const ofFlorist = {
    ...row('t2', '2026-06-03', 200, { company: { id: 'co_florist', name: 'Petal Lane' } }),
    bankAccount: { id: 'bka_other', name: 'Other' },
  }

  it('takes the company given, else the one the account’s transactions name, else the session’s one company', () => {
    expect(reconcilingCompany('co_given', [ofBakery], ACCOUNT)).toBe('co_given')
    expect(reconcilingCompany(undefined, [ofBakery, ofFlorist], ACCOUNT)).toBe('co_bakery')
    expect(reconcilingCompany(undefined, [ofFlorist], ACCOUNT)).toBe('co_florist')
  })

  it('never guesses: none while the set arrives, null when the session sees several companies and the account names none', () => {
    expect(reconcilingCompany(undefined, undefined, ACCOUNT)).toBeUndefined()
    expect(
      reconcilingCompany(undefined, [ofFlorist, { ...ofFlorist, id: 't3', company: { id: 'co_bakery', name: 'Crumb & Co' } }], ACCOUNT),
    ).toBeNull()
    expect(reconcilingCompany(undefined, [], ACCOUNT)).toBeNull()
  })
})

describe('worksheetCandidates', () => {
  const flour = row('t1', '2026-06-02', -4_500, { reviewStatus: 'RECONCILED' })
  const rent = row('t2', '2026-06-05', -120_000)
  const sales = row('t3', '2026-06-07', 86_000, { reviewStatus: 'RECONCILED' })
  const july = row('t4', '2026-07-01', 2_000)

  it('shows the open rows through the end date, oldest first', () => {
    expect(worksheetCandidates([july, sales, rent, flour], ACCOUNT, '2026-06-30', undefined).map((one) => one.id)).toEqual(['t2'])
  })

  it('keeps a finish’s rows on its way as they were before it, though it saved some reconciled, and drops one deleted since', () => {
    const { finishedAt: _notYet, ...june } = reconciliationOf(ACCOUNT, '2026-06-30', [flour, rent, sales])
    const held = new Map(june.transactions.map((one) => [one.id, one]))
    const deleted = { ...sales, status: 'DELETED' }
    const shown = worksheetCandidates([july, deleted, rent, flour], ACCOUNT, '2026-06-30', held)
    expect(shown.map((one) => [one.id, one.reviewStatus])).toEqual([
      ['t1', 'REVIEWED'],
      ['t2', 'REVIEWED'],
    ])
  })
})

describe('finishProgress', () => {
  const rows = [row('t1', '2026-06-02', -4_500), row('t2', '2026-06-05', -120_000), row('t3', '2026-06-20', 86_000)]
  const { finishedAt: _notYet, ...record } = reconciliationOf(ACCOUNT, '2026-06-30', rows)
  const pending: FinishingReconciliation = { ...record, startedAt: '2026-06-30T09:00:00.000Z', basedOn: null }
  const statuses = new Map([
    ['t1', 'RECONCILED'],
    ['t2', 'REVIEWED'],
    ['t3', 'REVIEWED'],
  ])

  it('counts the rows saved with the finish’s status, and none while the set is arriving', () => {
    expect(finishProgress(pending, statuses, undefined)).toEqual({ saved: 1, lockedBy: undefined })
    expect(finishProgress({ ...pending, outcome: 'discrepancy' }, statuses, undefined).saved).toBe(0)
    expect(finishProgress(pending, undefined, undefined)).toEqual({ saved: undefined, lockedBy: undefined })
  })

  it('names the closing date when the closing locks a row it has left to save, and none when only saved rows are closed', () => {
    const closedThrough = (date: string) => ({ isLocked: (day: string) => day <= date, date })
    expect(finishProgress(pending, statuses, closedThrough('2026-06-10')).lockedBy).toBe('2026-06-10')
    expect(finishProgress(pending, statuses, closedThrough('2026-06-03')).lockedBy).toBeUndefined()
  })
})

describe('finishRefusal', () => {
  const ready: FinishReadiness = {
    readOnly: false,
    underWay: false,
    last: undefined,
    endDate: '2026-06-30',
    today: '2026-07-02',
    known: true,
  }
  const may = reconciliationOf(ACCOUNT, '2026-05-31', [])

  it('lets a finish begin once its figures are known', () => {
    expect(finishRefusal(ready)).toBeUndefined()
    expect(finishRefusal({ ...ready, last: may })).toBeUndefined()
  })

  it('says why it is refused, in the order the user can act on', () => {
    expect(finishRefusal({ ...ready, known: false })).toBe('notReady')
    expect(finishRefusal({ ...ready, endDate: undefined })).toBe('notReady')
    expect(finishRefusal({ ...ready, endDate: '2026-07-31', known: false })).toBe('future')
    expect(finishRefusal({ ...ready, last: reconciliationOf(ACCOUNT, '2026-06-30', []), endDate: '2026-06-15' })).toBe('reconciled')
    expect(finishRefusal({ ...ready, last: { ...may, undoingSince: '2026-06-01T10:00:00.000Z' } })).toBe('undoing')
    expect(finishRefusal({ ...ready, underWay: true, last: { ...may, undoingSince: '2026-06-01T10:00:00.000Z' } })).toBe('underWay')
    expect(finishRefusal({ ...ready, readOnly: true, underWay: true })).toBe('readOnly')
  })
})
