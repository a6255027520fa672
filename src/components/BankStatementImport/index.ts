export { BankStatementImport, type BankStatementImportProps } from './BankStatementImport'
