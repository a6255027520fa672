/**
 * The queue's writes for transfers, through its one save path (batches, per-row results, undo):
 * unpairing a paired row (from its cell, up front); pairing both sides and marking a side whose other
 * side has not arrived are the transfers part's, which loads after the rows paint (transferPairing.ts).
 */
import type { BankTransaction } from '../../../api/types'
import type { QueueIndex } from '../view/queueIndex'
import { rowName } from '../view/queueFilter'
import type { ReviewActionsPort } from './reviewActions'

/** The queue's unpairing over its index (each row as the queue holds it now) and its actions. */
export function transferActions(index: QueueIndex, actions: ReviewActionsPort) {
  const latest = (transaction: BankTransaction) => index.get(transaction.id) ?? transaction
  return {
    /** Unpaired on both sides: the service unpairs the other with it; its record is sent too when the queue holds it, so Undo pairs both again. */
    unpair(transaction: BankTransaction): void {
      const other = index.get(transaction.matchingBankTransaction?.id ?? '')
      const rows = other ? [latest(transaction), other] : [latest(transaction)]
      index.keep(rows.map((row) => row.id))
      void actions.apply(rows, { pairWith: null }, rowName(transaction))
    },
  }
}
