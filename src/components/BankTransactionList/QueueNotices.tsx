import { formatDate } from '../../format/date'
import { formatCount } from '../../format/messages'
import { useLocaleSettings } from '../../react/hooks'
import type { BankTransactionListMessages } from '../../messages/bankTransactionList'
import type { ActionOutcome } from './useReviewActions'

interface QueueNoticesProps {
  readOnly: boolean
  /** The closing date while modifications are disabled. */
  closedThrough: string | undefined
  outcome: ActionOutcome | undefined
  undoCount: number
  busy: boolean
  refreshing: boolean
  /** While a first sync brings older pages: the records it has received so far. */
  receivedSoFar: number | undefined
  onUndo: () => void
  onRefresh: () => void
  /** Opens the list of the queue's keys (also `?`). */
  onShowShortcuts: () => void
  messages: BankTransactionListMessages
}

/** Why rows cannot change, what the last action did (announced), its undo, and a check for new transactions. */
export function QueueNotices({ readOnly, closedThrough, outcome, undoCount, busy, refreshing, receivedSoFar, onUndo, onRefresh, onShowShortcuts, messages }: QueueNoticesProps) {
  const { locale } = useLocaleSettings()
  const count = (value: number) => formatCount(value, locale)
  let announcement = ''
  let tone: 'success' | 'warning' | 'danger' = 'success'
  if (outcome) {
    switch (outcome.kind) {
      case 'saved':
        announcement = outcome.row
          ? messages['bankTransactionList.rowResult'](outcome.row.name, outcome.failed > 0 ? (outcome.row.message ?? '') : undefined)
          : messages['bankTransactionList.bulkResult'](count(outcome.saved), count(outcome.failed), outcome.failed)
        tone = outcome.failed > 0 ? 'warning' : 'success'
        break
      case 'unreachable':
        announcement = messages['bankTransactionList.bulkFailed']
        tone = 'danger'
        break
      case 'undone':
        announcement = messages['bankTransactionList.undone'](count(outcome.restored))
        break
      case 'undoFailed':
        announcement = messages['bankTransactionList.undoFailed']
        tone = 'danger'
        break
      case 'unknown':
        announcement = messages['bankTransactionList.bulkUnknown'](count(outcome.rows))
        tone = 'warning'
        break
      case 'undoUnknown':
        announcement = messages['bankTransactionList.undoUnknown']
        tone = 'warning'
        break
      case 'locked':
        announcement = messages['bankTransactionList.rowLocked'](outcome.name)
        tone = 'warning'
        break
      case 'receiptFailed':
        announcement = messages['bankTransactionList.receipt.failedAnnounce'](outcome.name, outcome.reason ?? messages['bankTransactionList.receipt.failed'])
        tone = 'danger'
        break
      case 'noUpload':
        announcement = messages['bankTransactionList.receipt.noUpload']
        tone = 'warning'
        break
      default:
        outcome satisfies never
    }
  }
  return (
    <div className="bk-transaction-list__notices">
      {readOnly ? (
        <p className="bk-alert bk-lock-notice" data-tone="warning" data-reason="session">
          {messages['bankTransactionList.locked.session']}
        </p>
      ) : (
        closedThrough && (
          <p className="bk-field__hint bk-lock-notice" data-reason="closed">
            {messages['bankTransactionList.locked.closed'](formatDate(closedThrough, locale))}
          </p>
        )
      )}
      <div className="bk-toolbar">
        <p className="bk-transaction-list__outcome" role="status" aria-live="polite" data-tone={announcement ? tone : undefined}>
          {announcement}
        </p>
        {undoCount > 0 && (
          <button type="button" className="bk-button" aria-disabled={busy} onClick={() => { if (!busy) onUndo() }}>
            {messages['bankTransactionList.undo'](count(undoCount))}
          </button>
        )}
        {receivedSoFar === undefined ? (
          <button type="button" className="bk-button" data-variant="ghost" aria-disabled={refreshing} onClick={() => { if (!refreshing) onRefresh() }}>
            {messages[refreshing ? 'bankTransactionList.refreshing' : 'bankTransactionList.refresh']}
          </button>
        ) : (
          <p className="bk-field__hint bk-transaction-list__progress">{messages['bankTransactionList.loadingOlder'](count(receivedSoFar))}</p>
        )}
        <button type="button" className="bk-button" data-variant="ghost" aria-keyshortcuts="?" onClick={onShowShortcuts}>
          {messages['bankTransactionList.shortcuts']}
        </button>
      </div>
    </div>
  )
}
