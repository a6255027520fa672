/**
 * What a confirming rule may touch, and whether a row is still as the rule saw it or left it. A
 * rule confirms a row to review that has no category, or whose category or split is already
 * exactly what the rule gives (an import categorized it so: confirming then only marks it
 * reviewed); a row to review that someone categorized otherwise is never touched.
 */
import { isReviewed } from '../../../api/reviewStatus'
import type { BankTransaction } from '../../../api/types'
import type { RuleChange } from '../../rules/types'

/** A split's lines as one comparable text, in a fixed order. */
const linesOf = (lines: readonly { categoryId?: string; category?: { id: string }; amount: number }[]) =>
  lines
    .map((line) => `${line.categoryId ?? line.category?.id ?? ''}:${line.amount}`)
    .sort()
    .join('\n')

/** Whether the row's category or split is exactly what `change` gives. */
function categorizedAs(row: BankTransaction, change: RuleChange): boolean {
  const children = row.children ?? []
  if (change.children) return children.length > 0 && linesOf(children) === linesOf(change.children)
  return children.length === 0 && change.categoryId !== undefined && row.category?.id === change.categoryId
}

/** Without a category or split. */
const uncategorized = (row: BankTransaction) => !row.category && (row.children?.length ?? 0) === 0

/**
 * How a confirming rule's `change` would meet a row: `categorize` (to review, no category), `review`
 * (to review, categorized as the rule gives: only marked reviewed), or `none` (reviewed, or
 * categorized otherwise: never touched).
 */
export function confirmationOf(row: BankTransaction, change: RuleChange): 'categorize' | 'review' | 'none' {
  if (isReviewed(row.reviewStatus)) return 'none'
  if (uncategorized(row)) return 'categorize'
  return categorizedAs(row, change) ? 'review' : 'none'
}

/** What a rule's decision read of a row: its review, its category or split, and what its conditions look at. */
const seenOf = (row: BankTransaction) =>
  [
    isReviewed(row.reviewStatus),
    row.category?.id ?? '',
    linesOf(row.children ?? []),
    row.description ?? '',
    row.amount,
    row.bankAccount?.id ?? '',
    row.date ?? '',
  ].join('\u0000')

/** Whether `now` is still the row the rule matched (`seen`): nobody reviewed, categorized or changed it since. */
export const stillAsSeen = (seen: BankTransaction, now: BankTransaction): boolean => seenOf(seen) === seenOf(now)

/** Whether a row is still as a confirmation left it: reviewed, with the rule's category or split. */
export const stillAsLeft = (row: BankTransaction, change: RuleChange): boolean => isReviewed(row.reviewStatus) && categorizedAs(row, change)
