export { GeneralLedger } from './GeneralLedger'
export type { GeneralLedgerProps, LedgerFilter, LedgerFilterOptions } from './types'
