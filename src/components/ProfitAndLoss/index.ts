export { ProfitAndLoss, type ProfitAndLossProps, type StatementAccountSelection } from './ProfitAndLoss'
