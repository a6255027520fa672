// Calendar months, quarters and years as the charts name them: calendar dates (`YYYY-MM-DD`), no
// time zone, no Date arithmetic that a clock change could move. Pure.
import { DATE_RANGE } from './date'

/** A run of calendar dates, both ends included (`YYYY-MM-DD`). */
export interface DateRange {
  from: string
  to: string
}

/**
 * A chart's period: a month (`'2026-06'`), a quarter (`'2026-Q2'`), a year (`'2026'`), or any
 * `{ from, to }` range of calendar dates, both ends included.
 */
export type ChartPeriod = string | DateRange

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** How many days the month has (`month` from 1). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The month `count` months after `month` (`YYYY-MM`; `count` may be negative). */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`
}

/** The first and last day of a month (`YYYY-MM`). */
export function monthRange(month: string): DateRange {
  return { from: `${month}-01`, to: `${month}-${pad(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))))}` }
}

/** How many whole calendar months a range is (from a month's first day to a month's last); `undefined` when it is not whole months. */
export function wholeMonths({ from, to }: DateRange): number | undefined {
  if (!from.endsWith('-01') || monthRange(to.slice(0, 7)).to !== to) return undefined
  return (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1
}

/** The months of `count` ending with `last` (`YYYY-MM`), oldest first. */
export function monthsEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addMonths(last, index - count + 1))
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const QUARTER = /^(\d{4})-Q([1-4])$/
const YEAR = /^(\d{4})$/

/** Whether `date` is a real calendar date `YYYY-MM-DD` within the range bookkit takes. */
export function isCalendarDate(date: unknown): date is string {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const month = Number(date.slice(5, 7))
  const day = Number(date.slice(8, 10))
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(Number(date.slice(0, 4)), month) &&
    date >= DATE_RANGE.min &&
    date <= DATE_RANGE.max
  )
}

/** What a period option takes, as its error says it. */
const EXPECTED = {
  period: 'a month ("2026-06"), a quarter ("2026-Q2"), a year ("2026") or a { from, to } range of dates ("2026-01-01"), from before to',
  month: 'a month ("2026-06")',
  date: `a date ("2026-01-01") from ${DATE_RANGE.min} to ${DATE_RANGE.max}`,
  end: 'a date ("2026-06-30") on or after `from`',
  months: 'a whole number of months from 1 to 120',
  count: 'a whole number from 0 up',
  positiveCount: 'a whole number from 1 up',
} as const

/** Why a period, month, date or count option cannot be read, naming the option and what it was given. */
export class PeriodError extends Error {
  override readonly name = 'PeriodError'
  constructor(
    /** The prop or option that held it (`period`, `endMonth`, `from`…). */
    readonly field: string,
    readonly value: unknown,
    /** What the option takes. */
    expected: keyof typeof EXPECTED = 'period',
  ) {
    super(`${field} ${typeof value === 'number' ? String(value) : JSON.stringify(value)} is not ${EXPECTED[expected]}.`)
  }
}

/** The dates of a period, or the error naming `field` when it cannot be read. */
export function periodRange(period: ChartPeriod, field = 'period'): DateRange {
  if (typeof period === 'object' && period !== null) {
    const { from, to } = period
    if (isCalendarDate(from) && isCalendarDate(to) && from <= to) return { from, to }
    throw new PeriodError(field, period)
  }
  const range = namedRange(typeof period === 'string' ? period.trim() : '')
  // Within the dates bookkit takes, as a { from, to } range must be.
  if (range && isCalendarDate(range.from) && isCalendarDate(range.to)) return range
  throw new PeriodError(field, period)
}

/** The dates a month, quarter or year names; `undefined` for any other text. */
function namedRange(text: string): DateRange | undefined {
  if (MONTH.test(text)) return monthRange(text)
  const quarter = QUARTER.exec(text)
  if (quarter) {
    const first = (Number(quarter[2]) - 1) * 3 + 1
    return { from: monthRange(`${quarter[1]}-${pad(first)}`).from, to: monthRange(`${quarter[1]}-${pad(first + 2)}`).to }
  }
  return YEAR.test(text) ? { from: `${text}-01-01`, to: `${text}-12-31` } : undefined
}

/** A month `YYYY-MM`, or the error naming `field`. */
export function readMonth(month: string, field: string): string {
  if (MONTH.test(month) && isCalendarDate(`${month}-01`)) return month
  throw new PeriodError(field, month, 'month')
}

/** Days from `from` to `to` (both `YYYY-MM-DD`): negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  const day = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000
  return day(to) - day(from)
}

/** The date `count` days after `date` (`YYYY-MM-DD`; `count` may be negative). */
export function addDays(date: string, count: number): string {
  const shifted = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + count))
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`
}

/**
 * The date `count` months after `date`, the day kept where the month has it and the month's last
 * day otherwise; a month's last day stays its month's last day (Feb 28, 2026 a year back is Feb 28,
 * 2025; Jun 30 a month on is Jul 31).
 */
export function addMonthsToDate(date: string, count: number): string {
  const month = addMonths(date.slice(0, 7), count)
  const last = monthRange(month).to
  const day = Number(date.slice(8, 10))
  return day >= daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7))) || `${month}-${pad(day)}` > last
    ? last
    : `${month}-${pad(day)}`
}

/** Every date of a range, in order. For ranges of a few years at most: one step per day. */
export function* datesOf({ from, to }: DateRange): Generator<string> {
  let year = Number(from.slice(0, 4))
  let month = Number(from.slice(5, 7))
  let day = Number(from.slice(8, 10))
  for (;;) {
    const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`
    if (date > to) return
    yield date
    if (day < daysInMonth(year, month)) day++
    else {
      day = 1
      if (month < 12) month++
      else [year, month] = [year + 1, 1]
    }
  }
}

const monthFormats = new Map<string, Intl.DateTimeFormat>()

/** A month as a person reads it: `'2026-06'` → "Jun 2026" (`short`), "June 2026" (`long`), "Jun" (`monthOnly`). */
export function formatMonth(month: string, locale: string, style: 'short' | 'long' | 'monthOnly' = 'short'): string {
  const key = `${locale}|${style}`
  let format = monthFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === 'monthOnly' ? { month: 'short', timeZone: 'UTC' } : { month: style, year: 'numeric', timeZone: 'UTC' },
    )
    monthFormats.set(key, format)
  }
  return format.format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1))
}
