import { useEffect, useId, useRef } from 'react'
import type { WriteOutcome } from '../../../api/writes/outcome'
import { formatDate } from '../../../format/date'
import { isolate } from '../../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../../format/money'
import { formatCount } from '../../../messages/messageSet'
import type { ReconciliationHistoryMessages } from '../../../messages/reconcile/reconciliationHistory'
import { sharedMessages } from '../../../messages/shared'
import { useMessages } from '../../../react/provider/provided'
import { useUndoReconciliation } from '../../../react/reconcile/reconciliation'
import { ReconciliationUndoRefusedError } from '../../../core/reconcile/finish/undoRefused'
import type { Reconciliation } from '../../../core/reconcile/types'
import { useModalDialog } from '../../shared/dialog/useModalDialog'
import { ModalDialog } from '../../shared/dialog/ModalDialog'
import { errorMessage } from '../../shared/text/errorMessage'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { refusalText, unknownReasonText } from '../../shared/text/writeOutcomeText'

interface UndoProps {
  companyId: string
  bankAccountId: string
  /** The account's last reconciliation: the only one that can be undone. */
  reconciliation: Reconciliation
  messages: ReconciliationHistoryMessages
  format: MoneyFormat
  /** `true` once it is undone and off the account's book. */
  onClose: (undone: boolean) => void
}

/**
 * Undo the last reconciliation: a plain confirmation of what happens, the undo's progress with
 * Stop, and what could not go back and why (a closed period), with Try again for what is left.
 */
export function UndoLastReconciliation({ companyId, bankAccountId, reconciliation, messages, format, onClose }: UndoProps) {
  const dialog = useModalDialog()
  const cancel = useRef<HTMLButtonElement>(null)
  // After the dialog's own effect has noted what held the focus (it gets it back on close).
  useEffect(() => cancel.current?.focus(), [])
  const shared = useMessages(sharedMessages)
  const undo = useUndoReconciliation()
  const id = useId()
  const { locale } = format
  const count = reconciliation.transactions.length
  const end = formatDate(reconciliation.endDate, locale)
  const { adjustment } = reconciliation
  const run = async () => {
    const result = await undo.mutateAsync({ companyId, bankAccountId, reconciliation }).catch(() => undefined)
    if (result?.removed) onClose(true)
  }
  const busy = undo.isPending
  const result = busy ? undefined : undo.data
  const byId = new Map(reconciliation.transactions.map((one) => [one.id, one]))
  const failed = result?.rows.filter(({ outcome }) => !isBack(outcome)) ?? []
  const reason = (outcome: WriteOutcome<unknown>) =>
    outcome.status === 'refused'
      ? refusalText(outcome, shared)
      : outcome.status === 'unknown'
        ? unknownReasonText(outcome, shared, locale)
        : messages['reconciliationHistory.undo.notSent']
  const tried = result !== undefined || undo.isError
  // Refused before anything was marked or sent: trying again would be refused the same way.
  const refused = undo.error instanceof ReconciliationUndoRefusedError ? undo.error : undefined
  const progress = undo.progress
  // Refused, "Undo it" leaves the dialog: the focus it held goes to Close, the way out, not to the page.
  useEffect(() => {
    const focused = cancel.current?.ownerDocument.activeElement
    if (refused && (!focused || focused === focused.ownerDocument.body)) cancel.current?.focus()
  }, [refused])

  return (
    <ModalDialog
      dialog={dialog}
      className="bk-dialog"
      data-size="form"
      titleId={id}
      aria-describedby={`${id}-body`}
      aria-busy={busy}
      onCancel={() => (busy ? undo.cancel() : onClose(false))}
    >
      <h2 id={id} className="bk-dialog__title">
        {messages['reconciliationHistory.undo.title'](end)}
      </h2>
      <div id={`${id}-body`} className="bk-dialog__body">
        <p>{messages['reconciliationHistory.undo.body'](formatCount(count, locale), count)}</p>
        {adjustment && adjustment.amount !== 0 && (
          <p>
            <IsolatedText
              text={messages['reconciliationHistory.undo.adjustment'](
                formatMoney(adjustment.amount, format),
                isolate(adjustment.glAccountName ?? adjustment.glAccountId),
              )}
            />
          </p>
        )}
      </div>
      <p role="status">
        {busy
          ? progress
            ? messages['reconciliationHistory.undo.progress'](formatCount(progress.done, locale), formatCount(progress.total, locale))
            : messages['reconciliationHistory.undo.starting']
          : ''}
      </p>
      <div role="alert">
        {tried && (
          <div className="bk-alert" data-tone="danger">
            {undo.isError && <p>{refused ? refusedText(refused, messages, locale) : errorMessage(undo.error, shared)}</p>}
            {result?.reversal && !isBack(result.reversal) && (
              <p>{messages['reconciliationHistory.undo.reversalFailed'](reason(result.reversal))}</p>
            )}
            {failed.length > 0 && (
              <>
                <p>{messages['reconciliationHistory.undo.failed'](formatCount(failed.length, locale), failed.length)}</p>
                <ul>
                  {failed.map(({ transactionId, outcome }) => {
                    const one = byId.get(transactionId)
                    return (
                      <li key={transactionId}>
                        {one && (
                          <>
                            {formatDate(one.date, locale)} · <bdi>{one.description ?? transactionId}</bdi> ·{' '}
                            {formatMoney(one.amount, format)}:{' '}
                          </>
                        )}
                        {reason(outcome)}
                      </li>
                    )
                  })}
                </ul>
              </>
            )}
            {result?.recordError !== undefined && (
              <p>
                {messages['reconciliationHistory.undo.recordFailed'](
                  result.recordError instanceof Error && result.recordError.message
                    ? result.recordError.message
                    : shared['shared.errorTitle'],
                )}
              </p>
            )}
          </div>
        )}
      </div>
      {/* The same two buttons throughout, so the focus stays where it was while the undo runs. */}
      <div className="bk-dialog__actions">
        <button ref={cancel} type="button" className="bk-button" onClick={() => (busy ? undo.cancel() : onClose(false))}>
          {
            messages[
              busy ? 'reconciliationHistory.undo.stop' : tried ? 'reconciliationHistory.undo.close' : 'reconciliationHistory.undo.cancel'
            ]
          }
        </button>
        {!refused && (
          <button
            type="button"
            className="bk-button"
            data-variant="danger"
            aria-disabled={busy || undefined}
            data-busy={busy || undefined}
            onClick={() => {
              if (!busy) void run()
            }}
          >
            {messages[tried ? 'reconciliationHistory.undo.retry' : 'reconciliationHistory.undo.confirm']}
          </button>
        )}
      </div>
    </ModalDialog>
  )
}

/** Why an undo was refused before anything was written, in words. */
function refusedText(refused: ReconciliationUndoRefusedError, messages: ReconciliationHistoryMessages, locale: string) {
  return refused.reason === 'readOnly'
    ? messages['reconciliationHistory.undo.readOnly']
    : messages['reconciliationHistory.undo.closed'](refused.closingDate ? formatDate(refused.closingDate, locale) : '')
}

/** Back to its status, or deleted since (nothing to go back to). */
const isBack = (outcome: WriteOutcome<unknown>) =>
  outcome.status === 'saved' || (outcome.status === 'refused' && outcome.statusCode === 404)
