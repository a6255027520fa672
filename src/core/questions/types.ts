/**
 * The bookkeeper's questions to the business owner, as bookkit keeps them in the provider's `store`
 * under `questions:<companyId>` (the service has no endpoint for them). One record per company holds
 * every question, open or closed: a closed one stays, so a receipt is never asked for twice and the
 * history of a transaction's questions can be read. Pure types; the reader, the changes and the
 * decisions are beside them in src/core/questions/.
 *
 * Two people at once never lose an answer: every change is made to the record as stored now (read
 * again when another tab's save came first), and answers are only ever added, never written over
 * (a later answer to the same transaction is the one in force; the earlier ones stay).
 */
import type { Attachment } from '../../api/types'

/** What a question is about: one transaction, a month's receipts, or nothing the books hold yet. */
export type QuestionKind = 'transaction' | 'receipts' | 'general'

/** The quick templates of the ask dialog; `undefined` for a question written from scratch. */
export type QuestionTemplate = 'whatFor' | 'receipt' | 'businessOrPersonal'

/**
 * A transaction as the bookkeeper saw it when asking (the bank's words, date and amount), so the
 * owner sees what their bank showed and a change or deletion since is told, not hidden.
 */
export interface QuestionSubject {
  transactionId: string
  bankAccountId?: string
  /** `YYYY-MM-DD`. */
  date: string
  /** Minor units, with the sign the service gave it. */
  amount: number
  /** `INCOME` or `EXPENSE`, as the service gave it. */
  type?: string
  /** The bank's description (or display name when it has none). */
  description: string
  /** Whether the transaction had a receipt attached when asked. */
  hadAttachment: boolean
}

/** A choice offered to the owner: a category of the books, or "personal" (with the category it books to, when the bookkeeper named one). */
export interface QuestionChoice {
  /** Stable within the question: `category:<id>` or `personal`. */
  id: string
  /** What the owner reads on its button. */
  label: string
  /** The category an answer with this choice books the transaction to; absent: the bookkeeper decides. */
  categoryId?: string
}

/** One answer of the owner's, to one transaction of a question (`transactionId`), or to a general request (no `transactionId`). */
export interface QuestionAnswer {
  /** Unique within the record (an answer saved twice from a reload is one answer). */
  id: string
  transactionId?: string
  /** The `id` of the choice taken, when one was. */
  choiceId?: string
  /** What the owner wrote. */
  note?: string
  /** The receipt the owner gave, as the host's `onUploadAttachment` answered it. */
  attachment?: Attachment
  /** The owner does not know (with `note` saying what they do know). */
  dontKnow?: boolean
  /** ISO 8601 instant. */
  at: string
  /** Who answered, as the host names the signed-in user. */
  by?: string
}

/** How a question was closed: its answer used (saved to the transaction), set aside, or withdrawn before it was answered. */
export type QuestionOutcome = 'used' | 'dismissed' | 'withdrawn'

/** One question, open or closed. */
export interface OwnerQuestion {
  /** `q_` and random letters. */
  id: string
  kind: QuestionKind
  /** The transactions asked about: one for `transaction`, the month's for `receipts`, none for `general`. */
  subjects: QuestionSubject[]
  /** The question as the owner reads it. */
  text: string
  template?: QuestionTemplate
  choices: QuestionChoice[]
  /** The owner is asked for a receipt (always, for `receipts`). */
  receiptNeeded: boolean
  /** `YYYY-MM`: the month a `receipts` request is about. */
  month?: string
  /** ISO 8601 instant. */
  askedAt: string
  askedBy?: string
  /** When the bookkeeper last changed the question's text, choices or receipt (ISO); an answer given before it was to the earlier question. */
  editedAt?: string
  /** Every answer given, in the order given; the last one per transaction is in force. */
  answers: QuestionAnswer[]
  /** Set once the question is closed. */
  closed?: { at: string; by?: string; outcome: QuestionOutcome }
}

/** The record kept under `questions:<companyId>`. */
export interface QuestionsRecord {
  format: 'bookkit.questions'
  formatVersion: 1
  questions: OwnerQuestion[]
}

/**
 * Where a question stands, for both sides: `waiting` for the owner (something asked is not answered
 * yet), `answered` (every transaction, or the request, has an answer: the bookkeeper's turn), or
 * `closed`.
 */
export type QuestionState = 'waiting' | 'answered' | 'closed'

/** Whether a transaction asked about is still as it was: `deleted` (gone from the books) or `changed` (its date, amount or description moved since). */
export type SubjectState = 'same' | 'changed' | 'deleted'
