// The columns of a statement over a period: the period whole, or its months or quarters, each with
// the dates it is compared with. Calendar dates only (src/format/period); pure.
import { addDays, addMonths, addMonthsToDate, daysBetween, monthRange, periodRange, wholeMonths, type ChartPeriod, type DateRange } from '../format/period'

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

/** Why a `columns`, `compareTo` or `accountingMethod` option cannot be read, naming the option. */
export class StatementOptionError extends Error {
  override readonly name = 'StatementOptionError'
  constructor(
    readonly field: keyof typeof EXPECTED,
    readonly value: unknown,
  ) {
    super(`${field} ${JSON.stringify(value)} is not ${EXPECTED[field]}.`)
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
export function statementColumns(period: ChartPeriod, columns: StatementColumns = 'total', compareTo?: StatementComparison): { range: DateRange; columns: StatementColumn[] } {
  const range = periodRange(period)
  if (!COLUMN_KINDS.includes(columns)) throw new StatementOptionError('columns', columns)
  if (compareTo !== undefined && !COMPARISONS.includes(compareTo)) throw new StatementOptionError('compareTo', compareTo)
  const shift = compareTo ? shiftOf(compareTo, range) : undefined
  const parts = columns === 'total' ? [{ key: 'total', ...range }] : splitRange(range, columns)
  return { range, columns: parts.map((part) => ({ ...part, kind: columns, compared: shift?.(part) })) }
}

/** Every date a balance is needed for: each column's first day and the day after its last, its comparison's too; sorted, once each. */
export function balanceDates(columns: readonly StatementColumn[]): string[] {
  const dates = new Set<string>()
  for (const column of columns) {
    for (const range of column.compared ? [column, column.compared] : [column]) {
      dates.add(range.from)
      dates.add(addDays(range.to, 1))
    }
  }
  return [...dates].sort()
}
