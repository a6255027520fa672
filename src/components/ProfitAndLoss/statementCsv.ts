import { minorToDecimal } from '../../format/money'
import type { ProfitAndLossStatement, StatementFigure } from '../../react/profitAndLoss'
import { csvFile, csvRow, type CsvCellKind } from '../shared/csv'

/** What a statement's CSV is written with: its headers and names as the screen shows them. */
export interface StatementCsvOptions {
  /** Minor-unit digits of the books' currency (2 for USD): amounts are written as exact decimals. */
  digits: number
  accountHeader: string
  accountNumberHeader: string
  /** Each column's header, and, with a comparison, the headers of its compared figure, change and change %. */
  columnHeaders: ReadonlyArray<{ amount: string; compared?: string; change?: string; percent?: string }>
  sectionName: (section: ProfitAndLossStatement['sections'][number]) => string
  totalName: (section: ProfitAndLossStatement['sections'][number]) => string
  grossProfit: string
  netIncome: string
}

/**
 * The statement as CSV (the ledger export's quoting and formula guard): a header row, then each
 * section's name, its accounts and its total, then gross profit and net income; amounts as exact
 * decimals, a change % as a decimal fraction of the compared figure. Every shown account is
 * written, inactive ones too: a file is for the record. Only a final statement is exported.
 */
export function toStatementCsv(statement: ProfitAndLossStatement, options: StatementCsvOptions): string {
  const amount = (minor: number | undefined) => (minor === undefined ? '' : minorToDecimal(minor, options.digits))
  const compare = statement.compareTo !== undefined
  const figureCells = (figures: readonly StatementFigure[]): Array<[string, CsvCellKind]> =>
    figures.flatMap(({ amount: value, compared }) => {
      const cells: Array<[string, CsvCellKind]> = [[amount(value), 'amount']]
      if (compare) {
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
      compare ? [[name, 'text'], [compared ?? '', 'text'], [change ?? '', 'text'], [percent ?? '', 'text']] : [[name, 'text']],
    ),
  ]
  const rows = [csvRow(headers)]
  for (const section of statement.sections) {
    rows.push(csvRow([['', 'text'], [options.sectionName(section), 'text']]))
    for (const row of section.accounts) rows.push(csvRow([[row.account.accountNo ?? '', 'text'], [row.account.name, 'text'], ...figureCells(row.figures)]))
    rows.push(csvRow([['', 'text'], [options.totalName(section), 'text'], ...figureCells(section.total.figures)]))
    if (section.kind === 'costOfGoodsSold' && statement.grossProfit) rows.push(csvRow([['', 'text'], [options.grossProfit, 'text'], ...figureCells(statement.grossProfit.figures)]))
  }
  rows.push(csvRow([['', 'text'], [options.netIncome, 'text'], ...figureCells(statement.netIncome.figures)]))
  return csvFile(rows)
}
