// Which deposits wait for a match (money in, to review, neither categorized nor split), and which of
// them pay an open invoice as the queue would suggest it: a match of the whole deposit.
import type { BankTransaction, Invoice } from '../../../src/api/types'
import { invoiceMatcher, isWaitingDeposit, payingIds, type InvoiceMatches } from '../../../src/core/queue/invoiceMatches'

const deposit = (id: string, amount: number, extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({
    id,
    date: '2026-06-03',
    amount,
    description: 'Mobile deposit',
    reviewStatus: 'UNREVIEWED',
    status: 'ACTIVE',
    ...extra,
  }) as BankTransaction
const invoice = (id: string, invoiceNumber: string, balance: number): Invoice =>
  ({
    id,
    invoiceNumber,
    status: 'ACTIVE',
    invoiceStatus: 'SENT',
    date: '2026-05-01',
    customer: { id: 'cus_acme', name: 'Acme Catering' },
    totals: { total: balance, balance },
  }) as unknown as Invoice

describe('isWaitingDeposit', () => {
  it('waits for money in still to review with no category and no split', () => {
    expect(isWaitingDeposit(deposit('a', 125_000))).toBe(true)
    expect(isWaitingDeposit(deposit('b', -125_000))).toBe(false)
    expect(isWaitingDeposit(deposit('c', 125_000, { reviewStatus: 'REVIEWED' }))).toBe(false)
    expect(isWaitingDeposit(deposit('d', 125_000, { category: { id: 'cat_sales', name: 'Sales' } }))).toBe(false)
    expect(isWaitingDeposit(deposit('e', 125_000, { children: [{ id: 'spl_1', amount: 125_000 }] as BankTransaction['children'] }))).toBe(
      false,
    )
  })
})

describe('payingIds', () => {
  it('counts a deposit that pays a customer’s invoices whole, not one that would pay part of the oldest', () => {
    const match = invoiceMatcher([invoice('inv_1', 'INV-1042', 125_000), invoice('inv_2', 'INV-1043', 40_000)])
    const waiting = [deposit('whole', 165_000), deposit('part', 60_000, { description: 'Acme Catering deposit' })]
    const matched = new Map<string, InvoiceMatches>(waiting.map((one) => [one.id, match(one)]))
    expect(matched.get('part')?.matches.length).toBeGreaterThan(0)
    expect([...payingIds(waiting, matched)]).toEqual(['whole'])
  })

  it('counts nothing for a deposit no invoice matched', () => {
    expect(payingIds([deposit('a', 125_000)], new Map()).size).toBe(0)
  })
})
