/**
 * How the close decides its questions item: the questions to the owner about a month's transactions
 * still open, as the company's record in the `store` keeps them (src/core/questions/types.ts). A
 * question is about the month when one of the transactions it asks about is dated in it (the date
 * as the bookkeeper saw it when asking), or, for a month's receipts, when it is that month's. A
 * general request ("send March's statement") is about no transaction: it is the owner's page's to
 * show, not the close's to wait for. Open is not closed: one the owner answered is still open until
 * its answer is used or set aside, so the month is not done while an answer waits to be taken.
 * Waiting or answered is src/core/questions/state.ts's `questionState`, as both sides read it.
 */
import { questionState } from '../questions/state'
import type { OwnerQuestion, QuestionsRecord } from '../questions/types'
import { daysBetween } from '../../format/period'
import { localToday } from '../../format/localToday'
import type { CloseItemFilter, CloseItemOf } from './closeItems'
import { stateOfLeft, type StoredRead } from './items'

/** Whether `question` asks about a transaction dated from `from` to `to`, or is the receipts request of that month. */
const isAboutMonth = (question: OwnerQuestion, { from, to }: Pick<CloseItemFilter, 'from' | 'to'>) =>
  question.kind !== 'general' &&
  ((question.month !== undefined && question.month === from.slice(0, 7)) ||
    question.subjects.some((subject) => subject.date >= from && subject.date <= to))

/** Whole days from the day `askedAt` (an instant) fell on where the user is to `today` (`YYYY-MM-DD`): 0 the same day, never below. */
export const daysWaited = (askedAt: string, today: string) => Math.max(0, daysBetween(localToday(new Date(askedAt)), today))

/**
 * The questions item of the month `filter` names: its questions still open, waiting for the owner
 * or answered and not used yet, and how long the oldest has been open on `today`. Done once the
 * record is read and none is open; not known while it is read, stopped when it could not be.
 */
export function questionsItem(
  filter: CloseItemFilter,
  read: StoredRead<QuestionsRecord> | undefined,
  today: string,
): CloseItemOf<'questions'> {
  const open = read?.data?.questions.filter((question) => question.closed === undefined && isAboutMonth(question, filter))
  const answered = open?.filter((question) => questionState(question) === 'answered').length
  const oldest = open?.reduce<string | undefined>(
    (first, one) => (first === undefined || one.askedAt < first ? one.askedAt : first),
    undefined,
  )
  const figures = open ? 'final' : read?.isError ? 'stopped' : 'counting'
  return {
    id: 'questions',
    state: stateOfLeft(open?.length, figures),
    figures,
    left: open?.length,
    error: read?.error ?? null,
    filter,
    waiting: open && open.length - answered!,
    answered,
    oldestAskedAt: oldest,
    oldestDays: oldest === undefined ? undefined : daysWaited(oldest, today),
  }
}
