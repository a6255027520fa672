/**
 * What the queue's questions part (QueueQuestions.tsx, loaded beside the first read) gives the
 * queue's rows, filters and review part: types alone, so the queue's first load carries none of
 * its code.
 */
import type { ReactNode } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { OwnerQuestion, QuestionState } from '../../../core/questions/types'

/** The question in force for a row, and where it stands for that row (a month's receipts request is answered row by row). */
export interface RowQuestion {
  question: OwnerQuestion
  state: QuestionState
  /** The answers given for this row (a redraw key: a new answer draws the row again). */
  answers: number
}

/** The questions' part of the queue, once loaded and read. */
export interface QueueQuestionsView {
  /** The question in force for a row (the latest still open, else the latest), if it was ever asked about. */
  questionOf(transaction: BankTransaction): RowQuestion | undefined
  /** The rows whose question waits for the owner, or is answered and not yet used: "Waiting for the owner". */
  waiting: ReadonlySet<string>
  /** Of those, the rows the owner has not answered yet: with `askedRows: 'waiting'` they leave "To review". */
  unanswered: ReadonlySet<string>
  /** Opens "Ask the owner…" about these rows; none: a general request. */
  openAsk(rows: readonly BankTransaction[]): void
  /** "Ask the owner…" for the queue's toolbar (a general request), with the part's words. */
  toolbar: ReactNode
}
