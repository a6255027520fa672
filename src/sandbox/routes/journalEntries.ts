import { batchSaveRoute } from './bankTransactions/batch'
import { saveJournalEntry } from './journalEntrySave'

/** `POST /v6/accounting/manualJournalEntries`: batch create or update. */
export const saveManualJournalEntriesRoute = batchSaveRoute('/v6/accounting/manualJournalEntries', saveJournalEntry)
