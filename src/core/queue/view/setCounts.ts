// What the queue's rules count over the synced set, kept as the set changes: a save, an undo or a
// merged page costs the records it changed (the set's `change`), never a pass over the history.
import type { BankTransaction } from '../../../api/types'
import { isReviewed } from '../../../api/reviewStatus'
import { type BankTransactionSet } from '../bankTransactionSet'
import { changesBetween, changesSince, type FollowedSet } from '../setChanges'
import { yieldToMain } from '../../yieldToMain'
import { descriptionKey } from '../../rules/words'

/** Counting time per slice of a whole set before the page gets a turn. */
const SLICE_MS = 8

/** A description's key, once per text. */
const keys = new Map<string, string>()
export const keyOf = (text: string | undefined): string => {
  if (!text) return ''
  let key = keys.get(text)
  if (key === undefined) {
    if (keys.size > 100_000) keys.clear()
    keys.set(text, (key = descriptionKey(text)))
  }
  return key
}

/** The records `set` changed since its array was `since`: none when it is that array, those its change names, or every one when it follows another array. */
export const changedSince = (set: BankTransactionSet, since: readonly BankTransaction[] | undefined): readonly BankTransaction[] =>
  changesSince(set, since)?.flatMap(({ after }) => (after ? [after] : [])) ?? set.transactions

/**
 * Counts of the set's records under a name each gives (none: not counted), followed record by
 * record through the set's changes, and counted anew (in slices, with a turn for the page between
 * them) when a set does not follow the one counted last.
 */
class SetCounts {
  /** The set counted last (its change too: a render of an older set follows it back). */
  #source: FollowedSet | undefined
  #counts = new Map<string, number>()
  readonly #nameOf: (transaction: BankTransaction) => string | undefined

  constructor(nameOf: (transaction: BankTransaction) => string | undefined) {
    this.#nameOf = nameOf
  }

  /** Brings the counts to `set`'s records at once. */
  followNow(set: BankTransactionSet): void {
    if (this.#followChange(set)) return
    const counts = new Map<string, number>()
    for (const transaction of set.transactions) add(counts, this.#nameOf(transaction), 1)
    this.#counts = counts
    this.#source = set
  }

  /** Brings the counts to `set`'s records, a whole set in slices; rejects with the signal's reason if it aborts meanwhile. */
  async follow(set: BankTransactionSet, signal: AbortSignal): Promise<void> {
    if (this.#followChange(set)) return
    const { transactions } = set
    const counts = new Map<string, number>()
    let sliceStart = performance.now()
    for (let index = 0; index < transactions.length; index++) {
      if ((index & 255) === 255 && performance.now() - sliceStart > SLICE_MS) {
        await yieldToMain(signal)
        sliceStart = performance.now()
      }
      add(counts, this.#nameOf(transactions[index] as BankTransaction), 1)
    }
    this.#counts = counts
    this.#source = set
  }

  /** Follows `set` by its changes from the set counted last, or back to it; false when neither follows from the other. */
  #followChange(set: BankTransactionSet): boolean {
    const records = changesBetween(this.#source, set)
    if (!records) return false
    for (const { before, after } of records) {
      if (before) add(this.#counts, this.#nameOf(before), -1)
      if (after) add(this.#counts, this.#nameOf(after), 1)
    }
    this.#source = set
    return true
  }

  count(name: string): number {
    return this.#counts.get(name) ?? 0
  }

  names(): string[] {
    return [...this.#counts.keys()]
  }
}

function add(counts: Map<string, number>, name: string | undefined, by: number): void {
  if (name === undefined) return
  const count = (counts.get(name) ?? 0) + by
  if (count > 0) counts.set(name, count)
  else counts.delete(name)
}

/** The company a record is counted under: the queue's own, else the record's (`default` for none). */
export const companyOf = (companyId: string | undefined, transaction: BankTransaction): string =>
  companyId ?? transaction.company?.id ?? 'default'

/** The companies a set's records name (`default` for none), as the set changes. */
export const setCompanies = (): SetCounts => new SetCounts((transaction) => companyOf(undefined, transaction))

/** The one company `companies` counts records of (records that name none aside), else `default`: whose records are meant where none is named. */
export function onlyCompany(companies: SetCounts): string {
  const named = companies.names().filter((name) => name !== 'default')
  return named.length === 1 ? named[0]! : 'default'
}

/** The name a reviewed choice is counted under: the company, the category and the description's key. */
export const choiceName = (companyId: string, categoryId: string, key: string): string => `${companyId}\n${categoryId}\n${key}`

/**
 * How often the user categorized each description each way: the reviewed records with a category,
 * by company, category and description key, as the set changes.
 */
export const setChoices = (companyId: string | undefined): SetCounts =>
  new SetCounts((transaction) => {
    const key = transaction.category && isReviewed(transaction.reviewStatus) ? keyOf(transaction.description) : ''
    return key === '' ? undefined : choiceName(companyOf(companyId, transaction), transaction.category!.id, key)
  })

export type { SetCounts }
