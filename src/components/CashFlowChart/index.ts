export { CashFlowChart, type CashFlowChartProps } from './CashFlowChart'
