export { BankTransactionList } from './BankTransactionList'
export { bankTransactionListMessages, type BankTransactionListMessages } from './messages'
export { REVIEWED_STATUSES, MARK_REVIEWED_STATUS } from './filter'
export type {
  BankTransactionDirection,
  BankTransactionEditorPlacement,
  BankTransactionListFilter,
  BankTransactionListProps,
  BankTransactionView,
} from './types'
