import { NO_QUESTIONS } from '../../core/questions/record'
import { ownerQueue, type OwnerQueueItem } from '../../core/questions/state'
import type { OwnerQuestion } from '../../core/questions/types'

/** One screen of the owner's: a question, or one transaction of a month's receipts. */
export interface OwnerStep extends OwnerQueueItem {
  /** Stable across reads: the question's id and the transaction's (`request` for a general one). */
  key: string
}

/** A step's key. */
export const stepKey = (questionId: string, transactionId: string | undefined) => `${questionId}:${transactionId ?? 'request'}`

/** What the owner has to answer, oldest first, each with its key (`questions` as the hook gives them, newest first). */
export function ownerSteps(questions: readonly OwnerQuestion[]): OwnerStep[] {
  return ownerQueue({ ...NO_QUESTIONS, questions: [...questions] }).map((item) => ({
    ...item,
    key: stepKey(item.question.id, item.subject?.transactionId),
  }))
}

/** The step a key names among `questions`, waiting or not (an answered one is shown as answered). */
export function stepOf(questions: readonly OwnerQuestion[], key: string): OwnerStep | undefined {
  for (const question of questions) {
    if (question.subjects.length === 0 && stepKey(question.id, undefined) === key) return { question, key }
    const subject = question.subjects.find((candidate) => stepKey(question.id, candidate.transactionId) === key)
    if (subject) return { question, subject, key }
  }
  return undefined
}

/** Where a `receipts` request's step stands among its transactions: "2 of 5". */
export function partOf(step: OwnerQueueItem): { at: number; of: number } | undefined {
  if (step.question.kind !== 'receipts' || !step.subject) return undefined
  return { at: step.question.subjects.indexOf(step.subject) + 1, of: step.question.subjects.length }
}
