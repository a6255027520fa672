/**
 * What using an owner's answer saves to its transaction, in the queue's one save: the category the
 * chosen button books to, the owner's note after the transaction's own, the receipt beside the files
 * it has. Pure. Never the wrong money: an answer that does not name a category for sure ("personal"
 * without one the bookkeeper named), a "don't know", and a transaction deleted or changed since it
 * was asked about are not used: the bookkeeper decides.
 */
import type { Attachment, BankTransaction } from '../../api/types'
import type { ReviewChange } from '../../api/writes/bankTransactionItems'
import { subjectState } from './state'
import type { OwnerQuestion, QuestionAnswer } from './types'

/** Why an answer is not saved as it is. */
export type AnswerSaveRefusal = 'noCategory' | 'deleted' | 'changed' | 'dontKnow' | 'notAnswered'

/** What the save makes of the transaction (its category, its notes and attachments as they will be). */
export interface AnswerSaveItem {
  id: string
  category?: { id: string }
  notes?: string
  attachments?: Attachment[]
}

export type AnswerSave =
  | {
      ok: true
      item: AnswerSaveItem
      categoryId?: string
      /** The queue's review change that saves `item` (`act([transaction], change)`): reviewed when it names a category. */
      change: ReviewChange
    }
  | { ok: false; reason: AnswerSaveRefusal }

/** The category a choice books to: the one the bookkeeper named, else a `category:<id>` choice's own. */
function choiceCategory(question: OwnerQuestion, choiceId: string): string | undefined {
  const choice = question.choices.find((candidate) => candidate.id === choiceId)
  if (!choice) return undefined
  if (choice.categoryId) return choice.categoryId
  return choice.id.startsWith('category:') && choice.id.length > 'category:'.length ? choice.id.slice('category:'.length) : undefined
}

/** The transaction's notes with the owner's note after them, on a line of its own; the same note twice is added once. */
export function notesWithOwners(notes: string | undefined, note: string | undefined): string | undefined {
  const owners = note?.trim()
  if (!owners) return undefined
  const line = `Owner: ${owners}`
  const kept = (notes ?? '').trimEnd()
  if (kept.split('\n').includes(line)) return undefined
  return kept === '' ? line : `${kept}\n${line}`
}

/** What using `answer` (the one in force) saves to `live`, the transaction as synced now; or why it is not used. */
export function answerSave(question: OwnerQuestion, answer: QuestionAnswer | undefined, live: BankTransaction | undefined): AnswerSave {
  if (!answer) return { ok: false, reason: 'notAnswered' }
  const about = answer.transactionId ?? (question.subjects.length === 1 ? question.subjects[0]!.transactionId : undefined)
  const subject = question.subjects.find((candidate) => candidate.transactionId === about)
  if (!subject || !live || live.id !== subject.transactionId) return { ok: false, reason: live ? 'changed' : 'deleted' }
  const state = subjectState(subject, live)
  if (state !== 'same') return { ok: false, reason: state }
  if (answer.dontKnow) return { ok: false, reason: 'dontKnow' }
  const categoryId = answer.choiceId === undefined ? undefined : choiceCategory(question, answer.choiceId)
  if (answer.choiceId !== undefined && categoryId === undefined) return { ok: false, reason: 'noCategory' }
  const notes = notesWithOwners(live.notes, answer.note)
  const had = live.attachments ?? []
  const adds = answer.attachment && !had.some((attachment) => attachment.id === answer.attachment!.id) ? answer.attachment : undefined
  const item: AnswerSaveItem = {
    id: live.id,
    ...(categoryId !== undefined && { category: { id: categoryId } }),
    ...(notes !== undefined && { notes }),
    ...(adds && { attachments: [...had, adds] }),
  }
  const change: ReviewChange = {
    ...(categoryId !== undefined && { categoryId, review: true }),
    ...(notes !== undefined && { notes }),
    ...(adds && { attach: [adds.id] }),
  }
  return { ok: true, item, ...(categoryId !== undefined && { categoryId }), change }
}
