/** Percentages in the locale's style: the service's decimal strings, and changes as a share. */

const percentFormats = new Map<string, Intl.NumberFormat>()

/** `"12.5"` as "12.5%" in en-US, "12,5 %" in de-DE; anything that is not a plain decimal shows as it came. */
export function formatPercent(value: string, locale: string): string {
  const text = value.trim()
  if (!/^-?\d+(\.\d+)?$/.test(text)) return value
  let format = percentFormats.get(locale)
  if (!format) percentFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 })))
  return format.format(Number(text) / 100)
}

/**
 * Every percent a statement shows, its change % and its % of income alike, has this many fraction
 * digits, always: a column of them lines up, and two percents side by side never differ in how
 * exactly they are told.
 */
const STATEMENT_PERCENT_DIGITS = 1
const statementFormats = new Map<string, Intl.NumberFormat>()

/** A statement's percent in `locale`: with its sign (a change) or without (a share). */
function statementPercent(locale: string, signed: boolean): Intl.NumberFormat {
  const key = `${signed ? '±' : ''}${locale}`
  let format = statementFormats.get(key)
  if (!format)
    statementFormats.set(
      key,
      (format = new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: STATEMENT_PERCENT_DIGITS,
        maximumFractionDigits: STATEMENT_PERCENT_DIGITS,
        ...(signed && { signDisplay: 'exceptZero' as const }),
      })),
    )
  return format
}

/** How much `amount` moved from `compared`, as a share of it ("+12.5%"); empty where `compared` is zero (no share of nothing). */
export function formatChangeShare(amount: number, compared: number, locale: string): string {
  if (compared === 0) return ''
  return statementPercent(locale, true).format((amount - compared) / Math.abs(compared))
}

/** A statement figure's share of its column's income (0.4523) as its "% of income" column writes it ("45.2%"), told as exactly as a change %. */
export function formatIncomeShare(share: number, locale: string): string {
  return statementPercent(locale, false).format(share)
}

const shareFormats = new Map<string, Intl.NumberFormat>()

/** A share of a whole (0.4523) as a percent in the locale's style ("45.23%"), as a split rule's lines add up. */
export function formatShare(share: number, locale: string): string {
  let format = shareFormats.get(locale)
  if (!format) shareFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })))
  return format.format(share)
}

const inputFormats = new Map<string, Intl.NumberFormat>()

/** A percentage (33.5) as a user types it back in the locale ("33.5", "33,5"): no sign, no grouping. */
export function formatPercentInput(percent: number, locale: string): string {
  let format = inputFormats.get(locale)
  if (!format) inputFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false })))
  return format.format(percent)
}
