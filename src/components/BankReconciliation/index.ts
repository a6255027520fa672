export { BankReconciliation } from './BankReconciliation'
export type { BankReconciliationProps, ReconciliationBankAccount } from './types'
