import type { BankTransaction } from '../../api/types'
import type { OptionSource, PickerOption } from '../shared/pickers/optionSource'
import type { RowResult } from './useReviewActions'
import type { RowReceipts } from './useRowReceipts'

/** Why a row cannot change: the session may not write, or the row is dated in the closed period. */
export type RowLock = { reason: 'session' } | { reason: 'closed'; closingDate: string }

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
  /** The choices named for a row's suggestions. */
  suggestionsOf: (transaction: BankTransaction) => PickerOption[]
  /** Opens the row (the editor, or the host's `onSelectTransaction`); undefined when nothing would open. */
  onOpen: ((transaction: BankTransaction) => void) | undefined
  /** Receipts on their way to a row. */
  receiptsOf: (id: string) => RowReceipts | undefined
  onRetryReceipts: (transaction: BankTransaction) => void
  onDismissReceipts: (id: string) => void
}

/** The name a row goes by in labels ("Select Rye flour"). */
export function rowName(transaction: BankTransaction): string {
  return transaction.description || transaction.displayName || transaction.id
}
