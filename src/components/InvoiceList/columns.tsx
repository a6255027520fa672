import type { ReactNode } from 'react'
import { balanceDueOn } from '../../api/owedParts'
import type { Invoice } from '../../api/types'
import { ClampedText, DateText, Money, StatusBadge } from '../shared/cells'
import { listTableSetup, metaOf, type ListCellContext, type ListHeaderContext } from '../shared/grid/tableSetup'
import { InvoiceNumberCell } from './InvoiceNumberCell'
import type { InvoiceSortRequest } from '../../api/service'
import { statusLabel, type InvoiceListMessages } from '../../messages/invoiceList'
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

/** Per column: the service field it sorts by (if any), its first sort direction, and how its cells align. */
export interface InvoiceColumnMeta {
  sortField?: InvoiceSortField
  /** The first click sorts descending (largest amounts first); otherwise ascending (A to Z, oldest first). */
  sortDescFirst?: boolean
  align?: 'start' | 'end'
}

/**
 * The core model is all the table needs: the host's `columns` prop already says which columns show
 * and in what order (the table is given just those), and sorting is the service's, read from `sort`.
 */
const { helper } = listTableSetup<Invoice, InvoiceTableMeta, InvoiceColumnMeta>()
type Header = ListHeaderContext<InvoiceTableMeta>
type Cell = ListCellContext<Invoice, InvoiceTableMeta>

/** The header text of a column: the host's label, else the (possibly overridden) message. */
function header(id: InvoiceColumnId) {
  return ({ table }: Header): string => {
    const meta = metaOf(table)
    return meta.labels?.[id] ?? meta.messages[`invoiceList.column.${id}`]
  }
}

/** The host's cell for a column when it gave one, else ours. */
function cell(id: InvoiceColumnId, own: (invoice: Invoice, meta: InvoiceTableMeta) => ReactNode) {
  return ({ row, table }: Cell): ReactNode => {
    const meta = metaOf(table)
    const hostCell = meta.renderCell?.[id]
    return hostCell ? hostCell(row.original) : own(row.original, meta)
  }
}

function totalFooter(key: keyof InvoiceTableMeta['totals']) {
  return ({ table }: Header): ReactNode => <Money minor={metaOf(table).totals[key]} />
}

/** Every invoice column, in the default order; module-level so each definition is built once. */
const invoiceColumns = helper.columns([
  helper.accessor('invoiceNumber', {
    id: 'number',
    header: header('number'),
    cell: cell('number', (invoice) => <InvoiceNumberCell invoice={invoice} />),
    meta: { sortField: 'invoiceNumber' },
  }),
  helper.accessor((invoice) => invoice.customer?.name ?? '', {
    id: 'customer',
    header: header('customer'),
    cell: cell('customer', (invoice) => <ClampedText text={invoice.customer?.name} />),
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
    meta: { sortField: 'total', sortDescFirst: true, align: 'end' },
  }),
  helper.accessor((invoice) => invoice.totals.paidAmount, {
    id: 'paid',
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
    meta: { sortField: 'balance', sortDescFirst: true, align: 'end' },
  }),
  helper.display({
    id: 'dueOnDates',
    header: header('dueOnDates'),
    cell: cell('dueOnDates', (invoice, { dueOnDates }) => <Money minor={balanceDueOn(invoice, dueOnDates)} />),
    footer: totalFooter('dueOnDates'),
    meta: { align: 'end' },
  }),
])

/**
 * The definitions of the host's `columns`, in the host's order, each once: the only columns the
 * table is given. `dueOnDates` only while the filter lists due dates: without them it would show
 * nothing but zeros, and a list without such a filter looks as it did before the column existed.
 */
export function columnsFor(ids: readonly InvoiceColumnId[], { listsDueDates }: { listsDueDates: boolean }) {
  const shown = listsDueDates ? ids : ids.filter((id) => id !== 'dueOnDates')
  return [...new Set(shown)].flatMap((id) => invoiceColumns.filter((column) => column.id === id))
}

/** A sort value (`-date`) as the field and direction a profile's encoder writes into the query. */
export function sortRequest(sort: InvoiceSortValue): InvoiceSortRequest {
  const descending = sort.startsWith('-')
  return { field: (descending ? sort.slice(1) : sort) as InvoiceSortField, descending }
}

/** How the list is sorted by `field` now: ascending, descending, or not by it. */
export function sortDirectionOf(sort: InvoiceSortValue, field: InvoiceSortField): 'asc' | 'desc' | false {
  if (sort === field) return 'asc'
  return sort === `-${field}` ? 'desc' : false
}

/** The sort after a click on a column's header: the other direction when sorted by it already, else its first direction. */
export function nextSort(sort: InvoiceSortValue, { sortField, sortDescFirst = false }: InvoiceColumnMeta & { sortField: InvoiceSortField }): InvoiceSortValue {
  const current = sortDirectionOf(sort, sortField)
  const descending = current ? current === 'asc' : sortDescFirst
  return descending ? `-${sortField}` : sortField
}
