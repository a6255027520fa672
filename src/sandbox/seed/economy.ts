import { monthRange } from '../../format/period'
import { dateFromDayNumber, dayNumber } from '../dates'
import type { CompanyCatalog } from './catalog'

/** Days of the past year in which seeded activity happens, up to and including today. */
export interface SeedWindow {
  firstDay: number
  today: number
}

/** `YYYY-MM` of a day number. */
export function monthOf(day: number): string {
  return dateFromDayNumber(day).slice(0, 7)
}

/** The month's revenue against the average month (`economy.season`). */
export function seasonOf(catalog: CompanyCatalog, month: string): number {
  return catalog.economy.season[Number(month.slice(5, 7)) - 1] ?? 1
}

/**
 * The month's planned revenue, in cents: the average month times its season, cut to the days of
 * the month inside the window (the window's first and last months are partial).
 */
export function plannedRevenue(catalog: CompanyCatalog, month: string, window: SeedWindow): number {
  const { from, to } = monthRange(month)
  const [first, last] = [dayNumber(from), dayNumber(to)]
  const inWindow = Math.min(last, window.today) - Math.max(first, window.firstDay) + 1
  if (inWindow <= 0) return 0
  return Math.round((catalog.economy.monthlyRevenue * seasonOf(catalog, month) * inWindow) / (last - first + 1))
}

/** The quarter a month is in, as its first month: `2026-05` → `2026-04`. */
export function quarterOf(month: string): string {
  const index = Number(month.slice(5, 7))
  return `${month.slice(0, 4)}-${String(index - ((index - 1) % 3)).padStart(2, '0')}`
}

/** Day number of the Friday on or after `day` (1970-01-01, day 0, was a Thursday). */
export function fridayOnOrAfter(day: number): number {
  return day + ((12 - ((day + 4) % 7)) % 7)
}
