import { useEffect, useMemo, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { formatCount } from '../../format/messages'
import { useBankTransactions } from '../../react/bankTransactions'
import { useLiveClosing, useLocaleSettings, useMessages, useSession } from '../../react/hooks'
import { QUEUE_PAGE_SIZE } from '../../react/reviewCount'
import { useUploadAttachment } from '../../react/upload'
import { ComponentRoot } from '../shared/ComponentRoot'
import { EmptyState, ErrorState, LoadingState } from '../shared/states'
import { useControllableState } from '../shared/useControllableState'
import { useLoadCallbacks } from '../shared/useLoadCallbacks'
import { BulkBar } from './BulkBar'
import { EditorPanel, preloadEditor } from './EditorPanel'
import { DEFAULT_FILTER, countViews, filterKey, filterTransactions, indexTransactions, isNarrowed } from './filter'
import { bankTransactionListMessages } from '../../messages/bankTransactionList'
import { QueueDialogs } from './QueueDialogs'
import { QueueNotices } from './QueueNotices'
import { rowName, type QueueRowContext, type RowLock } from './rowContext'
import { TransactionFilters } from './TransactionFilters'
import { TransactionTable } from './TransactionTable'
import type { ReviewChange } from '../../api/writes/bankTransactionItems'
import type { BankTransactionListFilter, BankTransactionListProps } from './types'
import { useBankAccountChoices, useCategoryNames } from '../shared/useCategoryNames'
import { useLatestRef } from '../shared/useLatestRef'
import { useQueueKeys } from './useQueueKeys'
import { useReviewActions } from './useReviewActions'
import { useRowReceipts } from './useRowReceipts'
import { useRowSelection } from './useRowSelection'

const NO_TRANSACTIONS: BankTransaction[] = []
const NO_IDS: ReadonlySet<string> = new Set()
const MAX_SUGGESTIONS = 3

/**
 * The review queue: the company's bank transactions (synced incrementally, filtered in the browser),
 * "To review" and "Reviewed" views, suggested categories as one-click choices, bulk categorize and
 * mark reviewed in bounded batches with per-row results, progress and undo, and the full editor for a row.
 */
export function BankTransactionList({ className, onError, ...props }: BankTransactionListProps) {
  return (
    <ComponentRoot name="BankTransactionList" className={className ? `bk-transaction-list ${className}` : 'bk-transaction-list'} onError={onError}>
      <QueueContent {...props} />
    </ComponentRoot>
  )
}

function QueueContent({
  filter: filterProp, defaultFilter = DEFAULT_FILTER, onFilterChange, options, editor = 'dialog', onSelectTransaction, onSaved, companyId, pageSize = QUEUE_PAGE_SIZE, onLoadStart, onLoadError,
}: Omit<BankTransactionListProps, 'className' | 'onError'>) {
  const messages = useMessages(bankTransactionListMessages)
  const { locale } = useLocaleSettings()
  const [filter, setFilterState] = useControllableState({ value: filterProp, defaultValue: defaultFilter, onChange: onFilterChange })
  const query = useBankTransactions({ limit: pageSize })
  useLoadCallbacks({ fetching: query.isFetching, error: query.error }, { onLoadStart, onLoadError })
  // The editor's code is not in the queue's first load; it follows once the queue has painted.
  useEffect(() => {
    if (editor) preloadEditor()
  }, [editor])
  // Kept fresh while the queue is open: rows another user closed meanwhile lock without a reload.
  const closing = useLiveClosing(companyId ? { companyId } : {})
  const session = useSession()
  const transactions = query.data?.transactions ?? NO_TRANSACTIONS
  // A first sync still bringing older pages: the newest are on screen and work; counts say "so far".
  const syncing = query.data?.syncing
  const categoryName = useCategoryNames(options?.categories, transactions)
  const bankAccounts = useBankAccountChoices(options?.bankAccounts, transactions)
  const index = useMemo(() => indexTransactions(transactions, categoryName), [transactions, categoryName])
  const counts = useMemo(() => countViews(index), [index])

  // Rows acted on stay in view until the filter changes: a reviewed row does not vanish under the cursor.
  // The filter is compared by content (its key), and the first object with that content is the one
  // filtered by: an equal filter passed anew on every render keeps the rows, the memo and the scroll position.
  const key = filterKey(filter)
  const [kept, setKept] = useState<{ key: string; filter: BankTransactionListFilter; ids: ReadonlySet<string> }>({ key, filter, ids: NO_IDS })
  const shown = kept.key === key ? kept : { key, filter, ids: NO_IDS }
  if (kept.key !== key) setKept(shown)
  const visible = useMemo(() => filterTransactions(index, shown.filter, shown.ids), [index, shown.filter, shown.ids])
  const order = useMemo(() => visible.map((transaction) => transaction.id), [visible])

  const closingState = closing.data
  const lockOf = (transaction: BankTransaction): RowLock | undefined => {
    if (session.readOnly) return { reason: 'session' }
    if (closingState && !closingState.modificationsEnabled && closingState.isLocked(transaction.date)) return { reason: 'closed', closingDate: closingState.date }
    return undefined
  }
  const byId = useMemo(() => new Map(visible.map((transaction) => [transaction.id, transaction])), [visible])
  const selectable = (id: string) => {
    const transaction = byId.get(id)
    return transaction !== undefined && lockOf(transaction) === undefined
  }
  const selection = useRowSelection(order)
  const selectedRows = visible.filter((transaction) => selection.selected.has(transaction.id) && !lockOf(transaction))
  const selectableCount = session.readOnly ? 0 : visible.reduce((count, transaction) => (lockOf(transaction) ? count : count + 1), 0)

  const actions = useReviewActions(onSaved)
  const keep = (rows: readonly BankTransaction[]) => setKept((previous) => ({ ...shown, ids: new Set([...(previous.key === key ? previous.ids : []), ...rows.map((row) => row.id)]) }))
  const act = (rows: readonly BankTransaction[], change: ReviewChange) => {
    keep(rows)
    void actions.apply(rows, change, rows.length === 1 && rows[0] ? rowName(rows[0]) : undefined)
  }
  const [openId, setOpenId] = useState<string>()
  const opened = openId === undefined ? undefined : (transactions.find((transaction) => transaction.id === openId) ?? undefined)
  const open = editor || onSelectTransaction
    ? (transaction: BankTransaction) => {
        onSelectTransaction?.(transaction)
        if (editor) setOpenId(transaction.id)
      }
    : undefined

  // A receipt is saved on the record as it is when its upload ends, not as it was when it was dropped.
  const latest = useLatestRef(transactions)
  const upload = useUploadAttachment()
  const receipts = useRowReceipts(
    upload,
    (transaction, attachmentIds) => act([latest.current.find((record) => record.id === transaction.id) ?? transaction], { attach: attachmentIds }),
    (transaction, reason) => actions.announce({ kind: 'receiptFailed', name: rowName(transaction), reason }),
  )

  const setFilter = (next: BankTransactionListFilter) => {
    if ((next.view ?? 'toReview') !== (filter.view ?? 'toReview')) selection.clear()
    setFilterState(next)
  }

  const context: QueueRowContext = {
    lockOf,
    isSelected: (id) => selection.selected.has(id),
    selectableCount,
    selectedCount: selectedRows.length,
    onToggle: (transaction, extend) => (extend ? selection.extendTo(transaction.id, selectable) : selection.toggle(transaction.id)),
    onToggleAll: () => selection.replace(selectedRows.length >= selectableCount ? [] : order.filter(selectable)),
    resultOf: (id) => actions.results.get(id),
    categories: options?.categories,
    categoryName,
    onCategorize: (transaction, categoryId) => act([transaction], { categoryId, review: true }),
    onMarkReviewed: (transaction) => act([transaction], { review: true }),
    onRetry: (id) => void actions.retry(id),
    suggestionsOf: (transaction) =>
      (transaction.suggestedCategories ?? []).flatMap(({ id }) => {
        const name = categoryName(id)
        return name ? [{ id, name }] : []
      }).slice(0, MAX_SUGGESTIONS),
    onOpen: open,
    receiptsOf: (id) => receipts.receipts.get(id),
    onRetryReceipts: receipts.retry,
    onDismissReceipts: receipts.dismiss,
  }

  const keys = useQueueKeys({
    visible,
    context,
    selection,
    selectable,
    selectedRows,
    act,
    retry: (id) => void actions.retry(id),
    announce: actions.announce,
    openEditor: (transaction) => open?.(transaction),
    undo: () => void actions.undo(),
    attach: upload ? receipts.attach : undefined,
  })

  let body
  if (!query.data && query.isPending) body = <LoadingState columns={6} label={messages['bankTransactionList.loading']} />
  else if (!query.data) body = <ErrorState error={query.error} title={messages['bankTransactionList.errorTitle']} onRetry={() => void query.refetch()} />
  else if (visible.length === 0 && syncing) {
    body = <LoadingState columns={6} label={messages['bankTransactionList.emptySoFar'](formatCount(transactions.length, locale))} />
  } else if (visible.length === 0) {
    body = (
      <EmptyState title={isNarrowed(filter) ? messages['bankTransactionList.emptyFiltered'] : messages[filter.view === 'reviewed' ? 'bankTransactionList.empty.reviewed' : 'bankTransactionList.empty.toReview']}>
        {isNarrowed(filter) && (
          <button type="button" className="bk-button" onClick={() => setFilter({ view: filter.view ?? 'toReview' })}>
            {messages['bankTransactionList.clearFilters']}
          </button>
        )}
      </EmptyState>
    )
  } else {
    body = (
      <TransactionTable
        transactions={visible}
        viewKey={key}
        context={context}
        messages={messages}
        onRowKeyDown={keys.onRowKeyDown}
        onOpen={(transaction) => open?.(transaction)}
        dropTarget={keys.dropTarget}
      />
    )
  }

  return (
    // The queue's keys work from anywhere in it but a field; rows take theirs first (useQueueKeys).
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- shortcuts of the controls inside, each reachable on its own
    <div className="bk-transaction-list__keys" onKeyDown={keys.queueHandlers.onKeyDown}>
      <TransactionFilters
        filter={filter}
        onChange={setFilter}
        counts={counts}
        bankAccounts={bankAccounts}
        locale={locale}
        messages={messages}
        summary={query.data ? messages[syncing ? 'bankTransactionList.shownSoFar' : 'bankTransactionList.shown'](formatCount(visible.length, locale), formatCount(transactions.length, locale)) : undefined}
        soFar={syncing !== undefined}
      />
      <QueueNotices
        readOnly={session.readOnly}
        closedThrough={closingState && !closingState.modificationsEnabled ? closingState.date : undefined}
        outcome={actions.outcome}
        undoCount={actions.undoable?.restore.length ?? 0}
        busy={actions.busy}
        progress={actions.progress}
        unfinished={actions.unfinished}
        onCancel={actions.cancel}
        onResume={() => void actions.resume()}
        refreshing={query.isFetching}
        receivedSoFar={syncing && query.isFetching ? syncing.received : undefined}
        onUndo={() => void actions.undo()}
        onRefresh={() => void query.refetch()}
        onShowShortcuts={keys.openHelp}
        messages={messages}
      />
      <BulkBar
        selectedCount={selectedRows.length}
        categories={options?.categories}
        busy={actions.busy}
        locale={locale}
        messages={messages}
        onCategorize={(categoryId) => act(selectedRows, { categoryId, review: true })}
        onMarkReviewed={() => act(selectedRows, { review: true })}
        onClear={selection.clear}
      />
      {/* A sync that failed after rows were shown: the rows stay, and the failure says so. */}
      {query.data && query.isError && (
        <ErrorState
          error={query.error}
          title={syncing ? messages['bankTransactionList.olderFailed'](formatCount(transactions.length, locale)) : messages['bankTransactionList.syncFailed']}
          onRetry={() => void query.refetch()}
        />
      )}
      {/* Pointer gestures on rows: Shift- and Ctrl/Cmd-click select, a file dropped or pasted is a receipt. */}
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- each gesture has its key on the focused row */}
      <div className="bk-transaction-list__body" aria-busy={query.isPending || (syncing !== undefined && query.isFetching)} {...keys.bodyHandlers}>
        {body}
      </div>
      <QueueDialogs keys={keys} categories={options?.categories} transactions={transactions} messages={messages} />
      {editor && opened && (
        <EditorPanel
          placement={editor}
          transaction={opened}
          options={options}
          messages={messages}
          onSaved={(saved) => onSaved?.([saved])}
          onClose={() => setOpenId(undefined)}
        />
      )}
    </div>
  )
}
