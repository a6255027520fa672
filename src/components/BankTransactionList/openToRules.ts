import { isReviewed } from '../../api/reviewStatus'
import type { BankTransaction } from '../../api/types'

/**
 * Whether a row is still open to a rule: to review, with no category and no split yet. The same
 * test as `openToRules` in src/rules/match.ts (rules.test.ts holds them to each other), kept here so
 * the queue's first load does not carry the rules' matching.
 */
export function openToRules(transaction: BankTransaction): boolean {
  return !isReviewed(transaction.reviewStatus) && !transaction.category && (transaction.children?.length ?? 0) === 0
}
