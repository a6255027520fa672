import type { ReactNode } from 'react'
import type { GlEntry } from '../../api/types'
import { ClampedText, DateText, Money } from '../shared/cells'
import { listTableSetup, metaOf, type ListCellContext } from '../shared/grid/tableSetup'
import { lineDescription } from './csv'
import { AMOUNT_COLUMN, readLedgerAmount, type LedgerAmountName } from './ledgerLine'
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
const { helper, messageHeader } = listTableSetup<GlEntry, LedgerTableMeta, LedgerColumnMeta>()
type Cell = ListCellContext<GlEntry, LedgerTableMeta>

/**
 * An amount with the name of its column before it, shown only when a narrow container stacks the
 * row (the side in words, not only by position). Hidden from screen readers, who hear the column header.
 */
function labelled(label: string, amount: ReactNode): ReactNode {
  return (
    <>
      <span className="bk-general-ledger__side" aria-hidden="true">{label}</span>
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
  return ({ row, table }: Cell): ReactNode => {
    const { messages } = metaOf(table)
    const label = messages[AMOUNT_COLUMN[amount]]
    const minor = readLedgerAmount(row.original, amount)
    if (minor === undefined) return labelled(label, <Unreadable explanation={messages['generalLedger.amountUnreadable']} />)
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

/** Every ledger column; module-level so the column model is built once. */
export const ledgerColumns = helper.columns([
  helper.accessor('date', { id: 'date', header: messageHeader('generalLedger.column.date'), cell: ({ row }) => <DateText date={row.original.date} /> }),
  helper.accessor(lineDescription, { id: 'description', header: messageHeader('generalLedger.column.description'), cell: ({ row }) => <Description line={row.original} /> }),
  helper.accessor('drAmount', { id: 'debit', header: messageHeader('generalLedger.column.debit'), cell: amountCell('debit'), meta: { align: 'end' } }),
  helper.accessor('crAmount', { id: 'credit', header: messageHeader('generalLedger.column.credit'), cell: amountCell('credit'), meta: { align: 'end' } }),
  helper.accessor('runningBalance', {
    id: 'runningBalance',
    header: messageHeader('generalLedger.column.runningBalance'),
    cell: amountCell('runningBalance'),
    meta: { align: 'end' },
  }),
])
