export { BankTransactionList } from './BankTransactionList'
export { REVIEWED_STATUSES, MARK_REVIEWED_STATUS } from './filter'
export type {
  BankTransactionDirection,
  BankTransactionEditorPlacement,
  BankTransactionListFilter,
  BankTransactionListProps,
  BankTransactionView,
} from './types'
