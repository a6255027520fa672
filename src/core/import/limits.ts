/**
 * How long a statement's parts can sanely be, so that no text a file holds can make a reader
 * slow: a date or amount cell past these lengths is no date or amount (and is never handed to a
 * pattern), a tag name past its length is no statement's markup, nesting past its depth none
 * either. Each is named to the user as too long, never read for minutes.
 */
import type { RowProblem } from './types'

/** The longest date a bank writes, time of day and zone included (`2026-06-01T14:03:00.000+02:00` is 29). */
export const MAX_DATE_LENGTH = 64
/** The longest amount, currency and sign included (`-1,234,567,890.12 EUR` is 21). */
export const MAX_AMOUNT_LENGTH = 64
/** The longest description: SEPA remittance text runs to 140 characters a line, the longest seen under 2,000. */
const MAX_DESCRIPTION_LENGTH = 4_096
/** The longest element name of OFX or CAMT (`CREDITCARDMSGSRSV1` is 18), a namespace prefix included. */
export const MAX_TAG_NAME_LENGTH = 64
/** The deepest nesting of elements: CAMT in an envelope goes 15 deep, OFX 1.x's unclosed empty leaves a few more. */
export const MAX_NESTING = 256

/** The row problem of a field too long to be one, the first of date, amount, description; `undefined` when none is. */
export function tooLongField(fields: { date?: string; amount?: string; description?: string }): RowProblem | undefined {
  if ((fields.date?.trim().length ?? 0) > MAX_DATE_LENGTH) return { code: 'tooLong', field: 'date' }
  if ((fields.amount?.trim().length ?? 0) > MAX_AMOUNT_LENGTH) return { code: 'tooLong', field: 'amount' }
  if ((fields.description?.length ?? 0) > MAX_DESCRIPTION_LENGTH) return { code: 'tooLong', field: 'description' }
  return undefined
}

/** The 1-based number of the line holding `offset` (`\r\n`, `\r` and `\n` each end one). */
export function lineNumberAt(text: string, offset: number): number {
  let line = 1
  for (let index = 0; index < offset; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x0a || (code === 0x0d && text.charCodeAt(index + 1) !== 0x0a)) line += 1
  }
  return line
}
