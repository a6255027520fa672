/**
 * A reconciliation's finish, written ahead: the record of what it is about to do (the rows with
 * their earlier statuses, the totals, the adjustment's `apiSourceId`) is kept in the store before
 * the first write, and saving it at the version read is what claims the month (a second tab loses
 * the claim before it has saved anything). Then the adjustment is booked once, the rows are saved,
 * and the record becomes the account's last reconciliation. Each step can run again without harm,
 * so a finish stopped by a failure or a reload is finished, or undone, from its record by any tab.
 * Loaded with the first finish.
 */
import { isStoreConflict } from '../../store/store'
import { reconciliationsKey } from '../book'
import {
  ReconciliationFinishRefusedError,
  type FinishRequest,
  type FinishResult,
  type FinishVariables,
  type StoredReconciliations,
} from '../reconciliationParts'
import { carryOut } from './carryOut'
import { writeHeld as write, type HeldBook as Held } from './held'
import { ReconciledMeanwhileError, checkClaim, planOf } from './plan'
import type { ReconcilePort, RunControls } from './port'
import { loadReconciliations } from './reads'
import { finishRefused } from './refusal'
import { continueInterrupted } from './resume'

/** Runs a finish: begins one, or resumes or undoes an interrupted one. */
export function runFinish(port: ReconcilePort, request: FinishRequest, controls: RunControls): Promise<FinishResult> {
  // Refused before the record is kept: the store would take it, and the service then refuse every row.
  if (port.client.session.getState().scope === 'read') return Promise.reject(finishRefused('readOnly'))
  return 'finishing' in request ? continueInterrupted(port, request, controls) : beginFinish(port, request, controls)
}

async function beginFinish(port: ReconcilePort, variables: FinishVariables, controls: RunControls): Promise<FinishResult> {
  const { companyId, bankAccountId } = variables
  const key = reconciliationsKey(companyId, bankAccountId)
  const cached = port.queryClient.getQueryData<StoredReconciliations>(port.keys.stored(key))
  const held: Held = { port, companyId, bankAccountId, stored: cached ?? (await loadReconciliations(port, key)) }
  const finishing = planOf(variables, held.stored.book)
  // The claim: the record at the version read. A book changed meanwhile is read again and the claim
  // made once more only if it still stands (nothing reconciled or begun since); otherwise refused.
  for (let attempt = 0; ; attempt++) {
    try {
      checkClaim(held.stored.book, finishing, true)
      await write(held, finishing)
      break
    } catch (error) {
      if (isStoreConflict(error) && attempt === 0 && !(error instanceof ReconciledMeanwhileError)) {
        held.stored = await loadReconciliations(port, key)
        port.queryClient.setQueryData(port.keys.stored(key), held.stored)
        continue
      }
      // Reconciled, or begun, by someone else meanwhile: a conflict, and nothing was written.
      const conflict = isStoreConflict(error) || error instanceof ReconciliationFinishRefusedError
      return { rows: [], notClaimed: { conflict, error } }
    }
  }
  const byId = new Map(variables.transactions.map((transaction) => [transaction.id, transaction]))
  return carryOut(held, finishing, byId, variables.reviewStatuses, controls)
}
