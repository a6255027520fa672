import { useId } from 'react'
import { formatDate, formatDateTime } from '../../../format/date'
import { isolate } from '../../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../../format/money'
import { formatCount } from '../../../messages/messageSet'
import type { ReconciliationHistoryMessages } from '../../../messages/reconcile/reconciliationHistory'
import type { Reconciliation } from '../../../core/reconcile/types'
import type { ReconciledChange } from '../../../core/reconcile/worksheet'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { outcomeText } from './reportCsv'

interface HistoryItemProps {
  reconciliation: Reconciliation
  /** What changed since; `undefined` while the account's transactions are still being read. */
  changes: readonly ReconciledChange[] | undefined
  messages: ReconciliationHistoryMessages
  format: MoneyFormat
  /** The account's last reconciliation, and the user may write: it can be undone. */
  canUndo: boolean
  onReport: () => void
  onCsv: () => void
  onUndo: () => void
}

/** One finished reconciliation: its end date and outcome, its figures, who finished it when, what changed since, and its actions. */
export function HistoryItem({ reconciliation, changes, messages, format, canUndo, onReport, onCsv, onUndo }: HistoryItemProps) {
  const id = useId()
  const { locale } = format
  const money = (minor: number) => formatMoney(minor, format)
  const end = formatDate(reconciliation.endDate, locale)
  const count = reconciliation.transactions.length
  const changed = changes !== undefined && changes.length > 0
  return (
    <li className="bk-form-section bk-reconciliation-history__item" aria-labelledby={id} data-outcome={reconciliation.outcome}>
      <div className="bk-toolbar">
        <strong id={id}>{messages['reconciliationHistory.item'](end)}</strong>{' '}
        <span className="bk-badge" data-tone={reconciliation.outcome === 'balanced' ? 'success' : 'warning'}>
          <IsolatedText text={outcomeText(reconciliation, messages, money, isolate)} />
        </span>{' '}
        {changed && (
          <span className="bk-badge" data-tone="danger">
            {messages['reconciliationHistory.changed']}
          </span>
        )}
      </div>
      <dl className="bk-reconciliation-history__figures">
        <Figure term={messages['reconciliationHistory.opening']} value={money(reconciliation.openingBalance)} />
        <Figure term={messages['reconciliationHistory.closing']} value={money(reconciliation.closingBalance)} />
        <Figure term={messages['reconciliationHistory.clearedIn']} value={money(reconciliation.clearedIn)} />
        <Figure term={messages['reconciliationHistory.clearedOut']} value={money(reconciliation.clearedOut)} />
        <Figure term={messages['reconciliationHistory.transactions']} value={formatCount(count, locale)} />
        <Figure term={messages['reconciliationHistory.finished']} value={finishedText(reconciliation, messages, locale)} />
      </dl>
      {changed && (
        <details>
          <summary>{messages['reconciliationHistory.changedCount'](formatCount(changes.length, locale), changes.length)}</summary>
          <ChangeList reconciliation={reconciliation} changes={changes} messages={messages} format={format} />
        </details>
      )}
      <div className="bk-toolbar">
        <button type="button" className="bk-button" aria-label={messages['reconciliationHistory.reportLabel'](end)} onClick={onReport}>
          {messages['reconciliationHistory.report']}
        </button>
        <button type="button" className="bk-button" aria-label={messages['reconciliationHistory.csvLabel'](end)} onClick={onCsv}>
          {messages['reconciliationHistory.csv']}
        </button>
        {canUndo && (
          <button type="button" className="bk-button" data-variant="ghost" onClick={onUndo}>
            {messages['reconciliationHistory.undo']}
          </button>
        )}
      </div>
    </li>
  )
}

/** A term and its value; a name in the value marked by `isolate()`. */
function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <IsolatedText text={value} />
      </dd>
    </div>
  )
}

/** When a reconciliation was finished, in the locale, and by whom when it is known (the host's name for them, marked by `isolate()`). */
export function finishedText(reconciliation: Reconciliation, messages: ReconciliationHistoryMessages, locale: string): string {
  const when = formatDateTime(reconciliation.finishedAt, locale)
  return reconciliation.finishedBy ? messages['reconciliationHistory.finishedBy'](isolate(reconciliation.finishedBy), when) : when
}

/** Each transaction that changed since: as it was reconciled, and what it is now (or that it is gone). */
export function ChangeList({
  reconciliation,
  changes,
  messages,
  format,
}: {
  reconciliation: Reconciliation
  changes: readonly ReconciledChange[]
  messages: ReconciliationHistoryMessages
  format: MoneyFormat
}) {
  const byId = new Map(reconciliation.transactions.map((one) => [one.id, one]))
  const { locale } = format
  return (
    <ul>
      {changes.map((change) => {
        const was = byId.get(change.id)
        const parts =
          change.changes.includes('deleted') || !change.now || !was
            ? [messages['reconciliationHistory.changeDeleted']]
            : [
                ...(change.changes.includes('amount')
                  ? [
                      messages['reconciliationHistory.changeAmount'](
                        formatMoney(was.amount, format),
                        formatMoney(change.now.amount, format),
                      ),
                    ]
                  : []),
                ...(change.changes.includes('date')
                  ? [messages['reconciliationHistory.changeDate'](formatDate(was.date, locale), formatDate(change.now.date, locale))]
                  : []),
              ]
        return (
          <li key={change.id}>
            {was && (
              <>
                {formatDate(was.date, locale)} · <bdi>{was.description ?? change.id}</bdi> · {formatMoney(was.amount, format)}:{' '}
              </>
            )}
            {parts.join('; ')}
          </li>
        )
      })}
    </ul>
  )
}
