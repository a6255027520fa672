export { ReceivablesAging, type ReceivablesAgingProps } from './ReceivablesAging'
