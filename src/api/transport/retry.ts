import { isRetriableRead } from '../errors'

/** How a request that failed transiently (5xx, network, malformed answer) is tried again. */
export interface RetryPolicy {
  /** Attempts after the first failure, at most; 0 never retries. */
  retries: number
  /** Milliseconds to wait before retry `attempt` (1 for the first retry). */
  delay: (attempt: number) => number
}

/**
 * Three retries after 0.5 s, 1 s and 2 s: enough to ride out a service restart or a dropped
 * connection, short enough that a lasting outage is reported within a few seconds.
 */
// Marked pure: only the ledger export uses this policy, and a bundler keeps any call (Object.freeze) it is not told is free of effects.
export const PAGE_RETRY_POLICY: RetryPolicy = /* @__PURE__ */ Object.freeze({
  retries: 3,
  delay: (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 4_000),
})

/**
 * The least wait before a request answered 429 goes again, whatever `Retry-After` says. A service
 * that answers `Retry-After: 0`, or a date its clock has already passed, would otherwise be asked
 * again at once, over and over: one read sent 1,165 requests in 2 s. A quarter of a
 * second is long next to a round trip and short next to a read's time limit.
 */
export const RATE_LIMIT_FLOOR_MS = 250

/**
 * When a request answered 429 goes again: at `retryAt`, but no sooner than the floor and a random
 * part of up to as much again (250–500 ms from `now`), so that clients told "now" at the same moment
 * do not all come back at the same moment.
 */
export function rateLimitResendAt(retryAt: number, now: number): number {
  return Math.max(retryAt, now + RATE_LIMIT_FLOOR_MS * (1 + Math.random()))
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts (a cancelled export never waits out its backoff). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      },
      Math.max(0, ms),
    )
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

export interface RetryOptions {
  signal?: AbortSignal
  /** Called before each wait, with the retry about to happen and the failure that caused it. */
  onRetry?: (attempt: number, error: unknown) => void
}

/**
 * Runs `attempt` until it resolves, fails with an error a retry cannot cure (a 4xx, a time limit passed), or has failed
 * `policy.retries + 1` times; the last failure is thrown. An abort stops it at once, mid-wait too.
 */
export async function retryTransient<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  { signal, onRetry }: RetryOptions = {},
): Promise<T> {
  for (let retry = 1; ; retry++) {
    signal?.throwIfAborted()
    try {
      return await attempt()
    } catch (error) {
      if (signal?.aborted || !isRetriableRead(error) || retry > policy.retries) throw error
      onRetry?.(retry, error)
      await pause(policy.delay(retry), signal)
    }
  }
}
