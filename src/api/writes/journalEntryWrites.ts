import type { BookkeepingClient } from '../client'
import type { ManualJournalEntry, ManualJournalEntryInput } from '../types'
import { itemOutcome, requestFailure, waitOut, writeInBatches, type BatchLanding, type BatchWriteOptions, type WriteOutcome } from './outcome'

type Outcome = WriteOutcome<ManualJournalEntry>

/**
 * Saves manual journal entries in sequential batches of at most `maxBatchSize`, one outcome per
 * item. The service cannot list entries, so an unknown outcome cannot be checked here: it stays
 * unknown (`canCheck: false`) and is never sent again by itself; the user finds out where the entry
 * would post. The one exception is a 429, the service saying it did not take the request: it waits
 * for `Retry-After` (up to a minute, `onProgress` says until when) and sends once more.
 */
export async function saveManualJournalEntriesSurely(client: BookkeepingClient, items: readonly ManualJournalEntryInput[], options: BatchWriteOptions<ManualJournalEntryInput, ManualJournalEntry>): Promise<Outcome[]> {
  const { signal } = options

  async function sendBatch(batch: readonly number[], report: (waitingUntil?: number) => void): Promise<BatchLanding<ManualJournalEntry>> {
    for (let attempt = 1; ; attempt++) {
      try {
        const answers = await client.saveManualJournalEntries(batch.map((index) => items[index] as ManualJournalEntryInput), { signal })
        return { outcomes: answers.map((answer) => itemOutcome(answer)), failed: false }
      } catch (error) {
        const failure = requestFailure(error, signal)
        if (failure.status === 'refused') return { outcomes: batch.map(() => failure), failed: true }
        const { retryAt } = failure
        if (failure.reason === 'busy' && attempt === 1 && (await waitOut(retryAt, report, signal))) continue
        const reason = signal?.aborted ? 'cancelled' : failure.reason
        const unknown: Outcome = { status: 'unknown', reason, canCheck: false, errors: failure.errors, ...(retryAt === undefined ? {} : { retryAt }) }
        return { outcomes: batch.map(() => unknown), failed: true }
      }
    }
  }

  return writeInBatches(items, sendBatch, options)
}
