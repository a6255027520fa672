import { useMemo } from 'react'
import { functionalUpdate } from '@tanstack/react-table'
import type { Invoice } from '../../api/types'
import { GridCell, VirtualGrid, type GridDefinition, type GridPaging } from '../shared/grid/VirtualGrid'
import { balanceDueOn } from '../../api/owedParts'
import {
  invoiceColumnName,
  invoiceColumns,
  invoiceFeatures,
  offeredColumns,
  sortingOf,
  sortValueOf,
  type InvoiceTableMeta,
} from './columns'
import type { InvoiceListMessages } from '../../messages/forms/invoiceList'
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
export function InvoiceTable({
  invoices,
  columns,
  dueOnDates,
  columnLabels,
  renderCell,
  sort,
  sortable,
  onSortChange,
  onSelectInvoice,
  messages,
  ...paging
}: InvoiceTableProps) {
  // Keyed by content, not identity: hosts often pass new `columns` and filter arrays on every render.
  const dueDateKey = (dueOnDates ?? []).join(',')
  const listsDueDates = dueDateKey !== ''
  const dueOn = useMemo(() => new Set(dueDateKey === '' ? [] : dueDateKey.split(',')), [dueDateKey])
  const totals = useMemo(() => sumTotals(invoices, dueOn), [invoices, dueOn])
  const meta = useMemo<InvoiceTableMeta>(
    () => ({ messages, labels: columnLabels, renderCell, dueOnDates: dueOn, totals }),
    [messages, columnLabels, renderCell, dueOn, totals],
  )
  const sorting = useMemo(() => sortingOf(sort), [sort])
  const grid: GridDefinition<typeof invoiceFeatures, Invoice> = {
    list: 'invoices',
    features: invoiceFeatures,
    columns: sortable ? invoiceColumns : unsortable,
    offered: offeredColumns(columns, { listsDueDates }),
    meta,
    columnName: (id) => invoiceColumnName(meta, id as InvoiceColumnId),
    sorting: {
      state: sorting,
      onChange: (updater) => {
        const next = sortValueOf(functionalUpdate(updater, sorting))
        if (next) onSortChange(next)
      },
    },
  }

  return (
    <VirtualGrid
      {...paging}
      records={invoices}
      grid={grid}
      label={messages['invoiceList.title']}
      renderAfterBody={({ table }) => {
        const footers = table.getFooterGroups()[0]?.headers ?? []
        // The row's label goes in the first column without a total, wherever the user moved the columns.
        const labelled = footers.find((footer) => !footer.column.columnDef.footer)
        return (
          <div className="bk-grid__foot" role="rowgroup">
            <div
              className="bk-grid__row"
              role="row"
              aria-rowindex={invoices.length + HEADER_ROWS + 1}
              aria-label={messages['invoiceList.totals']}
            >
              {footers.map((footer) => (
                <GridCell key={footer.id} column={footer.column}>
                  {footer === labelled ? messages['invoiceList.totals'] : <table.FlexRender footer={footer} />}
                </GridCell>
              ))}
            </div>
          </div>
        )
      }}
      rowsBefore={HEADER_ROWS}
      rowsAfter={1}
      onSelect={onSelectInvoice}
    />
  )
}

/** The columns for a service that cannot sort: the same, with no header that sorts. */
const unsortable = invoiceColumns.map((column) => ({ ...column, enableSorting: false }))

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
