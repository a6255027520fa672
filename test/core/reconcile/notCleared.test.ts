import type { BankTransaction } from '../../../src/api/types'
import { EMPTY_RECONCILIATION_BOOK, readReconciliationBook } from '../../../src/core/reconcile/book'
import { notClearedOf } from '../../../src/core/reconcile/notCleared'
import type { Reconciliation } from '../../../src/core/reconcile/types'

const june: Reconciliation = {
  id: 'rec_jun',
  bankAccountId: 'bka_1',
  endDate: '2026-06-30',
  openingBalance: 10_000,
  openingTyped: true,
  closingBalance: 15_000,
  clearedIn: 8_000,
  clearedOut: -3_000,
  difference: 0,
  outcome: 'balanced',
  transactions: [],
  finishedAt: '2026-07-01T09:00:00.000Z',
}
const outstanding = (id: string, date: string, amount: number, description?: string) =>
  ({ id, date, amount, reviewStatus: 'REVIEWED', ...(description ? { description } : {}) }) as BankTransaction

describe('the items a reconciliation did not clear', () => {
  it('are kept oldest first, and the register balance is the cleared balance plus them', () => {
    const kept = notClearedOf(june, [outstanding('bt_8', '2026-06-29', -2_500, 'Cheque 1042'), outstanding('bt_7', '2026-06-28', 400)])
    expect(kept.uncleared.map((one) => [one.id, one.amount, one.description])).toEqual([
      ['bt_7', 400, undefined],
      ['bt_8', -2_500, 'Cheque 1042'],
    ])
    // 10,000 + 8,000 − 3,000 = 15,000 cleared; 400 − 2,500 not cleared.
    expect(kept.registerBalance).toBe(12_900)
    expect(notClearedOf(june, [])).toEqual({ uncleared: [], registerBalance: 15_000 })
  })

  it('are read back strictly: a record without them still reads, a wrong one is refused with its path', () => {
    const withThem = {
      ...EMPTY_RECONCILIATION_BOOK,
      reconciliations: [{ ...june, ...notClearedOf(june, [outstanding('bt_7', '2026-06-28', 400)]), companyName: 'Blue Heron Bakery' }],
    }
    expect(readReconciliationBook(JSON.parse(JSON.stringify(withThem)))).toEqual({ ok: true, book: withThem })
    const without = { ...EMPTY_RECONCILIATION_BOOK, reconciliations: [june] }
    expect(readReconciliationBook(JSON.parse(JSON.stringify(without)))).toEqual({ ok: true, book: without })

    const wrong = (change: (record: Record<string, unknown>) => void) => {
      const copy = structuredClone(withThem) as unknown as { reconciliations: Array<Record<string, unknown>> }
      change(copy.reconciliations[0]!)
      return readReconciliationBook(copy)
    }
    expect(wrong((record) => (record.uncleared = 'none'))).toEqual({ ok: false, field: 'reconciliations[0].uncleared' })
    expect(wrong((record) => ((record.uncleared as Array<Record<string, unknown>>)[0]!.amount = '4.00'))).toEqual({
      ok: false,
      field: 'reconciliations[0].uncleared[0].amount',
    })
    expect(wrong((record) => (record.registerBalance = 12.5))).toEqual({ ok: false, field: 'reconciliations[0].registerBalance' })
    expect(wrong((record) => (record.companyName = 7))).toEqual({ ok: false, field: 'reconciliations[0].companyName' })
  })
})
