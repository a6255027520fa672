import type { UnknownReason, WriteOutcome } from '../../api/writes/outcome'
import { formatClockTime } from '../../format/date'
import type { SharedMessages } from '../../messages/shared'

/** Why a write's outcome is unknown, as a sentence, with the service's own words after it when it sent some. */
export function unknownReasonText(outcome: { reason: UnknownReason; errors: readonly { message: string }[]; retryAt?: number }, messages: SharedMessages, locale: string): string {
  const reason = outcome.reason === 'busy'
    ? messages['shared.unknown.busy'](formatClockTime(outcome.retryAt ?? Date.now(), locale))
    : messages[`shared.unknown.${outcome.reason}`]
  const words = outcome.errors.map((error) => error.message).filter(Boolean).join(' ')
  return words ? `${reason} ${words}` : reason
}

/** The service's reasons for refusing a write, as one sentence to show beside it. */
export function refusalText(outcome: Extract<WriteOutcome<unknown>, { status: 'refused' }>, messages: SharedMessages): string {
  if (outcome.kind === 'auth') return messages['shared.authError']
  return outcome.errors.map((error) => error.message).filter(Boolean).join(' ') || messages['shared.errorTitle']
}
