/**
 * What the queue's questions part (QueueQuestions.tsx, drawn by the review part) gives the queue's
 * rows, filters and keys: types alone, so the queue's first load carries none of its code.
 */
import type { ReactNode } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { BankTransactionListFilter, BankTransactionView } from '../../../core/queue/view/queueFilter'
import type { OwnerQuestion, QuestionState } from '../../../core/questions/types'

/** The question in force for a row, and where it stands for that row (a month's receipts request is answered row by row). */
export interface RowQuestion {
  question: OwnerQuestion
  state: QuestionState
  /** The answers given for this row. */
  answers: number
  /** What the row shows of it, as one string: the row draws again when it changes (its question, state or answers). */
  key: string
  /** The row's badge ("Asked", "Answered": one word, its sentence read out and its tooltip); none once closed. */
  badge: ReactNode
}

/** The questions' part of the queue, once loaded and read. */
export interface QueueQuestionsView {
  /** The question in force for a row (the latest still open, else the latest), if it was ever asked about. */
  questionOf(transaction: BankTransaction): RowQuestion | undefined
  /**
   * The view's rows: "Waiting for the owner" (`indexed` undefined), the rows a question waits on,
   * reviewed or not; else the index's rows, without those the owner has not answered when the host
   * keeps asked rows apart (`askedRows: 'waiting'`). The same array while nothing it reads changed.
   */
  rows(indexed: readonly BankTransaction[] | undefined, filter: BankTransactionListFilter, key: string): readonly BankTransaction[]
  /** The views' counts, "Waiting for the owner" among them. */
  counts: Record<BankTransactionView, number>
  /** The tab's words for "Waiting for the owner", with its count. */
  waitingLabel: (count: string, soFar: boolean) => string
  /** Opens "Ask the owner…" about these rows; none: a general request. */
  openAsk(rows: readonly BankTransaction[]): void
  /** "Ask the owner…" for the queue's toolbar (a general request), with the part's words. */
  toolbar: ReactNode
}
