import { formatDate, formatDateTime } from '../../format/date'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { bankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import { bankReconciliationPartMessages } from '../../messages/reconcile/bankReconciliationParts'
import { formatCount } from '../../messages/messageSet'
import { useMessages } from '../../react/provider/provided'
import type { InterruptedFinish as Interrupted } from '../../react/reconcile/reconciliation'
import { SentenceWithName } from '../shared/text/SentenceWithName'
import { LockedWayOut, useLockedWayOut } from './LockedWayOut'

/**
 * A finish of the account stopped part-way (a failure, a reload, another window): what it was
 * finishing and how far it got, with Finish it (saves what is left, books its adjustment at most
 * once) and Undo it (puts back what it saved). One the books' closing stopped offers instead to
 * finish it counting the rows the closing locked as cleared in a closed period, and Undo it where it
 * can end. Loaded when a book holds such a record.
 */
export function InterruptedFinish({
  interrupted,
  closingDate,
  format,
  readOnly,
  onResume,
  onAbandon,
  onCountLocked,
}: {
  interrupted: Interrupted
  /** The books' closing date as last read: an undo it stopped part-way is finished as the closing allows. */
  closingDate: string | undefined
  format: MoneyFormat
  readOnly: boolean
  onResume: () => void
  onAbandon: () => void
  onCountLocked: () => void
}) {
  const messages = { ...useMessages(bankReconciliationMessages), ...useMessages(bankReconciliationPartMessages) }
  const { record, saved, total, abandoning, lockedBy } = interrupted
  const { locale } = format
  // An undo an earlier bookkit began, that the closing stopped part-way, is stuck as a locked finish is.
  const wayOut = useLockedWayOut(record, lockedBy ?? (abandoning ? closingDate : undefined))
  const locked = wayOut && (lockedBy !== undefined || !wayOut.undoable) ? wayOut : undefined
  const title =
    saved === undefined
      ? messages['bankReconciliation.interruptedCounting']
      : abandoning
        ? messages['bankReconciliation.interruptedUndoing'](formatCount(saved, locale), formatCount(total, locale), total)
        : messages['bankReconciliation.interrupted'](formatCount(saved, locale), formatCount(total, locale), total)
  return (
    <section
      className="bk-alert bk-reconcile__interrupted"
      data-tone="warning"
      aria-label={title}
      data-state={locked ? 'locked' : abandoning ? 'abandoning' : 'finishing'}
    >
      <p className="bk-form-alert__title">{title}</p>
      <p>
        {messages['bankReconciliation.interruptedOf'](
          formatDate(record.endDate, locale),
          formatMoney(record.closingBalance, format),
          formatDateTime(record.startedAt, locale),
        )}{' '}
        {record.finishedBy && <SentenceWithName name={record.finishedBy} sentence={messages['bankReconciliation.interruptedBy']} />}{' '}
        {record.adjustment &&
          !abandoning &&
          messages['bankReconciliation.interruptedAdjustment'](formatMoney(Math.abs(record.adjustment.amount), format))}
      </p>
      {lockedBy ? (
        <p>{messages['bankReconciliation.interruptedLocked'](formatDate(lockedBy, locale))}</p>
      ) : (
        !readOnly && !locked && <p>{messages['bankReconciliation.interruptedHelp']}</p>
      )}
      {!readOnly && locked && <LockedWayOut wayOut={locked} onCount={onCountLocked} onUndo={onAbandon} />}
      {!readOnly && !locked && (
        <div className="bk-form-alert__actions">
          {!abandoning && !lockedBy && (
            <button type="button" className="bk-button" data-variant="primary" onClick={onResume}>
              {messages['bankReconciliation.finishIt']}
            </button>
          )}
          <button type="button" className="bk-button" onClick={onAbandon}>
            {messages['bankReconciliation.undoIt']}
          </button>
        </div>
      )}
    </section>
  )
}
