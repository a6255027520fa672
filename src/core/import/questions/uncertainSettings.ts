/**
 * Which settings of the mapping step a reading is unsure of: those open the settings, first, and
 * the step asks about them; everything inferred and every row read, the step is one line.
 */
import type { CsvColumns, FileProblemCode, BankStatementReading } from '../types'

/** One setting of the mapping step: the encoding, a CSV's separator, header, columns and formats. */
export type SettingKey =
  | 'encoding'
  | 'delimiter'
  | 'headerRow'
  | 'layout'
  | 'decimalMark'
  | 'dateFormat'
  | 'positiveIsMoneyOut'
  | keyof CsvColumns

/** Problems of a file read as text that another encoding may cure (a UTF-16 file without its mark reads as no statement at all): the encoding stays offered. */
export const READ_AS_TEXT: readonly FileProblemCode[] = ['unknown', 'noColumns', 'noRows']

type AmountLayout = 'signed' | 'direction' | 'split'
export const layoutOf = (columns: CsvColumns): AmountLayout =>
  columns.moneyOut !== undefined || columns.moneyIn !== undefined ? 'split' : columns.direction !== undefined ? 'direction' : 'signed'

/**
 * The settings a reading is unsure of, the most telling first: the encoding of a file that read as
 * no statement or with letters it could not decode (`�`); the header and the columns of a file
 * without column names (found by what they hold); the date format and column when dates could not
 * be read; the number format and amount columns when amounts could not be. Empty when everything
 * was inferred and every row reads: the step is then one line.
 */
export function uncertainSettings(reading: BankStatementReading): SettingKey[] {
  const keys = new Set<SettingKey>()
  const unreadable = reading.problem !== undefined && READ_AS_TEXT.includes(reading.problem.code)
  if (unreadable || reading.rows.some((row) => row.description.includes('\uFFFD'))) keys.add('encoding')
  const csv = reading.csv
  if (!csv) return [...keys]
  if (unreadable) for (const key of ['delimiter', 'headerRow'] as const) keys.add(key)
  if (csv.settings.headerRow < 0) for (const key of ['headerRow', 'date', 'description', 'amount'] as const) keys.add(key)
  const fields = new Set(reading.rows.flatMap((row) => (row.problem ? [row.problem.field] : [])))
  if (fields.has('date')) for (const key of ['dateFormat', 'date'] as const) keys.add(key)
  if (fields.has('amount')) {
    keys.add('decimalMark')
    keys.add('layout')
    const { amount, moneyOut, moneyIn } = csv.settings.columns
    if (amount !== undefined) keys.add('amount')
    if (moneyOut !== undefined || moneyIn !== undefined) for (const key of ['moneyOut', 'moneyIn'] as const) keys.add(key)
  }
  if (fields.has('direction')) keys.add('direction')
  return [...keys]
}
