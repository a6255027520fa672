// An interrupted finish continued from its record as the store holds it now: resumed, undone
// ("Undo it"), or finished with the rows the closing stopped counted as cleared in a closed period.
import { reconciliationsKey } from '../book'
import { countedInClosedPeriod, lockedFinishWayOut, type LockedFinishWayOut } from '../lockedFinish'
import { ReconciliationFinishRefusedError, type FinishResult, type InterruptedVariables } from '../reconciliationParts'
import type { FinishingReconciliation } from '../types'
import { abandonFinish } from './abandon'
import { carryOut } from './carryOut'
import { writeHeld as write, type HeldBook as Held } from './held'
import { ReconciledMeanwhileError } from './plan'
import type { ReconcilePort, RunControls } from './port'
import { loadReconciliations } from './reads'
import { ReconciliationUndoRefusedError } from './undoRefused'

/**
 * Finishes or undoes an interrupted finish from its record as the store holds it now: one finished
 * meanwhile (by another tab) is answered as finished, one undone meanwhile is gone, one being undone
 * is not finished.
 */
export async function continueInterrupted(
  port: ReconcilePort,
  { kind, companyId, bankAccountId, finishing: given, reviewStatuses, reread }: InterruptedVariables,
  controls: RunControls,
): Promise<FinishResult> {
  const key = reconciliationsKey(companyId, bankAccountId)
  const held: Held = { port, companyId, bankAccountId, stored: await loadReconciliations(port, key) }
  port.queryClient.setQueryData(port.keys.stored(key), held.stored)
  const done = held.stored.book.reconciliations.find((one) => one.id === given.id)
  if (done)
    return kind === 'resume'
      ? { rows: [], reconciliation: done }
      : { rows: [], notClaimed: { conflict: true, error: new ReconciledMeanwhileError(done) } }
  const finishing = held.stored.book.finishing
  if (!finishing || finishing.id !== given.id)
    return {
      rows: [],
      abandoned: kind === 'abandon',
      notClaimed: { conflict: true, error: new Error('bookkit: the interrupted finish is no longer on its way.') },
    }
  if (kind === 'resume') {
    if (finishing.abandoning) throw new ReconciliationFinishRefusedError('underWay', 'this finish is being undone.')
    return carryOut(held, finishing, new Map(), reviewStatuses, controls)
  }
  const { isLocked, date } = await closingOf(held, controls)
  // Read again first: a row another window saved since is counted as saved.
  await reread?.()
  const wayOut = lockedFinishWayOut(finishing, isLocked, reviewStatuses?.() ?? new Map())
  if (kind === 'countLocked') return countLocked(held, finishing, wayOut, date, reviewStatuses, controls)
  // Refused before the record is marked: an undo the closing refuses part-way would leave it stuck.
  if (!wayOut.undoable) throw new ReconciliationUndoRefusedError('closed', date)
  return abandonFinish(held, finishing, reviewStatuses, controls, reread)
}

/**
 * The closing asked now, not from the screen's read (the books may have been closed since), and its
 * test as useClosing's select makes it, without the query module (see reconciliationRecords.ts).
 */
async function closingOf(held: Held, controls: RunControls) {
  const closing = await held.port.client.getClosing({ signal: controls.signal, companyId: held.companyId })
  return { isLocked: (date: string) => closing.modifications === 'DISABLED' && date <= closing.date, date: closing.date }
}

/**
 * Finishes a finish the closing stopped: its rows the closing refused were ticked as cleared on the
 * statement and can no longer change, so they are counted as cleared in a closed period (never
 * written), the rest are saved, and the record becomes the account's last reconciliation. The
 * decision is kept in the record before anything is saved, so a reload finishes it from there. An
 * undo the closing stopped part-way is finished this way too, unless it reversed the adjustment.
 */
async function countLocked(
  held: Held,
  start: FinishingReconciliation,
  wayOut: LockedFinishWayOut,
  closingDate: string,
  reviewStatuses: (() => ReadonlyMap<string, string | undefined>) | undefined,
  controls: RunControls,
): Promise<FinishResult> {
  if (!wayOut.finishable)
    throw new ReconciliationFinishRefusedError(
      'underWay',
      `its adjustment is dated in the closed period (through ${closingDate}), or an undo of it has reversed it.`,
    )
  let finishing = start
  if (wayOut.locked.length > 0 || finishing.abandoning) {
    finishing = countedInClosedPeriod(start, wayOut.locked)
    await write(held, finishing)
  }
  return carryOut(held, finishing, new Map(), reviewStatuses, controls)
}
