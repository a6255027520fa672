import type { KeyboardEvent } from 'react'
import type { BankTransaction } from '../../api/types'
import { VirtualGrid } from '../shared/grid/VirtualGrid'
import type { GridNavigation } from '../shared/grid/useVirtualRows'
import { transactionColumns } from './columns'
import type { BankTransactionListMessages } from '../../messages/bankTransactionList'
import type { QueueRowContext } from './rowContext'

interface TransactionTableProps {
  transactions: BankTransaction[]
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
}

const HEADER_ROWS = 1

/** The filtered transactions as a virtualized, multi-selectable grid (one tab stop, roving focus on the current row). */
export function TransactionTable({ transactions, viewKey, context, messages, onOpen, onRowKeyDown, dropTarget }: TransactionTableProps) {
  return (
    <VirtualGrid
      records={transactions}
      table={{ columns: transactionColumns, meta: { messages, row: context } }}
      label={messages['bankTransactionList.title']}
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
