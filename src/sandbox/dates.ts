/** Calendar-date arithmetic on `YYYY-MM-DD` strings, in UTC so no time zone can shift a day. */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as they are (Date.UTC reads 0050 as 1950).
  const back = new Date(0)
  back.setUTCFullYear(year, month - 1, day)
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
}

/** Days since 1970-01-01 (pure arithmetic: no Date objects, as the seed calls it for every line). */
export function dayNumber(date: string): number {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  const day = Number(date.slice(8, 10))
  // Howard Hinnant's days_from_civil: years start in March so leap days fall at the end.
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146097 + dayOfEra - 719468
}

/** The `YYYY-MM-DD` date `dayCount` days after 1970-01-01. */
export function dateFromDayNumber(dayCount: number): string {
  const z = dayCount + 719468
  const era = Math.floor(z / 146097)
  const dayOfEra = z - era * 146097
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`
}

/** `date` moved by `days` (negative: earlier). */
export function addDays(date: string, days: number): string {
  return dateFromDayNumber(dayNumber(date) + days)
}

/** The last day of the month `months` months before `date`'s month. */
export function endOfMonthBefore(date: string, months: number): string {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7)) - 1 - months
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10)
}

/** Parses an ISO 8601 datetime (`Z`, an offset, or no zone meaning UTC); `undefined` if it is not one. */
export function parseDateTime(text: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text)
  if (!match || !isCalendarDate(match[1] as string)) return undefined
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)]
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined
  // Date.parse takes milliseconds at most, and only `+hh:mm` offsets.
  const fraction = match[5] === undefined ? '' : match[5].slice(0, 4).padEnd(4, '0')
  const zone = match[6] ?? 'Z'
  const offset = zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone
  const normalised = `${match[1]}T${match[2]}:${match[3]}:${String(seconds).padStart(2, '0')}${fraction}${offset}`
  const time = Date.parse(normalised)
  return Number.isNaN(time) ? undefined : time
}
