// A statement as its CSV file says it, record by record: the title block (what the file is), a
// header unique for every column, then the statement's lines as the screen shows them. The quoting
// and the formula guard are the writer's (src/components/shared/files/csv.ts); these are what is written.
import { minorToDecimal } from '../../format/money'

/** One cell of a file: its text, and whether it is an amount (which may start with a minus sign) or text. */
type CsvCell = readonly [text: string, kind: 'text' | 'amount']
/** One record of a file, a line of cells; an empty one is a blank line. */
export type CsvRecord = readonly CsvCell[]

/** A figure as the file writes it: its amount, the amount compared with, and their shares of income, in minor units and fractions. */
interface CsvFigure {
  amount: number | undefined
  compared: number | undefined
  ofIncome?: number
  comparedOfIncome?: number
}

/** An account's line: its number and name, and a figure per column. */
export interface CsvAccountLine {
  account: { name: string; accountNo?: string }
  figures: readonly CsvFigure[]
}

/** A line of sums (a total, a computed line such as net income): its label and a figure per column. */
export interface CsvSumLine {
  label: string
  total: { figures: readonly CsvFigure[] }
}

/** A part of a statement as the file writes it: its name, lines before its accounts, its accounts, its groups, its computed lines, its total and the lines after it. */
export interface CsvSection {
  name: string
  leading?: readonly CsvSumLine[]
  rows: readonly CsvAccountLine[]
  groups?: ReadonlyArray<{ name: string; rows: readonly CsvAccountLine[]; total: CsvSumLine }>
  lines?: readonly CsvSumLine[]
  total: CsvSumLine
  after?: readonly CsvSumLine[]
}

/** What a statement's table is written with: its headers as the screen names them. */
export interface StatementCsvOptions {
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

/** The title block: one record a line, then a blank line before the table. */
export function titleRecords({ title, company, dates, fiscalYear, basis, notes }: StatementTitle): CsvRecord[] {
  const lines = [title, company, dates, fiscalYear, basis, ...notes].filter((line): line is string => line !== undefined)
  return [...lines.map((line): CsvRecord => [[line, 'text']]), []]
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

/** An amount as the file writes it: an exact decimal, empty where not known. */
export const csvAmount = (minor: number | undefined, digits: number) => (minor === undefined ? '' : minorToDecimal(minor, digits))

/** A label in the name's column, the number's left empty: a section's, a group's or a sum's. */
const labelled = (label: string, cells: readonly CsvCell[] = []): CsvRecord => [['', 'text'], [label, 'text'], ...cells]

/**
 * A statement's table as records: a header row, then each section's name, its leading lines, its
 * accounts, each group's name, accounts and subtotal, its computed lines and its total, the lines
 * after it, then the closing lines; amounts as exact decimals, a change % as a decimal fraction of
 * the compared figure, a % of income as a decimal fraction of its column's income (a compared
 * figure's, of the compared column's). Every account is written, inactive ones too: a file is for
 * the record.
 */
export function statementRecords(
  sections: readonly CsvSection[],
  footer: readonly CsvSumLine[],
  options: StatementCsvOptions,
): CsvRecord[] {
  const amount = (minor: number | undefined) => csvAmount(minor, options.digits)
  const shareCell = (share: number | undefined): CsvCell => [share === undefined ? '' : fraction(share), 'amount']
  const figureCells = (figures: readonly CsvFigure[]): CsvCell[] =>
    figures.flatMap(({ amount: value, compared, ofIncome, comparedOfIncome }) => {
      const cells: CsvCell[] = [[amount(value), 'amount']]
      if (options.share) cells.push(shareCell(ofIncome))
      if (options.compare) {
        const change = value !== undefined && compared !== undefined ? value - compared : undefined
        const percent = change !== undefined && compared ? fraction(change / Math.abs(compared)) : ''
        cells.push([amount(compared), 'amount'])
        if (options.share) cells.push(shareCell(comparedOfIncome))
        cells.push([amount(change), 'amount'], [percent, 'amount'])
      }
      return cells
    })
  const text = (value: string | undefined): CsvCell => [value ?? '', 'text']
  const header: CsvRecord = [
    text(options.accountNumberHeader),
    text(options.accountHeader),
    ...options.columnHeaders.flatMap(({ amount: name, compared, change, percent, share, comparedShare }) => [
      text(name),
      ...(options.share ? [text(share)] : []),
      ...(options.compare ? [text(compared), ...(options.share ? [text(comparedShare)] : []), text(change), text(percent)] : []),
    ]),
  ]
  const sum = (line: CsvSumLine) => labelled(line.label, figureCells(line.total.figures))
  const account = (row: CsvAccountLine): CsvRecord => [text(row.account.accountNo), text(row.account.name), ...figureCells(row.figures)]
  const records: CsvRecord[] = [header]
  for (const section of sections) {
    records.push(labelled(section.name), ...(section.leading ?? []).map(sum), ...section.rows.map(account))
    for (const group of section.groups ?? []) records.push(labelled(group.name), ...group.rows.map(account), sum(group.total))
    records.push(...[...(section.lines ?? []), section.total, ...(section.after ?? [])].map(sum))
  }
  records.push(...footer.map(sum))
  return records
}
