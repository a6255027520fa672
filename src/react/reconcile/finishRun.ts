// A finish run on the session's port: loaded with the first finish, with the protocol's steps.
import { runFinish } from '../../core/reconcile/finish/finish'
import type { RunControls } from '../../core/reconcile/finish/port'
import type { FinishRequest, FinishResult } from '../../core/reconcile/reconciliationParts'
import type { BookkeepingContextValue } from '../provider/context'
import type { SaveBankTransactions } from '../queue/bankTransactions'
import { portOf } from './reconcilePort'

export { finishRefused } from '../../core/reconcile/finish/refusal'

/** Runs `request` (a finish, or an interrupted one resumed or undone) for the session of `context`. */
export const finishOn = (
  context: BookkeepingContextValue,
  save: SaveBankTransactions,
  request: FinishRequest,
  controls: RunControls,
): Promise<FinishResult> => runFinish(portOf(context, save), request, controls)
