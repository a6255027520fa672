export { GeneralLedger } from './GeneralLedger'
export {
  GENERAL_LEDGER_COLUMN_IDS,
  type GeneralLedgerColumnId,
  type GeneralLedgerProps,
  type LedgerFilter,
  type LedgerFilterOptions,
} from './types'
