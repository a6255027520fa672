/** Dates travel as `YYYY-MM-DD` strings; this module shows them and checks typed ones. */

const formatters = new Map<string, Intl.DateTimeFormat>()

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The earliest and latest dates bookkit accepts from a user. */
export const DATE_RANGE = { min: '1900-01-01', max: '2199-12-31' } as const

/** Formats `YYYY-MM-DD` in the locale's medium style ("Jun 30, 2026"), whatever the viewer's time zone. */
export function formatDate(isoDate: string, locale: string): string {
  const match = ISO_DATE.exec(isoDate)
  if (!match) return isoDate
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    formatters.set(locale, formatter)
  }
  return formatter.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
}

/** Formats an ISO 8601 datetime in the locale's medium date and short time style. */
export function formatDateTime(isoDateTime: string, locale: string): string {
  const time = Date.parse(isoDateTime)
  if (Number.isNaN(time)) return isoDateTime
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time)
}

/** Why a typed date was refused; the form names its field in the message. */
export type DateProblem = 'empty' | 'invalid' | 'outOfRange'

export type ParsedDate = { ok: true; date: string } | { ok: false; problem: DateProblem }

/** Checks a `YYYY-MM-DD` string is a real calendar date within `DATE_RANGE`. */
export function parseIsoDate(text: string): ParsedDate {
  const value = text.trim()
  if (value === '') return { ok: false, problem: 'empty' }
  const match = ISO_DATE.exec(value)
  if (!match) return { ok: false, problem: 'invalid' }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { ok: false, problem: 'invalid' }
  if (value < DATE_RANGE.min || value > DATE_RANGE.max) return { ok: false, problem: 'outOfRange' }
  return { ok: true, date: value }
}
