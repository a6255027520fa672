import { lazy, Suspense, useEffect, useState } from 'react'
import { functionalUpdate, type SortingState } from '@tanstack/react-table'
import type { BankTransaction } from '../../api/types'
import { formatCount } from '../../messages/messageSet'
import { useBankTransactions } from '../../react/queue/bankTransactions'
import { useMessages, useLocaleSettings, useSession, useUploadAttachment } from '../../react/provider/provided'
import { useLiveClosing } from '../../react/close/closing'
import { QUEUE_PAGE_SIZE } from '../../react/queue/queuePageSize'
import { ComponentRoot } from '../shared/root/ComponentRoot'
import { ErrorState } from '../shared/root/states'
import { useControllableState } from '../shared/hooks/useControllableState'
import { useLoadCallbacks } from '../shared/root/useLoadCallbacks'
import { useLoadedSorting } from '../shared/grid/useClientSorting'
import { gridMessages } from '../../messages/grid'
import { DEFAULT_FILTER, filterKey } from '../../core/queue/view/queueFilter'
import { QueueEmpty } from './QueueEmpty'
import { bankTransactionListMessages } from '../../messages/queue/bankTransactionList'
import { QueueNotices } from './review/QueueNotices'
import type { QueueRowContext } from './rows/rowContext'
import { TransactionFilters } from './TransactionFilters'
import { TransactionTable } from './TransactionTable'
import { BANK_TRANSACTION_COLUMN_IDS, type BankTransactionListFilter, type BankTransactionListProps } from './types'
import type { PickerOption } from '../../core/forms/optionSource'
import { useHostedCategoryNames } from '../shared/pickers/useCategoryNames'
import { byDateDescending } from '../../core/queue/bankTransactionSet'
import { useRowPositions } from './queueRows'
import { countUnlocked, rowLockOf } from '../../core/queue/view/rowLocks'
import { QueueIndex } from '../../core/queue/view/queueIndex'
import { useQueueSet } from './useQueueSet'
import { useReviewPart } from './review/useReviewPart'
import { useRowSelection } from './review/useRowSelection'
import { rowSuggestions } from '../../core/queue/review/suggestions'
import type { QueueAnswersView, QueueMatchesView, QueueRulesView, QueueTransfersView } from './queueRulesView'
import { QueueLoadedParts } from './QueueLoadedParts'
import { PairTransfersButton } from './transfers/PairTransfersButton'
import type { QueueQuestionsView } from './questions/queueQuestionsView'

// The editor's panel opens on a row, never for the first rows: its code, and the editor's that it
// asks for, load once the queue has painted (so opening a row rarely waits), not before.
const loadEditorPanel = () => import('./EditorPanel')
const EditorPanel = lazy(() => loadEditorPanel().then((module) => ({ default: module.EditorPanel })))
// Sorting by a column is the user's first click at the earliest: its table loads once the rows have painted.
const loadSorting = () => import('./rows/sorting').then((module) => module.transactionSorter())

const NO_TRANSACTIONS: BankTransaction[] = []
const NO_OPTIONS: readonly PickerOption[] = []
const noRuleActions = () => undefined
const noAnswerNote = () => undefined

/**
 * The review queue: the company's bank transactions (synced incrementally, filtered in the browser),
 * "To review" and "Reviewed" views, suggested categories as one-click choices, bulk categorize and
 * mark reviewed in bounded batches with per-row results, progress and undo, and the full editor for a row.
 */
export function BankTransactionList({ className, onError, headingLevel, ...props }: BankTransactionListProps) {
  return (
    <ComponentRoot
      name="BankTransactionList"
      className={className ? `bk-transaction-list ${className}` : 'bk-transaction-list'}
      onError={onError}
      headingLevel={headingLevel}
    >
      <QueueContent {...props} />
    </ComponentRoot>
  )
}

function QueueContent({
  filter: filterProp,
  defaultFilter = DEFAULT_FILTER,
  onFilterChange,
  options,
  editor = 'dialog',
  onSelectTransaction,
  onSaved,
  companyId,
  pageSize = QUEUE_PAGE_SIZE,
  onLoadStart,
  onLoadError,
  columns = BANK_TRANSACTION_COLUMN_IDS,
  columnLabels,
  feeCategoryId,
  // Their defaults are the questions' part's (QueueQuestions.tsx).
  askedRows,
  receiptRequestThreshold,
}: Omit<BankTransactionListProps, 'className' | 'onError'>) {
  const messages = useMessages(bankTransactionListMessages)
  const gridWords = useMessages(gridMessages)
  const { locale } = useLocaleSettings()
  const [filter, setFilterState] = useControllableState({ value: filterProp, defaultValue: defaultFilter, onChange: onFilterChange })
  const query = useBankTransactions({ limit: pageSize })
  useLoadCallbacks({ fetching: query.isFetching, error: query.error }, { onLoadStart, onLoadError })
  // The editor's code is not in the queue's first load; it follows once the queue has painted.
  useEffect(() => {
    if (editor)
      void loadEditorPanel().then(
        (panel) => panel.preloadEditor(),
        () => undefined,
      )
  }, [editor])
  // Kept fresh while the queue is open: rows another user closed meanwhile lock without a reload.
  const closing = useLiveClosing(companyId ? { companyId } : {})
  const session = useSession()
  const transactions = query.data?.transactions ?? NO_TRANSACTIONS
  const partsSet = useQueueSet(query.data)
  // A first sync still bringing older pages: the newest are on screen and work; counts say "so far".
  const syncing = query.data?.syncing
  // Kept by record: a save, an undo or a merged page updates what it changed (queueIndex.ts).
  const hostedName = useHostedCategoryNames(options?.categories)
  const [index] = useState(() => new QueueIndex())
  index.sync(transactions, query.data?.change, hostedName)
  const { categoryName } = index
  const bankAccounts = Array.isArray(options?.bankAccounts) ? options.bankAccounts : index.bankAccounts()

  // Rows acted on stay in view until the filter changes (by content: a host may pass an equal filter anew on every render).
  const key = filterKey(filter)
  // "Waiting for the owner" and the counts, once the questions' part (QueueQuestions.tsx, drawn by
  // the review part) has read its record; the index keeps one filter's rows, which that view leaves.
  const [asked, setAsked] = useState<QueueQuestionsView>()
  const indexed = filter.view === 'waiting' ? undefined : index.rows(filter, key)
  const visible = asked ? asked.rows(indexed, filter, key) : (indexed ?? NO_TRANSACTIONS)
  const counts = asked?.counts ?? index.counts()
  // Sorted by a column within the rows the queue holds, before its keys and selection read them:
  // Enter, j/k and Shift-ranges follow the order shown. Unsorted, the rows are the view's as they are.
  const [sorting, setSorting] = useState<SortingState>([])
  const ordered = useLoadedSorting(loadSorting, visible, sorting)
  const positionOf = useRowPositions(ordered, visible, (id) => index.positionOf(id))

  const closingState = closing.data
  const lockOf = (transaction: BankTransaction) => rowLockOf(transaction, session.readOnly, closingState)
  const lockKey = `${session.readOnly}\n${closingState?.modificationsEnabled}\n${closingState?.date}`
  const selectable = (id: string) => {
    const transaction = index.shown(id)
    return transaction !== undefined && lockOf(transaction) === undefined
  }
  const selection = useRowSelection(ordered, positionOf)
  // From the selection, not the view: a render costs what is selected, not every row shown.
  const selectedRows = [...selection.selected]
    .flatMap((id) => {
      const transaction = index.shown(id)
      return transaction && !lockOf(transaction) ? [transaction] : []
    })
    .sort(byDateDescending)
  const selectableCount = session.readOnly ? 0 : countUnlocked(visible, lockOf)

  // The review machinery (writes, undo, receipts, keys) is a part of its own, requested now (useReviewPart.ts).
  const review = useReviewPart(ordered)
  const actions = review.view?.actions
  // Read again just before a rule's confirmation is saved: a sync in flight is joined, then one of
  // what changed since is made, so rows someone changed after the sync began are seen.
  const rereadSet = async () => {
    await query.refetch({ cancelRefetch: false })
    const read = await query.refetch({ cancelRefetch: false })
    return read.isError ? undefined : read.data
  }
  // The rules' part, once it has loaded after the rows (QueueRules.tsx).
  const [rules, setRules] = useState<QueueRulesView>()
  // The matching part's, once the open invoices are read (QueueMatches.tsx); the transfers', once pairs are found (QueueTransfers.tsx).
  const [matches, setMatches] = useState<QueueMatchesView>()
  const [transfers, setTransfers] = useState<QueueTransfersView>()
  // The owner's answers, drawn with the review part once the questions are read (questions/AnswerPart.tsx).
  const [answers, setAnswers] = useState<QueueAnswersView>()
  // Below the rows: a rule offer appearing there never moves the row the user is on.
  const [offerSlot, setOfferSlot] = useState<HTMLDivElement | null>(null)
  const { act, undo } = review
  const [openId, setOpenId] = useState<string>()
  const opened = openId === undefined ? undefined : index.get(openId)
  const openedAt = opened ? positionOf(opened.id) : -1
  const open =
    editor || onSelectTransaction
      ? (transaction: BankTransaction) => {
          onSelectTransaction?.(transaction)
          if (editor) setOpenId(transaction.id)
        }
      : undefined

  const upload = useUploadAttachment()

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
    onToggleAll: () =>
      selection.replace(
        selectedRows.length >= selectableCount ? [] : visible.flatMap((transaction) => (lockOf(transaction) ? [] : [transaction.id])),
      ),
    resultOf: (id) => actions?.results.get(id),
    categories: options?.categories,
    categoryName,
    onCategorize: (transaction, categoryId) => act([transaction], { categoryId, review: true }),
    onMarkReviewed: (transaction) => act([transaction], { review: true }),
    onRetry: review.retry,
    suggestionsOf: (transaction) => rowSuggestions(transaction, { answers, transfers, matches, rules }, categoryName),
    onAcceptSuggestion: review.acceptSuggestion,
    answerNote: answers ? answers.rowNote : noAnswerNote,
    // The view's own: a row's rule actions are drawn again when the rules' view changes, not on every render.
    ruleActions: rules ? rules.rowActions : noRuleActions,
    onMakeRule: rules && !session.readOnly ? rules.makeRule : undefined,
    onFindMatch: matches && !session.readOnly ? matches.findMatch : undefined,
    onPairTransfer: transfers && !session.readOnly ? transfers.openPairing : undefined,
    onMarkTransfer: transfers && !session.readOnly ? transfers.markTransfer : undefined,
    onUnpair: session.readOnly ? undefined : review.unpair,
    transferWaiting: (transaction) => transfers?.waitingText(transaction),
    onOpen: open,
    receiptsOf: (id) => review.view?.receipts.get(id),
    onRetryReceipts: review.retryReceipts,
    onDismissReceipts: review.dismissReceipts,
    questionOf: (transaction) => asked?.questionOf(transaction),
  }

  // While the first rows of the view are on their way, the grid shows its header and skeleton rows:
  // measured meanwhile, it renders the rows in one pass when they arrive.
  // "Waiting for the owner" has its rows once the questions are read.
  const loading =
    (!query.data && query.isPending) || (!asked && filter.view === 'waiting')
      ? messages['bankTransactionList.loading']
      : visible.length === 0 && syncing
        ? messages['bankTransactionList.emptySoFar'](formatCount(transactions.length, locale))
        : undefined
  let body
  if (!query.data && !loading)
    body = <ErrorState error={query.error} title={messages['bankTransactionList.errorTitle']} onRetry={() => void query.refetch()} />
  else if (visible.length === 0 && !loading) {
    body = <QueueEmpty filter={filter} messages={messages} onClear={() => setFilter({ view: filter.view ?? 'toReview' })} />
  } else {
    body = (
      <TransactionTable
        transactions={ordered}
        columns={columns}
        columnLabels={columnLabels}
        sorting={{ state: sorting, onChange: (updater) => setSorting(functionalUpdate(updater, sorting)) }}
        // The order is of the rows at hand: while older pages still arrive, the note says so (a sync
        // that stopped says what is missing itself).
        sortNote={
          sorting.length > 0 && syncing && query.isFetching ? (
            <span className="bk-grid-tools__note">{gridWords['grid.sortedPartly'](formatCount(transactions.length, locale))}</span>
          ) : undefined
        }
        // A new order starts at its top, as a new filter does.
        viewKey={`${key}\n${JSON.stringify(sorting)}`}
        context={context}
        messages={messages}
        onRowKeyDown={review.onRowKeyDown}
        onOpen={(transaction) => open?.(transaction)}
        dropTarget={review.view?.dropTarget}
        loading={loading}
      />
    )
  }

  return (
    // The queue's keys work from anywhere in it but a field; rows take theirs first (useQueueKeys).
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- shortcuts of the controls inside, each reachable on its own
    <div className="bk-transaction-list__keys" onKeyDown={review.onKeyDown}>
      <TransactionFilters
        filter={filter}
        onChange={setFilter}
        counts={counts}
        bankAccounts={bankAccounts}
        locale={locale}
        messages={messages}
        summary={
          query.data
            ? messages[syncing ? 'bankTransactionList.shownSoFar' : 'bankTransactionList.shown'](
                formatCount(visible.length, locale),
                formatCount(transactions.length, locale),
              )
            : undefined
        }
        soFar={syncing !== undefined}
        waitingLabel={asked?.waitingLabel}
        tools={
          <>
            <PairTransfersButton view={transfers} readOnly={session.readOnly} />
            {asked?.toolbar}
          </>
        }
      />
      <QueueNotices
        readOnly={session.readOnly}
        closedThrough={closingState && !closingState.modificationsEnabled ? closingState.date : undefined}
        outcome={actions?.outcome}
        undoCount={actions?.undoable?.restore.length ?? 0}
        busy={actions?.busy ?? false}
        progress={actions?.progress}
        unfinished={actions?.unfinished ?? 0}
        onCancel={review.cancel}
        onSendAnyway={review.sendAnyway}
        onResume={review.resume}
        refreshing={query.isFetching}
        receivedSoFar={syncing && query.isFetching ? syncing.received : undefined}
        reachedSoFar={syncing?.through?.order === 'newestFirst' ? syncing.through.date : undefined}
        onUndo={undo}
        onRefresh={() => void query.refetch()}
        onShowShortcuts={review.openHelp}
        messages={messages}
      />
      {partsSet && actions && (
        <QueueLoadedParts
          set={partsSet}
          shown={visible}
          offerSlot={offerSlot}
          reread={rereadSet}
          companyId={companyId}
          bankAccounts={index.bankAccounts()}
          lockOf={lockOf}
          lockKey={lockKey}
          mayWrite={!session.readOnly && closingState !== undefined}
          readOnly={session.readOnly}
          actions={actions}
          keep={(ids) => index.keep(ids)}
          categories={options?.categories}
          known={options?.categories ? NO_OPTIONS : index.knownCategories()}
          feeCategoryId={feeCategoryId}
          categoryName={categoryName}
          views={{ matches, transfers }}
          onApplyMatch={(transaction, lines) => act([index.get(transaction.id) ?? transaction], { children: lines, review: true })}
          index={index}
          onRulesView={setRules}
          onMatchesView={setMatches}
          onTransfersView={setTransfers}
        />
      )}
      {review.Part && (
        <review.Part
          onSaved={onSaved}
          selection={selection}
          index={index}
          companyId={companyId}
          ordered={ordered}
          context={context}
          selectable={selectable}
          selectedRows={selectedRows}
          open={open}
          upload={upload}
          parts={{ rules, matches, transfers, answers, questions: asked }}
          categories={options?.categories}
          known={options?.categories ? NO_OPTIONS : index.knownCategories()}
          locale={locale}
          messages={messages}
          onView={review.onView}
          questions={{ transactions, askedRows, receiptRequestThreshold, onView: setAsked, offerSlot }}
          answers={{ set: partsSet, lockKey, mayChange: !session.readOnly, onView: setAnswers }}
        />
      )}
      {/* A sync that failed after rows were shown: the rows stay, and the failure says so. */}
      {query.data && query.isError && (
        <ErrorState
          error={query.error}
          title={
            syncing
              ? messages['bankTransactionList.olderFailed'](formatCount(transactions.length, locale))
              : messages['bankTransactionList.syncFailed']
          }
          onRetry={() => void query.refetch()}
        />
      )}
      {/* Pointer gestures on rows: Shift- and Ctrl/Cmd-click select, a file dropped or pasted is a receipt. */}
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- each gesture has its key on the focused row */}
      <div
        className="bk-transaction-list__body"
        aria-busy={query.isPending || (syncing !== undefined && query.isFetching)}
        {...review.bodyHandlers}
      >
        {body}
      </div>
      <div ref={setOfferSlot} className="bk-transaction-list__offer" />
      {editor && opened && (
        <Suspense fallback={null}>
          <EditorPanel
            placement={editor}
            transaction={opened}
            next={openedAt >= 0 ? ordered[openedAt + 1] : undefined}
            options={options}
            messages={messages}
            onSaved={(saved) => onSaved?.([saved])}
            onOpen={(transaction) => open?.(transaction)}
            onClose={() => setOpenId(undefined)}
          />
        </Suspense>
      )}
    </div>
  )
}
