import type { UnknownReason, WriteOutcome } from '../../../api/writes/outcome'
import { formatWaitEnd } from '../../../format/date'
import type { SharedMessages } from '../../../messages/shared'

/**
 * What to say of a wait the service asked for (429): `until` the time it ends, when that can be
 * named, else that the service is busy and to try later, with no time. Every place that shows such
 * a wait says it through here: `Retry-After` may hold any value, and none may break a render.
 */
export function busyText(
  retryAt: number | undefined,
  until: (time: string) => string,
  messages: SharedMessages,
  locale: string,
  now = Date.now(),
): string {
  const time = retryAt === undefined ? undefined : formatWaitEnd(retryAt, locale, now)
  return time === undefined ? messages['shared.busyTryLater'] : until(time)
}

/** Why a write's outcome is unknown, as a sentence, with the service's own words after it when it sent some. */
export function unknownReasonText(
  outcome: { reason: UnknownReason; errors: readonly { message: string }[]; retryAt?: number },
  messages: SharedMessages,
  locale: string,
): string {
  const reason =
    outcome.reason === 'busy'
      ? busyText(outcome.retryAt, messages['shared.unknown.busy'], messages, locale)
      : messages[`shared.unknown.${outcome.reason}`]
  const words = outcome.errors
    .map((error) => error.message)
    .filter(Boolean)
    .join(' ')
  return words ? `${reason} ${words}` : reason
}

/** The service's reasons for refusing a write, as one sentence to show beside it. */
export function refusalText(outcome: Extract<WriteOutcome<unknown>, { status: 'refused' }>, messages: SharedMessages): string {
  if (outcome.kind === 'auth') return messages['shared.authError']
  return (
    outcome.errors
      .map((error) => error.message)
      .filter(Boolean)
      .join(' ') || messages['shared.errorTitle']
  )
}
