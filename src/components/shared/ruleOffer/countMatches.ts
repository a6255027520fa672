// How many of the company's transactions a rule being made matches, and how many to review it would
// change now: counted over the history once per rule, off the render, in slices; after that a save
// moves the counts by the records it changed.
import type { BankTransaction } from '../../../api/types'
import { changesBetween, type FollowedSet } from '../../../core/queue/setChanges'
import { yieldToMain } from '../../../core/yieldToMain'
import { compileRules, openToRules, type CompiledRules } from '../../../core/rules/match'
import type { CategorizationRule } from '../../../core/rules/types'

/** What a rule would do to the history: the transactions it matches, and those of them to review it would change now (testRule's `toChange`). */
export interface MatchCount {
  matched: number
  toChange: number
}

/** For each rule the form tested, whether each record matches, and its last count over which history. */
const tested = new WeakMap<
  CategorizationRule,
  { matches: WeakMap<BankTransaction, boolean>; alone: CompiledRules; counted?: { history: FollowedSet; count: MatchCount } }
>()

/** Counting time per slice of a whole history before the page gets a turn. */
const SLICE_MS = 8

/**
 * How many of `history` the rule matches, and would change now (open to rules and matched).
 * Counted over the history once per rule, in slices with the page's turn between them; after that a
 * save moves the counts by the records it changed, tested alone (forward, or back for a render of
 * the history before it). Rejects with the signal's reason once it aborts.
 */
export async function countMatches(rule: CategorizationRule, history: FollowedSet, signal: AbortSignal): Promise<MatchCount> {
  let known = tested.get(rule)
  if (!known) tested.set(rule, (known = { matches: new WeakMap(), alone: compileRules([{ ...rule, enabled: true }]) }))
  const { matches, alone, counted } = known
  const matchesRule = (transaction: BankTransaction) => {
    let matched = matches.get(transaction)
    if (matched === undefined) matches.set(transaction, (matched = alone.match(transaction) !== undefined))
    return matched
  }
  const records = counted && changesBetween(counted.history, history)
  const count = { matched: 0, toChange: 0 }
  const add = (transaction: BankTransaction, by: number) => {
    if (!matchesRule(transaction)) return
    count.matched += by
    if (openToRules(transaction)) count.toChange += by
  }
  if (counted && records) {
    Object.assign(count, counted.count)
    for (const { before, after } of records) {
      if (after) add(after, 1)
      if (before) add(before, -1)
    }
  } else {
    let sliceStart = performance.now()
    for (const [index, transaction] of history.transactions.entries()) {
      if ((index & 255) === 255 && performance.now() - sliceStart > SLICE_MS) {
        await yieldToMain(signal)
        sliceStart = performance.now()
      }
      add(transaction, 1)
    }
  }
  known.counted = { history, count }
  return count
}
