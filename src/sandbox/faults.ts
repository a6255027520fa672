import { errorTypeForStatus, messageForStatus } from './errors'
import { failureResponse } from './http'

/** A deterministic fault for the next matching request(s): `sandbox.failNext(...)`. */
export interface FailNextOptions {
  /** HTTP status; alone it answers the FAILURE envelope for that status (500: UNKNOWN_ERROR). */
  status?: number
  /** How many matching requests fail (default 1). */
  times?: number
  /** Only requests whose URL pathname is exactly this (default: any). */
  path?: string
  /** Only requests with this method (default: any). */
  method?: string
  /** Answer this raw text instead (status default 200): a malformed answer. */
  body?: string
  /** Answer a network error (`Response.error()`) without handling the request. */
  networkError?: boolean
  /**
   * Handle the request fully (a write is stored) and then lose its answer: `handle` resolves to
   * `Response.error()`, so behind MSW `fetch` rejects, and the HTTP server drops the socket. What a
   * client sees when the connection breaks after the service committed.
   */
  dropAnswer?: boolean
}

interface Fault {
  status: number | undefined
  remaining: number
  path: string | undefined
  method: string | undefined
  body: string | undefined
  networkError: boolean
  dropAnswer: boolean
}

/** Faults in the order they were asked for; the first one matching a request answers it. */
export class FaultQueue {
  private readonly faults: Fault[] = []

  add(options: FailNextOptions = {}): void {
    const { status, times = 1, path, method, body, networkError = false, dropAnswer = false } = options
    if (!Number.isInteger(times) || times < 1) throw new TypeError('failNext: times must be a whole number >= 1')
    if (status !== undefined && (!Number.isInteger(status) || status < 200 || status > 599)) throw new TypeError('failNext: status must be an HTTP status from 200 to 599')
    if (status !== undefined && status < 400 && body === undefined && !networkError) {
      throw new TypeError('failNext: a status below 400 needs a body to answer')
    }
    if (dropAnswer && (status !== undefined || body !== undefined || networkError)) {
      throw new TypeError('failNext: dropAnswer answers nothing, so it takes no status, body or networkError')
    }
    this.faults.push({ status, remaining: times, path, method: method?.toUpperCase(), body, networkError, dropAnswer })
  }

  /** The fault that answers this request, if any, counting it as used. */
  take(method: string, pathname: string): Fault | undefined {
    const index = this.faults.findIndex((fault) => (fault.path === undefined || fault.path === pathname) && (fault.method === undefined || fault.method === method.toUpperCase()))
    const fault = this.faults[index]
    if (!fault) return undefined
    fault.remaining--
    if (fault.remaining === 0) this.faults.splice(index, 1)
    return fault
  }
}

/** The answer an injected fault gives instead of handling the request; a `dropAnswer` fault is answered by `lostAnswer` after handling. */
export function faultResponse(fault: Fault): Response {
  if (fault.networkError) return Response.error()
  if (fault.body !== undefined) {
    return new Response(fault.body, { status: fault.status ?? 200, headers: { 'content-type': 'application/json; charset=utf-8' } })
  }
  const status = fault.status ?? 500
  return failureResponse(status, [{ type: errorTypeForStatus(status), message: messageForStatus(status) }])
}

/** What a `dropAnswer` fault leaves of the answer: nothing, as a network error. */
export function lostAnswer(): Response {
  return Response.error()
}
