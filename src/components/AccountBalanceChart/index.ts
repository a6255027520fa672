export { AccountBalanceChart, type AccountBalanceChartProps } from './AccountBalanceChart'
export type { BalanceChartVariant } from './BalanceChartView'
