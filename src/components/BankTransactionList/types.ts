import type { BankTransaction } from '../../api/types'
import type { BankTransactionEditorOptions } from '../BankTransactionEditor/options'
import type { CommonComponentProps } from '../shared/root/ComponentRoot'
import type { LoadCallbacks } from '../shared/root/useLoadCallbacks'
import type { BankTransactionListFilter } from '../../core/queue/view/queueFilter'

export type { BankTransactionDirection, BankTransactionListFilter, BankTransactionView } from '../../core/queue/view/queueFilter'

/**
 * The columns `<BankTransactionList>` can show. `select` (each row's checkbox) is always shown,
 * first: selection and the bulk actions need it.
 */
export type BankTransactionColumnId = 'select' | 'date' | 'description' | 'counterparty' | 'bankAccount' | 'amount' | 'category'

/** Every bank transaction column, in the default order. */
export const BANK_TRANSACTION_COLUMN_IDS: readonly BankTransactionColumnId[] = [
  'select',
  'date',
  'description',
  'counterparty',
  'bankAccount',
  'amount',
  'category',
]

/** How the list opens a transaction: in place below the list, in a modal dialog, or not at all. */
export type BankTransactionEditorPlacement = 'inline' | 'dialog' | false

/** Props of `<BankTransactionList>`. */
export interface BankTransactionListProps extends CommonComponentProps, LoadCallbacks {
  /**
   * The columns to show, in this order; default every column in `BANK_TRANSACTION_COLUMN_IDS`
   * order. The user may hide and reorder them (the Columns menu). `select` stays, first, even when
   * left out: selecting rows and the bulk actions work through it.
   */
  columns?: readonly BankTransactionColumnId[]
  /** Header text per column, replacing the default (and the provider's `messages`). */
  columnLabels?: Partial<Record<BankTransactionColumnId, string>>
  /** The filter, controlled. */
  filter?: BankTransactionListFilter
  /** The initial filter when uncontrolled; default `{ view: 'toReview' }`. */
  defaultFilter?: BankTransactionListFilter
  /** Called with the whole new filter whenever the user changes one member. */
  onFilterChange?: (filter: BankTransactionListFilter) => void
  /** Where categories, vendors, bank accounts… come from, as for the editor; categories name the suggestions. */
  options?: BankTransactionEditorOptions
  /** How an opened row shows the editor; default `'dialog'`. */
  editor?: BankTransactionEditorPlacement
  /** The user opened a row (its description, a double-click, or `e`); a click elsewhere only makes it current and Enter confirms it. */
  onSelectTransaction?: (transaction: BankTransaction) => void
  /** After every save that changed transactions (a row, a bulk action, an undo, the editor), with the saved records. */
  onSaved?: (transactions: BankTransaction[]) => void
  /** Whose closing locks rows, for a token that sees several companies. */
  companyId?: string
  /** Transactions per page of the sync, 1 to 250; default 250. */
  pageSize?: number
  /**
   * The category a card processor's fee goes on when a payout pays an invoice less its fee (one of
   * `options.categories`). Without it, such a payout's suggestion opens "Find match…" with the
   * invoice and the fee's line filled, for the user to choose the fee's category.
   */
  feeCategoryId?: string
  /**
   * Where rows asked about stand while the business owner has not answered ("Ask the owner…"):
   * `'toReview'` (the default) keeps them in "To review" with their "Asked" badge, and in "Waiting
   * for the owner"; `'waiting'` shows them only in "Waiting for the owner" (they leave the to-review
   * count) until the owner answers, when they come back to "To review" with the answer.
   */
  askedRows?: 'toReview' | 'waiting'
  /**
   * "Receipt requests found for you": purchases of at least this amount, in minor units, with no
   * receipt attached are offered as one request to the owner per month; default 7500 ($75, the IRS's
   * threshold for travel, gift and meal receipts). `false` offers none.
   */
  receiptRequestThreshold?: number | false
}
