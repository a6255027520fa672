import { useMessages, useLocaleSettings } from '../../../react/provider/provided'
import type { BankTransactionListMessages } from '../../../messages/queue/bankTransactionList'
import { sharedMessages } from '../../../messages/shared'
import { refusalText, unknownReasonText } from '../../shared/text/writeOutcomeText'
import type { RowResult } from '../../../core/queue/review/actionResults'

/**
 * Between a status's title ("Not saved") and its reason: the full stop the title lacks (none when a
 * translation ends it with its own punctuation), for screen readers only, as the title stays a label
 * on screen. Without it the two read as one run-on sentence ("Not saved The books are closed…").
 */
export function TitleStop({ title }: { title: string }) {
  return <span className="bk-visually-hidden">{/\p{P}$/u.test(title) ? ' ' : '. '}</span>
}

/** A row's last save: saving, saved, refused (or not sent) with the service's message and a retry, or unknown with why and a check. */
export function RowStatus({
  result,
  name,
  tabIndex,
  onRetry,
  messages,
}: {
  result: RowResult | undefined
  name: string
  tabIndex: number
  onRetry: () => void
  messages: BankTransactionListMessages
}) {
  const shared = useMessages(sharedMessages)
  const { locale } = useLocaleSettings()
  if (!result) return null
  switch (result.state) {
    case 'saving':
      return (
        <span className="bk-row-status" data-state="saving">
          {messages['bankTransactionList.status.saving']}
        </span>
      )
    case 'saved':
      return (
        <span className="bk-row-status" data-state="saved">
          <span aria-hidden="true">✓ </span>
          {messages['bankTransactionList.status.saved']}
        </span>
      )
    case 'failed': {
      // In a row's one line the reason may be cut: its title keeps it whole.
      const failedText = result.outcome.status === 'refused' ? refusalText(result.outcome, shared) : messages['bankTransactionList.notSent']
      return (
        <span className="bk-row-status" data-state="failed">
          <span className="bk-row-status__title">{messages['bankTransactionList.status.failed']}</span>
          <TitleStop title={messages['bankTransactionList.status.failed']} />
          <span className="bk-row-status__message" title={failedText}>
            {failedText}
          </span>{' '}
          <button
            type="button"
            className="bk-button"
            tabIndex={tabIndex}
            aria-label={messages['bankTransactionList.retry'](name)}
            onClick={onRetry}
          >
            {messages['bankTransactionList.retryShort']}
          </button>
        </span>
      )
    }
    case 'unknown': {
      const unknownText = unknownReasonText(result.outcome, shared, locale)
      return (
        <span className="bk-row-status" data-state="unknown">
          <span className="bk-row-status__title">{messages['bankTransactionList.status.unknown']}</span>
          <TitleStop title={messages['bankTransactionList.status.unknown']} />
          <span className="bk-row-status__message" title={unknownText}>
            {unknownText}
          </span>{' '}
          <button
            type="button"
            className="bk-button"
            tabIndex={tabIndex}
            aria-label={messages['bankTransactionList.checkAgain'](name)}
            onClick={onRetry}
          >
            {messages['bankTransactionList.checkAgainShort']}
          </button>
        </span>
      )
    }
    default:
      return result satisfies never
  }
}
