// The profit and loss's assembly in Node: each income and expense account's activity over a
// column in QuickBooks Online's sections, the subtotals where their sections exist, net income,
// the shares of income given only once that income is final, and the options it reads.
import { describe, expect, it } from 'vitest'
import { assembleProfitAndLoss, isProfitAndLossCandidate, readProfitAndLossOptions } from '../../../src/core/statements/profitAndLoss'
import { statementColumns } from '../../../src/core/statements/statementColumns'
import type { AccountReads } from '../../../src/core/statements/ledgerReads'
import { account, readOf, readsOf, type ReadState } from './accountReads'
import type { AccountingDimensionValue } from '../../../src/api/types'
import { DEFAULT_VALUE_COLUMNS } from '../../../src/core/statements/byDimension'
import { assembleByDimension, type AccountValueReads, type ValueLines } from '../../../src/core/statements/dimensionColumns/assemble'
import { splitOf } from '../../../src/core/statements/dimensionColumns/values'
import { activityOver, readResults, typeOf } from '../../../src/core/statements/ledgerReads'
import { rowOf } from '../../../src/core/statements/statementTotals'

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
    expect(readProfitAndLossOptions('2026-Q2', 'total', undefined, undefined, 'dim_location')).not.toBeInstanceOf(Error)
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
      // Split by a dimension, a statement is of the whole period, compared with nothing.
      [['2026-05', undefined, 'previousYear', undefined, 'dim_location'], 'by', 'dim_location'],
      [['2026-Q2', 'month', undefined, undefined, 'dim_location'], 'by', 'dim_location'],
      [['2026-05', 'month', undefined, undefined, 'dim_location'], 'by', 'dim_location'],
      [['2026-05', undefined, undefined, undefined, ''], 'by', ''],
    ] as const) {
      const error = readProfitAndLossOptions(...(options as unknown as Parameters<typeof readProfitAndLossOptions>))
      expect(error, field).toBeInstanceOf(Error)
      expect(error).toMatchObject({ field, value })
      expect((error as Error).message).toContain(`${field} ${JSON.stringify(value)}`)
    }
  })
})

// Split by a dimension: the bakery's location, Shops (Main Street, Riverside) and Catering from the
// host, a pop-up stall only its records name.
const dimension = { id: 'dim_location', name: 'Location', requiredness: 'NOT_REQUIRED' as const }
const valuePath = (...names: string[]): AccountingDimensionValue => {
  const [name, ...rest] = names
  return { id: name!, name: name!, dimension, ...(rest.length > 0 && { child: valuePath(...rest) }) }
}
const HOST_VALUES = [valuePath('Shops', 'Main Street'), valuePath('Shops', 'Riverside'), valuePath('Catering')]
const RECORD_VALUES = [
  valuePath('Pop-up'),
  valuePath('Catering'),
  { ...valuePath('Window seats'), dimension: { ...dimension, id: 'dim_table' } },
]

/** An account's lines under each value: each line's id and its debit less its credit; `'failed'` a read that failed. */
const linesOf = (byValue: Record<string, Array<readonly [string, number]> | 'failed'>): AccountValueReads =>
  new Map(
    Object.entries(byValue).map(([value, lines]) => [
      value,
      lines === 'failed' ? readOf<ValueLines>(undefined, 'failed') : readOf<ValueLines>(lines),
    ]),
  )

/**
 * Bread sales: Shops' own query answers its sub-values' lines too (as the sandbox does), and l5 is
 * filed under Riverside and Catering both. Rent: Shops' own query answers only what is filed under
 * Shops itself (a service that does not count sub-values under a parent). Flour: Catering failed.
 */
const LINES = new Map([
  [
    'Bread sales',
    linesOf({
      Shops: [
        ['l1', -2_000],
        ['l2', -1_000],
        ['l3', -1_500],
        ['l5', -700],
        ['l6', -300],
      ],
      'Main Street': [
        ['l1', -2_000],
        ['l2', -1_000],
      ],
      Riverside: [
        ['l3', -1_500],
        ['l5', -700],
      ],
      Catering: [
        ['l4', -2_500],
        ['l5', -700],
      ],
      'Pop-up': [],
    }),
  ],
  ['Rent', linesOf({ Shops: [['r3', 400]], 'Main Street': [['r1', 1_000]], Riverside: [['r2', 600]], Catering: [], 'Pop-up': [] })],
  ['Flour', linesOf({ Shops: [['f1', 800]], 'Main Street': [['f1', 800]], Riverside: [], Catering: 'failed', 'Pop-up': [] })],
])
const SPLIT_ACCOUNTS = () => [
  inMay('Bread sales', 'Income', 10_000),
  inMay('Flour', 'Cost of Goods Sold', 2_000),
  inMay('Rent', 'Expense', 3_000),
]
const MAY_RANGE = { from: '2026-05-01', to: '2026-05-31' }
const PLAIN = { assembleProfitAndLoss, rowOf, activityOver, readResults, typeOf }

describe('assembleByDimension', () => {
  const figuresOf = (statement: ReturnType<typeof assembleByDimension>) =>
    Object.fromEntries(
      statement.sections.flatMap((section) =>
        section.accounts.map((row) => [row.account.name, row.figures.map((figure) => figure.amount)]),
      ),
    )

  it('gives each value its lines (a parent its own and its sub-values’, each line once), Not specified the total less their union, and the total; a line under two values counts once', () => {
    const split = splitOf('dim_location', HOST_VALUES, RECORD_VALUES, undefined, DEFAULT_VALUE_COLUMNS)
    expect(split.values.map(({ id, parentId, depth, from }) => [id, parentId, depth, from])).toEqual([
      ['Shops', undefined, 0, 'host'],
      ['Main Street', 'Shops', 1, 'host'],
      ['Riverside', 'Shops', 1, 'host'],
      ['Catering', undefined, 0, 'host'],
      ['Pop-up', undefined, 0, 'records'],
    ])
    const statement = assembleByDimension(PLAIN, SPLIT_ACCOUNTS(), LINES, split, MAY_RANGE, 'final', true, false, 'known')
    expect(statement.columns.map((column) => column.key)).toEqual([
      'Shops',
      'Main Street',
      'Riverside',
      'Catering',
      'Pop-up',
      'notSpecified',
      'total',
    ])
    expect(figuresOf(statement)).toEqual({
      //                Shops  Main   River  Cater  Pop-up  n/s    total
      'Bread sales': [5_500, 3_000, 2_200, 3_200, 0, 2_000, 10_000],
      Flour: [800, 800, 0, undefined, 0, undefined, 2_000],
      Rent: [2_000, 1_000, 600, 0, 0, 1_000, 3_000],
    })
    expect(statement.by).toMatchObject({
      dimension: { id: 'dim_location', name: 'Location' },
      chosen: split.chosen,
      more: [],
      sharedLines: 1,
    })
    // A failed read leaves its account out of every total: every column is stopped.
    expect(statement.columns.map((column) => column.dimension!.status)).toEqual(statement.columns.map(() => 'stopped'))
    expect(statement.columns.map((column) => column.dimension!.derived)).toEqual([false, false, false, false, false, true, false])
    expect(statement.sections.find((section) => section.kind === 'costOfGoodsSold')?.accounts[0]?.status).toBe('failed')
    // Net income ties in each column: income less expenses, the failed account left out.
    expect(statement.netIncome.figures.map((figure) => figure.amount)).toEqual([3_500, 2_000, 1_600, 3_200, 0, 1_000, 7_000])
    // % of column income, once that income is final.
    expect(statement.sections[0]!.accounts[0]!.figures.map((figure) => figure.ofIncome)).toEqual([1, 1, 1, 1, undefined, 1, 1])
  })

  it('shows at most the column limit, the rest in `more`, and their lines and those of no value as other values, tying to the total', () => {
    const split = splitOf('dim_location', HOST_VALUES, RECORD_VALUES, undefined, 2)
    expect([split.chosen, split.more]).toEqual([
      ['Shops', 'Main Street'],
      ['Riverside', 'Catering', 'Pop-up'],
    ])
    const statement = assembleByDimension(PLAIN, SPLIT_ACCOUNTS(), LINES, split, MAY_RANGE, 'final', false, false, 'known')
    expect(statement.columns.map((column) => [column.key, column.dimension!.status])).toEqual([
      ['Shops', 'final'],
      ['Main Street', 'final'],
      ['otherValues', 'final'],
      ['total', 'final'],
    ])
    expect(figuresOf(statement)).toEqual({
      'Bread sales': [5_500, 3_000, 4_500, 10_000],
      Flour: [800, 800, 1_200, 2_000],
      Rent: [1_400, 1_000, 1_600, 3_000],
    })
    // While records that may name more values are read, the lines of none may yet go to a new value's column: not final.
    const hearing = assembleByDimension(PLAIN, SPLIT_ACCOUNTS(), LINES, split, MAY_RANGE, 'final', false, false, 'reading')
    expect(hearing.columns.map((column) => column.dimension!.status)).toEqual(['final', 'final', 'counting', 'final'])
  })

  it('shows only the values chosen and those nested under them, the others as other values; none is final while a read or the records naming values are still on their way', () => {
    const split = splitOf('dim_location', HOST_VALUES, RECORD_VALUES, ['Catering', 'Drive-through'], DEFAULT_VALUE_COLUMNS)
    expect(split.chosen).toEqual(['Catering', 'Drive-through'])
    const reading = new Map([...LINES, ['Rent', linesOf({ Catering: [], 'Drive-through': [] })]])
    reading.set('Flour', new Map([['Catering', readOf<ValueLines>(undefined, 'reading')]]))
    const statement = assembleByDimension(PLAIN, SPLIT_ACCOUNTS(), reading, split, MAY_RANGE, 'final', false, true, 'reading')
    expect(statement.columns.map((column) => [column.key, column.dimension!.status])).toEqual([
      ['Catering', 'counting'],
      ['Drive-through', 'counting'],
      ['otherValues', 'counting'],
      ['total', 'final'],
    ])
    expect(statement.by?.values.at(-1)).toMatchObject({ id: 'Drive-through', name: 'Drive-through', from: 'host' })
  })
})
