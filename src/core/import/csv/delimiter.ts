/**
 * Which delimiter a CSV uses, judged the way a person glancing at it would: the one that splits
 * most lines into the same number of columns. papaparse's own guess looks at the first ten lines
 * only, which a German bank's preamble (account, period, balance) can fill on its own.
 */
import Papa from 'papaparse'
import type { CsvDelimiter } from '../types'
import { isBlank } from './record'

/** The delimiters tried, in the order a tie is settled. */
const CSV_DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t', '|']

/** Characters looked at: enough for a preamble and a hundred transactions. */
const PREFIX_LENGTH = 64 * 1024
const RECORDS_LOOKED_AT = 100

/**
 * The delimiter under which the most records share one width, weighted by that width (a
 * decimal comma splits `-1.200,00` in two on every line, as consistently as `;` splits it in six,
 * but into fewer columns). `','` when no delimiter gives two columns anywhere.
 */
export function guessDelimiter(text: string): CsvDelimiter {
  const prefix = text.slice(0, PREFIX_LENGTH)
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ',', score: 0 }
  for (const delimiter of CSV_DELIMITERS) {
    const records = Papa.parse<string[]>(prefix, { delimiter, preview: RECORDS_LOOKED_AT }).data.filter((fields) => !isBlank(fields))
    const score = commonWidthScore(records.map((fields) => fields.length))
    if (score > best.score) best = { delimiter, score }
  }
  return best.delimiter
}

/** For the most frequent width above one (the wider on a tie): how many records have it, times the columns it adds. */
function commonWidthScore(widths: readonly number[]): number {
  const counts = new Map<number, number>()
  for (const width of widths) if (width > 1) counts.set(width, (counts.get(width) ?? 0) + 1)
  let common = { width: 1, count: 0 }
  for (const [width, count] of counts)
    if (count > common.count || (count === common.count && width > common.width)) common = { width, count }
  return common.count * (common.width - 1)
}
