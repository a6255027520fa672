import type { CsvColumns } from '../types'

/** One record of a CSV file as parsed, with where it starts in the file. */
export interface CsvRecord {
  fields: string[]
  /** 1-based line of the file where the record starts, as a text editor counts lines. */
  line: number
}

/** The trimmed text of a record's field, `''` when the column is out of the record or not chosen (`-1`). */
export function cell(fields: readonly string[], column: number | undefined): string {
  if (column === undefined || column < 0) return ''
  return fields[column]?.trim() ?? ''
}

/** The text of a row's date: its completion date, else the day it started (a pending row has no other). */
export function dateCell(fields: readonly string[], columns: CsvColumns): string {
  return cell(fields, columns.date) || cell(fields, columns.startDate)
}

/** A record with no text in any field: a blank line, or a line of delimiters only (`;;;`). */
export function isBlank(fields: readonly string[]): boolean {
  return fields.every((field) => field.trim() === '')
}
