import { useMemo, type ReactNode } from 'react'
import type { GlEntry } from '../../api/types'
import { DateText, Money } from '../shared/cells'
import { GridCell, VirtualGrid, type GridPaging } from '../shared/grid/VirtualGrid'
import { ledgerColumns, type LedgerTableMeta } from './columns'
import type { GeneralLedgerMessages } from '../../messages/generalLedger'

export interface LedgerTableProps extends GridPaging {
  lines: GlEntry[]
  /** The balance before the first line, shown as its own row; `null` when not asked for. */
  beginningBalance: number | null
  /** Date of the beginning-balance row (the filter's begin date), if any. */
  beginDate?: string
  label: string
  onSelectEntry?: (entry: GlEntry) => void
  messages: GeneralLedgerMessages
}


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
export function LedgerTable({ lines, beginningBalance, beginDate, label, onSelectEntry, messages, ...paging }: LedgerTableProps) {
  const meta = useMemo<LedgerTableMeta>(() => ({ messages }), [messages])
  return (
    <VirtualGrid
      {...paging}
      records={lines}
      table={{ columns: ledgerColumns, meta }}
      label={label}
      renderBeforeBody={({ columns }) =>
        beginningBalance !== null && (
          <div className="bk-grid__static" role="rowgroup">
            <div className="bk-grid__row" role="row" aria-rowindex={2} data-kind="beginning-balance">
              {columns.map((column) => (
                <GridCell key={column.id} column={column}>
                  {openingCell(column.id, beginningBalance, beginDate, messages)}
                </GridCell>
              ))}
            </div>
          </div>
        )
      }
      // Rows before the lines: the header, and the beginning balance when shown.
      rowsBefore={beginningBalance === null ? 1 : 2}
      onSelect={onSelectEntry}
    />
  )
}
