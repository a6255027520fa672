/**
 * The queue's rows asked about: what "To review" shows of them when the bookkeeper keeps them apart,
 * and which may not be asked again.
 * Its own module: it loads with the questions' part, not with the queue's first rows. Pure.
 */
import type { BankTransaction } from '../../../api/types'
import type { OwnerQuestion } from '../../questions/types'

/**
 * "To review" when the bookkeeper keeps asked rows apart (`askedRows: 'waiting'`): the rows the
 * owner has not answered yet leave it until answered. The same array when none of them is shown.
 */
export function withoutUnanswered(rows: readonly BankTransaction[], unanswered: ReadonlySet<string>): readonly BankTransaction[] {
  if (unanswered.size === 0 || !rows.some((row) => unanswered.has(row.id))) return rows
  return rows.filter((row) => !unanswered.has(row.id))
}

/**
 * The transactions with a question of their own still open (waiting, or answered and not used): not
 * asked twice, as the record refuses it. A month's receipts request naming one is not its own.
 */
export function openAsked(questions: readonly OwnerQuestion[]): ReadonlySet<string> {
  const asked = new Set<string>()
  for (const question of questions)
    if (question.kind === 'transaction' && !question.closed) for (const subject of question.subjects) asked.add(subject.transactionId)
  return asked
}
