import { useMemo, useState } from 'react'
import type { PreviewRow } from '../../import/preview'
import type { BankStatementImportStepMessages } from '../../messages/bankStatementImportSteps'
import { formatCount } from '../../format/messages'
import { ClampedText, DateText, Money } from '../shared/cells'
import { listTableSetup, metaOf, type ListCellContext } from '../shared/grid/tableSetup'
import { VirtualGrid, type ColumnLayout } from '../shared/grid/VirtualGrid'
import { stateText } from './rowText'

/** A preview row as the grid keys it: by its index in the file. */
export interface GridRow extends PreviewRow {
  id: string
}

interface PreviewTableMeta {
  messages: BankStatementImportStepMessages
  locale: string
  closingDate: string | undefined
  /** The books' currency, which a row in another currency is refused for. */
  booksCurrency: string
  ticked: ReadonlySet<number>
  onTick: (index: number, ticked: boolean) => void
}

const { helper, messageHeader } = listTableSetup<GridRow, PreviewTableMeta, ColumnLayout>()
type Cell = ListCellContext<GridRow, PreviewTableMeta>

const moneyCell = (side: 'in' | 'out') => ({ row }: Cell) => {
  const amount = row.original.row.amount
  if (amount === undefined || (side === 'in' ? amount < 0 : amount >= 0)) return null
  return <Money minor={Math.abs(amount)} />
}

const columns = helper.columns([
  helper.accessor((record) => record.row.line, { id: 'line', header: messageHeader('statementImport.grid.line'), cell: ({ row, table }: Cell) => formatCount(row.original.row.line, metaOf(table).locale), meta: { align: 'end' } }),
  helper.accessor((record) => record.row.date ?? '', { id: 'date', header: messageHeader('statementImport.grid.date'), cell: ({ row }: Cell) => <DateText date={row.original.row.date} /> }),
  helper.accessor((record) => record.row.description, { id: 'description', header: messageHeader('statementImport.grid.description'), cell: ({ row }: Cell) => <ClampedText text={row.original.row.description} /> }),
  helper.display({ id: 'moneyIn', header: messageHeader('statementImport.grid.moneyIn'), cell: moneyCell('in'), meta: { align: 'end' } }),
  helper.display({ id: 'moneyOut', header: messageHeader('statementImport.grid.moneyOut'), cell: moneyCell('out'), meta: { align: 'end' } }),
  helper.display({
    id: 'state',
    header: messageHeader('statementImport.grid.state'),
    cell: ({ row, table }: Cell) => {
      const { messages, locale, closingDate, booksCurrency, ticked, onTick } = metaOf(table)
      const preview = row.original
      return (
        <span className="bk-import__state" data-state={preview.state}>
          <span>{stateText(preview, closingDate, messages, locale, booksCurrency)}</span>
          {preview.state === 'likelyDuplicate' && (
            <label className="bk-import__anyway">
              <input
                type="checkbox"
                checked={ticked.has(preview.index)}
                aria-label={messages['statementImport.importAnywayLine'](formatCount(preview.row.line, locale))}
                onChange={(event) => onTick(preview.index, event.target.checked)}
              />
              <span aria-hidden="true">{messages['statementImport.importAnyway']}</span>
            </label>
          )}
        </span>
      )
    },
  }),
])

export interface PreviewGridProps extends PreviewTableMeta {
  rows: readonly GridRow[]
}

/**
 * Rows given to the grid at a time, more as the user nears the end. The virtualizer the grid had
 * measured every row it was given on its first render (100,000 rows at once held the page about
 * 150 ms); the grid's own window (issue 47) costs only the rows in view, so this limit can go once
 * the import's bench has measured the grid given every row at once.
 */
const ROWS_AT_A_TIME = 5_000

/** Every row of the file as the lists' virtualized grid: its line, date, description, money in or out, and what happens to it. */
export default function PreviewGrid({ rows, ...meta }: PreviewGridProps) {
  const [given, setGiven] = useState({ of: rows, count: ROWS_AT_A_TIME })
  // Other rows (another choice of Show) start again from the first ones.
  const count = given.of === rows ? given.count : ROWS_AT_A_TIME
  const hasMore = count < rows.length
  const records = useMemo(() => (hasMore ? rows.slice(0, count) : rows), [rows, count, hasMore])
  return (
    <VirtualGrid
      records={records}
      table={{ columns, meta }}
      label={meta.messages['statementImport.previewLabel']}
      rowsBefore={1}
      firstPage={rows}
      refreshing={false}
      hasMore={hasMore}
      canLoadMore={hasMore}
      onLoadMore={() => setGiven({ of: rows, count: count + ROWS_AT_A_TIME })}
      rowAttributes={(record) => ({ 'data-state': record.state })}
    />
  )
}
