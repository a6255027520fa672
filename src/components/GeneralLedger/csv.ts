import type { GlEntry } from '../../api/types'
import { minorToDecimal } from '../../format/money'
import { csvFile, csvRow as row } from '../shared/files/csv'
import { readLedgerLine } from './ledgerLine'

/** Header texts and number format of a ledger CSV. */
export interface LedgerCsvOptions {
  /** Minor-unit digits of the books' currency (2 for USD): amounts are written as exact decimals. */
  digits: number
  headers: { date: string; description: string; debit: string; credit: string; runningBalance: string }
  /** Description of the beginning-balance row. */
  beginningBalanceLabel: string
  /** Date of the beginning-balance row (the filter's `beginDate`), if any. */
  beginDate?: string
}

/** What a line's description column shows: its source record's name, else the line's own description. */
export function lineDescription(line: GlEntry): string {
  return line.entity?.displayName || line.description || ''
}

/**
 * The ledger as CSV (RFC 4180, CRLF line ends): every ledger column in the default order, whatever
 * the grid shows (an accountant's export is the whole ledger), dates as `YYYY-MM-DD`, amounts as
 * exact decimal strings (never through floating point), a zero side left empty as on screen.
 * Throws `UnreadableLedgerAmountError` at the first line with an amount it cannot read: a file with
 * a wrong or missing figure would be worse than none.
 */
export function toLedgerCsv(lines: readonly GlEntry[], beginningBalance: number | null | undefined, options: LedgerCsvOptions): string {
  const amount = (minor: number) => minorToDecimal(minor, options.digits)
  const side = (minor: number) => (minor === 0 ? '' : amount(minor))
  const { headers } = options
  const rows = [
    row([
      [headers.date, 'text'],
      [headers.description, 'text'],
      [headers.debit, 'text'],
      [headers.credit, 'text'],
      [headers.runningBalance, 'text'],
    ]),
  ]
  if (typeof beginningBalance === 'number') {
    rows.push(
      row([
        [options.beginDate ?? '', 'text'],
        [options.beginningBalanceLabel, 'text'],
        ['', 'amount'],
        ['', 'amount'],
        [amount(beginningBalance), 'amount'],
      ]),
    )
  }
  for (const [index, line] of lines.entries()) {
    const { debit, credit, runningBalance } = readLedgerLine(line, index + 1)
    rows.push(
      row([
        [line.date, 'text'],
        [lineDescription(line), 'text'],
        [side(debit), 'amount'],
        [side(credit), 'amount'],
        [amount(runningBalance), 'amount'],
      ]),
    )
  }
  return csvFile(rows)
}
