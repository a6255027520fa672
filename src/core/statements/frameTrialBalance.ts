// The trial balance's rows in its table's and its file's order: the accounts, with Retained earnings
// among them where it stands (after the equity accounts).
import type { CsvAccountLine } from './csvStatement'

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
