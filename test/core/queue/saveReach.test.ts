// What a bank-transaction save reaches beyond its record: the ledgers whose balances it moved (the
// bank account's own, learned from ledger lines, the category's, each split line's; every ledger
// when a record posts to an account it does not name: suspense, transfers in transit, an invoice's
// receivable), and the other side of a pair the service changed in the same write.
import type { BankTransaction } from '../../../src/api/types'
import { bankLedgersOf, heldIn, ledgersMoved, otherSidesAfter, sideIn, type SideProbe } from '../../../src/core/queue/saveReach'

const CHECKING = { id: 'bka_checking', name: 'Checking' }
const SAVINGS = { id: 'bka_savings', name: 'Savings' }
const LEDGERS = new Map([
  [CHECKING.id, 'gla_checking'],
  [SAVINGS.id, 'gla_savings'],
])
const SALES = { id: 'gla_sales', name: 'Retail sales' }

function record(id: string, date: string, amount: number, extra: Partial<BankTransaction> = {}): BankTransaction {
  return { id, date, amount, status: 'ACTIVE', bankAccount: CHECKING, ...extra }
}
/** A set in its order: newest first, then by id. */
const setOf = (...records: BankTransaction[]) =>
  records.toSorted((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1))
const finder = (set: readonly BankTransaction[]) => (probe: SideProbe) => heldIn(set, probe)

describe('ledgersMoved', () => {
  it('a categorized record moves its bank account’s ledger and its category’s; a split each line’s', () => {
    expect(ledgersMoved([record('btxn_1', '2026-06-01', 500, { glAccount: SALES })], LEDGERS)).toEqual(['gla_checking', 'gla_sales'])
    const split = record('btxn_2', '2026-06-02', -900, {
      bankAccount: SAVINGS,
      children: [
        { amount: -400, glAccountId: 'gla_rent' },
        { amount: -500, glAccountId: 'gla_utilities' },
      ],
    })
    expect(ledgersMoved([split], LEDGERS)).toEqual(['gla_savings', 'gla_rent', 'gla_utilities'])
  })

  it('every ledger when a record posts where it names no account, or its bank account’s ledger is not known', () => {
    // Uncategorized: suspense (or transfers in transit); no record names either.
    expect(ledgersMoved([record('btxn_1', '2026-06-01', 500)], LEDGERS)).toBeUndefined()
    // A side of a pair: transfers in transit, and its other side's posting.
    const paired = record('btxn_2', '2026-06-01', 500, { glAccount: SALES, matchingBankTransaction: { id: 'btxn_3' } })
    expect(ledgersMoved([paired], LEDGERS)).toBeUndefined()
    // An invoice's payment: receivables (or revenue and sales tax).
    expect(
      ledgersMoved([record('btxn_4', '2026-06-01', 500, { children: [{ amount: 500, invoiceId: 'inv_1' }] })], LEDGERS),
    ).toBeUndefined()
    // A split line named by its category only.
    expect(
      ledgersMoved([record('btxn_5', '2026-06-01', 500, { children: [{ amount: 500, categoryId: 'ctg_1' }] })], LEDGERS),
    ).toBeUndefined()
    // A bank account whose ledger no line has told.
    expect(ledgersMoved([record('btxn_6', '2026-06-01', 500, { glAccount: SALES })], new Map())).toBeUndefined()
  })
})

describe('bankLedgersOf', () => {
  const sales = record('btxn_1', '2026-06-01', 500, { glAccount: SALES })
  const set = setOf(
    sales,
    record('btxn_2', '2026-06-02', 700, { bankAccount: SAVINGS, glAccount: SALES, matchingBankTransaction: { id: 'x' } }),
  )

  it('a line in a record’s own category names its bank account’s ledger on the other side', () => {
    const samples = [{ glAccountId: 'gla_sales', transactionId: 'btxn_1', date: '2026-06-01', otherGlAccountId: 'gla_checking' }]
    expect(bankLedgersOf(samples, finder(set))).toEqual(new Map([[CHECKING.id, 'gla_checking']]))
  })

  it('tells nothing from the bank’s own line, a side of a pair, or a record the set does not hold on that date', () => {
    const samples = [
      // The bank's own line: its other side is the category.
      { glAccountId: 'gla_checking', transactionId: 'btxn_1', date: '2026-06-01', otherGlAccountId: 'gla_sales' },
      { glAccountId: 'gla_transit', transactionId: 'btxn_2', date: '2026-06-02', otherGlAccountId: 'gla_savings' },
      { glAccountId: 'gla_sales', transactionId: 'btxn_1', date: '2026-05-01', otherGlAccountId: 'gla_other' },
    ]
    expect(bankLedgersOf(samples, finder(set))).toEqual(new Map())
  })
})

describe('otherSidesAfter', () => {
  const out = record('btxn_out', '2026-05-31', -40_000, { reviewStatus: 'REVIEWED' })
  const into = record('btxn_in', '2026-06-01', 40_000, { bankAccount: SAVINGS, reviewStatus: 'REVIEWED' })
  const pairedOut = { ...out, matchingBankTransaction: { id: into.id, date: into.date } }
  const pairedIn = { ...into, matchingBankTransaction: { id: out.id, date: out.date, amount: out.amount, bankAccount: CHECKING } }

  it('a side deleted: its other side is unpaired and back in review', () => {
    const set = setOf(pairedOut, pairedIn)
    expect(otherSidesAfter([{ before: pairedOut, after: { ...pairedOut, status: 'DELETED' } }], finder(set))).toEqual([
      { ...into, reviewStatus: 'UNREVIEWED' },
    ])
  })

  it('a reconciled side stays reconciled when its other side is deleted; a side unpaired keeps its review', () => {
    const reconciled = { ...pairedIn, reviewStatus: 'RECONCILED' }
    expect(
      otherSidesAfter([{ before: pairedOut, after: { ...pairedOut, status: 'DELETED' } }], finder(setOf(pairedOut, reconciled))),
    ).toEqual([{ ...into, reviewStatus: 'RECONCILED' }])
    expect(otherSidesAfter([{ before: pairedOut, after: out }], finder(setOf(pairedOut, pairedIn)))).toEqual([into])
  })

  it('a side paired: the side it names names it back, with what a match carries', () => {
    const saved = { ...out, description: 'ONLINE TRANSFER', matchingBankTransaction: { id: into.id, date: into.date } }
    expect(otherSidesAfter([{ before: out, after: saved }], finder(setOf(out, into)))).toEqual([
      {
        ...into,
        matchingBankTransaction: { id: out.id, amount: out.amount, date: out.date, description: 'ONLINE TRANSFER', bankAccount: CHECKING },
      },
    ])
  })

  it('leaves a side saved in the same write to its own answer, and a side the set does not hold to the next sync', () => {
    const set = setOf(out, into)
    expect(
      otherSidesAfter(
        [
          { before: out, after: pairedOut },
          { before: into, after: pairedIn },
        ],
        finder(set),
      ),
    ).toEqual([])
    expect(otherSidesAfter([{ before: out, after: pairedOut }], finder(setOf(out)))).toEqual([])
  })

  it('finds a side named without its date by its id', () => {
    const set = setOf(out, into)
    const saved = { ...out, matchingBankTransaction: { id: into.id } }
    expect(otherSidesAfter([{ before: out, after: saved }], finder(set)).map((side) => side.matchingBankTransaction?.id)).toEqual([out.id])
  })
})

describe('sideIn', () => {
  it('finds a side on the date its partner names, or by its id where its date moved since', () => {
    const side = record('btxn_in', '2026-06-03', 500)
    const set = setOf(record('btxn_a', '2026-06-05', 1), side, record('btxn_b', '2026-06-01', 2))
    expect(sideIn(set, { id: 'btxn_in', date: '2026-06-03' })).toBe(side)
    expect(heldIn(set, { id: 'btxn_in', date: '2026-06-02' })).toBeUndefined()
    expect(sideIn(set, { id: 'btxn_in', date: '2026-06-02' })).toBe(side)
    expect(sideIn(set, { id: 'btxn_gone', date: '2026-06-02' })).toBeUndefined()
  })
})
