// The statement of cash flows' assembly in Node, by the indirect method: net income, each other
// account's change as its effect on cash in its activity, transfers in transit on a line of their
// own, the cash accounts' balances at the start and the end, the tie of the net change to them
// (said only of final figures), and the options it reads.
import { describe, expect, it } from 'vitest'
import { assembleCashFlow, bankLedgerAccountsOf, noCashFlow, readCashFlowOptions } from '../../../src/core/statements/cashFlowStatement'
import type { AccountReads } from '../../../src/core/statements/ledgerReads'
import { StatementOptionError } from '../../../src/core/statements/statementColumns'
import { account, readOf, readsOf, type ReadState } from './accountReads'

const read = readCashFlowOptions('2026-05-01', '2026-05-31', undefined, undefined)
if (read instanceof Error) throw read
const MAY = read.columns[0]!

/** An account's balances before May and before June. */
const inMay = (name: string, type: string, start: number, end: number, state: ReadState = 'read'): AccountReads =>
  readsOf(account(name, type), { '2026-05-01': start, '2026-06-01': end }, state)

/** A bakery's May: 4,000 earned, 1,500 more owed by customers, 500 more on the card, an oven bought for 2,000 with 1,000 borrowed. */
const BAKERY = (checkingEnd = 12_000, states: Record<string, ReadState> = {}) => [
  inMay('Bread sales', 'Income', 0, 5_000),
  inMay('Rent', 'Expense', 0, 1_000),
  inMay('Receivables', 'Accounts Receivable', 0, 1_500),
  inMay('Card', 'Credit Card', 0, 500),
  inMay('Oven', 'Fixed Asset', 0, 2_000),
  inMay('Oven loan', 'Long Term Liability', 0, 1_000, states['Oven loan']),
  inMay('Checking', 'Bank', 10_000, checkingEnd),
]

const amountOf = (total: { figures: ReadonlyArray<{ amount: number | undefined }> }) => total.figures[0]!.amount

describe('assembleCashFlow', () => {
  it('starts operating activities from net income, places each change by its account, and ties to the cash accounts’ change', () => {
    const statement = assembleCashFlow(BAKERY(), MAY, new Set(), 'final')
    expect(amountOf(statement.netIncome)).toBe(4_000)
    expect(statement.sections.map((section) => [section.kind, amountOf(section.total)])).toEqual([
      ['operating', 3_000],
      ['investing', -2_000],
      ['financing', 1_000],
    ])
    // A receivable that grew took cash; a card balance that grew brought it.
    expect(
      statement.sections[0]!.groups.map((group) => [group.kind, group.accounts.map((row) => [row.account.name, row.figures[0]!.amount])]),
    ).toEqual([
      [
        'workingCapital',
        [
          ['Card', 500],
          ['Receivables', -1_500],
        ],
      ],
    ])
    expect([amountOf(statement.netChange), amountOf(statement.cashAtStart), amountOf(statement.cashAtEnd)]).toEqual([2_000, 10_000, 12_000])
    expect(statement.tie).toEqual({ known: true, difference: { amount: 0, compared: undefined }, causes: [] })
  })

  it('puts money between the company’s own accounts on a line of its own, never operating cash, and still ties', () => {
    const inTransit = readsOf(account('Transfers in Transit', 'Other Current Asset'), { '2026-05-01': 0, '2026-06-01': 300 })
    const statement = assembleCashFlow([...BAKERY(11_700), inTransit], MAY, new Set(), 'final')
    expect(statement.inTransitAccounts.map((row) => row.figures[0]!.amount)).toEqual([-300])
    expect(amountOf(statement.inTransit)).toBe(-300)
    expect(amountOf(statement.sections[0]!.total)).toBe(3_000)
    expect(statement.tie).toMatchObject({ known: true, difference: { amount: 0 } })
  })

  it('states the difference an account of a type it does not place makes, and names that account as its cause', () => {
    const suspense = inMay('Suspense', 'Suspense', 0, 250)
    const statement = assembleCashFlow([...BAKERY(11_750), suspense], MAY, new Set(), 'final')
    expect(amountOf(statement.otherTotal)).toBe(250)
    expect(statement.tie.difference.amount).toBe(-250)
    expect(statement.tie.causes.map((row) => row.account.name)).toEqual(['Suspense'])
  })

  it('counts an account the bank transactions post to as cash, whatever its type says', () => {
    const till = inMay('Till', 'Other Current Asset', 100, 100)
    const statement = assembleCashFlow([...BAKERY(), till], MAY, new Set(['Till']), 'final')
    expect(statement.cashAccounts.map((row) => row.account.name)).toEqual(['Checking', 'Till'])
    expect(amountOf(statement.cashAtStart)).toBe(10_100)
  })

  it('says nothing of the tie while an account is read or without the host’s chart', () => {
    const reading = assembleCashFlow(BAKERY(12_000, { 'Oven loan': 'reading' }), MAY, new Set(), 'final')
    expect(reading.tie).toMatchObject({ known: false, difference: { amount: undefined } })
    expect(reading.netChange).toMatchObject({ complete: false, reading: true })
    expect(assembleCashFlow(BAKERY(), MAY, new Set(), 'partial').tie.known).toBe(false)
  })
})

describe('bankLedgerAccountsOf', () => {
  it('finds the asset accounts the income and expense ledgers’ bank lines post to, never a card’s liability', () => {
    const sales = readsOf(account('Bread sales', 'Income'), {})
    sales.page = readOf({
      range: { from: '2026-05-01', to: '2026-05-31' },
      beginningBalance: 0,
      ends: [],
      cutAt: undefined,
      type: 'Income',
      bankSides: [{ id: 'gla_checking' }, { id: 'gla_card' }, { id: 'gla_till' }],
    })
    const known = new Map([
      ['gla_checking', { id: 'gla_checking', type: 'ASSET' }],
      ['gla_card', { id: 'gla_card', type: 'LIABILITY' }],
    ])
    expect([...bankLedgerAccountsOf([sales], known).keys()]).toEqual(['gla_checking'])
  })
})

describe('readCashFlowOptions', () => {
  it.each([
    { from: '2026-13-01', to: '2026-06-30', compare: undefined, field: 'from' },
    { from: '2026-06-30', to: '2026-01-01', compare: undefined, field: 'to' },
    { from: '2026-01-01', to: '2026-06-30', compare: 'lastYear', field: 'compare' },
  ])('names $field when it cannot be read', ({ from, to, compare, field }) => {
    const error = readCashFlowOptions(from, to, compare, undefined)
    expect(error).toBeInstanceOf(StatementOptionError)
    expect(error).toMatchObject({ field })
  })

  it('gives a month beside the month before it', () => {
    const compared = readCashFlowOptions('2026-05-01', '2026-05-31', 'previousPeriod', 'ACCRUAL')
    expect(compared).toMatchObject({
      range: { from: '2026-05-01', to: '2026-05-31' },
      columns: [{ compared: { from: '2026-04-01', to: '2026-04-30' } }],
    })
  })
})

describe('noCashFlow', () => {
  it('gives no figure and no tie', () => {
    expect(noCashFlow()).toMatchObject({ sections: [], netChange: { figures: [], status: 'unknown' }, tie: { known: false, causes: [] } })
  })
})
