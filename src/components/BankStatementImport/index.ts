export { BankStatementImport } from './BankStatementImport'
export type { BankStatementImportProps } from './types'
