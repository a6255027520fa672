/**
 * A CSV's records read into statement rows under chosen settings. A row that cannot be imported
 * stays, with its problem, for the preview to show by line number; the bank's total and balance
 * lines are left out.
 */
import { parseStatementAmount, type StatementNumberStyle } from '../../format/statementAmount'
import { parseStatementDate } from '../../format/statementDate'
import type { CsvColumns, CsvSettings, RowProblem, StatementRow } from '../types'
import { directionOf, isSummaryLine } from './cells'
import { cell, type CsvRecord } from './record'
import { forEachInSlices } from '../slices'

/** Text as one line: trimmed, every run of blanks (line breaks of a quoted field too) one space. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim()

/** The description with its memo, as `description · memo`, each part only when it says something. */
function describe(fields: readonly string[], columns: CsvColumns): string {
  const description = oneLine(cell(fields, columns.description))
  const memo = oneLine(cell(fields, columns.memo))
  return [description, memo === description ? '' : memo].filter((part) => part !== '').join(' · ')
}

/** The columns a row must reach to be read: past them, the line was cut off. */
function lastNeededColumn(columns: CsvColumns): number {
  const amountColumns = columns.amount !== undefined ? [columns.amount, columns.direction ?? -1] : [Math.min(columns.moneyOut ?? -1, columns.moneyIn ?? -1)]
  return Math.max(columns.date, columns.description, ...amountColumns)
}

type AmountReading = { amount: number } | { problem: RowProblem }

/** A signed amount from one column, turned by a direction column when there is one. */
function readSignedAmount(fields: readonly string[], columns: CsvColumns, style: StatementNumberStyle): AmountReading {
  const text = cell(fields, columns.amount)
  if (text === '') return { problem: { code: 'noAmount', field: 'amount' } }
  const minor = parseStatementAmount(text, style)
  if (minor === undefined) return { problem: { code: 'badAmount', field: 'amount', value: text } }
  if (columns.direction === undefined) return { amount: minor }
  const directionText = cell(fields, columns.direction)
  const direction = directionOf(directionText)
  if (direction === undefined) return { problem: directionText === '' ? { code: 'badDirection', field: 'direction' } : { code: 'badDirection', field: 'direction', value: directionText } }
  return { amount: direction === 'in' ? Math.abs(minor) : moneyOut(minor) }
}

/** Minor units as money out: negative whatever sign they were written with (and never `-0`). */
const moneyOut = (minor: number): number => (minor === 0 ? 0 : -Math.abs(minor))

/**
 * An amount from money out and money in: out whatever sign it is written with. A zero in the
 * unused column (some banks write `0.00` there) counts as empty.
 */
function readOutAndIn(fields: readonly string[], columns: CsvColumns, style: StatementNumberStyle): AmountReading {
  const [outText, inText] = [cell(fields, columns.moneyOut), cell(fields, columns.moneyIn)]
  const [out, into] = [outText, inText].map((text) => (text === '' ? undefined : parseStatementAmount(text, style)))
  if (outText !== '' && out === undefined) return { problem: { code: 'badAmount', field: 'amount', value: outText } }
  if (inText !== '' && into === undefined) return { problem: { code: 'badAmount', field: 'amount', value: inText } }
  if (out === undefined && into === undefined) return { problem: { code: 'noAmount', field: 'amount' } }
  if (out && into) return { problem: { code: 'inAndOut', field: 'amount', value: `${outText} / ${inText}` } }
  return { amount: into ? Math.abs(into) : moneyOut(out ?? 0) }
}

/** One record as a statement row. */
export function readRow({ fields, line }: CsvRecord, settings: CsvSettings, digits: number): StatementRow {
  const { columns } = settings
  const row: StatementRow = { line, description: describe(fields, columns) }
  const bankId = cell(fields, columns.bankId)
  if (bankId !== '') row.bankId = bankId
  const problems: RowProblem[] = []
  if (fields.length <= lastNeededColumn(columns)) problems.push({ code: 'shortRow', field: 'row' })

  const dateText = cell(fields, columns.date)
  const date = parseStatementDate(dateText, settings.dateFormat)
  if (date !== undefined) row.date = date
  else problems.push(dateText === '' ? { code: 'noDate', field: 'date' } : { code: 'badDate', field: 'date', value: dateText })

  const style = { decimalMark: settings.decimalMark, digits }
  const reading = columns.amount !== undefined ? readSignedAmount(fields, columns, style) : readOutAndIn(fields, columns, style)
  if ('amount' in reading) row.amount = settings.positiveIsMoneyOut && reading.amount !== 0 ? -reading.amount : reading.amount
  else problems.push(reading.problem)

  // The first problem is the one to fix first: a cut-off line explains its missing date or amount.
  if (problems[0]) row.problem = problems[0]
  return row
}

/**
 * The rows of the records after the header. `onProgress` hears the rows read so far after each
 * slice; the signal's abort rejects with its reason.
 */
export async function readRows(
  body: readonly CsvRecord[],
  settings: CsvSettings,
  digits: number,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: { rows: number }) => void } = {},
): Promise<StatementRow[]> {
  const rows: StatementRow[] = []
  const readsDate = (text: string): boolean => parseStatementDate(text, settings.dateFormat) !== undefined
  await forEachInSlices(
    body,
    (record) => {
      if (!isSummaryLine(record.fields, settings.columns, readsDate)) rows.push(readRow(record, settings, digits))
    },
    signal,
    () => onProgress?.({ rows: rows.length }),
  )
  return rows
}
