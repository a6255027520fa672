import { FlexRender, useTable, type Row } from '@tanstack/react-table'
import { useMemo, useRef, type ReactNode } from 'react'
import type { GlEntry } from '../../api/types'
import { DateText, Money } from '../shared/cells'
import { useVirtualRows } from '../shared/useVirtualRows'
import { ledgerColumns, ledgerTableFeatures, type LedgerTableMeta } from './columns'
import type { GeneralLedgerMessages } from './messages'

export interface LedgerTableProps {
  lines: GlEntry[]
  /** The first loaded page: a new one means another query's lines, so the list goes back to the top. */
  firstPage: unknown
  /** The lines are the previous query's, shown until the new ones arrive. */
  refreshing: boolean
  /** The balance before the first line, shown as its own row; `null` when not asked for. */
  beginningBalance: number | null
  /** Date of the beginning-balance row (the filter's begin date), if any. */
  beginDate?: string
  label: string
  hasMore: boolean
  canLoadMore: boolean
  onLoadMore: () => void
  onSelectEntry?: (entry: GlEntry) => void
  messages: GeneralLedgerMessages
}

const getRowId = (line: GlEntry) => line.id

/** What the beginning-balance row shows in a column. */
function openingCell(columnId: string, balance: number, beginDate: string | undefined, messages: GeneralLedgerMessages): ReactNode {
  switch (columnId) {
    case 'date':
      return <DateText date={beginDate} />
    case 'description':
      return messages['generalLedger.beginningBalance']
    case 'runningBalance':
      return <Money minor={balance} />
    default:
      return null
  }
}

/**
 * The loaded lines as a virtualized grid. The running balance of each line is the service's: it
 * counts every line before it, loaded or not, so it reads continuously across pages.
 */
export function LedgerTable({ lines, firstPage, refreshing, beginningBalance, beginDate, label, hasMore, canLoadMore, onLoadMore, onSelectEntry, messages }: LedgerTableProps) {
  const meta = useMemo<LedgerTableMeta>(() => ({ messages }), [messages])
  const table = useTable({ features: ledgerTableFeatures, columns: ledgerColumns, data: lines, getRowId, meta })
  const rows = table.getRowModel().rows
  const headers = table.getHeaderGroups()[0]?.headers ?? []
  // Rows before the lines: the header, and the beginning balance when shown.
  const leadingRows = beginningBalance === null ? 1 : 2

  const scrollRef = useRef<HTMLDivElement | null>(null)
  const grid = useVirtualRows({
    scrollRef,
    count: rows.length,
    resetKey: firstPage,
    getRowKey: (index) => rows[index]?.id ?? String(index),
    canLoadMore,
    onNearEnd: onLoadMore,
    onActivate: (index) => {
      const line = rows[index]?.original
      if (line) onSelectEntry?.(line)
    },
  })

  // ARIA grid roles on plain elements: the virtualizer positions rows absolutely, which native table
  // layout does not allow, and only some rows are in the DOM (aria-rowindex says which).
  return (
    <div ref={scrollRef} className="bk-grid-region" data-state={refreshing ? 'refreshing' : undefined}>
      <div className="bk-grid" role="grid" aria-label={label} aria-readonly="true" aria-rowcount={hasMore ? -1 : rows.length + leadingRows} aria-colcount={headers.length}>
        <div className="bk-grid__head" role="rowgroup">
          <div className="bk-grid__row" role="row" aria-rowindex={1}>
            {headers.map((header) => (
              <div key={header.id} className="bk-grid__cell" role="columnheader" data-column={header.column.id} data-align={header.column.columnDef.meta?.align}>
                <FlexRender header={header} />
              </div>
            ))}
          </div>
        </div>
        {beginningBalance !== null && (
          <div className="bk-grid__static" role="rowgroup">
            <div className="bk-grid__row" role="row" aria-rowindex={2} data-kind="beginning-balance">
              {headers.map((header) => (
                <div key={header.id} className="bk-grid__cell" role="gridcell" data-column={header.column.id} data-align={header.column.columnDef.meta?.align}>
                  {openingCell(header.column.id, beginningBalance, beginDate, messages)}
                </div>
              ))}
            </div>
          </div>
        )}
        <div className="bk-grid__body" role="rowgroup" style={{ height: grid.bodyHeight }}>
          {grid.items.map((item) => {
            const row = rows[item.index] as Row<typeof ledgerTableFeatures, GlEntry>
            return (
              <div
                key={row.id}
                className="bk-grid__row"
                role="row"
                aria-rowindex={item.index + leadingRows + 1}
                data-selectable={onSelectEntry ? true : undefined}
                style={{ transform: `translateY(${grid.rowOffset(item)}px)` }}
                {...grid.rowProps(item.index)}
              >
                {row.getAllCells().map((cell) => (
                  <div key={cell.id} className="bk-grid__cell" role="gridcell" data-column={cell.column.id} data-align={cell.column.columnDef.meta?.align}>
                    <FlexRender cell={cell} />
                  </div>
                ))}
              </div>
            )
          })}
        </div>
      </div>
    </div>
  )
}
