import type { ReactNode } from 'react'
import {
  createColumnHelper,
  metaHelper,
  tableFeatures,
  type CellContext,
  type CellData,
  type ColumnDef,
  type createSortedRowModel,
  type rowSortingFeature,
  type sortFn_basic,
  type HeaderContext,
} from '@tanstack/react-table'
import type { BankTransaction } from '../../../api/types'
import { ClampedText, DateText } from '../../shared/cells'
import { layoutFeatures, listMeta, type ColumnLayout } from '../../shared/grid/gridTable'
import { AmountCell } from './AmountCell'
import { CategoryCell } from './CategoryCell'
import { DescriptionCell } from './DescriptionCell'
import { bankAccountName, counterpartyName } from '../../../core/queue/view/queueFilter'
import type { BankTransactionListMessages } from '../../../messages/queue/bankTransactionList'
import { SelectCell, SelectAllHeader } from './SelectCell'
import type { QueueRowContext } from './rowContext'
import type { BankTransactionColumnId } from '../types'

/** What every cell and header reads from the table: the messages, the host's labels and the queue's row context. */
export interface TransactionTableMeta {
  messages: BankTransactionListMessages
  labels: Partial<Record<BankTransactionColumnId, string>> | undefined
  row: QueueRowContext
}

/**
 * The queue's table: the user's columns. Sorting by date or amount is on the client, over the
 * transactions the queue holds, by a table of its own loaded after the rows paint (sorting.ts);
 * the header draws the sort from the queue's state, so this one registers no sorting.
 */
export const transactionFeatures = tableFeatures({
  ...layoutFeatures,
  tableMeta: metaHelper<TransactionTableMeta>(),
  columnMeta: metaHelper<ColumnLayout>(),
})
/** What the columns are written for: the grid's features, and the sorting table's (sorting.ts: `sortFn`, `sortDescFirst`). */
type ColumnFeatures = typeof transactionFeatures & {
  rowSortingFeature: typeof rowSortingFeature
  sortedRowModel: ReturnType<typeof createSortedRowModel>
  sortFns: { basic: typeof sortFn_basic }
}
const helper = createColumnHelper<ColumnFeatures, BankTransaction>()
// Generic in the column's value, so that one template fits a column of any value.
type Header<TValue extends CellData> = HeaderContext<ColumnFeatures, BankTransaction, TValue>
type Cell<TValue extends CellData> = CellContext<ColumnFeatures, BankTransaction, TValue>

/** A column's name: the host's label, else the (possibly overridden) message. */
export function transactionColumnName(meta: Pick<TransactionTableMeta, 'labels' | 'messages'>, id: BankTransactionColumnId): string {
  return meta.labels?.[id] ?? meta.messages[`bankTransactionList.column.${id}`]
}

/** The header text of a column: the host's label, else the (possibly overridden) message. */
function header(id: BankTransactionColumnId) {
  return <TValue extends CellData>({ table }: Header<TValue>): string => transactionColumnName(listMeta(table), id)
}

/** A cell made from the row's transaction and the list's meta. */
function cell(own: (transaction: BankTransaction, meta: TransactionTableMeta) => ReactNode) {
  return <TValue extends CellData>({ row, table }: Cell<TValue>): ReactNode => own(row.original, listMeta(table))
}

/** The queue's columns, in the default order, as the sorting table takes them (sorting.ts); module-level so each definition is built once. */
export const sortableTransactionColumns = helper.columns([
  helper.display({
    id: 'select',
    // The row's checkbox: selection and the bulk actions work through it, so the user cannot hide it.
    enableHiding: false,
    header: <TValue extends CellData>({ table }: Header<TValue>) => {
      const { row, messages } = listMeta(table)
      return <SelectAllHeader context={row} messages={messages} />
    },
    cell: cell((transaction, { row, messages }) => <SelectCell transaction={transaction} context={row} messages={messages} />),
    meta: { fixed: true },
  }),
  helper.accessor('date', {
    id: 'date',
    header: header('date'),
    cell: cell((transaction) => <DateText date={transaction.date} />),
    sortFn: 'basic',
    sortDescFirst: false,
  }),
  helper.accessor((transaction) => transaction.description ?? '', {
    id: 'description',
    enableSorting: false,
    header: header('description'),
    cell: cell((transaction, { row, messages }) => <DescriptionCell transaction={transaction} context={row} messages={messages} />),
  }),
  helper.accessor(counterpartyName, {
    id: 'counterparty',
    enableSorting: false,
    header: header('counterparty'),
    cell: cell((transaction) => <ClampedText text={counterpartyName(transaction)} />),
  }),
  helper.accessor(bankAccountName, {
    id: 'bankAccount',
    enableSorting: false,
    header: header('bankAccount'),
    cell: cell((transaction) => <ClampedText text={bankAccountName(transaction)} />),
  }),
  helper.accessor('amount', {
    id: 'amount',
    header: header('amount'),
    cell: cell((transaction, { messages }) => <AmountCell transaction={transaction} messages={messages} />),
    sortFn: 'basic',
    sortDescFirst: false,
    meta: { align: 'end' },
  }),
  helper.display({
    id: 'category',
    enableSorting: false,
    header: header('category'),
    cell: cell((transaction, { row, messages }) => <CategoryCell transaction={transaction} context={row} messages={messages} />),
  }),
])

/** The same columns as the grid's table takes them: to a table without sorting, `sortFn` and `sortDescFirst` are fields it never reads. */
export const transactionColumns = sortableTransactionColumns as readonly ColumnDef<typeof transactionFeatures, BankTransaction, any>[]

/** The columns the queue offers: the host's, each once, after the row's checkbox, which always shows. */
export function offeredColumns(ids: readonly BankTransactionColumnId[]): BankTransactionColumnId[] {
  return [...new Set<BankTransactionColumnId>(['select', ...ids])]
}
