import { ApiFailure } from './errors'
import { hashString } from '../random'
import type { JsonObject } from '../model'
import type { LimitBelowOne } from './profile'
import type { InputReader } from './validate'

/** Page sizes and opaque cursors, shared by every list endpoint. */

export const DEFAULT_LIMIT = 100
/** The GL query's largest page, the one bound the service description states. */
export const GL_MAX_LIMIT = 250

/** The bounds of one list's `limit`: its largest (`false`: none) and what a limit below 1 gets. */
export interface LimitRule {
  readonly max: number | false
  readonly belowOne: LimitBelowOne
}

type CursorFields = Record<string, string | number>

const CHECKSUM_BASIS = 0x5eed_b00c

/**
 * An opaque cursor: the position as JSON, base64url-encoded, with a checksum so a tampered or
 * made-up cursor is refused instead of silently paging from somewhere else.
 */
export function encodeCursor(kind: string, fields: CursorFields): string {
  const json = JSON.stringify({ k: kind, ...fields })
  return `${toBase64Url(json)}.${hashString(json, CHECKSUM_BASIS).toString(36)}`
}

/** The fields of a cursor of `kind`; anything else is 400 INVALID_VALUE naming `param`. */
export function decodeCursor(text: string, kind: string, param = 'cursor'): CursorFields {
  const invalid = ApiFailure.of(400, 'INVALID_VALUE', 'The cursor is not one this list handed out; start again from the first page.', param)
  const [encoded, checksum, extra] = text.split('.')
  if (encoded === undefined || checksum === undefined || extra !== undefined || encoded.length > 2000) throw invalid
  let fields: unknown
  try {
    const json = fromBase64Url(encoded)
    if (hashString(json, CHECKSUM_BASIS).toString(36) !== checksum) throw invalid
    fields = JSON.parse(json)
  } catch {
    throw invalid
  }
  if (typeof fields !== 'object' || fields === null || (fields as CursorFields).k !== kind) throw invalid
  return fields as CursorFields
}

/** A short fingerprint of the query a cursor belongs to, so it cannot be replayed on another one. */
export function queryFingerprint(query: unknown): string {
  return hashString(JSON.stringify(query ?? null)).toString(36)
}

/** `limit` from a JSON body: an integer within `rule`, 100 when absent. */
export function readLimit(reader: InputReader, body: JsonObject, rule: LimitRule): number {
  const limit = body.limit
  if (limit === undefined || limit === null) return DEFAULT_LIMIT
  if (typeof limit !== 'number' || !Number.isInteger(limit)) {
    reader.fail('INVALID_FORMAT', 'limit', 'limit must be an integer.')
    return DEFAULT_LIMIT
  }
  const refusal = limitRefusal(limit, rule)
  if (refusal === undefined) return limit < 1 ? DEFAULT_LIMIT : limit
  reader.fail('INVALID_VALUE', 'limit', refusal)
  return DEFAULT_LIMIT
}

/** Why `rule` refuses an integer `limit`, or `undefined` when it takes it (a limit below 1 it does not refuse means the default). */
export function limitRefusal(limit: number, { max, belowOne }: LimitRule): string | undefined {
  const tooSmall = limit < 1 && belowOne === 'refuse'
  const tooLarge = max !== false && limit > max
  if (!tooSmall && !tooLarge) return undefined
  return max === false
    ? 'limit must be at least 1.'
    : belowOne === 'refuse'
      ? `limit must be between 1 and ${max}.`
      : `limit must be at most ${max}.`
}

/** `cursor` from a JSON body: a string, or absent for the first page. */
export function readCursorText(reader: InputReader, body: JsonObject): string | undefined {
  const cursor = body.cursor
  if (cursor === undefined || cursor === null || cursor === '') return undefined
  if (typeof cursor !== 'string') {
    reader.fail('INVALID_FORMAT', 'cursor', 'cursor must be a string.')
    return undefined
  }
  return cursor
}

function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  // The padding from its first `=`: a bare `=+$` is tried again from every `=` of a run.
  return btoa(binary)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/(?<!=)=+$/, '')
}

function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url')
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}
