import { isCalendarDate } from '../dates'
import { errorItem, type ErrorItem, type ErrorType } from './errors'
import type { JsonObject } from '../model'
import type { ExampleValueSets } from './profile'

/** Longest free-text value the sandbox stores; longer is 400 INVALID_VALUE rather than a slow answer. */
const MAX_TEXT = 4000
/** Longest id or code value. */
export const MAX_ID = 100
/** Largest absolute amount in cents ($1 billion), so every sum stays an exact integer. */
export const MAX_AMOUNT = 100_000_000_000
const MAX_CUSTOM_DATA_CHARS = 20_000
const MAX_CUSTOM_DATA_DEPTH = 20

/** A plain JSON object: not null, not an array. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads untrusted JSON field by field. Every problem is collected as an ErrorItem whose `param`
 * is the field's path (`children[1].amount`), so one answer names every bad field at once. A
 * reader returns `undefined` for an absent or invalid field, `null` for an explicit null.
 */
export class InputReader {
  constructor(
    private readonly prefix = '',
    readonly issues: ErrorItem[] = [],
  ) {}

  get ok(): boolean {
    return this.issues.length === 0
  }

  path(key: string | number): string {
    if (typeof key === 'number') return `${this.prefix}[${key}]`
    return this.prefix === '' ? key : `${this.prefix}.${key}`
  }

  /** A reader for a nested object or list element, sharing this one's issues. */
  at(key: string | number): InputReader {
    return new InputReader(this.path(key), this.issues)
  }

  fail(type: ErrorType, key: string | number, message: string): undefined {
    this.issues.push(errorItem(type, message, this.path(key)))
    return undefined
  }

  /** Reports a missing value; true when it is there. */
  require(value: unknown, key: string | number): boolean {
    if (value !== undefined && value !== null) return true
    this.fail('REQUIRED', key, `${this.path(key)} is required.`)
    return false
  }

  string(source: JsonObject, key: string | number, options: { max?: number; nonEmpty?: boolean } = {}): string | null | undefined {
    const value = source[key]
    if (value === undefined || value === null) return value
    if (typeof value !== 'string') return this.fail('INVALID_FORMAT', key, `${this.path(key)} must be a string.`)
    const max = options.max ?? MAX_TEXT
    if (value.length > max) return this.fail('INVALID_VALUE', key, `${this.path(key)} must be at most ${max} characters long.`)
    if (options.nonEmpty === true && value.trim() === '') return this.fail('INVALID_VALUE', key, `${this.path(key)} must not be empty.`)
    return value
  }

  /** An id: a non-empty string of at most 100 characters. */
  id(source: JsonObject, key: string | number): string | null | undefined {
    return this.string(source, key, { max: MAX_ID, nonEmpty: true })
  }

  integer(source: JsonObject, key: string | number, options: { min?: number; max?: number } = {}): number | null | undefined {
    const value = source[key]
    if (value === undefined || value === null) return value
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      return this.fail('INVALID_FORMAT', key, `${this.path(key)} must be an integer.`)
    }
    const { min = -MAX_AMOUNT, max = MAX_AMOUNT } = options
    if (value < min || value > max) return this.fail('INVALID_VALUE', key, `${this.path(key)} must be between ${min} and ${max}.`)
    return value
  }

  boolean(source: JsonObject, key: string | number): boolean | null | undefined {
    const value = source[key]
    if (value === undefined || value === null) return value
    if (typeof value !== 'boolean') return this.fail('INVALID_FORMAT', key, `${this.path(key)} must be true or false.`)
    return value
  }

  date(source: JsonObject, key: string | number): string | null | undefined {
    const value = source[key]
    if (value === undefined || value === null) return value
    if (typeof value !== 'string' || !isCalendarDate(value)) {
      return this.fail('INVALID_FORMAT', key, `${this.path(key)} must be a date written YYYY-MM-DD.`)
    }
    if (value < '1900-01-01' || value > '2199-12-31')
      return this.fail('INVALID_VALUE', key, `${this.path(key)} must be between 1900 and 2199.`)
    return value
  }

  oneOf<T extends string>(source: JsonObject, key: string | number, values: readonly T[]): T | null | undefined {
    const value = this.string(source, key, { max: MAX_ID })
    if (value === undefined || value === null) return value
    if (!(values as readonly string[]).includes(value)) {
      return this.fail('INVALID_VALUE', key, `${this.path(key)} must be one of ${values.join(', ')}.`)
    }
    return value as T
  }

  /** A field whose values the description shows only by example: one of `values` when `sets` is closed, any id-length string when open. */
  exampleOf(source: JsonObject, key: string | number, values: readonly string[], sets: ExampleValueSets): string | null | undefined {
    return sets === 'open' ? this.string(source, key, { max: MAX_ID }) : this.oneOf(source, key, values)
  }

  object(source: JsonObject, key: string | number): JsonObject | null | undefined {
    const value = source[key]
    if (value === undefined || value === null) return value
    if (!isJsonObject(value)) return this.fail('INVALID_FORMAT', key, `${this.path(key)} must be an object.`)
    return value
  }

  array(source: JsonObject, key: string | number, options: { max?: number } = {}): unknown[] | null | undefined {
    const value = source[key]
    if (value === undefined || value === null) return value
    if (!Array.isArray(value)) return this.fail('INVALID_FORMAT', key, `${this.path(key)} must be an array.`)
    const max = options.max ?? 1000
    if (value.length > max) return this.fail('INVALID_VALUE', key, `${this.path(key)} must have at most ${max} items.`)
    return value
  }

  /** A list of strings (ids by default); duplicates are kept out. */
  stringList(
    source: JsonObject,
    key: string | number,
    options: { max?: number; maxLength?: number; values?: readonly string[] } = {},
  ): string[] | null | undefined {
    const list = this.array(source, key, { max: options.max ?? 100 })
    if (list === undefined || list === null) return list
    const items = this.at(key)
    const result: string[] = []
    list.forEach((item, index) => {
      if (typeof item !== 'string') return items.fail('INVALID_FORMAT', index, `${items.path(index)} must be a string.`)
      if (item === '' || item.length > (options.maxLength ?? MAX_ID)) {
        return items.fail('INVALID_VALUE', index, `${items.path(index)} must be 1 to ${options.maxLength ?? MAX_ID} characters long.`)
      }
      if (options.values && !options.values.includes(item)) {
        return items.fail('INVALID_VALUE', index, `${items.path(index)} must be one of ${options.values.join(', ')}.`)
      }
      if (!result.includes(item)) result.push(item)
      return undefined
    })
    return result
  }

  /** Free-form JSON, kept as sent within size and depth limits. */
  customData(source: JsonObject, key: string | number): JsonObject | null | undefined {
    const value = this.object(source, key)
    if (value === undefined || value === null) return value
    if (depthOf(value, 0) > MAX_CUSTOM_DATA_DEPTH) {
      return this.fail('INVALID_VALUE', key, `${this.path(key)} is nested more than ${MAX_CUSTOM_DATA_DEPTH} levels deep.`)
    }
    if (JSON.stringify(value).length > MAX_CUSTOM_DATA_CHARS) {
      return this.fail('INVALID_VALUE', key, `${this.path(key)} must be at most ${MAX_CUSTOM_DATA_CHARS} characters of JSON.`)
    }
    return value
  }
}

/** Nesting depth, giving up as soon as it passes the limit (so a hostile body costs little). */
function depthOf(value: unknown, depth: number): number {
  if (depth > MAX_CUSTOM_DATA_DEPTH || typeof value !== 'object' || value === null) return depth
  let deepest = depth
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(child, depth + 1))
    if (deepest > MAX_CUSTOM_DATA_DEPTH) break
  }
  return deepest
}
