/** The service's error vocabulary (the contract's types), and the failure the sandbox's handlers throw to answer with it. */
import type { ErrorItem, ErrorType } from '../../api/types'

export type { ErrorItem, ErrorType }

/** An ErrorItem, with `param` only when there is one. */
export function errorItem(type: ErrorType, message: string, param?: string): ErrorItem {
  return param === undefined ? { type, message } : { type, message, param }
}

/** A failure with its HTTP status; thrown by handlers, answered as the FAILURE envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly ErrorItem[],
  ) {
    super(errors[0]?.message ?? `HTTP ${status}`)
    this.name = 'ApiFailure'
  }

  static of(status: number, type: ErrorType, message: string, param?: string): ApiFailure {
    return new ApiFailure(status, [errorItem(type, message, param)])
  }
}

/** Validation failures are all 400s; the first item's type says what went wrong first. */
export function badRequest(errors: readonly ErrorItem[]): ApiFailure {
  return new ApiFailure(400, errors)
}

/** 404 NOT_FOUND for an id that does not exist or that the token cannot see (the two look the same from outside). */
export function notFound(what: string, id: string, param?: string): ApiFailure {
  return ApiFailure.of(
    404,
    'NOT_FOUND',
    `No ${what} with id ${JSON.stringify(truncate(id))} exists or it is not visible to this token.`,
    param,
  )
}

/** Keeps ids echoed into messages short, whatever a client sent. */
export function truncate(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/** The error type a bare injected status stands for (`failNext({ status })`). */
export function errorTypeForStatus(status: number): ErrorType {
  if (status === 401) return 'INVALID_TOKEN'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'DUPLICATE'
  // 408 and 429 have no type of their own in the service's vocabulary: like any other 4xx, BAD_REQUEST.
  if (status >= 400 && status < 500) return 'BAD_REQUEST'
  return 'UNKNOWN_ERROR'
}

/** A message fit to show a user for an injected failure status. */
export function messageForStatus(status: number): string {
  if (status === 401) return 'The access token is missing or not valid.'
  if (status === 403) return 'This token is not allowed to do that.'
  if (status === 404) return 'The requested resource was not found.'
  if (status === 409) return 'The record already exists.'
  if (status === 408) return 'The request took too long to arrive: send it again.'
  if (status === 429) return 'Too many requests: wait before sending again.'
  if (status >= 400 && status < 500) return 'The request could not be processed.'
  if (status === 503) return 'The service is temporarily unavailable. Try again in a moment.'
  return 'Something went wrong on our side. Try again in a moment.'
}
