export { ManualJournalEntryForm, type ManualJournalEntryFormProps } from './ManualJournalEntryForm'
export type { ManualJournalEntryFormOptions } from './options'
