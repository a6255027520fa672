import type { BookkeepingClient } from '../client'
import type { ManualJournalEntry, ManualJournalEntryInput } from '../types'
import {
  itemOutcome,
  mayStillLand,
  requestFailure,
  waitOut,
  writeInBatches,
  type BatchLanding,
  type BatchWriteOptions,
  type SettleWindow,
  type WriteOutcome,
} from './outcome'

type Outcome = WriteOutcome<ManualJournalEntry>

/**
 * Saves manual journal entries in sequential batches of at most `maxBatchSize`, one outcome per
 * item. The service cannot list entries, so an unknown outcome cannot be checked here: it stays
 * unknown (`canCheck: false`) and is never sent again by itself; the user finds out where the entry
 * would post. The one exception is a 429, the service saying it did not take the request: it waits
 * for `Retry-After` (up to a minute, `onProgress` says until when) and sends once more. An entry
 * that timed out or was cancelled carries `settlesAt`, the end of its settle window: until then the
 * first attempt may still land, and the form does not offer to send it again as it is.
 */
export async function saveManualJournalEntriesSurely(
  client: BookkeepingClient,
  items: readonly ManualJournalEntryInput[],
  options: BatchWriteOptions<ManualJournalEntryInput, ManualJournalEntry> & SettleWindow,
): Promise<Outcome[]> {
  const { signal, settleWindowMs } = options

  async function sendBatch(batch: readonly number[], report: (waitingUntil?: number) => void): Promise<BatchLanding<ManualJournalEntry>> {
    for (let attempt = 1; ; attempt++) {
      const sentAt = Date.now()
      try {
        const answers = await client.saveManualJournalEntries(
          batch.map((index) => items[index] as ManualJournalEntryInput),
          { signal },
        )
        return { outcomes: answers.map((answer) => itemOutcome(answer)), failed: false }
      } catch (error) {
        const failure = requestFailure(error, signal)
        if (failure.status === 'refused') return { outcomes: batch.map(() => failure), failed: true }
        const { retryAt } = failure
        if (failure.reason === 'busy' && attempt === 1 && (await waitOut(retryAt, report, signal))) continue
        const reason = signal?.aborted ? 'cancelled' : failure.reason
        const settles = mayStillLand(failure.reason) ? { settlesAt: sentAt + settleWindowMs } : {}
        const unknown: Outcome = {
          status: 'unknown',
          reason,
          canCheck: false,
          errors: failure.errors,
          ...(retryAt === undefined ? {} : { retryAt }),
          ...settles,
        }
        return { outcomes: batch.map(() => unknown), failed: true }
      }
    }
  }

  return writeInBatches(items, sendBatch, options)
}
