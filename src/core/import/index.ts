/** Bank statement import: reading a file into rows, and the types of what is read. */
export { readBankStatement } from './readBankStatement'
export { STATEMENT_ENCODINGS } from './types'
export type {
  CsvColumns,
  CsvDelimiter,
  CsvLayout,
  CsvSettings,
  DecimalMark,
  FileProblem,
  FileProblemCode,
  QifLayout,
  ReadStatementOptions,
  RowProblem,
  RowProblemCode,
  StatementBalance,
  StatementSummary,
  StatementDateFormat,
  StatementEncoding,
  StatementFileFormat,
  BankStatementReading,
  StatementRow,
} from './types'
export type { ImportRowState, PreviewRow, StatementPreview } from './preview'
