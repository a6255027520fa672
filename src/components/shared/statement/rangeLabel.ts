// How a statement over a period names it, in the provider's locale (the statement's word for a quarter, the dates from src/format).
import { formatDateRange } from '../../../format/date'
import { formatMonth, wholeMonths, type DateRange } from '../../../format/period'

/** A range as a person names it: "2026", "Q2 2026", "Jun 2026", or its two dates ("Jan 1 – Jun 15, 2026"). */
export function rangeLabel({ from, to }: DateRange, locale: string, quarter: (quarter: number, year: string) => string): string {
  const year = from.slice(0, 4)
  const months = year === to.slice(0, 4) ? wholeMonths({ from, to }) : undefined
  const first = Number(from.slice(5, 7))
  if (months === 12) return year
  if (months === 1) return formatMonth(from.slice(0, 7), locale)
  if (months === 3 && first % 3 === 1) return quarter((first + 2) / 3, year)
  return formatDateRange(from, to, locale)
}
