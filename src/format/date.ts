/**
 * Dates travel as `YYYY-MM-DD` strings and datetimes as ISO 8601; this module reads and shows them
 * and checks typed dates.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/**
 * `YYYY-MM-DDThh:mm[:ss[.fff…]]` and an optional zone: `Z`, `±hh`, `±hhmm` or `±hh:mm`. Hours are
 * 00–23, minutes and seconds 00–59; of a fraction, the first three digits (the milliseconds) are kept.
 */
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,3})\d*)?)?(?:Z|([+-])([01]\d|2[0-3])(?::?([0-5]\d))?)?$/

/** The earliest and latest dates bookkit accepts from a user. */
export const DATE_RANGE = { min: '1900-01-01', max: '2199-12-31' } as const

/**
 * UTC midnight of `YYYY-MM-DD` when it is a real calendar date, else `undefined` ("2026-02-30",
 * "2026-13-45"). `setUTCFullYear`, unlike `Date.UTC`, keeps years 0–99 as they are (not 1900–1999).
 */
function calendarTime(isoDate: string): number | undefined {
  const match = ISO_DATE.exec(isoDate)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() : undefined
}

/** Formats `YYYY-MM-DD` in the locale's medium style ("Jun 30, 2026"), whatever the viewer's time zone. Anything else shows as it came. */
export function formatDate(isoDate: string, locale: string): string {
  const time = calendarTime(isoDate)
  if (time === undefined) return isoDate
  return mediumDates(locale).format(time)
}

/** The medium date style of `locale`, made once. */
function mediumDates(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    formatters.set(locale, formatter)
  }
  return formatter
}

const monthDays = new Map<string, Intl.DateTimeFormat>()

/** A `YYYY-MM-DD` date as its month and day in the locale ("Jun 25"), for dates a few days apart whose year is plain; anything else shows as it came. */
export function formatMonthDay(isoDate: string, locale: string): string {
  const time = calendarTime(isoDate)
  if (time === undefined) return isoDate
  let formatter = monthDays.get(locale)
  if (!formatter) monthDays.set(locale, (formatter = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })))
  return formatter.format(time)
}

/**
 * Two `YYYY-MM-DD` dates as one range in the locale's medium style ("Jan 1 – Jun 15, 2026"); either
 * that cannot be read shows as it came. Thin spaces are written as spaces: Node's ICU puts them
 * around the dash where browsers' put spaces, and a page rendered on the server must read as the
 * browser renders it, or React throws the server's text away (hydration error 418).
 */
export function formatDateRange(from: string, to: string, locale: string): string {
  const [start, end] = [calendarTime(from), calendarTime(to)]
  if (start === undefined || end === undefined) return `${from} – ${to}`
  return mediumDates(locale)
    .formatRange(start, end)
    .replace(/\u2009/g, ' ')
}

/**
 * The instant (epoch milliseconds) of a service's ISO 8601 datetime, or `undefined` when it is not
 * a real one. A datetime without a zone is UTC: `Date.parse` would read it in the viewer's zone,
 * so the same instant sent as `…T12:00:00` and `…T12:00:00Z` would show two different times.
 */
export function parseDateTime(isoDateTime: string): number | undefined {
  const [, date = '', hours, minutes, seconds = '0', fraction = '', sign, zoneHours = '0', zoneMinutes = '0'] =
    ISO_DATE_TIME.exec(isoDateTime) ?? []
  const day = calendarTime(date)
  if (day === undefined) return undefined
  // Milliseconds from the fraction's digits as written, without floating-point rounding.
  const millis = Number(fraction.padEnd(3, '0'))
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes))
  return day + ((Number(hours) * 60 + Number(minutes) - offsetMinutes) * 60 + Number(seconds)) * 1000 + millis
}

/**
 * Formats a service's datetime in the locale's medium date and short time style, in the viewer's
 * time zone. A date alone stays that calendar day, as `formatDate` shows it; anything else shows
 * as it came.
 */
export function formatDateTime(isoDateTime: string, locale: string): string {
  if (ISO_DATE.test(isoDateTime)) return formatDate(isoDateTime, locale)
  const time = parseDateTime(isoDateTime)
  if (time === undefined) return isoDateTime
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time)
}

/** Why a typed date was refused; the form names its field in the message. */
export type DateProblem = 'empty' | 'invalid' | 'outOfRange'

export type ParsedDate = { ok: true; date: string } | { ok: false; problem: DateProblem }

/** Checks a `YYYY-MM-DD` string is a real calendar date within `DATE_RANGE`. */
export function parseIsoDate(text: string): ParsedDate {
  const value = text.trim()
  if (value === '') return { ok: false, problem: 'empty' }
  if (calendarTime(value) === undefined) return { ok: false, problem: 'invalid' }
  if (value < DATE_RANGE.min || value > DATE_RANGE.max) return { ok: false, problem: 'outOfRange' }
  return { ok: true, date: value }
}

/**
 * The longest wait whose end is named. A service that asks for more than a day is saying "later",
 * not giving a time to come back; and within a day a weekday says which day without a date.
 */
export const LONGEST_NAMED_WAIT_MS = 24 * 60 * 60 * 1000

/**
 * When a wait the service asked for ends (epoch milliseconds), for "sending again at …", in the
 * viewer's zone: a clock time on the viewer's day (`3:26:28 PM`), with its weekday on a later one
 * (`Tuesday 3:26:28 PM`); `undefined` when it cannot be named: not a real instant, or more than
 * `LONGEST_NAMED_WAIT_MS` after `now`.
 */
export function formatWaitEnd(epochMs: number, locale: string, now: number): string | undefined {
  const end = new Date(epochMs)
  if (Number.isNaN(end.getTime()) || epochMs - now > LONGEST_NAMED_WAIT_MS) return undefined
  const today = end.toDateString() === new Date(now).toDateString()
  return new Intl.DateTimeFormat(locale, {
    weekday: today ? undefined : 'long',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  }).format(end)
}

/** "42 seconds" under a minute, else whole minutes rounded up: "2 minutes". */
export function formatTimeLeft(ms: number, locale: string): string {
  const seconds = Math.ceil(ms / 1000)
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}
