// The trial balance as its file and its table order it: the accounts with Retained earnings among
// them, debit and credit across, the sums, their difference, and the accounts no side fits apart.
import { csvAmount, type CsvAccountLine, type CsvRecord } from './csvStatement'

/** An account on its side: its balance where debits exceed credits, or where credits do; 0 on the other. */
export interface TrialLine extends CsvAccountLine {
  debit: number | undefined
  credit: number | undefined
}

/** What the trial balance's file is written from (the hook's statement is one). */
export interface TrialBalanceFigures<Row extends TrialLine = TrialLine, Retained extends TrialRetained = TrialRetained> {
  /** Without it (an option that cannot be read) there are no rows to place Retained earnings among. */
  asOf: string | undefined
  rows: readonly Row[]
  retainedEarnings: Retained
  totals: { debits: number; credits: number }
  /** Debits less credits once every account is read. */
  difference: number | undefined
  /** Accounts of a type that says no side: apart, with their balance as the ledger gives it. */
  unplaced: readonly CsvAccountLine[]
}

/** Retained earnings on its side, and where it stands among the rows: before the row of index `at`. */
export interface TrialRetained {
  debit: number
  credit: number
  at: number
}

/** The file's words, from the trial balance's messages. */
export interface TrialBalanceCsvWords {
  accountNumber: string
  account: string
  debit: string
  credit: string
  retainedEarnings: string
  total: string
  difference: string
  unplaced: string
  unplacedBalance: string
}

/** The rows in the table's order, Retained earnings among them where it stands (after the equity accounts). */
export function withRetainedEarnings<Row extends TrialLine, Retained extends TrialRetained, T>(
  trial: TrialBalanceFigures<Row, Retained>,
  row: (row: Row, index: number) => T,
  retained: (line: Retained) => T,
): T[] {
  const { at } = trial.retainedEarnings
  const lines = trial.rows.map(row)
  return trial.asOf === undefined ? lines : [...lines.slice(0, at), retained(trial.retainedEarnings), ...lines.slice(at)]
}

/**
 * The trial balance's table as records: a header, every account on its side (a zero side left
 * empty), Retained earnings where it stands, the two sums, a difference under the smaller column
 * (what it would need to equal the other), and after the sums they are not in, the accounts on no
 * side with their balance in a column of its own.
 */
export function trialBalanceRecords(trial: TrialBalanceFigures, words: TrialBalanceCsvWords, digits: number): CsvRecord[] {
  const side = (minor: number | undefined) => (minor === 0 ? '' : csvAmount(minor, digits))
  const sides = (debit: number | undefined, credit: number | undefined): CsvRecord => [
    [side(debit), 'amount'],
    [side(credit), 'amount'],
  ]
  const records: CsvRecord[] = [
    [
      [words.accountNumber, 'text'],
      [words.account, 'text'],
      [words.debit, 'text'],
      [words.credit, 'text'],
    ],
    ...withRetainedEarnings(
      trial,
      (row): CsvRecord => [[row.account.accountNo ?? '', 'text'], [row.account.name, 'text'], ...sides(row.debit, row.credit)],
      (retained): CsvRecord => [['', 'text'], [words.retainedEarnings, 'text'], ...sides(retained.debit, retained.credit)],
    ),
    [
      ['', 'text'],
      [words.total, 'text'],
      [csvAmount(trial.totals.debits, digits), 'amount'],
      [csvAmount(trial.totals.credits, digits), 'amount'],
    ],
  ]
  const difference = trial.difference ?? 0
  if (difference !== 0)
    records.push([['', 'text'], [words.difference, 'text'], ...sides(Math.max(-difference, 0), Math.max(difference, 0))])
  if (trial.unplaced.length > 0) {
    const blank: CsvRecord = [
      ['', 'text'],
      ['', 'text'],
    ]
    records.push([['', 'text'], [words.unplaced, 'text'], ...blank, [words.unplacedBalance, 'text']])
    for (const row of trial.unplaced)
      records.push([[row.account.accountNo ?? '', 'text'], [row.account.name, 'text'], ...blank, [side(row.figures[0]?.amount), 'amount']])
  }
  return records
}
