/**
 * Amounts of OFX and CAMT files: the decimal mark inferred once for the whole file, and the
 * digits from the currency the file states (else the books').
 */
import { inferDecimalMark, minorDigitsOf, parseStatementAmount, type StatementNumberStyle } from '../format/statementAmount'
import { isCurrencyCode } from '../format/money'

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
 * The number style of a file's amounts. OFX should write `-12.50`, but some banks write `-12,50`:
 * the mark that reads every amount that can be read at all wins, `.` when both do.
 */
export function numberStyleOf(samples: readonly string[], digits: number): StatementNumberStyle {
  const readable = samples.filter((sample) => parseStatementAmount(sample, { decimalMark: '.', digits }) !== undefined || parseStatementAmount(sample, { decimalMark: ',', digits }) !== undefined)
  return { decimalMark: inferDecimalMark(readable, digits) ?? '.', digits }
}
