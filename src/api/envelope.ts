import { BookkeepingApiError, BookkeepingResponseError } from './errors'
import type { ErrorItem, ErrorType } from './types'

/** A SUCCESS envelope, with whatever else the endpoint puts beside `data`. */
export type SuccessEnvelope = { result: 'SUCCESS'; data?: unknown } & Record<string, unknown>

/** Reads an answer as the service's envelope: returns a SUCCESS one, throws for anything else. */
export async function readEnvelope(response: Response, signal?: AbortSignal): Promise<SuccessEnvelope> {
  const body = await readJson(response, signal)
  if (!isRecord(body) || (body.result !== 'SUCCESS' && body.result !== 'FAILURE')) {
    throw new BookkeepingResponseError(response.status, 'JSON that is not the service envelope')
  }
  if (body.result === 'FAILURE') throw new BookkeepingApiError(response.status, errorItems(body.error))
  if (!response.ok) throw new BookkeepingResponseError(response.status, 'a SUCCESS envelope on an error status')
  return body as SuccessEnvelope
}

/** The error type an answer reports, without consuming it; `undefined` when it has none. */
export async function peekErrorType(response: Response): Promise<ErrorType | undefined> {
  try {
    const body: unknown = await response.clone().json()
    return isRecord(body) ? errorItems(body.error)[0]?.type : undefined
  } catch {
    return undefined
  }
}

async function readJson(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  let text: string
  try {
    text = await response.text()
  } catch (cause) {
    // An abort while the body streams in is the caller's doing, not a broken answer.
    if (signal?.aborted) throw signal.reason
    throw new BookkeepingResponseError(response.status, `a body that could not be read (${String(cause)})`)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new BookkeepingResponseError(response.status, text.trim() === '' ? 'an empty body' : 'a body that is not JSON')
  }
}

/** The service's error items, kept to their documented fields; anything malformed becomes UNKNOWN_ERROR. */
export function errorItems(value: unknown): ErrorItem[] {
  if (!Array.isArray(value)) return []
  return value.map((item): ErrorItem => {
    if (!isRecord(item)) return { type: 'UNKNOWN_ERROR', message: 'The service reported an unreadable error.' }
    const type = typeof item.type === 'string' ? (item.type as ErrorType) : 'UNKNOWN_ERROR'
    const message = typeof item.message === 'string' ? item.message : `The service reported ${type}.`
    return typeof item.param === 'string' ? { type, message, param: item.param } : { type, message }
  })
}

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
