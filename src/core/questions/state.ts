/**
 * Where questions stand, for both sides and for the close: a question's state, the answer in force,
 * whether a transaction asked about is still as it was, the owner's queue and the counts of the
 * host's badge. Pure functions of the record (and of the live transaction for `subjectState`).
 */
import type { BankTransaction } from '../../api/types'
import type { OwnerQuestion, QuestionAnswer, QuestionsRecord, QuestionState, QuestionSubject, SubjectState } from './types'

/** Whether `answer` is about `subject` of `question`: named by id, or unnamed in a question about one transaction. */
const answers = (question: OwnerQuestion, answer: QuestionAnswer, transactionId: string) =>
  answer.transactionId === transactionId || (answer.transactionId === undefined && question.subjects.length === 1)

/** Whether `subject` of `question` has an answer (any: a "don't know" is the owner's answer too). */
const isAnswered = (question: OwnerQuestion, subject: QuestionSubject) =>
  question.answers.some((answer) => answers(question, answer, subject.transactionId))

/**
 * `closed` once closed; `answered` when every transaction asked about has an answer (a general
 * request: any answer); else `waiting` for the owner. An answer given before the question was edited
 * still counts: the bookkeeper reads it with `answeredBeforeEdit` and asks again if it no longer fits.
 */
export function questionState(question: OwnerQuestion): QuestionState {
  if (question.closed) return 'closed'
  if (question.subjects.length === 0) return question.answers.length > 0 ? 'answered' : 'waiting'
  return question.subjects.every((subject) => isAnswered(question, subject)) ? 'answered' : 'waiting'
}

/**
 * The answer in force: the last given about `transactionId` (without one: about the question's only
 * transaction, or the last of a general request). Earlier answers stay in the record, read as history.
 */
export function answerInForce(question: OwnerQuestion, transactionId?: string): QuestionAnswer | undefined {
  const about = transactionId ?? (question.subjects.length === 1 ? question.subjects[0]!.transactionId : undefined)
  for (let index = question.answers.length - 1; index >= 0; index--) {
    const answer = question.answers[index]!
    if (about === undefined || answers(question, answer, about)) return answer
  }
  return undefined
}

/** Whether `answer` was given to the question as it read before the bookkeeper's last edit. */
export const answeredBeforeEdit = (question: OwnerQuestion, answer: QuestionAnswer): boolean =>
  question.editedAt !== undefined && Date.parse(answer.at) < Date.parse(question.editedAt)

/** Whether a transaction asked about is still as it was: `deleted` when gone (absent or `DELETED`), `changed` when its date, amount or description moved. */
export function subjectState(subject: QuestionSubject, live: BankTransaction | undefined): SubjectState {
  if (!live || live.status === 'DELETED') return 'deleted'
  if (live.date.slice(0, 10) !== subject.date || live.amount !== subject.amount) return 'changed'
  const description = live.description ?? live.displayName ?? ''
  return description === subject.description ? 'same' : 'changed'
}

/** Each transaction asked about and its question: the latest not closed, else the latest (the queue's badge and suggestion read it). */
export function questionsByTransaction(record: QuestionsRecord): Map<string, OwnerQuestion> {
  const byTransaction = new Map<string, OwnerQuestion>()
  for (const question of record.questions)
    for (const { transactionId } of question.subjects) {
      const kept = byTransaction.get(transactionId)
      // Record order is the order asked: a later question replaces an earlier one, unless only the earlier is open.
      if (!kept || question.closed === undefined || kept.closed !== undefined) byTransaction.set(transactionId, question)
    }
  return byTransaction
}

/** One thing the owner has to answer: a question, and within a `receipts` request one of its transactions. */
export interface OwnerQueueItem {
  question: OwnerQuestion
  /** The transaction asked about; absent for a general request. */
  subject?: QuestionSubject
}

const byAsked = (a: OwnerQuestion, b: OwnerQuestion) => Date.parse(a.askedAt) - Date.parse(b.askedAt)

/** What the owner has to answer, oldest first: each waiting question, and of a `receipts` request each transaction not answered. */
export function ownerQueue(record: QuestionsRecord): OwnerQueueItem[] {
  const waiting = record.questions.filter((question) => questionState(question) === 'waiting').sort(byAsked)
  return waiting.flatMap((question): OwnerQueueItem[] => {
    if (question.subjects.length === 0) return [{ question }]
    return question.subjects.filter((subject) => !isAnswered(question, subject)).map((subject) => ({ question, subject }))
  })
}

/** How many questions wait for the owner (the host's badge). */
export const openCount = (record: QuestionsRecord): number =>
  record.questions.filter((question) => questionState(question) === 'waiting').length

/** How many questions are answered and wait for the bookkeeper. */
export const answeredCount = (record: QuestionsRecord): number =>
  record.questions.filter((question) => questionState(question) === 'answered').length

/** The question that has waited for the owner longest, for the close's "oldest's age". */
export function oldestWaiting(record: QuestionsRecord): OwnerQuestion | undefined {
  return record.questions.filter((question) => questionState(question) === 'waiting').sort(byAsked)[0]
}
