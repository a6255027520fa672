/**
 * Deleting many bank transactions (an import undone): the service deletes one per request, so they
 * go in sequential batches of the profile's `maxBatchSize`, a few requests of a batch in flight at
 * once, each found out as `deleteBankTransactionSurely` finds a delete out. A record already gone
 * (404) counts as deleted: undoing twice removes nothing more and says so.
 */
import type { BookkeepingClient } from '../client'
import type { BankTransaction } from '../types'
import { deleteBankTransactionSurely, type BankTransactionWriteContext } from './bankTransactionWrites'
import type { BatchWriteOptions, WriteOutcome } from './outcome'

type Outcome = WriteOutcome<BankTransaction>

/** How many deletes of one batch are in flight at once: the browser's per-host connection count. */
const DELETES_IN_FLIGHT = 6

const alreadyGone = (outcome: Outcome, id: string): Outcome =>
  outcome.status === 'refused' && outcome.statusCode === 404
    ? { status: 'saved', statusCode: 404, record: { id, status: 'DELETED' } as BankTransaction, recovered: true }
    : outcome

/** Deletes each of `ids`; one outcome per id, in order. A cancel leaves the ones on their way unknown and the rest not sent. */
export async function deleteBankTransactionsSurely(
  client: BookkeepingClient,
  ids: readonly string[],
  options: BankTransactionWriteContext & BatchWriteOptions<string, BankTransaction>,
): Promise<Outcome[]> {
  const { maxBatchSize, signal, onProgress, onBatch } = options
  const outcomes: Array<Outcome | undefined> = ids.map(() => undefined)
  const report = () => {
    const told = outcomes.filter((outcome) => outcome !== undefined)
    onProgress?.({ done: told.length, total: ids.length, saved: told.filter((outcome) => outcome.status === 'saved').length })
  }
  const stopped = () => signal?.aborted === true
  report()
  for (let start = 0; start < ids.length && !stopped(); start += maxBatchSize) {
    const batch = ids.slice(start, start + maxBatchSize).map((id, offset) => ({ id, index: start + offset }))
    let next = 0
    const worker = async () => {
      while (next < batch.length && !stopped()) {
        const { id, index } = batch[next++] as { id: string; index: number }
        outcomes[index] = alreadyGone(await deleteBankTransactionSurely(client, { id }, { ...options, signal }), id)
        report()
      }
    }
    await Promise.all(Array.from({ length: Math.min(DELETES_IN_FLIGHT, batch.length) }, worker))
    onBatch?.(batch.flatMap(({ id, index }) => (outcomes[index] ? [{ item: id, outcome: outcomes[index] }] : [])))
  }
  return outcomes.map((outcome) => outcome ?? { status: 'notSent' })
}
