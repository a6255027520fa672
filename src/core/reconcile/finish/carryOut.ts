// A finish carried out from its record, step by step, each one safe to run again: the adjustment
// booked once, the rows not saved yet saved, then the record made the account's last reconciliation.
import type { BankTransaction } from '../../../api/types'
import { isStoreConflict } from '../../store/store'
import { statusOf } from '../closedPeriod'
import type { FinishResult } from '../reconciliationParts'
import type { FinishingReconciliation } from '../types'
import { adjustmentEntry, bookOnce, type EntryToBook } from './entries'
import { finishedOf, transactionOf, writeHeld as write, type HeldBook as Held } from './held'
import type { RunControls } from './port'

/**
 * Books the adjustment once, saves the rows not saved yet, then makes the record the account's last
 * reconciliation. Stops at the first step that does not go through, leaving the record on its way.
 */
export async function carryOut(
  held: Held,
  start: FinishingReconciliation,
  transactions: ReadonlyMap<string, BankTransaction>,
  reviewStatuses: (() => ReadonlyMap<string, string | undefined>) | undefined,
  controls: RunControls,
): Promise<FinishResult> {
  let finishing = start
  const result: FinishResult = { rows: [], interrupted: finishing }
  const { adjustment } = finishing
  if (adjustment?.apiSourceId && !adjustment.journalEntryId) {
    const entry: EntryToBook = {
      ...adjustmentEntry(adjustment, held.bankAccountId, { apiSourceId: adjustment.apiSourceId, reverse: false }),
      ...(adjustment.sentAt ? { sentAt: adjustment.sentAt } : {}),
    }
    const booked = await bookOnce(
      held.port,
      entry,
      async (sentAt) => {
        const next = { ...adjustment, ...(sentAt ? { sentAt } : {}) }
        if (!sentAt) delete next.sentAt
        finishing = { ...finishing, adjustment: next }
        await write(held, finishing)
        result.interrupted = finishing
      },
      controls.signal,
    )
    if (booked.status === 'stopped') {
      result.adjustment = booked.outcome
      return result
    }
    finishing = {
      ...finishing,
      adjustment: { ...finishing.adjustment!, ...(booked.journalEntryId ? { journalEntryId: booked.journalEntryId } : {}) },
    }
    await write(held, finishing)
    result.interrupted = finishing
  }
  const status = statusOf(finishing)
  const now = reviewStatuses?.()
  const toSend = finishing.transactions.filter((one) => (now ? now.get(one.id) : undefined) !== status)
  const outcomes = await held.port.saveTransactions(
    toSend.map((one) => ({ id: one.id, reviewStatus: status })),
    controls,
  )
  result.rows = outcomes.map((outcome, index) => {
    const reconciled = toSend[index]!
    return { transaction: transactions.get(reconciled.id) ?? transactionOf(reconciled), outcome }
  })
  if (outcomes.some((outcome) => outcome.status !== 'saved')) return result

  const reconciliation = finishedOf(finishing)
  try {
    await write(held, undefined, [...held.stored.book.reconciliations, reconciliation])
  } catch (error) {
    result.recordNotKept = { conflict: isStoreConflict(error), error }
    return result
  }
  delete result.interrupted
  result.reconciliation = reconciliation
  held.port.emit({
    type: 'reconciliationFinished',
    companyId: held.companyId,
    bankAccountId: held.bankAccountId,
    reconciliationId: reconciliation.id,
    endDate: reconciliation.endDate,
    outcome: reconciliation.outcome,
    transactionIds: reconciliation.transactions.map((transaction) => transaction.id),
  })
  return result
}
