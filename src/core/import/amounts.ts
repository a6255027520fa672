/**
 * Amounts of OFX and CAMT files: the decimal mark inferred once for the whole file, and the
 * digits from the currency the file states (else the books').
 */
import { minorDigitsOf, parseStatementAmount, type StatementNumberStyle } from './statementAmount'
import type { DecimalMark } from './types'
import { isCurrencyCode } from '../../format/money'

/** An ISO 4217 code as a file writes it, upper-cased; `undefined` for a blank. */
export function currencyOf(text: string | undefined | null): string | undefined {
  const code = text?.trim().toUpperCase()
  return code ? code : undefined
}

/** Minor digits of the file's currency when it is a real code, else of the books' (`USD` when not given). */
export function digitsFor(fileCurrency: string | undefined, booksCurrency: string | undefined): number {
  if (fileCurrency && isCurrencyCode(fileCurrency)) return minorDigitsOf(fileCurrency)
  return minorDigitsOf(currencyOf(booksCurrency) ?? 'USD')
}

/**
 * An amount of an OFX or CAMT file as signed minor units, or `undefined`: as
 * `parseStatementAmount` reads it, and also with more decimals than the currency has when the
 * extra ones are zeros (`-45.0000`, as some banks pad every amount). A non-zero extra digit
 * (`-1.005`) is still refused: it would have to be rounded.
 */
export function parseFileAmount(text: string, style: StatementNumberStyle): number | undefined {
  const amount = parseStatementAmount(text, style)
  if (amount !== undefined) return amount
  const unpadded = withoutPaddedZeros(text, style)
  return unpadded === text ? undefined : parseStatementAmount(unpadded, style)
}

/** The text with the zeros after the currency's digits left out, the mark too for a currency without decimals. */
function withoutPaddedZeros(text: string, { decimalMark, digits }: StatementNumberStyle): string {
  const padded = new RegExp(`\\${decimalMark}(\\d{${digits}})0+(?=\\D*$)`)
  return text.replace(padded, (_, kept: string) => (digits === 0 ? '' : decimalMark + kept))
}

/**
 * An amount as OFX's specification writes it (a sign, digits, a `.` and decimals), told without the
 * general parser, its blanks trimmed first: `\s*` on both sides of what may be empty would share a
 * run of blanks, and try every split of it.
 */
const PLAIN_AMOUNT = /^[+-]?\d*(?:\.(\d*))?$/

/** Whether every sample is a plain amount with no more decimals than `digits`, or extra ones that are zeros. */
function allPlain(samples: readonly string[], digits: number): boolean {
  return samples.every((sample) => {
    const match = PLAIN_AMOUNT.exec(sample.trim())
    const decimals = match?.[1] ?? ''
    return match !== null && /\d/.test(sample) && (decimals.length <= digits || /^0*$/.test(decimals.slice(digits)))
  })
}

/**
 * The number style of a file's amounts. OFX should write `-12.50`, but some banks write `-12,50`:
 * the mark that reads every amount that can be read at all wins, `.` when both do. A file of plain
 * amounts (all of them, as a rule) is decided without the general parser: 100,000 of them would
 * take it a long task.
 */
export function numberStyleOf(samples: readonly string[], digits: number): StatementNumberStyle {
  const written = samples.filter((sample) => sample.trim() !== '')
  if (allPlain(written, digits)) return { decimalMark: '.', digits }
  const readsBy = (decimalMark: DecimalMark) => (sample: string) => parseFileAmount(sample, { decimalMark, digits }) !== undefined
  const readable = written.filter((sample) => readsBy('.')(sample) || readsBy(',')(sample))
  const decimalMark = readable.every(readsBy('.')) ? '.' : readable.every(readsBy(',')) ? ',' : '.'
  return { decimalMark, digits }
}
