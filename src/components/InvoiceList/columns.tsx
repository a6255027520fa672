import type { ReactNode } from 'react'
import {
  createColumnHelper,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type CellContext,
  type CellData,
  type HeaderContext,
} from '@tanstack/react-table'
import { balanceDueOn } from '../../api/owedParts'
import type { Invoice } from '../../api/types'
import { ClampedText, DateText, Money, StatusBadge } from '../shared/cells'
import { layoutFeatures, listMeta, type ColumnLayout } from '../shared/grid/gridTable'
import { InvoiceNumberCell } from './InvoiceNumberCell'
import type { InvoiceSortRequest } from '../../api/service'
import { statusLabel, type InvoiceListMessages } from '../../messages/forms/invoiceList'
import type { InvoiceCellRenderer, InvoiceColumnId, InvoiceSortField, InvoiceSortValue } from './types'

/** What every cell, header and footer template reads from the table: the host's overrides, the filter's due dates and the loaded totals. */
export interface InvoiceTableMeta {
  messages: InvoiceListMessages
  labels: Partial<Record<InvoiceColumnId, string>> | undefined
  renderCell: Partial<Record<InvoiceColumnId, InvoiceCellRenderer>> | undefined
  /** The due dates the filter lists (`dueDate.in`), which the `dueOnDates` column sums the balance due on. */
  dueOnDates: ReadonlySet<string>
  totals: { total: number; paid: number; balance: number; dueOnDates: number }
}

/** Per column: the service field it sorts by (if any), and how its cells align. */
export interface InvoiceColumnMeta extends ColumnLayout {
  sortField?: InvoiceSortField
}

/**
 * The invoices' table: the user's columns, and sorting as state alone (`manualSorting`): the
 * service sorts, so a header's click asks it for the invoices in the new order.
 */
export const invoiceFeatures = tableFeatures({
  ...layoutFeatures,
  rowSortingFeature,
  tableMeta: metaHelper<InvoiceTableMeta>(),
  columnMeta: metaHelper<InvoiceColumnMeta>(),
})
const helper = createColumnHelper<typeof invoiceFeatures, Invoice>()
// Generic in the column's value, so that one template fits a column of any value.
type Header<TValue extends CellData> = HeaderContext<typeof invoiceFeatures, Invoice, TValue>
type Cell<TValue extends CellData> = CellContext<typeof invoiceFeatures, Invoice, TValue>

/** A column's name: the host's label, else the (possibly overridden) message. */
export function invoiceColumnName(meta: Pick<InvoiceTableMeta, 'labels' | 'messages'>, id: InvoiceColumnId): string {
  return meta.labels?.[id] ?? meta.messages[`invoiceList.column.${id}`]
}

/** The header text of a column: the host's label, else the (possibly overridden) message. */
function header(id: InvoiceColumnId) {
  return <TValue extends CellData>({ table }: Header<TValue>): string => invoiceColumnName(listMeta(table), id)
}

/** The host's cell for a column when it gave one, else ours. */
function cell(id: InvoiceColumnId, own: (invoice: Invoice, meta: InvoiceTableMeta) => ReactNode) {
  return <TValue extends CellData>({ row, table }: Cell<TValue>): ReactNode => {
    const meta = listMeta(table)
    const hostCell = meta.renderCell?.[id]
    return hostCell ? hostCell(row.original) : own(row.original, meta)
  }
}

function totalFooter(key: keyof InvoiceTableMeta['totals']) {
  return <TValue extends CellData>({ table }: Header<TValue>): ReactNode => <Money minor={listMeta(table).totals[key]} />
}

/** Every invoice column, in the default order; module-level so each definition is built once. */
export const invoiceColumns = helper.columns([
  helper.accessor('invoiceNumber', {
    id: 'number',
    header: header('number'),
    cell: cell('number', (invoice) => <InvoiceNumberCell invoice={invoice} />),
    meta: { sortField: 'invoiceNumber' },
    sortDescFirst: false,
  }),
  helper.accessor((invoice) => invoice.customer?.name ?? '', {
    id: 'customer',
    enableSorting: false,
    header: header('customer'),
    cell: cell('customer', (invoice) => <ClampedText text={invoice.customer?.name} />),
  }),
  helper.accessor('date', {
    id: 'date',
    header: header('date'),
    cell: cell('date', (invoice) => <DateText date={invoice.date} />),
    meta: { sortField: 'date' },
    sortDescFirst: false,
  }),
  helper.accessor((invoice) => invoice.collectionInfo?.term?.dueDate ?? '', {
    id: 'dueDate',
    header: header('dueDate'),
    cell: cell('dueDate', (invoice) => <DateText date={invoice.collectionInfo?.term?.dueDate} />),
    meta: { sortField: 'dueDate' },
    sortDescFirst: false,
  }),
  helper.accessor((invoice) => invoice.detailedInvoiceDisplayStatus ?? invoice.invoiceStatus, {
    id: 'status',
    enableSorting: false,
    header: header('status'),
    cell: cell('status', (invoice, { messages }) => {
      const status = invoice.detailedInvoiceDisplayStatus ?? invoice.invoiceStatus
      return <StatusBadge status={status} label={status && statusLabel(messages, status)} />
    }),
  }),
  helper.accessor((invoice) => invoice.totals.total, {
    id: 'total',
    header: header('total'),
    cell: cell('total', (invoice) => <Money minor={invoice.totals.total} />),
    footer: totalFooter('total'),
    meta: { sortField: 'total', align: 'end' },
    sortDescFirst: true,
  }),
  helper.accessor((invoice) => invoice.totals.paidAmount, {
    id: 'paid',
    enableSorting: false,
    header: header('paid'),
    cell: cell('paid', (invoice) => <Money minor={invoice.totals.paidAmount} />),
    footer: totalFooter('paid'),
    meta: { align: 'end' },
  }),
  helper.accessor((invoice) => invoice.totals.balance, {
    id: 'balance',
    header: header('balance'),
    cell: cell('balance', (invoice) => <Money minor={invoice.totals.balance} />),
    footer: totalFooter('balance'),
    meta: { sortField: 'balance', align: 'end' },
    sortDescFirst: true,
  }),
  helper.display({
    id: 'dueOnDates',
    header: header('dueOnDates'),
    cell: cell('dueOnDates', (invoice, { dueOnDates }) => <Money minor={balanceDueOn(invoice, dueOnDates)} />),
    footer: totalFooter('dueOnDates'),
    meta: { align: 'end' },
  }),
])

/** The columns the list offers: the host's `columns`, each once, and `dueOnDates` only while the filter lists due dates (without them it would show nothing but zeros). */
export function offeredColumns(ids: readonly InvoiceColumnId[], { listsDueDates }: { listsDueDates: boolean }): InvoiceColumnId[] {
  return [...new Set(listsDueDates ? ids : ids.filter((id) => id !== 'dueOnDates'))]
}

/** A sort value (`-date`) as the field and direction a profile's encoder writes into the query. */
export function sortRequest(sort: InvoiceSortValue): InvoiceSortRequest {
  const descending = sort.startsWith('-')
  return { field: (descending ? sort.slice(1) : sort) as InvoiceSortField, descending }
}

/** A sort value as TanStack Table's sorting state: the column that sorts by its field, and the direction. */
export function sortingOf(sort: InvoiceSortValue): { id: string; desc: boolean }[] {
  const { field, descending } = sortRequest(sort)
  const column = invoiceColumns.find((definition) => definition.meta?.sortField === field)
  return column?.id ? [{ id: column.id, desc: descending }] : []
}

/** The sort value for TanStack Table's sorting state (a header's click), or undefined when its column sorts by no field. */
export function sortValueOf(sorting: readonly { id: string; desc: boolean }[]): InvoiceSortValue | undefined {
  const [first] = sorting
  const field = invoiceColumns.find((definition) => definition.id === first?.id)?.meta?.sortField
  return field && first ? (first.desc ? `-${field}` : field) : undefined
}
