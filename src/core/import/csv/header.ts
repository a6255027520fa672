/**
 * Where a CSV's transactions start: past the bank's own lines (account, period, balance) and the
 * header, found the way a person finds them, by looking for the first line that reads as a
 * transaction and the line of column names above it.
 */
import { isAmountLike, isDateLike } from './cells'
import { roleOfHeader } from './columnNames'
import type { CsvRecord } from './record'

/** Records looked at for the start: a long preamble and the first transactions fit. */
const RECORDS_LOOKED_AT = 200

/** A record with a date in one field and an amount in another. */
function looksLikeTransaction(fields: readonly string[], digits: number): boolean {
  const dateAt = fields.findIndex((field) => isDateLike(field.trim()))
  return dateAt !== -1 && fields.some((field, index) => index !== dateAt && isAmountLike(field.trim(), digits))
}

/** Two or more names, no dates or amounts: a row of column names. */
function looksLikeHeader(fields: readonly string[], digits: number): boolean {
  const written = fields.map((field) => field.trim()).filter((field) => field !== '')
  return written.length >= 2 && !written.some((field) => isDateLike(field) || isAmountLike(field, digits))
}

/** The most frequent of the numbers, the larger on a tie; `undefined` for none. */
export function mostFrequent(values: readonly number[]): number | undefined {
  const counts = new Map<number, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  let best: [number, number] | undefined
  for (const [value, count] of counts) if (!best || count > best[1] || (count === best[1] && value > best[0])) best = [value, count]
  return best?.[0]
}

/** Records above the first transaction in which the header is looked for (a balance line may sit between). */
const HEADER_REACH = 3

/**
 * The index (among the non-blank records) of the header, or `-1` when the file starts with its
 * transactions. The first transaction is the first record with a date and an amount that is as
 * wide as most such records (a preamble line like `Kontostand vom 31.05.2026;9.876,54` is
 * narrower), or a line right above it that also reads as one; the header is the nearest row of
 * names just above it (an "Opening balance" line may come between). When there is none, the record
 * right above is still taken as the header, since that is the one way to skip the preamble above
 * it. With no transaction at all, the first row of names that names a known column is the header,
 * else the first row of names as wide as most.
 */
export function findHeaderRow(records: readonly CsvRecord[], digits: number): number {
  const looked = records.slice(0, RECORDS_LOOKED_AT)
  const transactions = looked.map((record) => looksLikeTransaction(record.fields, digits))
  const width = mostFrequent(looked.filter((_, index) => transactions[index]).map((record) => record.fields.length))
  const first = looked.findIndex((record, index) => transactions[index] && record.fields.length === width)
  if (first !== -1) {
    // Lines right above it that read as transactions are transactions, if wider (an unquoted comma
    // in a description) or narrower: never the header, or a headerless file loses its first line.
    let top = first
    while (top > 0 && transactions[top - 1]) top -= 1
    for (let index = top - 1; index >= Math.max(0, top - HEADER_REACH); index--)
      if (looksLikeHeader((looked[index] as CsvRecord).fields, digits)) return index
    return top - 1
  }
  const names = looked.filter((record) => looksLikeHeader(record.fields, digits))
  const known = names.find((record) => record.fields.some((field) => roleOfHeader(field) !== undefined))
  const common = mostFrequent(looked.map((record) => record.fields.length))
  const header = known ?? names.find((record) => record.fields.length === common)
  return header ? looked.indexOf(header) : -1
}
