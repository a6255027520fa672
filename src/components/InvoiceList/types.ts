import type { ReactNode } from 'react'
import type { InvoiceSortField } from '../../api/service'
import type { CustomerRef, AccountingDimensionValue, Invoice, InvoiceFilter } from '../../api/types'
import type { CommonComponentProps } from '../shared/root/ComponentRoot'
import type { LoadCallbacks } from '../shared/root/useLoadCallbacks'
import type { InvoiceDetailMode } from './DetailHost'

/**
 * The columns `<InvoiceList>` can show. `dueOnDates` (the balance due on the dates `filter.dueDate.in`
 * lists) shows only while the filter lists due dates.
 */
export type InvoiceColumnId = 'number' | 'customer' | 'date' | 'dueDate' | 'status' | 'total' | 'paid' | 'balance' | 'dueOnDates'

/** Every invoice column, in the default order. */
export const INVOICE_COLUMN_IDS: readonly InvoiceColumnId[] = [
  'number',
  'customer',
  'date',
  'dueDate',
  'status',
  'total',
  'paid',
  'balance',
  'dueOnDates',
]

export type { InvoiceSortField, InvoiceDetailMode }

/** The list's sort: a field, `-` prefixed for descending; the service profile's `invoiceSort` writes it into the query. */
export type InvoiceSortValue = InvoiceSortField | `-${InvoiceSortField}`

/** A host's own rendering of one column's cell. */
export type InvoiceCellRenderer = (invoice: Invoice) => ReactNode

/** Choices the filter panel offers for customers and dimension values. */
export interface InvoiceFilterOptions {
  /** Customers to filter by; default the customers of the invoices loaded so far. */
  customers?: readonly CustomerRef[]
  /** Dimension values to filter by; default those of the invoices loaded so far. */
  dimensionValues?: readonly AccountingDimensionValue[]
}

/** Props of `<InvoiceList>`. */
export interface InvoiceListProps extends CommonComponentProps, LoadCallbacks {
  /** The columns to show, in this order; default every column in `INVOICE_COLUMN_IDS` order. */
  columns?: readonly InvoiceColumnId[]
  /** Header text per column, replacing the default (and the provider's `messages`). */
  columnLabels?: Partial<Record<InvoiceColumnId, string>>
  /** The host's own cell content per column; the other columns keep the default cells. */
  renderCell?: Partial<Record<InvoiceColumnId, InvoiceCellRenderer>>
  /** The invoice query's filter, controlled. Every member is sent to the service as given. */
  filter?: InvoiceFilter
  /** The initial filter when uncontrolled. */
  defaultFilter?: InvoiceFilter
  /** Called with the whole new filter whenever the user changes one. */
  onFilterChange?: (filter: InvoiceFilter) => void
  /** The sort, controlled. */
  sort?: InvoiceSortValue
  /** The initial sort when uncontrolled; default `-date` (newest first). */
  defaultSort?: InvoiceSortValue
  /** Called when the user sorts by a column header. */
  onSortChange?: (sort: InvoiceSortValue) => void
  /** Invoices per page, 1 to 250; default 100. */
  pageSize?: number
  /** The user chose an invoice (click, Enter or Space on its row); called whatever `detail` is. */
  onSelectInvoice?: (invoice: Invoice) => void
  /**
   * How a chosen invoice opens: `'dialog'` (default) in a modal dialog over the list, `'panel'`
   * beside the list (below it in a narrow container), or `false` to leave it to the host's
   * `onSelectInvoice`. The detail's code loads the first time an invoice opens.
   */
  detail?: InvoiceDetailMode
  /** Show the search box and filter panel; default true. With `false` the host drives `filter` itself. */
  showFilters?: boolean
  /** Choices for the customer and dimension filters. */
  filterOptions?: InvoiceFilterOptions
}
