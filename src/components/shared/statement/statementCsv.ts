import { minorToDecimal } from '../../../format/money'
import type { StatementFigure } from '../../../react/statementRows'
import { csvFile, csvRow, type CsvCellKind } from '../csv'
import type { StatementLine, StatementTableSection } from './StatementTable'

/** What a statement's CSV is written with: its headers and names as the screen shows them. */
export interface StatementCsvOptions {
  /** Minor-unit digits of the books' currency (2 for USD): amounts are written as exact decimals. */
  digits: number
  accountHeader: string
  accountNumberHeader: string
  /** Each column's header, and, with a comparison, the headers of its compared figure, change and change %. */
  columnHeaders: ReadonlyArray<{ amount: string; compared?: string; change?: string; percent?: string }>
  compare: boolean
}

/**
 * A statement as CSV (the ledger export's quoting and formula guard): a header row, then each
 * section's name, its accounts, its computed lines and its total, the lines after it, then the
 * closing lines; amounts as exact decimals, a change % as a decimal fraction of the compared
 * figure. Every account is written, inactive ones too: a file is for the record. Only a final
 * statement is exported.
 */
export function toStatementCsv(sections: readonly StatementTableSection[], footer: readonly StatementLine[], options: StatementCsvOptions): string {
  const amount = (minor: number | undefined) => (minor === undefined ? '' : minorToDecimal(minor, options.digits))
  const figureCells = (figures: readonly StatementFigure[]): Array<[string, CsvCellKind]> =>
    figures.flatMap(({ amount: value, compared }) => {
      const cells: Array<[string, CsvCellKind]> = [[amount(value), 'amount']]
      if (options.compare) {
        const change = value !== undefined && compared !== undefined ? value - compared : undefined
        const share = change !== undefined && compared ? String(Math.round((change / Math.abs(compared)) * 10_000) / 10_000) : ''
        cells.push([amount(compared), 'amount'], [amount(change), 'amount'], [share, 'amount'])
      }
      return cells
    })
  const headers: Array<[string, CsvCellKind]> = [
    [options.accountNumberHeader, 'text'],
    [options.accountHeader, 'text'],
    ...options.columnHeaders.flatMap(({ amount: name, compared, change, percent }): Array<[string, CsvCellKind]> =>
      options.compare ? [[name, 'text'], [compared ?? '', 'text'], [change ?? '', 'text'], [percent ?? '', 'text']] : [[name, 'text']],
    ),
  ]
  const line = (sum: StatementLine) => csvRow([['', 'text'], [sum.label, 'text'], ...figureCells(sum.total.figures)])
  const rows = [csvRow(headers)]
  for (const section of sections) {
    rows.push(csvRow([['', 'text'], [section.name, 'text']]))
    for (const row of section.rows) rows.push(csvRow([[row.account.accountNo ?? '', 'text'], [row.account.name, 'text'], ...figureCells(row.figures)]))
    for (const sum of [...(section.lines ?? []), section.total, ...(section.after ?? [])]) rows.push(line(sum))
  }
  for (const sum of footer) rows.push(line(sum))
  return csvFile(rows)
}
