export { BankTransactionEditor, type BankTransactionEditorProps } from './BankTransactionEditor'
export type { BankTransactionEditorOptions, BankTransactionIdField, BankTransactionValueSets } from './options'
