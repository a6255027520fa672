// Reconciliation's records and worksheet, framework-free: for hosts that keep or show reconciliations their own way.
export { readReconciliationBook, reconciliationsKey, type ReconciliationBookReading } from './book'
export { changesSince, type ReconciledChange, type ClearedTotals, type TickBlock } from './worksheet'
export type { Reconciliation, ReconciliationAdjustment, ReconciliationBook, ReconciliationOutcome, ReconciledTransaction } from './types'
