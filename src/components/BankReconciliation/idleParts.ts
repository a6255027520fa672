// The worksheet's parts loaded in idle time once it has painted (Worksheet.tsx), in one chunk: the
// finish's dialogs and outcome, the history and the statement file's reading. One import() rather
// than three: on a page that also imports what they share (everything bookkit exports), a
// partner's Vite (Rolldown) splits the shared modules into a chunk for each set of imports that
// reach them. The editor's dialog stays apart: a row opened before idle time waits for it alone.
export { AdjustmentDialog, DiscrepancyDialog, FinishOutcome, NotClearedDialog } from './FinishParts'
export { ReconciliationHistory } from './history/ReconciliationHistory'
export { StatementFile } from './StatementFile'
