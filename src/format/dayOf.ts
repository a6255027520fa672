// The words of a signed-off month, on their own: only its flag in the queue and its notice in the
// editor say them. In date.ts the day would go up front with every component that formats a date;
// from period.ts the month would split that module into a chunk of its own on the pages that open
// the editor later (its name one more in their first chunk).
import { formatDate, parseDateTime } from './date'

/**
 * The calendar day of a service's datetime in the viewer's time zone, in the locale's medium style
 * ("Jul 3, 2026"): when something was done, said as a day. A date alone stays that day; anything
 * else shows as it came.
 */
export function formatDayOf(isoDateTime: string, locale: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(isoDateTime)) return formatDate(isoDateTime, locale)
  const time = parseDateTime(isoDateTime)
  if (time === undefined) return isoDateTime
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time)
}

/**
 * A month as the flag and the notice name it: `'2026-06'` → "June 2026" (period.ts's `formatMonth(month, locale, 'long')`);
 * "June" without `withYear`, where the sentence said its year already.
 */
export const formatSignedMonth = (month: string, locale: string, withYear = true): string =>
  new Intl.DateTimeFormat(
    locale,
    withYear ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'long', timeZone: 'UTC' },
  ).format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1))
