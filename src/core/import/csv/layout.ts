/**
 * A CSV's settings as a person would read them off the file, each replaced by the user's choice
 * where `options.csv` makes one: where the header is, which column holds what, how dates and
 * amounts are written, and whether positive amounts are money out.
 */
import type { CsvColumns, CsvDelimiter, CsvLayout, CsvSettings } from '../types'
import { isDateLike, isSummaryLine } from './cells'
import { inferColumns } from './columns'
import { balanceShowsSigns, moreInThanOut, namesCard } from './cardExport'
import { roleOfHeader } from './columnNames'
import { findDateFormat, findDecimalMark } from './formats'
import { findHeaderRow, mostFrequent } from './header'
import { cell, dateCell, type CsvRecord } from './record'
import { isPendingMark } from './status'
import { forEachInSlices } from '../slices'

/** Records after the header whose content decides the columns. */
const RECORDS_FOR_COLUMNS = 200
const SAMPLE_RECORDS = 5

/** Whether the columns name a date and a way to an amount: else the file has `noColumns`. */
export function hasDateAndAmount(columns: CsvColumns): boolean {
  const amount = columns.amount !== undefined || (columns.moneyOut !== undefined && columns.moneyIn !== undefined)
  return columns.date >= 0 && amount
}

/**
 * The number of fields most records after the header have: a record with more had a delimiter in a
 * field written without quotes (`Coffee, large`), so its cells are out of their columns.
 */
export function commonWidth(body: readonly CsvRecord[]): number {
  return mostFrequent(body.slice(0, RECORDS_FOR_COLUMNS).map(({ fields }) => fields.length)) ?? 0
}

/**
 * The records whose content decides the columns: those whose cells are in their columns. Left out
 * are a few records wider than most (a comma in a description written without quotes) and lines
 * of one field (`Continued on next page`), which would make a column of dates look like text.
 */
function recordsForColumns(body: readonly CsvRecord[]): string[][] {
  const records = body.slice(0, RECORDS_FOR_COLUMNS).map((record) => record.fields)
  const width = commonWidth(body)
  const fewWider = records.filter((fields) => fields.length > width).length <= records.length * FEW
  const inColumns = records.filter((fields) => fields.length > 1 && !(fewWider && fields.length > width))
  return inColumns.length > 0 ? inColumns : records
}

/** The share of records that is few enough to be the exception. */
const FEW = 0.2

/** The fields up to the last one with text in it. */
function writtenWidth(fields: readonly string[]): number {
  let width = fields.length
  while (width > 0 && (fields[width - 1] as string).trim() === '') width -= 1
  return width
}

/** How often each text occurs in the given column of the records, blanks left out. */
function countTexts(counts: Map<string, number>, fields: readonly string[], column: number | undefined): void {
  const text = cell(fields, column)
  if (text !== '') counts.set(text, (counts.get(text) ?? 0) + 1)
}

/**
 * The layout of a CSV's records (non-blank, in file order). `headerRow` and the columns index
 * these records: a blank line is no record. Columns that cannot be found are `-1` (date,
 * description) or absent (the rest), and `hasDateAndAmount` then says no.
 */
export async function inferLayout(
  records: readonly CsvRecord[],
  delimiter: CsvDelimiter,
  given: Partial<CsvSettings>,
  digits: number,
  signal?: AbortSignal,
): Promise<CsvLayout> {
  const headerRow = given.headerRow ?? findHeaderRow(records, digits)
  const body = records.slice(headerRow + 1)
  const looked = recordsForColumns(body)
  const headerFields = headerRow >= 0 ? records[headerRow]?.fields : undefined
  // A trailing delimiter on every line (`…;"-1.250,00";`) makes a column with nothing in it: not one to map.
  const columnCount = Math.max(writtenWidth(headerFields ?? []), ...looked.map(writtenWidth))
  const header = headerFields?.slice(0, columnCount).map((field) => field.trim())
  const columns = given.columns ?? inferColumns(header, looked, columnCount, digits)
  const preamble = records.slice(0, Math.max(headerRow, 0)).map(({ fields }) =>
    fields
      .map((field) => field.trim())
      .filter((field) => field !== '')
      .join(' '),
  )
  const signed = columns.amount !== undefined && columns.direction === undefined
  const balance = header?.findIndex((name) => roleOfHeader(name)?.role === 'balance') ?? -1
  const balanced: [amount: string, balance: string][] = []

  const dates = new Map<string, number>()
  const amounts = new Map<string, number>()
  const signedAmounts = new Map<string, number>()
  // A file has few distinct dates: each is tried against the formats once.
  const dateLike = new Map<string, boolean>()
  const readsDate = (text: string): boolean => dateLike.get(text) ?? dateLike.set(text, isDateLike(text)).get(text) === true
  await forEachInSlices(
    body,
    ({ fields }) => {
      if (isSummaryLine(fields, columns, readsDate)) return
      // A pending mark where the date will be (`Reserverat`) is no date of another format.
      const date = dateCell(fields, columns)
      if (date !== '' && !isPendingMark(date)) dates.set(date, (dates.get(date) ?? 0) + 1)
      for (const column of [columns.amount, columns.moneyOut, columns.moneyIn]) countTexts(amounts, fields, column)
      if (columns.direction === undefined) countTexts(signedAmounts, fields, columns.amount)
      if (signed && balance !== -1 && balanced.length < RECORDS_FOR_COLUMNS)
        balanced.push([cell(fields, columns.amount), cell(fields, balance)])
    },
    signal,
  )

  const dateFindings = await findDateFormat(dates, signal)
  const decimalMark = given.decimalMark ?? (await findDecimalMark(amounts, digits, signal))
  const style = { decimalMark, digits }
  // A file that says it is a card's is one; one that may be (more money in than out) is asked
  // about, unless its running balance shows the signs as written.
  const cardByName = signed && namesCard(header, preamble)
  const cardExport = cardByName || (signed && !balanceShowsSigns(balanced, style) && (await moreInThanOut(signedAmounts, style, signal)))
  const dateFormat = given.dateFormat ?? dateFindings.best
  const settings: CsvSettings = {
    delimiter,
    headerRow,
    columns,
    decimalMark,
    dateFormat,
    // Never turned by a guess: a file that may be a card's is asked about (looksLikeCardExport), its
    // signs kept as written until the user answers; one that says it is a card's is read as one.
    positiveIsMoneyOut: given.positiveIsMoneyOut ?? cardByName,
  }
  return {
    settings,
    ...(header ? { header } : {}),
    preamble,
    sample: body.slice(0, SAMPLE_RECORDS).map(({ fields }) => fields.slice(0, columnCount).map((field) => field.trim())),
    columnCount,
    dateFormats: dateFindings.fitting,
    dateExamples: dateFindings.examples,
    dateFormatAmbiguous: given.dateFormat === undefined && dateFindings.fitting.length > 1,
    looksLikeCardExport: cardExport,
  }
}
