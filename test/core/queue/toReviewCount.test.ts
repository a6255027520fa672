// The to-review count of the synced set, kept as it changes: a merge that follows the set counted
// last moves the count by the records it changed, and anything else is counted afresh.
import type { BankTransaction } from '../../../src/api/types'
import { toReviewCountOf } from '../../../src/core/queue/view/toReviewCount'

const row = (id: string, reviewStatus = 'UNREVIEWED'): BankTransaction =>
  ({ id, date: '2026-06-01', amount: -1250, status: 'ACTIVE', reviewStatus }) as BankTransaction
const first = [row('a'), row('b'), row('c', 'RECONCILED')]

describe('toReviewCountOf', () => {
  it('counts the rows not reviewed, and answers the same count for the same array', () => {
    const counted = toReviewCountOf({ transactions: first }, undefined)
    expect(counted.count).toBe(2)
    expect(toReviewCountOf({ transactions: first }, counted)).toBe(counted)
  })

  it('moves the count by the records a merge changed: one reviewed, one added to review, one removed', () => {
    const counted = toReviewCountOf({ transactions: first }, undefined)
    const transactions = [row('a', 'REVIEWED'), row('c', 'RECONCILED'), row('d')]
    const set = {
      transactions,
      change: {
        from: first,
        records: [{ before: row('a'), after: row('a', 'REVIEWED') }, { before: row('b') }, { after: row('d') }],
      },
    }
    expect(toReviewCountOf(set, counted).count).toBe(1)
  })

  it('counts afresh a set that does not follow the one counted', () => {
    const counted = toReviewCountOf({ transactions: first }, undefined)
    const set = { transactions: [row('x')], change: { from: [], records: [] } }
    expect(toReviewCountOf(set, counted).count).toBe(1)
  })
})
