/**
 * What became of a write, item by item, as data: saved, refused, unknown or not sent. Every write
 * bookkit makes ends in one of these per item; nothing above this layer classifies errors itself.
 */
import {
  BookkeepingApiError,
  BookkeepingAuthError,
  BookkeepingError,
  BookkeepingNetworkError,
  BookkeepingRateLimitError,
  BookkeepingResponseError,
  BookkeepingTimeoutError,
  type BookkeepingErrorKind,
} from '../errors'
import type { BatchItemResult } from '../results'
import { pause, rateLimitResendAt } from '../transport/retry'
import type { ErrorItem } from '../types'

/**
 * Why it is not known whether a write was stored:
 * - `noAnswer`: the connection broke, or nothing came back;
 * - `timeout`: no answer within the time limit (it may still be stored after that);
 * - `failed`: the service answered that it failed (5xx, 408), perhaps after storing;
 * - `unreadable`: what came back could not be read;
 * - `cancelled`: the user stopped waiting (it may still be stored);
 * - `busy`: the service asked to wait (429) until `retryAt`.
 */
export type UnknownReason = 'noAnswer' | 'timeout' | 'failed' | 'unreadable' | 'cancelled' | 'busy'

/** What became of one item of a write. */
export type WriteOutcome<T> =
  /** Stored. `record` is the service's answer, absent when it confirmed without one; `recovered` when a check found it after an unknown outcome. */
  | { status: 'saved'; statusCode: number; record: T | undefined; recovered: boolean }
  /** Not stored: the service refused it (its reasons in `errors`), or failed and a check found it not stored. */
  | { status: 'refused'; statusCode: number; errors: ErrorItem[]; kind: BookkeepingErrorKind }
  /**
   * Maybe stored. Nothing sends it again blindly: with `canCheck`, the next attempt finds out first
   * (a bank transaction, through a sync); without it, only the user can (a journal entry).
   * `errors` holds the service's words when it answered a failure; `retryAt` when it asked to wait;
   * `settlesAt` while it may still land (it timed out or was cancelled, README decision 20): until
   * then it is not sent again.
   */
  | { status: 'unknown'; reason: UnknownReason; canCheck: boolean; errors: ErrorItem[]; retryAt?: number; settlesAt?: number }
  /** Not sent: an earlier batch of the same write failed, or it was cancelled first. */
  | { status: 'notSent' }

/** A whole request's failure, before it is told item by item: refused, or unknown and why. */
export type RequestFailure =
  | { status: 'refused'; statusCode: number; errors: ErrorItem[]; kind: BookkeepingErrorKind }
  | { status: 'unknown'; reason: UnknownReason; errors: ErrorItem[]; retryAt?: number; statusCode?: number }

/** How long a write waits by itself for a 429's `Retry-After`; a longer wait is left to the user. */
const MAX_AUTOMATIC_WAIT_MS = 60_000

/**
 * Waits until `retryAt` (a 429's `Retry-After`) when that is at most a minute away, and never less
 * than the rate-limit floor, telling `report` until when; false when it is further (the user sends
 * it later), is not a time at all (NaN would pause for nothing and send at once), or the user cancelled.
 */
export async function waitOut(
  retryAt: number | undefined,
  report: (waitingUntil?: number) => void,
  signal?: AbortSignal,
): Promise<boolean> {
  if (retryAt === undefined || !Number.isFinite(retryAt) || retryAt - Date.now() > MAX_AUTOMATIC_WAIT_MS) return false
  const until = rateLimitResendAt(retryAt, Date.now())
  report(until)
  try {
    await pause(until - Date.now(), signal)
    return true
  } catch {
    return false
  } finally {
    report()
  }
}

/** Reasons after which the request may still be on its way through the service: the client stopped waiting, the service may not have. */
export const mayStillLand = (reason: UnknownReason) => reason === 'timeout' || reason === 'cancelled'

/** A status that says the service failed or gave up, not that it refused: the write may be stored. */
const isFailureStatus = (status: number) => status >= 500 || status === 408 || status === 429

/**
 * What a write request's failure means. Only a definite refusal is a refusal: a 4xx other than 408
 * and 429, a sign-in that failed before anything was sent, a write bookkit would not send. A 5xx,
 * 408, 429, timeout, broken connection, unreadable answer or cancel is unknown. Rethrows what is
 * not a bookkeeping failure (a defect in the caller).
 */
export function requestFailure(error: unknown, signal?: AbortSignal): RequestFailure {
  // The user's cancel, or the session ending (its requests are aborted): nobody waits for the answer.
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError'))
    return { status: 'unknown', reason: 'cancelled', errors: [] }
  if (error instanceof BookkeepingRateLimitError) return { status: 'unknown', reason: 'busy', errors: [], retryAt: error.retryAt }
  if (error instanceof BookkeepingTimeoutError) return { status: 'unknown', reason: 'timeout', errors: [] }
  if (error instanceof BookkeepingNetworkError) return { status: 'unknown', reason: 'noAnswer', errors: [] }
  if (error instanceof BookkeepingResponseError) return { status: 'unknown', reason: 'unreadable', errors: [] }
  if (error instanceof BookkeepingApiError) {
    if (isFailureStatus(error.status)) return { status: 'unknown', reason: 'failed', errors: error.errors, statusCode: error.status }
    return { status: 'refused', statusCode: error.status, errors: error.errors, kind: error.kind }
  }
  if (error instanceof BookkeepingAuthError)
    return { status: 'refused', statusCode: 401, errors: [{ type: 'INVALID_TOKEN', message: error.message }], kind: 'auth' }
  if (error instanceof BookkeepingError)
    return { status: 'refused', statusCode: 400, errors: [{ type: 'BAD_REQUEST', message: error.message }], kind: error.kind }
  throw error
}

/** One item's answer in a batch, as an outcome: a failed item with a failure status is unknown, not refused. */
export function itemOutcome<T>(result: BatchItemResult<T>): WriteOutcome<T> {
  if (result.ok) return { status: 'saved', statusCode: result.statusCode, record: result.data, recovered: false }
  if (isFailureStatus(result.statusCode)) return { status: 'unknown', reason: 'failed', canCheck: false, errors: result.errors }
  return {
    status: 'refused',
    statusCode: result.statusCode,
    errors: result.errors,
    kind: new BookkeepingApiError(result.statusCode, result.errors).kind,
  }
}

/** How many items of a write had each outcome. */
export function countOutcomes(outcomes: readonly WriteOutcome<unknown>[]): Record<WriteOutcome<unknown>['status'], number> {
  const counts = { saved: 0, refused: 0, unknown: 0, notSent: 0 }
  for (const outcome of outcomes) counts[outcome.status]++
  return counts
}

/** How far a write in batches has got, for a progress line. */
export interface WriteProgress {
  /** Items whose outcome is told so far. */
  done: number
  /** Items of the whole write. */
  total: number
  /** Items stored so far. */
  saved: number
  /** While the service asked to wait (429): when the next request goes, in epoch milliseconds. */
  waitingUntil?: number
  /**
   * While an earlier attempt of the write may still land (README decision 20): when it no longer
   * can and is looked for again, in epoch milliseconds. Nothing is sent before then unless released.
   */
  checkingUntil?: number
}

/** What a write in batches reports as it goes. */
export interface BatchWriteOptions<Item, T> {
  /** The most items in one request (the profile's `maxBatchSize`). */
  maxBatchSize: number
  /** Stops the write: the request on its way is abandoned (its items are unknown), the rest not sent. */
  signal?: AbortSignal
  onProgress?: (progress: WriteProgress) => void
  /** As each batch lands, with its items and their outcomes, so what it saved shows at once. */
  onBatch?: (landed: ReadonlyArray<{ item: Item; outcome: WriteOutcome<T> }>) => void
}

/** How long after it was sent a write that timed out or was cancelled may still land (the profile's `settleWindowMs`, README decision 20). */
export interface SettleWindow {
  settleWindowMs: number
}

/** What one batch came to: each item's outcome, and whether the request failed as a whole. */
export interface BatchLanding<T> {
  outcomes: ReadonlyArray<WriteOutcome<T>>
  /** The request was refused, or its outcome is unknown: the batches after it are not sent. */
  failed: boolean
}

/**
 * Sends `items` in sequential batches of at most `maxBatchSize`: `sendBatch` tells each of its
 * items' outcomes. A batch that fails as a whole (refused, or unknown) stops the rest, which are
 * `notSent`; what earlier batches stored stays saved. `outcomes` may hold items told already (a
 * check found them stored): those are not sent.
 */
export async function writeInBatches<Item, T>(
  items: readonly Item[],
  sendBatch: (indexes: readonly number[], report: (waitingUntil?: number) => void) => Promise<BatchLanding<T>>,
  { maxBatchSize, signal, onProgress, onBatch }: BatchWriteOptions<Item, T>,
  outcomes: Array<WriteOutcome<T> | undefined> = items.map(() => undefined),
): Promise<WriteOutcome<T>[]> {
  const progress = (waitingUntil?: number) => {
    let done = 0
    let saved = 0
    for (const outcome of outcomes) {
      if (outcome) done++
      if (outcome?.status === 'saved') saved++
    }
    onProgress?.({ done, total: items.length, saved, ...(waitingUntil === undefined ? {} : { waitingUntil }) })
  }
  const pending = items.flatMap((_item, index) => (outcomes[index] === undefined ? [index] : []))
  progress()
  for (let start = 0; start < pending.length; start += maxBatchSize) {
    if (signal?.aborted) break
    const batch = pending.slice(start, start + maxBatchSize)
    const landing = await sendBatch(batch, progress)
    batch.forEach((index, position) => {
      outcomes[index] = landing.outcomes[position] ?? { status: 'notSent' }
    })
    progress()
    onBatch?.(batch.map((index) => ({ item: items[index] as Item, outcome: outcomes[index] as WriteOutcome<T> })))
    if (landing.failed) break
  }
  return outcomes.map((outcome) => outcome ?? { status: 'notSent' })
}

/**
 * Whether the service refused an item for the closed period (README decision 6, `NOT_MODIFIABLE`):
 * the closing the UI holds is older than the service's, and must be read again.
 */
export function isClosedPeriodRefusal(outcome: WriteOutcome<unknown>): boolean {
  return outcome.status === 'refused' && outcome.errors.some((error) => error.type === 'NOT_MODIFIABLE')
}
