import { FlexRender, useTable, type Row } from '@tanstack/react-table'
import { useMemo, useRef } from 'react'
import type { Invoice } from '../../api/types'
import { useVirtualRows } from '../shared/useVirtualRows'
import { columnsFor, invoiceTableFeatures, nextSort, sortDirectionOf, type InvoiceTableMeta } from './columns'
import { RowTabStopContext } from './InvoiceNumberCell'
import type { InvoiceListMessages } from './messages'
import type { InvoiceListProps, InvoiceSortValue, InvoiceColumnId } from './types'

export interface InvoiceTableProps extends Pick<InvoiceListProps, 'columnLabels' | 'renderCell' | 'onSelectInvoice'> {
  invoices: Invoice[]
  /** The first loaded page: a new one means another query's rows, so the list goes back to the top. */
  firstPage: unknown
  /** The rows are the previous query's, shown until the new ones arrive. */
  refreshing: boolean
  columns: readonly InvoiceColumnId[]
  sort: InvoiceSortValue
  onSortChange: (sort: InvoiceSortValue) => void
  /** More pages exist beyond the loaded ones (the row count is then unknown). */
  hasMore: boolean
  canLoadMore: boolean
  onLoadMore: () => void
  messages: InvoiceListMessages
}

const getRowId = (invoice: Invoice) => invoice.id

/** Header row, then one row per invoice (only those near the viewport are in the DOM), then the totals row. */
const HEADER_ROWS = 1

/** The loaded invoices as a virtualized grid; sorting is the service's, so a header click asks for a new query. */
export function InvoiceTable({ invoices, firstPage, refreshing, columns, columnLabels, renderCell, sort, onSortChange, hasMore, canLoadMore, onLoadMore, onSelectInvoice, messages }: InvoiceTableProps) {
  // Keyed by content, not identity: hosts often pass a new `columns` array on every render.
  const columnKey = columns.join(',')
  const shownColumns = useMemo(() => columnsFor((columnKey === '' ? [] : columnKey.split(',')) as InvoiceColumnId[]), [columnKey])
  const totals = useMemo(() => sumTotals(invoices), [invoices])
  const meta = useMemo<InvoiceTableMeta>(() => ({ messages, labels: columnLabels, renderCell, totals }), [messages, columnLabels, renderCell, totals])

  const table = useTable({ features: invoiceTableFeatures, columns: shownColumns, data: invoices, getRowId, meta })
  const rows = table.getRowModel().rows
  const headers = table.getHeaderGroups()[0]?.headers ?? []
  const footers = table.getFooterGroups()[0]?.headers ?? []

  const scrollRef = useRef<HTMLDivElement | null>(null)
  const grid = useVirtualRows({
    scrollRef,
    count: rows.length,
    resetKey: firstPage,
    getRowKey: (index) => rows[index]?.id ?? String(index),
    canLoadMore,
    onNearEnd: onLoadMore,
    onActivate: (index) => {
      const invoice = rows[index]?.original
      if (invoice) onSelectInvoice?.(invoice)
    },
  })

  // ARIA grid roles on plain elements: the rows are absolutely positioned by the virtualizer, which
  // native table layout does not allow, and only some of them are in the DOM (aria-rowindex says which).
  return (
    <div ref={scrollRef} className="bk-grid-region" data-state={refreshing ? 'refreshing' : undefined}>
      <div
        className="bk-grid"
        role="grid"
        aria-label={messages['invoiceList.title']}
        aria-readonly="true"
        aria-rowcount={hasMore ? -1 : rows.length + HEADER_ROWS + 1}
        aria-colcount={headers.length}
      >
        <div className="bk-grid__head" role="rowgroup">
          <div className="bk-grid__row" role="row" aria-rowindex={1}>
            {headers.map((header) => {
              const { sortField, sortDescFirst, align } = header.column.columnDef.meta ?? {}
              const sorted = sortField ? sortDirectionOf(sort, sortField) : false
              return (
                <div
                  key={header.id}
                  className="bk-grid__cell"
                  role="columnheader"
                  data-column={header.column.id}
                  data-align={align}
                  aria-sort={sortField ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {sortField ? (
                    <button type="button" className="bk-grid__sort" data-sorted={sorted || undefined} onClick={() => onSortChange(nextSort(sort, { sortField, sortDescFirst }))}>
                      <FlexRender header={header} />
                      <span className="bk-grid__sort-icon" aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                    </button>
                  ) : (
                    <FlexRender header={header} />
                  )}
                </div>
              )
            })}
          </div>
        </div>
        <div className="bk-grid__body" role="rowgroup" style={{ height: grid.bodyHeight }}>
          {grid.items.map((item) => {
            const row = rows[item.index] as Row<typeof invoiceTableFeatures, Invoice>
            return (
              <div
                key={row.id}
                className="bk-grid__row"
                role="row"
                aria-rowindex={item.index + HEADER_ROWS + 1}
                data-selectable={onSelectInvoice ? true : undefined}
                style={{ transform: `translateY(${grid.rowOffset(item)}px)` }}
                {...grid.rowProps(item.index)}
              >
                <RowTabStopContext.Provider value={grid.isTabStop(item.index)}>
                  {row.getAllCells().map((cell) => (
                    <div key={cell.id} className="bk-grid__cell" role="gridcell" data-column={cell.column.id} data-align={cell.column.columnDef.meta?.align}>
                      <FlexRender cell={cell} />
                    </div>
                  ))}
                </RowTabStopContext.Provider>
              </div>
            )
          })}
        </div>
        <div className="bk-grid__foot" role="rowgroup">
          <div className="bk-grid__row" role="row" aria-rowindex={rows.length + HEADER_ROWS + 1} aria-label={messages['invoiceList.totals']}>
            {footers.map((footer, index) => (
              <div key={footer.id} className="bk-grid__cell" role="gridcell" data-column={footer.column.id} data-align={footer.column.columnDef.meta?.align}>
                {index === 0 && !footer.column.columnDef.footer ? messages['invoiceList.totals'] : <FlexRender footer={footer} />}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}

function sumTotals(invoices: readonly Invoice[]): InvoiceTableMeta['totals'] {
  const totals = { total: 0, paid: 0, balance: 0 }
  for (const { totals: invoice } of invoices) {
    totals.total += invoice.total
    totals.paid += invoice.paidAmount
    totals.balance += invoice.balance
  }
  return totals
}
