export { GeneralLedger } from './GeneralLedger'
export { generalLedgerMessages, type GeneralLedgerMessages } from './messages'
export { toLedgerCsv, type LedgerCsvOptions } from './csv'
export type { GeneralLedgerProps, LedgerFilter, LedgerFilterOptions } from './types'
