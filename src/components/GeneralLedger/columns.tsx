import { createColumnHelper, tableFeatures, type Table } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { GlEntry } from '../../api/types'
import { DateText, Money } from '../shared/cells'
import { lineDescription } from './csv'
import type { GeneralLedgerMessages } from '../../messages/generalLedger'

/** What the header templates read from the table. */
export interface LedgerTableMeta {
  messages: GeneralLedgerMessages
}

/** How a column's cells align. */
export interface LedgerColumnMeta {
  align?: 'start' | 'end'
}

/** The ledger is in the service's order (date, then posting) and shows every column: the core model is all it needs. */
export const ledgerTableFeatures = tableFeatures({
  tableMeta: {} as LedgerTableMeta,
  columnMeta: {} as LedgerColumnMeta,
})

type Features = typeof ledgerTableFeatures
type Header = { table: Table<Features, GlEntry> }

const helper = createColumnHelper<Features, GlEntry>()

function header(key: keyof GeneralLedgerMessages & `generalLedger.column.${string}`) {
  return ({ table }: Header): string => (table.options.meta as LedgerTableMeta).messages[key]
}

/** A debit or credit: shown when above zero, as the ledger's other side is empty. */
function side(minor: number): ReactNode {
  return minor === 0 ? null : <Money minor={minor} />
}

/** Description: the source record's name, and the line's own description beside it when it says more. */
function Description({ line }: { line: GlEntry }) {
  const primary = lineDescription(line)
  const secondary = line.entity?.displayName && line.description && line.description !== primary ? line.description : undefined
  return (
    <span className="bk-general-ledger__description">
      <span>{primary}</span>
      {secondary && <span className="bk-general-ledger__secondary">{secondary}</span>}
    </span>
  )
}

/** Every ledger column; module-level so the column model is built once. */
export const ledgerColumns = helper.columns([
  helper.accessor('date', { id: 'date', header: header('generalLedger.column.date'), cell: ({ row }) => <DateText date={row.original.date} /> }),
  helper.accessor(lineDescription, { id: 'description', header: header('generalLedger.column.description'), cell: ({ row }) => <Description line={row.original} /> }),
  helper.accessor('drAmount', { id: 'debit', header: header('generalLedger.column.debit'), cell: ({ row }) => side(row.original.drAmount), meta: { align: 'end' } }),
  helper.accessor('crAmount', { id: 'credit', header: header('generalLedger.column.credit'), cell: ({ row }) => side(row.original.crAmount), meta: { align: 'end' } }),
  helper.accessor('runningBalance', {
    id: 'runningBalance',
    header: header('generalLedger.column.runningBalance'),
    cell: ({ row }) => <Money minor={row.original.runningBalance} />,
    meta: { align: 'end' },
  }),
])
