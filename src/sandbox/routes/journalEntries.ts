import { runBatch } from './bankTransactions/batch'
import { saveJournalEntry } from './journalEntrySave'
import type { Route } from './types'

/** `POST /v6/accounting/manualJournalEntries`: batch create or update. */
export const saveManualJournalEntriesRoute: Route = {
  method: 'POST',
  path: '/v6/accounting/manualJournalEntries',
  access: 'write',
  async handle({ request, store, viewer, conventions, options }) {
    return runBatch(request, options.maxBatchItems, (item) => saveJournalEntry(store, viewer, item, conventions))
  },
}
