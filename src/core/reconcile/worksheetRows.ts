/**
 * The worksheet's rows: each candidate with whether it is ticked and why it cannot be, and the closed
 * period's rows the statement shows reconciled already. A row of the closed period is ticked like
 * any other (the statement's tick or the user's): it counts as cleared and is never saved. Pure.
 */
import type { BankTransaction } from '../../api/types'
import type { IsLocked } from './closedPeriod'
import { tickBlockOf, type TickBlock } from './worksheet'

/** One row of the worksheet. */
export interface WorksheetRow {
  transaction: BankTransaction
  /** Counted as cleared; a row of the closed period (`blocked: 'locked'`) ticked is counted but never saved. */
  ticked: boolean
  blocked?: TickBlock
  /** Ticked by the statement (its row is this transaction). */
  onStatement: boolean
}

/** What the rows are made of. */
export interface WorksheetRowsInput {
  candidates: readonly BankTransaction[]
  /** The candidates a statement's rows tick. */
  onStatement: ReadonlySet<string>
  /** The user's ticks, by id, over the statement's. */
  ticks: ReadonlyMap<string, boolean> | undefined
  /** The rows of a finish on its way: ticked until it is finished or undone. */
  held: ReadonlyMap<string, unknown> | undefined
  isLocked: IsLocked
  /** The closed period's rows the statement shows reconciled already (`reconciledInClosedPeriod`): ticked unless the user unticks them. */
  reconciledClosed: readonly BankTransaction[]
}

/** Oldest first, then by id: the worksheet's order. */
export const byDateThenId = (a: BankTransaction, b: BankTransaction) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

/** The worksheet's rows, oldest first. */
export function worksheetRows({ candidates, onStatement, ticks, held, isLocked, reconciledClosed }: WorksheetRowsInput): WorksheetRow[] {
  const rows = candidates.map((transaction): WorksheetRow => {
    const blocked = tickBlockOf(transaction, isLocked)
    const chosen = ticks?.get(transaction.id)
    const isOnStatement = onStatement.has(transaction.id)
    const ticked = blocked !== 'toReview' && (chosen ?? (isOnStatement || held?.has(transaction.id) === true))
    return { transaction, blocked, onStatement: isOnStatement, ticked }
  })
  if (reconciledClosed.length === 0) return rows
  for (const transaction of reconciledClosed)
    rows.push({ transaction, blocked: 'locked', onStatement: true, ticked: ticks?.get(transaction.id) ?? true })
  return rows.sort((a, b) => byDateThenId(a.transaction, b.transaction))
}

/** The bank account's name as its transactions give it (the first that names it), for a title when the host names none. */
export const bankAccountNameIn = (transactions: readonly BankTransaction[], bankAccountId: string): string | undefined =>
  transactions.find((transaction) => transaction.bankAccount?.id === bankAccountId && transaction.bankAccount.name)?.bankAccount?.name

/**
 * One side's rows as the worksheet shows them: the month's (with those still to review) first, and
 * the closed period's apart, after them, each part in the worksheet's order. A first reconciliation
 * can hold many rows of the closed period, all alike: grouped, they say why once.
 */
export function byPeriod<Row extends Pick<WorksheetRow, 'blocked'>>(rows: readonly Row[]): { month: Row[]; closed: Row[] } {
  const month: Row[] = []
  const closed: Row[] = []
  for (const row of rows) (row.blocked === 'locked' ? closed : month).push(row)
  return { month, closed }
}
