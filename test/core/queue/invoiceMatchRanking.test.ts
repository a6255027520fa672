// How the matcher ranks what a deposit pays, as a bookkeeper found it wrong (issue 91): the payer
// the description names before anyone's invoice of the amount, an exact balance before a number
// that merely looks like an invoice's, a payout short by its card fee before part of an old
// invoice, and no draft, void or deleted invoice ever.
import type { BankTransaction, Invoice } from '../../../src/api/types'
import { cardFeeOf } from '../../../src/core/queue/cardFees'
import { matchInvoices, payerWithoutMatch, wholeMatches, type InvoiceMatch } from '../../../src/core/queue/invoiceMatches'

let next = 0
function invoice(invoiceNumber: string, balance: number, customer: string, date = '2026-05-01', more: Partial<Invoice> = {}): Invoice {
  next++
  return {
    id: `inv_${next}`,
    invoiceNumber,
    status: 'ACTIVE',
    invoiceStatus: 'OPEN',
    date,
    customer: { id: `cus_${customer}`, name: customer },
    totals: { total: balance, balance },
    ...more,
  } as unknown as Invoice
}

const deposit = (amount: number, description: string, date = '2026-06-03') =>
  ({ id: 'btxn_1', date, amount, description, type: 'INCOME' }) as BankTransaction

/** A match as the user reads it: the reason, each invoice's number and what is paid of it, and a fee. */
const shown = (match: InvoiceMatch | undefined) =>
  match && [
    match.reason,
    ...match.pays.map((line) => `${line.invoice.invoiceNumber} ${line.amount}`),
    ...(match.fee ? [`fee ${match.fee}`] : []),
  ]

/** What the queue offers for one Enter (`wholeMatches`), as the user reads it. */
const suggested = (transaction: BankTransaction, invoices: readonly Invoice[]) =>
  wholeMatches(matchInvoices(transaction, invoices), transaction.amount).map(shown)

describe('a deposit that names its payer', () => {
  const deli = invoice('INV-1101', 41_250, 'Lantern Street Deli', '2026-05-20')
  const cycles = invoice('INV-1102', 41_250, 'Quarry Road Cycles', '2026-05-02')

  it('pays the payer’s invoice of the amount, never another customer’s of the same amount, and is not ambiguous', () => {
    const found = matchInvoices(deposit(41_250, 'ZELLE FROM LANTERN STREET DELI'), [cycles, deli])
    expect(found.ambiguous).toBe(false)
    expect(suggested(deposit(41_250, 'ZELLE FROM LANTERN STREET DELI'), [cycles, deli])).toEqual([['amountAndCustomer', 'INV-1101 41250']])
  })

  it('offers no other customer’s invoice of the amount when the payer has none that fits, and names the payer', () => {
    const deliOther = invoice('INV-1103', 9_900, 'Lantern Street Deli', '2026-05-20')
    const zelle = deposit(41_250, 'ZELLE FROM LANTERN STREET DELI')
    const found = matchInvoices(zelle, [cycles, deliOther])
    expect(suggested(zelle, [cycles, deliOther])).toEqual([])
    expect(payerWithoutMatch(found, zelle.amount)).toEqual({ id: 'cus_Lantern Street Deli', name: 'Lantern Street Deli' })
    // Still listed for "Find match…", below everything of the payer's.
    expect(found.matches.map(shown)).toContainEqual(['amount', 'INV-1102 41250'])
    // A deposit that names nobody is the other customer's, as before.
    expect(suggested(deposit(41_250, 'MOBILE DEPOSIT'), [cycles, deliOther])).toEqual([['amount', 'INV-1102 41250']])
  })

  it('does not pay part of the payer’s oldest invoice for money that names no invoice of theirs', () => {
    const old = invoice('INV-0901', 118_643, 'Lantern Street Deli', '2024-11-02')
    const zelle = deposit(20_000, 'ZELLE FROM LANTERN STREET DELI')
    const found = matchInvoices(zelle, [old])
    expect(found.matches.map(shown)).toEqual([['customer', 'INV-0901 20000']])
    expect(suggested(zelle, [old])).toEqual([])
    expect(payerWithoutMatch(found, zelle.amount)?.name).toBe('Lantern Street Deli')
  })
})

describe('an exact balance and a number that looks like an invoice’s', () => {
  const cedar = invoice('INV-1011', 90_000, 'Cedar Lane Bakery', '2026-04-10')
  const dunmore = invoice('INV-1020', 25_000, 'Dunmore Hardware', '2026-05-12')

  it('pays the invoice owing exactly the deposit, not the one whose number a cheque’s number looks like', () => {
    expect(suggested(deposit(25_000, 'CHECK DEPOSIT #1011'), [cedar, dunmore])).toEqual([['amount', 'INV-1020 25000']])
    expect(matchInvoices(deposit(25_000, 'CHECK DEPOSIT #1011'), [cedar, dunmore]).matches.map(shown)).toEqual([
      ['amount', 'INV-1020 25000'],
    ])
  })

  it('reads the number as the invoice’s when no invoice owes exactly the deposit', () => {
    expect(suggested(deposit(30_000, 'CHECK DEPOSIT #1011'), [cedar, dunmore])).toEqual([['number', 'INV-1011 30000']])
    expect(suggested(deposit(30_000, 'PAYMENT INV-1011'), [cedar, dunmore])).toEqual([['number', 'INV-1011 30000']])
  })

  it('reads the number as the invoice’s when it is the invoice owing exactly the deposit', () => {
    expect(suggested(deposit(25_000, 'PAYMENT INV-1020'), [cedar, dunmore])).toEqual([['number', 'INV-1020 25000']])
  })
})

describe('a payout short by its card fee', () => {
  const old = invoice('INV-0877', 118_643, 'Pinecone Catering Hall', '2024-11-02')
  const owed = invoice('INV-1130', 14_400, 'Pinecone Catering Hall', '2026-05-28')
  const payout = deposit(13_952, 'CARDHARBOR PAYOUT PINECONE CATERING HALL')

  it('pays the invoice it settles in full, the fee beside it, not part of the customer’s old invoice', () => {
    // 139.52 = 144.00 − (2.9 % + $0.30).
    expect(cardFeeOf(14_400, 13_952)).toBe(448)
    const found = matchInvoices(payout, [old, owed])
    expect(found.matches.map(shown)).toEqual([
      ['fee', 'INV-1130 14400', 'fee 448'],
      ['customer', 'INV-0877 13952'],
    ])
    expect(suggested(payout, [old, owed])).toEqual([['fee', 'INV-1130 14400', 'fee 448']])
  })

  it('solves for the common schedules and a flat percentage, never a fee above 5 % and $1', () => {
    expect(cardFeeOf(10_000, 10_000 - 270)).toBe(270) // 2.6 % + 10¢
    expect(cardFeeOf(10_000, 10_000 - 398)).toBe(398) // 3.49 % + 49¢
    expect(cardFeeOf(10_000, 10_000 - 150)).toBe(150) // 1.5 % flat
    expect(cardFeeOf(10_000, 10_000 - 350)).toBe(350) // 3.5 % flat
    expect(cardFeeOf(10_000, 10_000 - 100)).toBeUndefined() // 1 %: no processor's rate
    expect(cardFeeOf(10_000, 10_000 - 700)).toBeUndefined() // 7 %
    expect(cardFeeOf(10_000, 10_000)).toBeUndefined()
    // A flat rate for the customer the description names alone: near any amount some balance fits one.
    const flat = invoice('INV-1140', 52_000, 'Foxglove Yoga', '2026-05-30')
    expect(suggested(deposit(52_000 - 1_300, 'CARD SETTLEMENT FOXGLOVE YOGA'), [flat])).toEqual([['fee', 'INV-1140 52000', 'fee 1300']])
    expect(suggested(deposit(52_000 - 1_300, 'CARD SETTLEMENT'), [flat])).toEqual([])
  })

  it('pays the fee-explained invoice nearest in date to the payout', () => {
    const earlier = invoice('INV-1120', 14_400, 'Pinecone Catering Hall', '2026-03-02')
    expect(suggested(payout, [earlier, old, owed])).toEqual([['fee', 'INV-1130 14400', 'fee 448']])
  })

  it('ranks an exact balance above a fee-explained one', () => {
    const exact = invoice('INV-1150', 13_952, 'Birchwood Florist', '2026-05-01')
    expect(suggested(deposit(13_952, 'CARD SETTLEMENT'), [owed, exact])).toEqual([['amount', 'INV-1150 13952']])
  })
})

describe('a whole invoice list', () => {
  it('never matches a draft, a void or a deleted invoice', () => {
    const draft = invoice('INV-1201', 30_000, 'Elmstead Dental', '2026-05-01', { invoiceStatus: 'DRAFT' })
    const voided = invoice('INV-1202', 30_000, 'Elmstead Dental', '2026-05-01', { invoiceStatus: 'VOIDED' })
    const deleted = invoice('INV-1203', 30_000, 'Elmstead Dental', '2026-05-01', { status: 'DELETED' })
    for (const description of ['ELMSTEAD DENTAL', 'INV-1201 INV-1202 INV-1203', 'DEPOSIT'])
      expect(matchInvoices(deposit(30_000, description), [draft, voided, deleted]).matches).toEqual([])
    const open = invoice('INV-1204', 30_000, 'Elmstead Dental', '2026-05-01')
    expect(suggested(deposit(30_000, 'DEPOSIT'), [draft, voided, deleted, open])).toEqual([['amount', 'INV-1204 30000']])
  })
})
