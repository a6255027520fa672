export { InvoiceList } from './InvoiceList'
export {
  INVOICE_COLUMN_IDS,
  type InvoiceCellRenderer,
  type InvoiceColumnId,
  type InvoiceDetailMode,
  type InvoiceFilterOptions,
  type InvoiceListProps,
  type InvoiceSortValue,
} from './types'
