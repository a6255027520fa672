import type { BankTransaction, Invoice } from '../../../src/api/types'
import { invoiceMatcher, matchInvoices, type InvoiceMatch } from '../../../src/core/queue/invoiceMatches'

let next = 0
function invoice(invoiceNumber: string, balance: number, customer: string, date = '2026-05-01', customerId = `cus_${customer}`): Invoice {
  next++
  return {
    id: `inv_${next}`,
    invoiceNumber,
    status: 'ACTIVE',
    invoiceStatus: 'SENT',
    date,
    customer: { id: customerId, name: customer },
    totals: { total: balance, balance },
  } as unknown as Invoice
}

const deposit = (amount: number, description: string, type = 'INCOME', date = '2026-06-03') =>
  ({ id: 'btxn_1', date, amount, description, type }) as BankTransaction

/** A match as the user reads it: the reason, then each invoice's number and what is paid of it. */
const shown = (match: InvoiceMatch | undefined) =>
  match && [match.reason, ...match.pays.map((line) => `${line.invoice.invoiceNumber} ${line.amount}`)]

describe('matchInvoices', () => {
  const acme1042 = invoice('INV-1042', 125_000, 'Acme Catering', '2026-04-02')
  const acme1043 = invoice('INV-1043', 40_000, 'Acme Catering', '2026-04-20')
  const birch = invoice('INV-1050', 77_700, 'Birchwood Florist', '2026-05-01')
  const open = [birch, acme1043, acme1042]

  it('finds the invoice the description names by number, paying what the deposit covers of it', () => {
    expect(shown(matchInvoices(deposit(125_000, 'ACH CREDIT inv-1042 THANK YOU'), open).matches[0])).toEqual(['number', 'INV-1042 125000'])
    expect(shown(matchInvoices(deposit(50_000, 'Payment INV-1042'), open).matches[0])).toEqual(['number', 'INV-1042 50000'])
    // More than the balance pays the balance: a match never pays an invoice more than it owes.
    expect(shown(matchInvoices(deposit(200_000, 'Payment INV-1042'), open).matches[0])).toEqual(['number', 'INV-1042 125000'])
  })

  it('finds the number by its digits alone only when they are a whole token of three or more', () => {
    expect(shown(matchInvoices(deposit(50_000, 'REMITTANCE #1042'), open).matches[0])).toEqual(['number', 'INV-1042 50000'])
    expect(matchInvoices(deposit(50_000, 'REMITTANCE X1042Y'), open).matches).toEqual([])
    const short = invoice('INV-42', 30_000, 'Cedar Lane Bakery')
    expect(matchInvoices(deposit(10_000, 'PAYMENT 42'), [short]).matches).toEqual([])
  })

  it('finds a deposit of one invoice’s balance, above it when the description names that customer', () => {
    expect(shown(matchInvoices(deposit(77_700, 'MOBILE DEPOSIT'), open).matches[0])).toEqual(['amount', 'INV-1050 77700'])
    const named = matchInvoices(deposit(77_700, 'ZELLE FROM BIRCHWOOD FLORIST'), open)
    expect(shown(named.matches[0])).toEqual(['amountAndCustomer', 'INV-1050 77700'])
    expect(named.matches[0]!.score).toBeGreaterThan(matchInvoices(deposit(77_700, 'MOBILE DEPOSIT'), open).matches[0]!.score)
  })

  it('finds a deposit of several invoices of one customer together, oldest first', () => {
    expect(shown(matchInvoices(deposit(165_000, 'BANK TRANSFER'), open).matches[0])).toEqual([
      'customerTotal',
      'INV-1042 125000',
      'INV-1043 40000',
    ])
  })

  it('looks for totals among a customer’s eight oldest invoices only, so a customer of many invoices stays cheap', () => {
    const many = Array.from({ length: 200 }, (_, at) =>
      invoice(`INV-${3000 + at}`, 1_000 + at, 'Dunmore Hardware', `2026-01-${String(1 + (at % 28)).padStart(2, '0')}`),
    )
    const matcher = invoiceMatcher(many)
    const oldest = [...many].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1))
    expect(matcher(deposit(oldest[0]!.totals.balance + oldest[1]!.totals.balance, 'DEPOSIT')).matches[0]?.reason).toBe('customerTotal')
    const newest = oldest.slice(-2)
    expect(matcher(deposit(newest[0]!.totals.balance + newest[1]!.totals.balance, 'DEPOSIT')).matches).toEqual([])
  })

  it('pays a named customer’s oldest invoices in order up to the deposit, the last in part', () => {
    expect(shown(matchInvoices(deposit(130_000, 'ACME CATERING LLC PAYMENT'), open).matches[0])).toEqual([
      'customer',
      'INV-1042 125000',
      'INV-1043 5000',
    ])
    // More than the customer owes is not theirs to pay: nothing is offered.
    expect(matchInvoices(deposit(170_000, 'ACME CATERING LLC PAYMENT'), open).matches).toEqual([])
  })

  it('finds a customer by the words of their name in order, not a part of a word', () => {
    expect(matchInvoices(deposit(1_000, 'CATERING ACME'), open).matches).toEqual([])
    expect(matchInvoices(deposit(1_000, 'ACMECATERING'), open).matches).toEqual([])
  })

  it('folds names as rules do: case, accents and letters typed without their key', () => {
    const istanbul = invoice('FAT-0007', 50_000, 'Kapalıçarşı Kuyumcu')
    const lodz = invoice('FV-880', 20_000, 'Łódź Ceramika')
    const tokyo = invoice('請求-551', 30_000, 'スターバックス')
    const invoices = [istanbul, lodz, tokyo]
    expect(shown(matchInvoices(deposit(10_000, 'EFT KAPALICARSI KUYUMCU'), invoices).matches[0])).toEqual(['customer', 'FAT-0007 10000'])
    expect(shown(matchInvoices(deposit(20_000, 'przelew LODZ CERAMIKA'), invoices).matches[0])).toEqual([
      'amountAndCustomer',
      'FV-880 20000',
    ])
    expect(shown(matchInvoices(deposit(5_000, 'ｽﾀｰﾊﾞｯｸｽ渋谷店 振込'), invoices).matches[0])).toEqual(['customer', '請求-551 5000'])
    expect(shown(matchInvoices(deposit(5_000, '振込 請求－551'), invoices).matches[0])).toEqual(['number', '請求-551 5000'])
  })

  it('ranks by reason: a number above part of a named customer’s oldest invoice when no invoice owes the deposit', () => {
    const matches = matchInvoices(deposit(30_000, 'ACME CATERING 1050'), open).matches
    expect(matches.map(shown)).toEqual([
      ['number', 'INV-1050 30000'],
      ['customer', 'INV-1042 30000'],
    ])
    expect(matches.map((match) => match.score)).toEqual([...matches.map((match) => match.score)].sort((a, b) => b - a))
  })

  it('says when the first two are equally likely, and never offers one set of invoices twice', () => {
    const twins = [invoice('INV-2001', 30_000, 'Elmstead Dental'), invoice('INV-2002', 30_000, 'Foxglove Yoga')]
    const tie = matchInvoices(deposit(30_000, 'DEPOSIT'), twins)
    expect(tie.ambiguous).toBe(true)
    expect(tie.matches).toHaveLength(2)
    // Naming one customer breaks the tie.
    const named = matchInvoices(deposit(30_000, 'FOXGLOVE YOGA'), twins)
    expect(named.ambiguous).toBe(false)
    expect(shown(named.matches[0])).toEqual(['amountAndCustomer', 'INV-2002 30000'])
    // The number, the amount and the customer all pay INV-2002: offered once, for its best reason.
    const all = matchInvoices(deposit(30_000, 'FOXGLOVE YOGA INV-2002'), twins).matches
    expect(all.filter((match) => match.pays.some((line) => line.invoice.invoiceNumber === 'INV-2002'))).toHaveLength(1)
    expect(all[0]!.reason).toBe('number')
  })

  it('never pays more than the deposit', () => {
    for (const amount of [1, 5_000, 40_000, 125_000, 165_000, 165_001, 242_700]) {
      for (const description of ['ACME CATERING', 'INV-1042 INV-1043 1050', 'BIRCHWOOD FLORIST', 'DEPOSIT']) {
        for (const match of matchInvoices(deposit(amount, description), open).matches) {
          // A card payout pays its invoice in full: the processor's fee is the rest.
          expect(match.pays.reduce((sum, line) => sum + line.amount, 0) - (match.fee ?? 0)).toBeLessThanOrEqual(amount)
          for (const line of match.pays) expect(line.amount).toBeGreaterThan(0)
        }
      }
    }
  })

  it('matches money in alone, and invoices that still owe alone', () => {
    expect(matchInvoices(deposit(-125_000, 'INV-1042', 'EXPENSE'), open)).toEqual({ matches: [], ambiguous: false })
    // A refund is an expense of a positive amount: not a customer paying.
    expect(matchInvoices(deposit(125_000, 'REFUND INV-1042', 'EXPENSE'), open).matches).toEqual([])
    expect(matchInvoices(deposit(125_000, 'INV-1042', 'TRANSFER'), open).matches).toEqual([])
    const paid = invoice('INV-1099', 0, 'Acme Catering')
    expect(matchInvoices(deposit(10_000, 'INV-1099'), [paid]).matches).toEqual([])
  })

  it('reads a hostile description in time that grows with its length alone', () => {
    // CPU time, not the clock: a busy machine's other work is not counted.
    const cpu = () => {
      const { user, system } = process.cpuUsage()
      return (user + system) / 1000
    }
    const read = (size: number) => {
      const text = `é${'1-'.repeat(size)} ACME ${'ACME '.repeat(size)}`
      const started = cpu()
      matchInvoices(deposit(1_000, text), open)
      return cpu() - started
    }
    read(1_000)
    const small = Math.min(read(10_000), read(10_000), read(10_000))
    const large = Math.min(read(80_000), read(80_000), read(80_000))
    // Eight times the text: a linear reading takes about eight times as long, a quadratic one 64 times.
    expect(large / Math.max(small, 0.5)).toBeLessThan(24)
  })
})
