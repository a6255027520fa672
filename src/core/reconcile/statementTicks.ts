/**
 * What a statement's rows tick on the reconciliation's worksheet: loaded when a statement is given,
 * with the import's ids (a worksheet typed from paper never loads them). Pure.
 */
import type { BankTransaction } from '../../api/types'
import { HeldIds, heldAsOf, sourceIdsOf } from '../import/sourceIds'
import type { StatementRow } from '../import/types'
import { assignByDate } from './dateAssignment'

export { MATCH_DAYS } from './dateAssignment'

/** A statement row the bank settled and whose date and amount could be read: the only rows that tick. */
export type SettledRow = StatementRow & { date: string; amount: number }

/** One settled row of the statement, and what it is in the books. */
export interface StatementRowMatch {
  /** Its index in the statement's `rows`. */
  index: number
  row: SettledRow
  /** The `apiSourceId` the statement import gives it: what it is created with when added from the worksheet. */
  sourceId: string | undefined
  /** The worksheet's transaction it ticks. */
  transaction?: BankTransaction
  /** Its transaction when the books hold it off the worksheet (reconciled already, or dated after the end date): it ticks nothing. */
  booked?: BankTransaction
}

/** What a statement's rows are: each settled row's match, and the worksheet transactions they tick. */
export interface StatementTicks {
  /** Every settled row, in file order. */
  rows: readonly StatementRowMatch[]
  /** The ids of the worksheet's transactions a row ticks. */
  ticked: ReadonlySet<string>
}

const isSettled = (row: StatementRow): row is SettledRow =>
  !row.problem && !row.unsettled && row.date !== undefined && row.amount !== undefined

/**
 * The worksheet transactions (`candidates`) a statement's rows are: first by import id (the id the
 * statement import gives that row, for this account), then by amount and a date within
 * `MATCH_DAYS`, as the assignment that pairs the most rows, the nearest dates between equal counts.
 * A row left is then looked for among the account's other transactions (in `booked`, the synced set:
 * reconciled, or dated after the end date), which it ticks nothing of; a row found nowhere is not in the books.
 * Each transaction is one row's at most. Rows the bank has not settled, or cannot be read, tick
 * nothing and are left out. With `idsOnly` (a file of several accounts' statements), by import id alone.
 */
export function statementTicks(
  rows: readonly StatementRow[],
  bankAccountId: string,
  candidates: readonly BankTransaction[],
  { idsOnly = false, booked = [] }: { idsOnly?: boolean; booked?: readonly BankTransaction[] } = {},
): StatementTicks {
  const onWorksheet = new Set(candidates.map((candidate) => candidate.id))
  const elsewhere = new HeldIds(booked, bankAccountId).transactions.filter((transaction) => !onWorksheet.has(transaction.id))
  const held = new HeldIds([...candidates, ...elsewhere], bankAccountId)
  const sourceIds = sourceIdsOf(rows, bankAccountId)
  const taken = new Set<string>()
  const matches: StatementRowMatch[] = []
  rows.forEach((row, index) => {
    if (!isSettled(row)) return
    const sourceId = sourceIds[index]
    const match: StatementRowMatch = { index, row, sourceId }
    const found = sourceId === undefined ? undefined : held.find(heldAsOf(row, sourceId))
    if (found && !taken.has(found.id)) {
      taken.add(found.id)
      if (onWorksheet.has(found.id)) match.transaction = found
      else match.booked = found
    }
    matches.push(match)
  })
  // A file of several accounts' statements ticks by import id only: its other accounts' rows are no one's here.
  if (!idsOnly) {
    assignLeft(matches, candidates, taken, 'transaction')
    assignLeft(matches, elsewhere, taken, 'booked')
  }
  const ticked = new Set<string>()
  for (const match of matches) if (match.transaction) ticked.add(match.transaction.id)
  return { rows: matches, ticked }
}

/** Pairs the rows still without a transaction with those of `transactions` not taken, by amount and date, and notes each pair as `as`. */
function assignLeft(
  matches: StatementRowMatch[],
  transactions: readonly BankTransaction[],
  taken: Set<string>,
  as: 'transaction' | 'booked',
): void {
  const left = matches.filter((match) => !match.transaction && !match.booked)
  const free = transactions.filter((transaction) => !taken.has(transaction.id))
  if (left.length === 0 || free.length === 0) return
  const pairs = assignByDate(
    left.map((match) => ({ key: match, amount: match.row.amount, date: match.row.date, order: match.index })),
    free.map((transaction) => ({ key: transaction, amount: transaction.amount, date: transaction.date, order: transaction.id })),
  )
  for (const [match, transaction] of pairs) {
    match[as] = transaction
    taken.add(transaction.id)
  }
}
