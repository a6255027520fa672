export { ManualJournalEntryForm, type ManualJournalEntryFormProps } from './ManualJournalEntryForm'
export type { ManualJournalEntryFormOptions } from './options'
export { manualJournalEntryFormMessages, type ManualJournalEntryFormMessages } from './messages'
