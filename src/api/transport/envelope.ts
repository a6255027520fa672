import { BookkeepingApiError, BookkeepingResponseError } from '../errors'
import type { ErrorItem, ErrorType } from '../types'

/** A SUCCESS envelope, with whatever else the endpoint puts beside `data`. */
export type SuccessEnvelope = { result: 'SUCCESS'; data?: unknown } & Record<string, unknown>

/**
 * The envelope of a batch save whose outer result is FAILURE but whose `data` still holds one
 * result per item: the description says the outer result "may still be" SUCCESS when items fail, so
 * it may also not be. Its items are read one by one, like a SUCCESS envelope's.
 */
export type ItemResultsEnvelope = { result: 'FAILURE'; data: unknown[]; status: number } & Record<string, unknown>

/** What an answer's body reads as, once the transport has it as text. */
export interface AnswerReading {
  /** A FAILURE envelope with a `data` array is handed back instead of thrown (batch saves). */
  itemResults?: boolean
}

/**
 * Reads an answer's body as the service's envelope: returns a SUCCESS one (or, with `itemResults`,
 * a FAILURE one that carries per-item results), throws for anything else.
 */
export function readEnvelope(
  status: number,
  text: string,
  { itemResults = false }: AnswerReading = {},
): SuccessEnvelope | ItemResultsEnvelope {
  const body = parseJson(status, text)
  if (!isRecord(body) || (body.result !== 'SUCCESS' && body.result !== 'FAILURE')) {
    throw new BookkeepingResponseError(status, 'JSON that is not the service envelope')
  }
  if (body.result === 'FAILURE') {
    if (itemResults && Array.isArray(body.data) && body.data.length > 0) return { ...body, result: 'FAILURE', data: body.data, status }
    throw new BookkeepingApiError(status, errorItems(body.error))
  }
  if (status < 200 || status > 299) throw new BookkeepingResponseError(status, 'a SUCCESS envelope on an error status')
  return body as SuccessEnvelope
}

/** The error type an answer's body reports; `undefined` when it has none or is not JSON. */
export function errorTypeOf(text: string): ErrorType | undefined {
  try {
    const body: unknown = JSON.parse(text)
    return isRecord(body) ? errorItems(body.error)[0]?.type : undefined
  } catch {
    return undefined
  }
}

function parseJson(status: number, text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new BookkeepingResponseError(status, text.trim() === '' ? 'an empty body' : 'a body that is not JSON')
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
