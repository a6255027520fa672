// A finish on its way, as the store keeps it: read back whole, or refused by the field that is wrong.
import { readReconciliationBook, withFinishing } from '../../../src/core/reconcile/book'
import type { FinishingReconciliation } from '../../../src/core/reconcile/types'
import { bookOf, reconciliationOf } from '../../support/reconciliations'

const may = reconciliationOf('bka_1', '2026-05-31', [{ id: 'btxn_1', date: '2026-05-03', amount: -1250 }])
const { finishedAt: _notYet, ...june } = reconciliationOf('bka_1', '2026-06-30', [{ id: 'btxn_2', date: '2026-06-03', amount: 4000 }], {
  id: 'rec_june',
})
const finishing: FinishingReconciliation = {
  ...june,
  outcome: 'adjusted',
  difference: -1234,
  adjustment: {
    glAccountId: 'gla_other',
    bankGlAccountId: 'gla_bank',
    amount: -1234,
    date: '2026-06-30',
    apiSourceId: 'rec_june:adjustment',
    sentAt: '2026-07-01T09:00:00.000Z',
  },
  startedAt: '2026-07-01T08:59:59.000Z',
  basedOn: may.id,
  reversal: { apiSourceId: 'rec_june:reversal' },
}

describe('a finish on its way, stored', () => {
  it('is read back with the book, which says format 2; the book without it says format 1 again', () => {
    const book = withFinishing(bookOf(may), finishing)
    expect(book.formatVersion).toBe(2)
    expect(readReconciliationBook(JSON.parse(JSON.stringify(book)))).toEqual({ ok: true, book })
    expect(withFinishing(book, undefined)).toEqual(bookOf(may))
  })

  it.each([
    ['startedAt', 'yesterday', 'finishing.startedAt'],
    ['basedOn', '', 'finishing.basedOn'],
    ['abandoning', false, 'finishing.abandoning'],
    ['reversal', { sentAt: '2026-07-01T09:00:00.000Z' }, 'finishing.reversal.apiSourceId'],
    ['endDate', '2026-05-31', 'finishing.endDate'],
  ])('refuses a wrong %s by its path', (field, value, path) => {
    const book = JSON.parse(JSON.stringify(withFinishing(bookOf(may), finishing))) as { finishing: Record<string, unknown> }
    book.finishing[field] = value
    expect(readReconciliationBook(book)).toEqual({ ok: false, field: path })
  })

  it('refuses an adjustment whose first send is not an instant', () => {
    const book = JSON.parse(JSON.stringify(withFinishing(bookOf(may), finishing))) as { finishing: { adjustment: Record<string, unknown> } }
    book.finishing.adjustment.sentAt = 'soon'
    expect(readReconciliationBook(book)).toEqual({ ok: false, field: 'finishing.adjustment.sentAt' })
  })
})
