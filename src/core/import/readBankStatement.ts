/**
 * The import's public entry, kept to a stub: the readers (and papaparse, for a CSV) load only
 * when a file is read, so a page that never imports carries none of them.
 */
import type { ReadStatementOptions, BankStatementReading } from './types'

/**
 * Reads a bank statement file (CSV, OFX, QFX, QIF or CAMT.053) into rows to preview and import.
 *
 * Resolves with the file's `rows` (each with a 1-based `line`, a `YYYY-MM-DD` date, a signed
 * amount in integer minor units, a description, the bank's id when the file has one, and a
 * `problem` for a row that cannot be imported), the `format` and `encoding` it was read as, and
 * what the file states: `currency`, `accountId`, opening and closing `balances`; for a CSV, the
 * inferred columns and formats in `csv`, each changeable through `options.csv`. A file that
 * cannot be read at all (empty, a PDF or photo, a workbook, cut off, in another currency than
 * `options.currency`, without transactions) resolves with `problem` set and no rows; it never
 * rejects for that. Rejects with `options.signal`'s reason once it aborts.
 */
export async function readBankStatement(file: Blob & { name?: string }, options: ReadStatementOptions = {}): Promise<BankStatementReading> {
  const { read } = await import('./read')
  return read(file, options)
}
