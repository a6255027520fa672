export { MonthEndClose, type MonthEndCloseProps } from './MonthEndClose'
