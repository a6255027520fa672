// CSV as every export writes it (RFC 4180, CRLF line ends), safe to open in a spreadsheet.

// Spreadsheets run a cell starting with these as a formula (OWASP "CSV injection"); tab and CR too.
const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/
/**
 * The isolate marks our sentences put around names (../../format/isolate.ts): a cell is one value,
 * isolated by the spreadsheet's own cell, and a spreadsheet would show the marks as stray characters.
 */
const ISOLATE_MARKS = /[\u2066-\u2069]/g

/** A cell's kind: an amount may start with a minus sign; text never starts a formula. */
export type CsvCellKind = 'text' | 'amount'

/**
 * One CSV field: without isolate marks, formula starts neutralised with an apostrophe (except plain
 * negative amounts), then quoted if needed.
 */
function field(text: string, kind: CsvCellKind): string {
  const value = text.replace(ISOLATE_MARKS, '')
  const neutral = FORMULA_START.test(value) && !(kind === 'amount' && PLAIN_NUMBER.test(value)) ? `'${value}` : value
  return /[",\r\n]/.test(neutral) ? `"${neutral.replace(/"/g, '""')}"` : neutral
}

/** One CSV record of cells and their kinds. */
export function csvRow(cells: ReadonlyArray<readonly [string, CsvCellKind]>): string {
  return cells.map(([value, kind]) => field(value, kind)).join(',')
}

/** Records as one CSV file: CRLF after each, the last included. */
export const csvFile = (rows: readonly string[]): string => `${rows.join('\r\n')}\r\n`
