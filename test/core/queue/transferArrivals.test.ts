// Transfers marked before their other side arrived: paired with it once it arrives in the account
// named, never with a row somebody has already dealt with, never when two are as near.
import { describe, expect, it } from 'vitest'
import type { BankTransaction } from '../../../src/api/types'
import { transferArrivals } from '../../../src/core/queue/transferArrivals'

const row = (id: string, account: string, amount: number, date: string, extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({
    id,
    date,
    amount,
    status: 'ACTIVE',
    reviewStatus: 'UNREVIEWED',
    description: id,
    bankAccount: { id: account, name: account },
    company: { id: 'co_1', name: 'Maple Crumb Bakery' },
    ...extra,
  }) as BankTransaction

const sent = row('out', 'checking', -50000, '2026-06-20', { type: 'TRANSFER', reviewStatus: 'REVIEWED' })
const mark = { transactionId: 'out', bankAccountId: 'savings' }

describe('transferArrivals', () => {
  it('pairs a marked side with its other side in the account named, the nearest date first', () => {
    const near = row('in_near', 'savings', 50000, '2026-06-23')
    const far = row('in_far', 'savings', 50000, '2026-06-28')
    const elsewhere = row('in_card', 'card', 50000, '2026-06-20')
    const { pairs, settled } = transferArrivals([mark], [sent, far, elsewhere, near], true)
    expect(pairs).toEqual([{ from: sent, to: near, named: 0, days: 3, worded: 0, ambiguous: false, rivals: [] }])
    expect(settled).toEqual([])
  })

  it('leaves alone an arrival somebody reviewed or categorized, one too late, another company’s, and two as near', () => {
    const reviewed = row('in_1', 'savings', 50000, '2026-06-21', { reviewStatus: 'REVIEWED' })
    const categorized = row('in_2', 'savings', 50000, '2026-06-21', { category: { id: 'ctg_1', name: 'Sales' } })
    const late = row('in_3', 'savings', 50000, '2026-07-01')
    const otherCompany = row('in_4', 'savings', 50000, '2026-06-21', { company: { id: 'co_2', name: 'Spoke & Chain' } })
    expect(transferArrivals([mark], [sent, reviewed, categorized, late, otherCompany], true).pairs).toEqual([])
    const twins = [row('in_5', 'savings', 50000, '2026-06-18'), row('in_6', 'savings', 50000, '2026-06-22')]
    expect(transferArrivals([mark], [sent, ...twins], true).pairs).toEqual([])
  })

  it('settles a mark once its transaction is paired, or gone from a whole set (not from one still arriving)', () => {
    const paired = { ...sent, matchingBankTransaction: { id: 'x' } } as BankTransaction
    expect(transferArrivals([mark], [paired], true).settled).toEqual(['out'])
    expect(transferArrivals([mark], [], false).settled).toEqual([])
    expect(transferArrivals([mark], [], true).settled).toEqual(['out'])
  })

  it('pairs money coming in as well, the marked side as the one money arrived in', () => {
    const received = row('back', 'checking', 20000, '2026-06-10', { type: 'TRANSFER' })
    const left = row('left', 'savings', -20000, '2026-06-09')
    const { pairs } = transferArrivals([{ transactionId: 'back', bankAccountId: 'savings' }], [received, left], true)
    expect(pairs.map((pair) => [pair.from.id, pair.to.id])).toEqual([['left', 'back']])
  })
})
