export { InvoiceDetail } from './InvoiceDetail'
export type { InvoiceDetailProps } from './types'
