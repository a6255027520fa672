/**
 * The changes to a questions record: asking, editing a question, answering it, closing it. Pure:
 * the time, the person and the making of ids are passed in, so the store's writer can make the same
 * change again over what another tab saved meanwhile (src/react/questions/questionsRecord.ts), and a
 * test can state every outcome. Answers are only ever added: two people at once never lose one.
 */
import type {
  OwnerQuestion,
  QuestionAnswer,
  QuestionChoice,
  QuestionKind,
  QuestionOutcome,
  QuestionsRecord,
  QuestionSubject,
  QuestionTemplate,
} from './types'

/** What the bookkeeper asks: one question (`subjects`: the transaction asked about; the month's for `receipts`; none for `general`). */
export interface AskInput {
  kind: QuestionKind
  subjects: QuestionSubject[]
  text: string
  template?: QuestionTemplate
  choices?: QuestionChoice[]
  receiptNeeded?: boolean
  /** `YYYY-MM`: the month a `receipts` request is about. */
  month?: string
}

/** What the bookkeeper may change of a question once asked. */
export interface QuestionEdit {
  text?: string
  choices?: QuestionChoice[]
  receiptNeeded?: boolean
}

/** An input the record cannot take, naming its field (`text`, `subjects`, `choiceId`, `transactionId`, `id`). */
export class QuestionInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`bookkit: ${message} (${field}).`)
    this.name = 'QuestionInputError'
  }
}

const isOpen = (question: OwnerQuestion) => question.closed === undefined

function withQuestion(record: QuestionsRecord, id: string, change: (question: OwnerQuestion) => OwnerQuestion): QuestionsRecord {
  const index = record.questions.findIndex((question) => question.id === id)
  if (index < 0) throw new QuestionInputError('id', `no question "${id}" is kept`)
  const questions = [...record.questions]
  questions[index] = change(record.questions[index]!)
  return { ...record, questions }
}

function trimmedText(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') throw new QuestionInputError('text', 'a question needs its text')
  return trimmed
}

/**
 * Adds the questions asked, newest last. A transaction that has a question of its own still open is
 * not asked again: that question is returned as it is (the caller says "already asked"), and the
 * record keeps one open question per transaction (a month's receipts request naming it is not its
 * own: "What was this for?" still needs asking). Every input is checked before anything is added.
 */
export function askQuestions(
  record: QuestionsRecord,
  inputs: readonly AskInput[],
  { at, by, newId }: { at: string; by?: string; newId: () => string },
): { record: QuestionsRecord; asked: OwnerQuestion[] } {
  const checked = inputs.map((input) => {
    const text = trimmedText(input.text)
    if (input.kind === 'transaction' && input.subjects.length !== 1)
      throw new QuestionInputError('subjects', 'a question about a transaction names exactly one')
    if (input.kind === 'receipts' && input.subjects.length === 0)
      throw new QuestionInputError('subjects', 'a receipts request names its transactions')
    if (input.kind === 'general' && input.subjects.length > 0)
      throw new QuestionInputError('subjects', 'a general request names no transaction')
    return { ...input, text }
  })
  const openOn = new Map<string, OwnerQuestion>()
  for (const question of record.questions)
    if (isOpen(question) && question.kind === 'transaction')
      for (const subject of question.subjects) openOn.set(subject.transactionId, question)
  const added: OwnerQuestion[] = []
  const asked: OwnerQuestion[] = []
  for (const input of checked) {
    const already = input.kind === 'transaction' ? openOn.get(input.subjects[0]!.transactionId) : undefined
    if (already) {
      asked.push(already)
      continue
    }
    const question: OwnerQuestion = {
      id: newId(),
      kind: input.kind,
      subjects: input.subjects.map((subject) => ({ ...subject })),
      text: input.text,
      ...(input.template && { template: input.template }),
      choices: (input.choices ?? []).map((choice) => ({ ...choice })),
      receiptNeeded: input.kind === 'receipts' || input.receiptNeeded === true,
      ...(input.month && { month: input.month }),
      askedAt: at,
      ...(by && { askedBy: by }),
      answers: [],
    }
    if (input.kind === 'transaction') openOn.set(input.subjects[0]!.transactionId, question)
    added.push(question)
    asked.push(question)
  }
  return { record: added.length > 0 ? { ...record, questions: [...record.questions, ...added] } : record, asked }
}

/** Changes a question's text, choices or receipt; the answers given stay (an answer before `editedAt` was to the earlier question). */
export function editQuestion(record: QuestionsRecord, id: string, change: QuestionEdit, { at }: { at: string }): QuestionsRecord {
  const text = change.text === undefined ? undefined : trimmedText(change.text)
  return withQuestion(record, id, (question) => ({
    ...question,
    ...(text !== undefined && { text }),
    ...(change.choices && { choices: change.choices.map((choice) => ({ ...choice })) }),
    ...(change.receiptNeeded !== undefined && { receiptNeeded: question.kind === 'receipts' || change.receiptNeeded }),
    editedAt: at,
  }))
}

/**
 * Adds an answer, its note trimmed. One whose `id` is there already is not added again (a save
 * retried after a reload); one to a closed question is still kept (never lost) and the question stays
 * closed. Refused by its field: an answer that says nothing (`note`), a choice not among the
 * question's (`choiceId`), a transaction not among its subjects or not named where it has several
 * (`transactionId`).
 */
export function answerQuestion(record: QuestionsRecord, id: string, answer: QuestionAnswer): QuestionsRecord {
  const question = record.questions.find((candidate) => candidate.id === id)
  if (!question) throw new QuestionInputError('id', `no question "${id}" is kept`)
  if (question.answers.some((given) => given.id === answer.id)) return record
  const note = answer.note?.trim()
  if (!note && answer.choiceId === undefined && !answer.attachment && !answer.dontKnow)
    throw new QuestionInputError('note', 'an answer needs a choice, a note, a receipt or "I don\'t know"')
  if (answer.choiceId !== undefined && !question.choices.some((choice) => choice.id === answer.choiceId))
    throw new QuestionInputError('choiceId', 'the answer chose what the question does not offer')
  if (answer.transactionId !== undefined && !question.subjects.some((subject) => subject.transactionId === answer.transactionId))
    throw new QuestionInputError('transactionId', 'the answer is about a transaction the question does not name')
  if (answer.transactionId === undefined && question.subjects.length > 1)
    throw new QuestionInputError('transactionId', 'an answer to a request about several transactions names its one')
  const { note: _, ...rest } = answer
  const given = note ? { ...rest, note } : rest
  return withQuestion(record, id, (asked) => ({ ...asked, answers: [...asked.answers, given] }))
}

/** Closes a question with its outcome; one closed already keeps its first closing. */
export function closeQuestion(
  record: QuestionsRecord,
  id: string,
  outcome: QuestionOutcome,
  { at, by }: { at: string; by?: string },
): QuestionsRecord {
  if (record.questions.find((question) => question.id === id)?.closed) return record
  return withQuestion(record, id, (question) => ({ ...question, closed: { at, ...(by && { by }), outcome } }))
}
