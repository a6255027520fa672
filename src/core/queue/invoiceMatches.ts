/**
 * Which open invoices a deposit pays: the customer's payment in the bank, matched to the invoices
 * it settles (DESIGN "Matching deposits to invoices"). Pure: the queue, the statement import, the
 * "Find match…" dialog and a host's own screen all ask it.
 */
import { isReviewed } from '../../api/reviewStatus'
import type { BankTransaction, Invoice } from '../../api/types'
import { isTransfer } from './bankTotals'
import { candidates } from './invoiceCandidates'
import { byAge, indexInvoices, indexInvoicesInSlices, type InvoiceIndex } from './invoiceIndex'
import { yieldToMain } from '../yieldToMain'
import type { InvoiceMatch } from './invoiceMatchTypes'

export type { InvoiceMatch, InvoiceMatchReason, InvoicePaymentLine } from './invoiceMatchTypes'

/** The matches of one deposit. */
export interface InvoiceMatches {
  /** Best first; empty for a transaction that is not money in, or that nothing matches. */
  matches: readonly InvoiceMatch[]
  /**
   * The first two are equally likely: neither may be applied without the user choosing (the queue
   * shows both, and Enter does not pick one).
   */
  ambiguous: boolean
  /** The customer the description names (the longest name, when it names several): only their invoices are suggested. */
  payer?: { id: string; name: string }
}

/** What a match pays its invoices, together. */
const paid = (match: InvoiceMatch) => match.pays.reduce((sum, line) => sum + line.amount, 0)

/**
 * The matches that can be applied in one step, best first (the queue's suggestion, the import's
 * note, the badge's count): they account for the whole deposit (with a card fee's line, when a
 * processor kept one); they are the payer's when the description names one (another customer's
 * invoice of the same amount is for "Find match…", or a number it names); and they name an invoice
 * (its number, its amount, or a fee or total that explains it): part of a customer's oldest
 * invoices is for "Find match…". Both of two equally likely ones, or the best alone.
 */
export function wholeMatches(found: InvoiceMatches, deposit: number): readonly InvoiceMatch[] {
  const payer = found.payer?.id
  const whole = found.matches.filter(
    (match) =>
      paid(match) - (match.fee ?? 0) === deposit &&
      match.reason !== 'customer' &&
      (payer === undefined || match.reason === 'number' || match.pays.every((line) => line.invoice.customer?.id === payer)),
  )
  const [first, second] = whole
  if (!first) return []
  return second && second.score === first.score ? [first, second] : [first]
}

/** A deposit a match may be suggested for: money in, not reviewed, neither categorized nor split. */
export const isWaitingDeposit = (transaction: BankTransaction): boolean =>
  transaction.amount > 0 && !isReviewed(transaction.reviewStatus) && !transaction.category && (transaction.children?.length ?? 0) === 0

/** The ids of the deposits of `waiting` that pay an open invoice as the queue would suggest it: a match of their whole amount. */
export function payingIds(waiting: readonly BankTransaction[], matched: ReadonlyMap<string, InvoiceMatches>): Set<string> {
  return new Set(
    waiting.flatMap((deposit) => {
      const found = matched.get(deposit.id)
      return found !== undefined && wholeMatches(found, deposit.amount).length > 0 ? [deposit.id] : []
    }),
  )
}

/**
 * The customer the description names when nothing of theirs can be applied in one step
 * (`wholeMatches`): the queue says "Lantern Street Deli has no open invoice of $412.50", and "Find
 * match…" opens on them.
 */
export function payerWithoutMatch(found: InvoiceMatches, deposit: number): { id: string; name: string } | undefined {
  return found.payer && wholeMatches(found, deposit).length === 0 ? found.payer : undefined
}

export const NO_MATCHES: InvoiceMatches = Object.freeze({ matches: Object.freeze([]), ambiguous: false })

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
    const { matches, payer } = candidates(index, transaction, amount as number)
    const ranked = rank(matches)
    return payer?.name === undefined ? ranked : { ...ranked, payer: { id: payer.id, name: payer.name } }
  }
}

/**
 * A customer's money: not an expense (a refund is an expense of a positive amount, README decision
 * 14), and not money moved between the company's own accounts (typed TRANSFER, or paired with its other side).
 */
const isMoneyIn = (transaction: BankTransaction) => transaction.type !== 'EXPENSE' && !isTransfer(transaction)

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
