import type { ErrorItem, ErrorType } from './types'

/**
 * What went wrong, for a host to switch on:
 * - `network`: no answer came (offline, the host unreachable, CORS), or a write's answer was lost;
 * - `auth`: signing in failed (the host's `fetchToken` failed, or the service refused the token);
 * - `forbidden`: the service refused this user or company the request (a view-only session too);
 * - `notFound`: the record or endpoint does not exist (or not for this company);
 * - `service`: the service refused the request or failed (a bad value, a 5xx), or offers no way to do it;
 * - `badAnswer`: the service answered something bookkit cannot read, or paged without end.
 */
export type BookkeepingErrorKind = 'network' | 'auth' | 'forbidden' | 'notFound' | 'service' | 'badAnswer'

/** Base class of every error bookkit throws, so a host can tell ours from its own; `kind` says what went wrong. */
export class BookkeepingError extends Error {
  override name = 'BookkeepingError'
  /** What went wrong, for a host to switch on. */
  readonly kind: BookkeepingErrorKind

  constructor(message: string, options?: ErrorOptions & { kind?: BookkeepingErrorKind }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.kind = options?.kind ?? 'service'
  }
}

/** What kind of failure an answer with this status and first error type is. */
function apiErrorKind(status: number, type: ErrorType): BookkeepingErrorKind {
  if (status === 401 || type === 'INVALID_TOKEN' || type === 'EXPIRED_TOKEN') return 'auth'
  if (status === 403 || type === 'FORBIDDEN') return 'forbidden'
  if (status === 404 || type === 'NOT_FOUND') return 'notFound'
  return 'service'
}

/**
 * `error` as a `BookkeepingError`: ours as they are; anything else (a host's `fetch` throwing
 * something odd, an answer that broke a reader) as a `badAnswer` carrying it as its `cause`.
 */
export function asBookkeepingError(error: unknown): BookkeepingError {
  if (error instanceof BookkeepingError) return error
  const message = error instanceof Error ? error.message : String(error)
  return new BookkeepingError(message || 'Something unexpected went wrong while reading from the bookkeeping service.', {
    cause: error,
    kind: 'badAnswer',
  })
}

/** The service answered with a FAILURE envelope. */
export class BookkeepingApiError extends BookkeepingError {
  override name = 'BookkeepingApiError'
  /** The HTTP status of the answer. */
  readonly status: number
  /** Every error item the service reported, in its order. */
  readonly errors: ErrorItem[]
  /** The type of the first error item, for programmatic handling. */
  readonly type: ErrorType

  constructor(status: number, errors: ErrorItem[]) {
    const first = errors[0] ?? { type: 'UNKNOWN_ERROR' as const, message: 'The service reported a failure without details.' }
    super(first.message || `The service answered ${status} ${first.type}.`, { kind: apiErrorKind(status, first.type) })
    this.status = status
    this.errors = errors.length > 0 ? errors : [first]
    this.type = first.type
  }

  /** The first error item naming `param`, if any: what a form shows beside that field. */
  forParam(param: string): ErrorItem | undefined {
    return this.errors.find((error) => error.param === param)
  }
}

/** The service answered something that is not its envelope (not JSON, or JSON of another shape). */
export class BookkeepingResponseError extends BookkeepingError {
  override name = 'BookkeepingResponseError'
  readonly status: number

  constructor(status: number, problem: string) {
    super(`The service answered ${status} with ${problem}.`, { kind: 'badAnswer' })
    this.status = status
  }
}

/** How a page walk failed to move on: a cursor it had already followed, or a page with nothing new. */
export type PagingProblem = 'repeatedCursor' | 'noProgress'

/**
 * The service paged without end: it answered a cursor the walk had already followed, or a page
 * that held nothing new yet named a next one. The walk stops here instead of asking for ever.
 */
export class BookkeepingPagingError extends BookkeepingResponseError {
  override name = 'BookkeepingPagingError'
  readonly problem: PagingProblem
  /** Pages read before the walk stopped. */
  readonly pagesRead: number

  constructor(problem: PagingProblem, pagesRead: number) {
    super(
      200,
      `${problem === 'repeatedCursor' ? 'a cursor it had answered before' : 'a page with nothing new'} (page ${pagesRead}), so reading stopped`,
    )
    this.problem = problem
    this.pagesRead = pagesRead
  }
}

/** The request never got an answer: the network is down, the host unreachable, or CORS refused it. */
export class BookkeepingNetworkError extends BookkeepingError {
  override name = 'BookkeepingNetworkError'

  constructor(cause: unknown) {
    super('The bookkeeping service could not be reached. Check the connection and try again.', { cause, kind: 'network' })
  }
}

/** The host's `fetchToken` failed or resolved to something that is not a token. */
export class BookkeepingAuthError extends BookkeepingError {
  override name = 'BookkeepingAuthError'

  constructor(message: string, cause?: unknown) {
    super(message, { cause, kind: 'auth' })
  }
}

/**
 * The service did not answer within the time limit (the provider's `requestTimeout`). A read that
 * times out fails as `network`; a write that times out may still be stored, so its outcome is unknown.
 */
export class BookkeepingTimeoutError extends BookkeepingNetworkError {
  override name = 'BookkeepingTimeoutError'
  /** The limit that passed, in milliseconds. */
  readonly timeoutMs: number

  constructor(timeoutMs: number) {
    super(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'))
    this.message = `The bookkeeping service did not answer within ${Math.round(timeoutMs / 1000)} seconds.`
    this.timeoutMs = timeoutMs
  }
}

/**
 * The service answered 429: too many requests. It did not take this one; `retryAt` says when it
 * may be sent again (from `Retry-After`, in seconds or as an HTTP date; a short default without one).
 */
export class BookkeepingRateLimitError extends BookkeepingError {
  override name = 'BookkeepingRateLimitError'
  /** When the request may be sent again, in epoch milliseconds. */
  readonly retryAt: number

  constructor(retryAt: number) {
    super('The bookkeeping service is busy: it asked to wait before this is sent again.', { kind: 'service' })
    this.retryAt = retryAt
  }
}

/** True for errors that a later attempt may cure: network failures and timeouts, 408, 5xx answers and malformed bodies (not a service paging in circles). */
export function isTransientError(error: unknown): boolean {
  if (error instanceof BookkeepingNetworkError || error instanceof BookkeepingAuthError) return true
  if (error instanceof BookkeepingPagingError) return false
  if (error instanceof BookkeepingResponseError) return true
  if (error instanceof BookkeepingApiError) return error.status >= 500 || error.status === 408
  return false
}

/**
 * Whether a read that failed this way is tried again by itself. Not after a time limit passed (the
 * user has waited long enough: they get the error and Try again), nor after a 429 (the transport
 * already waited for `Retry-After` as long as the read's time limit allowed).
 */
export function isRetriableRead(error: unknown): boolean {
  return isTransientError(error) && !(error instanceof BookkeepingTimeoutError)
}

/** Reads are retried twice on faults a retry can cure (5xx, 408, network, malformed body); never on a 4xx or after the time limit passed. */
const MAX_READ_RETRIES = 2

/**
 * How every bookkit read behaves, whichever QueryClient runs it: retried as `isRetriableRead` says,
 * fresh for 30 s. Plain data (React Query's option names, no React), kept beside the rule it
 * retries by: every read module reaches this module already, so a page's bundle splits no
 * differently for it (see `react/close/closing.ts`, which must not import `react/query/queries.ts`).
 */
export const readPolicy = {
  retry: (failures: number, error: Error) => failures < MAX_READ_RETRIES && isRetriableRead(error),
  retryDelay: (attempt: number) => Math.min(250 * 2 ** attempt, 2_000),
  staleTime: 30_000,
  refetchOnWindowFocus: false,
} as const
