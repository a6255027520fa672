import { useContext } from 'react'
import { isolate } from '../../../format/isolate'
import { formatPercent } from '../../../format/percent'
import { useLocaleSettings } from '../../../react/provider/provided'
import { ClampedText } from '../../shared/cells'
import { RowTabStopContext } from '../../shared/grid/VirtualGrid'
import { AnswerNoteContext, type QueueCellProps } from './rowContext'
import { rowName } from '../../../core/queue/view/queueFilter'
import { TitleStop } from './RowStatus'
import { keepInCell } from './SelectCell'

/**
 * A row's description: a button that opens the row (a click elsewhere in the row only makes it
 * current), the receipts on their way to it, with their progress or why they were refused, and the
 * owner's answer held from Enter, with why.
 */
export function DescriptionCell({ transaction, context, messages }: QueueCellProps) {
  const current = useContext(RowTabStopContext)
  const tabIndex = current ? 0 : -1
  const { locale } = useLocaleSettings()
  // Isolated: each label below holds it in a sentence of ours, which a name written right to left would reorder.
  const name = isolate(rowName(transaction))
  const answerNote = useContext(AnswerNoteContext)(transaction, { name, tabIndex, current })
  const text = transaction.description || transaction.displayName
  const { onOpen } = context
  const receipts = context.receiptsOf(transaction.id)
  const badge = context.questionOf(transaction)?.badge
  // Its title keeps it whole where a narrow description cuts it.
  const uploading =
    receipts?.state === 'uploading'
      ? messages['bankTransactionList.receipt.uploading'](formatPercent(String(Math.round(receipts.progress * 100)), locale))
      : undefined
  return (
    <>
      {onOpen ? (
        <button
          type="button"
          className="bk-transaction-list__description"
          tabIndex={tabIndex}
          aria-label={messages['bankTransactionList.openRow'](name)}
          onClick={(event) => {
            keepInCell(event)
            onOpen(transaction)
          }}
        >
          <ClampedText text={text} />
        </button>
      ) : (
        <span className="bk-transaction-list__description">
          <ClampedText text={text} />
        </span>
      )}
      {/* Stacked on screen; a space keeps the two apart in what is read out. */}
      {badge && ' '}
      {badge}
      {answerNote && ' '}
      {answerNote}
      {receipts && ' '}
      {receipts?.state === 'uploading' && (
        <span className="bk-row-receipt" data-state="uploading">
          <progress value={receipts.progress} max={1} aria-label={messages['bankTransactionList.receipt.progress'](name)} />
          <span className="bk-row-receipt__text" title={uploading}>
            {uploading}
          </span>
        </span>
      )}
      {receipts?.state === 'failed' && (
        // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only stops a click from also reaching the row
        <span className="bk-row-receipt" data-state="failed" onClick={keepInCell}>
          <span className="bk-row-receipt__title">{messages['bankTransactionList.receipt.failed']}</span>
          <TitleStop title={messages['bankTransactionList.receipt.failed']} />
          {receipts.reason && <span className="bk-row-status__message">{receipts.reason}</span>}{' '}
          <button
            type="button"
            className="bk-button"
            tabIndex={tabIndex}
            aria-label={messages['bankTransactionList.receipt.retry'](name)}
            onClick={() => context.onRetryReceipts(transaction)}
          >
            {messages['bankTransactionList.retryShort']}
          </button>{' '}
          <button
            type="button"
            className="bk-button"
            data-variant="ghost"
            tabIndex={tabIndex}
            aria-label={messages['bankTransactionList.receipt.dismiss'](name)}
            onClick={() => context.onDismissReceipts(transaction.id)}
          >
            {messages['bankTransactionList.receipt.dismissShort']}
          </button>
        </span>
      )}
    </>
  )
}
