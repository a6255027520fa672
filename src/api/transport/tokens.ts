import { BookkeepingAuthError } from '../errors'
import type { TokenResponse } from '../types'

/** The host's callback: resolves to the token endpoint's own body, fetched by the host's backend. */
export type FetchToken = () => Promise<TokenResponse>

/**
 * What a session may do: the token response's `scope` when it carries one (authoritative), or,
 * for a body without it, `'read'` once the service refused a write with a fresh token;
 * `undefined` while neither has said.
 */
export type SessionScope = 'read' | 'write'

/** The token holder's state, for a UI that shows read-only sessions and sign-in failures. */
export interface SessionState {
  readonly status: 'idle' | 'fetching' | 'ready' | 'error'
  readonly scope: SessionScope | undefined
  readonly error: BookkeepingAuthError | undefined
}

interface HeldToken {
  readonly value: string
  /** After this instant a request waits for a fresh token rather than risk an expired one. */
  readonly expiresAt: number
  /** After this instant the token is renewed in the background while it is still used. */
  readonly renewAt: number
}

/** Share of `expires_in` after which a token is renewed ahead of its expiry. */
const RENEW_AT = 0.8
/** Margin kept before the stated expiry, for clock skew and the request's own flight time. */
const EXPIRY_MARGIN_MS = 2_000

/**
 * Holds one access token in memory (never in storage, a URL or a log), fetched lazily and shared
 * by every request: N concurrent requests cause one `fetchToken` call, and a rejection seen by
 * many requests at once causes one renewal.
 */
export class TokenManager {
  readonly #fetchToken: FetchToken
  readonly #now: () => number
  #held: HeldToken | undefined
  #pending: Promise<string> | undefined
  #state: SessionState = { status: 'idle', scope: undefined, error: undefined }
  readonly #listeners = new Set<() => void>()
  #closed = false
  /** The last token body named its scope: then it, not a refused write, says what the session may do. */
  #scopeStated = false

  /**
   * `initial` is a first token handed with the page (the provider's `initialToken`): held at once
   * as if fetched now, renewed and dropped by the same rules; without a positive `expiresIn` it is not used.
   */
  constructor(fetchToken: FetchToken, now: () => number = Date.now, initial?: { accessToken: string; expiresIn: number }) {
    this.#fetchToken = fetchToken
    this.#now = now
    if (initial && initial.expiresIn > 0) this.#hold(initial.accessToken, initial.expiresIn)
  }

  /** A token valid now; starts a background renewal once the token is past 80 % of its life. */
  token(): Promise<string> {
    if (this.#closed) return Promise.reject(sessionEnded())
    const held = this.#held
    const now = this.#now()
    if (held && now < held.expiresAt) {
      if (now >= held.renewAt) this.#renew().catch(() => undefined)
      return Promise.resolve(held.value)
    }
    return this.#renew()
  }

  /**
   * The service refused `rejected`. Returns a fresh token: the one a concurrent caller already
   * renewed to, or a new one fetched once for every caller that saw the same rejection.
   */
  renewAfterRejection(rejected: string): Promise<string> {
    if (this.#closed) return Promise.reject(sessionEnded())
    if (this.#pending) return this.#pending
    if (this.#held && this.#held.value !== rejected) return Promise.resolve(this.#held.value)
    this.#held = undefined
    return this.#renew()
  }

  /**
   * The service refused a write with a fresh token. When the token body stated its scope, that
   * stays authoritative: the refusal is that write's own error. Otherwise the session has learned
   * it cannot write, kept across renewals whose body says nothing of scope (the same user gets the
   * same rights) until a body states a scope.
   */
  writeRefused(): void {
    if (this.#scopeStated) return
    this.#setState({ ...this.#state, scope: 'read' })
  }

  /**
   * Ends the session (a change of user): the held token is dropped, a renewal under way hands its
   * token to nobody, and every later call is refused without asking the host for a token.
   */
  close(): void {
    this.#closed = true
    this.#held = undefined
    this.#pending = undefined
  }

  /** The current state; a new object only when something changed (for `useSyncExternalStore`). */
  getState = (): SessionState => this.#state

  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #renew(): Promise<string> {
    this.#pending ??= this.#fetch().finally(() => {
      this.#pending = undefined
    })
    return this.#pending
  }

  async #fetch(): Promise<string> {
    this.#setState({ status: 'fetching', scope: this.#state.scope, error: undefined })
    let answer: unknown
    try {
      answer = await this.#fetchToken()
    } catch (cause) {
      return this.#fail(new BookkeepingAuthError('Signing in to the bookkeeping service failed: fetchToken rejected.', cause))
    }
    const problem = tokenResponseProblem(answer)
    if (problem)
      return this.#fail(new BookkeepingAuthError(`Signing in to the bookkeeping service failed: fetchToken resolved to ${problem}.`))

    // The session ended while the host was asked: this token belongs to nobody.
    if (this.#closed) throw sessionEnded()
    const token = answer as TokenResponse
    return this.#hold(token.access_token, token.expires_in, token.scope)
  }

  /** Holds `value` from now for `expiresIn` seconds (renewed at 80 %), with the scope its body states, if any. */
  #hold(value: string, expiresIn: number, stated?: SessionScope): string {
    const now = this.#now()
    const lifeMs = expiresIn * 1000
    this.#held = {
      value,
      renewAt: now + lifeMs * RENEW_AT,
      expiresAt: now + Math.max(lifeMs * RENEW_AT, lifeMs - EXPIRY_MARGIN_MS),
    }
    // A body without scope (the service's own never has one) keeps what this session learned.
    this.#scopeStated = stated === 'read' || stated === 'write'
    const scope = this.#scopeStated ? stated : this.#state.scope
    this.#setState({ status: 'ready', scope, error: undefined })
    return value
  }

  #fail(error: BookkeepingAuthError): never {
    // A failed background renewal keeps the held token: it is still valid, and the next request
    // past 80 % tries again. (Every other path has no usable token held when it fetches.)
    this.#setState({ status: 'error', scope: this.#state.scope, error })
    throw error
  }

  #setState(next: SessionState): void {
    const current = this.#state
    if (current.status === next.status && current.scope === next.scope && current.error === next.error) return
    this.#state = next
    for (const listener of this.#listeners) listener()
  }
}

/** The rejection of a call made after `close()`: an abort, as nobody is waiting for its answer. */
export function sessionEnded(): DOMException {
  return new DOMException('The bookkeeping session ended (the signed-in user changed).', 'AbortError')
}

/** Why `answer` is not a usable token response, or `undefined` when it is. Never quotes the token. */
function tokenResponseProblem(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return 'something that is not an object'
  const { access_token, expires_in } = answer as Record<string, unknown>
  if (typeof access_token !== 'string' || access_token === '') return 'an object without access_token'
  if (typeof expires_in !== 'number' || !Number.isFinite(expires_in) || expires_in <= 0) {
    return 'an object without a positive expires_in'
  }
  return undefined
}
