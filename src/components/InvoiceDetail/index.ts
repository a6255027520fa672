export { InvoiceDetail } from './InvoiceDetail'
export { invoiceDetailMessages, type InvoiceDetailMessages } from './messages'
export type { InvoiceDetailProps } from './types'
