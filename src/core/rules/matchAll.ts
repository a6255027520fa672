/**
 * Rules over many transactions without holding the page: a queue's whole set, or a statement of
 * 100,000 rows, matched in slices with a turn for input between them (no task over ~8 ms of matching).
 */
import { yieldToMain } from '../yieldToMain'
import { compiledFor, type MatchableTransaction } from './match'
import type { CategorizationRule, RuleMatch } from './types'

/** Matching time per slice before the page gets a turn. */
const SLICE_MS = 8

/**
 * The first matching rule of each of `transactions` that `wanted` accepts (default: all), by
 * index; those without one are left out. Rejects with the signal's reason once it aborts.
 */
export async function matchAll<T extends MatchableTransaction>(
  transactions: readonly T[],
  rules: readonly CategorizationRule[],
  { signal, wanted }: { signal?: AbortSignal; wanted?: (transaction: T) => boolean } = {},
): Promise<Map<number, RuleMatch>> {
  const matcher = compiledFor(rules)
  const found = new Map<number, RuleMatch>()
  let sliceStart = performance.now()
  for (let index = 0; index < transactions.length; index++) {
    // The clock is read every 256 rows: reading it costs more than matching a row.
    if ((index & 255) === 255 && performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain(signal)
      sliceStart = performance.now()
    }
    const transaction = transactions[index] as T
    if (wanted && !wanted(transaction)) continue
    const match = matcher.match(transaction)
    if (match) found.set(index, match)
  }
  return found
}
