import {
  BookkeepingApiError,
  BookkeepingAuthError,
  BookkeepingNetworkError,
  BookkeepingPagingError,
  BookkeepingRateLimitError,
  BookkeepingResponseError,
  BookkeepingTimeoutError,
} from '../../../api/errors'
import type { SharedMessages } from '../../../messages/shared'

/** What a user reads for `error`: the service's own message when it sent one, else ours. Never a token or header. */
export function errorMessage(error: unknown, messages: SharedMessages): string {
  if (error instanceof BookkeepingApiError) return error.message
  if (error instanceof BookkeepingAuthError) return messages['shared.authError']
  if (error instanceof BookkeepingTimeoutError) return messages['shared.timeoutError']
  if (error instanceof BookkeepingRateLimitError) return messages['shared.busyError']
  if (error instanceof BookkeepingNetworkError) return messages['shared.networkError']
  if (error instanceof BookkeepingPagingError) return messages['shared.pagingError']
  if (error instanceof BookkeepingResponseError) return messages['shared.responseError']
  return messages['shared.errorTitle']
}
