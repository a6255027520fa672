import { useMemo } from 'react'
import type { Invoice } from '../../api/types'
import { GridCell, VirtualGrid, type GridPaging } from '../shared/grid/VirtualGrid'
import { renderFooter, renderHeader } from '../shared/grid/tableSetup'
import { balanceDueOn } from '../../api/owedParts'
import { columnsFor, nextSort, sortDirectionOf, type InvoiceTableMeta } from './columns'
import type { InvoiceListMessages } from '../../messages/invoiceList'
import type { InvoiceListProps, InvoiceSortValue, InvoiceColumnId } from './types'

export interface InvoiceTableProps extends Pick<InvoiceListProps, 'columnLabels' | 'renderCell' | 'onSelectInvoice'>, GridPaging {
  invoices: Invoice[]
  columns: readonly InvoiceColumnId[]
  /** The due dates the filter lists (`dueDate.in`): the `dueOnDates` column shows while there are any. */
  dueOnDates: readonly string[] | undefined
  sort: InvoiceSortValue
  /** The service can sort: headers sort on click. Without it the rows keep the service's order. */
  sortable: boolean
  onSortChange: (sort: InvoiceSortValue) => void
  messages: InvoiceListMessages
}

/** Header row, then one row per invoice (only those near the viewport are in the DOM), then the totals row. */
const HEADER_ROWS = 1

/** The loaded invoices as a virtualized grid; sorting is the service's, so a header click asks for a new query. */
export function InvoiceTable({ invoices, columns, dueOnDates, columnLabels, renderCell, sort, sortable, onSortChange, onSelectInvoice, messages, ...paging }: InvoiceTableProps) {
  // Keyed by content, not identity: hosts often pass new `columns` and filter arrays on every render.
  const columnKey = columns.join(',')
  const dueDateKey = (dueOnDates ?? []).join(',')
  const listsDueDates = dueDateKey !== ''
  const shownColumns = useMemo(() => columnsFor((columnKey === '' ? [] : columnKey.split(',')) as InvoiceColumnId[], { listsDueDates }), [columnKey, listsDueDates])
  const dueOn = useMemo(() => new Set(dueDateKey === '' ? [] : dueDateKey.split(',')), [dueDateKey])
  const totals = useMemo(() => sumTotals(invoices, dueOn), [invoices, dueOn])
  const meta = useMemo<InvoiceTableMeta>(() => ({ messages, labels: columnLabels, renderCell, dueOnDates: dueOn, totals }), [messages, columnLabels, renderCell, dueOn, totals])

  return (
    <VirtualGrid
      {...paging}
      records={invoices}
      table={{ columns: shownColumns, meta }}
      label={messages['invoiceList.title']}
      renderHeaderCells={({ columns: shown, table }) => shown.map((column) => {
        const { sortField: field, sortDescFirst } = column.meta ?? {}
        const sortField = sortable ? field : undefined
        const sorted = sortField ? sortDirectionOf(sort, sortField) : false
        return (
          <GridCell
            key={column.id}
            column={column}
            role="columnheader"
            aria-sort={sortField ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
          >
            {sortField ? (
              <button type="button" className="bk-grid__sort" data-sorted={sorted || undefined} onClick={() => onSortChange(nextSort(sort, { sortField, sortDescFirst }))}>
                {renderHeader(column, table)}
                <span className="bk-grid__sort-icon" aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
              </button>
            ) : (
              renderHeader(column, table)
            )}
          </GridCell>
        )
      })}
      renderAfterBody={({ columns: shown, table }) => (
        <div className="bk-grid__foot" role="rowgroup">
          <div className="bk-grid__row" role="row" aria-rowindex={invoices.length + HEADER_ROWS + 1} aria-label={messages['invoiceList.totals']}>
            {shown.map((column, index) => (
              <GridCell key={column.id} column={column}>
                {index === 0 && !column.footer ? messages['invoiceList.totals'] : renderFooter(column, table)}
              </GridCell>
            ))}
          </div>
        </div>
      )}
      rowsBefore={HEADER_ROWS}
      rowsAfter={1}
      onSelect={onSelectInvoice}
    />
  )
}

function sumTotals(invoices: readonly Invoice[], dueOn: ReadonlySet<string>): InvoiceTableMeta['totals'] {
  const totals = { total: 0, paid: 0, balance: 0, dueOnDates: 0 }
  for (const invoice of invoices) {
    totals.total += invoice.totals.total
    totals.paid += invoice.totals.paidAmount
    totals.balance += invoice.totals.balance
    if (dueOn.size > 0) totals.dueOnDates += balanceDueOn(invoice, dueOn)
  }
  return totals
}
