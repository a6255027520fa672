import { errorTypeOf, readEnvelope, type ItemResultsEnvelope, type SuccessEnvelope } from './envelope'
import {
  BookkeepingApiError,
  BookkeepingAuthError,
  BookkeepingNetworkError,
  BookkeepingRateLimitError,
  BookkeepingResponseError,
  BookkeepingTimeoutError,
} from '../errors'
import { pause, rateLimitResendAt } from './retry'
import type { TokenManager } from './tokens'

/** Options every client method takes. */
export interface CallOptions {
  /** Aborts the request; the method then rejects with the signal's reason. */
  signal?: AbortSignal
}

/** One service call, described so that it can be sent again with a fresh token. */
interface Call extends CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  query?: Record<string, string | undefined>
  headers?: Record<string, string | undefined>
  body?: unknown
  /** The call changes data: a 403 FORBIDDEN on a fresh token then means the session cannot write. */
  write?: boolean
}

/**
 * How long a request may go unanswered, in milliseconds: a number is the limit of a read, and a
 * write gets twice as long (it may do more work); or each given apart.
 */
export type RequestTimeout = number | { read?: number; write?: number }

/** A read's time limit when none is given: 30 seconds. A write's is twice that. */
const DEFAULT_READ_TIMEOUT_MS = 30_000

/** The read and write limits of a `requestTimeout` option, defaults filled in. */
export function requestTimeouts(option: RequestTimeout | undefined): { read: number; write: number } {
  const given = typeof option === 'number' ? { read: option } : (option ?? {})
  const read = given.read ?? DEFAULT_READ_TIMEOUT_MS
  const limits = { read, write: given.write ?? read * 2 }
  for (const [which, ms] of Object.entries(limits)) {
    if (!Number.isFinite(ms) || ms <= 0)
      throw new TypeError(`bookkit: requestTimeout's ${which} limit must be a positive number of milliseconds, not ${String(ms)}`)
  }
  return limits
}

export interface TransportOptions {
  baseUrl: string
  tokens: TokenManager
  /** A fetch to use instead of the global one (looked up on every call, so test doubles apply). */
  fetch?: typeof fetch
  /** Aborted when the client is closed: every request in flight is aborted, and none is sent after. */
  lifetime: AbortSignal
  timeouts: { read: number; write: number }
}

/**
 * Sends calls with the bearer token, renewing it once and resending once when the service refuses
 * it. The service reports an expired token as 403 FORBIDDEN, the same answer as a refused write: a
 * write still refused that way on a fresh token is that write's error, and, when the token body
 * did not state a scope, teaches the session that it is read-only: from then on a write is refused
 * here, without a renewal or a request.
 *
 * Nothing waits for ever: each exchange (the request sent and its whole body read) has the read or
 * the write limit, even with a `fetch` that ignores its signal, and waiting for the host's
 * `fetchToken` has the read limit. A read answered 429 waits for `Retry-After`, never less than
 * `RATE_LIMIT_FLOOR_MS`, and asks again while its time limit allows, at most
 * `MAX_RATE_LIMITED_RETRIES` times; a write answered 429 rejects at once with
 * `BookkeepingRateLimitError`, as its caller decides when to send it again.
 */
export interface Transport {
  (call: Call): Promise<SuccessEnvelope>
  /** A batch save: a FAILURE envelope that still holds per-item results is answered, not thrown. */
  batch(call: Call): Promise<SuccessEnvelope | ItemResultsEnvelope>
}

/** An answer read in full within the time limit. */
interface Answer {
  status: number
  headers: Headers
  text: string
}

/** A read answered 429 without `Retry-After` waits this long before asking again (twice as long the second time, and so on). */
const RATE_LIMIT_WAIT_MS = 1_000

/**
 * How many times one read asks again after a 429 before it fails with `BookkeepingRateLimitError`.
 * Every 429 is the service saying it has too much to do; a read that keeps asking adds to that load,
 * and after five answers of "busy" the user is better served by the error and its Try again.
 */
export const MAX_RATE_LIMITED_RETRIES = 5

export function createTransport({ baseUrl, tokens, fetch: customFetch, lifetime, timeouts }: TransportOptions): Transport {
  // From the first trailing slash only: a bare `\/+$` is tried again from every slash of a run.
  const origin = baseUrl.replace(/(?<!\/)\/+$/, '')

  function requestFor(call: Call, token: string, signal: AbortSignal): Request {
    const url = new URL(origin + call.path)
    for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(name, value)
    const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` })
    for (const [name, value] of Object.entries(call.headers ?? {})) if (value !== undefined) headers.set(name, value)
    if (call.body !== undefined) headers.set('Content-Type', 'application/json')
    // A new Request for every attempt: a body stream can be sent only once.
    return new Request(url, { method: call.method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body), signal })
  }

  /**
   * Sends once and reads the whole body, within `limitMs`. The request carries the signal, but a
   * host's `fetch` (or the instrumentation wrapped around it) may drop it: the answer and each part
   * of its body are raced against the deadline and the caller's signal, so a limit or a cancel holds
   * whatever `fetch` does with the signal.
   */
  async function exchange(call: Call, token: string, signal: AbortSignal, limitMs: number): Promise<Answer> {
    signal.throwIfAborted()
    const timer = new AbortController()
    const timeout = setTimeout(() => timer.abort(), limitMs)
    const both = AbortSignal.any([signal, timer.signal])
    const stop = whenAborted(both)
    const stopped = (error: unknown): unknown => {
      if (signal.aborted) return signal.reason
      // The limit the host set, not what was left of it when this exchange began.
      if (timer.signal.aborted) return new BookkeepingTimeoutError(call.write ? timeouts.write : timeouts.read)
      return error
    }
    try {
      // Called inside a promise, so that a fetch that throws at once fails as one that rejects.
      const sent = new Promise<Response>((resolve) => resolve((customFetch ?? globalThis.fetch)(requestFor(call, token, both))))
      let response: Response
      try {
        response = await Promise.race([sent, stop.aborted])
      } catch (error) {
        // A fetch deaf to the signal may still answer: nobody reads that answer, so let it go.
        sent.then(discardBody, () => {})
        throw stopped(new BookkeepingNetworkError(error))
      }
      try {
        return { status: response.status, headers: response.headers, text: await bodyText(response, stop.aborted) }
      } catch (cause) {
        throw stopped(new BookkeepingResponseError(response.status, `a body that could not be read (${String(cause)})`))
      }
    } finally {
      clearTimeout(timeout)
      stop.dispose()
    }
  }

  /** A token, waiting for the host's `fetchToken` no longer than a read may take. */
  async function tokenWithin(pending: Promise<string>, signal: AbortSignal): Promise<string> {
    let timeout: ReturnType<typeof setTimeout> | undefined
    let onAbort: (() => void) | undefined
    const expired = new Promise<never>((_resolve, reject) => {
      const seconds = Math.round(timeouts.read / 1000)
      timeout = setTimeout(
        () =>
          reject(
            new BookkeepingAuthError(`Signing in to the bookkeeping service failed: fetchToken did not answer within ${seconds} seconds.`),
          ),
        timeouts.read,
      )
      onAbort = () => reject(signal.reason)
      signal.addEventListener('abort', onAbort, { once: true })
    })
    try {
      return await Promise.race([pending, expired])
    } finally {
      clearTimeout(timeout)
      if (onAbort) signal.removeEventListener('abort', onAbort)
    }
  }

  /** One attempt: the token, the exchange, and once more with a fresh token when the service refused the first. */
  async function attempt(call: Call, signal: AbortSignal, limitMs: () => number): Promise<Answer> {
    const token = await tokenWithin(tokens.token(), signal)
    // A token body that says `scope: 'read'` is known only once the first token is in.
    if (call.write && tokens.getState().scope === 'read') throw readOnlySessionError()
    const answer = await exchange(call, token, signal, limitMs())
    if (!isTokenRefusal(answer)) return answer
    const renewed = await tokenWithin(tokens.renewAfterRejection(token), signal)
    const again = await exchange(call, renewed, signal, limitMs())
    if (call.write && again.status === 403 && errorTypeOf(again.text) === 'FORBIDDEN') tokens.writeRefused()
    return again
  }

  async function answered(call: Call): Promise<Answer> {
    const signal = call.signal ? AbortSignal.any([call.signal, lifetime]) : lifetime
    signal.throwIfAborted()
    if (call.write && tokens.getState().scope === 'read') throw readOnlySessionError()
    // A write's every exchange may take the write limit; a read's exchanges and waits share one.
    const deadline = Date.now() + timeouts.read
    const limitMs = call.write ? () => timeouts.write : () => Math.max(1, deadline - Date.now())
    for (let retries = 0; ; retries++) {
      const answer = await attempt(call, signal, limitMs)
      if (answer.status !== 429) return answer
      const now = Date.now()
      const retryAt = rateLimitResendAt(retryAtOf(answer.headers, now, RATE_LIMIT_WAIT_MS * (retries + 1)), now)
      if (call.write || retries === MAX_RATE_LIMITED_RETRIES || retryAt >= deadline) throw new BookkeepingRateLimitError(retryAt)
      await pause(retryAt - Date.now(), signal)
    }
  }

  const transport = async (call: Call) => {
    const answer = await answered(call)
    return readEnvelope(answer.status, answer.text) as SuccessEnvelope
  }
  transport.batch = async (call: Call) => {
    const answer = await answered(call)
    return readEnvelope(answer.status, answer.text, { itemResults: true })
  }
  return transport
}

/**
 * The last instant a `Date` can hold. A `Retry-After` further off than that (`99999999999999`
 * seconds) is read as this instant, so a `retryAt` is always a real time that can be shown.
 */
const LAST_INSTANT_MS = 8.64e15

/**
 * When a 429 answer says the request may be sent again: `Retry-After` in seconds or as an HTTP date,
 * else after `fallbackMs`. A value that is neither (garbage) counts as absent; a date already past
 * is `now` (the floor of `rateLimitResendAt` still applies); nothing is later than `LAST_INSTANT_MS`.
 */
export function retryAtOf(headers: Headers, now: number, fallbackMs: number): number {
  const value = headers.get('Retry-After')?.trim()
  const date = !value ? Number.NaN : /^\d+(\.\d+)?$/.test(value) ? now + Number(value) * 1000 : Math.max(now, Date.parse(value))
  return Number.isNaN(date) ? now + fallbackMs : Math.min(date, LAST_INSTANT_MS)
}

/** Rejects with the signal's reason once it aborts, for racing against work that may not listen to it; `dispose` stops listening. */
function whenAborted(signal: AbortSignal): { aborted: Promise<never>; dispose: () => void } {
  let onAbort = () => {}
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason)
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
  })
  // An abort after the last race that listens to it must not surface as an unhandled rejection.
  aborted.catch(() => {})
  return { aborted, dispose: () => signal.removeEventListener('abort', onAbort) }
}

/**
 * The whole body as text, or the reason of `stop` as soon as it rejects. Read part by part rather
 * than with `response.text()`, whose stream stays locked: a read given up on is cancelled here, so
 * a body that never ends does not hold its connection open.
 */
async function bodyText(response: Response, stop: Promise<never>): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), stop])
      if (done) return text + decoder.decode()
      text += decoder.decode(value, { stream: true })
    }
  } catch (error) {
    reader.cancel().catch(() => {})
    throw error
  }
}

/** Lets go of an answer nobody will read: its body is cancelled, so its connection is freed. */
function discardBody(response: Response): void {
  response.body?.cancel().catch(() => {})
}

/** 401, or 403 reporting an expired or unauthorised token: the answers that a new token may cure. */
function isTokenRefusal(answer: Answer): boolean {
  if (answer.status === 401) return true
  if (answer.status !== 403) return false
  const type = errorTypeOf(answer.text)
  return type === 'EXPIRED_TOKEN' || type === 'FORBIDDEN'
}

/** What a write gets once the session is known to be read-only: the service's own answer to it, without asking. */
function readOnlySessionError(): BookkeepingApiError {
  return new BookkeepingApiError(403, [{ type: 'FORBIDDEN', message: 'This session has view-only access and cannot change data.' }])
}
