// The index behind useReconciledChanges: which accounts it reads (none for a set without a reconciled
// transaction), the reconciliation that holds a transaction, and a save followed by its change alone.
import type { BankTransaction } from '../../../src/api/types'
import { mergeChanges, type BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { ReconciledChangeIndex, reconciliationHolding } from '../../../src/core/reconcile/changedSince'
import type { Reconciliation } from '../../../src/core/reconcile/types'
import { bookOf, reconciliationOf } from '../../support/reconciliations'

const transaction = (id: string, date: string, amount: number, reviewStatus: string, account = 'bka_1'): BankTransaction =>
  ({ id, date, amount, reviewStatus, bankAccount: { id: account }, company: { id: 'co_1' } }) as BankTransaction

const reconciliation = (id: string, endDate: string, transactions: BankTransaction[]): Reconciliation =>
  reconciliationOf('bka_1', endDate, transactions, { id, previousReviewStatus: null })

const may = transaction('btx_may', '2026-05-10', -1000, 'RECONCILED')
const june = transaction('btx_june', '2026-06-10', -2000, 'RECONCILED')
const open = transaction('btx_open', '2026-06-20', -300, 'UNREVIEWED', 'bka_2')

describe('ReconciledChangeIndex', () => {
  it('reads no account for a set without a reconciled transaction, and the accounts of those it holds per company', () => {
    const index = new ReconciledChangeIndex()
    expect(index.accountsOf({ transactions: [open], lastUpdatedDate: undefined }, undefined)).toBe('')
    expect(index.accountsOf({ transactions: [june, may, open], lastUpdatedDate: undefined }, undefined)).toBe('co_1\tbka_1')
    expect(index.accountsOf({ transactions: [june, may, open], lastUpdatedDate: undefined }, 'co_9')).toBe('co_9\tbka_1')
  })

  it('finds the latest reconciliation holding a transaction', () => {
    const april = reconciliation('rec_apr', '2026-04-30', [may])
    const later = reconciliation('rec_may', '2026-05-31', [may])
    expect(reconciliationHolding(bookOf(april, later), may.id)).toBe(later)
    expect(reconciliationHolding(bookOf(april), june.id)).toBeUndefined()
  })

  it('follows a save by its change: a record no reconciliation holds keeps the same map, an edited one is flagged', () => {
    const index = new ReconciledChangeIndex()
    const books = [{ companyId: 'co_1', bankAccountId: 'bka_1', book: bookOf(reconciliation('rec_may', '2026-05-31', [may])) }]
    const first: BankTransactionSet = { transactions: [open, june, may], lastUpdatedDate: undefined }
    const none = index.changesOf(first, books)
    expect(none.size).toBe(0)

    const unrelated = mergeChanges(first.transactions, [{ ...open, description: 'Flour' }])
    expect(index.changesOf({ ...unrelated, lastUpdatedDate: undefined }, books)).toBe(none)

    const edited = mergeChanges(unrelated.transactions, [{ ...may, amount: -1100 }])
    expect(edited.change).toBeDefined()
    expect(Object.fromEntries(index.changesOf({ ...edited, lastUpdatedDate: undefined }, books))).toEqual({
      btx_may: { endDate: '2026-05-31', reconciliationId: 'rec_may', bankAccountId: 'bka_1', companyId: 'co_1', changes: ['amount'] },
    })
  })
})
