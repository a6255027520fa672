import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { BankTransaction } from '../../api/types'
import { VirtualGrid, type GridDefinition, type GridSorting } from '../shared/grid/VirtualGrid'
import type { GridNavigation } from '../shared/grid/useVirtualRows'
import { offeredColumns, transactionColumnName, transactionColumns, transactionFeatures, type TransactionTableMeta } from './rows/columns'
import type { BankTransactionListMessages } from '../../messages/queue/bankTransactionList'
import { AnswerNoteContext, RuleActionsContext, rowContextThrough, type QueueRowContext } from './rows/rowContext'
import { answerOnly, suggestionText, type QueueSuggestion } from '../../core/queue/review/suggestions'
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
  // The rows hold one context for the queue's life, read through to this render's: a row that does
  // not render again (nothing it shows changed) still acts on the queue as it is now.
  const [latest] = useState(() => ({ current: context }))
  latest.current = context
  const [rowContext] = useState(() => rowContextThrough(latest))
  const { categories, categoryName, onOpen: opens } = context
  // What every row reads alike: the rows render again, all of them, only when one of these changes.
  const meta = useMemo<TransactionTableMeta>(
    () => ({ messages, labels: columnLabels, row: rowContext }),
    // Whether rows open, not the function: a row calls the latest through `rowContext`.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [messages, columnLabels, rowContext, categories, categoryName, !opens],
  )
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
    <RuleActionsContext.Provider value={context.ruleActions}>
      <AnswerNoteContext.Provider value={context.answerNote}>
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
          // What a row shows of the queue besides its record (its attributes above are compared too).
          rowShows={(transaction) => [
            // The actions a part brings once it has loaded, on the rows that may show them.
            transaction.amount > 0 && context.onFindMatch !== undefined,
            !transaction.category && context.onMarkTransfer !== undefined,
            transaction.matchingBankTransaction?.id !== undefined && context.onUnpair !== undefined,
            context.transferWaiting(transaction),
            transaction.category && !transaction.category.name ? context.categoryName(transaction.category.id) : undefined,
            context.resultOf(transaction.id),
            context.receiptsOf(transaction.id),
            context.questionOf(transaction)?.key,
            // A row with a category shows no suggestion but the owner's answer.
            suggestionsKey(transaction.category ? answerOnly(context.suggestionsOf(transaction)) : context.suggestionsOf(transaction)),
          ]}
        />
      </AnswerNoteContext.Provider>
    </RuleActionsContext.Provider>
  )
}

/** A row's suggestions as they read and act: the same key, the same chips (a chip takes its suggestion as it is when clicked). */
const suggestionsKey = (suggestions: readonly QueueSuggestion[]) =>
  suggestions
    .map((suggestion) =>
      [
        suggestion.id,
        suggestionText(suggestion),
        suggestion.name,
        suggestion.rule?.hint,
        suggestion.transfer?.ambiguous,
        suggestion.match?.ambiguous,
        suggestion.match?.find,
      ].join('\t'),
    )
    .join('\n')
