/**
 * The queue's review machinery, a part of its own: its writes (batches, progress, per-row results,
 * undo), receipts, keys and gestures, the bulk bar and the dialogs they open. Requested when the
 * queue mounts, in parallel with its first read: the rows are drawn without it, and what the user
 * does before it is here is done, in order, as it arrives (useReviewPart.ts).
 */
import { useLayoutEffect, type RefObject } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { OptionSource, PickerOption } from '../../../core/forms/optionSource'
import type { QueueIndex } from '../../../core/queue/view/queueIndex'
import { rowName } from '../../../core/queue/view/queueFilter'
import { transferActions } from '../../../core/queue/review/transferActions'
import { takeSuggestion } from '../../../core/queue/review/takeSuggestion'
import type { QueueSuggestion } from '../../../core/queue/review/suggestions'
import type { BankTransactionListMessages } from '../../../messages/queue/bankTransactionList'
import { bankTransactionListDialogMessages } from '../../../messages/queue/bankTransactionListDialogs'
import { useMessages } from '../../../react/provider/provided'
import type { UploadAttachment } from '../../../react/provider/upload'
import type { QueueRowContext } from '../rows/rowContext'
import type { QueueAnswersView, QueueMatchesView, QueueRulesView, QueueTransfersView } from '../queueRulesView'
import type { QueueQuestionsView } from '../questions/queueQuestionsView'
import { QueueQuestions, type QueueQuestionsProps } from '../questions/QueueQuestions'
import { QueueAnswers, type QueueAnswersProps } from '../questions/AnswerPart'
import { BulkBar } from './BulkBar'
import { QueueDialogs } from './QueueDialogs'
import { useLatestRef } from '../../shared/hooks/useLatestRef'
import { useQueueAct } from './useQueueAct'
import { useQueueKeys } from './useQueueKeys'
import { useReviewActions } from './useReviewActions'
import { useRowReceipts } from './useRowReceipts'
import type { useRowSelection } from './useRowSelection'

export interface QueueReviewProps {
  onSaved: ((saved: BankTransaction[]) => void) | undefined
  selection: ReturnType<typeof useRowSelection>
  index: QueueIndex
  companyId: string | undefined
  /** The view's rows in the order shown. */
  ordered: readonly BankTransaction[]
  context: QueueRowContext
  selectable: (id: string) => boolean
  selectedRows: readonly BankTransaction[]
  open: ((transaction: BankTransaction) => void) | undefined
  upload: UploadAttachment | undefined
  parts: {
    rules: QueueRulesView | undefined
    matches: QueueMatchesView | undefined
    transfers: QueueTransfersView | undefined
    answers: QueueAnswersView | undefined
    questions: QueueQuestionsView | undefined
  }
  categories: OptionSource | undefined
  known: readonly PickerOption[]
  locale: string
  messages: BankTransactionListMessages
  /** Told once the part has committed, and again whenever what the queue shows of it changes. */
  onView: (view: QueueReviewView) => void
  /** The questions' part, drawn with this one (QueueQuestions.tsx): what it reads, and where its view goes. */
  questions: Pick<QueueQuestionsProps, 'transactions' | 'askedRows' | 'receiptRequestThreshold' | 'onView' | 'offerSlot'>
  /** The owner's answers' part, drawn with this one (questions/AnswerPart.tsx): what it reads, and where its view goes. */
  answers: Pick<QueueAnswersProps, 'set' | 'lockKey' | 'mayChange' | 'onView'>
}

/** What the user's acts call: the part's last render (its handlers read that render's rows and selection). */
export type QueueReviewPort = ReturnType<typeof useQueueReview>

/** What the queue draws of the part, and where its handlers find the part's last render. */
export interface QueueReviewView {
  actions: QueueReviewPort['actions']
  receipts: QueueReviewPort['receipts']['receipts']
  dropTarget: string | undefined
  port: Readonly<RefObject<QueueReviewPort>>
}

function useQueueReview(props: QueueReviewProps) {
  const { index, selection, context, parts } = props
  const actions = useReviewActions(props.onSaved, selection)
  // A change to rows, asked first when it changes a reconciled or signed-off month (useQueueAct.tsx).
  const { act, actRule, actAnswer, undo, confirmDialog } = useQueueAct({
    index,
    actions,
    rules: parts.rules,
    answers: parts.answers,
    companyId: props.companyId,
  })
  const { unpair } = transferActions(index, actions)
  const acceptSuggestion = (transaction: BankTransaction, suggestion: QueueSuggestion) =>
    takeSuggestion(transaction, suggestion, {
      act,
      actRule,
      pair: parts.transfers?.pair,
      findMatch: parts.matches?.findMatch,
      useAnswer: actAnswer,
    })
  // A receipt is saved on the record as it is when its upload ends, not as it was when it was dropped.
  const receipts = useRowReceipts(
    props.upload,
    (transaction, attachmentIds) => act([index.get(transaction.id) ?? transaction], { attach: attachmentIds }),
    (transaction, reason) => actions.announce({ kind: 'receiptFailed', name: rowName(transaction), reason }),
  )
  const keys = useQueueKeys({
    visible: props.ordered,
    shown: (id) => index.shown(id),
    context,
    selection,
    selectable: props.selectable,
    selectedRows: props.selectedRows,
    act,
    retry: (id) => void actions.retry(id),
    announce: actions.announce,
    openEditor: (transaction) => props.open?.(transaction),
    undo: () => void undo(),
    attach: props.upload ? receipts.attach : undefined,
    ask: parts.questions?.openAsk,
    answerHeld: (transaction) => parts.answers?.held(transaction) ?? false,
  })
  return { actions, act, undo, unpair, acceptSuggestion, receipts, keys, confirmDialog }
}

export function QueueReview(props: QueueReviewProps) {
  const review = useQueueReview(props)
  // The queue's handlers call the latest render's functions, as they did when these were its own.
  const port = useLatestRef(review)
  const { actions, receipts, keys } = review
  const { onView } = props
  // The queue draws again only when what it shows of the part changed: never for a render of the part's own.
  useLayoutEffect(
    () =>
      onView({
        // The state as this render has it; the writes of the latest render, whenever a part (the rules', the transfers') calls them.
        actions: {
          ...actions,
          apply: (...args) => port.current.actions.apply(...args),
          retry: (id) => port.current.actions.retry(id),
          undo: () => port.current.actions.undo(),
          undoRows: (ids) => port.current.actions.undoRows(ids),
          resume: () => port.current.actions.resume(),
          cancel: () => port.current.actions.cancel(),
          sendAnyway: () => port.current.actions.sendAnyway(),
        },
        receipts: receipts.receipts,
        dropTarget: keys.dropTarget,
        port,
      }),
    // `actions` is new with every render: its state is what the queue shows.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [
      onView,
      port,
      actions.results,
      actions.outcome,
      actions.progress,
      actions.busy,
      actions.unfinished,
      actions.undoable,
      receipts.receipts,
      keys.dropTarget,
    ],
  )
  const { selectedRows, selection } = props
  // The bulk bar's and the dialogs' strings load with this part, not with the rows.
  const messages = { ...props.messages, ...useMessages(bankTransactionListDialogMessages) }
  const act = review.act
  return (
    <>
      {/* Drawn with the rows: a selection shows its actions in the same frame, never after a load. */}
      {selectedRows.length > 0 && (
        <BulkBar
          selectedCount={selectedRows.length}
          categories={props.categories}
          busy={actions.busy}
          locale={props.locale}
          messages={messages}
          onCategorize={(categoryId) => act(selectedRows, { categoryId, review: true }, { fromSelection: true })}
          onMarkReviewed={() => act(selectedRows, { review: true }, { fromSelection: true })}
          onAsk={props.parts.questions ? () => props.parts.questions?.openAsk(selectedRows) : undefined}
          onClear={selection.clear}
        />
      )}
      <QueueDialogs keys={keys} categories={props.categories} known={props.known} messages={messages} />
      <QueueQuestions
        {...props.questions}
        companyId={props.companyId}
        categories={props.categories}
        index={props.index}
        announce={actions.announce}
      />
      <QueueAnswers
        {...props.answers}
        companyId={props.companyId}
        lockOf={props.context.lockOf}
        actions={actions}
        rules={props.parts.rules}
        categoryName={props.context.categoryName}
        rowOf={(id) => props.index.get(id)}
      />
      {review.confirmDialog}
    </>
  )
}
