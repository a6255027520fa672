import type { BankTransaction } from '../../api/types'
import { ClampedText, DateText } from '../shared/cells'
import { listTableSetup, metaOf, type ListCellContext, type ListHeaderContext } from '../shared/grid/tableSetup'
import { AmountCell } from './AmountCell'
import { CategoryCell } from './CategoryCell'
import { DescriptionCell } from './DescriptionCell'
import { bankAccountName, counterpartyName } from './filter'
import type { BankTransactionListMessages } from '../../messages/bankTransactionList'
import { SelectCell, SelectAllHeader } from './SelectCell'
import type { QueueRowContext } from './rowContext'

/** What every cell and header reads from the table. */
export interface TransactionTableMeta {
  messages: BankTransactionListMessages
  row: QueueRowContext
}

/** Per column: how its cells align. */
export interface TransactionColumnMeta {
  align?: 'start' | 'end'
}

/** The core model is all the queue needs: it filters and orders the synced set itself (filter.ts). */
const { helper, messageHeader } = listTableSetup<BankTransaction, TransactionTableMeta, TransactionColumnMeta>()
type Header = ListHeaderContext<TransactionTableMeta>
type Cell = ListCellContext<BankTransaction, TransactionTableMeta>

/** The queue's columns, built once. */
export const transactionColumns = helper.columns([
  helper.display({
    id: 'select',
    header: ({ table }: Header) => <SelectAllHeader context={metaOf(table).row} messages={metaOf(table).messages} />,
    cell: ({ row, table }: Cell) => <SelectCell transaction={row.original} context={metaOf(table).row} messages={metaOf(table).messages} />,
  }),
  helper.accessor('date', {
    id: 'date',
    header: messageHeader('bankTransactionList.column.date'),
    cell: ({ row }: Cell) => <DateText date={row.original.date} />,
  }),
  helper.accessor((transaction) => transaction.description ?? '', {
    id: 'description',
    header: messageHeader('bankTransactionList.column.description'),
    cell: ({ row, table }: Cell) => <DescriptionCell transaction={row.original} context={metaOf(table).row} messages={metaOf(table).messages} />,
  }),
  helper.accessor(counterpartyName, {
    id: 'counterparty',
    header: messageHeader('bankTransactionList.column.counterparty'),
    cell: ({ row }: Cell) => <ClampedText text={counterpartyName(row.original)} />,
  }),
  helper.accessor(bankAccountName, {
    id: 'bankAccount',
    header: messageHeader('bankTransactionList.column.bankAccount'),
    cell: ({ row }: Cell) => <ClampedText text={bankAccountName(row.original)} />,
  }),
  helper.accessor('amount', {
    id: 'amount',
    header: messageHeader('bankTransactionList.column.amount'),
    cell: ({ row, table }: Cell) => <AmountCell transaction={row.original} messages={metaOf(table).messages} />,
    meta: { align: 'end' },
  }),
  helper.display({
    id: 'category',
    header: messageHeader('bankTransactionList.column.category'),
    cell: ({ row, table }: Cell) => <CategoryCell transaction={row.original} context={metaOf(table).row} messages={metaOf(table).messages} />,
  }),
])
