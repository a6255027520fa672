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
        : new Intl.NumberFormat(locale, { style: 'decimal', minimumFractionDigits: minorDigits({ locale, currency }), maximumFractionDigits: minorDigits({ locale, currency }) })
    formatters.set(key, formatter)
  }
  return formatter
}

/** How many minor-unit digits the currency has (2 for USD, 0 for JPY, 3 for KWD). */
export function minorDigits({ locale, currency }: MoneyFormat): number {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/** `minor` as an exact decimal string: 123456 with 2 digits is "1234.56", -5 is "-0.05". */
export function minorToDecimal(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount ${minor} is not a whole number of minor units.`)
  const sign = minor < 0 ? '-' : ''
  const units = String(Math.abs(minor)).padStart(digits + 1, '0')
  if (digits === 0) return sign + units
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`
}

/** Formats minor units with the currency symbol, in the locale's style: 123456 → "$1,234.56". */
export function formatMoney(minor: number, format: MoneyFormat): string {
  // A decimal string keeps Intl from seeing a float: 0.1 + 0.2 never shows up here.
  return currencyFormatter(format).format(minorToDecimal(minor, minorDigits(format)) as unknown as number)
}

/** Formats minor units without a symbol, as a user would type them back: 123456 → "1,234.56". */
export function formatMoneyInput(minor: number, format: MoneyFormat): string {
  return currencyFormatter(format, 'none').format(minorToDecimal(minor, minorDigits(format)) as unknown as number)
}

/** Why a typed amount was refused; the form turns it into a message naming its field. */
export type MoneyProblem = 'empty' | 'invalid' | 'tooManyDecimals' | 'tooLarge'

export type ParsedMoney = { ok: true; minor: number } | { ok: false; problem: MoneyProblem; maxDecimals: number }

interface Separators {
  decimal: string
  group: string
}

function separators(locale: string): Separators {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5)
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  }
}

const SPACES = /[\s\u00a0\u202f\u2009]/g
const MINUS = /^[-\u2212\u2012\u2013]/

/**
 * Parses a typed amount in the locale's style back to exact minor units. Accepts the currency
 * symbol or code, grouping separators in their places, a leading minus (or parentheses) for
 * negatives, and the locale's decimal mark. Refuses more decimals than the currency has, and
 * anything else, with the reason.
 */
export function parseMoney(text: string, format: MoneyFormat): ParsedMoney {
  const maxDecimals = minorDigits(format)
  const refuse = (problem: MoneyProblem): ParsedMoney => ({ ok: false, problem, maxDecimals })
  const { decimal, group } = separators(format.locale)

  let value = text.trim()
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

  const groupMark = group.replace(SPACES, '') // a space group separator was removed with the spaces
  const decimalAt = value.lastIndexOf(decimal)
  const whole = decimalAt === -1 ? value : value.slice(0, decimalAt)
  const fraction = decimalAt === -1 ? '' : value.slice(decimalAt + decimal.length)
  if (!/^\d*$/.test(fraction)) return refuse('invalid')
  const digits = groupMark === '' ? whole : ungroup(whole, groupMark)
  if (digits === undefined || !/^\d*$/.test(digits) || (digits === '' && fraction === '')) return refuse('invalid')
  if (fraction.length > maxDecimals) return refuse('tooManyDecimals')

  const minorText = (digits + fraction.padEnd(maxDecimals, '0')).replace(/^0+(?=\d)/, '')
  const minor = Number(minorText)
  if (!Number.isSafeInteger(minor)) return refuse('tooLarge')
  return { ok: true, minor: negative && minor !== 0 ? -minor : minor }
}

/** `whole` without its group separators, or `undefined` when they are out of place ("1,2345"). */
function ungroup(whole: string, group: string): string | undefined {
  if (!whole.includes(group)) return whole
  const groups = whole.split(group)
  const [first, ...rest] = groups
  if (!first || first.length > 3 || rest.some((part) => part.length !== 3 && part.length !== 2)) return undefined
  // Groups of two are Indian-style lakh grouping, valid only before the last group of three.
  if (rest.at(-1)?.length !== 3) return undefined
  return groups.join('')
}

function stripCurrency(value: string, { locale, currency }: MoneyFormat): string {
  const symbols = new Set([currency])
  for (const display of ['symbol', 'narrowSymbol'] as const) {
    const part = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display })
      .formatToParts(1)
      .find((p) => p.type === 'currency')
    if (part) symbols.add(part.value)
  }
  let stripped = value
  for (const symbol of [...symbols].sort((a, b) => b.length - a.length)) {
    if (stripped.startsWith(symbol)) stripped = stripped.slice(symbol.length)
    if (stripped.endsWith(symbol)) stripped = stripped.slice(0, -symbol.length)
  }
  return stripped
}
