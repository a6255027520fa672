import type { KeyboardEvent, ReactNode } from 'react'
import type { BankTransaction } from '../../api/types'
import { VirtualGrid, type GridDefinition, type GridSorting } from '../shared/grid/VirtualGrid'
import type { GridNavigation } from '../shared/grid/useVirtualRows'
import { offeredColumns, transactionColumnName, transactionColumns, transactionFeatures, type TransactionTableMeta } from './rows/columns'
import type { BankTransactionListMessages } from '../../messages/queue/bankTransactionList'
import type { QueueRowContext } from './rows/rowContext'
import type { BankTransactionColumnId, BankTransactionListProps } from './types'

interface TransactionTableProps extends Pick<BankTransactionListProps, 'columnLabels'> {
  /** The view's transactions, in the order shown (sorted when `sorting` says so). */
  transactions: readonly BankTransaction[]
  /** The host's columns, in its order. */
  columns: readonly BankTransactionColumnId[]
  /** How the rows are sorted: the queue sorts them itself (`useClientSorting`), the grid states it. */
  sorting: GridSorting
  /** A note above the grid on its order (sorted within what has arrived so far). */
  sortNote?: ReactNode
  /** Changes when the view or filter changes: the grid goes back to the top. */
  viewKey: unknown
  context: QueueRowContext
  messages: BankTransactionListMessages
  /** Opens a row: a double-click, or its description (a click elsewhere only makes it current). */
  onOpen: (transaction: BankTransaction) => void
  /** The queue's keys (useQueueKeys); arrows, Home and End stay the grid's. */
  onRowKeyDown: (transaction: BankTransaction, index: number, event: KeyboardEvent<HTMLElement>, grid: GridNavigation) => boolean
  /** The row a dragged file would be dropped on, marked for CSS. */
  dropTarget: string | undefined
  /** The view's first rows are on their way, said by this text (a skeleton, see `VirtualGrid`). */
  loading?: string
}

const HEADER_ROWS = 1

/** The filtered transactions as a virtualized, multi-selectable grid (one tab stop, roving focus on the current row). */
export function TransactionTable({
  transactions,
  columns,
  columnLabels,
  sorting,
  sortNote,
  viewKey,
  context,
  messages,
  onOpen,
  onRowKeyDown,
  dropTarget,
  loading,
}: TransactionTableProps) {
  // New with every render, as the row context is: the rows render again with it anyway.
  const meta: TransactionTableMeta = { messages, labels: columnLabels, row: context }
  const grid: GridDefinition<typeof transactionFeatures, BankTransaction> = {
    list: 'bankTransactions',
    features: transactionFeatures,
    columns: transactionColumns,
    offered: offeredColumns(columns),
    meta,
    columnName: (id) => transactionColumnName(meta, id as BankTransactionColumnId),
    sorting,
  }
  return (
    <VirtualGrid
      records={transactions}
      grid={grid}
      label={messages['bankTransactionList.title']}
      tools={sortNote}
      rowsBefore={HEADER_ROWS}
      firstPage={viewKey}
      refreshing={false}
      hasMore={false}
      canLoadMore={false}
      onLoadMore={() => undefined}
      onSelect={onOpen}
      clickActivates={false}
      onRowKeyDown={onRowKeyDown}
      multiselectable
      loading={loading}
      rowAttributes={(transaction) => {
        const lock = context.lockOf(transaction)
        return {
          'data-id': transaction.id,
          'aria-selected': lock ? undefined : context.isSelected(transaction.id),
          'data-locked': lock?.reason,
          'data-result': context.resultOf(transaction.id)?.state,
          'data-direction': transaction.amount > 0 ? 'in' : 'out',
          'data-receipts': context.receiptsOf(transaction.id)?.state,
          'data-drop-target': transaction.id === dropTarget || undefined,
        }
      }}
    />
  )
}
