// The trial balance as its file and its table order it: the accounts with Retained earnings among
// them, debit and credit across, the sums, their difference, and the accounts no side fits apart.
import { csvAmount, type CsvRecord } from './csvStatement'
import { withRetainedEarnings, type TrialBalanceFigures } from './frameTrialBalance'

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
