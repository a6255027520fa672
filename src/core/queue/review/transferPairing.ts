/**
 * The queue's writes that pair a transfer's two sides, or mark a side whose other side has not
 * arrived, through its one save path (batches, per-row results, undo). Only the transfers part uses
 * them, so they load with it, after the rows paint.
 */
import type { BankTransaction } from '../../../api/types'
import type { TransferPair } from '../transferPairs'
import type { QueueIndex } from '../view/queueIndex'
import { rowName } from '../view/queueFilter'
import type { ReviewActionsPort } from './reviewActions'

/** The pairing writes over the queue's index (each row as the queue holds it now) and its actions. */
export function transferPairing(index: QueueIndex, actions: ReviewActionsPort) {
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
    /** A side whose other side has not arrived: a transfer, reviewed (it waits in transit until its other side is paired with it). */
    mark(transaction: BankTransaction): Promise<BankTransaction[]> {
      index.keep([transaction.id])
      return actions.apply([latest(transaction)], { type: 'TRANSFER', review: true }, rowName(transaction))
    },
  }
}
