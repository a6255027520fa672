import { createColumnHelper, tableFeatures, type Row, type Table } from '@tanstack/react-table'
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
type Cell = { row: Row<Features, GlEntry>; table: Table<Features, GlEntry> }

const helper = createColumnHelper<Features, GlEntry>()

function header(key: keyof GeneralLedgerMessages & `generalLedger.column.${string}`) {
  return ({ table }: Header): string => (table.options.meta as LedgerTableMeta).messages[key]
}

/**
 * An amount with the name of its column before it, shown only when a narrow container stacks the
 * row (the side in words, not only by position). Hidden from screen readers, who hear the column header.
 */
function labelled(label: string, minor: number): ReactNode {
  return (
    <>
      <span className="bk-general-ledger__side" aria-hidden="true">{label}</span>
      <Money minor={minor} />
    </>
  )
}

/** A debit or credit: shown when above zero, as the ledger's other side is empty. */
function side(key: 'generalLedger.column.debit' | 'generalLedger.column.credit', accessor: (line: GlEntry) => number) {
  return ({ row, table }: Cell): ReactNode => {
    const minor = accessor(row.original)
    return minor === 0 ? null : labelled((table.options.meta as LedgerTableMeta).messages[key], minor)
  }
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
  helper.accessor('drAmount', { id: 'debit', header: header('generalLedger.column.debit'), cell: side('generalLedger.column.debit', (line) => line.drAmount), meta: { align: 'end' } }),
  helper.accessor('crAmount', { id: 'credit', header: header('generalLedger.column.credit'), cell: side('generalLedger.column.credit', (line) => line.crAmount), meta: { align: 'end' } }),
  helper.accessor('runningBalance', {
    id: 'runningBalance',
    header: header('generalLedger.column.runningBalance'),
    cell: ({ row, table }) => labelled((table.options.meta as LedgerTableMeta).messages['generalLedger.column.runningBalance'], row.original.runningBalance),
    meta: { align: 'end' },
  }),
])
