// The balance sheet's assembly in Node: each account on its side and in its group, income and
// expenses as equity's net income and retained earnings, the totals, and the check that assets
// equal liabilities and equity, made only once every account of the host's chart is read.
import { describe, expect, it } from 'vitest'
import { assembleBalanceSheet, noBalanceSheet } from '../../../src/core/statements/balanceSheet'
import { account, readsOf } from './accountReads'
import { bakeryReads, MAY_END } from './chart'

const amounts = (accounts: ReadonlyArray<{ account: { name: string }; figures: ReadonlyArray<{ amount: number | undefined }> }>) =>
  accounts.map((row) => [row.account.name, row.figures[0]!.amount])

describe('assembleBalanceSheet', () => {
  it('places each account on its side and in its group, income and expenses in equity, and checks that the books balance', () => {
    const sheet = assembleBalanceSheet(bakeryReads(), MAY_END, 'final')
    expect(sheet.sections.map((section) => section.kind)).toEqual(['assets', 'liabilities', 'equity'])
    const [assets, liabilities, equity] = sheet.sections
    expect(amounts(assets!.accounts)).toEqual([
      ['Checking', 13_000],
      ['Oven', 5_000],
    ])
    expect(assets!.groups.map((group) => [group.kind, amounts(group.accounts), group.total.figures[0]!.amount])).toEqual([
      ['currentAssets', [['Checking', 13_000]], 13_000],
      ['fixedAssets', [['Oven', 5_000]], 5_000],
    ])
    expect(liabilities!.groups.map((group) => group.kind)).toEqual(['currentLiabilities', 'longTermLiabilities'])
    expect(amounts(equity!.accounts)).toEqual([['Owner capital', 3_000]])
    // This year's income less expenses, and every year's before it.
    expect(sheet.netIncome).toMatchObject({ figures: [{ amount: 5_000, compared: undefined }], status: 'final' })
    expect(sheet.retainedEarnings.figures[0]!.amount).toBe(3_000)
    expect(amounts(sheet.incomeAccounts)).toEqual([
      ['Bread sales', 6_000],
      ['Rent', 1_000],
    ])
    expect(equity!.total.figures[0]!.amount).toBe(11_000)
    expect(sheet.totalAssets).toMatchObject({ figures: [{ amount: 18_000 }], complete: true })
    expect(sheet.totalLiabilitiesAndEquity).toMatchObject({ figures: [{ amount: 18_000 }], complete: true })
    expect(sheet.check).toEqual({ known: true, difference: { amount: 0, compared: undefined } })
    expect(sheet.readRows).toHaveLength(7)
  })

  it('states a difference, never plugs it: an account missing from one side shows in the check', () => {
    const reads = bakeryReads().filter((read) => read.account.name !== 'Oven')
    expect(assembleBalanceSheet(reads, MAY_END, 'final').check).toEqual({
      known: true,
      difference: { amount: -5_000, compared: undefined },
    })
  })

  it('makes no check without the host’s chart, nor while an account is read, and calls no total it is in complete', () => {
    expect(assembleBalanceSheet(bakeryReads(), MAY_END, 'partial')).toMatchObject({
      check: { known: false, difference: { amount: undefined } },
      totalAssets: { status: 'partial', complete: false },
    })
    const reading = assembleBalanceSheet(bakeryReads({ Checking: 'reading' }), MAY_END, 'final')
    expect(reading.check.known).toBe(false)
    expect(reading.totalAssets).toMatchObject({ complete: false, reading: true, leftOut: 0 })
    // The liabilities hold no account being read: their total is final.
    expect(reading.sections[1]!.total).toMatchObject({ complete: true, reading: false })
  })

  it('counts an income account whose ledger fails once among the accounts equity and its side leave out', () => {
    const sheet = assembleBalanceSheet(bakeryReads({ 'Bread sales': 'failed' }), MAY_END, 'final')
    expect(sheet.netIncome.leftOut).toBe(1)
    expect(sheet.retainedEarnings.leftOut).toBe(1)
    expect(sheet.sections[2]!.total.leftOut).toBe(1)
    expect(sheet.totalLiabilitiesAndEquity).toMatchObject({ leftOut: 1, status: 'stopped' })
    expect(sheet.check.known).toBe(false)
    expect(sheet.incomeAccounts.find((row) => row.account.name === 'Bread sales')).toMatchObject({ status: 'failed' })
  })

  it('shows an account of a type it does not place in a section of that type, never counted', () => {
    const suspense = readsOf(account('Suspense', 'Suspense'), { '2026-06-01': 250 })
    const sheet = assembleBalanceSheet(bakeryReads({}, [suspense]), MAY_END, 'final')
    expect(sheet.sections.map((section) => [section.kind, section.type])).toEqual([
      ['assets', undefined],
      ['liabilities', undefined],
      ['equity', undefined],
      ['other', 'Suspense'],
    ])
    expect(sheet.check).toEqual({ known: true, difference: { amount: 0, compared: undefined } })
  })

  it('gives each balance beside the one compared with, and the equity lines on both dates', () => {
    const compared = { ...MAY_END, compared: { asOf: '2026-04-30', fiscalYear: { from: '2026-01-01', to: '2026-04-30' } } }
    const reads = [
      readsOf(account('Checking', 'Bank'), { '2026-05-01': 9_000, '2026-06-01': 13_000 }),
      readsOf(account('Bread sales', 'Income'), { '2026-01-01': 4_000, '2026-05-01': 8_000, '2026-06-01': 10_000 }),
    ]
    const sheet = assembleBalanceSheet(reads, compared, 'final')
    expect(sheet.totalAssets.figures).toEqual([{ amount: 13_000, compared: 9_000 }])
    expect(sheet.netIncome.figures).toEqual([{ amount: 6_000, compared: 4_000 }])
    expect(sheet.retainedEarnings.figures).toEqual([{ amount: 4_000, compared: 4_000 }])
  })
})

describe('noBalanceSheet', () => {
  it('gives no figure and no check: options that cannot be read are no balance sheet', () => {
    expect(noBalanceSheet()).toMatchObject({
      sections: [],
      incomeAccounts: [],
      totalAssets: { figures: [], status: 'unknown' },
      check: { known: false, difference: { amount: undefined, compared: undefined } },
    })
  })
})
