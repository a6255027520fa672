export { BankTransactionList } from './BankTransactionList'
export type {
  BankTransactionDirection,
  BankTransactionEditorPlacement,
  BankTransactionListFilter,
  BankTransactionListProps,
  BankTransactionView,
} from './types'
