/**
 * The queue's rows asked about: what "To review" shows of them when the bookkeeper keeps them apart.
 * Its own module: it loads with the questions' part, not with the queue's first rows. Pure.
 */
import type { BankTransaction } from '../../../api/types'

/**
 * "To review" when the bookkeeper keeps asked rows apart (`askedRows: 'waiting'`): the rows the
 * owner has not answered yet leave it until answered. The same array when none of them is shown.
 */
export function withoutUnanswered(rows: readonly BankTransaction[], unanswered: ReadonlySet<string>): readonly BankTransaction[] {
  if (unanswered.size === 0 || !rows.some((row) => unanswered.has(row.id))) return rows
  return rows.filter((row) => !unanswered.has(row.id))
}
