export { GeneralLedger } from './GeneralLedger'
export { toLedgerCsv, type LedgerCsvOptions } from './csv'
export type { GeneralLedgerProps, LedgerFilter, LedgerFilterOptions } from './types'
