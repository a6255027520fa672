/**
 * The queue's writes for transfers, through its one save path (batches, per-row results, undo):
 * pairing both sides, unpairing them, and marking a side whose other side has not arrived.
 */
import type { BankTransaction } from '../../../api/types'
import type { TransferPair } from '../transferPairs'
import type { QueueIndex } from '../view/queueIndex'
import { rowName } from '../view/queueFilter'
import type { ReviewActionsPort } from './reviewActions'

/** The queue's transfer writes over its index (each row as the queue holds it now) and its actions. */
export function transferActions(index: QueueIndex, actions: ReviewActionsPort) {
  const latest = (transaction: BankTransaction) => index.get(transaction.id) ?? transaction
  return {
    /** Both sides of each pair, naming each other and reviewed: one action, one request per batch, one undo. */
    pair(pairs: readonly TransferPair[]): Promise<BankTransaction[]> {
      const partner = new Map(pairs.flatMap((one) => [[one.from.id, one.to.id] as const, [one.to.id, one.from.id] as const]))
      const rows = pairs.flatMap((one) => [latest(one.from), latest(one.to)])
      index.keep(rows.map((row) => row.id))
      const name = rows.length === 2 ? rowName(rows[0] as BankTransaction) : undefined
      return actions.apply(rows, (row) => ({ pairWith: partner.get(row.id), review: true }), name)
    },
    /** Unpaired on both sides: the service unpairs the other with it; its record is sent too when the queue holds it, so Undo pairs both again. */
    unpair(transaction: BankTransaction): void {
      const other = index.get(transaction.matchingBankTransaction?.id ?? '')
      const rows = other ? [latest(transaction), other] : [latest(transaction)]
      index.keep(rows.map((row) => row.id))
      void actions.apply(rows, { pairWith: null }, rowName(transaction))
    },
    /** A side whose other side has not arrived: a transfer, reviewed (it waits in transit until its other side is paired with it). */
    mark(transaction: BankTransaction): Promise<BankTransaction[]> {
      index.keep([transaction.id])
      return actions.apply([latest(transaction)], { type: 'TRANSFER', review: true }, rowName(transaction))
    },
  }
}
