/**
 * The company's questions record (`questions:<companyId>`) loaded and changed through the provider's
 * `store`, like the transfer marks: read strictly, never written over when it cannot be read, and
 * each change made to the record as stored now (a save another tab or person made first is read again
 * and the change made again), so the bookkeeper's edit and the owner's answer both survive. Loaded on
 * first read by `useOwnerQuestions`, with the changes it makes and the events it tells: a page that
 * only shows the host's badge pays for none of it up front.
 */
import { changeStoredRecord, loadStoredRecord } from '../../core/store/storedRecords'
import { questionsKey } from '../../core/store/store'
import { answerQuestion, askQuestions, closeQuestion, editQuestion, type AskInput, type QuestionEdit } from '../../core/questions/changes'
import { newQuestionId } from '../../core/questions/ids'
import { NO_QUESTIONS, QuestionsUnreadableError, readQuestions } from '../../core/questions/record'
import { openCount } from '../../core/questions/state'
import type { OwnerQuestion, QuestionAnswer, QuestionOutcome, QuestionsRecord } from '../../core/questions/types'
import type { BookkeepingContextValue } from '../provider/context'

export { answeredCount, openCount } from '../../core/questions/state'

type Reading = Pick<BookkeepingContextValue, 'store' | 'owner'>
type Writing = Reading & Pick<BookkeepingContextValue, 'queryClient' | 'keys'>
type Telling = Writing & Pick<BookkeepingContextValue, 'emit'>

/** The company's questions as stored, and the version to save over. */
export function loadQuestions(context: Reading, companyId: string): Promise<{ record: QuestionsRecord; version: string | null }> {
  return loadStoredRecord(
    context,
    questionsKey(companyId),
    NO_QUESTIONS,
    readQuestions,
    (key, field) => new QuestionsUnreadableError(key, field),
  )
}

/**
 * Makes `change` to the record as stored now and saves it over the version read; `change` answers the
 * same record when there is nothing to save. Resolves to the record saved (or read, when unchanged),
 * which the provider's cache then holds under the key: what was read is newer than the cache either way.
 */
export async function changeQuestions(
  context: Writing,
  companyId: string,
  change: (record: QuestionsRecord) => QuestionsRecord,
): Promise<QuestionsRecord> {
  let last: QuestionsRecord = NO_QUESTIONS
  await changeStoredRecord(
    context,
    questionsKey(companyId),
    () => loadQuestions(context, companyId),
    (record) => {
      const next = change(record)
      last = next
      return next === record ? undefined : next
    },
  )
  context.queryClient.setQueryData(context.keys.stored(questionsKey(companyId)), last)
  return last
}

const now = () => new Date().toISOString()

/** Asks the owner (see `askQuestions`) and tells the host of the questions new to the record. Resolves to every question answered for `inputs`. */
export async function askOwner(context: Telling, companyId: string, inputs: readonly AskInput[]): Promise<OwnerQuestion[]> {
  let asked: OwnerQuestion[] = []
  let fresh: OwnerQuestion[] = []
  await changeQuestions(context, companyId, (stored) => {
    const made = askQuestions(stored, inputs, { at: now(), newId: newQuestionId })
    const before = new Set(stored.questions.map((question) => question.id))
    asked = made.asked
    fresh = made.asked.filter((question) => !before.has(question.id))
    return made.record
  })
  if (fresh.length > 0)
    context.emit({
      type: 'questionsAsked',
      companyId,
      questionIds: fresh.map((question) => question.id),
      transactionIds: [...new Set(fresh.flatMap((question) => question.subjects.map((subject) => subject.transactionId)))],
      count: fresh.length,
      notify: 'conversations',
    })
  return asked
}

/** Changes a question's text, choices or receipt. */
export async function editAsked(context: Writing, companyId: string, id: string, change: QuestionEdit): Promise<void> {
  await changeQuestions(context, companyId, (stored) => editQuestion(stored, id, change, { at: now() }))
}

/** Adds the owner's answer and tells the host, once: an answer saved before (a retry) is neither added nor told again. */
export async function answerAsked(
  context: Telling,
  companyId: string,
  id: string,
  given: Omit<QuestionAnswer, 'at' | 'by'>,
): Promise<void> {
  let added = false
  const saved = await changeQuestions(context, companyId, (stored) => {
    const next = answerQuestion(stored, id, { ...given, at: now() })
    added = next !== stored
    return next
  })
  if (!added) return
  const question = saved.questions.find((candidate) => candidate.id === id)
  context.emit({
    type: 'questionAnswered',
    companyId,
    questionId: id,
    transactionIds: given.transactionId ? [given.transactionId] : (question?.subjects.map((subject) => subject.transactionId) ?? []),
    open: openCount(saved),
    notify: 'conversations',
  })
}

/** Closes a question with its outcome. */
export async function closeAsked(context: Writing, companyId: string, id: string, outcome: QuestionOutcome): Promise<void> {
  await changeQuestions(context, companyId, (stored) => closeQuestion(stored, id, outcome, { at: now() }))
}
