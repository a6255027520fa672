/**
 * A rule test's matched transactions in groups that add up: each matched transaction is in exactly
 * one. `testRule` counts the reviewed ones (same or different) and those to review it would change;
 * what is left of the matched are to review and already categorized (by an import, a split, or a
 * person who has not marked them reviewed). Pure.
 */
import type { RuleTest } from './types'

/** One group of a test's matched transactions. */
export type RuleTestGroup =
  /** Reviewed, categorized as the rule would. */
  | 'same'
  /** Reviewed, categorized otherwise or not at all. */
  | 'different'
  /** Reviewed, when the rule has no category yet to compare with. */
  | 'reviewed'
  /** To review, with a category or split already: the rule would not change them. */
  | 'categorized'
  /** To review, without a category: the rule would change them now. */
  | 'toChange'

/** The groups of `test` that hold any transaction, in the order they are said; their counts add up to `test.matched`. */
export function ruleTestGroups(test: RuleTest, categorized: boolean): { group: RuleTestGroup; count: number }[] {
  const reviewed = test.same + test.different.length
  const counts: [RuleTestGroup, number][] = categorized
    ? [
        ['same', test.same],
        ['different', test.different.length],
      ]
    : [['reviewed', reviewed]]
  counts.push(['categorized', test.matched - reviewed - test.toChange.length], ['toChange', test.toChange.length])
  return counts.filter(([, count]) => count > 0).map(([group, count]) => ({ group, count }))
}
