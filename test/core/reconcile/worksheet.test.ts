// The reconciliation's worksheet and its stored record, as pure functions: what is to tick, what a
// statement's rows tick (by import id, else amount and a date within three days, each transaction
// once), the difference, what changed since a month was reconciled, and a stored book read back.
import type { BankTransaction } from '../../../src/api/types'
import { sourceIdsOf } from '../../../src/core/import/sourceIds'
import type { StatementRow } from '../../../src/core/import/types'
import { EMPTY_RECONCILIATION_BOOK, readReconciliationBook } from '../../../src/core/reconcile/book'
import type { Reconciliation } from '../../../src/core/reconcile/types'
import { changesSince, clearedTotals, differenceOf, reconciliationCandidates, tickBlockOf } from '../../../src/core/reconcile/worksheet'
import { statementTicks } from '../../../src/core/reconcile/statementTicks'

const ACCOUNT = 'bka_checking'

function transaction(id: string, date: string, amount: number, more: Partial<BankTransaction> = {}): BankTransaction {
  return {
    id,
    date,
    amount,
    reviewStatus: 'REVIEWED',
    status: 'ACTIVE',
    bankAccount: { id: ACCOUNT, name: 'Checking' },
    ...more,
  } as BankTransaction
}

const row = (line: number, date: string, amount: number, description: string, more: Partial<StatementRow> = {}): StatementRow => ({
  line,
  date,
  amount,
  description,
  ...more,
})

describe('the transactions to tick', () => {
  it('are the account’s on or before the end date, not deleted and not reconciled, oldest first', () => {
    const list = [
      transaction('t3', '2026-05-20', -500),
      transaction('t1', '2026-05-02', 1000),
      transaction('other', '2026-05-03', 1, { bankAccount: { id: 'bka_savings', name: 'Savings' } }),
      transaction('later', '2026-06-01', 1),
      transaction('gone', '2026-05-04', 1, { status: 'DELETED' }),
      transaction('done', '2026-05-05', 1, { reviewStatus: 'RECONCILED' }),
      transaction('accepted', '2026-05-05', 1, { reviewStatus: 'RECONCILIATION_DISCREPANCY' }),
      // An April cheque not cashed when April was reconciled is still to tick.
      transaction('cheque', '2026-04-28', -2500),
    ]
    expect(reconciliationCandidates(list, ACCOUNT, '2026-05-31').map((one) => one.id)).toEqual(['cheque', 't1', 't3'])
  })

  it('cannot be ticked while still to review or in the closed period', () => {
    const isLocked = (date: string) => date <= '2026-04-30'
    expect(tickBlockOf(transaction('a', '2026-04-30', 1), isLocked)).toBe('locked')
    expect(tickBlockOf(transaction('b', '2026-05-01', 1, { reviewStatus: 'UNREVIEWED' }), isLocked)).toBe('toReview')
    expect(tickBlockOf(transaction('c', '2026-05-01', 1, { reviewStatus: undefined }), isLocked)).toBe('toReview')
    expect(tickBlockOf(transaction('d', '2026-05-01', 1), isLocked)).toBeUndefined()
  })
})

describe('what a statement ticks', () => {
  it('ticks by the import id first, even when another transaction has the same amount and a nearer date', () => {
    const rows = [row(1, '2026-05-10', -4200, 'Riverbend Dairy', { bankId: 'FIT-881' })]
    const [sourceId] = sourceIdsOf(rows, ACCOUNT)
    const imported = transaction('imported', '2026-05-12', -4200, { apiSourceId: sourceId })
    const typed = transaction('typed', '2026-05-10', -4200)
    expect([...statementTicks(rows, ACCOUNT, [typed, imported]).ticked]).toEqual(['imported'])
  })

  it('else the same amount within three days, the nearest date first, each transaction once', () => {
    const rows = [row(1, '2026-05-10', -1500, 'Card'), row(2, '2026-05-10', -1500, 'Card'), row(3, '2026-05-10', -1500, 'Card')]
    const candidates = [
      transaction('far', '2026-05-14', -1500),
      transaction('near', '2026-05-11', -1500),
      transaction('edge', '2026-05-07', -1500),
      transaction('other amount', '2026-05-10', -1501),
    ]
    expect([...statementTicks(rows, ACCOUNT, candidates).ticked].sort()).toEqual(['edge', 'near'])
  })

  it('ticks by import id alone for a file of several accounts’ statements: an amount and a date may be another account’s', () => {
    const rows = [
      row(1, '2026-05-10', -4200, 'Riverbend Dairy', { bankId: 'FIT-881' }),
      row(2, '2026-05-11', -1500, 'Card', { statement: 1 }),
    ]
    const [sourceId] = sourceIdsOf(rows, ACCOUNT)
    const candidates = [
      transaction('imported', '2026-05-10', -4200, { apiSourceId: sourceId }),
      transaction('same amount', '2026-05-11', -1500),
    ]
    expect([...statementTicks(rows, ACCOUNT, candidates, { idsOnly: true }).ticked]).toEqual(['imported'])
    expect([...statementTicks(rows, ACCOUNT, candidates).ticked].sort()).toEqual(['imported', 'same amount'])
  })

  it('ticks nothing for a pending, unreadable or unmatched row', () => {
    const rows = [
      row(1, '2026-05-10', -900, 'Pending card', { unsettled: 'pending' }),
      row(2, '2026-05-10', -900, 'Bad', { problem: { code: 'amount' } as never }),
      row(3, '2026-05-20', -900, 'No such'),
    ]
    expect(statementTicks(rows, ACCOUNT, [transaction('t', '2026-05-10', -900)]).ticked.size).toBe(0)
  })
})

describe('the difference', () => {
  it('is closing − opening − cleared, with money in and out apart', () => {
    const list = [
      transaction('in', '2026-05-01', 120_000),
      transaction('out', '2026-05-02', -45_050),
      transaction('not', '2026-05-03', -99),
    ]
    const totals = clearedTotals(list, new Set(['in', 'out']))
    expect(totals).toEqual({ clearedIn: 120_000, clearedOut: -45_050, countIn: 1, countOut: 1 })
    expect(differenceOf(10_000, 84_950, totals)).toBe(0)
    expect(differenceOf(10_000, 85_000, totals)).toBe(50)
  })
})

const reconciliation = (transactions: Reconciliation['transactions']): Reconciliation => ({
  id: 'rec_1',
  bankAccountId: ACCOUNT,
  endDate: '2026-05-31',
  openingBalance: 0,
  openingTyped: true,
  closingBalance: 100,
  clearedIn: 100,
  clearedOut: 0,
  difference: 0,
  outcome: 'balanced',
  transactions,
  finishedAt: '2026-06-02T09:30:00.000Z',
})

describe('what changed since a month was reconciled', () => {
  it('names an amount or a date changed, and a transaction deleted; an unchanged one is not named', () => {
    const done = reconciliation([
      { id: 'same', date: '2026-05-01', amount: 100, previousReviewStatus: 'REVIEWED' },
      { id: 'amount', date: '2026-05-02', amount: 200, previousReviewStatus: 'REVIEWED' },
      { id: 'both', date: '2026-05-03', amount: 300, previousReviewStatus: 'REVIEWED' },
      { id: 'deleted', date: '2026-05-04', amount: 400, previousReviewStatus: 'REVIEWED' },
    ])
    const now = new Map(
      [transaction('same', '2026-05-01', 100), transaction('amount', '2026-05-02', 250), transaction('both', '2026-06-03', 301)].map(
        (one) => [one.id, one],
      ),
    )
    expect(changesSince(done, now).map(({ id, changes }) => [id, changes])).toEqual([
      ['amount', ['amount']],
      ['both', ['amount', 'date']],
      ['deleted', ['deleted']],
    ])
  })
})

describe('a stored book read back', () => {
  it('reads what was stored, and refuses a wrong field by name', () => {
    const book = {
      ...EMPTY_RECONCILIATION_BOOK,
      reconciliations: [reconciliation([{ id: 't', date: '2026-05-01', amount: 100, previousReviewStatus: null }])],
    }
    expect(readReconciliationBook(JSON.parse(JSON.stringify(book)))).toEqual({ ok: true, book })
    const wrong = structuredClone(book) as unknown as { reconciliations: Array<Record<string, unknown>> }
    wrong.reconciliations[0]!.closingBalance = 1.5
    expect(readReconciliationBook(wrong)).toEqual({ ok: false, field: 'reconciliations[0].closingBalance' })
    expect(readReconciliationBook({ ...book, formatVersion: 3 })).toEqual({ ok: false, field: 'formatVersion' })
    const adjusted = structuredClone(book) as unknown as { reconciliations: Array<Record<string, unknown>> }
    adjusted.reconciliations[0]!.outcome = 'adjusted'
    expect(readReconciliationBook(adjusted)).toEqual({ ok: false, field: 'reconciliations[0].adjustment' })
  })
})
