import { useMemo, type ReactNode } from 'react'
import type { GlEntry } from '../../api/types'
import { DateText, Money } from '../shared/cells'
import { GridCell, VirtualGrid, type GridDefinition, type GridPaging } from '../shared/grid/VirtualGrid'
import { ledgerColumnName, ledgerColumns, ledgerFeatures, type LedgerTableMeta } from './columns'
import type { GeneralLedgerMessages } from '../../messages/statements/generalLedger'
import type { GeneralLedgerColumnId, GeneralLedgerProps } from './types'

export interface LedgerTableProps extends Pick<GeneralLedgerProps, 'columnLabels' | 'onSelectEntry'>, GridPaging {
  lines: GlEntry[]
  /** The host's columns, in the host's order. */
  columns: readonly GeneralLedgerColumnId[]
  /** The balance before the first line, shown as its own row; `null` when not asked for. */
  beginningBalance: number | null
  /** Date of the beginning-balance row (the filter's begin date), if any. */
  beginDate?: string
  label: string
  messages: GeneralLedgerMessages
}

/** What the beginning-balance row shows. */
interface Opening {
  balance: number
  beginDate: string | undefined
  /** The column that names the row (`openingLabelColumn`). */
  labelColumn: string | undefined
  messages: GeneralLedgerMessages
}

/**
 * The column whose cell says "Beginning balance": the description's when shown; else the first
 * shown column but the balance, so a host's ledger without descriptions still names the row.
 */
function openingLabelColumn(shown: readonly string[]): string | undefined {
  return shown.includes('description') ? 'description' : shown.find((id) => id !== 'runningBalance')
}

/** What the beginning-balance row shows in a column. */
function openingCell(columnId: string, { balance, beginDate, labelColumn, messages }: Opening): ReactNode {
  if (columnId === labelColumn) return messages['generalLedger.beginningBalance']
  switch (columnId) {
    case 'date':
      return <DateText date={beginDate} />
    case 'runningBalance':
      return <Money minor={balance} />
    default:
      return null
  }
}

/**
 * The loaded lines as a virtualized grid, in the service's order. The running balance of each line
 * is the service's: it counts every line before it, loaded or not, so it reads continuously across pages.
 */
export function LedgerTable({
  lines,
  columns,
  columnLabels,
  beginningBalance,
  beginDate,
  label,
  onSelectEntry,
  messages,
  ...paging
}: LedgerTableProps) {
  const meta = useMemo<LedgerTableMeta>(() => ({ messages, labels: columnLabels }), [messages, columnLabels])
  const grid: GridDefinition<typeof ledgerFeatures, GlEntry> = {
    list: 'generalLedger',
    features: ledgerFeatures,
    columns: ledgerColumns,
    // Each once: a column listed twice would be one column anyway.
    offered: [...new Set(columns)],
    meta,
    columnName: (id) => ledgerColumnName(meta, id as GeneralLedgerColumnId),
  }

  return (
    <VirtualGrid
      {...paging}
      records={lines}
      grid={grid}
      label={label}
      // The columns shown, in the user's order: the row follows what the user hides and moves.
      renderBeforeBody={({ columns: shown }) => {
        if (beginningBalance === null) return null
        const opening: Opening = {
          balance: beginningBalance,
          beginDate,
          labelColumn: openingLabelColumn(shown.map((column) => column.id)),
          messages,
        }
        return (
          <div className="bk-grid__static" role="rowgroup">
            <div
              className="bk-grid__row"
              role="row"
              aria-rowindex={2}
              aria-label={messages['generalLedger.beginningBalance']}
              data-kind="beginning-balance"
            >
              {shown.map((column) => (
                <GridCell key={column.id} column={column}>
                  {openingCell(column.id, opening)}
                </GridCell>
              ))}
            </div>
          </div>
        )
      }}
      // Rows before the lines: the header, and the beginning balance when shown.
      rowsBefore={beginningBalance === null ? 1 : 2}
      onSelect={onSelectEntry}
    />
  )
}
