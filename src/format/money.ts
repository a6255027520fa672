/**
 * Money is an integer of minor units (cents) from the wire to the screen. This module is the only
 * place that turns it into text and back, and it never goes through floating-point arithmetic.
 */

/** Locale and currency a figure is shown in. */
export interface MoneyFormat {
  locale: string
  currency: string
}

const formatters = new Map<string, Intl.NumberFormat>()

function currencyFormatter({ locale, currency }: MoneyFormat, display: 'symbol' | 'none' = 'symbol'): Intl.NumberFormat {
  const key = `${locale}|${currency}|${display}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter =
      display === 'symbol'
        ? new Intl.NumberFormat(locale, { style: 'currency', currency })
        : new Intl.NumberFormat(locale, {
            style: 'decimal',
            minimumFractionDigits: minorDigits({ locale, currency }),
            maximumFractionDigits: minorDigits({ locale, currency }),
          })
    formatters.set(key, formatter)
  }
  return formatter
}

const digitsByCurrency = new Map<string, number>()

/** How many minor-unit digits the currency has (2 for USD, 0 for JPY, 3 for KWD). */
export function minorDigits(format: MoneyFormat): number {
  // Asked for every amount on screen, so cached: resolvedOptions() builds a new object each call.
  const key = `${format.locale}|${format.currency}`
  let digits = digitsByCurrency.get(key)
  if (digits === undefined) {
    digits = currencyFormatter(format).resolvedOptions().maximumFractionDigits ?? 2
    digitsByCurrency.set(key, digits)
  }
  return digits
}

/** `minor` as an exact decimal string: 123456 with 2 digits is "1234.56", -5 is "-0.05". */
export function minorToDecimal(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount ${minor} is not a whole number of minor units.`)
  const sign = minor < 0 ? '-' : ''
  const units = String(Math.abs(minor)).padStart(digits + 1, '0')
  if (digits === 0) return sign + units
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`
}

/** True for a three-letter ISO 4217 code `Intl` can show; the service's data may carry anything. */
export function isCurrencyCode(code: unknown): code is string {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().currency === code
  } catch {
    return false
  }
}

/** Formats minor units with the currency symbol, in the locale's style: 123456 → "$1,234.56". */
export function formatMoney(minor: number, format: MoneyFormat): string {
  // A decimal string keeps Intl from seeing a float: 0.1 + 0.2 never shows up here.
  return currencyFormatter(format).format(minorToDecimal(minor, minorDigits(format)) as unknown as number)
}

/** A change of an amount with its sign always shown: "+$120.00", "-$75.50", "$0.00". */
export function formatMoneyChange(minor: number, format: MoneyFormat): string {
  return minor > 0 ? `+${formatMoney(minor, format)}` : formatMoney(minor, format)
}

const compactFormatters = new Map<string, Intl.NumberFormat>()

/**
 * Minor units in the locale's short style, for an axis label only ("$12K", "12.000 €"): rounded, so
 * never where a figure is read; the figures themselves go through `formatMoney`.
 */
export function formatMoneyCompact(minor: number, format: MoneyFormat): string {
  const key = `${format.locale}|${format.currency}`
  let formatter = compactFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency: format.currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    })
    compactFormatters.set(key, formatter)
  }
  return formatter.format(minorToDecimal(Math.round(minor), minorDigits(format)) as unknown as number)
}

/** Formats minor units without a symbol, as a user would type them back: 123456 → "1,234.56". */
export function formatMoneyInput(minor: number, format: MoneyFormat): string {
  return currencyFormatter(format, 'none').format(minorToDecimal(minor, minorDigits(format)) as unknown as number)
}

/** Why a typed amount was refused; the form turns it into a message naming its field. */
export type MoneyProblem = 'empty' | 'invalid' | 'tooManyDecimals' | 'tooLarge'

export type ParsedMoney = { ok: true; minor: number } | { ok: false; problem: MoneyProblem; maxDecimals: number }

/** The marks a locale may use in a typed amount, from both its plain-number and its currency style. */
interface NumberMarks {
  /** Decimal marks: usually one, two where the currency style differs (fr-CH: "," and "."). */
  decimals: string[]
  /** Visible group separators (spaces are removed before parsing, so never listed). */
  groups: string[]
  /** The locale's own digits (Arabic-Indic, Devanagari, Thai…) mapped to ASCII. */
  digits: Map<string, string>
}

const marksCache = new Map<string, NumberMarks>()

// A user in de-CH types an ASCII apostrophe for the group mark; ICU versions differ between ' and ’.
const APOSTROPHES = ["'", '\u2019', '\u02bc']

function numberMarks({ locale, currency }: MoneyFormat): NumberMarks {
  const key = `${locale}|${currency}`
  const cached = marksCache.get(key)
  if (cached) return cached
  // Some locales group or mark decimals differently in their currency style (de-AT groups "1.234,56 €"
  // but "1 234,56"; fr-CH writes "1 234.56 €" but "1 234,56"): both are what a user may type or paste.
  // Locales with their own digits (ar-EG) are also typed with Latin digits and that system's marks.
  const styles = [
    new Intl.NumberFormat(locale, { useGrouping: true }),
    new Intl.NumberFormat(locale, { style: 'currency', currency, useGrouping: true }),
    new Intl.NumberFormat(locale, { useGrouping: true, numberingSystem: 'latn' }),
  ]
  const decimals = new Set<string>()
  const groups = new Set<string>()
  for (const formatter of styles) {
    for (const part of formatter.formatToParts(1234567.5)) {
      if (part.type === 'decimal') decimals.add(part.value)
      if (part.type === 'group') groups.add(part.value.replace(SPACES, ''))
    }
  }
  if (decimals.size === 0) decimals.add('.')
  for (const group of [...groups]) if (APOSTROPHES.includes(group)) for (const mark of APOSTROPHES) groups.add(mark)
  const localDigits = new Intl.NumberFormat(locale, { useGrouping: false }).format(9876543210)
  const digits = new Map<string, string>()
  ;[...localDigits].forEach((digit, index) => digits.set(digit, String(9 - (index % 10))))
  const marks: NumberMarks = {
    decimals: [...decimals],
    groups: [...groups].filter((group) => group !== '' && !decimals.has(group)),
    digits,
  }
  marksCache.set(key, marks)
  return marks
}

const SPACES = /[\s\u00a0\u202f\u2009]/g
const MINUS = /^[-\u2212\u2012\u2013]/
// Bidi marks (LRM, RLM, ALM) that Intl puts around signs and symbols in RTL locales.
const FORMAT_CHARACTERS = /\p{Cf}/gu

/**
 * Parses a typed amount in the locale's style back to exact minor units. Accepts the currency
 * symbol or code, grouping separators in their places, a leading minus (or parentheses) for
 * negatives, and the locale's decimal mark. Refuses more decimals than the currency has, and
 * anything else, with the reason.
 */
export function parseMoney(text: string, format: MoneyFormat): ParsedMoney {
  const maxDecimals = minorDigits(format)
  const refuse = (problem: MoneyProblem): ParsedMoney => ({ ok: false, problem, maxDecimals })
  const marks = numberMarks(format)

  let value = [...text.replace(FORMAT_CHARACTERS, '')]
    .map((char) => marks.digits.get(char) ?? char)
    .join('')
    .trim()
  if (value === '') return refuse('empty')
  let negative = false
  if (/^\(.*\)$/.test(value)) {
    negative = true
    value = value.slice(1, -1)
  }
  value = stripCurrency(value, format).replace(SPACES, '')
  if (MINUS.test(value)) {
    negative = !negative
    value = value.slice(1)
  } else if (value.startsWith('+')) {
    value = value.slice(1)
  }
  value = stripCurrency(value, format).replace(SPACES, '')
  if (value === '') return refuse('invalid')

  // The last decimal mark is the decimal point; any other mark before it must be a group separator.
  const [decimalAt, decimal] = marks.decimals.reduce<[number, string]>(
    (last, mark) => (value.lastIndexOf(mark) > last[0] ? [value.lastIndexOf(mark), mark] : last),
    [-1, ''],
  )
  const whole = decimalAt === -1 ? value : value.slice(0, decimalAt)
  const fraction = decimalAt === -1 ? '' : value.slice(decimalAt + decimal.length)
  if (!/^\d*$/.test(fraction)) return refuse('invalid')
  const digits = ungroup(whole, marks.groups)
  if (digits === undefined || !/^\d*$/.test(digits) || (digits === '' && fraction === '')) return refuse('invalid')
  if (fraction.length > maxDecimals) return refuse('tooManyDecimals')

  const minorText = (digits + fraction.padEnd(maxDecimals, '0')).replace(/^0+(?=\d)/, '')
  const minor = Number(minorText)
  if (!Number.isSafeInteger(minor)) return refuse('tooLarge')
  return { ok: true, minor: negative && minor !== 0 ? -minor : minor }
}

/** `whole` without its group separators, or `undefined` when they are out of place ("1,2345"). */
function ungroup(whole: string, groupMarks: string[]): string | undefined {
  const marks = groupMarks.filter((mark) => whole.includes(mark))
  if (marks.length === 0) return whole
  if (marks.length > 1) return undefined
  const groups = whole.split(marks[0] as string)
  const [first, ...rest] = groups
  if (!first || first.length > 3 || rest.some((part) => part.length !== 3 && part.length !== 2)) return undefined
  // Groups of two are Indian-style lakh grouping, valid only before the last group of three.
  if (rest.at(-1)?.length !== 3) return undefined
  return groups.join('')
}

const symbolCache = new Map<string, string[]>()

/** The ways a currency may be written next to an amount, longest first. */
function currencySymbols(locale: string, currency: string): string[] {
  const key = `${locale}|${currency}`
  const cached = symbolCache.get(key)
  if (cached) return cached
  const symbols = new Set([currency])
  // The locale's symbols, and the English ones users type anyway ("¥" for JPY in ja-JP, whose symbol is "￥").
  for (const symbolLocale of [locale, 'en']) {
    for (const display of ['symbol', 'narrowSymbol'] as const) {
      const part = new Intl.NumberFormat(symbolLocale, { style: 'currency', currency, currencyDisplay: display })
        .formatToParts(1)
        .find((p) => p.type === 'currency')
      if (part) symbols.add(part.value)
    }
  }
  const sorted = [...symbols].sort((a, b) => b.length - a.length)
  symbolCache.set(key, sorted)
  return sorted
}

function stripCurrency(value: string, { locale, currency }: MoneyFormat): string {
  let stripped = value
  for (const symbol of currencySymbols(locale, currency)) {
    if (stripped.startsWith(symbol)) stripped = stripped.slice(symbol.length)
    if (stripped.endsWith(symbol)) stripped = stripped.slice(0, -symbol.length)
  }
  return stripped
}
