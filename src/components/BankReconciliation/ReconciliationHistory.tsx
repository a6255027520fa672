// PLACEHOLDER: the history part of <BankReconciliation> (being built on branch h-history). Its props are the contract.

/** Props of the account's reconciliation history (a part of `<BankReconciliation>`, loaded after the worksheet). */
export interface ReconciliationHistoryProps {
  /** The company whose store keeps the account's reconciliations. */
  companyId: string
  bankAccountId: string
  /** The account's name, for the report's title and the CSV's file name. */
  bankAccountName?: string
  /** The history's heading level (the component's own level + 1). */
  headingLevel: 2 | 3 | 4 | 5 | 6
}

/** The account's finished reconciliations, newest first, with a report, CSV and Undo of the last one. */
export function ReconciliationHistory(_props: ReconciliationHistoryProps) {
  return null
}
