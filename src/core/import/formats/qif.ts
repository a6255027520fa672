/**
 * QIF (Quicken Interchange Format), as banks still offer it beside OFX: one line a field, each
 * named by its first letter, `^` ending a transaction, `!Type:` starting a list. Bank (`Bank`,
 * `Cash`) and card (`CCard`) lists are read; investment and other lists are not statements.
 *
 * QIF writes amounts signed as the account sees them, as OFX does: a bank list's withdrawals and a
 * card's charges are negative, deposits, a card's payments and refunds positive; they are kept as
 * written. QIF has no transaction ids (its `N` is a check number, which repeats across accounts and
 * years) and states no currency, account number or balance. Its dates are written in the exporting
 * program's locale (`6/30'26`, `06/30/2026`, `30/06/2026`, `2026-06-30`): read like a CSV's, and
 * asked about when they fit more than one format.
 */
import { numberStyleOf, digitsFor, parseFileAmount } from '../amounts'
import { joinDescription, sliceClock, type StatementContent } from '../content'
import { tooLongField, MAX_AMOUNT_LENGTH, MAX_DATE_LENGTH } from '../limits'
import { datesFormatsFitting, parseStatementDate, STATEMENT_DATE_FORMATS } from '../statementDate'
import type { QifLayout, ReadStatementOptions, StatementDateFormat, StatementRow, StatementSummary } from '../types'

/** One transaction's fields as written, with the line it starts on. */
interface QifRecord {
  line: number
  date?: string
  amount?: string
  payee?: string
  memo?: string
  number?: string
}

/** One `!Type:` list of the file: its kind and its transactions. */
interface QifList {
  kind: StatementSummary['kind']
  records: QifRecord[]
}

/** The list types that are a bank or card account's statement; any other (`Invst`, `Memorized`, `Cat`) is not read. */
const LIST_KINDS: Record<string, StatementSummary['kind']> = { bank: 'bank', cash: 'bank', 'oth a': 'bank', ccard: 'card', 'oth l': 'card' }

/**
 * A QIF date as a format can read it: Quicken writes `'` before a year after 1999 (`6/30'26`) and
 * pads with blanks (` 6/ 5'26`); both become the usual `/` and nothing.
 */
export function qifDateText(written: string): string {
  let text = ''
  for (const char of written.trim()) {
    if (char === "'") text += '/'
    else if (char !== ' ') text += char
  }
  return text
}

/** The lists of a file, split once, line by line: no pattern is applied to the file's text. */
function listsOf(text: string): QifList[] | undefined {
  const lists: QifList[] = []
  let list: QifList | undefined
  let record: QifRecord | undefined
  let inOtherList = false
  const lines = text.split(/\r\n|\r|\n/)
  for (const [index, raw] of lines.entries()) {
    const line = raw.trimEnd()
    if (line === '') continue
    if (line.startsWith('!')) {
      record = undefined
      const header = line.toLowerCase()
      if (!header.startsWith('!type:')) {
        // `!Account` blocks name accounts, `!Option`/`!Clear` set switches: none holds transactions.
        inOtherList = header.startsWith('!account')
        continue
      }
      const kind = LIST_KINDS[header.slice(6).trim()]
      inOtherList = kind === undefined
      if (kind) lists.push((list = { kind, records: [] }))
      continue
    }
    if (inOtherList) {
      if (line.startsWith('^')) inOtherList = false
      continue
    }
    if (line.startsWith('^')) {
      record = undefined
      continue
    }
    // A file without a `!Type:` line (some banks leave it out) is a bank list.
    if (!list) lists.push((list = { kind: 'bank', records: [] }))
    if (!record) list.records.push((record = { line: index + 1 }))
    const value = line.slice(1)
    switch (line[0]) {
      case 'D':
        record.date = value
        break
      case 'T':
        record.amount = value
        break
      case 'U':
        record.amount ??= value
        break
      case 'P':
        record.payee = value
        break
      case 'M':
        record.memo = value
        break
      case 'N':
        record.number = value
        break
      // C (cleared: the user's reconciliation, not the bank's), L (category), A (address) and the
      // split lines S/E/$ are not read: the T amount is the transaction's whole.
      default:
        break
    }
  }
  return lists.some((each) => each.records.length > 0) ? lists : undefined
}

/** The format the dates are read in: the user's, else the first that fits them all, else the one most of them fit. */
function datesOf(records: readonly QifRecord[], chosen: StatementDateFormat | undefined): QifLayout {
  const written = records
    .map((record) => record.date)
    .filter((date): date is string => date !== undefined && date.trim().length <= MAX_DATE_LENGTH)
    .map(qifDateText)
  const fitting = datesFormatsFitting(written)
  const best = fitting[0] ?? mostFitting(written)
  const distinct = [...new Set(written)]
  // The most telling first: dates the formats read differently (`03/04/26`), then those they read alike (`06/06/26`).
  const telling = (date: string) => new Set(fitting.map((format) => parseStatementDate(date, format))).size > 1
  const examples = [...distinct.filter(telling), ...distinct.filter((date) => !telling(date))].slice(0, 5)
  return {
    dateFormat: chosen ?? best,
    dateFormats: fitting,
    dateExamples: examples,
    dateFormatAmbiguous: chosen === undefined && fitting.length > 1,
  }
}

function mostFitting(written: readonly string[]): StatementDateFormat {
  let best: StatementDateFormat = 'MM/DD/YYYY'
  let bestCount = 0
  for (const format of STATEMENT_DATE_FORMATS) {
    const count = written.filter((date) => parseStatementDate(date, format) !== undefined).length
    if (count > bestCount) [best, bestCount] = [format, count]
  }
  return best
}

function readRecord(record: QifRecord, dateFormat: StatementDateFormat, style: ReturnType<typeof numberStyleOf>): StatementRow {
  const description = joinDescription([record.payee, record.memo]) || joinDescription([record.number])
  const row: StatementRow = { line: record.line, description }
  const dateText = record.date?.trim() ?? ''
  const amountText = record.amount?.trim() ?? ''
  const tooLong = tooLongField({ date: dateText, amount: amountText, description })
  const date = tooLong ? undefined : parseStatementDate(qifDateText(dateText), dateFormat)
  const amount = tooLong || amountText === '' ? undefined : parseFileAmount(amountText, style)
  if (date !== undefined) row.date = date
  if (amount !== undefined) row.amount = amount
  if (tooLong) row.problem = tooLong
  else if (dateText === '') row.problem = { code: 'noDate', field: 'date' }
  else if (date === undefined) row.problem = { code: 'badDate', field: 'date', value: dateText }
  else if (amountText === '') row.problem = { code: 'noAmount', field: 'amount' }
  else if (amount === undefined) row.problem = { code: 'badAmount', field: 'amount', value: amountText }
  return row
}

/**
 * Reads a QIF file's text: every bank and card list, each a statement of `statements` (kind and
 * rows; a file of several has each row's `statement`). `qif` says how the dates were read, and
 * which formats they fit: more than one (`03/04/26`) leaves the question open
 * (`dateFormatAmbiguous`) unless `options.qif.dateFormat` answers it. A file without a
 * transaction has `unknown`.
 */
export async function readQif(text: string, options: ReadStatementOptions = {}): Promise<StatementContent & { qif?: QifLayout }> {
  const lists = listsOf(text)?.filter((list) => list.records.length > 0)
  if (!lists) return { rows: [], problem: { code: 'unknown' }, currencies: [] }
  const records = lists.flatMap((list) => list.records)
  const qif = datesOf(records, options.qif?.dateFormat)
  const style = numberStyleOf(
    records.map((record) => (record.amount !== undefined && record.amount.length <= MAX_AMOUNT_LENGTH ? record.amount : '')),
    digitsFor(undefined, options.currency),
  )
  const tick = sliceClock(options)
  const rows: StatementRow[] = []
  const statements: StatementSummary[] = []
  for (const list of lists) {
    const index = statements.length
    for (const record of list.records) {
      const row = readRecord(record, qif.dateFormat, style)
      if (lists.length > 1) row.statement = index
      rows.push(row)
      await tick(rows.length)
    }
    statements.push({ kind: list.kind, rows: list.records.length })
  }
  options.onProgress?.({ rows: rows.length })
  return { rows, currencies: [], statements, qif }
}
