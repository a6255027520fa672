import { errorItem, errorTypeForStatus, messageForStatus } from './errors'

/** A deterministic fault for the next matching request(s): `sandbox.failNext(...)`. */
export interface FailNextOptions {
  /** HTTP status; alone it answers the FAILURE envelope for that status (500: UNKNOWN_ERROR). With `outerFailure`, the outer envelope's status (default 500). */
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
   * client sees when the connection breaks after the service committed. Short for `{ stored: true, networkError: true }`.
   */
  dropAnswer?: boolean
  /** Handle the request fully first (a write is stored), then answer the fault instead: `{ stored: true, status: 500 }` is a 500 after the service committed. */
  stored?: boolean
  /** Never answer: the client waits until it gives up (aborts), then sees a network error. With `stored`, the write is stored first. */
  hang?: boolean
  /**
   * Handle the request only this many milliseconds after it arrived, whether or not the client is
   * still waiting: a slow service that finishes what the client gave up on (a write is stored then,
   * after a timeout or a cancel). A client still waiting gets the real answer.
   */
  finishAfterMs?: number
  /** Extra headers on the fault's answer (`{ 'Retry-After': '2' }`); a `content-type` here wins over the JSON default. */
  headers?: Record<string, string>
  /** Batch saves: the real per-item results (stored as usual) under an outer FAILURE envelope, UNKNOWN_ERROR, HTTP `status` (default 500). */
  outerFailure?: boolean
  /** Batch saves: the real answer (stored as usual) with every SUCCESS item's `data` null, its `statusCode` kept. */
  itemsWithoutData?: boolean
}

/** A queued fault: its options checked and the shorthands (`dropAnswer`, the batch rewrites' `stored`) spelled out. */
interface Fault {
  readonly status: number | undefined
  remaining: number
  readonly path: string | undefined
  readonly method: string | undefined
  readonly body: string | undefined
  readonly networkError: boolean
  readonly stored: boolean
  readonly hang: boolean
  readonly finishAfterMs: number | undefined
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly outerFailure: boolean
  readonly itemsWithoutData: boolean
}

/** Faults in the order they were asked for; the first one matching a request answers it. */
export class FaultQueue {
  private readonly faults: Fault[] = []

  add(options: FailNextOptions = {}): void {
    const {
      status,
      times = 1,
      path,
      method,
      body,
      networkError = false,
      dropAnswer = false,
      hang = false,
      finishAfterMs,
      outerFailure = false,
      itemsWithoutData = false,
    } = options
    const rewrites = outerFailure || itemsWithoutData
    const stored = options.stored ?? (dropAnswer || rewrites)
    const headers = checkedHeaders(options.headers)
    if (!Number.isInteger(times) || times < 1) throw new TypeError('failNext: times must be a whole number >= 1')
    if (status !== undefined && (!Number.isInteger(status) || status < 200 || status > 599))
      throw new TypeError('failNext: status must be an HTTP status from 200 to 599')
    if (status !== undefined && status < 400 && body === undefined && !networkError && !outerFailure) {
      throw new TypeError('failNext: a status below 400 needs a body to answer')
    }
    if (dropAnswer && (status !== undefined || body !== undefined || networkError)) {
      throw new TypeError('failNext: dropAnswer answers nothing, so it takes no status, body or networkError')
    }
    if (hang && (status !== undefined || body !== undefined || networkError || dropAnswer)) {
      throw new TypeError('failNext: hang answers nothing, so it takes no status, body, networkError or dropAnswer')
    }
    if (finishAfterMs !== undefined) {
      if (!Number.isFinite(finishAfterMs) || finishAfterMs < 0)
        throw new TypeError('failNext: finishAfterMs must be a number of milliseconds >= 0')
      if (
        Object.entries(options).some(([name, value]) => value !== undefined && !['finishAfterMs', 'times', 'path', 'method'].includes(name))
      ) {
        throw new TypeError('failNext: finishAfterMs answers the real answer late, so it takes only times, path and method')
      }
    }
    if (rewrites && (body !== undefined || networkError || hang || dropAnswer)) {
      throw new TypeError(
        'failNext: outerFailure and itemsWithoutData rewrite the real answer, so they take no body, networkError, hang or dropAnswer',
      )
    }
    if (itemsWithoutData && !outerFailure && status !== undefined) {
      throw new TypeError('failNext: itemsWithoutData keeps the real status; a status goes only with outerFailure')
    }
    if (!stored && (dropAnswer || rewrites)) {
      throw new TypeError('failNext: dropAnswer, outerFailure and itemsWithoutData handle the request, so they cannot take stored: false')
    }
    if (headers.length > 0 && (networkError || dropAnswer || hang)) {
      throw new TypeError('failNext: headers go on an answer, and networkError, dropAnswer and hang give none')
    }
    this.faults.push({
      status,
      remaining: times,
      path,
      method: method?.toUpperCase(),
      body,
      networkError: networkError || dropAnswer,
      stored,
      hang,
      finishAfterMs,
      headers,
      outerFailure,
      itemsWithoutData,
    })
  }

  /** The fault that answers this request, if any, counting it as used. */
  take(method: string, pathname: string): Fault | undefined {
    const index = this.faults.findIndex(
      (fault) =>
        (fault.path === undefined || fault.path === pathname) && (fault.method === undefined || fault.method === method.toUpperCase()),
    )
    const fault = this.faults[index]
    if (!fault) return undefined
    fault.remaining--
    if (fault.remaining === 0) this.faults.splice(index, 1)
    return fault
  }
}

/**
 * What a fault answers. `handled` is the real answer when the fault let the request be handled
 * first (`stored`); the request's signal alone ends a hang.
 */
export async function faultAnswer(fault: Fault, handled: Response | undefined, request: Request): Promise<Response> {
  if (fault.hang) return untilAborted(request)
  if (fault.networkError) return Response.error()
  if (handled && (fault.outerFailure || fault.itemsWithoutData)) return rewriteBatch(fault, handled)
  if (fault.body !== undefined) return answer(fault.body, fault.status ?? 200, fault.headers)
  const status = fault.status ?? 500
  const envelope = { result: 'FAILURE', error: [errorItem(errorTypeForStatus(status), messageForStatus(status))] }
  return answer(JSON.stringify(envelope), status, fault.headers)
}

/**
 * Requests hung until their caller gives up, held until then: in Node, a `Request` made with a
 * caller's signal stops passing that signal's abort on once nothing holds the request, and a hang
 * would then never end.
 */
const hung = new Set<Request>()

/**
 * Resolves, never rejects, once the client gives up: behind MSW a rejection would be reported as
 * a crash, and the HTTP server turns the network error into a dropped socket.
 */
function untilAborted(request: Request): Promise<Response> {
  const { signal } = request
  if (signal.aborted) return Promise.resolve(Response.error())
  hung.add(request)
  return new Promise((resolve) =>
    signal.addEventListener(
      'abort',
      () => {
        hung.delete(request)
        resolve(Response.error())
      },
      { once: true },
    ),
  )
}

interface BatchEnvelope {
  result: 'SUCCESS'
  data: Array<{ result: 'SUCCESS' | 'FAILURE'; statusCode: number; data: unknown }>
  error?: unknown[]
}

/** A batch save's real answer under `outerFailure` / `itemsWithoutData`; any other answer (a whole-request failure, a listing) passes as it is. */
async function rewriteBatch(fault: Fault, handled: Response): Promise<Response> {
  const text = await handled.text()
  const envelope = batchEnvelope(text)
  if (!envelope) return answer(text, handled.status, [...handled.headers, ...fault.headers])
  const items = fault.itemsWithoutData
    ? envelope.data.map((item) => (item.result === 'SUCCESS' ? { ...item, data: null } : item))
    : envelope.data
  if (!fault.outerFailure) return answer(JSON.stringify({ ...envelope, data: items }), handled.status, fault.headers)
  // The description says the outer result "may still be SUCCESS" when items fail, so it may also not be.
  const outer = {
    result: 'FAILURE',
    data: items,
    error: [errorItem('UNKNOWN_ERROR', 'Some items were not saved: each item’s result says which.')],
  }
  return answer(JSON.stringify(outer), fault.status ?? 500, fault.headers)
}

/** The answer as a batch save's envelope (`{result, data: [item results], error}`), or undefined. */
function batchEnvelope(text: string): BatchEnvelope | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(parsed) || parsed.result !== 'SUCCESS' || !Array.isArray(parsed.data)) return undefined
  // A listing carries paging members beside `data`; a batch answer has nothing else.
  if (Object.keys(parsed).some((key) => key !== 'result' && key !== 'data' && key !== 'error')) return undefined
  const isItemResult = (item: unknown) =>
    isRecord(item) && (item.result === 'SUCCESS' || item.result === 'FAILURE') && typeof item.statusCode === 'number'
  return parsed.data.every(isItemResult) ? (parsed as unknown as BatchEnvelope) : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A JSON answer unless `headers` name another content-type. */
function answer(body: string, status: number, headers: Iterable<readonly [string, string]>): Response {
  const all = new Headers({ 'content-type': 'application/json; charset=utf-8' })
  for (const [name, value] of headers) all.set(name, value)
  return new Response(body, { status, headers: all })
}

/** `headers` as name/value pairs, refused unless every value is a string a header can carry. */
function checkedHeaders(headers: unknown): Array<readonly [string, string]> {
  if (headers === undefined) return []
  if (!isRecord(headers) || !Object.values(headers).every((value) => typeof value === 'string')) {
    throw new TypeError('failNext: headers must be an object of header names to string values')
  }
  try {
    return [...new Headers(Object.entries(headers as Record<string, string>))]
  } catch {
    throw new TypeError('failNext: headers must have valid HTTP header names and values')
  }
}
