import { peekErrorType, readEnvelope, type SuccessEnvelope } from './envelope'
import { BookkeepingNetworkError } from './errors'
import type { TokenManager } from './tokens'

/** Options every client method takes. */
export interface CallOptions {
  /** Aborts the request; the method then rejects with the signal's reason. */
  signal?: AbortSignal
}

/** One service call, described so that it can be sent again with a fresh token. */
export interface Call extends CallOptions {
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  query?: Record<string, string | undefined>
  headers?: Record<string, string | undefined>
  body?: unknown
}

export interface TransportOptions {
  baseUrl: string
  tokens: TokenManager
  /** A fetch to use instead of the global one (looked up on every call, so test doubles apply). */
  fetch?: typeof fetch
}

/** Sends calls with the bearer token, renewing it once and resending once when the service refuses it. */
export type Transport = (call: Call) => Promise<SuccessEnvelope>

export function createTransport({ baseUrl, tokens, fetch: customFetch }: TransportOptions): Transport {
  const origin = baseUrl.replace(/\/+$/, '')

  async function send(call: Call, token: string): Promise<Response> {
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
      signal: call.signal,
    })
    try {
      return await (customFetch ?? globalThis.fetch)(request)
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason
      throw new BookkeepingNetworkError(error)
    }
  }

  return async function transport(call) {
    call.signal?.throwIfAborted()
    const token = await tokens.token()
    let response = await send(call, token)
    if (await isTokenRefusal(response)) {
      const renewed = await tokens.renewAfterRejection(token)
      response = await send(call, renewed)
    }
    return readEnvelope(response, call.signal)
  }
}

/** 401, or 403 reporting an expired or unauthorised token: the answers that a new token may cure. */
async function isTokenRefusal(response: Response): Promise<boolean> {
  if (response.status === 401) return true
  if (response.status !== 403) return false
  const type = await peekErrorType(response)
  return type === 'EXPIRED_TOKEN' || type === 'FORBIDDEN'
}
