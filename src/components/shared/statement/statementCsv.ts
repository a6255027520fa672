import { minorToDecimal } from '../../../format/money'
import type { StatementAccountRow, StatementFigure } from '../../../react/statements/statementRows'
import { csvFile, csvRow, type CsvCellKind } from '../files/csv'
import type { StatementLine, StatementTableSection } from './StatementTable'

/** What a statement's CSV is written with: its headers and names as the screen shows them. */
export interface StatementCsvOptions {
  /** The lines above the table: what the file is (`titleLines`). */
  title: readonly string[]
  /** Minor-unit digits of the books' currency (2 for USD): amounts are written as exact decimals. */
  digits: number
  accountHeader: string
  accountNumberHeader: string
  /** Each column's header, and, with a comparison, the headers of its compared figure, change and change %; with `share`, of its % of income (and its compared figure's, `comparedShare`): each unique in the file (`comparedHeaders`). */
  columnHeaders: ReadonlyArray<{
    amount: string
    compared?: string
    change?: string
    percent?: string
    share?: string
    comparedShare?: string
  }>
  compare: boolean
  /** Write each figure's share of its column's income (`ofIncome`, a decimal fraction) beside it, and each compared figure's (`comparedOfIncome`) beside that. */
  share?: boolean
}

/** What a statement's file says it is, as its first lines: title, company, period or date (and the fiscal year it covers), basis, and anything that keeps it from being final. */
export interface StatementTitle {
  title: string
  /** `Company: …`, from the company's name (the host's `companyName`, else the one the records give), else its id; left out when none is known. */
  company: string | undefined
  /** The period or the date. */
  dates: string
  /** What the income and expense figures of a statement on a day cover (the trial balance's "… for the fiscal year from Jan 1, 2026"), as its header says it. */
  fiscalYear?: string
  /** The basis as the header names it: a method only where the service profile carries it. */
  basis: string
  /** What keeps the figures from being final, such as "from only the accounts your records use". */
  notes: readonly string[]
}

/** The file's company line: the name (or id) given, or none. */
export const companyLine = (company: string | undefined, line: (company: string) => string) =>
  company === undefined ? undefined : line(company)

/** The title block: one line each, then a blank line before the table. */
export function titleLines({ title, company, dates, fiscalYear, basis, notes }: StatementTitle): string[] {
  const lines = [
    title,
    ...(company === undefined ? [] : [company]),
    dates,
    ...(fiscalYear === undefined ? [] : [fiscalYear]),
    basis,
    ...notes,
  ].map((line) => csvRow([[line, 'text']]))
  return [...lines, '']
}

/** A comparing column's headers, unique across the file: a spreadsheet's filter or pivot reads a column by its header. */
export function comparedHeaders(
  labels: ReadonlyArray<{ label: string; comparedLabel: string | undefined }>,
  words: {
    compared: (compared: string, column: string) => string
    change: (column: string) => string
    percent: (column: string) => string
  },
): Array<{ amount: string; compared?: string; change: string; percent: string }> {
  const amounts = new Set(labels.map(({ label }) => label))
  const comparedCount = new Map<string, number>()
  for (const { comparedLabel } of labels)
    if (comparedLabel !== undefined) comparedCount.set(comparedLabel, (comparedCount.get(comparedLabel) ?? 0) + 1)
  return labels.map(({ label, comparedLabel }) => ({
    amount: label,
    // Previous period by month compares February with January, itself a column: the compared one names what it is compared with.
    ...(comparedLabel !== undefined && {
      compared:
        amounts.has(comparedLabel) || (comparedCount.get(comparedLabel) ?? 0) > 1 ? words.compared(comparedLabel, label) : comparedLabel,
    }),
    change: words.change(label),
    percent: words.percent(label),
  }))
}

/** A fraction as the file writes it: a plain decimal to four places. */
const fraction = (value: number) => String(Math.round(value * 10_000) / 10_000)

/**
 * A statement as CSV (the ledger export's quoting and formula guard): the title lines, a blank
 * line, a header row, then each section's name, its accounts, each group's name, accounts and
 * subtotal, its computed lines and its total, the lines after it, then the closing lines; amounts
 * as exact decimals, a change % as a decimal fraction of the compared figure, a % of income as a
 * decimal fraction of its column's income (a compared figure's, of the compared column's). Every
 * account is written, inactive ones too: a file is for the record. Only a final (or, without the
 * host's chart, a partial: its title lines say so) statement is exported.
 */
export function toStatementCsv(
  sections: readonly StatementTableSection[],
  footer: readonly StatementLine[],
  options: StatementCsvOptions,
): string {
  const amount = (minor: number | undefined) => (minor === undefined ? '' : minorToDecimal(minor, options.digits))
  const figureCells = (figures: readonly StatementFigure[]): Array<[string, CsvCellKind]> =>
    figures.flatMap(({ amount: value, compared, ofIncome, comparedOfIncome }) => {
      const ofIncomeCell = (share: number | undefined): [string, CsvCellKind] => [share === undefined ? '' : fraction(share), 'amount']
      const cells: Array<[string, CsvCellKind]> = [[amount(value), 'amount']]
      if (options.share) cells.push(ofIncomeCell(ofIncome))
      if (options.compare) {
        const change = value !== undefined && compared !== undefined ? value - compared : undefined
        const share = change !== undefined && compared ? fraction(change / Math.abs(compared)) : ''
        cells.push([amount(compared), 'amount'])
        if (options.share) cells.push(ofIncomeCell(comparedOfIncome))
        cells.push([amount(change), 'amount'], [share, 'amount'])
      }
      return cells
    })
  const headers: Array<[string, CsvCellKind]> = [
    [options.accountNumberHeader, 'text'],
    [options.accountHeader, 'text'],
    ...options.columnHeaders.flatMap(({ amount: name, compared, change, percent, share, comparedShare }): Array<[string, CsvCellKind]> => [
      [name, 'text'],
      ...(options.share ? [[share ?? '', 'text'] as [string, CsvCellKind]] : []),
      ...(options.compare
        ? ([
            [compared ?? '', 'text'],
            ...(options.share ? [[comparedShare ?? '', 'text']] : []),
            [change ?? '', 'text'],
            [percent ?? '', 'text'],
          ] as Array<[string, CsvCellKind]>)
        : []),
    ]),
  ]
  const line = (sum: StatementLine) => csvRow([['', 'text'], [sum.label, 'text'], ...figureCells(sum.total.figures)])
  const rows = [...options.title, csvRow(headers)]
  const accountLine = (row: StatementAccountRow) =>
    csvRow([[row.account.accountNo ?? '', 'text'], [row.account.name, 'text'], ...figureCells(row.figures)])
  for (const section of sections) {
    rows.push(
      csvRow([
        ['', 'text'],
        [section.name, 'text'],
      ]),
    )
    for (const sum of section.leading ?? []) rows.push(line(sum))
    for (const row of section.rows) rows.push(accountLine(row))
    for (const group of section.groups ?? []) {
      rows.push(
        csvRow([
          ['', 'text'],
          [group.name, 'text'],
        ]),
      )
      for (const row of group.rows) rows.push(accountLine(row))
      rows.push(line(group.total))
    }
    for (const sum of [...(section.lines ?? []), section.total, ...(section.after ?? [])]) rows.push(line(sum))
  }
  for (const sum of footer) rows.push(line(sum))
  return csvFile(rows)
}
