// The items the checklist counts after it has painted, decided in Node: the suggestions left (a
// deposit that pays an open invoice, a transfer the queue would pair: of the company, in the month,
// out of the closed period) and the ledger's three at the month's end (suspense, receivables against
// the open invoices, the statements balancing), each done only on final figures: never without the
// host's chart, never while a row is read.
import type { BankTransaction, Invoice } from '../../../src/api/types'
import { ledgerItems, type AgingRead, type LedgerRow, type SheetRead, type TrialRead } from '../../../src/core/close/ledgerItems'
import { depositsLeft, matchItem, pairsLeft } from '../../../src/core/close/matchItem'
import { monthRange } from '../../../src/core/close/monthClose'
import type { SyncRead } from '../../../src/core/close/items'

const MAY = monthRange('2026-05')
const WHOLE: SyncRead = { read: true, whole: true, figures: 'final', error: null }
const OPEN = { isLocked: () => false }

const transaction = (id: string, date: string, extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({ id, date, amount: 10000, reviewStatus: 'TO_REVIEW', company: { id: 'co_bakery' }, ...extra }) as BankTransaction

describe('the match item', () => {
  it('counts the deposits of the month found paying an open invoice, once they are matched', () => {
    const waiting = [transaction('dep_may', '2026-05-12'), transaction('dep_may2', '2026-05-20'), transaction('dep_june', '2026-06-02')]
    expect(depositsLeft(waiting, new Set(['dep_may', 'dep_june']), '2026-05')).toBe(1)
    expect(depositsLeft(waiting, undefined, '2026-05')).toBeUndefined()
  })

  it('counts the transfers the queue would pair: a side to review in the month, neither side paired, locked or of another company', () => {
    const pair = (from: Partial<BankTransaction>, to: Partial<BankTransaction> = {}) => ({
      from: transaction('out', '2026-05-30', { amount: -50000, ...from }),
      to: transaction('in', '2026-06-01', { amount: 50000, ...to }),
    })
    const pairs = [
      pair({}),
      pair({ reviewStatus: 'REVIEWED' }, { reviewStatus: 'REVIEWED' }),
      pair({ matchingBankTransaction: { id: 'in' } } as Partial<BankTransaction>, { reviewStatus: 'REVIEWED' }),
      pair({ date: '2026-04-10' }, { date: '2026-04-11' }),
      pair({ company: { id: 'co_bike_shop' } } as Partial<BankTransaction>),
    ]
    expect(pairsLeft(pairs, '2026-05', 'co_bakery', OPEN)).toBe(1)
    // Its other side dated in June: June's too.
    expect(pairsLeft(pairs, '2026-06', 'co_bakery', OPEN)).toBe(1)
    expect(pairsLeft(pairs, '2026-05', 'co_bakery', { isLocked: (date) => date <= '2026-05-31' })).toBe(0)
    expect(pairsLeft(undefined, '2026-05', 'co_bakery', OPEN)).toBeUndefined()
    expect(pairsLeft(pairs, '2026-05', 'co_bakery', undefined)).toBeUndefined()
  })

  it('is to do with any suggestion left, done with none once both are counted, not known until then', () => {
    expect(matchItem(MAY, WHOLE, 0, 1, null)).toMatchObject({ state: 'toDo', left: 1, figures: 'final' })
    expect(matchItem(MAY, WHOLE, 0, 0, null)).toMatchObject({ state: 'done', left: 0 })
    expect(matchItem(MAY, WHOLE, 2, undefined, null)).toMatchObject({ state: 'toDo', left: undefined })
    expect(matchItem(MAY, WHOLE, 0, undefined, null)).toMatchObject({
      state: 'unknown',
      figures: 'counting',
    })
    const failed = new Error('the invoices could not be read')
    expect(matchItem(MAY, WHOLE, undefined, 0, failed)).toMatchObject({
      state: 'unknown',
      figures: 'stopped',
    })
    expect(matchItem(MAY, { read: false, whole: false, figures: 'unknown', error: null }, undefined, undefined, null)).toMatchObject({
      figures: 'unknown',
    })
  })
})

const account = (id: string, name: string, type: string) => ({ id, name, type })
const row = (of: LedgerRow['account'], amount: number | undefined, status: LedgerRow['status'] = 'read'): LedgerRow => ({
  account: of,
  status,
  figures: [{ amount }],
  error: status === 'failed' ? new Error(`${of.name} could not be read`) : null,
})
const SUSPENSE = account('gl_suspense', 'Uncategorized Income', 'INCOME')
const RECEIVABLE = account('gl_ar', 'Accounts Receivable', 'ASSET')
const CASH = account('gl_cash', 'Business Checking', 'ASSET')

/** The ledger read final and balancing, receivables agreeing at 1,200.00, nothing in suspense; `change` as a test needs. */
function readsOf(change: { trial?: Partial<TrialRead>; sheet?: Partial<SheetRead>; aging?: Partial<AgingRead> } = {}) {
  const invoice = { id: 'inv_1042', invoiceNumber: '1042' } as Invoice
  return {
    trial: {
      rows: [row(CASH, 500000), row(RECEIVABLE, 120000), row(SUSPENSE, 0)],
      unplaced: [],
      totals: { status: 'final' as const, complete: true, debits: 620000, credits: 620000 },
      difference: 0,
      accountingMethod: 'ACCRUAL',
      error: null,
      ...change.trial,
    },
    sheet: { check: { known: true, difference: { amount: 0 } }, totalAssets: { status: 'final' as const }, error: null, ...change.sheet },
    aging: { figures: 'final' as const, total: 120000, error: null, ...change.aging },
    explaining: (amount: number) => (amount === 30000 ? [invoice] : []),
  }
}
const reads = (change?: Parameters<typeof readsOf>[0]) => {
  const { trial, sheet, aging, explaining } = readsOf(change)
  return [trial as TrialRead, sheet as SheetRead, aging as AgingRead, explaining] as const
}

describe('the ledger’s items', () => {
  it('are done when nothing is in suspense, receivables agree with the invoices and both statements balance; the totals and balances kept', () => {
    const items = ledgerItems(MAY, ...reads())
    expect([items.suspense.state, items.receivables.state, items.balances.state]).toEqual(['done', 'done', 'done'])
    expect(items.receivables).toMatchObject({ ledger: 120000, invoices: 120000, difference: 0, filter: { ...MAY, glAccountId: 'gl_ar' } })
    expect(items.totals).toEqual({ debits: 620000, credits: 620000 })
    expect(items.accountBalances?.map(({ account: { id }, balance }) => [id, balance])).toEqual([
      ['gl_cash', 500000],
      ['gl_ar', 120000],
      ['gl_suspense', 0],
    ])
  })

  it('leave suspense to do with what it holds, whichever side, and open the account that holds it', () => {
    const other = account('gl_amc', 'Ask My Accountant', 'EXPENSE')
    const items = ledgerItems(MAY, ...reads({ trial: { rows: [row(SUSPENSE, 0), row(other, -4500), row(CASH, 100)] } }))
    expect(items.suspense).toMatchObject({ state: 'toDo', left: 4500, filter: { ...MAY, glAccountId: 'gl_amc' } })
    expect(items.suspense.accounts.map(({ account: { id } }) => id)).toEqual(['gl_suspense', 'gl_amc'])
  })

  it('leave receivables to do by the difference, naming the invoices of its size', () => {
    const items = ledgerItems(MAY, ...reads({ aging: { total: 90000 } }))
    expect(items.receivables).toMatchObject({ state: 'toDo', left: 30000, difference: 30000, explaining: [{ id: 'inv_1042' }] })
  })

  it('have nothing to agree on cash books: receivables are not in the ledger', () => {
    const items = ledgerItems(MAY, ...reads({ trial: { accountingMethod: 'CASH' }, aging: { total: 90000, figures: 'counting' } }))
    expect(items.receivables).toMatchObject({ state: 'done', ledger: undefined, invoices: undefined, difference: 0 })
  })

  it('leave the balances to do by both differences', () => {
    const items = ledgerItems(
      MAY,
      ...reads({ trial: { difference: 200 }, sheet: { check: { known: true, difference: { amount: -300 } } } }),
    )
    expect(items.balances).toMatchObject({ state: 'toDo', left: 500, trialBalance: 200, balanceSheet: -300 })
  })

  it('are never done without the host’s chart: every figure partial, none known', () => {
    const items = ledgerItems(
      MAY,
      ...reads({
        trial: { totals: { status: 'partial', complete: false, debits: 620000, credits: 620000 }, difference: undefined },
        sheet: { check: { known: false, difference: { amount: undefined } }, totalAssets: { status: 'partial' } },
      }),
    )
    expect([items.suspense, items.receivables, items.balances].map((item) => [item.state, item.figures])).toEqual([
      ['unknown', 'partial'],
      ['unknown', 'partial'],
      ['unknown', 'partial'],
    ])
    expect(items.totals).toBeUndefined()
    expect(items.accountBalances).toBeUndefined()
  })

  it('are not done while a row is read, and stopped with its error when one failed', () => {
    const reading = ledgerItems(
      MAY,
      ...reads({ trial: { rows: [row(CASH, 500000), row(RECEIVABLE, 120000, 'reading'), row(SUSPENSE, 0, 'reading')] } }),
    )
    expect(reading.suspense).toMatchObject({ state: 'unknown', figures: 'counting' })
    expect(reading.receivables).toMatchObject({ state: 'unknown', figures: 'counting', difference: undefined })
    const failed = ledgerItems(
      MAY,
      ...reads({ trial: { rows: [row(CASH, 500000), row(RECEIVABLE, 120000), row(SUSPENSE, undefined, 'failed')] } }),
    )
    expect(failed.suspense).toMatchObject({
      state: 'unknown',
      figures: 'stopped',
      error: { message: 'Uncategorized Income could not be read' },
    })
  })
})
