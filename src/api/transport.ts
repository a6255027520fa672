import { peekErrorType, readEnvelope, type SuccessEnvelope } from './envelope'
import { BookkeepingApiError, BookkeepingNetworkError } from './errors'
import type { TokenManager } from './tokens'
import type { ErrorType } from './types'

/** Options every client method takes. */
export interface CallOptions {
  /** Aborts the request; the method then rejects with the signal's reason. */
  signal?: AbortSignal
}

/** One service call, described so that it can be sent again with a fresh token. */
export interface Call extends CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  query?: Record<string, string | undefined>
  headers?: Record<string, string | undefined>
  body?: unknown
  /** The call changes data: a 403 FORBIDDEN on a fresh token then means the session cannot write. */
  write?: boolean
}

export interface TransportOptions {
  baseUrl: string
  tokens: TokenManager
  /** A fetch to use instead of the global one (looked up on every call, so test doubles apply). */
  fetch?: typeof fetch
  /** Aborted when the client is closed: every request in flight is aborted, and none is sent after. */
  lifetime: AbortSignal
}

/**
 * Sends calls with the bearer token, renewing it once and resending once when the service refuses
 * it. The service reports an expired token as 403 FORBIDDEN, the same answer as a refused write: a
 * write still refused that way on a fresh token is that write's error, and, when the token body
 * did not state a scope, teaches the session that it is read-only: from then on a write is refused
 * here, without a renewal or a request.
 */
export type Transport = (call: Call) => Promise<SuccessEnvelope>

export function createTransport({ baseUrl, tokens, fetch: customFetch, lifetime }: TransportOptions): Transport {
  const origin = baseUrl.replace(/\/+$/, '')

  async function send(call: Call, token: string, signal: AbortSignal): Promise<Response> {
    signal.throwIfAborted()
    const url = new URL(origin + call.path)
    for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(name, value)
    const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` })
    for (const [name, value] of Object.entries(call.headers ?? {})) if (value !== undefined) headers.set(name, value)
    if (call.body !== undefined) headers.set('Content-Type', 'application/json')
    // A new Request for every attempt: a body stream can be sent only once.
    const request = new Request(url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal,
    })
    try {
      return await (customFetch ?? globalThis.fetch)(request)
    } catch (error) {
      if (signal.aborted) throw signal.reason
      throw new BookkeepingNetworkError(error)
    }
  }

  return async function transport(call) {
    const signal = call.signal ? AbortSignal.any([call.signal, lifetime]) : lifetime
    signal.throwIfAborted()
    if (call.write && tokens.getState().scope === 'read') throw readOnlySessionError()
    const token = await tokens.token()
    // A token body that says `scope: 'read'` is known only once the first token is in.
    if (call.write && tokens.getState().scope === 'read') throw readOnlySessionError()
    let response = await send(call, token, signal)
    if (await isTokenRefusal(response)) {
      const renewed = await tokens.renewAfterRejection(token)
      response = await send(call, renewed, signal)
      if (call.write && (await refusalType(response)) === 'FORBIDDEN') tokens.writeRefused()
    }
    return readEnvelope(response, signal)
  }
}

/** 401, or 403 reporting an expired or unauthorised token: the answers that a new token may cure. */
async function isTokenRefusal(response: Response): Promise<boolean> {
  if (response.status === 401) return true
  const type = await refusalType(response)
  return type === 'EXPIRED_TOKEN' || type === 'FORBIDDEN'
}

/** The error type of a 403 answer; `undefined` for any other status. */
async function refusalType(response: Response): Promise<ErrorType | undefined> {
  return response.status === 403 ? peekErrorType(response) : undefined
}

/** What a write gets once the session is known to be read-only: the service's own answer to it, without asking. */
function readOnlySessionError(): BookkeepingApiError {
  return new BookkeepingApiError(403, [{ type: 'FORBIDDEN', message: 'This session has view-only access and cannot change data.' }])
}
