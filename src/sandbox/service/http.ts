import { ApiFailure, type ErrorItem } from './errors'

/** JSON answers and request-body reading shared by every route. */

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' }

/** Bodies above this are refused before parsing; the service's own limit is not documented. */
export const MAX_BODY_BYTES = 5_000_000

/** A JSON answer with that status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS })
}

/** The SUCCESS envelope with `fields` beside `result`. */
export function successResponse(fields: Record<string, unknown>, status = 200): Response {
  return jsonResponse(status, { result: 'SUCCESS', ...fields })
}

/** The FAILURE envelope: `{result: 'FAILURE', error: [...]}`, never a `data`. */
export function failureResponse(status: number, errors: readonly ErrorItem[]): Response {
  return jsonResponse(status, { result: 'FAILURE', error: errors })
}

/** The body as parsed JSON; an empty body reads as `{}`. Bad JSON is 400 JSON_ERROR. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readText(request)
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw ApiFailure.of(400, 'JSON_ERROR', 'The request body is not valid JSON.')
  }
}

/** A JSON object body; anything else (an array, a string, null) is 400 INVALID_FORMAT. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw ApiFailure.of(400, 'INVALID_FORMAT', 'The request body must be a JSON object.')
  }
  return body as Record<string, unknown>
}

/** The raw body, refused above the size limit. */
export async function readText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) throw tooLarge()
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) throw tooLarge()
  return text
}

function tooLarge(): ApiFailure {
  return ApiFailure.of(400, 'INVALID_VALUE', `The request body is larger than ${MAX_BODY_BYTES / 1_000_000} MB.`)
}
