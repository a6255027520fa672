/**
 * A statement's date format and decimal mark, judged from every row: a format is offered only if
 * every date fits it, and the user is asked when several do. Works in slices (see `slices.ts`).
 */
import { parseStatementAmount } from '../statementAmount'
import { STATEMENT_DATE_FORMATS, parseStatementDate } from '../statementDate'
import type { DecimalMark, StatementDateFormat } from '../types'
import { forEachInSlices } from '../slices'

/** How many times each distinct text occurs in a column. */
export type TextCounts = ReadonlyMap<string, number>

/** What the dates of a file say about their format. */
export interface DateFindings {
  /** The formats every date fits, in declared order. */
  fitting: StatementDateFormat[]
  /** The first fitting format, or the one most dates fit when none fits all. */
  best: StatementDateFormat
  /** Distinct dates, the most telling first, at most 5. */
  examples: string[]
}

const EXAMPLES = 5

/** The date findings of a column's written dates. */
export async function findDateFormat(dates: TextCounts, signal?: AbortSignal): Promise<DateFindings> {
  const formatsOf = new Map<string, StatementDateFormat[]>()
  const fits = new Map<StatementDateFormat, number>(STATEMENT_DATE_FORMATS.map((format) => [format, 0]))
  let total = 0
  await forEachInSlices(
    [...dates],
    ([text, count]) => {
      const formats = STATEMENT_DATE_FORMATS.filter((format) => parseStatementDate(text, format) !== undefined)
      formatsOf.set(text, formats)
      for (const format of formats) fits.set(format, (fits.get(format) ?? 0) + count)
      total += count
    },
    signal,
  )
  const fitting = total === 0 ? [] : STATEMENT_DATE_FORMATS.filter((format) => fits.get(format) === total)
  // Day numbers only when every date is one: a column of some numbers is no guess to read as days.
  const mostFitting = STATEMENT_DATE_FORMATS.filter((format) => format !== 'serial').reduce((best, format) =>
    (fits.get(format) ?? 0) > (fits.get(best) ?? 0) ? format : best,
  )
  return { fitting, best: fitting[0] ?? mostFitting, examples: tellingDates(formatsOf, fitting) }
}

/**
 * Distinct dates, the most telling first: those only one format reads (`06/13/2026`), then those
 * the fitting formats read as different days (`03/04/2026`), then the rest (`06/06/2026`), each
 * group in file order.
 */
function tellingDates(formatsOf: ReadonlyMap<string, readonly StatementDateFormat[]>, fitting: readonly StatementDateFormat[]): string[] {
  const weigh = (text: string): number => {
    const formats = formatsOf.get(text) ?? []
    if (formats.length === 1) return 2
    const days = new Set(fitting.map((format) => parseStatementDate(text, format)))
    return days.size > 1 ? 1 : 0
  }
  const weights = new Map([...formatsOf.keys()].map((text) => [text, weigh(text)]))
  return [...formatsOf.keys()].sort((a, b) => (weights.get(b) ?? 0) - (weights.get(a) ?? 0)).slice(0, EXAMPLES)
}

/**
 * The decimal mark that reads every amount, the point when both do (`12`, `1 234`), or the one
 * that reads most when neither reads all (a few bad amounts then show as row problems).
 */
export async function findDecimalMark(amounts: TextCounts, digits: number, signal?: AbortSignal): Promise<DecimalMark> {
  const reads = { '.': 0, ',': 0 }
  await forEachInSlices(
    [...amounts],
    ([text, count]) => {
      if (parseStatementAmount(text, { decimalMark: '.', digits }) !== undefined) reads['.'] += count
      if (parseStatementAmount(text, { decimalMark: ',', digits }) !== undefined) reads[','] += count
    },
    signal,
  )
  return reads[','] > reads['.'] ? ',' : '.'
}
