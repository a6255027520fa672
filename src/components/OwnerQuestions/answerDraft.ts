/**
 * The owner's answer while it is being given: what they chose, typed and uploaded, kept in this
 * browser per question (useAnswerDraft.ts) so a reload or a lost connection loses none of it, and
 * turned into the answer the record keeps once sent. Pure: read back strictly (a damaged or foreign
 * value is dropped, never shown as if the owner had typed it), checked, and made an answer.
 */
import type { Attachment } from '../../api/types'
import type { OwnerQuestion, QuestionAnswer } from '../../core/questions/types'

/** One answer in the making. */
export interface AnswerDraft {
  /**
   * The answer's id, made when the draft began and kept with it: a save sent again (Try again, or
   * after a reload when the first one's fate was unknown) is the same answer, never a second.
   */
  answerId: string
  /** The `id` of the offered choice taken. */
  choiceId?: string
  dontKnow: boolean
  note: string
  /** The receipt uploaded for this answer: kept while the answer is not sent, so it is never uploaded twice. */
  attachment?: Attachment
}

/** What the record keeps of an answer, but when and who (the hook adds them). */
export type DraftAnswer = Omit<QuestionAnswer, 'at' | 'by'>

/** A fresh draft with its answer's id. */
export function newDraft(answerId: string): AnswerDraft {
  return { answerId, dontKnow: false, note: '' }
}

/** Whether the owner has given anything yet: a draft with nothing in it is not kept. */
export function hasInput(draft: AnswerDraft): boolean {
  return draft.choiceId !== undefined || draft.dontKnow || draft.note.trim() !== '' || draft.attachment !== undefined
}

/** What stops a draft from being sent: nothing given yet, or a receipt still on its way. */
export type DraftProblem = 'empty' | 'uploading'

/** Why `draft` cannot be sent now, if it cannot. */
export function draftProblem(draft: AnswerDraft, { uploading }: { uploading: boolean }): DraftProblem | undefined {
  if (uploading) return 'uploading'
  return hasInput(draft) ? undefined : 'empty'
}

/** The answer `draft` sends, about `transactionId` (none for a general request); the note trimmed, empty parts left out. */
export function answerOf(draft: AnswerDraft, transactionId: string | undefined): DraftAnswer {
  const note = draft.note.trim()
  return {
    id: draft.answerId,
    ...(transactionId === undefined ? {} : { transactionId }),
    // "I don't know" and a choice exclude each other: the last one pressed is the answer.
    ...(draft.choiceId === undefined || draft.dontKnow ? {} : { choiceId: draft.choiceId }),
    ...(note === '' ? {} : { note }),
    ...(draft.attachment ? { attachment: draft.attachment } : {}),
    ...(draft.dontKnow ? { dontKnow: true } : {}),
  }
}

/**
 * A draft as kept for `question`, fit to show: its choice dropped when the bookkeeper has since
 * taken that choice away (the owner chooses again), the rest as typed.
 */
export function draftFor(question: OwnerQuestion, draft: AnswerDraft): AnswerDraft {
  if (draft.choiceId === undefined || question.choices.some((choice) => choice.id === draft.choiceId)) return draft
  const { choiceId: _gone, ...rest } = draft
  return rest
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** An attachment as kept, or `undefined` when it is not one. */
function readAttachment(value: unknown): Attachment | undefined {
  if (!isObject(value) || !isText(value.id) || !isText(value.url) || !isText(value.fileName)) return undefined
  for (const key of ['fileSize', 'createdDateTime', 'iconUrl'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'string') return undefined
  }
  return value as unknown as Attachment
}

/** A kept draft read back from its text; `undefined` for none, or for anything that is not a whole draft. */
export function readDraft(text: string | null): AnswerDraft | undefined {
  if (text === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isObject(value) || !isText(value.answerId) || typeof value.dontKnow !== 'boolean' || typeof value.note !== 'string') return undefined
  if (value.choiceId !== undefined && !isText(value.choiceId)) return undefined
  const attachment = value.attachment === undefined ? undefined : readAttachment(value.attachment)
  if (value.attachment !== undefined && attachment === undefined) return undefined
  return {
    answerId: value.answerId,
    ...(value.choiceId === undefined ? {} : { choiceId: value.choiceId }),
    dontKnow: value.dontKnow,
    note: value.note,
    ...(attachment ? { attachment } : {}),
  }
}
