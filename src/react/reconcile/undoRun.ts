// The undo of the last reconciliation and the repair of one the closing stopped, run on the
// session's port: loaded with the first undo, or when a book holds a record being undone.
import { repairStuckUndo, undoReconciliation, type StuckUndoVariables } from '../../core/reconcile/finish/undo'
import type { RunControls } from '../../core/reconcile/finish/port'
import type { UndoMemory, UndoReconciliationResult, UndoVariables } from '../../core/reconcile/reconciliationParts'
import type { BookkeepingContextValue } from '../provider/context'
import type { SaveBankTransactions } from '../queue/bankTransactions'
import { portOf } from './reconcilePort'

/** Undoes the account's last reconciliation for the session of `context`; `memory` is the hook's, kept between attempts. */
export const undoOn = (
  context: BookkeepingContextValue,
  save: SaveBankTransactions,
  memory: UndoMemory,
  variables: UndoVariables,
  controls: RunControls,
): Promise<UndoReconciliationResult> => undoReconciliation(portOf(context, save), memory, variables, controls)

/** Repairs a record an undo the closing stopped left "being undone"; whether it was repaired. */
export const repairOn = (context: BookkeepingContextValue, save: SaveBankTransactions, variables: StuckUndoVariables): Promise<boolean> =>
  repairStuckUndo(portOf(context, save), variables)
