export { TrialBalance, type TrialBalanceAccountSelection, type TrialBalanceProps } from './TrialBalance'
