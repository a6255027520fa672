// The reconciliation's types as its hooks give them out; declared in the core
// (src/core/reconcile/reconciliationParts.ts), named here beside the hooks that return them.
export type {
  FinishChoice,
  FinishRefusal,
  FinishResult,
  StoredReconciliations,
  UndoReconciliationResult,
  UndoVariables,
} from '../../core/reconcile/reconciliationParts'
