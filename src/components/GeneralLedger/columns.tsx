import type { ReactNode } from 'react'
import { createColumnHelper, metaHelper, tableFeatures, type CellContext, type CellData, type HeaderContext } from '@tanstack/react-table'
import type { GlEntry } from '../../api/types'
import { ClampedText, DateText, Money } from '../shared/cells'
import { layoutFeatures, listMeta, type ColumnLayout } from '../shared/grid/gridTable'
import { lineDescription } from './csv'
import { readLedgerAmount, type LedgerAmountName } from './ledgerLine'
import type { GeneralLedgerMessages } from '../../messages/statements/generalLedger'
import type { GeneralLedgerColumnId } from './types'

/** What the header and cell templates read from the table: the messages and the host's column labels. */
export interface LedgerTableMeta {
  messages: GeneralLedgerMessages
  labels: Partial<Record<GeneralLedgerColumnId, string>> | undefined
}

/**
 * The ledger's table: the user's columns, and no sorting: the service orders the lines (date, then
 * posting), and the running balance reads only in that order.
 */
export const ledgerFeatures = tableFeatures({
  ...layoutFeatures,
  tableMeta: metaHelper<LedgerTableMeta>(),
  columnMeta: metaHelper<ColumnLayout>(),
})
const helper = createColumnHelper<typeof ledgerFeatures, GlEntry>()
// Generic in the column's value, so that one template fits a column of any value.
type Header<TValue extends CellData> = HeaderContext<typeof ledgerFeatures, GlEntry, TValue>
type Cell<TValue extends CellData> = CellContext<typeof ledgerFeatures, GlEntry, TValue>

/** A column's name: the host's label, else the (possibly overridden) message. */
export function ledgerColumnName(meta: LedgerTableMeta, id: GeneralLedgerColumnId): string {
  return meta.labels?.[id] ?? meta.messages[`generalLedger.column.${id}`]
}

/** The header text of a column. */
function header(id: GeneralLedgerColumnId) {
  return <TValue extends CellData>({ table }: Header<TValue>): string => ledgerColumnName(listMeta(table), id)
}

/**
 * An amount with the name of its column before it, shown only when a narrow container stacks the
 * row (the side in words, not only by position). Hidden from screen readers, who hear the column header;
 * its title holds it whole where a narrow row cuts it before the amount.
 */
function labelled(label: string, amount: ReactNode): ReactNode {
  return (
    <>
      <span className="bk-general-ledger__side" aria-hidden="true" title={label}>
        {label}
      </span>
      {amount}
    </>
  )
}

/** An amount the service sent in a form bookkit cannot read: a dash and why, never a guessed figure. */
function Unreadable({ explanation }: { explanation: string }) {
  return (
    <span className="bk-general-ledger__unreadable" data-state="unreadable">
      <span aria-hidden="true">—</span>
      <span className="bk-visually-hidden">{explanation}</span>
    </span>
  )
}

/**
 * The cell of one of a line's amounts. A debit or credit of zero is left empty, as the ledger's
 * other side is; a running balance of zero is shown.
 */
function amountCell(amount: LedgerAmountName) {
  return <TValue extends CellData>({ row, table }: Cell<TValue>): ReactNode => {
    const meta = listMeta(table)
    const label = ledgerColumnName(meta, amount)
    const minor = readLedgerAmount(row.original, amount)
    if (minor === undefined) return labelled(label, <Unreadable explanation={meta.messages['generalLedger.amountUnreadable']} />)
    return minor === 0 && amount !== 'runningBalance' ? null : labelled(label, <Money minor={minor} />)
  }
}

/** Description: the source record's name, and the line's own description beside it when it says more. */
function Description({ line }: { line: GlEntry }) {
  const primary = lineDescription(line)
  const secondary = line.entity?.displayName && line.description && line.description !== primary ? line.description : undefined
  return (
    <span className="bk-general-ledger__description">
      <ClampedText text={primary} />
      {secondary && <ClampedText className="bk-general-ledger__secondary" text={secondary} />}
    </span>
  )
}

// Display columns: nothing sorts or filters the lines here, so no column needs a value beside its cell.
/** Every ledger column, in the default order; module-level so each definition is built once. */
export const ledgerColumns = helper.columns([
  helper.display({ id: 'date', header: header('date'), cell: ({ row }) => <DateText date={row.original.date} /> }),
  helper.display({ id: 'description', header: header('description'), cell: ({ row }) => <Description line={row.original} /> }),
  helper.display({ id: 'debit', header: header('debit'), cell: amountCell('debit'), meta: { align: 'end' } }),
  helper.display({ id: 'credit', header: header('credit'), cell: amountCell('credit'), meta: { align: 'end' } }),
  helper.display({ id: 'runningBalance', header: header('runningBalance'), cell: amountCell('runningBalance'), meta: { align: 'end' } }),
])
