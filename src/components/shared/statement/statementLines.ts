// The parts of a statement's table as data: its columns, its sections with their accounts, groups
// and lines of sums, and what a figure opens. Each statement builds these; the table and the file
// are drawn and written from them.
import type { ReactNode } from 'react'
import type { StatementColumn } from '../../../core/statements/statementColumns'
import type { StatementAccountRow, StatementTotal } from '../../../react/statements/statementRows'

/** A column as the table heads it: its label, its comparison's, and whether it is in the closed period. */
export interface ShownColumn {
  column: StatementColumn
  label: string
  comparedLabel: string | undefined
  closed: boolean
  /** Where its figures are in each row's `figures`, when the table shows only some columns (a split statement's values folded under their parent); default its place. */
  figure?: number
  /** What its header shows instead of the label (a split statement's value, its status and its button). */
  head?: ReactNode
}

/** Where a figure leads: the account's ledger over a column's dates (or its comparison's). */
export type OpenLedger = (row: StatementAccountRow, range: { from: string; to: string }, columnLabel: string) => void

/** A line of sums: a section's total, gross profit, a computed line of equity, net income. */
export interface StatementLine {
  key: string
  /** Its `data-total`: `section`, or what it is (`grossProfit`, `netIncome`…). */
  kind: string
  label: string
  total: StatementTotal
  /** A line computed from accounts that are not rows (equity's net income): shown as a row, not as a total. */
  computed?: boolean
  /** The accounts behind a computed line that could not be read, named on it with Try again. */
  failed?: readonly StatementAccountRow[]
  /** The one account a total is made of: its figures open that account's ledger, as the account's own do. */
  single?: StatementAccountRow
}

/** A group inside a section (current assets, long-term liabilities…): its name, its accounts and its subtotal. */
interface StatementTableGroup {
  key: string
  /** Its `data-group`. */
  kind: string
  name: string
  rows: readonly StatementAccountRow[]
  total: StatementLine
}

/** The line of a total made of the accounts `rows`: the one account's when there is exactly one, so its figures open that account's ledger. */
export const totalLine = (line: Omit<StatementLine, 'single'>, rows: readonly StatementAccountRow[]): StatementLine =>
  rows.length === 1 ? { ...line, single: rows[0] } : line

/** A part of a statement: its accounts, lines computed from accounts that are not rows, its total, and lines after it. */
export interface StatementTableSection {
  key: string
  /** Its `data-section`. */
  kind: string
  name: string
  /** Lines before its accounts (the statement of cash flows' net income, where operating activities start). */
  leading?: readonly StatementLine[]
  /** Its accounts outside any group. */
  rows: readonly StatementAccountRow[]
  /** Groups of its accounts, each with its subtotal, after the accounts outside them. */
  groups?: readonly StatementTableGroup[]
  lines?: readonly StatementLine[]
  total: StatementLine
  after?: readonly StatementLine[]
}

/** How far a share can be told: `final`; `reading` (what it is made of is still read); `withheld` (some of it could not be read). */
export type ShareState = 'final' | 'reading' | 'withheld'

/** A column of each figure's share of its column's total income (the figures' `ofIncome`, and beside a compared figure its `comparedOfIncome`): its header, and how far that income is known (the shares are withheld until it is final). */
export interface ShareColumn {
  header: string
  income: ShareState
}
