// The profit and loss's assembly in Node: each income and expense account's activity over a
// column in QuickBooks Online's sections, the subtotals where their sections exist, net income,
// the shares of income given only once that income is final, and the options it reads.
import { describe, expect, it } from 'vitest'
import { assembleProfitAndLoss, isProfitAndLossCandidate, readProfitAndLossOptions } from '../../../src/core/statements/profitAndLoss'
import { statementColumns } from '../../../src/core/statements/statementColumns'
import type { AccountReads } from '../../../src/core/statements/ledgerReads'
import { account, readsOf, type ReadState } from './accountReads'

const MAY = statementColumns('2026-05', 'total', undefined).columns

/** An account's activity over May: its balance before May 1 and before June 1. */
const inMay = (name: string, type: string, activity: number, state: ReadState = 'read'): AccountReads =>
  readsOf(account(name, type), { '2026-05-01': 1_000, '2026-06-01': 1_000 + activity }, state)

const BAKERY = (states: Record<string, ReadState> = {}) => [
  inMay('Bread sales', 'Income', 5_000, states['Bread sales']),
  inMay('Flour', 'Cost of Goods Sold', 2_000),
  inMay('Rent', 'Expense', 1_000, states.Rent),
  inMay('Interest earned', 'Other Income', 100),
  inMay('Late fees paid', 'Other Expense', 50),
]

describe('assembleProfitAndLoss', () => {
  it('places each account in its section, in statement order, with gross profit, net operating and other income, and net income', () => {
    const statement = assembleProfitAndLoss(BAKERY(), MAY, 'final', false)
    expect(statement.sections.map((section) => [section.kind, section.total.figures[0]!.amount])).toEqual([
      ['income', 5_000],
      ['costOfGoodsSold', 2_000],
      ['expenses', 1_000],
      ['otherIncome', 100],
      ['otherExpenses', 50],
    ])
    expect(statement.grossProfit?.figures[0]?.amount).toBe(3_000)
    expect(statement.netOperatingIncome?.figures[0]?.amount).toBe(2_000)
    expect(statement.netOtherIncome?.figures[0]?.amount).toBe(50)
    expect(statement.netIncome).toEqual({
      figures: [{ amount: 2_050, compared: undefined }],
      status: 'final',
      complete: true,
      leftOut: 0,
      reading: false,
    })
    expect(statement.percentOfIncome).toBeUndefined()
  })

  it('gives a subtotal only where the sections it sums exist: without other income or expenses, net operating income is net income', () => {
    const statement = assembleProfitAndLoss([inMay('Bread sales', 'Income', 5_000), inMay('Rent', 'Expense', 1_000)], MAY, 'final', false)
    expect(statement).toMatchObject({ grossProfit: undefined, netOperatingIncome: undefined, netOtherIncome: undefined })
    expect(statement.netIncome.figures[0]!.amount).toBe(4_000)
  })

  it('shows accounts of a type it does not know last, in a section of that type, never in net income', () => {
    const statement = assembleProfitAndLoss([...BAKERY(), inMay('Suspense', 'Suspense', 700)], MAY, 'final', false)
    expect(statement.sections.at(-1)).toMatchObject({ kind: 'other', type: 'Suspense', total: { figures: [{ amount: 700 }] } })
    expect(statement.netIncome.figures[0]!.amount).toBe(2_050)
  })

  it('leaves a failed account out of its section and of net income, and says so', () => {
    const statement = assembleProfitAndLoss(BAKERY({ Rent: 'failed' }), MAY, 'final', false)
    expect(statement.sections[2]!.total).toMatchObject({ figures: [{ amount: 0 }], status: 'stopped', leftOut: 1 })
    expect(statement.netIncome).toMatchObject({ figures: [{ amount: 3_050 }], status: 'stopped', complete: false, leftOut: 1 })
    expect(statement.sections[0]!.total).toMatchObject({ status: 'final', complete: true })
  })

  it('gives each final figure as a share of its column’s income, and none while that income, or the figure itself, is not final', () => {
    const shared = assembleProfitAndLoss(BAKERY(), MAY, 'final', true)
    expect(shared.percentOfIncome).toEqual({ final: true })
    expect(shared.sections[0]!.accounts[0]!.figures[0]!.ofIncome).toBe(1)
    expect(shared.sections[2]!.accounts[0]!.figures[0]!.ofIncome).toBe(0.2)
    expect(shared.netIncome.figures[0]!.ofIncome).toBeCloseTo(0.41, 10)

    const everyShare = (statement: ReturnType<typeof assembleProfitAndLoss>) =>
      [
        ...statement.sections.flatMap((section) => [...section.accounts.flatMap((row) => row.figures), ...section.total.figures]),
        ...[statement.grossProfit, statement.netOperatingIncome, statement.netOtherIncome, statement.netIncome].flatMap(
          (total) => total?.figures ?? [],
        ),
      ].flatMap((figure) => (figure.ofIncome === undefined ? [] : [figure.ofIncome]))
    // Income still read: a share of a partial income is not so.
    const early = assembleProfitAndLoss(BAKERY({ 'Bread sales': 'reading' }), MAY, 'final', true)
    expect(early.percentOfIncome).toEqual({ final: false })
    expect(everyShare(early)).toEqual([])
    // Income final, rent failed: rent's row, its section and every total with it have none.
    const stopped = assembleProfitAndLoss(BAKERY({ Rent: 'failed' }), MAY, 'final', true)
    expect(stopped.sections[2]!.accounts[0]!.figures[0]!.ofIncome).toBeUndefined()
    expect(stopped.sections[2]!.total.figures[0]!.ofIncome).toBeUndefined()
    expect(stopped.netIncome.figures[0]!.ofIncome).toBeUndefined()
    expect(stopped.sections[1]!.total.figures[0]!.ofIncome).toBe(0.4)
    // Without income accounts there is no share, final once no account may still join.
    expect(assembleProfitAndLoss([inMay('Rent', 'Expense', 1_000)], MAY, 'final', true).percentOfIncome).toEqual({ final: true })
    expect(assembleProfitAndLoss([], [], 'counting', true).percentOfIncome).toEqual({ final: false })
  })

  it('asks no account of a balance-sheet type; one of no stated type is asked, its lines tell its type', () => {
    expect([account('Checking', 'Bank'), account('Rent', 'Expense'), { id: 'gla_1' }].filter(isProfitAndLossCandidate)).toEqual([
      account('Rent', 'Expense'),
      { id: 'gla_1' },
    ])
  })
})

describe('readProfitAndLossOptions', () => {
  it('gives the columns the options ask for, or the error naming the option that cannot be read', () => {
    const read = readProfitAndLossOptions('2026-Q2', 'month', 'previousYear', 'CASH')
    expect(read).not.toBeInstanceOf(Error)
    if (read instanceof Error) return
    expect(read.columns.map((column) => [column.from, column.compared?.from])).toEqual([
      ['2026-04-01', '2025-04-01'],
      ['2026-05-01', '2025-05-01'],
      ['2026-06-01', '2025-06-01'],
    ])
    for (const [options, field, value] of [
      [['June', undefined, undefined, undefined], 'period', 'June'],
      [['2026-05', 'weekly', undefined, undefined], 'columns', 'weekly'],
      [['2026-05', undefined, 'lastYear', undefined], 'compareTo', 'lastYear'],
      [['2026-05', undefined, undefined, 'MODIFIED'], 'accountingMethod', 'MODIFIED'],
    ] as const) {
      const error = readProfitAndLossOptions(...(options as unknown as Parameters<typeof readProfitAndLossOptions>))
      expect(error, field).toBeInstanceOf(Error)
      expect(error).toMatchObject({ field, value })
      expect((error as Error).message).toContain(`${field} ${JSON.stringify(value)}`)
    }
  })
})
