import { useEffect, useLayoutEffect, useRef } from 'react'
import { isClosedPeriodRefusal } from '../../api/writes/outcome'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMoney } from '../../format/money'
import { formatCount } from '../../messages/messageSet'
import { sharedMessages } from '../../messages/shared'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import type { FinishResult } from '../../react/reconcile/reconciliation'
import { ConfirmDialog } from '../shared/dialog/ConfirmDialog'
import { errorMessage } from '../shared/text/errorMessage'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { refusalText, unknownReasonText } from '../shared/text/writeOutcomeText'
export { AdjustmentDialog } from './AdjustmentDialog'
import { useFinishMessages } from './finishMessages'
import { LockedWayOut, useLockedWayOut } from './LockedWayOut'

// The parts of the finish that show only after a click: loaded then, or in idle time before.

/**
 * A dialog the worksheet unmounts rather than closes leaves the focus nowhere: it goes back to what
 * held it before (the button that opened it), noted before the dialog moves it.
 */
function useFocusBackToOpener() {
  const opener = useRef<Element | null>(null)
  useLayoutEffect(() => {
    opener.current = document.activeElement
  }, [])
  useEffect(
    () => () => {
      const lost = document.activeElement === null || document.activeElement === document.body
      if (lost && opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    },
    [],
  )
}

/**
 * The plain warning before finishing with a difference left: the rows are then saved with a
 * discrepancy. The worksheet unmounts it rather than closing it, and a modal dialog taken out of the
 * page leaves the focus nowhere: the focus goes back to what held it before (the button that opened
 * it), noted before the dialog moves it to Cancel.
 */
export function DiscrepancyDialog({
  difference,
  onConfirm,
  onCancel,
}: {
  difference: number
  onConfirm: () => void
  onCancel: () => void
}) {
  const messages = useFinishMessages()
  const format = useLocaleSettings()
  useFocusBackToOpener()
  return (
    <ConfirmDialog
      open
      title={messages['bankReconciliation.discrepancyTitle']}
      confirmLabel={messages['bankReconciliation.discrepancyConfirm']}
      cancelLabel={messages['bankReconciliation.cancel']}
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{messages['bankReconciliation.discrepancyBody'](formatMoney(Math.abs(difference), format))}</p>
    </ConfirmDialog>
  )
}

/**
 * The question before finishing at a zero difference while statement rows tick transactions still
 * to review: they are not cleared, so something else ticked may stand in their place.
 */
export function NotClearedDialog({ count, onConfirm, onCancel }: { count: number; onConfirm: () => void; onCancel: () => void }) {
  const messages = useFinishMessages()
  const { locale } = useLocaleSettings()
  useFocusBackToOpener()
  return (
    <ConfirmDialog
      open
      title={messages['bankReconciliation.notClearedTitle']}
      confirmLabel={messages['bankReconciliation.finishAnyway']}
      cancelLabel={messages['bankReconciliation.cancel']}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{messages['bankReconciliation.notClearedBody'](formatCount(count, locale), count)}</p>
    </ConfirmDialog>
  )
}

/**
 * A finish that stopped: the adjustment not booked, the transactions not all saved (each said, with
 * why), or the record not kept; Try again sends what is left (nothing twice), Back returns to the
 * worksheet as it is now.
 */
export function FinishOutcome({
  outcome,
  closingDate,
  onRetry,
  onUndo,
  onCountLocked,
  onBack,
}: {
  outcome: FinishResult | Error
  /** The books' closing date as last read: named when the closing refused rows. */
  closingDate: string | undefined
  onRetry: (() => void) | undefined
  /** Undoes the finish left on its way: offered at once when the closing refused what it has left, if it can end. */
  onUndo: (() => void) | undefined
  /** Finishes it counting the rows the closing refused as cleared in a closed period: offered with Undo it. */
  onCountLocked: (() => void) | undefined
  onBack: () => void
}) {
  const messages = useFinishMessages()
  const shared = useMessages(sharedMessages)
  const { locale } = useLocaleSettings()
  // The books were closed meanwhile: trying again is refused the same way; what is left is said below.
  const closedMeanwhile =
    !(outcome instanceof Error) && outcome.interrupted && outcome.rows.some((row) => isClosedPeriodRefusal(row.outcome))
      ? outcome.interrupted
      : undefined
  const wayOut = useLockedWayOut(closedMeanwhile, closingDate)
  const lines: string[] = []
  let title = messages['bankReconciliation.finishFailed']
  let retry = onRetry
  let undo: (() => void) | undefined
  if (outcome instanceof Error) {
    title = messages['bankReconciliation.finishFailedBecause'](errorMessage(outcome, shared))
  } else {
    const { adjustment, rows, recordNotKept } = outcome
    if (adjustment && adjustment.status !== 'saved') {
      title = messages['bankReconciliation.adjustmentFailed'](
        adjustment.status === 'refused'
          ? refusalText(adjustment, shared)
          : adjustment.status === 'unknown'
            ? unknownReasonText(adjustment, shared, locale)
            : shared['shared.errorTitle'],
      )
    }
    const failed = rows.filter((row) => row.outcome.status !== 'saved')
    if (failed.length > 0) {
      const saved = rows.length - failed.length
      title = messages['bankReconciliation.partly'](formatCount(saved, locale), formatCount(rows.length, locale), rows.length)
      for (const { transaction, outcome: one } of failed) {
        const name = isolate(transaction.description || transaction.id)
        if (one.status === 'refused') lines.push(messages['bankReconciliation.rowRefused'](name, refusalText(one, shared)))
        else if (one.status === 'unknown')
          lines.push(messages['bankReconciliation.rowUnknown'](name, unknownReasonText(one, shared, locale)))
        else if (one.status === 'notSent') lines.push(messages['bankReconciliation.rowNotSent'](name))
      }
      if (closedMeanwhile) {
        title = messages['bankReconciliation.closedMeanwhile'](
          closingDate && formatDate(closingDate, locale),
          formatCount(saved, locale),
          formatCount(rows.length, locale),
          rows.length,
        )
        retry = undefined
        undo = onUndo
      }
    }
    if (outcome.reversal && outcome.reversal.status !== 'saved') title = messages['bankReconciliation.undoItFailed']
    if (recordNotKept) title = messages['bankReconciliation.recordNotKept']
    if (outcome.notClaimed) {
      title = outcome.notClaimed.conflict
        ? messages['bankReconciliation.claimConflict']
        : messages['bankReconciliation.finishFailedBecause'](errorMessage(outcome.notClaimed.error, shared))
      if (outcome.notClaimed.conflict) retry = undefined
    }
  }
  return (
    <div className="bk-alert bk-reconcile__outcome" data-tone="danger" role="alert">
      <p className="bk-form-alert__title">{title}</p>
      {lines.length > 0 && (
        <ul className="bk-form-alert__details">
          {lines.map((line, index) => (
            <li key={index}>
              <IsolatedText text={line} />
            </li>
          ))}
        </ul>
      )}
      {wayOut && undo && onCountLocked ? (
        <LockedWayOut wayOut={wayOut} onCount={onCountLocked} onUndo={undo}>
          <button type="button" className="bk-button" onClick={onBack}>
            {messages['bankReconciliation.back']}
          </button>
        </LockedWayOut>
      ) : (
        <div className="bk-form-alert__actions">
          {undo && (
            <button type="button" className="bk-button" data-variant="primary" onClick={undo}>
              {messages['bankReconciliation.undoIt']}
            </button>
          )}
          {retry && (
            <button type="button" className="bk-button" data-variant="primary" onClick={retry}>
              {messages['bankReconciliation.tryAgain']}
            </button>
          )}
          <button type="button" className="bk-button" onClick={onBack}>
            {messages['bankReconciliation.back']}
          </button>
        </div>
      )}
    </div>
  )
}
