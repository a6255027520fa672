// Two finished reconciliations of one account, April balanced and May adjusted, as the report and
// its CSV read them.
import type { Reconciliation } from '../../src/core/reconcile/types'

export const april: Reconciliation = {
  id: 'rec_apr',
  bankAccountId: 'bka_1',
  endDate: '2026-04-30',
  openingBalance: 100_000,
  openingTyped: true,
  closingBalance: 150_000,
  clearedIn: 80_000,
  clearedOut: -30_000,
  difference: 0,
  outcome: 'balanced',
  transactions: [
    { id: 'bt_3', date: '2026-04-20', amount: -30_000, description: '=HYPERLINK("x")', previousReviewStatus: 'REVIEWED' },
    { id: 'bt_2', date: '2026-04-12', amount: 50_000, description: 'Wholesale, Blue Heron', previousReviewStatus: null },
    { id: 'bt_1', date: '2026-04-03', amount: 30_000, description: 'Card payout', previousReviewStatus: 'REVIEWED' },
  ],
  finishedBy: 'Avery Baker',
  finishedAt: '2026-05-03T09:15:00.000Z',
}
export const may: Reconciliation = {
  ...april,
  id: 'rec_may',
  endDate: '2026-05-31',
  openingBalance: 150_000,
  openingTyped: false,
  closingBalance: 140_000,
  clearedIn: 0,
  clearedOut: -12_345,
  difference: 2_345,
  outcome: 'adjusted',
  adjustment: {
    glAccountId: 'gla_suspense',
    glAccountName: 'Suspense',
    bankGlAccountId: 'gla_checking',
    amount: 2_345,
    date: '2026-05-31',
  },
  transactions: [{ id: 'bt_9', date: '2026-05-14', amount: -12_345, previousReviewStatus: 'REVIEWED' }],
  finishedBy: undefined,
  finishedAt: '2026-06-02T16:00:00.000Z',
}
delete may.finishedBy
