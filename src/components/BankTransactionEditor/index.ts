export { BankTransactionEditor, type BankTransactionEditorProps } from './BankTransactionEditor'
export { DEFAULT_VALUE_SETS as BANK_TRANSACTION_VALUE_SETS, type BankTransactionEditorOptions, type BankTransactionIdField, type BankTransactionValueSets } from './options'
