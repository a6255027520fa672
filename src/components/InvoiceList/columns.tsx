import {
  columnOrderingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnOrderState,
  type ColumnVisibilityState,
  type Row,
  type SortingState,
  type Table,
} from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { Invoice } from '../../api/types'
import { DateText, Money, StatusBadge } from '../shared/cells'
import { InvoiceNumberCell } from './InvoiceNumberCell'
import { columnMessageKey, type InvoiceListMessages } from './messages'
import { INVOICE_COLUMN_IDS, type InvoiceCellRenderer, type InvoiceColumnId, type InvoiceSortField, type InvoiceSortValue } from './types'

/** What every cell, header and footer template reads from the table: the host's overrides and the loaded totals. */
export interface InvoiceTableMeta {
  messages: InvoiceListMessages
  labels: Partial<Record<InvoiceColumnId, string>> | undefined
  renderCell: Partial<Record<InvoiceColumnId, InvoiceCellRenderer>> | undefined
  totals: { total: number; paid: number; balance: number }
}

/** Per column: the service field it sorts by (if any) and how its cells align. */
export interface InvoiceColumnMeta {
  sortField?: InvoiceSortField
  align?: 'start' | 'end'
}

/** Sorting is the service's (manual); visibility and order come from the host's `columns` prop. */
export const invoiceTableFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  tableMeta: {} as InvoiceTableMeta,
  columnMeta: {} as InvoiceColumnMeta,
})

type Features = typeof invoiceTableFeatures
// Only what the templates read, so one template fits columns of any value type.
type Header = { table: Table<Features, Invoice> }
type Cell = { row: Row<Features, Invoice>; table: Table<Features, Invoice> }

const helper = createColumnHelper<Features, Invoice>()

/** The header text of a column: the host's label, else the (possibly overridden) message. */
function header(id: InvoiceColumnId) {
  return ({ table }: Header): string => {
    const meta = table.options.meta as InvoiceTableMeta
    return meta.labels?.[id] ?? meta.messages[columnMessageKey(id)]
  }
}

/** The host's cell for a column when it gave one, else ours. */
function cell(id: InvoiceColumnId, own: (invoice: Invoice) => ReactNode) {
  return ({ row, table }: Cell): ReactNode => {
    const hostCell = (table.options.meta as InvoiceTableMeta).renderCell?.[id]
    return hostCell ? hostCell(row.original) : own(row.original)
  }
}

function totalFooter(key: keyof InvoiceTableMeta['totals']) {
  return ({ table }: Header): ReactNode => <Money minor={(table.options.meta as InvoiceTableMeta).totals[key]} />
}

/** Every invoice column; module-level so the table's column model is built once. */
export const invoiceColumns = helper.columns([
  helper.accessor('invoiceNumber', {
    id: 'number',
    header: header('number'),
    cell: cell('number', (invoice) => <InvoiceNumberCell invoice={invoice} />),
    meta: { sortField: 'invoiceNumber' },
  }),
  helper.accessor((invoice) => invoice.customer?.name ?? '', {
    id: 'customer',
    header: header('customer'),
    cell: cell('customer', (invoice) => invoice.customer?.name),
    enableSorting: false,
  }),
  helper.accessor('date', {
    id: 'date',
    header: header('date'),
    cell: cell('date', (invoice) => <DateText date={invoice.date} />),
    meta: { sortField: 'date' },
  }),
  helper.accessor((invoice) => invoice.collectionInfo?.term?.dueDate ?? '', {
    id: 'dueDate',
    header: header('dueDate'),
    cell: cell('dueDate', (invoice) => <DateText date={invoice.collectionInfo?.term?.dueDate} />),
    meta: { sortField: 'dueDate' },
  }),
  helper.accessor((invoice) => invoice.detailedInvoiceDisplayStatus ?? invoice.invoiceStatus, {
    id: 'status',
    header: header('status'),
    cell: cell('status', (invoice) => <StatusBadge status={invoice.detailedInvoiceDisplayStatus ?? invoice.invoiceStatus} />),
    enableSorting: false,
  }),
  helper.accessor((invoice) => invoice.totals.total, {
    id: 'total',
    header: header('total'),
    cell: cell('total', (invoice) => <Money minor={invoice.totals.total} />),
    footer: totalFooter('total'),
    meta: { sortField: 'total', align: 'end' },
  }),
  helper.accessor((invoice) => invoice.totals.paidAmount, {
    id: 'paid',
    header: header('paid'),
    cell: cell('paid', (invoice) => <Money minor={invoice.totals.paidAmount} />),
    footer: totalFooter('paid'),
    enableSorting: false,
    meta: { align: 'end' },
  }),
  helper.accessor((invoice) => invoice.totals.balance, {
    id: 'balance',
    header: header('balance'),
    cell: cell('balance', (invoice) => <Money minor={invoice.totals.balance} />),
    footer: totalFooter('balance'),
    meta: { sortField: 'balance', align: 'end' },
  }),
])

/** Visibility state for the host's `columns`: every other column hidden. */
export function columnVisibilityFor(columns: readonly InvoiceColumnId[]): ColumnVisibilityState {
  return Object.fromEntries(INVOICE_COLUMN_IDS.map((id) => [id, columns.includes(id)]))
}

/** Order state for the host's `columns`, with the hidden ones after them. */
export function columnOrderFor(columns: readonly InvoiceColumnId[]): ColumnOrderState {
  return [...columns, ...INVOICE_COLUMN_IDS.filter((id) => !columns.includes(id))]
}

const SORT_FIELD_COLUMN: Record<InvoiceSortField, InvoiceColumnId> = {
  invoiceNumber: 'number',
  date: 'date',
  dueDate: 'dueDate',
  total: 'total',
  balance: 'balance',
}

/** The table's sorting state for a `sort.value`. */
export function sortingFor(sort: InvoiceSortValue): SortingState {
  const desc = sort.startsWith('-')
  const field = (desc ? sort.slice(1) : sort) as InvoiceSortField
  return [{ id: SORT_FIELD_COLUMN[field], desc }]
}

/** The `sort.value` for the table's sorting state, or `undefined` for a column the service cannot sort by. */
export function sortValueFor(sorting: SortingState): InvoiceSortValue | undefined {
  const [first] = sorting
  if (!first) return undefined
  const field = invoiceColumns.find((column) => column.id === first.id)?.meta?.sortField
  if (!field) return undefined
  return first.desc ? `-${field}` : field
}
