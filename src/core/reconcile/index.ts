// Reconciliation's record, for hosts that keep or show reconciliations their own way: its type, its
// key in the store, and what changed in a reconciled month since.
export { reconciliationsKey } from './key'
export { changesSince, type ReconciledChange, type ClearedTotals, type TickBlock } from './worksheet'
export type { ReconciledChangeFlag } from './changedSince'
export type {
  BookedOnce,
  FinishingReconciliation,
  Reconciliation,
  ReconciliationAdjustment,
  ReconciliationBook,
  ReconciliationOutcome,
  ReconciledTransaction,
} from './types'
