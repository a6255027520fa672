import type { BankTransaction } from '../../../api/types'
import type { BankTransactionListMessages } from '../../../messages/queue/bankTransactionList'
import type { RowLock } from '../../../core/queue/view/rowLocks'
import type { OptionSource } from '../../../core/forms/optionSource'
import type { RowResult } from '../review/useReviewActions'
import type { RowReceipts } from '../review/useRowReceipts'
import { createContext, type ReactNode } from 'react'
import type { QueueSuggestion } from '../../../core/queue/review/suggestions'
import type { TransferPair } from '../../../core/queue/transferPairs'
import type { RowQuestion } from '../questions/queueQuestionsView'

/** What a row's cells need from the queue: its lock, its selection, its last result, and the actions. */
export interface QueueRowContext {
  lockOf: (transaction: BankTransaction) => RowLock | undefined
  isSelected: (id: string) => boolean
  /** Rows in the view that may change, and how many of them are selected. */
  selectableCount: number
  selectedCount: number
  onToggle: (transaction: BankTransaction, extend: boolean) => void
  onToggleAll: () => void
  resultOf: (id: string) => RowResult | undefined
  categories: OptionSource | undefined
  /** A category's name by id, from the host's options (and the records seen). */
  categoryName: (id: string) => string | undefined
  onCategorize: (transaction: BankTransaction, categoryId: string) => void
  onMarkReviewed: (transaction: BankTransaction) => void
  onRetry: (id: string) => void
  /** The choices named for a row's suggestions: a rule's first (labelled with the rule), then the service's. */
  suggestionsOf: (transaction: BankTransaction) => QueueSuggestion[]
  /** Accepts one of a row's suggestions, reviewed too: a rule's whole change, or the category. */
  onAcceptSuggestion: (transaction: BankTransaction, suggestion: QueueSuggestion) => void
  /** A row's rule actions in its category cell (once the rules' part has loaded): "Make a rule…" (the current row, settled), a confirmation's undo. `row.name` is marked by `isolate()`. */
  ruleActions: (transaction: BankTransaction, row: { name: string; tabIndex: number; settled: boolean }) => ReactNode
  /** A row's owner's answer beside its description (once the answers part has loaded). */
  answerNote: AnswerNoteOf
  /** Opens the offer to make a rule from a row; undefined until the rules' part has loaded, or when rows cannot change. */
  onMakeRule: ((transaction: BankTransaction) => void) | undefined
  /** Opens "Find match…" for a deposit; undefined until the matching part has loaded, or when rows cannot change. */
  onFindMatch: ((transaction: BankTransaction) => void) | undefined
  /** Opens "Pair transfers…" with the pairs given (a row's pair that another side was as likely for); undefined until the transfer part has loaded, or when rows cannot change. */
  onPairTransfer: ((pairs: readonly TransferPair[]) => void) | undefined
  /** Opens "Mark as transfer…" for a row whose other side has not arrived; undefined until the transfer part has loaded, or when rows cannot change. */
  onMarkTransfer: ((transaction: BankTransaction) => void) | undefined
  /** Unpairs a paired row from its other side; undefined when rows cannot change. */
  onUnpair: ((transaction: BankTransaction) => void) | undefined
  /** How a marked transfer waiting for its other side reads (marked by `isolate()`), once the transfer part has loaded. */
  transferWaiting: (transaction: BankTransaction) => string | undefined
  /** Opens the row (the editor, or the host's `onSelectTransaction`); undefined when nothing would open. */
  onOpen: ((transaction: BankTransaction) => void) | undefined
  /** Receipts on their way to a row. */
  receiptsOf: (id: string) => RowReceipts | undefined
  onRetryReceipts: (transaction: BankTransaction) => void
  onDismissReceipts: (id: string) => void
  /** The question to the business owner in force for a row, and where it stands (once the questions' part has read them). */
  questionOf: (transaction: BankTransaction) => RowQuestion | undefined
}

/** What each of a row's cells is drawn from: its record, the queue's row context, and the queue's words. */
export interface QueueCellProps {
  transaction: BankTransaction
  context: QueueRowContext
  messages: BankTransactionListMessages
}

/**
 * The row context the rows hold: one object for the queue's life, each member read from `latest`
 * when used. A row that did not render again (nothing it shows changed) still acts on the queue as
 * it is now, and a row that renders reads what the queue holds then.
 */
export function rowContextThrough(latest: { readonly current: QueueRowContext }): QueueRowContext {
  return new Proxy({} as QueueRowContext, { get: (_target, member) => latest.current[member as keyof QueueRowContext] })
}

type RuleActions = QueueRowContext['ruleActions']

/** A row's owner's answer beside its description, as the answers part draws it now (nothing before it has loaded). `row.name` is marked by `isolate()`. */
export type AnswerNoteOf = (transaction: BankTransaction, row: { name: string; tabIndex: number; current: boolean }) => ReactNode

/** The answers part's `rowNote`, read where it is drawn: a change of the answers draws the note again, not the row. */
export const AnswerNoteContext = createContext<AnswerNoteOf>(() => undefined)

/**
 * A row's rule actions as the rules' part draws them now (`QueueRowContext.ruleActions`): read where
 * they are drawn, so a change of the rules' view draws those actions again, not the rows around them.
 */
export const RuleActionsContext = createContext<RuleActions>(() => undefined)
