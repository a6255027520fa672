// The trial balance's assembly in Node: each balance on its debit or credit side (income and
// expenses this fiscal year to date), retained earnings a line after equity, accounts no side fits
// shown apart, and the sums, whose difference is stated only once they are final.
import { describe, expect, it } from 'vitest'
import { assembleTrialBalance, noTrialBalance } from '../../../src/core/statements/trialBalance'
import { account, readsOf } from './accountReads'
import { bakeryReads, MAY_END } from './chart'

describe('assembleTrialBalance', () => {
  it('puts each balance on its side, this year’s income and expenses and retained earnings too, and the sides are equal', () => {
    const trial = assembleTrialBalance(bakeryReads(), MAY_END, 'final')
    const side = (row: (typeof trial.rows)[number]) =>
      row.debit ? `${row.account.name} debit ${row.debit}` : `${row.account.name} credit ${row.credit}`
    expect(trial.rows.map(side)).toEqual([
      'Checking debit 13000',
      'Oven debit 5000',
      'Card credit 3000',
      'Oven loan credit 4000',
      'Owner capital credit 3000',
      'Bread sales credit 6000',
      'Rent debit 1000',
    ])
    // Every year's income less expenses before this one: a credit, after the equity accounts.
    expect(trial.retainedEarnings).toMatchObject({ debit: 0, credit: 3_000, at: 5, failed: [] })
    expect(trial.totals).toEqual({ debits: 19_000, credits: 19_000, status: 'final', complete: true, leftOut: 0, unplaced: 0 })
    expect(trial.difference).toBe(0)
  })

  it('shows apart an account whose type says no side, leaving it out of the sums that say so', () => {
    const suspense = readsOf(account('Suspense', 'Suspense'), { '2026-06-01': 250 })
    const trial = assembleTrialBalance(bakeryReads({}, [suspense]), MAY_END, 'final')
    expect(trial.unplaced.map((row) => [row.account.name, row.figures[0]!.amount])).toEqual([['Suspense', 250]])
    expect(trial.totals).toMatchObject({ debits: 19_000, credits: 19_000, unplaced: 1, complete: true })
    expect(trial.readRows).toHaveLength(8)
  })

  it('leaves out an account that failed, with no side and no difference, and names it under retained earnings when it is income', () => {
    const trial = assembleTrialBalance(bakeryReads({ 'Bread sales': 'failed' }), MAY_END, 'final')
    expect(trial.rows.find((row) => row.account.name === 'Bread sales')).toMatchObject({
      status: 'failed',
      debit: undefined,
      credit: undefined,
    })
    expect(trial.retainedEarnings.failed.map((row) => row.account.name)).toEqual(['Bread sales'])
    expect(trial.totals).toMatchObject({ status: 'stopped', complete: false, leftOut: 1 })
    expect(trial.difference).toBeUndefined()
  })

  it('states no difference without the host’s chart: the sums are partial, whatever they are', () => {
    const trial = assembleTrialBalance(bakeryReads(), MAY_END, 'partial')
    expect(trial.totals).toMatchObject({ debits: 19_000, credits: 19_000, status: 'partial', complete: false })
    expect(trial.difference).toBeUndefined()
  })
})

describe('noTrialBalance', () => {
  it('states no difference and no final totals where the date cannot be read: nothing was read', () => {
    const trial = noTrialBalance()
    expect(trial).toMatchObject({ rows: [], unplaced: [], difference: undefined })
    expect(trial.totals).toMatchObject({ debits: 0, credits: 0, complete: false, status: 'counting' })
  })
})
