/**
 * The rows "Apply rules" changes: the matched rows the queue's filters show, in the queue's order.
 * A date range, an account, a direction or a search narrows the queue: applying rules never
 * reaches rows outside it. Framework-free, tested in Node.
 */
import type { BankTransaction } from '../../../api/types'
import type { Matched } from './ruleMatches'

/** Each row of `shown` (the rows the queue's filters show) a rule matches and `usable` allows (open to rules, not locked). */
export function rowsToApply(
  matches: ReadonlyMap<string, Matched>,
  shown: readonly BankTransaction[],
  usable: (transaction: BankTransaction) => boolean,
): Matched[] {
  const rows: Matched[] = []
  for (const { id } of shown) {
    const matched = matches.get(id)
    if (matched && usable(matched.transaction)) rows.push(matched)
  }
  return rows
}
