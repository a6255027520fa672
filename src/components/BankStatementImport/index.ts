export { BankStatementImport } from './BankStatementImport'
export { STATEMENT_IMPORT_COLUMN_IDS, type BankStatementImportProps, type StatementImportColumnId } from './types'
