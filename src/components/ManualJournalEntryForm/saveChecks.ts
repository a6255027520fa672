/*
 * What runs on Save, as the journal entry form's one later chunk: the form's checks, the save item
 * and where the service's errors about it land, the save path (useSaveManualJournalEntries' save)
 * and the service's answer shown after a save. The form loads it in idle time once it has shown.
 * One chunk, not one per part: parts of their own would split the code they share with the form
 * into further chunks, which cost more than the parts save.
 */
export { validateJournalEntry } from './validation'
export { SavedEntrySummary } from './SavedEntrySummary'
export { entryChanges, toEntrySaveItem, whereToCheck } from './entrySaveItem'
export { entryErrorTarget } from './errorTarget'
export { saveJournalEntries } from '../../react/query/mutations'
