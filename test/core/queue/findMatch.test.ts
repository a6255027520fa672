// The "Find match…" dialog's decisions, in Node: which open invoices it lists and in what order (the
// likely ones first with why, then by due date), what a search keeps (a customer, a number, an amount
// as the locale writes it), how many it draws of thousands; what a ticked invoice is paid by default,
// a card payout's invoice paid in full with its fee the difference, and the lines a save sends once
// they add up to the deposit. The dialog's sentences, focus and keys: findMatchDialog.test.tsx.
import type { Invoice } from '../../../src/api/types'
import { listChoices, orderedChoices } from '../../../src/core/queue/invoiceChoices'
import type { InvoiceMatches } from '../../../src/core/queue/invoiceMatches'
import {
  chooseMatch,
  EMPTY_DRAFT,
  readDraft,
  tickInvoice,
  typeAmount,
  untickInvoice,
  type MatchDraft,
} from '../../../src/core/queue/matchDraft'
import { formMessages } from '../../../src/messages/forms/form'
import { findMatchMessages } from '../../../src/messages/queue/findMatch'
import { OPEN_INVOICES, openInvoice } from '../../support/openInvoices'

const US = { locale: 'en-US', currency: 'USD' }
const WORDS = { messages: findMatchMessages, form: formMessages, format: US }

const [inv1042, inv1043, inv0998, inv1050] = OPEN_INVOICES as [Invoice, Invoice, Invoice, Invoice]
const NONE: InvoiceMatches = { matches: [], ambiguous: false }

const numbersOf = (choices: ReadonlyArray<{ invoice: Invoice }>) => choices.map(({ invoice }) => invoice.invoiceNumber)
const searched = (search: string, ticked: ReadonlySet<string> = new Set()) =>
  numbersOf(listChoices(orderedChoices(OPEN_INVOICES, NONE), search, ticked, US).shown)

describe('the invoices the dialog lists', () => {
  it('puts the likely matches first, with why, then the rest by due date, an invoice without one last', () => {
    const likely: InvoiceMatches = {
      matches: [{ pays: [{ invoice: inv1050, amount: 125000 }], reason: 'amount', score: 2 }],
      ambiguous: false,
    }
    const { collectionInfo: _noTerms, ...undated } = openInvoice('INV-0900', 'Dovetail Deli', 5000, '2026-05-01')
    const paid = openInvoice('INV-0800', 'Dovetail Deli', 0, '2026-01-01')
    const choices = orderedChoices([...OPEN_INVOICES, undated, paid], likely)
    expect(choices.map(({ invoice, reason }) => [invoice.invoiceNumber, reason])).toEqual([
      ['INV-1050', 'amount'],
      ['INV-0998', undefined],
      ['INV-1042', undefined],
      ['INV-1043', undefined],
      ['INV-0900', undefined],
    ])
  })

  it('keeps, for a search, the invoices of a customer, a number, or a balance typed as the locale writes it', () => {
    expect(searched('birchwood')).toEqual(['INV-0998'])
    expect(searched('copperpot cafe')).toEqual(['INV-1050'])
    expect(searched('1043')).toEqual(['INV-1043'])
    expect(searched('1,250.00')).toEqual(['INV-1042', 'INV-1050'])
    expect(searched('1250')).toEqual(['INV-1042', 'INV-1050'])
    expect(searched('no such customer')).toEqual([])
  })

  it('keeps a ticked invoice whatever the search', () => {
    expect(searched('birchwood', new Set([inv1043.id]))).toEqual(['INV-0998', 'INV-1043'])
  })

  it('draws at most 50 of thousands and counts the others the search holds', () => {
    const many = Array.from({ length: 2400 }, (_, index) =>
      openInvoice(`INV-${20000 + index}`, 'Dovetail Deli', 1000 + index, `2026-0${1 + (index % 9)}-15`),
    )
    const listed = listChoices(orderedChoices(many, NONE), '', new Set(), US)
    expect(listed.shown).toHaveLength(50)
    expect(listed.more).toBe(2350)
    expect(listChoices(orderedChoices(many, NONE), 'INV-2000', new Set(), US)).toMatchObject({ more: 0 })
  })
})

describe('the lines a match saves', () => {
  const ticked = (deposit: number, ...invoices: Invoice[]) =>
    invoices.reduce<MatchDraft>((draft, invoice) => tickInvoice(draft, invoice, deposit, US), EMPTY_DRAFT)
  const amounts = (draft: MatchDraft) => draft.lines.map((line) => line.text)

  it('pays a ticked invoice what is left of the deposit, at most its balance, and a second one the rest', () => {
    const draft = ticked(150000, inv1042, inv1043)
    expect(amounts(draft)).toEqual(['1,250.00', '250.00'])
    expect(readDraft(ticked(150000, inv1042), 150000, WORDS)).toMatchObject({ difference: 25000, lines: undefined })
    expect(readDraft(draft, 150000, WORDS)).toMatchObject({
      difference: 0,
      lines: [
        { invoiceId: inv1042.id, customerId: inv1042.customer.id, amount: 125000 },
        { invoiceId: inv1043.id, customerId: inv1043.customer.id, amount: 25000 },
      ],
    })
    // Unticked, the first's amount is the second's to take.
    expect(amounts(tickInvoice(untickInvoice(draft, inv1043.id), inv1050, 150000, US))).toEqual(['1,250.00', '250.00'])
  })

  it('pays an invoice its whole balance when nothing is left of the deposit, the excess a difference', () => {
    expect(amounts(ticked(100000, inv1042, inv1043))).toEqual(['1,000.00', '400.00'])
  })

  it('refuses an amount over the balance, of nothing, or not money, and sends no line then', () => {
    const draft = ticked(50000, inv1043)
    for (const text of ['500', '0', '', 'abc']) {
      const read = readDraft(typeAmount(draft, inv1043.id, text), 50000, WORDS)
      expect(read.errors.has(inv1043.id)).toBe(true)
      expect(read.lines).toBeUndefined()
    }
    expect(readDraft(typeAmount(draft, inv1043.id, '400'), 50000, WORDS).errors.size).toBe(0)
  })

  it('puts a difference on the category chosen, signed as the deposit, and sends nothing until one is chosen', () => {
    const draft = typeAmount(ticked(122000, inv1042), inv1042.id, '1,250.00')
    expect(readDraft(draft, 122000, WORDS)).toMatchObject({ difference: -3000, cardFee: false, lines: undefined })
    expect(readDraft({ ...draft, categoryId: 'cat_fees' }, 122000, WORDS).lines).toEqual([
      { invoiceId: inv1042.id, customerId: inv1042.customer.id, amount: 125000 },
      { categoryId: 'cat_fees', amount: -3000 },
    ])
  })

  it('fills the lines with a likely match chosen whole', () => {
    const match = {
      pays: [
        { invoice: inv1042, amount: 125000 },
        { invoice: inv1043, amount: 40000 },
      ],
      reason: 'customerTotal' as const,
      score: 3,
    }
    const draft = chooseMatch(ticked(165000, inv0998), match, US)
    expect(numbersOf(draft.lines)).toEqual(['INV-1042', 'INV-1043'])
    expect(readDraft(draft, 165000, WORDS).lines).toEqual([
      { invoiceId: inv1042.id, customerId: inv1042.customer.id, amount: 125000 },
      { invoiceId: inv1043.id, customerId: inv1043.customer.id, amount: 40000 },
    ])
  })

  // INV-1043 owes $400.00; a processor taking 2.9 % and 30¢ pays out $388.10.
  it('pays a card payout’s invoice in full, the fee the difference, on the host’s fee category when it names one', () => {
    const withCategory = tickInvoice(EMPTY_DRAFT, inv1043, 38810, US, 'cat_fees')
    expect(amounts(withCategory)).toEqual(['400.00'])
    expect(readDraft(withCategory, 38810, WORDS)).toMatchObject({
      cardFee: true,
      difference: -1190,
      lines: [
        { invoiceId: inv1043.id, customerId: inv1043.customer.id, amount: 40000 },
        { categoryId: 'cat_fees', amount: -1190 },
      ],
    })
    const without = tickInvoice(EMPTY_DRAFT, inv1043, 38810, US)
    expect(readDraft(without, 38810, WORDS)).toMatchObject({ cardFee: true, difference: -1190, lines: undefined })
  })
})
