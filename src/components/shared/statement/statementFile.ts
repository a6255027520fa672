// A statement's file as Export CSV writes it. No first look needs it: the frame loads it once the
// statement has painted (StatementFrame), so it is here by the time Export can be chosen.
import { csvFile, csvRow } from '../files/csv'
import { downloadCsv } from '../files/download'
import { titleRecords, type CsvRecord, type StatementTitle } from '../../../core/statements/csvStatement'

export { comparedHeaders, statementRecords } from '../../../core/statements/csvStatement'
export { trialBalanceRecords } from '../../../core/statements/csvTrialBalance'

/** Saves a statement's file: the title block, then its table's records. */
export function saveStatementFile(title: StatementTitle, records: readonly CsvRecord[], fileName: string): void {
  downloadCsv(csvFile([...titleRecords(title), ...records].map(csvRow)), fileName)
}
