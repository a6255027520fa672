/**
 * Amounts as banks write them in statement files, turned into integer minor units. Unlike
 * `parseMoney` (what one user types, in their own locale), a statement's number style is the
 * bank's: the decimal mark is a setting of the file, inferred from all its amounts or chosen by the
 * user. Never through floating point, never rounded: a figure with more decimals than the currency
 * has is refused.
 */
import { MAX_AMOUNT_LENGTH } from './limits'
import type { DecimalMark } from './types'
import { isCurrencyCode, minorDigits } from '../../format/money'

/** How a statement's amounts are written: the decimal mark and the currency's minor digits. */
export interface StatementNumberStyle {
  decimalMark: DecimalMark
  digits: number
}

// Bidi and other invisible format characters that spreadsheet exports leave around signs.
const FORMAT_CHARACTERS = /\p{Cf}/gu
/** A currency as banks put it beside an amount: an ISO code, `$` (also `US$`, `CA$`), or a symbol. */
const CURRENCY = String.raw`(?:[A-Z]{3}|[A-Z]{0,2}\$|[€£¥₹₩₽₺₪₦₱฿₫₴]|kr\.?|Fr\.|zł)`
const LEADING_CURRENCY = new RegExp(`^${CURRENCY}\\s*`, 'u')
// The patterns of what ends an amount (a currency, a minus, `DR`/`CR`) start at the first of the
// blanks before it, `(?<!\s)`: a bare `\s*` would be tried again from every blank of a long run,
// reading the run to its end each time.
const TRAILING_CURRENCY = new RegExp(`(?<!\\s)\\s*${CURRENCY}$`, 'u')
const LEADING_SIGN = /^([+\-\u2212\u2012\u2013])\s*/
const TRAILING_MINUS = /(?<!\s)\s*[-\u2212]$/
/**
 * `DR` / `CR` beside an amount (`12.50 DR`, `CR 1500.00`, `12.50Cr.`), as Indian and Australian
 * banks write a single amount column: the word says the direction, debit being money out. Never
 * part of a longer word or code (`CRC`, Costa Rica's colón, stays a currency).
 */
const LEADING_DIRECTION = /^(DR|CR)\.?(?![A-Z])\s*/i
const TRAILING_DIRECTION = /(?<!\s)\s*(?<![A-Z])(DR|CR)\.?$/i
/** Indian grouping: the last three digits, then pairs (`1,25,000`, `12,34,56,789`). */
const INDIAN_GROUPS = /^\d{1,2}(?:,\d{2})+,\d{3}$/
/** The space family a bank may group thousands with: space, no-break space, narrow no-break and thin space. */
const SPACE_GROUP = /^[ \u00a0\u202f\u2009]$/
const GROUP_MARKS: Record<DecimalMark, readonly string[]> = {
  '.': [',', "'", '\u2019'],
  ',': ['.', "'", '\u2019'],
}

/**
 * A bank-written amount as signed integer minor units, or `undefined` when it is not one: `-12.34`,
 * `(12.34)`, `12.34-`, `−12,34 €`, `$1,234.56`, `1.234,56 EUR`, `1 234,56`, `1'234.50`,
 * `1,25,000.00` (Indian grouping), `12.50 DR` (out) and `1500.00 CR` (in). Fewer decimals than
 * `digits` are padded (`12.5` → 1250); more are refused, never rounded. Other words are refused,
 * and so is a `DR`/`CR` with a sign as well (`-12.50 CR` says two things).
 */
export function parseStatementAmount(text: string, { decimalMark, digits }: StatementNumberStyle): number | undefined {
  let rest = text.replace(FORMAT_CHARACTERS, '').trim()
  // Longer is no amount, and is never handed to a pattern (blanks inside one would take the patterns minutes).
  if (rest === '' || rest.length > MAX_AMOUNT_LENGTH) return undefined
  const direction = LEADING_DIRECTION.exec(rest) ?? TRAILING_DIRECTION.exec(rest)
  if (direction) rest = (rest.slice(0, direction.index) + rest.slice(direction.index + direction[0].length)).trim()
  let currencies = 0
  const stripCurrency = (): void => {
    const before = rest
    rest = rest.replace(LEADING_CURRENCY, '')
    if (rest === before) rest = rest.replace(TRAILING_CURRENCY, '')
    if (rest !== before) currencies += 1
  }

  stripCurrency()
  let negative = false
  if (rest.startsWith('(') && rest.endsWith(')')) {
    negative = true
    rest = rest.slice(1, -1).trim()
    stripCurrency()
  }
  const lead = LEADING_SIGN.exec(rest)
  const trail = TRAILING_MINUS.exec(rest)
  // One sign at most: `(-12)`, `-12-`, `+12-` and `-12 CR` say nothing a person could trust.
  if ((lead ? 1 : 0) + (trail ? 1 : 0) + (negative ? 1 : 0) + (direction ? 1 : 0) > 1) return undefined
  if (direction) negative = (direction[1] as string).toUpperCase() === 'DR'
  if (lead) {
    negative = lead[1] !== '+'
    rest = rest.slice(lead[0].length)
  } else if (trail) {
    negative = true
    rest = rest.slice(0, -trail[0].length)
  }
  stripCurrency()
  if (currencies > 1) return undefined

  const parts = rest.split(decimalMark)
  if (parts.length > 2) return undefined
  const [whole = '', fraction = ''] = parts
  if (parts.length === 2 && !/^\d+$/.test(fraction)) return undefined
  if (fraction.length > digits) return undefined
  const wholeDigits = whole === '' && fraction !== '' ? '' : ungroup(whole, decimalMark)
  if (wholeDigits === undefined) return undefined

  const minor = Number((wholeDigits + fraction.padEnd(digits, '0')).replace(/^0+(?=\d)/, ''))
  if (!Number.isSafeInteger(minor)) return undefined
  return negative && minor !== 0 ? -minor : minor
}

/**
 * The digits of a whole part without its thousands separators, or `undefined` when they are not
 * one kind of separator in groups of three after the first (`1.234` yes, `1.23` and `1,234.567.8`
 * no), or Indian grouping with commas beside a decimal point.
 */
function ungroup(whole: string, decimalMark: DecimalMark): string | undefined {
  if (/^\d+$/.test(whole)) return whole
  if (decimalMark === '.' && INDIAN_GROUPS.test(whole)) return whole.replace(/,/g, '')
  const separators = new Set([...whole.replace(/\d/g, '')].map((mark) => (SPACE_GROUP.test(mark) ? ' ' : mark)))
  const [separator] = separators
  if (separators.size !== 1 || separator === undefined) return undefined
  if (separator !== ' ' && !GROUP_MARKS[decimalMark].includes(separator)) return undefined
  const groups = whole.split(separator === ' ' ? /[ \u00a0\u202f\u2009]/ : separator)
  const [first = '', ...rest] = groups
  if (!/^\d{1,3}$/.test(first) || rest.length === 0 || rest.some((group) => !/^\d{3}$/.test(group))) return undefined
  return groups.join('')
}

/**
 * The decimal mark that reads every non-empty sample, or `undefined` when neither does. When both
 * do (`12`, `1 234`, or `1,234` for a three-digit currency), `'.'`, the more common one.
 * `digits` (default 2) decides `1.234`: three decimals are too many for cents, so it is a thousand.
 */
export function inferDecimalMark(samples: readonly string[], digits = 2): DecimalMark | undefined {
  const written = samples.filter((sample) => sample.trim() !== '')
  const readsAll = (decimalMark: DecimalMark): boolean =>
    written.every((sample) => parseStatementAmount(sample, { decimalMark, digits }) !== undefined)
  if (readsAll('.')) return '.'
  if (readsAll(',')) return ','
  return undefined
}

/**
 * How many minor digits a currency's amounts have (2 for USD and EUR, 0 for JPY, 3 for KWD).
 * Throws a `RangeError` for what is no ISO 4217 code: a wrong currency must not silently read
 * amounts a hundred times off.
 */
export function minorDigitsOf(currency: string): number {
  if (!isCurrencyCode(currency)) throw new RangeError(`"${currency}" is not an ISO 4217 currency code.`)
  return minorDigits({ locale: 'en-US', currency })
}
