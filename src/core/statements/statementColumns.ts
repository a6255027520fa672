// The columns of a statement over a period: the period whole, or its months or quarters, each with
// the dates it is compared with. Calendar dates only (src/format/period); pure.
import {
  addDays,
  addMonths,
  addMonthsToDate,
  daysBetween,
  daysInMonth,
  isCalendarDate,
  monthRange,
  periodRange,
  wholeMonths,
  type ChartPeriod,
  type DateRange,
} from '../../format/period'

/** How a statement splits its period into columns: one for the whole period, one per month, or one per quarter. */
export type StatementColumns = 'total' | 'month' | 'quarter'

/** What each column is compared with: the period just before (of the same length), or the same dates a year earlier. */
export type StatementComparison = 'previousPeriod' | 'previousYear'

/** One column of a statement: its dates (both ends included) and what it is. */
export interface StatementColumn extends DateRange {
  /** `'2026-06'`, `'2026-Q2'`, or `'total'`. */
  key: string
  kind: StatementColumns
  /** The dates it is compared with; `undefined` without `compareTo`. */
  compared: DateRange | undefined
}

const COLUMN_KINDS: readonly StatementColumns[] = ['total', 'month', 'quarter']
const COMPARISONS: readonly StatementComparison[] = ['previousPeriod', 'previousYear']

/** What each statement option takes, as its error says it. */
const EXPECTED = {
  columns: '"total", "month" or "quarter"',
  compareTo: '"previousPeriod" or "previousYear"',
  accountingMethod: '"ACCRUAL" or "CASH"',
} as const

/** A statement option's name, as its error gives it. */
export type StatementOption = keyof typeof EXPECTED | 'asOf' | 'fiscalYearStart' | 'from' | 'to' | 'compare' | 'by'

/** What a statement on a day takes as its day. */
const AS_OF_EXPECTED = 'a date ("2026-06-30")'

/** Why a statement option (`columns`, `compareTo`, `accountingMethod`, `asOf`, `fiscalYearStart`, `from`, `to`, `compare`, `by`) cannot be read, naming the option. */
export class StatementOptionError extends Error {
  override readonly name = 'StatementOptionError'
  constructor(
    readonly field: StatementOption,
    readonly value: unknown,
    expected: string = EXPECTED[field as keyof typeof EXPECTED],
  ) {
    super(`${field} ${JSON.stringify(value)} is not ${expected}.`)
  }
}

/** This year to date: the statements' default period. */
export const yearToDate = (today: string): DateRange => ({ from: `${today.slice(0, 4)}-01-01`, to: today })

/** How `compareTo` moves a column's dates: a year back, or back by the period's own length (in months when it is whole months, else in days). */
function shiftOf(compareTo: StatementComparison, period: DateRange): (range: DateRange) => DateRange {
  const months = compareTo === 'previousYear' ? 12 : wholeMonths(period)
  if (months !== undefined) return ({ from, to }) => ({ from: addMonthsToDate(from, -months), to: addMonthsToDate(to, -months) })
  const days = daysBetween(period.from, period.to) + 1
  return ({ from, to }) => ({ from: addDays(from, -days), to: addDays(to, -days) })
}

/** The quarter of a month, `'2026-Q2'`. */
const quarterOf = (month: string) => `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`

/** The months or quarters of a range, each cut to the range. */
function splitRange(range: DateRange, kind: 'month' | 'quarter'): Array<{ key: string } & DateRange> {
  const parts: Array<{ key: string } & DateRange> = []
  for (let month = range.from.slice(0, 7); month <= range.to.slice(0, 7); month = addMonths(month, 1)) {
    const key = kind === 'month' ? month : quarterOf(month)
    const { from, to } = monthRange(month)
    const last = parts.at(-1)
    if (last?.key === key) last.to = to < range.to ? to : range.to
    else parts.push({ key, from: from > range.from ? from : range.from, to: to < range.to ? to : range.to })
  }
  return parts
}

/**
 * The columns of a statement over `period`, oldest first, each with the dates `compareTo` compares
 * it with. Throws a `PeriodError` or `StatementOptionError` naming the option that cannot be read.
 */
export function statementColumns(
  period: ChartPeriod,
  columns: StatementColumns = 'total',
  compareTo?: StatementComparison,
): { range: DateRange; columns: StatementColumn[] } {
  const range = periodRange(period)
  if (!COLUMN_KINDS.includes(columns)) throw new StatementOptionError('columns', columns)
  if (compareTo !== undefined && !COMPARISONS.includes(compareTo)) throw new StatementOptionError('compareTo', compareTo)
  const shift = compareTo ? shiftOf(compareTo, range) : undefined
  const parts = columns === 'total' ? [{ key: 'total', ...range }] : splitRange(range, columns)
  return { range, columns: parts.map((part) => ({ ...part, kind: columns, compared: shift?.(part) })) }
}

/** The ranges the columns read: each column's own, and the one it is compared with. */
export const rangesOf = (columns: readonly StatementColumn[]): DateRange[] =>
  columns.flatMap((column) => (column.compared ? [column, column.compared] : [column]))

/** Every date a balance is needed for: each column's first day and the day after its last, its comparison's too; sorted, once each. */
export function balanceDates(columns: readonly StatementColumn[]): string[] {
  const dates = new Set<string>()
  for (const range of rangesOf(columns)) {
    dates.add(range.from)
    dates.add(addDays(range.to, 1))
  }
  return [...dates].sort()
}

/** What a balance sheet is compared with: the last day of the month before, or the last day of the fiscal year before. */
export type BalanceSheetComparison = 'previousMonthEnd' | 'previousYearEnd'

/** The month (1–12) and day a fiscal year starts on; January 1 by default. */
export interface FiscalYearStart {
  month: number
  day: number
}

const BALANCE_SHEET_COMPARISONS: readonly BalanceSheetComparison[] = ['previousMonthEnd', 'previousYearEnd']
const pad = (value: number) => String(value).padStart(2, '0')
const pad4 = (year: number) => String(year).padStart(4, '0')

/** The first day of the fiscal year `date` is in. */
function fiscalYearOf(date: string, { month, day }: FiscalYearStart): string {
  const start = `${date.slice(0, 4)}-${pad(month)}-${pad(day)}`
  return start <= date ? start : `${pad4(Number(date.slice(0, 4)) - 1)}-${pad(month)}-${pad(day)}`
}

/** The dates of a statement on a day: the day, the day it is compared with, and the first day of each one's fiscal year. */
export interface StatementDates {
  asOf: string
  fiscalYear: DateRange
  compared: { asOf: string; fiscalYear: DateRange } | undefined
}

/**
 * A balance sheet's dates: `asOf`, the day `compareTo` compares it with (the month end before, or
 * the day before its fiscal year starts), and each one's fiscal year to date. Throws a
 * `StatementOptionError` naming the option that cannot be read.
 */
export function statementDates(asOf: unknown, compareTo: unknown, fiscalYearStart: unknown): StatementDates {
  if (!isCalendarDate(asOf)) throw new StatementOptionError('asOf', asOf, AS_OF_EXPECTED)
  if (compareTo !== undefined && !BALANCE_SHEET_COMPARISONS.includes(compareTo as BalanceSheetComparison))
    throw new StatementOptionError('compareTo', compareTo, '"previousMonthEnd" or "previousYearEnd"')
  const start = readFiscalYearStart(fiscalYearStart)
  const yearOf = (date: string): DateRange => ({ from: fiscalYearOf(date, start), to: date })
  const fiscalYear = yearOf(asOf)
  let compared: string | undefined
  if (compareTo === 'previousMonthEnd') compared = addDays(`${asOf.slice(0, 7)}-01`, -1)
  else if (compareTo === 'previousYearEnd') compared = addDays(fiscalYear.from, -1)
  return { asOf, fiscalYear, compared: compared === undefined ? undefined : { asOf: compared, fiscalYear: yearOf(compared) } }
}

/** `fiscalYearStart` read: a month and a day every year has (so never February 29); January 1 when not given. */
function readFiscalYearStart(value: unknown): FiscalYearStart {
  if (value === undefined) return { month: 1, day: 1 }
  const { month, day } = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<'month' | 'day', unknown>>
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n)
  // 2025 is no leap year: a day it has, every year has.
  if (!whole(month) || !whole(day) || month < 1 || month > 12 || day < 1 || day > daysInMonth(2025, month))
    throw new StatementOptionError(
      'fiscalYearStart',
      value,
      'the month and day a fiscal year starts on, such as { month: 4, day: 1 } (a day every year has)',
    )
  return { month, day }
}

/** The days a statement on a day offers, relative to today. */
export const AS_OF_CHOICES = ['today', 'lastMonthEnd', 'lastQuarterEnd', 'lastYearEnd'] as const
export type AsOfChoice = (typeof AS_OF_CHOICES)[number]

/** The day an `AS_OF_CHOICES` choice names: today, or the last day of the month, quarter or fiscal year before today's. */
export function asOfChoice(choice: AsOfChoice, today: string, fiscalYearStart: FiscalYearStart = { month: 1, day: 1 }): string {
  const month = Number(today.slice(5, 7))
  switch (choice) {
    case 'today':
      return today
    case 'lastMonthEnd':
      return addDays(`${today.slice(0, 7)}-01`, -1)
    case 'lastQuarterEnd':
      return addDays(`${today.slice(0, 5)}${pad(month - ((month - 1) % 3))}-01`, -1)
    case 'lastYearEnd':
      return addDays(fiscalYearOf(today, fiscalYearStart), -1)
  }
}
