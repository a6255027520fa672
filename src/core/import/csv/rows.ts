/**
 * A CSV's records read into statement rows under chosen settings. A row that cannot be imported
 * stays, with its problem, for the preview to show by line number, and so does a line that is no
 * transaction at all; the bank's total and balance lines, and rows of 0.00, are left out. A row the
 * bank has not settled is read, and marked so.
 */
import { parseStatementAmount, type StatementNumberStyle } from '../statementAmount'
import { parseStatementDate } from '../statementDate'
import type { CsvColumns, CsvSettings, RowProblem, StatementRow } from '../types'
import { currencyCodeOf, directionOf, isDateLike, isSummaryLine } from './cells'
import { cell, dateCell, type CsvRecord } from './record'
import { isPendingMark, statusOf } from './status'
import { forEachInSlices } from '../slices'
import { tooLongField } from '../limits'

/** Text as one line: trimmed, every run of blanks (line breaks of a quoted field too) one space. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim()

/**
 * The description with its memo, as `description · memo`, each part only when it says something.
 * Where the file names payer and payee apart, money in is described by who paid, money out by who
 * was paid (the other is the account's holder), each by the other when it is empty.
 */
function describe(fields: readonly string[], columns: CsvColumns, amount: number | undefined): string {
  const [payee, payer] = [oneLine(cell(fields, columns.description)), oneLine(cell(fields, columns.payer))]
  const description = amount !== undefined && amount > 0 ? payer || payee : payee || payer
  const memo = oneLine(cell(fields, columns.memo))
  return [description, memo === description ? '' : memo].filter((part) => part !== '').join(' · ')
}

/**
 * The columns a row must reach to be read: past them, the line was cut off. Of the columns that
 * describe it (description, memo, payer), the first: a row may end before an optional last one
 * (NAB leaves off its `Merchant Name` where a row has none) and is still described by the others.
 */
function lastNeededColumn(columns: CsvColumns): number {
  const amountColumns =
    columns.amount !== undefined ? [columns.amount, columns.direction ?? -1] : [Math.min(columns.moneyOut ?? -1, columns.moneyIn ?? -1)]
  const described = [columns.description, columns.memo ?? -1, columns.payer ?? -1].filter((column) => column >= 0)
  return Math.max(columns.date, described.length === 0 ? -1 : Math.min(...described), ...amountColumns)
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
  if (direction === undefined)
    return {
      problem:
        directionText === ''
          ? { code: 'badDirection', field: 'direction' }
          : { code: 'badDirection', field: 'direction', value: directionText },
    }
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

/** The amount cells of a row, as chosen: the signed amount, money out and in, the fee. */
const amountTexts = (fields: readonly string[], columns: CsvColumns): string[] =>
  [columns.amount, columns.moneyOut, columns.moneyIn, columns.fee].map((column) => cell(fields, column)).sort((a, b) => b.length - a.length)

/** What a row is read against beside the settings. */
export interface RowContext {
  /** The minor digits of the books' currency. */
  digits: number
  /** The books' currency (ISO code, upper case): a row in another cannot be imported. */
  currency: string
  /** The number of fields most records have: a row with more had an unquoted delimiter in its description. */
  width: number
}

/**
 * Whether a row is not yet booked by the bank, as its status column says, or a pending mark in any
 * of its cells: `Vorgemerkt` in DKB's booking text, `Reserverat` where a Swedish export writes the date.
 */
function unsettledOf(fields: readonly string[], columns: CsvColumns): StatementRow['unsettled'] {
  const status = columns.status === undefined ? undefined : statusOf(cell(fields, columns.status), { answers: true })
  if (status !== undefined && status !== 'settled') return status
  // The cheap test first: a cell that starts with a digit or sign (a date, an amount) is no word.
  return fields.some((field) => /^\s*[\p{L}]/u.test(field) && isPendingMark(field.trim())) ? 'pending' : undefined
}

/** The cells an amount is read from. */
const amountCells = (fields: readonly string[], columns: CsvColumns): string[] =>
  columns.amount !== undefined ? [cell(fields, columns.amount)] : [cell(fields, columns.moneyOut), cell(fields, columns.moneyIn)]

/** A fee written beside the amount: money out, whichever sign the bank writes it with (Revolut writes `4.00`, others `-4.00`). */
function readFee(fields: readonly string[], columns: CsvColumns, style: StatementNumberStyle): { fee: number } | { problem: RowProblem } {
  const text = cell(fields, columns.fee)
  if (text === '') return { fee: 0 }
  const fee = parseStatementAmount(text, style)
  return fee === undefined ? { problem: { code: 'badAmount', field: 'amount', value: text } } : { fee: Math.abs(fee) }
}

const DATE_PROBLEMS: ReadonlySet<RowProblem['code']> = new Set(['noDate', 'badDate'])
const AMOUNT_PROBLEMS: ReadonlySet<RowProblem['code']> = new Set(['noAmount', 'badAmount', 'badDirection'])

/** The fields as a statement row, with the first of its problems. */
function readFields(fields: readonly string[], line: number, settings: CsvSettings, context: RowContext): StatementRow {
  const { columns } = settings
  const problems: RowProblem[] = []
  if (fields.length <= lastNeededColumn(columns)) problems.push({ code: 'shortRow', field: 'row' })
  // Before the date and the amount: a row in another currency cannot be imported however they read.
  const currency = currencyCodeOf(cell(fields, columns.currency))
  if (currency !== undefined && currency !== context.currency) problems.push({ code: 'currency', field: 'currency', value: currency })

  const unsettled = unsettledOf(fields, columns)
  const dateText = dateCell(fields, columns)
  const date = parseStatementDate(dateText, settings.dateFormat)
  // A row the bank has not booked may have no booking date yet (Sparkasse), or the mark in its
  // place: it is shown, never imported.
  const noYet = (text: string): boolean => text === '' || statusOf(text) !== undefined
  const noDateYet = unsettled !== undefined && noYet(dateText)
  if (date === undefined && !noDateYet)
    problems.push(dateText === '' ? { code: 'noDate', field: 'date' } : { code: 'badDate', field: 'date', value: dateText })

  const style = { decimalMark: settings.decimalMark, digits: context.digits }
  const reading = columns.amount !== undefined ? readSignedAmount(fields, columns, style) : readOutAndIn(fields, columns, style)
  const fee = readFee(fields, columns, style)
  let amount: number | undefined
  // Nor an amount yet: the mark may stand where it will be (`Reserviert`), and the row is shown, not imported.
  const noAmountYet = unsettled !== undefined && amountCells(fields, columns).every(noYet)
  if ('problem' in reading) {
    if (!noAmountYet) problems.push(reading.problem)
  } else if ('problem' in fee) problems.push(fee.problem)
  else amount = (settings.positiveIsMoneyOut && reading.amount !== 0 ? -reading.amount : reading.amount) - fee.fee

  const description = describe(fields, columns, amount)
  // A cell past any sane length says so, rather than that it is no date or amount as chosen.
  const tooLong = tooLongField({ date: dateText, amount: amountTexts(fields, columns).find((text) => text.length > 0), description })
  if (tooLong) problems.unshift(tooLong)
  const row: StatementRow = { line, description }
  if (date !== undefined) row.date = date
  if (amount !== undefined) row.amount = amount
  const bankId = cell(fields, columns.bankId)
  if (bankId !== '') row.bankId = bankId
  if (unsettled) row.unsettled = unsettled
  // Neither a date nor an amount reads, and no cell is a date: a stray line among the rows (a page
  // footer, a repeated header), named as such rather than by its first fault. A row with a date
  // elsewhere is a transaction read with the wrong columns: its faults say which to choose.
  const notTransaction =
    problems.some((problem) => DATE_PROBLEMS.has(problem.code)) &&
    problems.some((problem) => AMOUNT_PROBLEMS.has(problem.code)) &&
    !fields.some((field) => isDateLike(field.trim()))
  // The first problem is the one to fix first: a cut-off line explains its missing date or amount.
  const problem = notTransaction ? ({ code: 'notTransaction', field: 'row' } satisfies RowProblem) : problems[0]
  if (problem) row.problem = problem
  return row
}

/**
 * The record's fields with the description joined to the fields after it, so many that the row is
 * as wide as most: `06/01/2026,Coffee, large,-4.50` written without quotes. `undefined` when the
 * row is not wider or has no description column.
 */
function withDescriptionJoined(fields: readonly string[], settings: CsvSettings, width: number): string[] | undefined {
  const extra = fields.length - width
  const at = settings.columns.description
  if (extra <= 0 || at < 0 || at + extra >= fields.length) return undefined
  return [...fields.slice(0, at), fields.slice(at, at + extra + 1).join(settings.delimiter), ...fields.slice(at + extra + 1)]
}

/** One record as a statement row; a row too wide that does not read is read again with its description joined. */
function readRow({ fields, line }: CsvRecord, settings: CsvSettings, context: RowContext): StatementRow {
  const row = readFields(fields, line, settings, context)
  if (!row.problem) return row
  const joined = withDescriptionJoined(fields, settings, context.width)
  const again = joined && readFields(joined, line, settings, context)
  return again && !again.problem ? again : row
}

/**
 * The rows of the records after the header. `onProgress` hears the rows read so far after each
 * slice; the signal's abort rejects with its reason.
 */
export async function readRows(
  body: readonly CsvRecord[],
  settings: CsvSettings,
  context: RowContext,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: { rows: number }) => void } = {},
): Promise<StatementRow[]> {
  const rows: StatementRow[] = []
  const readsDate = (text: string): boolean => parseStatementDate(text, settings.dateFormat) !== undefined
  await forEachInSlices(
    body,
    (record) => {
      if (isSummaryLine(record.fields, settings.columns, readsDate)) return
      const row = readRow(record, settings, context)
      // 0.00 moves no money: nothing to book (a card check, a declined authorisation at nil).
      if (row.amount !== 0) rows.push(row)
    },
    signal,
    () => onProgress?.({ rows: rows.length }),
  )
  return rows
}
