export { BankTransactionList } from './BankTransactionList'
export {
  BANK_TRANSACTION_COLUMN_IDS,
  type BankTransactionColumnId,
  type BankTransactionDirection,
  type BankTransactionEditorPlacement,
  type BankTransactionListFilter,
  type BankTransactionListProps,
  type BankTransactionView,
} from './types'
