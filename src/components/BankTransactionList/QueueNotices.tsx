import { formatDate } from '../../format/date'
import { formatCount } from '../../messages/messageSet'
import { useMessages, useLocaleSettings } from '../../react/provided'
import type { BankTransactionListMessages } from '../../messages/bankTransactionList'
import { sharedMessages, type SharedMessages } from '../../messages/shared'
import { settleHoldMessages } from '../../messages/settleHold'
import { SettleHold, settleHoldStatus } from '../shared/form/SettleHold'
import { useStillPending } from '../shared/form/useStillPending'
import { busyText, refusalText, unknownReasonText } from '../shared/writeOutcomeText'
import type { ActionOutcome, NotSaved, OutcomeCounts, RowResult } from './actionResults'
import type { QueueProgress } from './useReviewActions'

interface QueueNoticesProps {
  readOnly: boolean
  /** The closing date while modifications are disabled. */
  closedThrough: string | undefined
  outcome: ActionOutcome | undefined
  undoCount: number
  busy: boolean
  /** A write in batches on its way (or waiting for the service): "Saving 300 of 1,205…". */
  progress: QueueProgress | undefined
  /** Rows the last action left unsaved when it stopped: Try again sends only those. */
  unfinished: number
  onCancel: () => void
  /** Ends a hold for an earlier attempt that may still land: the action is sent at once. */
  onSendAnyway: () => void
  onResume: () => void
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
export function QueueNotices({
  readOnly,
  closedThrough,
  outcome,
  undoCount,
  busy,
  progress,
  unfinished,
  refreshing,
  receivedSoFar,
  onUndo,
  onCancel,
  onSendAnyway,
  onResume,
  onRefresh,
  onShowShortcuts,
  messages,
}: QueueNoticesProps) {
  const { locale } = useLocaleSettings()
  const shared = useMessages(sharedMessages)
  const count = (value: number) => formatCount(value, locale)
  const slow = useStillPending(busy)
  const holdText = useMessages(settleHoldMessages)
  // An action held while an earlier save of its rows may still land: its status takes the announcement's place until it goes on.
  const hold =
    progress?.checkingUntil === undefined
      ? undefined
      : {
          until: progress.checkingUntil,
          checking: true,
          anywayLabel: messages['bankTransactionList.saveAnyway'],
          creates: false,
          onSendAnyway,
        }
  let announcement = ''
  let tone: 'success' | 'warning' | 'danger' = 'success'
  if (outcome) {
    switch (outcome.kind) {
      case 'done':
        announcement = outcome.row
          ? rowAnnouncement(outcome.row.name, outcome.row.result, messages, shared, locale)
          : actionAnnouncement(outcome.counts, outcome.refusal, messages, shared, count)
        tone = toneOf(outcome.counts)
        break
      case 'undone':
        announcement =
          outcome.left > 0
            ? messages['bankTransactionList.undonePartly'](count(outcome.restored), count(outcome.left))
            : messages['bankTransactionList.undone'](count(outcome.restored))
        tone = outcome.left > 0 ? 'warning' : 'success'
        break
      case 'undoFailed':
        announcement = [messages['bankTransactionList.undoFailed'], outcome.refusal ? notSavedText(outcome.refusal, messages, shared) : '']
          .filter(Boolean)
          .join(' ')
        tone = 'danger'
        break
      case 'undoUnknown':
        announcement = `${messages['bankTransactionList.undoUnknown']} ${unknownReasonText(outcome.unknown, shared, locale)}`
        tone = 'warning'
        break
      case 'locked':
        announcement = messages['bankTransactionList.rowLocked'](outcome.name)
        tone = 'warning'
        break
      case 'receiptFailed':
        announcement = messages['bankTransactionList.receipt.failedAnnounce'](
          outcome.name,
          outcome.reason ?? messages['bankTransactionList.receipt.failed'],
        )
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
      {(progress || slow) && (
        <div className="bk-transaction-list__progress-line">
          {hold ? (
            <SettleHold hold={hold} />
          ) : (
            <>
              {progress && progress.waitingUntil === undefined && (
                <progress
                  className="bk-transaction-list__progress-bar"
                  max={progress.total}
                  value={progress.done}
                  aria-label={messages[progress.undo ? 'bankTransactionList.undoing' : 'bankTransactionList.saving'](
                    count(progress.done),
                    count(progress.total),
                  )}
                />
              )}
              <span className="bk-field__hint">
                {progress?.waitingUntil !== undefined
                  ? busyText(progress.waitingUntil, shared['shared.waitingToSend'], shared, locale)
                  : progress
                    ? messages[progress.undo ? 'bankTransactionList.undoing' : 'bankTransactionList.saving'](
                        count(progress.done),
                        count(progress.total),
                      )
                    : messages['bankTransactionList.stillSaving']}
              </span>
            </>
          )}
          <button type="button" className="bk-button" data-variant="ghost" onClick={onCancel}>
            {messages['bankTransactionList.cancelSaving']}
          </button>
        </div>
      )}
      <div className="bk-toolbar">
        <p className="bk-transaction-list__outcome" role="status" aria-live="polite" data-tone={announcement && !hold ? tone : undefined}>
          {hold ? settleHoldStatus(hold, holdText) : announcement}
        </p>
        {unfinished > 0 && !busy && (
          <button type="button" className="bk-button" onClick={onResume}>
            {messages['bankTransactionList.tryRest'](count(unfinished))}
          </button>
        )}
        {undoCount > 0 && (
          <button
            type="button"
            className="bk-button"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onUndo()
            }}
          >
            {messages['bankTransactionList.undo'](count(undoCount))}
          </button>
        )}
        {receivedSoFar === undefined ? (
          <button
            type="button"
            className="bk-button"
            data-variant="ghost"
            aria-disabled={refreshing}
            onClick={() => {
              if (!refreshing) onRefresh()
            }}
          >
            {messages[refreshing ? 'bankTransactionList.refreshing' : 'bankTransactionList.refresh']}
          </button>
        ) : (
          <p className="bk-field__hint bk-transaction-list__progress">
            {messages['bankTransactionList.loadingOlder'](count(receivedSoFar))}
          </p>
        )}
        <button type="button" className="bk-button" data-variant="ghost" aria-keyshortcuts="?" onClick={onShowShortcuts}>
          {messages['bankTransactionList.shortcuts']}
        </button>
      </div>
    </div>
  )
}

/** Why a row was not saved: the service's reasons, or that its action stopped before it. */
function notSavedText(outcome: NotSaved, messages: BankTransactionListMessages, shared: SharedMessages): string {
  return outcome.status === 'refused' ? refusalText(outcome, shared) : messages['bankTransactionList.notSent']
}

/** A one-row action's announcement: saved, not saved with why, or not known with why. */
function rowAnnouncement(
  name: string,
  result: RowResult,
  messages: BankTransactionListMessages,
  shared: SharedMessages,
  locale: string,
): string {
  switch (result.state) {
    case 'saving':
    case 'saved':
      return messages['bankTransactionList.rowResult'](name, undefined)
    case 'failed':
      return messages['bankTransactionList.rowResult'](name, notSavedText(result.outcome, messages, shared))
    case 'unknown':
      return messages['bankTransactionList.rowUnknown'](name, unknownReasonText(result.outcome, shared, locale))
    default:
      return result satisfies never
  }
}

/** An action's announcement: each kind counted ("2 saved, 1 refused: …"), and what the user can do next. */
function actionAnnouncement(
  counts: OutcomeCounts,
  refusal: NotSaved | undefined,
  messages: BankTransactionListMessages,
  shared: SharedMessages,
  count: (value: number) => string,
): string {
  const parts = [
    counts.saved > 0 || counts.refused + counts.unknown + counts.notSent === 0
      ? messages['bankTransactionList.count.saved'](count(counts.saved))
      : '',
    counts.refused > 0 ? messages['bankTransactionList.count.refused'](count(counts.refused)) : '',
    counts.unknown > 0 ? messages['bankTransactionList.count.unknown'](count(counts.unknown)) : '',
    counts.notSent > 0 ? messages['bankTransactionList.count.notSent'](count(counts.notSent)) : '',
  ].filter(Boolean)
  return [
    messages['bankTransactionList.actionResult'](parts, refusal ? notSavedText(refusal, messages, shared) : undefined),
    counts.unknown > 0 ? messages['bankTransactionList.unknownHint'] : '',
    counts.notSent > 0 ? messages['bankTransactionList.restHint'] : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** All saved reads as success, some as a warning, none as danger. */
function toneOf({ saved, refused, unknown, notSent }: OutcomeCounts): 'success' | 'warning' | 'danger' {
  if (refused + unknown + notSent === 0) return 'success'
  return saved > 0 ? 'warning' : 'danger'
}
