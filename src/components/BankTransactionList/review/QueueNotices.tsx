import { formatDate } from '../../../format/date'
import { formatCount } from '../../../messages/messageSet'
import { useMessages, useLocaleSettings } from '../../../react/provider/provided'
import type { BankTransactionListMessages } from '../../../messages/queue/bankTransactionList'
import { sharedMessages } from '../../../messages/shared'
import { Suspense } from 'react'
import { lazyPart, usePreloadPartsWhenIdle } from '../../shared/lazyPart'
import { useStillPending } from '../../shared/form/useStillPending'
import { busyText } from '../../shared/text/writeOutcomeText'
import type { ActionOutcome } from '../../../core/queue/review/actionResults'
import type { QueueProgress } from './useReviewActions'

// A held action's line and status are rare: their code (and the hold's strings) load in idle time.
const loadHold = () => import('./QueueHold')
const holdLine = lazyPart(loadHold, (module) => module.QueueHold)
const holdStatus = lazyPart(loadHold, (module) => module.QueueHoldStatus)
// What an action did, in words: there is none before the first action, so its code loads in idle time.
const outcomeText = lazyPart(
  () => import('./QueueOutcome'),
  (module) => module.QueueOutcome,
)

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
  /** How far back in dates the newest-first pages merged so far reach; `undefined` when the listing states no such order. */
  reachedSoFar: string | undefined
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
  reachedSoFar,
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
  usePreloadPartsWhenIdle([outcomeText, holdLine, holdStatus], !readOnly)
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
            <Suspense fallback={null}>
              <holdLine.Component hold={hold} />
            </Suspense>
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
        <p className="bk-transaction-list__outcome" role="status" aria-live="polite">
          {hold ? (
            <Suspense fallback={null}>
              <holdStatus.Component hold={hold} />
            </Suspense>
          ) : (
            outcome && (
              <Suspense fallback={null}>
                <outcomeText.Component outcome={outcome} messages={messages} />
              </Suspense>
            )
          )}
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
            {reachedSoFar === undefined
              ? messages['bankTransactionList.loadingOlder'](count(receivedSoFar))
              : messages['bankTransactionList.loadingOlderBackTo'](count(receivedSoFar), formatDate(reachedSoFar, locale))}
          </p>
        )}
        <button type="button" className="bk-button" data-variant="ghost" aria-keyshortcuts="?" onClick={onShowShortcuts}>
          {messages['bankTransactionList.shortcuts']}
        </button>
      </div>
    </div>
  )
}
