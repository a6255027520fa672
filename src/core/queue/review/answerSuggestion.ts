/**
 * The owner's answer on its row in the review queue: offered as the row's first suggestion when it is
 * safe to use (what `answerSave` saves), else shown apart with why Enter does not take it. Pure; the
 * queue's answers part (components/BankTransactionList/questions/AnswerPart.tsx) calls it per row.
 * Never the wrong money: an answer given before the question was edited, a "don't know", "personal"
 * without a category, or a transaction changed or deleted since it was asked about is only shown.
 */
import type { BankTransaction } from '../../../api/types'
import { reviewItem } from '../../../api/writes/bankTransactionItems'
import { isolate, isolatedParts } from '../../../format/isolate'
import { answerSave, type AnswerSaveRefusal } from '../../questions/answerSave'
import { answerInForce, answeredBeforeEdit } from '../../questions/state'
import type { OwnerQuestion, QuestionAnswer, QuestionsRecord } from '../../questions/types'
import { companyOf, keyOf } from '../view/setCounts'
import type { QueueSuggestion } from './suggestions'

/** Why an answer is shown but not offered: `answerSave`'s refusals, or `edited` (given to the question before its last edit). */
export type AnswerHeld = Exclude<AnswerSaveRefusal, 'notAnswered'> | 'edited'

/** The words an answer reads in (the queue's answers messages). */
export interface AnswerWords {
  answer: (parts: string) => string
  joiner: string
  note: (note: string) => string
  receipt: (file: string) => string
  personal: string
  dontKnow: string
  useLabel: (answer: string, rowName: string) => string
}

/** The owner's answer on a row: its suggestion, or held with why (`text` as it reads either way, marked by `isolate()`). */
export type RowAnswer =
  | { questionId: string; text: string; suggestion: QueueSuggestion; held?: undefined }
  | { questionId: string; text: string; suggestion?: undefined; held: AnswerHeld }

/** The answer as it reads: "Owner: ⁨Office supplies⁩ — “⁨printer paper⁩” — receipt ⁨paper.pdf⁩" (the category as the choice names it where the books do not). */
export function answerText(
  question: OwnerQuestion,
  answer: QuestionAnswer,
  categoryId: string | undefined,
  categoryName: (id: string) => string | undefined,
  words: AnswerWords,
): string {
  const choice = question.choices.find((candidate) => candidate.id === answer.choiceId)
  const chose = categoryId !== undefined ? (categoryName(categoryId) ?? choice?.label) : choice?.label
  const parts = [
    answer.dontKnow ? words.dontKnow : undefined,
    chose !== undefined ? isolate(chose) : choice?.id === 'personal' ? words.personal : undefined,
    answer.note?.trim() ? words.note(isolate(answer.note.trim())) : undefined,
    answer.attachment ? words.receipt(isolate(answer.attachment.fileName)) : undefined,
  ].filter((part) => part !== undefined)
  return words.answer(parts.join(words.joiner))
}

/**
 * The owner's answer to `question` about `transaction` (as synced now; `undefined` when it is gone),
 * or `undefined` when there is none to show: the question closed, or not answered about it yet.
 */
export function rowAnswer(
  question: OwnerQuestion,
  transactionId: string,
  live: BankTransaction | undefined,
  categoryName: (id: string) => string | undefined,
  words: AnswerWords,
): RowAnswer | undefined {
  if (question.closed) return undefined
  const answer = answerInForce(question, transactionId)
  if (!answer) return undefined
  const save = answerSave(question, answer, live)
  const questionId = question.id
  if (!save.ok) {
    if (save.reason === 'notAnswered') return undefined
    return { questionId, text: answerText(question, answer, undefined, categoryName, words), held: save.reason }
  }
  const text = answerText(question, answer, save.categoryId, categoryName, words)
  // Its category, its choices or its receipt may have changed since: the owner answered another question.
  if (answeredBeforeEdit(question, answer)) return { questionId, text, held: 'edited' }
  const suggestion: QueueSuggestion = {
    id: `answer:${questionId}`,
    // Without its marks: the picker searches by it.
    name: isolatedParts(text).join(''),
    answer: { questionId, change: save.change, text, label: (rowName) => words.useLabel(text, rowName) },
  }
  return { questionId, text, suggestion }
}

/**
 * `question` open again: an answer used and then undone is the bookkeeper's to use again. Its answers
 * stay; unchanged when it is not closed (an undo sent twice). The core has no reopen of its own: only
 * the queue's Undo takes a close back.
 */
export function reopenQuestion(record: QuestionsRecord, id: string): QuestionsRecord {
  if (!record.questions.some((question) => question.id === id && question.closed)) return record
  return {
    ...record,
    questions: record.questions.map((question) => {
      if (question.id !== id) return question
      const { closed: _closed, ...open } = question
      return open
    }),
  }
}

/** How many of the company's other transactions must share a description before a used answer offers a rule for it. */
const RULE_AFTER = 2

/**
 * Whether `row`'s description is seen in the company's other transactions (two or more): an owner's
 * answer used on it is worth a rule. One pass over the set, once per answer used.
 */
export function seenBefore(transactions: readonly BankTransaction[], row: BankTransaction, companyId: string | undefined): boolean {
  const key = keyOf(row.description)
  if (key === '') return false
  const company = companyOf(companyId, row)
  let seen = 0
  for (const other of transactions)
    if (other.id !== row.id && keyOf(other.description) === key && companyOf(companyId, other) === company && ++seen >= RULE_AFTER)
      return true
  return false
}

/**
 * Whether a question is done with once the answers about the transactions of `handled` are used or
 * set aside: every transaction it asks about is handled, or holds its answer already (a receipts
 * request's other purchases whose receipts were used before). A request with a purchase still to
 * answer or to use stays open: closing it would take its other answers off their rows.
 */
export function questionSettled(
  question: OwnerQuestion,
  handled: ReadonlySet<string>,
  liveOf: (transactionId: string) => BankTransaction | undefined,
): boolean {
  return question.subjects.every(({ transactionId }) => {
    if (handled.has(transactionId)) return true
    const answer = answerInForce(question, transactionId)
    const live = liveOf(transactionId)
    const save = answer && answerSave(question, answer, live)
    return save?.ok === true && live !== undefined && reviewItem(live, save.change) === undefined
  })
}
