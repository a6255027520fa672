/**
 * Every way one deposit could pay the indexed open invoices, each with its reason and score
 * (`invoiceMatches.ts` ranks them). A few map look-ups per deposit and one bounded range of
 * balances: never a walk over the invoices. Pure.
 */
import type { BankTransaction, Invoice } from '../../api/types'
import { readText } from '../rules/words'
import { cardFeeOf, scheduleBalances } from './cardFees'
import { customerTotal, NUMBER_TOKENS_AT_MOST, openBalance, type CustomerOpen, type InvoiceIndex } from './invoiceIndex'
import type { InvoiceMatch, InvoiceMatchReason, InvoicePaymentLine } from './invoiceMatchTypes'
import { isDigits, numberTokens } from './invoiceTokens'

/**
 * Each reason's score, and what moves it: the order of the reasons, strongest first. A number
 * written as the invoice's; an exact balance, the named customer's above anyone's; a balance less a
 * card fee; a customer's invoices together; last, part of the named customer's oldest invoices.
 * Within a reason, the whole number beats its digits alone, a deposit of exactly the balance beats
 * a part payment, a customer named beats one not named, and the fee-explained invoice nearest in
 * date beats the others. Another customer's invoice, when the description names its payer, falls
 * below all of the payer's.
 */
const SCORES = {
  number: 90,
  numberDigitsAlone: -5,
  amountAndCustomer: 70,
  amount: 50,
  fee: 45,
  customerTotal: 40,
  customer: 30,
  exactAmount: 5,
  customerNamed: 5,
  feeFartherInDate: -2,
  otherCustomer: -40,
} as const

/** How many invoices of one balance, or sets of one total, a deposit is offered: more than a few are no help to the user. */
const CANDIDATES_AT_MOST = 8
/** How many of a named customer's newest invoices a flat fee is tried on: a customer of hundreds stays a few look-ups. */
const FLAT_INVOICES_AT_MOST = 64

/** The deposit's candidates, and the customer its description names (the longest name, when it names several). */
export function candidates(
  index: InvoiceIndex,
  transaction: BankTransaction,
  amount: number,
): { matches: InvoiceMatch[]; payer: CustomerOpen | undefined } {
  const description = typeof transaction.description === 'string' ? transaction.description : ''
  const named = namedCustomers(index, description)
  const payer = [...named].sort((a, b) => b[1] - a[1]).map(([id]) => index.customers.get(id as string))[0]
  /** A customer's name raises a match; another customer's, when the payer is named, sinks it below the payer's. */
  const byWhom = (invoice: Invoice) =>
    named.has(invoice.customer?.id) ? SCORES.customerNamed : payer !== undefined ? SCORES.otherCustomer : 0
  const matches: InvoiceMatch[] = []
  const one = (invoice: Invoice, reason: InvoiceMatchReason, score: number) =>
    matches.push({ pays: [{ invoice, amount: Math.min(amount, openBalance(invoice) as number) }], reason, score })

  // A number counts as the invoice's only when no invoice owes exactly the deposit: a cheque's "#1011" is no reference then.
  const exactOwed = index.byBalance.has(amount)
  for (const { invoice, whole } of numbered(index, description)) {
    const balance = openBalance(invoice) as number
    if (exactOwed && balance !== amount) continue
    const score = SCORES.number + (balance === amount ? SCORES.exactAmount : 0) + (whole ? 0 : SCORES.numberDigitsAlone)
    const fee = cardFeeOf(balance, amount)
    // The invoice named, paid less its card fee: paid in full, the fee beside it.
    if (fee !== undefined) matches.push({ pays: [{ invoice, amount: balance }], reason: 'number', score, fee })
    else one(invoice, 'number', score)
  }
  for (const invoice of (index.byBalance.get(amount) ?? []).slice(0, CANDIDATES_AT_MOST)) {
    const customerNamed = named.has(invoice.customer?.id)
    one(invoice, customerNamed ? 'amountAndCustomer' : 'amount', customerNamed ? SCORES.amountAndCustomer : SCORES.amount + byWhom(invoice))
  }
  for (const customerId of named.keys()) {
    const customer = index.customers.get(customerId as string)
    if (!customer) continue
    for (const invoice of (customer.byBalance.get(amount) ?? []).slice(0, CANDIDATES_AT_MOST))
      one(invoice, 'amountAndCustomer', SCORES.amountAndCustomer)
    if (amount <= customer.owed) matches.push({ pays: oldestFirst(customer.invoices, amount), reason: 'customer', score: SCORES.customer })
  }
  for (const { invoice, fee, nearest } of feeExplained(index, transaction, amount, named)) {
    const score = SCORES.fee + (nearest ? 0 : SCORES.feeFartherInDate) + byWhom(invoice)
    matches.push({ pays: [{ invoice, amount: openBalance(invoice) as number }], reason: 'fee', score, fee })
  }
  for (const set of (index.byCustomerTotal.get(amount) ?? []).slice(0, CANDIDATES_AT_MOST)) {
    const invoices = customerTotal(index, set)
    const score = SCORES.customerTotal + byWhom(invoices[0] as Invoice)
    matches.push({ pays: invoices.map((invoice) => ({ invoice, amount: openBalance(invoice) as number })), reason: 'customerTotal', score })
  }
  return { matches, payer }
}

/**
 * The invoices whose balance less a card fee is the deposit (`cardFees.ts`), each with the fee, and
 * whether it is the nearest in date to the deposit of them: the balance each schedule solves to,
 * looked up; and a flat percentage on the invoices of a customer the description names only (a
 * flat rate from 1.5 % to 3.5 % fits some balance near almost any amount: anyone's would be a guess).
 */
function feeExplained(index: InvoiceIndex, transaction: BankTransaction, deposit: number, named: ReadonlyMap<string | undefined, number>) {
  const found: { invoice: Invoice; fee: number; distance: number }[] = []
  const seen = new Set<string>()
  const add = (invoice: Invoice, fee: number) => {
    if (seen.has(invoice.id)) return
    seen.add(invoice.id)
    found.push({ invoice, fee, distance: 0 })
  }
  for (const balance of scheduleBalances(deposit)) {
    const invoices = index.byBalance.get(balance)
    const fee = invoices && cardFeeOf(balance, deposit, true)
    if (invoices && fee !== undefined) for (const invoice of invoices.slice(0, CANDIDATES_AT_MOST)) add(invoice, fee)
  }
  for (const customerId of named.keys()) {
    for (const invoice of index.customers.get(customerId as string)?.invoices.slice(-FLAT_INVOICES_AT_MOST) ?? []) {
      const fee = cardFeeOf(openBalance(invoice) as number, deposit)
      if (fee !== undefined) add(invoice, fee)
    }
  }
  if (found.length === 0) return []
  const day = dayOf(transaction.date)
  for (const one of found) one.distance = Math.abs(dayOf(one.invoice.date) - day)
  const nearest = Math.min(...found.map((one) => one.distance))
  return found.map((one) => ({ ...one, nearest: one.distance === nearest }))
}

/** A `YYYY-MM-DD` date as a day number; an unreadable one is as far as can be. */
function dayOf(date: string | undefined): number {
  const time = typeof date === 'string' ? Date.parse(date.slice(0, 10)) : Number.NaN
  return Number.isNaN(time) ? Number.MAX_SAFE_INTEGER / 2 : Math.round(time / 86_400_000)
}

/** The invoices the description names by number: the whole number (up to three tokens), or its digits as a token of their own. */
function numbered(index: InvoiceIndex, description: string): { invoice: Invoice; whole: boolean }[] {
  if (index.byNumber.size === 0) return []
  const tokens = numberTokens(description)
  const found: { invoice: Invoice; whole: boolean }[] = []
  for (let at = 0; at < tokens.length; at++) {
    let key = ''
    for (let count = 1; count <= NUMBER_TOKENS_AT_MOST && at + count <= tokens.length; count++) {
      key = count === 1 ? (tokens[at] as string) : `${key} ${tokens[at + count - 1] as string}`
      for (const invoice of index.byNumber.get(key) ?? []) found.push({ invoice, whole: true })
    }
    const token = tokens[at] as string
    if (token.length >= 3 && isDigits(token)) for (const invoice of index.byDigits.get(token) ?? []) found.push({ invoice, whole: false })
  }
  return found
}

const NONE_NAMED: ReadonlyMap<string | undefined, number> = new Map()

/** The customers whose name's words are consecutive words of the description, with how many words their name has. */
function namedCustomers(index: InvoiceIndex, description: string): ReadonlyMap<string | undefined, number> {
  if (index.names.size === 0 || description === '') return NONE_NAMED
  const named = new Map<string | undefined, number>()
  const { words } = readText(description)
  for (let at = 0; at < words.length; at++) {
    for (const entry of index.names.get(words[at] as string) ?? []) {
      if ((named.get(entry.customerId) ?? 0) >= entry.words.length || at + entry.words.length > words.length) continue
      let same = true
      for (let offset = 1; same && offset < entry.words.length; offset++) same = words[at + offset] === entry.words[offset]
      if (same) named.set(entry.customerId, entry.words.length)
    }
  }
  return named
}

/** A customer's oldest invoices paid in order up to `amount`, the last perhaps in part. */
function oldestFirst(invoices: readonly Invoice[], amount: number): InvoicePaymentLine[] {
  const pays: InvoicePaymentLine[] = []
  let left = amount
  for (const invoice of invoices) {
    if (left <= 0) break
    const paid = Math.min(left, openBalance(invoice) as number)
    pays.push({ invoice, amount: paid })
    left -= paid
  }
  return pays
}
