// The sums the charts draw, kept by day and moved by the records a merge changed. Pure.
import type { BankTransaction } from '../../api/types'
import { isCalendarDate } from '../../format/period'
import type { BankTransactionSet } from './bankTransactionSet'
import { UNCATEGORIZED } from '../statements/charts/chartFigures'

/** What `type` a transfer between the business's own accounts has: it is neither money in nor out. */
export const TRANSFER_TYPE = 'TRANSFER'

/**
 * Whether a record is money moved between the business's own accounts, neither money in nor out:
 * typed TRANSFER, or paired with the other side of a transfer (`matchingBankTransaction`), whatever
 * its type says. Every chart and figure decides with this one test.
 */
export function isTransfer(transaction: BankTransaction): boolean {
  return transaction.type === TRANSFER_TYPE || Boolean(transaction.matchingBankTransaction?.id)
}

// The key of money out with no category yet, which the charts' figures read (core/statements/charts/chartFigures.ts).
export { UNCATEGORIZED }

/** Money out under one category on one day, in minor units (positive), and how many records put it there. */
interface Spent {
  amount: number
  count: number
}

/** One day's bank transactions, summed in integer minor units. */
interface DayTotals {
  /** Money in: the sum of the positive amounts. */
  moneyIn: number
  /** Money out: the sum of the negative amounts, as a positive number. */
  moneyOut: number
  /** Transactions counted in `moneyIn` or `moneyOut`. */
  count: number
  /** Transfers between the business's own accounts, left out of every sum. */
  transfers: number
  /**
   * Money out by category: a transaction's own, or shared among its split lines' (see `spendingOf`);
   * `UNCATEGORIZED` for money out with neither. The amounts add up to `moneyOut`. `count` counts
   * transactions, so a split's two lines under two categories count once under each.
   */
  spending: ReadonlyMap<string, Spent>
  /**
   * Split purchases whose money out went under more than one category, by id: their categories, so
   * that a group of categories ("Other") counts each transaction once.
   */
  splits: ReadonlyMap<string, readonly string[]>
}

/** The sums of a set's transactions that pass a filter, by date (`YYYY-MM-DD`), and the array they follow. */
export interface BankTotals {
  /** The transactions summed (the set's array): a set made from it by a merge moves the sums by its change. */
  transactions: readonly BankTransaction[]
  days: ReadonlyMap<string, DayTotals>
  /** Category names the records carry, by id (a split line names its category by id only). */
  names: ReadonlyMap<string, string>
  /** Records left out because their date or amount cannot be read: no figure is made from a guess. */
  unreadable: number
}

/**
 * Whether a record's figures can be summed: a real calendar date and a whole number of minor units.
 * A day no calendar has ("2026-02-30") is in no month the cash flow walks, so it is unreadable too.
 */
function readable(transaction: BankTransaction): boolean {
  return isCalendarDate(transaction.date) && Number.isSafeInteger(transaction.amount)
}

/** A split's lines as `[category, amount]` (the amount signed as the line's), or nothing when they cannot be read. */
function splitParts(transaction: BankTransaction): Array<[string, number]> | undefined {
  const lines = transaction.children
  if (!Array.isArray(lines) || lines.length === 0) return undefined
  const parts: Array<[string, number]> = []
  for (const line of lines) {
    if (!Number.isSafeInteger(line?.amount)) return undefined
    parts.push([typeof line.categoryId === 'string' && line.categoryId !== '' ? line.categoryId : UNCATEGORIZED, line.amount])
  }
  return parts
}

/**
 * `total` shared in proportion to `weights` (positive), in whole minor units that add up to it:
 * each its share rounded down, the cents left over to the largest remainders (the first on a tie).
 */
function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((all, weight) => all + BigInt(weight), 0n)
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight))
  const shares = exact.map((product) => product / sum)
  let left = total - shares.reduce((all, share) => all + Number(share), 0)
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % sum }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index))
  for (const { index } of byRemainder) {
    if (left === 0) break
    shares[index]! += 1n
    left--
  }
  return shares.map(Number)
}

/**
 * Where a record's money out went, by category, as positive amounts that add up to what left the
 * bank: its own category; or, split, the categories of the lines that took money out, each in
 * proportion to its line. A line that brought money back (a refund inside a purchase) lowers what
 * its purchase took out, not another category's spending. Empty for money in.
 */
function spendingOf(transaction: BankTransaction): Array<[string, number]> {
  if (transaction.amount >= 0) return []
  const out = -transaction.amount
  const taken = new Map<string, number>()
  for (const [category, amount] of splitParts(transaction) ?? []) if (amount < 0) taken.set(category, (taken.get(category) ?? 0) - amount)
  if (taken.size === 0) return [[transaction.category?.id || UNCATEGORIZED, out]]
  const categories = [...taken.keys()]
  const shares = shareOut(out, [...taken.values()])
  return categories.map((category, index) => [category, shares[index]!] as [string, number]).filter(([, amount]) => amount > 0)
}

/** A day's sums moved by one record, `sign` 1 to add it and -1 to take it out; a new object, the old one untouched. */
function moved(day: DayTotals | undefined, transaction: BankTransaction, sign: 1 | -1): DayTotals {
  const next: DayTotals = day ? { ...day } : { moneyIn: 0, moneyOut: 0, count: 0, transfers: 0, spending: new Map(), splits: new Map() }
  if (isTransfer(transaction)) {
    next.transfers += sign
    return next
  }
  if (transaction.amount >= 0) next.moneyIn += sign * transaction.amount
  else next.moneyOut -= sign * transaction.amount
  next.count += sign
  const parts = spendingOf(transaction)
  if (parts.length > 0) {
    const spending = new Map(next.spending)
    for (const [category, amount] of parts) {
      const was = spending.get(category) ?? { amount: 0, count: 0 }
      const now = { amount: was.amount + sign * amount, count: was.count + sign }
      if (now.count === 0 && now.amount === 0) spending.delete(category)
      else spending.set(category, now)
    }
    next.spending = spending
  }
  if (parts.length > 1) {
    const splits = new Map(next.splits)
    if (sign === 1)
      splits.set(
        transaction.id,
        parts.map(([category]) => category),
      )
    else splits.delete(transaction.id)
    next.splits = splits
  }
  return next
}

const isEmpty = (day: DayTotals) => day.count === 0 && day.transfers === 0 && day.spending.size === 0

/** Which records a set of totals sums: a bank account's, or all (`undefined`). */
export type TotalsFilter = (transaction: BankTransaction) => boolean

/** The sums of every record of `transactions` that `keep` keeps, in one pass. */
export function sumTransactions(transactions: readonly BankTransaction[], keep: TotalsFilter): BankTotals {
  const days = new Map<string, DayTotals>()
  const names = new Map<string, string>()
  let unreadable = 0
  for (const transaction of transactions) {
    if (!keep(transaction)) continue
    if (!readable(transaction)) {
      unreadable++
      continue
    }
    days.set(transaction.date, moved(days.get(transaction.date), transaction, 1))
    if (transaction.category?.name) names.set(transaction.category.id, transaction.category.name)
  }
  return { transactions, days, names, unreadable }
}

/**
 * The set's sums: `totals` if they follow the same array; `totals` moved by the records a merge
 * changed if the set was made from theirs (a save moves one record between days or categories,
 * without a pass over the history); else summed afresh.
 */
export function totalsOf(set: BankTransactionSet, keep: TotalsFilter, totals: BankTotals | undefined): BankTotals {
  const { transactions, change } = set
  if (totals?.transactions === transactions) return totals
  if (!totals || change?.from !== totals.transactions) return sumTransactions(transactions, keep)
  const days = new Map(totals.days)
  let names: Map<string, string> | undefined
  let unreadable = totals.unreadable
  for (const { before, after } of change.records) {
    for (const [record, sign] of [
      [before, -1],
      [after, 1],
    ] as const) {
      if (!record || !keep(record)) continue
      if (!readable(record)) {
        unreadable += sign
        continue
      }
      const day = moved(days.get(record.date), record, sign)
      if (isEmpty(day)) days.delete(record.date)
      else days.set(record.date, day)
      if (sign === 1 && record.category?.name && totals.names.get(record.category.id) !== record.category.name) {
        names ??= new Map(totals.names)
        names.set(record.category.id, record.category.name)
      }
    }
  }
  return { transactions, days, names: names ?? totals.names, unreadable }
}
