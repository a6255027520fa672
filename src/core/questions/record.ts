/**
 * The strict reader of the questions record (`questions:<companyId>`): anything unknown or mistyped
 * is refused with its field's path, and a record that cannot be read is never written over (a newer
 * bookkit's record, or one edited by hand, keeps the owner's answers it holds). Pure.
 */
import type { Attachment } from '../../api/types'
import type { StoredReading } from '../store/storedRecords'
import type { OwnerQuestion, QuestionAnswer, QuestionChoice, QuestionsRecord, QuestionSubject } from './types'

export const NO_QUESTIONS: QuestionsRecord = { format: 'bookkit.questions', formatVersion: 1, questions: [] }

const KINDS = ['transaction', 'receipts', 'general']
const TEMPLATES = ['whatFor', 'receipt', 'businessOrPersonal']
const OUTCOMES = ['used', 'dismissed', 'withdrawn']

type Fields = Record<string, unknown>
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)
const onlyKeys = (value: Fields, keys: readonly string[]) => Object.keys(value).find((key) => !keys.includes(key))
const isId = (value: unknown): value is string => typeof value === 'string' && value !== ''
const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value))
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
const isMonth = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)
const optional = (value: unknown, test: (value: unknown) => boolean) => value === undefined || test(value)
const isText = (value: unknown) => typeof value === 'string'

/** A failed reading: the path of the field refused. */
class Refused {
  constructor(readonly field: string) {}
}
const refuse = (field: string): never => {
  throw new Refused(field)
}

/** Refuses a field not among `keys`, then each field whose test fails, by path. */
function check(value: unknown, at: string, tests: Record<string, (value: unknown) => boolean>): Fields {
  if (!isObject(value)) return refuse(at)
  const extra = onlyKeys(value, Object.keys(tests))
  if (extra !== undefined) refuse(`${at}.${extra}`)
  for (const [key, test] of Object.entries(tests)) if (!test(value[key])) refuse(`${at}.${key}`)
  return value
}

function readAttachment(value: unknown, at: string): Attachment {
  const fields = check(value, at, {
    id: isId,
    url: isText,
    fileName: isText,
    fileSize: (v) => optional(v, isText),
    createdDateTime: (v) => optional(v, isText),
    iconUrl: (v) => optional(v, isText),
  })
  return { ...fields } as Attachment
}

function readSubject(value: unknown, at: string): QuestionSubject {
  const fields = check(value, at, {
    transactionId: isId,
    bankAccountId: (v) => optional(v, isId),
    date: isDay,
    amount: (v) => typeof v === 'number' && Number.isFinite(v),
    type: (v) => optional(v, isText),
    description: isText,
    hadAttachment: (v) => typeof v === 'boolean',
  })
  return { ...fields } as unknown as QuestionSubject
}

function readChoice(value: unknown, at: string): QuestionChoice {
  const fields = check(value, at, { id: isId, label: isText, categoryId: (v) => optional(v, isId) })
  return { ...fields } as unknown as QuestionChoice
}

function readAnswer(value: unknown, at: string): QuestionAnswer {
  const fields = check(value, at, {
    id: isId,
    transactionId: (v) => optional(v, isId),
    choiceId: (v) => optional(v, isId),
    note: (v) => optional(v, isText),
    attachment: () => true,
    dontKnow: (v) => optional(v, (b) => typeof b === 'boolean'),
    at: isInstant,
    by: (v) => optional(v, isText),
  })
  const answer = { ...fields } as unknown as QuestionAnswer
  if (fields.attachment !== undefined) answer.attachment = readAttachment(fields.attachment, `${at}.attachment`)
  return answer
}

function readQuestion(value: unknown, at: string): OwnerQuestion {
  const isList = Array.isArray
  const fields = check(value, at, {
    id: isId,
    kind: (v) => KINDS.includes(v as string),
    subjects: isList,
    text: isText,
    template: (v) => optional(v, (t) => TEMPLATES.includes(t as string)),
    choices: isList,
    receiptNeeded: (v) => typeof v === 'boolean',
    month: (v) => optional(v, isMonth),
    askedAt: isInstant,
    askedBy: (v) => optional(v, isText),
    editedAt: (v) => optional(v, isInstant),
    answers: isList,
    closed: (v) => optional(v, isObject),
  })
  const question = {
    ...fields,
    subjects: (fields.subjects as unknown[]).map((subject, index) => readSubject(subject, `${at}.subjects.${index}`)),
    choices: (fields.choices as unknown[]).map((choice, index) => readChoice(choice, `${at}.choices.${index}`)),
    answers: (fields.answers as unknown[]).map((answer, index) => readAnswer(answer, `${at}.answers.${index}`)),
  } as OwnerQuestion
  if (fields.closed !== undefined) {
    const closed = check(fields.closed, `${at}.closed`, {
      at: isInstant,
      by: (v) => optional(v, isText),
      outcome: (v) => OUTCOMES.includes(v as string),
    })
    question.closed = { ...closed } as OwnerQuestion['closed'] & object
  }
  return question
}

/** Reads a stored questions record: anything unknown or mistyped is refused with its field's path. */
export function readQuestions(value: unknown): StoredReading<QuestionsRecord> {
  if (!isObject(value)) return { ok: false, field: '' }
  const extra = onlyKeys(value, ['format', 'formatVersion', 'questions'])
  if (extra !== undefined) return { ok: false, field: extra }
  if (value.format !== NO_QUESTIONS.format) return { ok: false, field: 'format' }
  if (value.formatVersion !== 1) return { ok: false, field: 'formatVersion' }
  if (!Array.isArray(value.questions)) return { ok: false, field: 'questions' }
  try {
    const questions = value.questions.map((question, index) => readQuestion(question, `questions.${index}`))
    return { ok: true, record: { ...NO_QUESTIONS, questions } }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, field: error.field }
    throw error
  }
}

/** The stored record cannot be read (a newer version, or edited by hand): never written over, so no answer it holds is lost. */
export class QuestionsUnreadableError extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
  ) {
    super(`bookkit: the questions stored under "${key}" cannot be read (${field}); nothing was changed.`)
    this.name = 'QuestionsUnreadableError'
  }
}
