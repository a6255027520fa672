/**
 * Which open invoices a deposit pays: the customer's payment in the bank, matched to the invoices
 * it settles (DESIGN "Matching deposits to invoices"). Pure: the queue, the statement import, the
 * "Find match…" dialog and a host's own screen all ask it.
 */
import type { BankTransaction, Invoice } from '../api/types'
import { readText } from '../rules/words'
import { isTransfer } from './bankTotals'
import {
  byAge,
  customerTotal,
  indexInvoices,
  indexInvoicesInSlices,
  NUMBER_TOKENS_AT_MOST,
  openBalance,
  type InvoiceIndex,
} from './invoiceIndex'
import { isDigits, numberTokens } from './invoiceTokens'
import { yieldToMain } from '../import/yieldToMain'

/** What a deposit pays of one invoice, in integer minor units (above zero, at most its balance). */
export interface InvoicePaymentLine {
  invoice: Invoice
  amount: number
}

/** Why a match is offered, strongest first. */
export type InvoiceMatchReason =
  /** The description names the invoice's number. */
  | 'number'
  /** The amount is one invoice's balance, and the description names its customer. */
  | 'amountAndCustomer'
  /** The amount is one invoice's balance. */
  | 'amount'
  /** The amount is the balances of several invoices of one customer, together. */
  | 'customerTotal'
  /** The description names the customer; the amount pays (part of) their oldest open invoices. */
  | 'customer'

/** One way the deposit could be applied: the invoices it pays, with what it pays of each. */
export interface InvoiceMatch {
  /** Oldest invoice first; the amounts add up to the deposit or less (a short payment pays part of the last). */
  pays: readonly InvoicePaymentLine[]
  reason: InvoiceMatchReason
  /** Higher is likelier; two matches with the same score are equally likely. */
  score: number
}

/** The matches of one deposit. */
export interface InvoiceMatches {
  /** Best first; empty for a transaction that is not money in, or that nothing matches. */
  matches: readonly InvoiceMatch[]
  /**
   * The first two are equally likely: neither may be applied without the user choosing (the queue
   * shows both, and Enter does not pick one).
   */
  ambiguous: boolean
}

/**
 * The matches that account for the whole deposit, best first: they can be applied in one step
 * (the queue's suggestion, the import's note, the badge's count); the others (a deposit larger
 * than what they pay) are for "Find match…". Both of two equally likely ones, or the best alone.
 */
export function wholeMatches(found: InvoiceMatches, deposit: number): readonly InvoiceMatch[] {
  const whole = found.matches.filter((match) => match.pays.reduce((sum, line) => sum + line.amount, 0) === deposit)
  const [first, second] = whole
  if (!first) return []
  return found.ambiguous && second && second.score === first.score ? [first, second] : [first]
}

export const NO_MATCHES: InvoiceMatches = Object.freeze({ matches: Object.freeze([]), ambiguous: false })

/**
 * Each reason's score, and what raises it: the order of the reasons, strongest first. Within a
 * reason, the whole number beats its digits alone, a deposit of exactly the balance beats a part
 * payment, and a customer named beats one not named.
 */
const SCORES = {
  number: 90,
  numberDigitsAlone: -5,
  amountAndCustomer: 70,
  amount: 50,
  customerTotal: 40,
  customer: 30,
  exactAmount: 5,
  customerNamed: 5,
} as const

/** How many invoices of one balance, or sets of one total, a deposit is offered: more than a few are no help to the user. */
const CANDIDATES_AT_MOST = 8
/** How many matches a deposit is offered. */
const MATCHES_AT_MOST = 8

/** Matches the deposits of a queue against one set of open invoices: built once, then a few map look-ups per transaction. */
export type InvoiceMatcher = (transaction: BankTransaction) => InvoiceMatches

const matchers = new WeakMap<readonly Invoice[], InvoiceMatcher>()

/**
 * Which of `openInvoices` the deposit `transaction` pays, best first (`InvoiceMatches`). Money out,
 * and invoices with nothing to pay, match nothing. The index of `openInvoices` is kept while the
 * array lives, so asking again for another transaction costs a few look-ups.
 */
export function matchInvoices(transaction: BankTransaction, openInvoices: readonly Invoice[]): InvoiceMatches {
  let matcher = matchers.get(openInvoices)
  if (!matcher) matchers.set(openInvoices, (matcher = invoiceMatcher(openInvoices)))
  return matcher(transaction)
}

/** A matcher over `openInvoices`, indexed at once: for many transactions against one set of invoices. */
export function invoiceMatcher(openInvoices: readonly Invoice[]): InvoiceMatcher {
  return matcherOf(indexInvoices(openInvoices))
}

/**
 * `invoiceMatcher`, its index built in slices with the main thread's turn between them (thousands of
 * invoices make no long task). Rejects with the signal's reason once it aborts.
 */
export async function invoiceMatcherInSlices(openInvoices: readonly Invoice[], signal?: AbortSignal): Promise<InvoiceMatcher> {
  return matcherOf(await indexInvoicesInSlices(openInvoices, signal))
}

/** Milliseconds of matching between two turns of the main thread: well under a long task's 50. */
const SLICE_MS = 8

/**
 * The matches of each of `transactions` that has any, by id: matched in slices of a few
 * milliseconds with the main thread's turn between them, so a queue of tens of thousands makes no
 * long task. Rejects with the signal's reason once it aborts.
 */
export async function matchEachInSlices(
  transactions: Iterable<BankTransaction>,
  matcher: InvoiceMatcher,
  signal?: AbortSignal,
): Promise<Map<string, InvoiceMatches>> {
  const matched = new Map<string, InvoiceMatches>()
  let sliceStart = performance.now()
  let count = 0
  for (const transaction of transactions) {
    const matches = matcher(transaction)
    if (matches.matches.length > 0) matched.set(transaction.id, matches)
    // The clock read every few rows: reading it costs more than matching one.
    if (++count % 64 === 0 && performance.now() - sliceStart >= SLICE_MS) {
      await yieldToMain(signal)
      sliceStart = performance.now()
    }
  }
  return matched
}

function matcherOf(index: InvoiceIndex): InvoiceMatcher {
  return (transaction) => {
    const amount = transaction?.amount
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || !isMoneyIn(transaction)) return NO_MATCHES
    return rank(candidates(index, transaction, amount as number))
  }
}

/**
 * A customer's money: not an expense (a refund is an expense of a positive amount, README decision
 * 14), and not money moved between the company's own accounts (typed TRANSFER, or paired with its other side).
 */
const isMoneyIn = (transaction: BankTransaction) => transaction.type !== 'EXPENSE' && !isTransfer(transaction)

function candidates(index: InvoiceIndex, transaction: BankTransaction, amount: number): InvoiceMatch[] {
  const description = typeof transaction.description === 'string' ? transaction.description : ''
  const named = namedCustomers(index, description)
  const matches: InvoiceMatch[] = []
  const one = (invoice: Invoice, reason: InvoiceMatchReason, score: number) =>
    matches.push({ pays: [{ invoice, amount: Math.min(amount, openBalance(invoice) as number) }], reason, score })

  for (const { invoice, whole } of numbered(index, description)) {
    const exact = openBalance(invoice) === amount ? SCORES.exactAmount : 0
    one(invoice, 'number', SCORES.number + exact + (whole ? 0 : SCORES.numberDigitsAlone))
  }
  for (const invoice of (index.byBalance.get(amount) ?? []).slice(0, CANDIDATES_AT_MOST)) {
    const customerNamed = named.has(invoice.customer.id)
    one(invoice, customerNamed ? 'amountAndCustomer' : 'amount', customerNamed ? SCORES.amountAndCustomer : SCORES.amount)
  }
  for (const customerId of named) {
    const customer = index.customers.get(customerId)
    if (!customer) continue
    for (const invoice of (customer.byBalance.get(amount) ?? []).slice(0, CANDIDATES_AT_MOST))
      one(invoice, 'amountAndCustomer', SCORES.amountAndCustomer)
    if (amount <= customer.owed) matches.push({ pays: oldestFirst(customer.invoices, amount), reason: 'customer', score: SCORES.customer })
  }
  for (const set of (index.byCustomerTotal.get(amount) ?? []).slice(0, CANDIDATES_AT_MOST)) {
    const invoices = customerTotal(index, set)
    const score = SCORES.customerTotal + (named.has((invoices[0] as Invoice).customer.id) ? SCORES.customerNamed : 0)
    matches.push({ pays: invoices.map((invoice) => ({ invoice, amount: openBalance(invoice) as number })), reason: 'customerTotal', score })
  }
  return matches
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

const NONE_NAMED: ReadonlySet<string> = new Set()

/** The customers whose name's words are consecutive words of the description. */
function namedCustomers(index: InvoiceIndex, description: string): ReadonlySet<string> {
  if (index.names.size === 0 || description === '') return NONE_NAMED
  const named = new Set<string>()
  const { words } = readText(description)
  for (let at = 0; at < words.length; at++) {
    for (const entry of index.names.get(words[at] as string) ?? []) {
      if (named.has(entry.customerId) || at + entry.words.length > words.length) continue
      let same = true
      for (let offset = 1; same && offset < entry.words.length; offset++) same = words[at + offset] === entry.words[offset]
      if (same) named.add(entry.customerId)
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

/** Best first, one match per set of invoices (the best of those paying it), at most `MATCHES_AT_MOST`. */
function rank(matches: InvoiceMatch[]): InvoiceMatches {
  if (matches.length === 0) return NO_MATCHES
  const best = new Map<string, InvoiceMatch>()
  for (const match of matches) {
    const key = match.pays
      .map((line) => line.invoice.id)
      .sort()
      .join('\u0000')
    const held = best.get(key)
    if (!held || match.score > held.score) best.set(key, match)
  }
  const ranked = [...best.values()]
    .sort((a, b) => b.score - a.score || byAge(a.pays[0]!.invoice, b.pays[0]!.invoice))
    .slice(0, MATCHES_AT_MOST)
  return { matches: ranked, ambiguous: ranked.length > 1 && ranked[0]!.score === ranked[1]!.score }
}
