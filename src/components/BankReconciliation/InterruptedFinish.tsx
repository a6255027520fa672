import { formatDate, formatDateTime } from '../../format/date'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { bankReconciliationMessages } from '../../messages/bankReconciliation'
import { bankReconciliationPartMessages } from '../../messages/bankReconciliationParts'
import { formatCount } from '../../messages/messageSet'
import { useMessages } from '../../react/provided'
import type { InterruptedFinish as Interrupted } from '../../react/reconciliation'
import { SentenceWithName } from '../shared/SentenceWithName'

/**
 * A finish of the account stopped part-way (a failure, a reload, another window): what it was
 * finishing and how far it got, with Finish it (saves what is left, books its adjustment at most
 * once) and Undo it (puts back what it saved). Loaded when a book holds such a record.
 */
export function InterruptedFinish({
  interrupted,
  format,
  readOnly,
  onResume,
  onAbandon,
}: {
  interrupted: Interrupted
  format: MoneyFormat
  readOnly: boolean
  onResume: () => void
  onAbandon: () => void
}) {
  const messages = { ...useMessages(bankReconciliationMessages), ...useMessages(bankReconciliationPartMessages) }
  const { record, saved, total, abandoning, lockedBy } = interrupted
  const { locale } = format
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
      data-state={abandoning ? 'abandoning' : lockedBy ? 'locked' : 'finishing'}
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
        !readOnly && <p>{messages['bankReconciliation.interruptedHelp']}</p>
      )}
      {!readOnly && (
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
