// Undoing a finish that was interrupted ("Undo it"), from its record: the record is marked as being
// undone first (so no tab finishes it meanwhile), a booked adjustment is reversed once, the rows it
// saved go back to their earlier status (a row someone changed since is left as they made it), and
// the record is dropped. Each step can run again: an undo stopped part-way is undone again from the
// same record.
import { pause } from '../../../api/transport/retry'
import type { FinishResult } from '../reconciliationParts'
import type { FinishingReconciliation } from '../types'
import { statusOf } from '../closedPeriod'
import { adjustmentEntry, bookOnce, findBookedEntry } from './entries'
import { transactionOf, writeHeld, type HeldBook } from './held'
import type { RunControls } from './port'

/** Whether the adjustment of `finishing` is in the books: known by its id, or found in the ledger once an earlier send has settled. */
async function adjustmentBooked(held: HeldBook, finishing: FinishingReconciliation, signal: AbortSignal): Promise<boolean> {
  const { adjustment } = finishing
  if (!adjustment?.apiSourceId) return false
  if (adjustment.journalEntryId) return true
  if (!adjustment.sentAt) return false
  const settles = Date.parse(adjustment.sentAt) + held.port.client.service.settleWindowMs
  if (settles > Date.now()) await pause(settles - Date.now(), signal)
  return (await findBookedEntry(held.port, adjustment.bankGlAccountId, adjustment.apiSourceId, signal)) !== undefined
}

/** Undoes the interrupted finish `start` of the book `held` holds. */
export async function abandonFinish(
  held: HeldBook,
  start: FinishingReconciliation,
  reviewStatuses: (() => ReadonlyMap<string, string | undefined>) | undefined,
  controls: RunControls,
  reread?: () => Promise<void>,
): Promise<FinishResult> {
  let finishing: FinishingReconciliation = start
  const result: FinishResult = { rows: [], interrupted: finishing }
  if (!finishing.abandoning) {
    finishing = { ...finishing, abandoning: true }
    await writeHeld(held, finishing)
    result.interrupted = finishing
  }
  const { adjustment } = finishing
  if (adjustment && !finishing.reversal?.journalEntryId && (await adjustmentBooked(held, finishing, controls.signal))) {
    const reversal = finishing.reversal ?? { apiSourceId: `${finishing.id}:reversal` }
    const keep = async (next: typeof reversal) => {
      finishing = { ...finishing, reversal: next }
      await writeHeld(held, finishing)
      result.interrupted = finishing
    }
    const booked = await bookOnce(
      held.port,
      {
        ...adjustmentEntry(adjustment, held.bankAccountId, { apiSourceId: reversal.apiSourceId, reverse: true }),
        ...(reversal.sentAt ? { sentAt: reversal.sentAt } : {}),
      },
      (sentAt) => keep(sentAt ? { ...reversal, sentAt } : { apiSourceId: reversal.apiSourceId }),
      controls.signal,
    )
    if (booked.status === 'stopped') {
      result.reversal = booked.outcome
      return result
    }
    await keep({ apiSourceId: reversal.apiSourceId, journalEntryId: booked.journalEntryId ?? reversal.apiSourceId })
  }
  // Only the rows this finish saved go back: one at another status was changed since by someone else.
  // Read again first: this window's set may be from before another window saved them.
  await reread?.()
  const now = reviewStatuses?.()
  const saved = statusOf(finishing)
  const toSend = finishing.transactions.filter((one) => !now || now.get(one.id) === saved)
  const outcomes = await held.port.saveTransactions(
    toSend.map((one) => ({ id: one.id, reviewStatus: one.previousReviewStatus ?? 'REVIEWED' })),
    controls,
  )
  result.rows = outcomes.map((outcome, index) => {
    const one = toSend[index]!
    return { transaction: transactionOf(one), outcome }
  })
  // A row deleted since has nothing to go back to.
  if (outcomes.some((outcome) => outcome.status !== 'saved' && !(outcome.status === 'refused' && outcome.statusCode === 404))) return result
  try {
    await writeHeld(held, undefined)
  } catch (error) {
    result.recordNotKept = { conflict: false, error }
    return result
  }
  delete result.interrupted
  result.abandoned = true
  held.port.emit({
    type: 'reconciliationUndone',
    companyId: held.companyId,
    bankAccountId: held.bankAccountId,
    reconciliationId: finishing.id,
    transactionIds: toSend.map((one) => one.id),
  })
  return result
}
