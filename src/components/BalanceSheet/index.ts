export { BalanceSheet, type BalanceSheetAccountSelection, type BalanceSheetProps } from './BalanceSheet'
