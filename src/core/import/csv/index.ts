/**
 * Reading a CSV, TSV or semicolon statement (or a bank's text file of labelled blocks, read into
 * the same records) the way a person would: past the bank's own lines to the header, columns found by their names in five languages or by what they hold, dates and
 * amounts in the file's own style. Loaded on demand (it brings papaparse): import it only
 * dynamically, from read.ts.
 */
import { minorDigitsOf } from '../statementAmount'
import type { ReadStatementOptions, BankStatementReading } from '../types'
import { yieldToMain } from '../../yieldToMain'
import { guessDelimiter } from './delimiter'
import { labelledRecords } from './labelledBlocks'
import { commonWidth, hasDateAndAmount, inferLayout } from './layout'
import { parseRecords } from './parse'
import { readRows } from './rows'

/**
 * The rows of a CSV statement (`text` decoded, without its BOM) and the settings they were read
 * with, inferred where `options.csv` does not give them. A file that cannot be read has a
 * `problem` and no rows: `empty` (blank), `noColumns` (no date and amount found; `csv` is set so
 * the user can map them), `noRows` (no transactions). Rejects only when the signal aborts.
 */
export async function readCsv(
  text: string,
  options: ReadStatementOptions,
): Promise<Pick<BankStatementReading, 'rows' | 'problem' | 'csv'>> {
  const { signal, onProgress, csv: given = {} } = options
  signal?.throwIfAborted()
  // No letter or digit anywhere: blank lines, or lines of delimiters only (`;;;`).
  if (!/[\p{L}\p{N}]/u.test(text)) return { rows: [], problem: { code: 'empty' } }

  // A bank's text file of labelled blocks (Santander UK's) gives the records a CSV of its columns
  // would; its delimiter is none, `,` only names one for the settings.
  const blocks = await labelledRecords(text, signal)
  const delimiter = given.delimiter ?? (blocks ? ',' : guessDelimiter(text))
  const records = blocks ?? (await parseRecords(text, delimiter, signal))
  if (records.length === 0) return { rows: [], problem: { code: 'empty' } }

  const digits = minorDigitsOf(options.currency ?? 'USD')
  // Parsing ended inside papaparse's last chunk: finding the header and columns gets a task of its own.
  await yieldToMain(signal)
  const csv = await inferLayout(records, delimiter, given, digits, signal)
  if (!hasDateAndAmount(csv.settings.columns)) return { rows: [], problem: { code: 'noColumns' }, csv }

  const body = records.slice(csv.settings.headerRow + 1)
  const context = { digits, currency: (options.currency ?? 'USD').toUpperCase(), width: commonWidth(body) }
  const rows = await readRows(body, csv.settings, context, { signal, onProgress })
  if (rows.length === 0) return { rows: [], problem: { code: 'noRows' }, csv }
  return { rows, csv }
}
